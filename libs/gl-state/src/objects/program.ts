// Program object: attachments, pre-link state, the link result (an opaque artifact reference for
// now: SPIR-V + reflection per §4.5.5, defined by the shader library), and post-link uniform state.
//
// Counters (value-class shutters, §5.2 NEW_SHADER / NEW_SHADER_BINDINGS / NEW_GLOBAL_CONSTANTS):
//  - linkVersion: every glLinkProgram / glProgramBinary result (success or failure), RecordLinkResult.
//  - backendStateVersion: a sampler/image uniform changed unit (RecordOpaqueUnit): which units the
//    program reads.
//  - blockBindingVersion: glUniformBlockBinding / glShaderStorageBlockBinding changed a binding.
//  - uniformWriteSetVersion: the SET of written uniform locations grew (first write to a location).
//  - uboContentVersion: the default-uniform-block bytes changed (WriteUniform with different bytes).
// Pre-link state (attachments, XFB varyings, separable) bumps nothing: it matters only at link.
// Identical writes bump nothing.

import { GLObject } from './gl-object.ts';
import type { Shader } from './shader.ts';
import { bumpStateSerial } from '../state-serial.ts';

/** What a link produced, sized by the reflection; gl-impl fills it from the shader library's result. */
export interface ProgramLinkLayout {
  defaultBlockSize: number;
  uniformLocationCount: number;
  uniformBlockCount: number;
  storageBlockCount: number;
}

export class Program extends GLObject {
  readonly attachedShaders: Shader[] = [];
  transformFeedbackVaryings: readonly string[] = [];
  transformFeedbackBufferMode = 0x8c8c; // GL_INTERLEAVED_ATTRIBS (GL 4.5 table 23.x initial value)
  separable = false;
  deletePending = false;
  /**
   * How many program pipeline references hold this program (a stage's program or the active program, each counted):
   * GL 4.5 §7.3 keeps a deleted program alive until it is neither current nor referenced by any pipeline, bound or not.
   */
  pipelineUses = 0;
  linkStatus = false;
  infoLog = '';
  linkArtifact: unknown = null;
  uniformData = new Uint8Array(0);
  /** uniformData as 32-bit words, same storage (every uniform component starts on a 4-byte boundary). */
  private uniformWords = new Uint32Array(0);
  writtenLocations = new Uint8Array(0);
  opaqueUnits = new Int32Array(0);
  uniformBlockBindings = new Uint32Array(0);
  storageBlockBindings = new Uint32Array(0);
  private linkVersionCounter = 0;
  private backendStateVersionCounter = 0;
  private blockBindingVersionCounter = 0;
  private uniformWriteSetVersionCounter = 0;
  private uboContentVersionCounter = 0;

  get linkVersion(): number { return this.linkVersionCounter; }
  get backendStateVersion(): number { return this.backendStateVersionCounter; }
  get blockBindingVersion(): number { return this.blockBindingVersionCounter; }
  get uniformWriteSetVersion(): number { return this.uniformWriteSetVersionCounter; }
  get uboContentVersion(): number { return this.uboContentVersionCounter; }
  /** A program pipeline's composite (pipeline-program.ts): no GL name, its handle from the composite slot range. */
  get isComposite(): boolean { return false; }

  AttachShader(shader: Shader): void {
    if (this.attachedShaders.includes(shader)) return;
    this.attachedShaders.push(shader);
    shader.attachCount++;
  }

  DetachShader(shader: Shader): void {
    const i = this.attachedShaders.indexOf(shader);
    if (i < 0) return;
    this.attachedShaders.splice(i, 1);
    shader.attachCount--;
  }

  SetTransformFeedbackVaryings(names: readonly string[], bufferMode: number): void {
    this.transformFeedbackVaryings = names.slice();
    this.transformFeedbackBufferMode = bufferMode;
  }

  SetSeparable(on: boolean): void {
    this.separable = on;
  }

  MarkDeletePending(): void {
    this.deletePending = true;
  }

