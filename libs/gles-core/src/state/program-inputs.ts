// MGB_CTX of the program subsystem (seeds §4.4.4, §4.5.5, §5.7, D6): its PipeInputs groups as the gles-program
// library reads them, whatever the phase.
//   drawProgram / dispatchProgram  the bound program as a ProgramView: its identity (lifetimeId: the shader-state
//                  handle's stand-in), name (for log lines), link version / status and the linked artifact — the
//                  per-stage SPIR-V and the reflection the backend builds from, as a ShaderArtifact the server owns
//                  (a deep copy made once per link: create_shader_state's payload, not the front end's object).
//   globalConstants  the default uniform block's bytes (set_global_constants) and their versions (the twin's
//                  upload memo: Program.uboContentVersion / uniformWriteSetVersion in pull / alias).
//   programBindings  the program's block bindings and sampler / image units (set_program_bindings).
//   shaderBuffers  the uniform, storage and atomic-counter buffer ranges bound now, resolved live (set_shader_buffers).
// Pull (context) fills on read, alias (phase A) at the fill point of each verb class that may read a group; verify
// fills a shadow the same way and compares (memo keys are not state: not compared). The front references the views
// keep in pull / alias (ProgramView.program, ShaderBufferSet.fronts) are the device's bridge to the program and
// buffer twins: the library passes them back to the device and never reads them. At B they become handles.
// Push (phase B, gles-program program-receiver.ts): the receiver keeps each program's state by ShaderCso handle and
// copies the bound program's into these views at set_draw_program / set_dispatch_program (`pushed` views carry
// the handle's slot and gen instead of a front reference); shader buffers arrive as buffer handles. Verify then
// compares identities through the client's handle maps (`programHandleOf` / `bufferHandleOf`, set by the wiring).
// Nothing here allocates per verb: buffers grow to the largest program seen; the artifact is copied once per link
// (a WeakMap keyed by the front end's artifact object finds the copy again when programs alternate).
import { PipeInputField, kNullHandle, type MGPipeHandle, type MGPBufferRange } from '@mgpipe/pipe-types';
import type { FrontBuffer } from './buffer-inputs.ts';

/** libs/shader's ProgramArtifact as the fill reads it (listed in the coverage scan's MIRRORS). */
export interface ArtifactView {
  stageMask: number;
  stages: { stage: string; spirv: Uint32Array }[];
  uniforms: {
    name: string; type: number; arraySize: number; blockIndex: number; location: number; binding: number;
    /** Where the front end keeps this uniform's bytes in uniformData (libs/shader default-block-layout.ts); -1: none. */
    storageOffset: number; storageArrayStride: number; storageMatrixStride: number;
  }[];
  uniformBlocks: { name: string; binding: number }[];
  storageBlocks: { name: string; binding: number }[];
  atomicCounterBuffers: { binding: number }[];
  /**
   * bufferStrides: the capture layout's byte stride per XFB buffer (the streamOutput group's strides at push);
   * fromQualifiers: the layout is the capture stage's xfb_buffer / xfb_offset (SPIR-V XfbBuffer / Offset), not the API's names.
   */
  xfb: { bufferMode: number; fromQualifiers: boolean; varyings: { name: string; variable: string }[]; bufferStrides: readonly number[] };
}

/** The linked artifact as the server keeps it: the same shape, a copy (create_shader_state's SPIR-V + reflection). */
export interface ShaderArtifact {
  readonly stageMask: number;
  readonly stages: readonly { readonly stage: string; readonly spirv: Uint32Array }[];
  readonly uniforms: readonly {
    readonly name: string; readonly type: number; readonly arraySize: number; readonly blockIndex: number; readonly location: number;
    readonly binding: number; readonly storageOffset: number; readonly storageArrayStride: number; readonly storageMatrixStride: number;
  }[];
  readonly uniformBlocks: readonly { readonly name: string; readonly binding: number }[];
  readonly storageBlocks: readonly { readonly name: string; readonly binding: number }[];
  readonly atomicCounterBuffers: readonly { readonly binding: number }[];
  readonly xfb: { readonly bufferMode: number; readonly fromQualifiers: boolean; readonly varyings: readonly { readonly name: string; readonly variable: string }[]; readonly bufferStrides: readonly number[] };
}

