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

import { STATE_SERIAL, bumpStateSerial, type GLContext } from '@mgpipe/gl-state';
import { RESIDUAL_LAYOUT, SubsystemBit, type PipeSwitches, type SubsystemName } from '@mgpipe/migration';
import { MGPipeFatal, MGPipeOp, kCallWrites, kVerbClassNames, type MGPipeContext, type MGPipeScreen } from '@mgpipe/pipe-types';
import { BufferResources } from './buffer-resources.ts';
import {
  COUNTER_IDS, COUNTER_NAMES, OBJECT_BINDING_COUNTER_NAME, RENDER_STATE_COUNTER_MASK, movedCounters, movedRenderStateCounters,
} from './counters.ts';
import { BlitEmitter, ClearEmitter } from './framebuffer-verb-emitters.ts';
import { ComputeSyncEmitters } from './compute-sync-emitters.ts';
import { DrawVboEmitter } from './draw-emitter.ts';
import { TextureTransferEmitters } from './texture-transfer-emitters.ts';
import { ReadbackEmitter } from './readback-emitters.ts';
import { FramebufferEmitters } from './framebuffer-emitters.ts';
import { DIRTY_BITS, DirtyBit, VERB_CLASS_DIRTY_MASK, dirtyMaskOfSubsystems, type DirtyBitName } from './dirty-bits.ts';
import { ObjectEmitters } from './object-emitters.ts';
import { ObjectHandles } from './object-handles.ts';
import { PipeEmitter } from './pipe-emitter.ts';
import { PipeStats } from './pipe-stats.ts';
import { RenderStateEmitter } from './render-state-emitter.ts';
import { SamplerEmitters } from './sampler-emitters.ts';
import { SamplerViewEmitters } from './sampler-view-emitters.ts';
import { TextureResources } from './texture-resources.ts';
import { TextureUploadEmitter } from './texture-upload-emitter.ts';
import { ShaderImageEmitter } from './image-emitters.ts';
import { SetHashSuppressor, kSuppressedSetCount } from './set-hash.ts';
import { TRACKER_VERB_CLASS_NAMES, TrackerVerbClass } from './verb-class.ts';
import { ProgramEmitters } from './program-emitters.ts';
import { ValueEmitters } from './value-emitters.ts';
import { VertexElementsEmitter } from './vertex-elements-emitter.ts';
import { VertexStateEmitter } from './vertex-state-emitter.ts';
import { XfbCounter } from './xfb-counter.ts';
import { XfbSpanEmitters } from './xfb-span-emitters.ts';
import { QueryEmitters } from './query-emitters.ts';
import { FenceEmitters } from './fence-emitters.ts';

type Emitter = (t: MGPipeTracker, ctx: GLContext) => void;

/** Dirty bits with no emitter yet: the backend keeps pulling their groups (EMITTERS' null entries). */
const NOT_MIGRATED: ReadonlySet<DirtyBitName> = new Set<DirtyBitName>();

/**
 * MGPipeTracker.runEmitter's case numbers, by name: DIRTY_BITS' order, checked here when the module loads, so a
 * reordered or lengthened list cannot run another bit's emitter.
 */
const RUN_EMITTER_CASES = [
  'NEW_FRAMEBUFFER', 'NEW_SHADER', 'NEW_SHADER_BINDINGS', 'NEW_SAMPLER_VIEWS', 'NEW_SAMPLERS', 'NEW_SHADER_IMAGES',
  'NEW_CONST_BUFFERS', 'NEW_SHADER_BUFFERS', 'NEW_GLOBAL_CONSTANTS', 'NEW_PIPELINE_STATE', 'NEW_RENDER_STATE',
  'NEW_VERTEX_ELEMENTS', 'NEW_VERTEX_BUFFERS', 'NEW_INDEX_BUFFER', 'NEW_VERTEX_ATTRIB_DEFAULTS', 'NEW_PATCH_STATE',
  'NEW_SO_TARGETS', 'NEW_PIXEL_PACK', 'NEW_RESIDUAL_VALUES',
] as const satisfies readonly DirtyBitName[];
if (RUN_EMITTER_CASES.join() !== DIRTY_BITS.map((r) => r.name).join()) {
  throw new Error('tracker: MGPipeTracker.runEmitter\'s cases are not DIRTY_BITS in order (dirty-bits.ts changed: renumber them)');
}

