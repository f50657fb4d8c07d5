// The vertex-attrib-defaults step of PrepareForDraw: the current vertex attribute values (glVertexAttrib*) from
// MGB_CTX, each issued with the entry point of its class (float / int / uint, resolved on the client), only when
// their version moved. The values are raw 32-bit lanes (set_vertex_attrib_defaults' MGPAttribValue): float bits
// or the int32 / uint32 of an I form, read through the view of its class.
import { drawScratchF as scratchF, drawScratchI as scratchI, drawScratchU as scratchU, type DeviceCore } from '@mgpipe/gles-core';
/** The attributes the backend advertises (GlesBackend.caps maxVertexAttribs is at most 16). */
const ATTRIBS = 16;

export class AttribDefaultsStep {
  private attribDefaultsVersion = -1;

  constructor(private readonly dev: DeviceCore) {}

  sync(): void {
    const inputs = this.dev.inputs;
    const version = inputs.getVertexAttribDefaultsVersion();
    if (version === this.attribDefaultsVersion) return;
    this.attribDefaultsVersion = version;
    const v = inputs.getCurrentVertexAttribs();
    const kinds = inputs.getCurrentVertexAttribKinds();
    // The values are raw 32-bit lanes of each attribute's kind (an integer above 2^24 has no Float32 form).
    if (v !== this.lanesOf) {
      this.lanesOf = v;
      this.i32 = new Int32Array(v.buffer, v.byteOffset, v.length);
      this.u32 = new Uint32Array(v.buffer, v.byteOffset, v.length);
    }
    const gl = this.dev.gl;
    for (let i = 0; i < ATTRIBS; i++) {
      const kind = kinds[i];
      if (kind === 0) {
        scratchF[0] = v[i * 4]; scratchF[1] = v[i * 4 + 1]; scratchF[2] = v[i * 4 + 2]; scratchF[3] = v[i * 4 + 3];
        gl.glVertexAttrib4fv(i, scratchF);
      } else if (kind === 1) {
        for (let c = 0; c < 4; c++) scratchI[c] = this.i32[i * 4 + c];
        gl.glVertexAttribI4iv(i, scratchI);
      } else {
        for (let c = 0; c < 4; c++) scratchU[c] = this.u32[i * 4 + c];
        gl.glVertexAttribI4uiv(i, scratchU);
      }
    }
  }
  /** Integer views of the last values array read (the context's or the pushed copy: made when it changes, not per draw). */
  private lanesOf: Float32Array | null = null;
  private i32: Int32Array<ArrayBufferLike> = new Int32Array(0);
  private u32: Uint32Array<ArrayBufferLike> = new Uint32Array(0);
}