/** gl-state's Program as the fill reads it. */
export interface FrontProgram {
  readonly lifetimeId: number;
  readonly name: number;
  readonly linkStatus: boolean;
  readonly linkArtifact: unknown;
  readonly linkVersion: number;
  readonly uniformData: Uint8Array;
  readonly opaqueUnits: Int32Array;
  readonly uniformBlockBindings: Uint32Array;
  readonly storageBlockBindings: Uint32Array;
  readonly uboContentVersion: number;
  readonly uniformWriteSetVersion: number;
  readonly blockBindingVersion: number;
  readonly backendStateVersion: number;
}

/** gl-state's IndexedBindingTable as the fill reads it. */
export interface FrontIndexedBindingTable {
  readonly count: number;
  readonly version: number;
  readonly touchedCount: number;
  GetBuffer(index: number): FrontBuffer | null;
  GetOffset(index: number): number;
  ResolveSize(index: number): number;
}

/** gl-state's BufferState as the fill reads it (the three indexed tables set_shader_buffers carries). */
export interface FrontBufferState {
  readonly uniform: FrontIndexedBindingTable;
  readonly shaderStorage: FrontIndexedBindingTable;
  readonly atomicCounter: FrontIndexedBindingTable;
}

/** The deep copy of an artifact (once per link). */
export function copyArtifact(a: ArtifactView): ShaderArtifact {
  return {
    stageMask: a.stageMask,
    stages: a.stages.map((s) => ({ stage: s.stage, spirv: s.spirv.slice() })),
    uniforms: a.uniforms.map((u) => ({
      name: u.name, type: u.type, arraySize: u.arraySize, blockIndex: u.blockIndex, location: u.location, binding: u.binding,
      storageOffset: u.storageOffset, storageArrayStride: u.storageArrayStride, storageMatrixStride: u.storageMatrixStride,
    })),
    uniformBlocks: a.uniformBlocks.map((b) => ({ name: b.name, binding: b.binding })),
    storageBlocks: a.storageBlocks.map((b) => ({ name: b.name, binding: b.binding })),
    atomicCounterBuffers: a.atomicCounterBuffers.map((b) => ({ binding: b.binding })),
    xfb: { bufferMode: a.xfb.bufferMode, fromQualifiers: a.xfb.fromQualifiers, varyings: a.xfb.varyings.map((v) => ({ name: v.name, variable: v.variable })), bufferStrides: a.xfb.bufferStrides.slice() },
  };
}

/** The drawProgram / dispatchProgram group: the bound program (set_draw_program / set_dispatch_program). */
export class ProgramView {
  /** -1: no program bound. */
  lifetimeId = -1;
  name = 0;
  linkVersion = -1;
  linkStatus = false;
  artifact: ShaderArtifact | null = null;
  /** Pull / alias: the program whose twin draws (the device's bridge; the library never reads it). */
  program: FrontProgram | null = null;
  /** Push: the view was received (slot / gen: the ShaderCso handle; slot 0 = no program), not filled. */
  pushed = false;
  slot = -1;
  gen = 0;
  /** forget(): the next fill copies whatever the memo keys say. */
  private stale = false;

  /** Push: the bound program's state (the receiver's per-handle view), or none (`o` null: the null program). */
  copyFrom(o: ProgramView | null, slot: number, gen: number): void {
    this.pushed = true;
    this.slot = slot;
    this.gen = gen;
    this.program = null;
    if (o === null) {
      this.lifetimeId = -1; this.name = 0; this.linkVersion = -1; this.linkStatus = false; this.artifact = null;
      return;
    }
    this.lifetimeId = o.lifetimeId; this.name = o.name; this.linkVersion = o.linkVersion; this.linkStatus = o.linkStatus; this.artifact = o.artifact;
  }

  /** Copies `p` (its artifact through `artifacts`, once per link); true when something moved. */
  fill(p: FrontProgram | null, artifacts: WeakMap<object, ShaderArtifact>): boolean {
    if (p === null) {
      if (this.lifetimeId === -1 && !this.stale) return false;
      this.stale = false;
      this.lifetimeId = -1; this.name = 0; this.linkVersion = -1; this.linkStatus = false; this.artifact = null; this.program = null;
      return true;
    }
    if (!this.stale && p.lifetimeId === this.lifetimeId && p.linkVersion === this.linkVersion) return false;
    this.stale = false;
    this.lifetimeId = p.lifetimeId;
    this.name = p.name;
    this.linkVersion = p.linkVersion;
    this.linkStatus = p.linkStatus;
    this.program = p;
    const a = p.linkArtifact as ArtifactView | null;
    if (a === null) { this.artifact = null; return true; }
    let copy = artifacts.get(a);
    if (copy === undefined) { copy = copyArtifact(a); artifacts.set(a, copy); }
    this.artifact = copy;
    return true;
  }

