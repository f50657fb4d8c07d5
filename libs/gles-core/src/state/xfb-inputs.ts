// MGB_CTX of the xfb-queries subsystem (seeds §4.4.4, D21): its PipeInputs group `streamOutput` as the
// gles-xfb-queries library (and the draw path's capture check) reads it, whatever the phase — the bound transform
// feedback object and its targets, what set_stream_output_targets / bind_stream_output_object carry:
//   object   the bound XFB object's identity (lifetimeId: the {slot, gen} Xfb handle's stand-in until B), and
//            whether it is capturing (active and not paused: the span verbs' state, known to the server at B).
//   targets  the bound buffer ranges per binding point (offset, resolved size) and their buffers; the front
//            references kept in pull / alias (`fronts`) are the device's bridge to the buffer twins and the
//            write-back: the library passes them back to the device and never reads them.
//   strides  the capture program's per-buffer vertex stride (the varying layout that comes with the program at B),
//            which bounds the vertices a capture can write (the CPU accounting of MGPXfbAccounting).
// Pull (context) fills on read; alias (phase A) at the fill point of each verb class that may read the group
// (draw, xfbSpan; verify fills a shadow the same way and compares). The fill copies at most
// MAX_TRANSFORM_FEEDBACK_BUFFERS entries into arrays sized once: nothing is allocated per verb.
// Push (phase B, backend-gles stream-output-receiver.ts): the object and targets are handles from the payloads,
// `capturing` follows the span calls (begin / end / pause / resume_stream_output) and the strides come from the
// pushed draw program's artifact (setPushedStrides, at the fill point): no front-end object is held. Verify compares
// the pushed copy with a context-filled shadow through the client's handle maps (compare's resolvers).
// Queries are not a PipeInputs group (the query class reads no pushed state): the wiring hands the library the query's
// identity as the verb's operand, as query_begin / query_end name a handle<Query>.
import type { FrontBuffer } from './buffer-inputs.ts';
import type { FrontIndexedBindingTable, FrontProgram } from './program-inputs.ts';

/** gl-state's TransformFeedback as the fill reads it. */
export interface FrontTransformFeedback {
  readonly lifetimeId: number;
  readonly bindings: FrontIndexedBindingTable;
  readonly active: boolean;
  readonly paused: boolean;
}

/** The part of libs/shader's link artifact the fill reads: the capture layout's per-buffer strides. */
export interface XfbLayoutView {
  readonly xfb?: { readonly bufferStrides: readonly number[] };
}

/** Verify with xfb-queries pushed: the client's handle maps (set by the wiring) a pushed copy is compared through. */
export interface StreamOutputHandleMaps {
  buffer: ((front: FrontBuffer) => { readonly slot: number; readonly gen: number } | null) | null;
  xfb: ((front: FrontTransformFeedback) => { readonly slot: number; readonly gen: number } | null) | null;
}

/** GL's minimum MAX_TRANSFORM_FEEDBACK_BUFFERS (and gl-state's table size): the binding points copied. */
export const STREAM_OUTPUT_SLOTS = 4;

/** The streamOutput group, one copy. */
export class StreamOutputView {
  /** The bound XFB object's identity (-1: none filled yet). */
  object = -1;
  /** Pull / alias: the bound XFB object itself (verify's bridge to its client handle; null when pushed). */
  front: FrontTransformFeedback | null = null;
  /** Capturing now: the object is active and not paused. */
  capturing = false;
  /** Binding points filled: [0, count). */
  count = 0;
  /** Pull / alias: the buffer bound at each point (the bridge to its twin; null: none). */
  readonly fronts: (FrontBuffer | null)[] = new Array<FrontBuffer | null>(STREAM_OUTPUT_SLOTS).fill(null);
  readonly offsets = new Float64Array(STREAM_OUTPUT_SLOTS);
  readonly sizes = new Float64Array(STREAM_OUTPUT_SLOTS);
  /** The capture program's vertex stride per buffer (0: the program writes nothing there, or no program). */
  readonly strides = new Float64Array(STREAM_OUTPUT_SLOTS);
  /**
   * Push (the stream-output receiver, backend-gles stream-output-receiver.ts): the bound object is the handle<Xfb>
   * {object, objectGen} and each target the buffer handle {bufferSlots[i], bufferGens[i]} ({0, 0}: none); `fronts`
   * stay null. Written only by the receiver (setPushedObject / setPushedTarget).
   */
  pushed = false;
  objectGen = 0;
  readonly bufferSlots = new Int32Array(STREAM_OUTPUT_SLOTS);
  readonly bufferGens = new Int32Array(STREAM_OUTPUT_SLOTS);