/**
 * The emit table, one entry per dirty bit (null = not migrated yet: the backend keeps pulling that group). Each entry
 * runs its bit's case of MGPipeTracker.runEmitter, where the calls are written out.
 */
export const EMITTERS: Readonly<Record<DirtyBitName, Emitter | null>> = Object.fromEntries(DIRTY_BITS.map((r, bit) =>
  [r.name, NOT_MIGRATED.has(r.name) ? null : (t: MGPipeTracker, c: GLContext) => t.runEmitter(bit, c)])) as Record<DirtyBitName, Emitter | null>;

/** The textureParams group's bit (what set_texture_params / set_texture_sampler_params write). */
const TEXTURE_PARAMS_GROUP = kCallWrites[MGPipeOp.set_texture_params];

const EMITTER_LIST: (Emitter | null)[] = DIRTY_BITS.map((r) => EMITTERS[r.name]);
const IMPLEMENTED_MASK = EMITTER_LIST.reduce((m, e, i) => (e === null ? m : m | (1 << i)), 0);
/**
 * A row's 'GLContext.objectBindingVersion' ("another object was bound") read as the binding counters of the objects
 * that row reads: each moves exactly when objectBindingVersion moves for its kind (gl-state GLContext.SetBinding),
 * and like it only increases, so a class whose counters all equal its last walk's still has nothing to look at. With
 * the one shared counter every glBindVertexArray sent the framebuffer, program and XFB bits looking again (state-heavy:
 * nine emitters per draw). A row listing objectBindingVersion must be listed here (checked at load).
 */
export const BINDING_KINDS: Readonly<Partial<Record<DirtyBitName, readonly string[]>>> = {
  NEW_FRAMEBUFFER: ['GLContext.framebufferBindingVersion'],
  NEW_SHADER: ['GLContext.programBindingVersion'],
  NEW_SHADER_BINDINGS: ['GLContext.programBindingVersion'],
  NEW_SAMPLER_VIEWS: ['GLContext.programBindingVersion'],
  NEW_GLOBAL_CONSTANTS: ['GLContext.programBindingVersion'],
  NEW_VERTEX_ELEMENTS: ['GLContext.vertexArrayBindingVersion'],
  NEW_VERTEX_BUFFERS: ['GLContext.vertexArrayBindingVersion'],
  NEW_INDEX_BUFFER: ['GLContext.vertexArrayBindingVersion'],
  NEW_SO_TARGETS: ['GLContext.transformFeedbackBindingVersion'],
};

/** Each row's shutter as counter ids, objectBindingVersion read per kind (BINDING_KINDS). */
const SHUTTER_IDS: readonly (readonly number[])[] = DIRTY_BITS.map((row) => row.shutter.flatMap((name) => {
  if (name !== OBJECT_BINDING_COUNTER_NAME) {
    const id = COUNTER_IDS[name];
    if (id === undefined) throw new Error(`dirty bit ${row.name}: no reader for shutter counter '${name}' (counters.ts)`);
    return [id];
  }
  const kinds = BINDING_KINDS[row.name as DirtyBitName];
  if (kinds === undefined) throw new Error(`dirty bit ${row.name}: lists ${name} but BINDING_KINDS (tracker.ts) names no binding kind for it`);
  return kinds.map((k) => COUNTER_IDS[k]);
}));
/** The moved-counter set of validate is a 32-bit mask of counter ids (kept below the sign bit). */
if (COUNTER_NAMES.length > 31) throw new Error('tracker: more than 31 shutter counters do not fit validate\'s moved mask');
/**
 * Per counter id: the binding counter of the object it reads (-1: a context counter). Switching that object can bring
 * the counter back to a value a walk recorded for another object, so the binding counter triggers the row too.
 */
const BINDING_OF_COUNTER: Int8Array = Int8Array.from(COUNTER_NAMES, (name) => {
  const kind = name.startsWith('Framebuffer.') ? 'framebuffer' : name.startsWith('Program.') || name.startsWith('ProgramPipeline.') ? 'program'
    : name.startsWith('VertexArray.') ? 'vertexArray' : name.startsWith('TransformFeedback.') ? 'transformFeedback' : null;
  return kind === null ? -1 : COUNTER_IDS[`GLContext.${kind}BindingVersion`];
});

/**
 * Per binding counter id: the counters of the object it binds (a mask; 0 for every other counter). Another object
 * bound can bring any of those back to a value some walk recorded, so walk() compares them all when it moved.
 */