  forget(): void {
    this.stale = true;
  }

  compare(o: ProgramView, programHandleOf: ((p: FrontProgram) => MGPipeHandle | null) | null = null): string | null {
    if (this.pushed) {
      // The pushed handle against the client's handle of the context's program; the link version is the server's own.
      const h = o.program === null ? kNullHandle : programHandleOf?.(o.program) ?? null;
      if (h === null || h.slot !== Math.max(this.slot, 0) || h.gen !== this.gen) return 'program';
      if (o.program === null) return null;
      if (this.linkStatus !== (o.linkStatus && o.artifact !== null)) return 'linkStatus';
      return compareArtifacts(this.artifact, o.artifact);
    }
    if (this.lifetimeId !== o.lifetimeId) return 'program';
    if (this.linkVersion !== o.linkVersion) return 'linkVersion';
    if (this.linkStatus !== o.linkStatus) return 'linkStatus';
    if (this.name !== o.name) return 'name';
    return compareArtifacts(this.artifact, o.artifact);
  }
}

/** The parts of two artifact copies a stale or wrong fill would change (the copies are of one link by construction). */
function compareArtifacts(a: ShaderArtifact | null, b: ShaderArtifact | null): string | null {
  if (a === null || b === null) return a === b ? null : 'artifact';
  if (a.stageMask !== b.stageMask) return 'artifact.stageMask';
  if (a.stages.length !== b.stages.length) return 'artifact.stages';
  for (let i = 0; i < a.stages.length; i++) if (a.stages[i].spirv.length !== b.stages[i].spirv.length) return `artifact.stages[${i}].spirv`;
  if (a.uniforms.length !== b.uniforms.length) return 'artifact.uniforms';
  return null;
}

/**
 * copyFrom copies blocks up to this many words by a word loop: TypedArray.prototype.set costs ~145 instructions a
 * call before its first byte, and a set_global_constants per draw (a uniform written between draws) made two of them.
 */
const WORD_COPY_LIMIT = 64;

/**
 * Four words a step: a loop step over typed arrays costs ~30 instructions of checks whatever its body, so a block of one
 * vec4 (state-heavy's) took ~127 instructions word by word.
 */
function copyWords(from: Uint32Array, to: Uint32Array, n: number): void {
  let i = 0;
  for (; i + 4 <= n; i += 4) {
    to[i] = from[i]; to[i + 1] = from[i + 1]; to[i + 2] = from[i + 2]; to[i + 3] = from[i + 3];
  }
  for (; i < n; i++) to[i] = from[i];
}

/** The globalConstants group: the default uniform block (set_global_constants). */
export class GlobalConstantsView {
  /**
   * The bytes ([0, size)); the array grows to the largest block seen, so the twin's typed views rarely change. Replaced
   * by reserve only (which keeps `capacity` its length).
   */
  bytes = new Uint8Array(0);
  /**
   * bytes.length as a plain field, compared where reserve is called: a uniform changed between draws makes two of those
   * calls a draw, and the call itself (V8 did not inline it) was most of its ~85 instructions a draw.
   */
  private capacity = 0;
  /** `bytes` as words (made with it): a small block is copied a word at a time (see copyWords). */
  private words = new Uint32Array(0);
  size = 0;
  /** The twin's upload memo keys (pull / alias: Program.uboContentVersion / uniformWriteSetVersion). */
  version = -1;
  writeSetVersion = -1;
  private lifetimeId = -1;
  private linkVersion = -1;

