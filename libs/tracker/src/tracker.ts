// MGPipeTracker: validate-for-verb (seeds §5.1). The front end calls one validate entry right before each verb
// goes to the backend (after every early return, never from a GL setter); the tracker walks the dirty bits of
// that verb class, in list order, and for each bit whose shutter moved runs its emitter, which pushes MGPipe
// calls. After the loop the verb itself may be sent (part 2: draw_vbo / clear / ... through the same emitter).
//
// "Dirty" is not a stored bit set: a bit is dirty while its shutter counters differ from the values seen when it
// was last emitted. That is why masking by verb class is safe — a bit a clear does not read stays dirty until
// the next draw looks at it — and why nothing has to be marked from the GL setters.
//
// The mask of one verb class = verbClasses (data) ∩ pushed subsystems (MOBILEGL_PIPE_PUSH) ∩ bits with an
// emitter. A bit outside the mask is pulled by the backend as before.

import type { GLContext } from '@mgpipe/gl-state';
import { RESIDUAL_LAYOUT, SubsystemBit, type PipeSwitches, type SubsystemName } from '@mgpipe/migration';
import { MGPipeOp, kCallWrites, kVerbClassNames, type MGPipeContext, type MGPipeScreen } from '@mgpipe/pipe-types';
import { BufferResources } from './buffer-resources.ts';
import { COUNTER_READERS, type CounterReader } from './counters.ts';
import { DIRTY_BITS, DirtyBit, VERB_CLASS_DIRTY_MASK, dirtyMaskOfSubsystems, type DirtyBitName } from './dirty-bits.ts';
import { ObjectEmitters } from './object-emitters.ts';
import { ObjectHandles } from './object-handles.ts';
import { PipeEmitter } from './pipe-emitter.ts';
import { PipeStats } from './pipe-stats.ts';
import { RenderStateEmitter } from './render-state-emitter.ts';
import { SetHashSuppressor } from './set-hash.ts';
import { TrackerVerbClass } from './verb-class.ts';
import { ValueEmitters } from './value-emitters.ts';
import { VertexElementsEmitter } from './vertex-elements-emitter.ts';

type Emitter = (t: MGPipeTracker, ctx: GLContext) => void;

/** The emit table, one entry per dirty bit (null = not migrated yet: the backend keeps pulling that group). */
export const EMITTERS: Readonly<Record<DirtyBitName, Emitter | null>> = {
  NEW_FRAMEBUFFER: null,
  NEW_SHADER: null,
  NEW_SHADER_BINDINGS: null,
  NEW_SAMPLER_VIEWS: null,
  NEW_SAMPLERS: null,
  NEW_SHADER_IMAGES: null,
  NEW_CONST_BUFFERS: (t, c) => t.objects.emitConstBuffers(c),
  NEW_SHADER_BUFFERS: (t, c) => t.objects.emitShaderBuffers(c),
  NEW_GLOBAL_CONSTANTS: null,
  NEW_PIPELINE_STATE: (t, c) => t.renderState.emitPipeline(c),
  NEW_RENDER_STATE: (t, c) => t.renderState.emitDynamic(c),
  NEW_VERTEX_ELEMENTS: (t, c) => t.vertex.emitElements(c),
  NEW_VERTEX_BUFFERS: (t, c) => t.vertex.emitBuffers(c),
  NEW_INDEX_BUFFER: (t, c) => t.objects.emitIndexBuffer(c),
  NEW_VERTEX_ATTRIB_DEFAULTS: (t, c) => t.values.emitAttribDefaults(c),
  NEW_PATCH_STATE: (t, c) => t.values.emitPatch(c),
  NEW_SO_TARGETS: (t, c) => t.objects.emitStreamOutput(c),
  NEW_PIXEL_PACK: (t, c) => t.values.emitPixelPack(c),
  NEW_RESIDUAL_VALUES: (t, c) => t.values.emitResidual(c),
};