const OBJECT_COUNTERS: Int32Array = Int32Array.from(COUNTER_NAMES, (_, id) => {
  let mask = 0;
  BINDING_OF_COUNTER.forEach((binding, counter) => { if (binding === id) mask |= 1 << counter; });
  return mask;
});
/** seen[] holds 32 counters per bit (indexed by counter id: `bit << 5 | id`). */
if (DIRTY_BITS.length > 31) throw new Error('tracker: more than 31 dirty bits do not fit validate\'s bit masks');

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
  /**
   * The backend's kCapNeedsHostUboBytes (MGPCaps.capBits, D-B8): it ring-packs named uniform blocks itself, so every
   * set_shader_buffers of uniform ranges carries their bytes and is sent again when they change. Off by default (the
   * GLES backend binds UBOs natively).
   */
  readonly hostUboBytes?: boolean;
  /**
   * MOBILEGL_PIPE_VERIFY: validate compares every counter even while the state serial says only the render state's
   * can have moved, and a counter that moved behind the serial's back is Fatal{PipeVerifyDiffer,
   * "stateSerial:<counter>@<verb class>"} (a helper that moves a counter without bumpStateSerial).
   */
  readonly checkStateSerial?: boolean;
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
  /** The bound program's handle and its default uniform block (the program bit). */
  readonly program: ProgramEmitters;
  /** The program bit is pushed: links and deletions leave as create_shader_state / delete_shader_state (gl-impl pipe-boundary.ts). */
  readonly pushesPrograms: boolean;
  /** Vertex elements CSOs and vertex buffers (the vertex-elements bit). */
  readonly vertex: VertexElementsEmitter;
  readonly vertexState: VertexStateEmitter;
  /** Sampler CSOs and the units' sampler list (the textures bit's NEW_SAMPLERS). */
  readonly samplers: SamplerEmitters;
  /**
   * The textures bit: texture resources named by handle (texture-resources.ts) and the sampler-view CSOs /
   * set_sampler_views / set_texture_params of NEW_SAMPLER_VIEWS (sampler-view-emitters.ts); null while textures pull.
   */
  readonly textures: TextureResources | null;
  readonly samplerViews: SamplerViewEmitters | null;
  /**
   * The images-upload bit (textures pushed, its prerequisite): texel writes leave as resource_subdata shapes at every
   * validate (texture-upload-emitter.ts); null while images-upload pulls (the backend reads the front end's regions).
   */
  readonly uploads: TextureUploadEmitter | null;
  /** The images-upload bit's image units: set_shader_images (image-emitters.ts); null without textures pushed. */
  readonly images: ShaderImageEmitter | null;
  /**
   * The framebuffer bit: set_framebuffer_state per framebuffer handle (contentHash-suppressed), bind_framebuffers and
   * the renderbuffer resources (framebuffer-emitters.ts); null while framebuffer pulls. Requires the textures bit.
   */
  readonly framebuffers: FramebufferEmitters | null;
  /** The framebuffer bit: every clear entry point leaves as one `clear` call after the clear class's validate (framebuffer-verb-emitters.ts). */
  readonly clears: ClearEmitter | null;
  /** The framebuffer bit: glBlit(Named)Framebuffer leaves as `blit` after the blitOrCopy class's validate. */
  readonly blits: BlitEmitter | null;
  /**
   * images-upload and framebuffer pushed: glCopyTex(Sub)Image*, glCopyImageSubData and glGenerateMipmap leave as
   * copy_framebuffer_to_texture / resource_copy_region / generate_mipmap (texture-transfer-emitters.ts); null otherwise.
   */
  readonly transfers: TextureTransferEmitters | null;
  /**
   * The readback-pack bit (framebuffer pushed, its prerequisite): glReadPixels leaves as `read_pixels` (a reply slot)
   * or `read_pixels_to_buffer` after the readback class's validate (readback-emitters.ts); it is also the client's
   * on_reply sink. Null while readback-pack pulls.
   */
  readonly readbacks: ReadbackEmitter | null;
  /** The program bit: launch_grid, memory_barrier and flush after their class's validate (compute-sync-emitters.ts). */
  readonly computeSync: ComputeSyncEmitters | null;
  /** Buffer resources pushed at GL-call time (the buffers bit), else null: the backend keeps its legacy buffer ops. */
  readonly buffers: BufferResources | null;
  /**
   * The emulation bit: every draw leaves as draw_vbo after the draw class's validate (part 2; draw-emitter.ts), else
   * null and the backend's legacy draw verbs run.
   */
  readonly draws: DrawVboEmitter | null;
  /**
   * The client's transform-feedback vertex count (xfb-counter.ts), fed by the span verbs and every draw_vbo sent while
   * capturing; drawTransformFeedback's draw_vbo carries what it counted (kHasXfbCount).
   */
  readonly xfb: XfbCounter;
  /**
   * The xfb-queries bit: glBegin / End / Pause / ResumeTransformFeedback leave as begin / end / pause /
   * resume_stream_output after the xfbSpan validate (xfb-span-emitters.ts), else null and the legacy span verbs run.
   */
  readonly xfbSpans: XfbSpanEmitters | null;
  /** The xfb-queries bit: query objects as handles, results through reply slots (query-emitters.ts). */
  readonly queries: QueryEmitters | null;
  /** The xfb-queries bit: sync objects as handle<Fence>, glClientWaitSync's status through a reply slot (fence-emitters.ts). */
  readonly fences: FenceEmitters | null;
  /** Per verb class: the bits validate walks. */
  readonly classMask: Uint32Array;
  /** Per bit: its shutter's counters, a mask of counter ids. */
  private readonly shutterMasks: Int32Array;
  /**
   * Last seen shutter counters, 32 per bit by counter id (`bit << 5 | id`); -2 = never seen (counters start at 0,
   * bound-object ones at -1).
   */
  private readonly seen: Int32Array;
  /**
   * The fast path of validate: per verb class, the distinct counters its masked bits read (a mask of counter ids)
   * and a row of their values (by counter id) when that class's walk last completed. None moved → no bit of the
   * class can have moved since, and validate is one straight-line compare of the counters (movedCounters; the
   * steady state of a draw).
   */
  private readonly classCounters: Int32Array;
  private readonly classSeen: Int32Array[];
  /**
   * Per bit: the counters (a mask of ids) whose movement since the class's last walk makes the bit worth a look —
   * its shutter, plus the binding counter of each bound object whose counter the shutter reads (BINDING_OF_COUNTER). A bit none of whose
   * counters moved equals what that walk left, so walk() skips it without reading its shutter. The binding counter
   * covers the one way back to an earlier value: another object bound (its counters can equal the first one's, or
   * another verb class's walk can have recorded the other object's values in the bit in between).
   */
  private readonly bitTriggers: Int32Array;
  /**
   * bitTriggers inverted: per counter id, the bits (a mask) that counter triggers. walk() ORs the rows of the
   * moved counters, so it visits only those bits instead of testing every bit of the class (blend-toggle: one
   * counter moved, a handful of bits of the ~20 in the draw class).
   */
  private readonly counterBits: Int32Array;
  /** The snapshot of every counter that validate's movedCounters takes and its walk reads, by counter id. */
  private readonly now = new Int32Array(COUNTER_NAMES.length);
  /**
   * Per verb class: STATE_SERIAL when that class's validate last completed. Equal → of the class's counters only the
   * render state's two can have moved (gl-state state-serial.ts), and `now` still holds every other one (the full
   * compare that last wrote them saw the values they have), so validate compares those two only.
   */
  private readonly classSerial: Int32Array;
  private readonly checkStateSerial: boolean;
  /** Per verb class: the `moved` of its last walk (0: none yet; walk never sees 0) and the bits and compares it gave. */
  private readonly walkMoved: Int32Array;
  private readonly walkMask: Int32Array;
  private readonly walkCompare: Int32Array;

  constructor(readonly ctx: GLContext, pipe: MGPipeContext, options: TrackerOptions) {
    this.stats = options.stats ?? new PipeStats();
    this.out = new PipeEmitter(pipe, this.stats, options.screen);
    this.renderState = new RenderStateEmitter(this.out, !options.switches.noCsoContentAddressing);
    this.values = new ValueEmitters(this.out, this.suppressor);
    this.objects = new ObjectEmitters(this.out, this.suppressor, this.handles, options.hostUboBytes === true);
    this.program = new ProgramEmitters(this.out, this.handles);
    this.vertex = new VertexElementsEmitter(this.out, this.suppressor, this.handles);
    this.vertexState = new VertexStateEmitter(this.out, this.vertex, this.objects, this.suppressor, this.handles);
    this.samplers = new SamplerEmitters(this.out, this.suppressor);
    this.pushesPrograms = (options.switches.pushMask & (1 << SubsystemBit.program)) !== 0;
    const pushBuffers = (options.switches.pushMask & (1 << SubsystemBit.buffers)) !== 0;
    this.buffers = pushBuffers ? new BufferResources(this.out, this.handles, ctx) : null;
    const pushTextures = (options.switches.pushMask & (1 << SubsystemBit.textures)) !== 0;
    this.textures = pushTextures ? new TextureResources(this.out, this.handles, ctx) : null;
    this.samplerViews = this.textures === null ? null : new SamplerViewEmitters(this.out, this.suppressor, this.textures);
    // Shapes name texture handles: without the textures bit (its prerequisite; the backend refuses that mix) there is
    // nothing to name, and the bit's other state (pixel unpack) is still emitted by its dirty bits.
    const pushUploads = (options.switches.pushMask & (1 << SubsystemBit['images-upload'])) !== 0;
    this.uploads = pushUploads && this.textures !== null ? new TextureUploadEmitter(this.out, this.textures, ctx) : null;
    this.images = pushUploads && this.textures !== null ? new ShaderImageEmitter(this.out, this.textures) : null;
    const pushFramebuffer = (options.switches.pushMask & (1 << SubsystemBit.framebuffer)) !== 0;
    if (pushFramebuffer && this.textures === null) throw new Error('MGPipeTracker: framebuffer pushed without textures (its prerequisite): surfaces name texture handles');
    this.framebuffers = pushFramebuffer ? new FramebufferEmitters(this.out, this.suppressor, this.handles, this.textures!, ctx) : null;
    this.clears = pushFramebuffer ? new ClearEmitter(this.out) : null;
    this.blits = pushFramebuffer ? new BlitEmitter(this.out) : null;
    this.transfers = pushFramebuffer && this.uploads !== null ? new TextureTransferEmitters(this.out) : null;
    const pushReadback = (options.switches.pushMask & (1 << SubsystemBit['readback-pack'])) !== 0;
    this.readbacks = pushReadback && pushFramebuffer ? new ReadbackEmitter(this.out) : null;
    this.computeSync = this.pushesPrograms ? new ComputeSyncEmitters(this.out) : null;
    const buffers = this.buffers;
    if (this.textures !== null && buffers !== null) this.textures.bufferHandleOf = (b) => this.handles.peek(b);
    const pushDraws = (options.switches.pushMask & (1 << SubsystemBit.emulation)) !== 0;
    this.xfb = new XfbCounter(ctx);
    this.xfbSpans = (options.switches.pushMask & (1 << SubsystemBit['xfb-queries'])) !== 0 ? new XfbSpanEmitters(this.out) : null;
    this.queries = this.xfbSpans === null ? null : new QueryEmitters(this.out, this.handles);
    this.fences = this.xfbSpans === null ? null : new FenceEmitters(this.out, this.handles);
    this.draws = pushDraws ? new DrawVboEmitter(this.out, ctx, this.xfb, this.handles, this.suppressor) : null;
    const enabled = pushedDirtyMask(options.switches.pushMask, options.residualCarries) & IMPLEMENTED_MASK;
    this.classMask = Uint32Array.from(VERB_CLASS_DIRTY_MASK, (m) => m & enabled);
    this.shutterMasks = Int32Array.from(SHUTTER_IDS, (ids) => ids.reduce((m, id) => m | (1 << id), 0));
    this.seen = new Int32Array(DIRTY_BITS.length << 5).fill(-2);
    this.bitTriggers = Int32Array.from(SHUTTER_IDS, (ids) => ids.reduce((m, id) => {
      const binding = BINDING_OF_COUNTER[id];
      return m | (1 << id) | (binding >= 0 ? 1 << binding : 0);
    }, 0));
    this.counterBits = new Int32Array(COUNTER_NAMES.length);
    for (let bit = 0; bit < DIRTY_BITS.length; bit++) {
      for (let id = 0; id < COUNTER_NAMES.length; id++) if ((this.bitTriggers[bit] & (1 << id)) !== 0) this.counterBits[id] |= 1 << bit;
    }
    this.classCounters = Int32Array.from(this.classMask, (mask) => {
      let counters = 0;
      for (let bit = 0; bit < DIRTY_BITS.length; bit++) if ((mask & (1 << bit)) !== 0) counters |= this.shutterMasks[bit];
      return counters;
    });
    this.classSeen = Array.from(this.classMask, () => new Int32Array(COUNTER_NAMES.length).fill(-2));
    // One behind the serial: every class's first validate compares everything.
    this.classSerial = new Int32Array(this.classMask.length).fill((STATE_SERIAL[0] - 1) | 0);
    this.checkStateSerial = options.checkStateSerial === true;
    this.walkMoved = new Int32Array(this.classMask.length);
    this.walkMask = new Int32Array(this.classMask.length);
    this.walkCompare = new Int32Array(this.classMask.length);
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

  /**
   * The class's counters compared first (only the render state's while the state serial has not moved); only when
   * some moved, the walk over the bits they trigger (walk()). The serial is recorded once the walk completed: an
   * emitter that throws, or one that moves a counter, leaves the next validate to compare everything; one that throws
   * also leaves every bit of its walk to run its emitter again (forgetWalk).
   */
  validate(verbClass: number): void {
    this.stats.validates++;
    this.buffers?.validate();
    this.textures?.validate();
    this.uploads?.flush();
    const serial = STATE_SERIAL[0];
    let moved: number;
    if (serial !== this.classSerial[verbClass]) moved = movedCounters(this.ctx, this.classSeen[verbClass], this.now);
    else if (this.checkStateSerial) moved = this.movedBehindSerial(verbClass);
    else moved = movedRenderStateCounters(this.ctx, this.classSeen[verbClass], this.now);
    moved &= this.classCounters[verbClass];
    if (moved !== 0) {
      try {
        this.walk(verbClass, moved);
      } catch (e) {
        this.forgetWalk(verbClass);
        throw e;
      }
    }
    this.classSerial[verbClass] = serial;
  }

  /**
   * An emitter of the class's walk threw: every bit that walk visits forgets what its shutter last saw, so the next
   * walk runs each emitter again (the walk records a bit's shutter before it runs the emitter, and an emitter that
   * threw may have sent part of its state, or none).
   */
  private forgetWalk(verbClass: number): void {
    for (let bits = this.walkMask[verbClass]; bits !== 0; bits &= bits - 1) {
      const bit = 31 - Math.clz32(bits & -bits);
      this.seen.fill(-2, bit << 5, (bit + 1) << 5);
    }
  }

  /**
   * Runs dirty bit `bit`'s emitter (cases: RUN_EMITTER_CASES). A switch of direct calls, not a table of closures: the
   * walk's one call site through the table saw every emitter, and each entry was a closure around the method call
   * (~45 instructions a run more; state-heavy runs five a draw). Public for EMITTERS' entries only.
   */
  runEmitter(bit: number, c: GLContext): void {
    switch (bit) {
      case 0: this.framebuffers!.emitFramebuffer(c); return;
      case 1: this.program.emitProgram(c); return;
      case 2: this.program.emitBindings(c); return;
      case 3: this.samplerViews!.emitSamplerViews(c); return;
      case 4: this.samplers.emitSamplers(c); return;
      // Without the textures bit (its prerequisite) there is no handle to name: nothing is sent (the backend refuses that mix).
      case 5: this.images?.emit(c); return;
      case 6: this.objects.emitConstBuffers(c); return;
      case 7: this.objects.emitShaderBuffers(c); return;
      case 8: this.program.emitGlobalConstants(c); return;
      case 9: this.renderState.emitPipeline(c); return;
      case 10: this.renderState.emitDynamic(c); return;
      // A VAO the vertex state covers is one bind_vertex_state for all three bits (the first of them that runs binds
      // it; the others find it bound); any other VAO takes the separate calls, which end a bound state. One call a
      // case, as before vertex states: the switch stays small enough for V8 to inline into walk.
      case 11: this.vertexState.emitElements(c); return;
      case 12: this.vertexState.emitBuffers(c); return;
      case 13: this.vertexState.emitIndexBuffer(c); return;
      case 14: this.values.emitAttribDefaults(c); return;
      case 15: this.values.emitPatch(c); return;
      case 16: this.objects.emitStreamOutput(c); return;
      case 17: this.values.emitPixelPack(c); return;
      case 18: this.values.emitResidual(c); return;
      default: throw new Error(`tracker: dirty bit ${bit} has no emitter case`);
    }
  }

  /** checkStateSerial, the serial unmoved: every counter compared, and only the render state's may have moved. */
  private movedBehindSerial(verbClass: number): number {
    const moved = movedCounters(this.ctx, this.classSeen[verbClass], this.now);
    const behind = moved & this.classCounters[verbClass] & ~RENDER_STATE_COUNTER_MASK;
    if (behind !== 0) {
      throw new MGPipeFatal('PipeVerifyDiffer', `stateSerial:${COUNTER_NAMES[31 - Math.clz32(behind & -behind)]}@${TRACKER_VERB_CLASS_NAMES[verbClass]}`);
    }
    return moved;
  }

  /**
   * The loop: the class's bits in list order; a bit whose triggers include a moved counter compares its shutter,
   * and a moved shutter runs the bit's emitter. The class snapshot is taken after the walk completes, so an
   * emitter that throws leaves the class to be walked again.
   *
   * A bit compares only the shutter counters that can differ from what it last saw: those moved since this class's
   * last completed walk, and every counter of an object whose binding counter moved. Any other counter c of the bit
   * has kept its value since that walk W (counters only increase while their object stays bound), and the bit saw that
   * value: at W if c or another of its triggers moved then (the bit was visited and recorded every counter), else c
   * equalled what the walk before W recorded, and so on back to the class's first walk, which visits every bit. A
   * record another class made since W is of c's value since W: the same.
   */
  private walk(verbClass: number, moved: number): void {
    const now = this.now, seen = this.seen, shutterMasks = this.shutterMasks; // now: validate's snapshot
    // The bits to visit and the counters to compare are a function of (class, moved) alone; a frame's draws move the
    // same counters draw after draw (state-heavy: the VAO, texture and program-uniform ones), so the last pair is kept.
    // A miss is worked out of line (walkBitsOf), which keeps walk small: that loop written here once made it too large
    // for V8 to inline into validate. Since runEmitter (which V8 inlines here, with the hottest emitters) it is not
    // inlined anyway; the memo still saves the loop on every draw.
    if (moved !== this.walkMoved[verbClass]) this.walkBitsOf(verbClass, moved);
    let mask = this.walkMask[verbClass];
    const compare = this.walkCompare[verbClass];
    while (mask !== 0) {
      const low = mask & -mask;
      mask ^= low;
      const bit = 31 - Math.clz32(low);
      let differs = false;
      for (let ids = shutterMasks[bit] & compare; ids !== 0; ids &= ids - 1) {
        const id = 31 - Math.clz32(ids & -ids);
        const k = (bit << 5) | id;
        const v = now[id];
        if (v !== seen[k]) {
          seen[k] = v;
          differs = true;
        }
      }
      if (differs) this.runEmitter(bit, this.ctx);
    }
    this.stats.suppressedEmissions = this.suppressor.suppressed;
    // The values the walk saw (an emitter that moves a counter leaves it moved for the next validate).
    const classSeen = this.classSeen[verbClass];
    for (let ids = moved; ids !== 0; ids &= ids - 1) {
      const id = 31 - Math.clz32(ids & -ids);
      classSeen[id] = now[id];
    }
  }

  /** walk's (class, moved) memo on a miss: the bits `moved` triggers in the class, and the counters to compare. */
  private walkBitsOf(verbClass: number, moved: number): void {
    let mask = 0;
    let compare = moved;
    for (let ids = moved; ids !== 0; ids &= ids - 1) {
      const id = 31 - Math.clz32(ids & -ids);
      mask |= this.counterBits[id];
      compare |= OBJECT_COUNTERS[id];
    }
    this.walkMoved[verbClass] = moved;
    this.walkMask[verbClass] = mask & this.classMask[verbClass];
    this.walkCompare[verbClass] = compare;
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
      // The textures upkeep pushes every texture's parameters at validate, for every verb class (texture-resources.ts).
      if (this.textures !== null) groups |= TEXTURE_PARAMS_GROUP;
      return groups;
    });
  }

  /** The server lost what was pushed (new server, context loss): every bit is dirty and every set re-sent. */
  invalidateAll(): void {
    bumpStateSerial(); // every class compares everything again (their seen rows are gone below)
    this.seen.fill(-2);
    for (const row of this.classSeen) row.fill(-2);
    this.renderState.invalidateDynamic();
    this.vertex.invalidate();
    this.vertexState.invalidate();
    this.program.invalidate();
    this.framebuffers?.invalidate();
    for (let k = 0; k < kSuppressedSetCount; k++) this.suppressor.invalidate(k);
  }
}
