// The lanes a scenario, trace or benchmark runs on (DESIGN §8 --backend): our stack over a backend, the
// recording backend, or the reference lane itself. One place, used by the CLI and by the tests, so what a
// test checks is what `mgpipe scenario run` runs. The implementations
// load lazily so that loading this module opens no driver.
import type { DriverCallSink, GlesBackendOptions } from '@mgpipe/backend-gles';
import type { GL } from '@mgpipe/gl-api';
import type { PipeSwitches, SubsystemName } from '@mgpipe/migration';
import type { BufferWriteback as BufferWritebackType, PipeStats as PipeStatsType } from '@mgpipe/tracker';
import type { Lane, LaneFactory, VerifyCounts } from '@mgpipe/harness';

export async function referenceLane(): Promise<LaneFactory> {
  const { createReferenceGL } = await import('@mgpipe/reference-gl');
  return ({ width, height }) => {
    const lane = createReferenceGL({ width, height });
    return { name: 'reference', ...lane } satisfies Lane;
  };
}

export interface GlesLaneOptions {
  /** The latched MOBILEGL_PIPE_* switches (default: pipeSwitches(), i.e. the environment). */
  switches?: PipeSwitches;
  /** Pushed subsystems carried by the ResidualValueBlock instead of their own calls. */
  residualCarries?: readonly SubsystemName[];
  /** Subsystems read through PipeInputs filled from the context (phase A), whatever state.json says. */
  alias?: readonly SubsystemName[];
  /** Record the backend's driver calls (phase-A stream comparisons). */
  recordDriverCalls?: DriverCallSink;
  /** Benchmarks only: draws and dispatches are dropped before the driver (GlesBackendOptions.nullDraws). */
  nullDraws?: boolean;
  /**
   * Override the backend's detected Capabilities (GlesBackendOptions.capabilities): e.g. `{ viewportArray: false }`
   * runs the documented lowering on a driver that has the extension, so Mesa tests the path another driver takes.
   */
  capabilities?: GlesBackendOptions['capabilities'];
  /** Cap driver limits (GlesBackendOptions.limits): e.g. NVIDIA's 4 separate transform-feedback components on Mesa. */
  limits?: GlesBackendOptions['limits'];
  /**
   * Tests only: interposes on the client's end of the buffer reverse channel (buffers pushed) to observe, drop or
   * forge on_buffer_writeback events; gets the real sink, returns what the backend calls.
   */
  bufferWritebackTap?: (sink: BufferWritebackType) => Pick<BufferWritebackType, 'on_buffer_writeback'>;
  /**
   * Tests only: sees the backend right after it is made, before the front end takes its verbs and MGPipe tables — to
   * make legacy verbs throw or count the calls a table receives.
   */
  backendTap?: (backend: { verbs: object; pipeContext: object }) => void;
  /**
   * Benchmarks only: the tracker's texture upload emitter walks every live texture at each flush (its fullWalk, the
   * behaviour before issue 19's written-texture list), so one run can measure before against after.
   */
  uploadFullWalk?: boolean;
  /** Benchmarks only: the texture resources' upkeep walks every live texture at each validate (its fullWalk: before issue 19's list). */
  textureParamsFullWalk?: boolean;
}

/**
 * Our stack: the desktop-GL front end over the GLES 3.2 backend. With push bits set, the front end's tracker
 * validates before each verb and pushes into the backend's MGPipeContext. Only the subsystems the backend has a
 * push path for are pushed (render-state, readback-pack, patch-state, vertex-attrib-defaults, buffers); the others pull,
 * and `stats().pulled` names them.
 */