  fill(p: FrontProgram | null): boolean {
    if (p === null) {
      if (this.lifetimeId === -1) return false;
      this.lifetimeId = -1; this.size = 0; this.version = this.writeSetVersion = -1;
      return true;
    }
    if (p.lifetimeId === this.lifetimeId && p.linkVersion === this.linkVersion && p.uboContentVersion === this.version &&
      p.uniformWriteSetVersion === this.writeSetVersion) return false;
    this.lifetimeId = p.lifetimeId;
    this.linkVersion = p.linkVersion;
    this.version = p.uboContentVersion;
    this.writeSetVersion = p.uniformWriteSetVersion;
    const d = p.uniformData;
    if (d.length > this.capacity) this.reserve(d.length);
    this.bytes.set(d);
    this.size = d.length;
    return true;
  }

  forget(): void {
    this.lifetimeId = -2;
  }

  /** Push (set_global_constants): the payload's bytes (valid for the call only: copied) and its version. */
  receive(bytes: Uint8Array, version: number): void {
    if (bytes.length > this.capacity) this.reserve(bytes.length);
    // Not by words: a word view of the payload would be a view made per call, or one kept of the sender's array.
    this.bytes.set(bytes);
    this.size = bytes.length;
    this.version = version;
    this.writeSetVersion = 0;
  }

  /** Push: the bound program's block (the receiver's per-handle copy). */
  copyFrom(o: GlobalConstantsView): void {
    if (o.size > this.capacity) this.reserve(o.size);
    // Per draw when the constants change between draws: no subarray view (a heap object) unless the block is large.
    // Both arrays are 8-byte multiples, so the words covering [0, size) are in both.
    const n = o.size, src = o.bytes, dst = this.bytes;
    const words = (n + 3) >> 2;
    if (words <= WORD_COPY_LIMIT) copyWords(o.words, this.words, words);
    else if (n === src.length) dst.set(src);
    else if (n <= 1024) copyWords(o.words, this.words, words);
    else dst.set(src.subarray(0, n));
    this.size = n;
    this.version = o.version;
    this.writeSetVersion = o.writeSetVersion;
  }

  /** Grows the arrays (at a link, not per draw) to hold `size` bytes, a multiple of 8: the twin reads doubles through a Float64Array view. */
  private reserve(size: number): void {
    this.bytes = new Uint8Array((size + 7) & ~7);
    this.words = new Uint32Array(this.bytes.buffer);
    this.capacity = this.bytes.length;
  }

  /** Push: no block (the null program, or a program none was received for). */
  clear(): void {
    this.size = 0;
    this.version = this.writeSetVersion = -1;
  }

  compare(o: GlobalConstantsView): string | null {
    if (this.size !== o.size) return 'size';
    for (let i = 0; i < this.size; i++) if (this.bytes[i] !== o.bytes[i]) return `bytes[${i}]`;
    return null;
  }
}

/** The programBindings group: block bindings and opaque (sampler / image) units of the bound program. */
export class ProgramBindingsView {
  uniformBlockBindings = new Uint32Array(0);
  storageBlockBindings = new Uint32Array(0);
  opaqueUnits = new Int32Array(0);
  uniformBlockCount = 0;
  storageBlockCount = 0;
  opaqueCount = 0;
  private lifetimeId = -1;
  private linkVersion = -1;
  private blockVersion = -1;
  private unitVersion = -1;

  fill(p: FrontProgram | null): boolean {
    if (p === null) {
      if (this.lifetimeId === -1) return false;
      this.lifetimeId = -1; this.uniformBlockCount = this.storageBlockCount = this.opaqueCount = 0;
      return true;
    }
    if (p.lifetimeId === this.lifetimeId && p.linkVersion === this.linkVersion && p.blockBindingVersion === this.blockVersion &&
      p.backendStateVersion === this.unitVersion) return false;
    this.lifetimeId = p.lifetimeId;
    this.linkVersion = p.linkVersion;
    this.blockVersion = p.blockBindingVersion;
    this.unitVersion = p.backendStateVersion;
    if (this.uniformBlockBindings.length < p.uniformBlockBindings.length) this.uniformBlockBindings = new Uint32Array(p.uniformBlockBindings.length);
    if (this.storageBlockBindings.length < p.storageBlockBindings.length) this.storageBlockBindings = new Uint32Array(p.storageBlockBindings.length);
    if (this.opaqueUnits.length < p.opaqueUnits.length) this.opaqueUnits = new Int32Array(p.opaqueUnits.length);
    this.uniformBlockBindings.set(p.uniformBlockBindings);
    this.storageBlockBindings.set(p.storageBlockBindings);
    this.opaqueUnits.set(p.opaqueUnits);
    this.uniformBlockCount = p.uniformBlockBindings.length;
    this.storageBlockCount = p.storageBlockBindings.length;
    this.opaqueCount = p.opaqueUnits.length;
    return true;
  }