  /** bind_stream_output_object: the bound object's handle. */
  setPushedObject(slot: number, gen: number): void {
    this.pushed = true;
    this.object = slot;
    this.objectGen = gen;
  }

  /** set_stream_output_targets' entry `i` (buffer handle, offset, resolved size); `count` targets in all. */
  setPushedTarget(i: number, slot: number, gen: number, offset: number, size: number): void {
    this.pushed = true;
    this.fronts[i] = null;
    this.bufferSlots[i] = slot;
    this.bufferGens[i] = gen;
    const none = slot === 0 && gen === 0;
    this.offsets[i] = none ? 0 : offset;
    this.sizes[i] = none ? 0 : size;
  }

  /** The pushed draw program's artifact the strides were last taken from (the push shutter; undefined: never). */
  private stridesFrom: XfbLayoutView | null | undefined = undefined;

  /**
   * Push: the capture strides of the pushed draw program (its artifact as the program receiver keeps it), copied only
   * when the artifact moved; called at the fill point of each verb class that reads the group.
   */
  setPushedStrides(artifact: XfbLayoutView | null): void {
    if (artifact === this.stridesFrom) return;
    this.stridesFrom = artifact;
    const strides = artifact?.xfb?.bufferStrides;
    for (let i = 0; i < STREAM_OUTPUT_SLOTS; i++) this.strides[i] = strides !== undefined && i < strides.length ? strides[i] : 0;
  }

  /** A pushed target names a buffer (the device resolves the handle to its twin). */
  hasPushedBuffer(i: number): boolean {
    return i < this.count && (this.bufferSlots[i] !== 0 || this.bufferGens[i] !== 0);
  }

  // The fill's shutter: what the copy was last filled from. The bound object (lifetimeId), its bindings' version
  // (any slot's buffer / offset / size), the buffers' generation (ResolveSize reads each buffer's live size) and the
  // program's identity and link (the strides come from its artifact). Kept apart from the copied fields so that a
  // corrupted copy (verify's negative control) is not mistaken for a filled one.
  private filledObject = -1;
  private filledBindings = -1;
  private filledBuffers = -1;
  private filledProgram = -1;
  private filledLink = -1;

  /**
   * Fills from the bound XFB object and the current program (PullContext's transformFeedback / program); the
   * targets and strides are copied only when one of the shutter's counters moved (`bufferGeneration`:
   * ContextGenerations.anyBufferChange). Returns whether the targets were copied (the planted alias fault applies
   * then only, as it moves the copied offsets).
   */
  fill(xfb: FrontTransformFeedback, program: FrontProgram | null, bufferGeneration: number): boolean {
    this.object = xfb.lifetimeId;
    this.front = xfb;
    this.capturing = xfb.active && !xfb.paused;
    const t = xfb.bindings;
    const programId = program === null ? -1 : program.lifetimeId;
    const link = program === null ? -1 : program.linkVersion;
    if (xfb.lifetimeId === this.filledObject && t.version === this.filledBindings && bufferGeneration === this.filledBuffers &&
        programId === this.filledProgram && link === this.filledLink && !this.pushed) return false;
    this.filledObject = xfb.lifetimeId;
    this.filledBindings = t.version;
    this.filledBuffers = bufferGeneration;
    this.filledProgram = programId;
    this.filledLink = link;
    const n = Math.min(t.count, STREAM_OUTPUT_SLOTS);
    for (let i = 0; i < n; i++) {
      const b = t.GetBuffer(i);
      this.fronts[i] = b;
      this.offsets[i] = b === null ? 0 : t.GetOffset(i);
      this.sizes[i] = b === null ? 0 : t.ResolveSize(i);
    }
    this.count = n;
    const strides = (program?.linkArtifact as XfbLayoutView | null | undefined)?.xfb?.bufferStrides;
    for (let i = 0; i < STREAM_OUTPUT_SLOTS; i++) this.strides[i] = strides !== undefined && i < strides.length ? strides[i] : 0;
    return true;
  }