export async function glesLane(options: GlesLaneOptions = {}): Promise<LaneFactory> {
  const [{ createFrontEndGL }, gles, migration, { PipeStats, BufferWriteback }] = await Promise.all([
    import('@mgpipe/gl-impl'),
    import('@mgpipe/backend-gles'),
    import('@mgpipe/migration'),
    import('@mgpipe/tracker'),
  ]);
  const switches = options.switches ?? migration.pipeSwitches();
  const backendMask = migration.subsystemMask(...gles.PUSH_PATH_SUBSYSTEMS);
  const pushMask = switches.pushMask & backendMask;
  const pushed = migration.subsystemNamesOf(pushMask);
  const pulled = migration.subsystemNamesOf(migration.ALL_SUBSYSTEMS_MASK & ~pushMask);
  const alias = options.alias ?? [];
  // MOBILEGL_PIPE_ALIAS (switches.alias) replaces state.json's phase-A set: a run of one phase's push set.
  const forcedAlias = switches.alias ?? null;
  // MOBILEGL_PIPE_TEST_FAULT (test-only): planted in the backend's push path of the named subsystems it has one for.
  const testFault = switches.testFault === null ? null : gles.PUSH_PATH_SUBSYSTEMS.filter((s) => switches.testFault!.includes(s));
  // ... and its `alias:<subsystem>` entries in the alias fill of those (acting only while they are aliased).
  const aliasTestFault = switches.aliasTestFault === null ? null : gles.PIPE_INPUT_READ_SUBSYSTEMS.filter((s) => switches.aliasTestFault!.includes(s));
  const pushBuffers = (pushMask & migration.subsystemMask('buffers')) !== 0;
  // buffers: pushed → the server table; else aliased at phase A (or when a run asks for it), else pulled.
  const bufferSource = pushBuffers ? 'push' as const
    : alias.includes('buffers') || forcedAlias?.includes('buffers') === true || (forcedAlias === null && migration.phaseOf('buffers') === 'A') ? 'alias' as const : 'context' as const;
  return ({ width, height }) => {
    const sources = gles.pipeInputSources(pushMask, (s) => migration.SubsystemBit[s],
      (s) => (alias.includes(s) || forcedAlias?.includes(s) === true ? 'A' : forcedAlias !== null ? 'pull' : migration.phaseOf(s)), options.residualCarries);
    const backend = gles.createGlesBackend({
      width, height, recordDriverCalls: options.recordDriverCalls, nullDraws: options.nullDraws, capabilities: options.capabilities, limits: options.limits,
      pipe: {
        sources, verify: switches.verify, legacyMemos: switches.legacyMemos, verifyCorrupt: switches.verifyCorrupt, poisonOmit: switches.poisonOmit,
        testFault, aliasTestFault, bufferSource, indexMirrorMB: switches.indexMirrorMB,
        pushDraws: (pushMask & migration.subsystemMask('emulation')) !== 0,
        pushUploads: (pushMask & migration.subsystemMask('images-upload')) !== 0,
      },
    });
    options.backendTap?.(backend);
    // Calls and record bytes are counted only for MOBILEGL_PIPE_STATS (the report below): off, the hot sends skip it.
    const stats = new PipeStats({ countCalls: switches.stats });
    const { gl, frontEnd } = createFrontEndGL({
      width, height, backend,
      pipe: pushMask === 0 ? undefined : {
        context: backend.pipeContext,
        screen: backend.pipeScreen,
        switches: { pushMask, noCsoContentAddressing: switches.noCsoContentAddressing },
        stats,
        residualCarries: options.residualCarries,
        checkStateSerial: switches.verify,
      },
    });
    if (frontEnd.tracker !== null) backend.pipeInputs.setPushCovered(frontEnd.tracker.pipeInputsCovered());
    if (options.uploadFullWalk === true && frontEnd.tracker?.uploads != null) frontEnd.tracker.uploads.fullWalk = true;
    if (options.textureParamsFullWalk === true && frontEnd.tracker?.textures != null) frontEnd.tracker.textures.fullWalk = true;
    // Program pushed, verify: the client's identity map compares the pushed program handles with the context's.
    const handles = frontEnd.tracker?.handles ?? null;
    if (handles !== null && frontEnd.tracker!.pushesPrograms) backend.setProgramHandleResolver((p) => handles.peek(p));
    // XFB objects pushed: the same map resolves the bound object for verify and drawTransformFeedback's operand.
    if (handles !== null && frontEnd.tracker!.xfbSpans !== null) backend.setXfbHandleResolver((x) => handles.peek(x));
    const buffers = frontEnd.tracker?.buffers ?? null;
    if (buffers !== null) {
      backend.setBufferHandleResolver((b) => buffers.handleOf(b as Parameters<typeof buffers.handleOf>[0]));
      const sink = new BufferWriteback(buffers);
      backend.setBufferWritebackSink(options.bufferWritebackTap?.(sink) ?? sink);
    }
    const textures = frontEnd.tracker?.textures ?? null;
    if (textures !== null) {
      type FrontTexture = Parameters<typeof textures.peek>[0];
      backend.setTextureHandleResolver((t) => textures.peek(t as FrontTexture), (h) => textures.textureOf(h));
    }
    const framebuffers = frontEnd.tracker?.framebuffers ?? null;
    if (framebuffers !== null) backend.setRenderbufferHandleResolver((rb) => frontEnd.tracker!.handles.peek(rb as { lifetimeId: number }));
    const frames = new FrameStats(stats, () => backend.receiverStats);
    if (switches.stats) frames.markFramesAtDefaultClears(gl, () => frontEnd.state.drawFramebuffer.isDefault);
    return {
      name: 'gles',
      gl,
      makeCurrent: () => backend.makeCurrent(),
      readDefaultFramebuffer: () => backend.readDefaultFramebuffer(),
      verifyReport: switches.verify ? () => verifyReportOf(backend.verifyReport, gles.SUBSYSTEM_GROUPS) : undefined,
      stats: switches.stats ? () => ({ pushed, pulled, ...frames.report(), receiver: { ...backend.receiverStats } }) : undefined,
      destroy: () => backend.destroy(),
    };
  };
}