  forget(): void {
    this.lifetimeId = -2;
  }

  /** Push (set_program_bindings): one class of the program's bindings (cls: MGPProgramBindingClass 0 / 1 / 2). */
  receive(cls: number, values: ArrayLike<number>): void {
    const n = values.length;
    if (cls === 0) {
      if (this.uniformBlockBindings.length < n) this.uniformBlockBindings = new Uint32Array(n);
      for (let i = 0; i < n; i++) this.uniformBlockBindings[i] = values[i];
      this.uniformBlockCount = n;
    } else if (cls === 1) {
      if (this.storageBlockBindings.length < n) this.storageBlockBindings = new Uint32Array(n);
      for (let i = 0; i < n; i++) this.storageBlockBindings[i] = values[i];
      this.storageBlockCount = n;
    } else {
      if (this.opaqueUnits.length < n) this.opaqueUnits = new Int32Array(n);
      for (let i = 0; i < n; i++) this.opaqueUnits[i] = values[i] | 0; // 0xffffffff on the wire: -1, never set
      this.opaqueCount = n;
    }
  }

  /** Push: the bound program's bindings (the receiver's per-handle copy); null: none. */
  copyFrom(o: ProgramBindingsView | null): void {
    if (o === null) { this.uniformBlockCount = this.storageBlockCount = this.opaqueCount = 0; return; }
    this.receive(0, o.uniformBlockBindings.subarray(0, o.uniformBlockCount));
    this.receive(1, o.storageBlockBindings.subarray(0, o.storageBlockCount));
    if (this.opaqueUnits.length < o.opaqueCount) this.opaqueUnits = new Int32Array(o.opaqueCount);
    this.opaqueUnits.set(o.opaqueUnits.subarray(0, o.opaqueCount));
    this.opaqueCount = o.opaqueCount;
  }

  compare(o: ProgramBindingsView): string | null {
    if (this.uniformBlockCount !== o.uniformBlockCount) return 'uniformBlockBindings.length';
    for (let i = 0; i < this.uniformBlockCount; i++) if (this.uniformBlockBindings[i] !== o.uniformBlockBindings[i]) return `uniformBlockBindings[${i}]`;
    if (this.storageBlockCount !== o.storageBlockCount) return 'storageBlockBindings.length';
    for (let i = 0; i < this.storageBlockCount; i++) if (this.storageBlockBindings[i] !== o.storageBlockBindings[i]) return `storageBlockBindings[${i}]`;
    if (this.opaqueCount !== o.opaqueCount) return 'opaqueUnits.length';
    for (let i = 0; i < this.opaqueCount; i++) if (this.opaqueUnits[i] !== o.opaqueUnits[i]) return `opaqueUnits[${i}]`;
    return null;
  }
}

/** One class of set_shader_buffers: the bind points 0..count of one indexed table, ranges resolved live. */
export class ShaderBufferSet {
  count = 0;
  /** Pull / alias: the bound buffer per bind point (the device's bridge to its twin; null: none). */
  fronts: (FrontBuffer | null)[] = [];
  offsets = new Float64Array(0);
  sizes = new Float64Array(0);
  /** Push (set_shader_buffers): the buffer handle per bind point ({0, 0}: none); `fronts` is then unused. */
  pushed = false;
  handles: { slot: number; gen: number }[] = [];
  private version = -1;
  private generation = -1;

  /** Push: bind points [start, start + ranges.length) replaced; the set's count is the payload's high-water mark. */
  receive(start: number, ranges: readonly MGPBufferRange[]): void {
    this.pushed = true;
    const end = start + ranges.length;
    if (this.handles.length < end) {
      while (this.handles.length < end) this.handles.push({ slot: 0, gen: 0 });
      const o = new Float64Array(end), z = new Float64Array(end);
      o.set(this.offsets.subarray(0, Math.min(this.offsets.length, end)));
      z.set(this.sizes.subarray(0, Math.min(this.sizes.length, end)));
      this.offsets = o;
      this.sizes = z;
    }
    for (let i = 0; i < ranges.length; i++) {
      const r = ranges[i], h = this.handles[start + i];
      h.slot = r.buffer.slot; h.gen = r.buffer.gen;
      this.offsets[start + i] = Number(r.offset);
      this.sizes[start + i] = Number(r.size);
    }
    for (let i = end; i < this.count; i++) { this.handles[i].slot = 0; this.handles[i].gen = 0; this.offsets[i] = 0; this.sizes[i] = 0; }
    this.count = end;
  }