const EMITTER_LIST: (Emitter | null)[] = DIRTY_BITS.map((r) => EMITTERS[r.name]);
const IMPLEMENTED_MASK = EMITTER_LIST.reduce((m, e, i) => (e === null ? m : m | (1 << i)), 0);
const MAX_SHUTTER = Math.max(...DIRTY_BITS.map((r) => r.shutter.length));

/** The subsystems whose value fields the ResidualValueBlock still carries. */
const RESIDUAL_SUBSYSTEMS = new Set<SubsystemName>(RESIDUAL_LAYOUT.map((m) => m.subsystem));

export interface TrackerOptions {
  readonly switches: Pick<PipeSwitches, 'pushMask' | 'noCsoContentAddressing'>;
  readonly stats?: PipeStats;
  /**
   * Pushed subsystems whose value fields travel in the ResidualValueBlock instead of their own calls (a backend
   * at phase B that reads the residual block). Default: the pushed residual subsystems none of whose dirty bits
   * has an emitter yet. Their own bits leave the mask, so the same state is never pushed twice.
   */
  readonly residualCarries?: readonly SubsystemName[];
  /** The share group's MGPipeScreen: resource_create / _respecify / _destroy go there (needed when buffers push). */
  readonly screen?: MGPipeScreen;
}

/** Subsystems that own at least one dirty bit with an emitter. */
const SUBSYSTEMS_WITH_EMITTERS = new Set<SubsystemName>(
  DIRTY_BITS.filter((r, i) => r.subsystem !== null && EMITTER_LIST[i] !== null).map((r) => r.subsystem as SubsystemName),
);

/** The bits a push mask enables (before the verb-class mask and the emitter mask). */
export function pushedDirtyMask(pushMask: number, residualCarries?: readonly SubsystemName[]): number {
  const pushed = (s: SubsystemName) => (pushMask & (1 << SubsystemBit[s])) !== 0;
  const carried = new Set(residualCarries ?? [...RESIDUAL_SUBSYSTEMS].filter((s) => !SUBSYSTEMS_WITH_EMITTERS.has(s)));
  let mask = dirtyMaskOfSubsystems((s) => pushed(s) && !carried.has(s));
  for (const s of carried) if (pushed(s) && RESIDUAL_SUBSYSTEMS.has(s)) mask |= 1 << DirtyBit.NEW_RESIDUAL_VALUES;
  return mask;
}

export class MGPipeTracker {
  readonly stats: PipeStats;
  readonly out: PipeEmitter;
  readonly suppressor = new SetHashSuppressor();
  readonly handles = new ObjectHandles();
  readonly renderState: RenderStateEmitter;
  readonly values: ValueEmitters;
  readonly objects: ObjectEmitters;
  /** Vertex elements CSOs and vertex buffers (the vertex-elements bit). */
  readonly vertex: VertexElementsEmitter;
  /** Buffer resources pushed at GL-call time (the buffers bit), else null: the backend keeps its legacy buffer ops. */
  readonly buffers: BufferResources | null;
  /** Per verb class: the bits validate walks. */
  readonly classMask: Uint32Array;
  private readonly readers: (CounterReader | null)[];
  /** Last seen shutter counters, MAX_SHUTTER slots per bit; -2 = never seen (counters start at 0, bound-object ones at -1). */
  private readonly seen: Float64Array;