/** The receiver's counters as a lane reports them: numbers only (the backend's receiverStats). */
type ReceiverCounters = { readonly residualBytes: number };
type FrameStatsSnapshot = ReturnType<PipeStatsType['snapshot']> & { residualBytes: number; receiver: Record<string, number> };

/**
 * The receiver counters that are levels, not running counts: a frame reports their value at its end, not the change
 * ("mirror bytes" per frame is what the index host mirror holds, D-B7).
 */
const RECEIVER_LEVELS: ReadonlySet<string> = new Set(['indexMirrorBytes', 'indexMirrorBuffers']);

/**
 * MOBILEGL_PIPE_STATS per frame: a frame ends where the next one starts clearing the default framebuffer's
 * colour (scenarios have no present), and at the end of the run. Deltas of the tracker's counters, and of the
 * receiver's (index-bytes-shipped, mirror reads, draw_vbo ranges, ...) with its levels as they stand.
 */
class FrameStats {
  private readonly frames: FrameStatsSnapshot[] = [];
  private last: FrameStatsSnapshot | null = null;
  constructor(private readonly stats: PipeStatsType, private readonly receiverStats: () => ReceiverCounters) {}

  private snapshot(): FrameStatsSnapshot {
    const receiver: Record<string, number> = {};
    const r = this.receiverStats();
    for (const [k, v] of Object.entries(r)) if (typeof v === 'number') receiver[k] = v;
    return { ...this.stats.snapshot(), residualBytes: r.residualBytes, receiver };
  }

  markFramesAtDefaultClears(gl: GL, drawingToDefault: () => boolean): void {
    const clear = gl.clear;
    const COLOR = gl.COLOR_BUFFER_BIT;
    (gl as { clear: GL['clear'] }).clear = (mask: number) => {
      if ((mask & COLOR) !== 0 && drawingToDefault() && this.stats.validates > 0) this.boundary();
      clear(mask);
    };
  }

  private boundary(): void {
    const now = this.snapshot();
    const prev = this.last;
    this.last = now;
    this.frames.push(prev === null ? now : diff(now, prev));
  }

  report(): { frames: FrameStatsSnapshot[]; total: FrameStatsSnapshot } {
    const total = this.snapshot();
    const frames = [...this.frames, this.last === null ? total : diff(total, this.last)];
    return { frames, total };
  }
}