  /** Push: the handle bound at `index`, or null (none, or past the count). */
  handle(index: number): MGPipeHandle | null {
    if (index >= this.count) return null;
    const h = this.handles[index];
    return h.slot === 0 ? null : h; // slot 0 is the null buffer
  }

  /** Copies the touched prefix when the table's version or a buffer (`generation`: anyBufferChange) moved. */
  fill(t: FrontIndexedBindingTable, generation: number): boolean {
    if (t.version === this.version && generation === this.generation) return false;
    this.version = t.version;
    this.generation = generation;
    if (this.fronts.length < t.count) {
      this.fronts = new Array<FrontBuffer | null>(t.count).fill(null);
      this.offsets = new Float64Array(t.count);
      this.sizes = new Float64Array(t.count);
    }
    const n = t.touchedCount;
    for (let i = 0; i < n; i++) {
      const b = t.GetBuffer(i);
      this.fronts[i] = b;
      this.offsets[i] = b === null ? 0 : t.GetOffset(i);
      this.sizes[i] = b === null ? 0 : t.ResolveSize(i);
    }
    for (let i = n; i < this.count; i++) { this.fronts[i] = null; this.offsets[i] = 0; this.sizes[i] = 0; }
    this.count = n;
    return true;
  }

  /** The bound buffer at `index` (null: none or past the touched prefix). */
  buffer(index: number): FrontBuffer | null {
    return index < this.count ? this.fronts[index] : null;
  }

  forget(): void {
    this.version = -1;
  }

  compare(o: ShaderBufferSet, what: string, bufferHandleOf: ((f: FrontBuffer) => MGPipeHandle | null) | null = null): string | null {
    const n = Math.max(this.count, o.count);
    if (this.pushed) {
      for (let i = 0; i < n; i++) {
        const f = o.buffer(i), h = this.handle(i);
        const want = f === null ? null : bufferHandleOf?.(f) ?? kNullHandle;
        if (want === null ? h !== null : h === null || h.slot !== want.slot || h.gen !== want.gen) return `${what}[${i}].buffer`;
        if (f === null) continue;
        if (this.offsets[i] !== o.offsets[i]) return `${what}[${i}].offset`;
        if (this.sizes[i] !== o.sizes[i]) return `${what}[${i}].size`;
      }
      return null;
    }
    for (let i = 0; i < n; i++) {
      if (this.buffer(i) !== o.buffer(i)) return `${what}[${i}].buffer`;
      if (this.buffer(i) === null) continue;
      if (this.offsets[i] !== o.offsets[i]) return `${what}[${i}].offset`;
      if (this.sizes[i] !== o.sizes[i]) return `${what}[${i}].size`;
    }
    return null;
  }
}

/** The shaderBuffers group: uniform, storage and atomic-counter ranges (set_shader_buffers' three classes). */
export class ShaderBuffersView {
  readonly uniform = new ShaderBufferSet();
  readonly storage = new ShaderBufferSet();
  readonly atomic = new ShaderBufferSet();
}

/** Where the program groups are filled from (PullContext's members, gl-state's GLContext in the wiring). */
export interface ProgramPullContext {
  /** The program draws run: the current program, else the bound program pipeline's composite (gl-state GLContext). */
  readonly drawProgram: FrontProgram | null;
  readonly buffers: FrontBufferState;
  readonly generations: { readonly anyBufferChange: number };
}

export const PROGRAM_GROUPS: readonly number[] = [
  PipeInputField.drawProgram, PipeInputField.dispatchProgram, PipeInputField.globalConstants, PipeInputField.programBindings, PipeInputField.shaderBuffers,
];

export function isProgramGroup(g: number): boolean {
  return g === PipeInputField.drawProgram || g === PipeInputField.dispatchProgram || g === PipeInputField.globalConstants ||
    g === PipeInputField.programBindings || g === PipeInputField.shaderBuffers;
}