  /** The link finished; on success the uniform storage is (re)allocated from `layout` and zeroed. */
  RecordLinkResult(ok: boolean, infoLog: string, artifact: unknown, layout: ProgramLinkLayout | null): void {
    this.linkStatus = ok;
    this.infoLog = infoLog;
    if (ok && layout !== null) {
      this.linkArtifact = artifact;
      this.uniformData = new Uint8Array(layout.defaultBlockSize);
      this.uniformWords = new Uint32Array(this.uniformData.buffer, 0, this.uniformData.byteLength >> 2);
      this.writtenLocations = new Uint8Array(layout.uniformLocationCount);
      this.opaqueUnits = new Int32Array(layout.uniformLocationCount).fill(-1);
      this.uniformBlockBindings = new Uint32Array(layout.uniformBlockCount);
      this.storageBlockBindings = new Uint32Array(layout.storageBlockCount);
    }
    this.linkVersionCounter++;
    bumpStateSerial();
  }

  /** glUniform*: copy `bytes` to the default block at `byteOffset`, on behalf of `location`. */
  WriteUniform(location: number, byteOffset: number, bytes: Uint8Array): void {
    let differs = false;
    for (let i = 0; i < bytes.length; i++) {
      if (this.uniformData[byteOffset + i] !== bytes[i]) {
        differs = true;
        break;
      }
    }
    if (differs) {
      this.uniformData.set(bytes, byteOffset);
      this.uboContentVersionCounter++;
      bumpStateSerial();
    }
    this.MarkWritten(location);
  }

  /**
   * glUniform{1,2,3,4}{f,i,ui}, the per-draw case: WriteUniform of `count` 32-bit components from `words`, compared
   * and stored a word at a time (`byteOffset`: the uniform's offset, a multiple of 4). Equal bits compare equal as
   * they do byte by byte, so the counters move exactly as WriteUniform would move them.
   */
  WriteUniformWords(location: number, byteOffset: number, words: Uint32Array, count: number): void {
    const d = this.uniformWords;
    const at = byteOffset >> 2;
    let differs = false;
    if (count === 4) {
      // A vec4 (the per-draw case) written out: the loop re-checked both arrays at every step (~130 instructions).
      differs = d[at] !== words[0] || d[at + 1] !== words[1] || d[at + 2] !== words[2] || d[at + 3] !== words[3];
      if (differs) { d[at] = words[0]; d[at + 1] = words[1]; d[at + 2] = words[2]; d[at + 3] = words[3]; }
    } else {
      for (let i = 0; i < count; i++) {
        if (d[at + i] !== words[i]) {
          d[at + i] = words[i];
          differs = true;
        }
      }
    }
    if (differs) {
      this.uboContentVersionCounter++;
      bumpStateSerial();
    }
    this.MarkWritten(location);
  }

  /** `location` was written (glUniform*): the first write moves the write set's version. */
  private MarkWritten(location: number): void {
    if (this.writtenLocations[location] === 0) {
      this.writtenLocations[location] = 1;
      this.uniformWriteSetVersionCounter++;
      bumpStateSerial();
    }
  }

  /**
   * A uniform with no GL location (the hidden subroutine-index ints, libs/shader subroutine-lowering.ts): its 32-bit
   * little-endian value at `byteOffset`; bumps uboContentVersion like any changed uniform byte.
   */
  WriteHiddenInt(byteOffset: number, value: number): void {
    const d = this.uniformData;
    let differs = false;
    for (let i = 0; i < 4; i++) {
      const b = (value >>> (8 * i)) & 0xff;
      if (d[byteOffset + i] !== b) {
        d[byteOffset + i] = b;
        differs = true;
      }
    }
    if (differs) {
      this.uboContentVersionCounter++;
      bumpStateSerial();
    }
  }

  /** A sampler or image uniform at `location` now names `unit`. */
  RecordOpaqueUnit(location: number, unit: number): void {
    if (this.opaqueUnits[location] === unit) return;
    this.opaqueUnits[location] = unit;
    this.backendStateVersionCounter++;
    bumpStateSerial();
  }

  SetUniformBlockBinding(blockIndex: number, binding: number): void {
    if (this.uniformBlockBindings[blockIndex] === binding) return;
    this.uniformBlockBindings[blockIndex] = binding;
    this.blockBindingVersionCounter++;
    bumpStateSerial();
  }

  SetStorageBlockBinding(blockIndex: number, binding: number): void {
    if (this.storageBlockBindings[blockIndex] === binding) return;
    this.storageBlockBindings[blockIndex] = binding;
    this.blockBindingVersionCounter++;
    bumpStateSerial();
  }
}