function diff(a: FrameStatsSnapshot, b: FrameStatsSnapshot): FrameStatsSnapshot {
  const sub = (x: Record<string, number>, y: Record<string, number>) => {
    const out: Record<string, number> = {};
    for (const k of Object.keys(x)) if (x[k] - (y[k] ?? 0) !== 0) out[k] = x[k] - (y[k] ?? 0);
    return out;
  };
  return {
    calls: sub(a.calls, b.calls), bytes: sub(a.bytes, b.bytes),
    totalCalls: a.totalCalls - b.totalCalls, totalBytes: a.totalBytes - b.totalBytes,
    cso: { hits: a.cso.hits - b.cso.hits, misses: a.cso.misses - b.cso.misses, evictions: a.cso.evictions - b.cso.evictions, pipelineHashes: a.cso.pipelineHashes - b.cso.pipelineHashes },
    suppressedEmissions: a.suppressedEmissions - b.suppressedEmissions, roundTrips: a.roundTrips - b.roundTrips,
    blockingWaits: a.blockingWaits - b.blockingWaits, validates: a.validates - b.validates, residualBytes: a.residualBytes - b.residualBytes,
    receiver: Object.fromEntries(Object.entries(a.receiver).map(([k, v]) => [k, RECEIVER_LEVELS.has(k) ? v : v - (b.receiver[k] ?? 0)])),
  };
}

/** The subsystems our stack's backend has a push path for (where MOBILEGL_PIPE_TEST_FAULT plants a real fault). */
export async function glesPushPathSubsystems(): Promise<readonly SubsystemName[]> {
  return (await import('@mgpipe/backend-gles')).PUSH_PATH_SUBSYSTEMS;
}

/** Our front end over the recording backend: exercises the front end, renders nothing (reads back zeros). */
export async function recorderLane(): Promise<LaneFactory> {
  const { createFrontEndGL, RecordingBackend } = await import('@mgpipe/gl-impl');
  return ({ width, height }) => {
    const backendImpl = new RecordingBackend();
    const { gl } = createFrontEndGL({ width, height, backend: backendImpl });
    return {
      name: 'recorder',
      gl,
      makeCurrent: () => backendImpl.makeCurrent(),
      // The recording backend renders nothing: its framebuffer reads as transparent black.
      readDefaultFramebuffer: () => new Uint8Array(width * height * 4),
      destroy: () => backendImpl.destroy(),
    };
  };
}

/**
 * The lane's verify counts: verbs, divergences, and per subsystem the comparisons of its own PipeInputs groups
 * (advance-phase's B gate: verify must have checked the subsystem's values, not only other subsystems').
 */
function verifyReportOf(report: { verbs: number; divergences: number; compared: readonly number[]; first: readonly string[]; bufferResources: number; drawVbo: number; framebufferVerbs: number; programVerbs: number; readbackVerbs: number; xfbSpans: number; textureUploads: number }, groups: Readonly<Record<string, readonly number[]>>): VerifyCounts {
  const bySubsystem: Record<string, number> = {};
  for (const [s, gs] of Object.entries(groups)) bySubsystem[s] = gs.reduce((n, g) => n + report.compared[g], 0);
  // Buffer descriptors are compared at the buffer ops and handle resolutions, not per G5 group (buffer-inputs.ts).
  bySubsystem['buffers'] = report.bufferResources;
  // Pushed draws are compared at draw_vbo with the legacy verb's arguments (backend-gles draw-verify.ts): emulation's own values.
  bySubsystem['emulation'] = (bySubsystem['emulation'] ?? 0) + report.drawVbo;
  // Pushed clears and blits likewise, at their calls (backend-gles framebuffer-verb-receiver.ts): the framebuffer bit's verb.
  bySubsystem['framebuffer'] = (bySubsystem['framebuffer'] ?? 0) + report.framebufferVerbs;
  // And the program bit's verbs (launch_grid, memory_barrier, flush: backend-gles compute-sync-receiver.ts).
  bySubsystem['program'] = (bySubsystem['program'] ?? 0) + report.programVerbs;
  // And the readback-pack bit's (read_pixels, read_pixels_to_buffer: backend-gles readback-receiver.ts).
  bySubsystem['readback-pack'] = (bySubsystem['readback-pack'] ?? 0) + report.readbackVerbs;
  // And the xfb-queries bit's span calls (begin / end / pause / resume_stream_output: backend-gles stream-output-receiver.ts).
  bySubsystem['xfb-queries'] = (bySubsystem['xfb-queries'] ?? 0) + report.xfbSpans;
  // And the images-upload bit's upload shapes (resource_subdata of a texture: gles-images-upload upload-receiver.ts).
  bySubsystem['images-upload'] = (bySubsystem['images-upload'] ?? 0) + report.textureUploads;
  return { verbs: report.verbs, divergences: report.divergences, bySubsystem, first: [...report.first] };
}