/** One copy of the program subsystem's groups (the aliased one, and verify's context-filled shadow). */
export class ProgramGroups {
  readonly draw = new ProgramView();
  readonly dispatch = new ProgramView();
  readonly constants = new GlobalConstantsView();
  readonly bindings = new ProgramBindingsView();
  readonly buffers = new ShaderBuffersView();
  /** Artifact copies by the front end's artifact object (one per link, dropped with it). */
  private readonly artifacts = new WeakMap<object, ShaderArtifact>();
  /** The view a finished link builds the twin from (create_shader_state's payload, outside any verb). */
  private readonly link = new ProgramView();
  /** Verify with program pushed: the client's handle maps (set by the wiring), to compare pushed handles with the context. */
  programHandleOf: ((p: FrontProgram) => MGPipeHandle | null) | null = null;
  bufferHandleOf: ((f: FrontBuffer) => MGPipeHandle | null) | null = null;

  /** At a finished link: the program's view (its artifact copied once; the draw-time fill finds the copy again). */
  linked(p: FrontProgram): ProgramView {
    this.link.fill(p, this.artifacts);
    return this.link;
  }

  /** Fills group `g` from the context; true when it copied. */
  fill(g: number, ctx: ProgramPullContext): boolean {
    switch (g) {
      case PipeInputField.drawProgram: return this.draw.fill(ctx.drawProgram, this.artifacts);
      case PipeInputField.dispatchProgram: return this.dispatch.fill(ctx.drawProgram, this.artifacts);
      case PipeInputField.globalConstants: return this.constants.fill(ctx.drawProgram);
      case PipeInputField.programBindings: return this.bindings.fill(ctx.drawProgram);
      case PipeInputField.shaderBuffers: {
        const gen = ctx.generations.anyBufferChange;
        const u = this.buffers.uniform.fill(ctx.buffers.uniform, gen);
        const s = this.buffers.storage.fill(ctx.buffers.shaderStorage, gen);
        const a = this.buffers.atomic.fill(ctx.buffers.atomicCounter, gen);
        return u || s || a;
      }
    }
    return false;
  }

  compare(g: number, o: ProgramGroups): string | null {
    switch (g) {
      case PipeInputField.drawProgram: return this.draw.compare(o.draw, this.programHandleOf);
      case PipeInputField.dispatchProgram: return this.dispatch.compare(o.dispatch, this.programHandleOf);
      case PipeInputField.globalConstants: return this.constants.compare(o.constants);
      case PipeInputField.programBindings: return this.bindings.compare(o.bindings);
      case PipeInputField.shaderBuffers: {
        const b = this.bufferHandleOf;
        return this.buffers.uniform.compare(o.buffers.uniform, 'uniform', b) ?? this.buffers.storage.compare(o.buffers.storage, 'storage', b) ??
          this.buffers.atomic.compare(o.buffers.atomic, 'atomic', b);
      }
    }
    return null;
  }

  /** MOBILEGL_PIPE_VERIFY_CORRUPT=<group>: make the group differ from any value the context can hold. */
  corrupt(g: number): void {
    switch (g) {
      case PipeInputField.drawProgram: this.draw.linkVersion = -3; break;
      case PipeInputField.dispatchProgram: this.dispatch.linkVersion = -3; break;
      case PipeInputField.globalConstants: this.constants.size = -1; break;
      case PipeInputField.programBindings: this.bindings.opaqueCount = -1; break;
      case PipeInputField.shaderBuffers: this.buffers.uniform.count = -1; break;
    }
    this.forget();
  }

  /**
   * MOBILEGL_PIPE_TEST_FAULT=alias:program (pipe-inputs.ts header): the default uniform block read wrong — bit 30 of
   * its first word flipped (0.0 reads as 2.0, 1.0 as +Inf, an int 0 as 0x40000000). Only globalConstants is
   * faulted: the uploaded uniform value moves, which only the driver-call stream shows.
   */
  plantFault(g: number): void {
    if (g !== PipeInputField.globalConstants || this.constants.size < 4) return;
    this.constants.bytes[3] ^= 0x40;
  }

  forget(): void {
    this.draw.forget();
    this.dispatch.forget();
    this.constants.forget();
    this.bindings.forget();
    this.buffers.uniform.forget();
    this.buffers.storage.forget();
    this.buffers.atomic.forget();
  }
}
