// Emitters of the value groups other than render state: pixel pack, patch, vertex-attribute defaults and the
// temporary ResidualValueBlock. Each reuses one payload object; the variable-tail ones go through the
// set-hash suppressor (an unchanged set is counted and not sent).

import type { GLContext } from '@mgpipe/gl-state';
import { RESIDUAL_BLOCK_SIZE, serializeResidual } from '@mgpipe/migration';
import {
  type MGPAttribValue,
  type SetPatchStatePayload,
  type SetPixelPackStatePayload,
  type SetResidualValueStatePayload,
  type SetVertexAttribDefaultsPayload,
} from '@mgpipe/pipe-types';
import { MAX_VERTEX_ATTRIBS } from '@mgpipe/value-types';
import type { PipeEmitter } from './pipe-emitter.ts';
import { SetHashSuppressor, SetHasher, SuppressedSet } from './set-hash.ts';

export class ValueEmitters {
  private readonly hasher = new SetHasher();
  private readonly pack: SetPixelPackStatePayload = {
    pack: { rowLength: 0, imageHeight: 0, skipRows: 0, skipPixels: 0, skipImages: 0, alignment: 4, swapBytes: false, lsbFirst: false },
  };
  private readonly patch: SetPatchStatePayload = { vertices: 3, outer: new Float32Array(4), inner: new Float32Array(2) };
  /** Bit images of the attribute values last pushed (bitwise compare: NaN and -0 are legal values). */
  private readonly pushedAttribBits = new Uint32Array(MAX_VERTEX_ATTRIBS * 4);
  private readonly pushedAttribKinds = new Uint8Array(MAX_VERTEX_ATTRIBS).fill(0xff);
  private readonly attribValues: MGPAttribValue[] = Array.from({ length: MAX_VERTEX_ATTRIBS }, () => ({ bits: new Uint32Array(4), cls: 0 }));
  private readonly attribValuesByCount: MGPAttribValue[][] = Array.from({ length: MAX_VERTEX_ATTRIBS + 1 }, (_, n) => this.attribValues.slice(0, n));
  private readonly attribs: SetVertexAttribDefaultsPayload = { mask: 0, values: [] };
  private readonly residualBytes = new Uint8Array(RESIDUAL_BLOCK_SIZE);
  private readonly residual: SetResidualValueStatePayload = { block: this.residualBytes };

  private bitsSrc: Float32Array | null = null;
  private bitsView: Uint32Array = new Uint32Array(0);

  constructor(private readonly out: PipeEmitter, private readonly suppressor: SetHashSuppressor) {}

  /** A Uint32 view of the context's attribute floats, made once per context (bitwise compares, no allocation). */
  private bitsOf(f: Float32Array): Uint32Array {
    if (f !== this.bitsSrc) {
      this.bitsSrc = f;
      this.bitsView = new Uint32Array(f.buffer, f.byteOffset, MAX_VERTEX_ATTRIBS * 4);
    }
    return this.bitsView;
  }

  /** NEW_PIXEL_PACK: pixelStoreVersion also moves on UNPACK changes, so an identical pack set is suppressed. */
  emitPixelPack(ctx: GLContext): void {
    const s = ctx.pack;
    const h = this.hasher.begin().u32(s.rowLength).u32(s.imageHeight).u32(s.skipRows).u32(s.skipPixels)
      .u32(s.skipImages).u32(s.alignment).u32(s.swapBytes ? 1 : 0).u32(s.lsbFirst ? 1 : 0);
    if (!this.suppressor.shouldEmitHashed(SuppressedSet.pixelPack, h)) return;
    const p = this.pack.pack;
    p.rowLength = s.rowLength; p.imageHeight = s.imageHeight; p.skipRows = s.skipRows; p.skipPixels = s.skipPixels;
    p.skipImages = s.skipImages; p.alignment = s.alignment; p.swapBytes = s.swapBytes; p.lsbFirst = s.lsbFirst;
    this.out.send('set_pixel_pack_state', this.pack);
  }

  /** NEW_PATCH_STATE: the shutter is exact (patchVersion moves only on a real change, compared bitwise). */
  emitPatch(ctx: GLContext): void {
    const p = this.patch;
    p.vertices = ctx.patchVertices;
    (p.outer as Float32Array).set(ctx.patchDefaultOuterLevel);
    (p.inner as Float32Array).set(ctx.patchDefaultInnerLevel);
    this.out.send('set_patch_state', p);
  }

  /** NEW_VERTEX_ATTRIB_DEFAULTS: only the attributes whose bits or class changed since the last push. */
  emitAttribDefaults(ctx: GLContext): void {
    const bits = this.bitsOf(ctx.currentVertexAttribs);
    let mask = 0;
    let n = 0;
    for (let a = 0; a < MAX_VERTEX_ATTRIBS; a++) {
      const k = ctx.currentVertexAttribKinds[a];
      let changed = this.pushedAttribKinds[a] !== k;
      for (let j = 0; j < 4 && !changed; j++) changed = this.pushedAttribBits[a * 4 + j] !== bits[a * 4 + j];
      if (!changed) continue;
      mask |= 1 << a;
      this.pushedAttribKinds[a] = k;
      const v = this.attribValues[n++];
      v.cls = k;
      for (let j = 0; j < 4; j++) (v.bits as Uint32Array)[j] = this.pushedAttribBits[a * 4 + j] = bits[a * 4 + j];
    }
    if (mask === 0) {
      this.suppressor.suppressed++;
      return;
    }
    this.attribs.mask = mask;
    this.attribs.values = this.attribValuesByCount[n];
    this.out.send('set_vertex_attrib_defaults', this.attribs);
  }

  /** NEW_RESIDUAL_VALUES: serialize field by field into the reused block; an unchanged block is suppressed. */
  emitResidual(ctx: GLContext): void {
    serializeResidual(ctx, this.residualBytes);
    if (!this.suppressor.shouldEmitHashed(SuppressedSet.residual, this.hasher.begin().bytes(this.residualBytes, 0, RESIDUAL_BLOCK_SIZE))) return;
    this.out.send('set_residual_value_state', this.residual);
  }
}