  constructor(readonly ctx: GLContext, pipe: MGPipeContext, options: TrackerOptions) {
    this.stats = options.stats ?? new PipeStats();
    this.out = new PipeEmitter(pipe, this.stats, options.screen);
    this.renderState = new RenderStateEmitter(this.out, !options.switches.noCsoContentAddressing);
    this.values = new ValueEmitters(this.out, this.suppressor);
    this.objects = new ObjectEmitters(this.out, this.suppressor, this.handles);
    this.vertex = new VertexElementsEmitter(this.out, this.suppressor, this.handles);
    const pushBuffers = (options.switches.pushMask & (1 << SubsystemBit.buffers)) !== 0;
    this.buffers = pushBuffers ? new BufferResources(this.out, this.handles, ctx) : null;
    const enabled = pushedDirtyMask(options.switches.pushMask, options.residualCarries) & IMPLEMENTED_MASK;
    this.classMask = Uint32Array.from(VERB_CLASS_DIRTY_MASK, (m) => m & enabled);
    this.readers = new Array<CounterReader | null>(DIRTY_BITS.length * MAX_SHUTTER).fill(null);
    DIRTY_BITS.forEach((row, bit) => {
      row.shutter.forEach((name, j) => {
        const r = COUNTER_READERS[name];
        if (r === undefined) throw new Error(`dirty bit ${row.name}: no reader for shutter counter '${name}' (counters.ts)`);
        this.readers[bit * MAX_SHUTTER + j] = r;
      });
    });
    this.seen = new Float64Array(DIRTY_BITS.length * MAX_SHUTTER).fill(-2);
  }

  // ---- validate entry points, one per verb class (seeds §5.1) ----
  validateForDraw(): void { this.validate(TrackerVerbClass.draw); }
  validateForDispatch(): void { this.validate(TrackerVerbClass.dispatch); }
  validateForClear(): void { this.validate(TrackerVerbClass.clear); }
  validateForBlitOrCopy(): void { this.validate(TrackerVerbClass.blitOrCopy); }
  validateForTextureOp(): void { this.validate(TrackerVerbClass.textureOp); }
  validateForReadback(): void { this.validate(TrackerVerbClass.readback); }
  validateForXfbSpan(): void { this.validate(TrackerVerbClass.xfbSpan); }
  validateForProgramOp(): void { this.validate(TrackerVerbClass.programOp); }
  validateForQuery(): void { this.validate(TrackerVerbClass.query); }

  /** The loop: the class's bits in list order; a moved shutter runs the bit's emitter. */
  validate(verbClass: number): void {
    this.stats.validates++;
    this.buffers?.validate();
    let mask = this.classMask[verbClass];
    while (mask !== 0) {
      const low = mask & -mask;
      mask ^= low;
      const bit = 31 - Math.clz32(low);
      if (this.shutterMoved(bit)) EMITTER_LIST[bit]!(this, this.ctx);
    }
    this.stats.suppressedEmissions = this.suppressor.suppressed;
  }

  /** Compares (and records) the bit's counters; value groups compare one or two, object groups their aggregates first. */
  private shutterMoved(bit: number): boolean {
    let moved = false;
    const base = bit * MAX_SHUTTER;
    for (let j = 0; j < MAX_SHUTTER; j++) {
      const r = this.readers[base + j];
      if (r === null) break;
      const v = r(this.ctx);
      if (v !== this.seen[base + j]) {
        this.seen[base + j] = v;
        moved = true;
      }
    }
    return moved;
  }

  /**
   * Per G5 verb class (pipe-types VerbClass order): the PipeInputs groups this tracker's validate for that class
   * brings up to date (the groups its masked bits' calls write, kCallWrites). A backend's fill point stamps
   * exactly these for pushed state, so a group a verb reads but the validate does not cover trips the poison check.
   */
  pipeInputsCovered(): number[] {
    return kVerbClassNames.map((name) => {
      const cls = TrackerVerbClass[name as keyof typeof TrackerVerbClass];
      let groups = 0;
      DIRTY_BITS.forEach((row, bit) => {
        if ((this.classMask[cls] & (1 << bit)) === 0) return;
        for (const call of row.emits) groups |= kCallWrites[MGPipeOp[call as keyof typeof MGPipeOp]];
      });
      return groups;
    });
  }

  /** The server lost what was pushed (new server, context loss): every bit is dirty and every set re-sent. */
  invalidateAll(): void {
    this.seen.fill(-2);
    this.renderState.invalidateDynamic();
    this.vertex.invalidate();
    for (let k = 0; k < 16; k++) this.suppressor.invalidate(k);
  }
}