  /** The buffer bound at `index` (null: none). */
  buffer(index: number): FrontBuffer | null {
    return index < this.count ? this.fronts[index] : null;
  }

  /**
   * The most vertices the bound targets hold for the program's layout (GL stops writing there); Infinity when no
   * bound buffer is written.
   */
  capacity(): number {
    let cap = Infinity;
    for (let i = 0; i < this.count; i++) {
      const bound = this.pushed ? this.hasPushedBuffer(i) : this.fronts[i] !== null;
      if (this.strides[i] > 0 && bound) cap = Math.min(cap, Math.floor(this.sizes[i] / this.strides[i]));
    }
    return cap;
  }

  /**
   * Verify: the first field of this copy that differs from `o` (a context-filled shadow), or null. A pushed copy names
   * handles: the shadow's XFB object and buffers are mapped through the client's handle maps (`maps`) first.
   */
  compare(o: StreamOutputView, maps: StreamOutputHandleMaps | null = null): string | null {
    if (this.pushed) {
      const x = o.front === null || maps === null || maps.xfb === null ? null : maps.xfb(o.front);
      if (x === null || x.slot !== this.object || x.gen !== this.objectGen) return 'object';
    } else if (this.object !== o.object) return 'object';
    if (this.capturing !== o.capturing) return 'capturing';
    // Bind points past a copy's count are unbound: the push carries the points ever touched (the tracker's
    // touchedCount), a fill the table's size; they agree when every point between holds no buffer.
    for (let i = 0; i < STREAM_OUTPUT_SLOTS; i++) {
      const bound = i < this.count && (this.pushed ? this.hasPushedBuffer(i) : this.fronts[i] !== null);
      const oBound = i < o.count && o.fronts[i] !== null;
      if (!bound && !oBound) continue;
      if (bound !== oBound) return `targets[${i}].buffer`;
      if (this.pushed) {
        const f = o.fronts[i];
        const want = f === null || maps === null || maps.buffer === null ? null : maps.buffer(f);
        if (f !== null && want === null) return `targets[${i}].buffer`;
        const slot = want === null ? 0 : want.slot, gen = want === null ? 0 : want.gen;
        if (this.bufferSlots[i] !== slot || this.bufferGens[i] !== gen) return `targets[${i}].buffer`;
      } else if (this.fronts[i] !== o.fronts[i]) return `targets[${i}].buffer`;
      if (this.offsets[i] !== o.offsets[i]) return `targets[${i}].offset`;
      if (this.sizes[i] !== o.sizes[i]) return `targets[${i}].size`;
    }
    for (let i = 0; i < STREAM_OUTPUT_SLOTS; i++) if (this.strides[i] !== o.strides[i]) return `strides[${i}]`;
    return null;
  }

  /** MOBILEGL_PIPE_VERIFY_CORRUPT=streamOutput: an object identity no context holds (pushed: a gen no handle has). */
  corrupt(): void {
    this.object = -7;
    this.objectGen = -7;
  }

  /**
   * MOBILEGL_PIPE_TEST_FAULT=alias:xfb-queries (pipe-inputs.ts header): every bound target's offset read 4 bytes
   * further (the capture's glBindBufferRange argument moves; only the driver-call stream shows it, since both copies
   * are filled by the same wrong fill).
   */
  plantFault(): void {
    for (let i = 0; i < this.count; i++) if (this.fronts[i] !== null) { this.offsets[i] += 4; this.sizes[i] = Math.max(0, this.sizes[i] - 4); }
  }
}
