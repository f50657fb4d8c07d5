// GlesBackend: the legacy (pull) GLES 3.2 backend — the Espryt analog — implementing gl-impl's LegacyBackend.
// The front end validates and calls verbs; everything a verb needs beyond its arguments is read from the
// attached GLContext, except the value subsystems, which are read through MGB_CTX (`device.inputs`,
// gles-core state/pipe-inputs.ts): the context (pull), an alias copy (phase A) or what arrived through this
// backend's MGPipeContext (`pipeContext`, phase B/C). Each verb starts at its fill point (`beginVerb` with its G5
// verb class). This file only wires: platform (EGL context), device (twins, shadows, mirror, PipeInputs), the
// push receiver, the PrepareForDraw steps and the command groups of the subsystem libraries
// (libs/gles-subsystems/<name>). What it does differently from the interface is in README.md beside it.
import type { BackendDiagnostic, DrawCall, DrawVerifyHooks, LegacyBackend, LegacyBackendVerbs, LegacyBufferOps, LegacyCaps } from '@mgpipe/gl-impl';
import type { GLContext } from '@mgpipe/gl-state';
import { VerbClass, emptyMGPipeScreen, type MGPipeCallbacks, type MGPipeContext, type MGPipeHandle, type MGPipeScreen } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { installBufferReceiver, type BufferTableStats, type IndexMirrorStats } from '@mgpipe/gles-buffers';
import { installShaderImageReceiver, installUploadReceiver, type UploadReceiverStats } from '@mgpipe/gles-images-upload';
import {
  createDriverCallSink,
  createEglPlatform,
  detectCapabilities,
  detectWorkarounds,
  nullDrawEntryPoints,
  PIPE_INPUT_READ_SUBSYSTEMS,
  PIPE_INPUT_SUBSYSTEMS,
  PipeInputs,
  probeShaderCapabilities,
  SurfaceKind,
  recordingEntryPoints,
  type BackendStats,
  type BufferSource,
  type Capabilities,
  type DriverCallSink,
  type EglPlatform,
  type FrontBuffer,
  type FrontProgram,
  type LogSink,
  type PipeInputSource,
  type PipeInputSubsystem,
  type VerifyReport,
  type Workarounds,
} from '@mgpipe/gles-core';
import { PushedReadback } from '@mgpipe/gles-readback-pack';
import { QueryCommands } from '@mgpipe/gles-xfb-queries';
import { DrawCommands } from './commands/draw-commands.ts';
import { ReadbackCommands } from './commands/readback-commands.ts';
import { DRIVER_FLOAT_LIMIT_PNAMES, DRIVER_LIMIT_PNAMES, fillExtensionMinimums } from './driver-limits.ts';
import { TextureTransferReceiver } from './state/texture-transfer-receiver.ts';
import { TransferCommands } from './commands/transfer-commands.ts';
import { GlesDevice } from './device.ts';
import { DrawSync } from './state/draw-sync.ts';
import { createBufferOps } from './state/buffer-ops.ts';
import { PipeReceiver, type ReceiverStats } from './state/pipe-receiver.ts';
import { DrawVboReceiver, type DrawVboStats } from './state/draw-vbo-receiver.ts';
import { DrawVerify } from './state/draw-verify.ts';
import { BlitReceiver, ClearReceiver, ClearVerify } from './state/framebuffer-verb-receiver.ts';
import { ComputeSyncReceiver } from './state/compute-sync-receiver.ts';
import { ReadbackReceiver } from './state/readback-receiver.ts';
import { QueryReceiver } from './state/query-receiver.ts';
import { FenceReceiver } from './state/fence-receiver.ts';
import { StreamOutputReceiver, type StreamOutputReceiverStats } from './state/stream-output-receiver.ts';
import { installTextureReceiver, type TextureReceiverStats } from './state/texture-receiver.ts';
import { installFramebufferReceiver, type FramebufferReceiverStats } from './state/framebuffer-receiver.ts';
import { installVertexElementsReceiver, type VertexReceiverStats } from '@mgpipe/gles-vertex-elements';
import { buildsAlone, ProgramReceiver, type ProgramReceiverStats } from '@mgpipe/gles-program';
import { bumpEpochOnCalls } from './state/call-epoch.ts';

/** How the value subsystems reach the backend (MGB_CTX per subsystem); default: everything pulls. */
export interface GlesPipeOptions {
  /** Per subsystem: context (pull), alias (phase A), push (phase B/C through pipeContext) or residual. */
  sources?: Partial<Record<PipeInputSubsystem, PipeInputSource>>;
  /** Poison checks (debug runs; verify and the poison negative control turn them on too). */
  checks?: boolean;
  verify?: boolean;
  legacyMemos?: boolean;
  verifyCorrupt?: string | null;
  poisonOmit?: { readonly verb: string; readonly field: string } | null;
  /** Per G5 verb class: the groups the front end's validate-for-verb covers (MGPipeTracker.pipeInputsCovered). */
  pushCovered?: readonly number[];
  /** MOBILEGL_PIPE_TEST_FAULT (test-only): pushed subsystems whose receive path corrupts its payload (pipe-receiver.ts). */
  testFault?: readonly PushPathSubsystem[] | null;
  /** MOBILEGL_PIPE_TEST_FAULT=alias:<s> (test-only): aliased subsystems whose alias fill reads the context wrong (pipe-inputs.ts). */
  aliasTestFault?: readonly PipeInputSubsystem[] | null;
  /**
   * The buffers subsystem (gles-core buffer-inputs.ts): context (pull, default), alias (phase A: descriptors read
   * through MGB_CTX copies) or push (the buffers bit: buffer resources live in the server-side handle table,
   * filled by resource_create / _respecify / _destroy on pipeScreen and the data ops on pipeContext; the legacy
   * bufferOps are then not used).
   */
  bufferSource?: BufferSource;
  /**
   * MOBILEGL_PIPE_INDEX_MIRROR_MB (default 64): the budget of the index host mirror kept while buffers push (D-B7,
   * gles-buffers index-mirror.ts). Element buffers beyond it draw from the client's per-draw span instead.
   */
  indexMirrorMB?: number;
  /**
   * The emulation bit: draws arrive as draw_vbo on pipeContext (state/draw-vbo-receiver.ts) and the legacy draw
   * verbs are not used (the tracker sends draw_vbo instead). Requires buffers and vertex-elements pushed.
   */
  pushDraws?: boolean;
  /**
   * The images-upload bit's texture uploads: texel writes arrive as resource_subdata shapes naming texture handles,
   * kept pending per resource until the texture's upload consumes them (gles-images-upload upload-receiver.ts); the
   * backend then never reads or clears the front end's dirty regions. Requires textures pushed. The image units
   * (shaderImages) stay aliased until their own receiver lands (ALIAS_ONLY_SUBSYSTEMS).
   */
  pushUploads?: boolean;
}

/** The subsystems this backend has a push path for: the PipeInputs value subsystems and the buffer resources. */
export const PUSH_PATH_SUBSYSTEMS = [...PIPE_INPUT_SUBSYSTEMS, 'buffers', 'emulation'] as const;
export type PushPathSubsystem = (typeof PUSH_PATH_SUBSYSTEMS)[number];

export interface GlesBackendOptions {
  /** Surface (framebuffer 0) size; the front end's attach() must agree. */
  width: number;
  height: number;
  /**
   * Record every driver call (issue 6's stream comparison). `true` makes a sink (`backend.driverCalls`);
   * a sink records into it. Off (default): the backend calls the native entry points directly — no cost.
   */
  recordDriverCalls?: boolean | DriverCallSink;
  /** Benchmarks only: draw and dispatch calls never reach the driver (platform/driver-call-recorder.ts). */
  nullDraws?: boolean;
  /** Where driver-side failures (SPIRV-Cross, ESSL compile, driver link, unsupported state) go; default console.warn. */
  log?: LogSink;
  /** Test hook: override detected capabilities (e.g. force a lowering on a driver that has the feature). */
  capabilities?: Partial<Capabilities>;
  /** Test hook: cap driver limits below what the driver reports, so Mesa takes the path a smaller driver takes. */
  limits?: DriverLimitCaps;
  pipe?: GlesPipeOptions;
}

export interface DriverLimitCaps {
  /**
   * MAX_TRANSFORM_FEEDBACK_SEPARATE_COMPONENTS: NVIDIA 580 reports 4 (the GL minimum), llvmpipe 64; below a record's
   * width a capture into several buffers is packed (gles-program xfb-capture-lowering.ts).
   */
  maxTransformFeedbackSeparateComponents?: number;
}

export class GlesBackend implements LegacyBackend {
  readonly name = 'gles';
  readonly verbs: LegacyBackendVerbs;
  readonly bufferOps: LegacyBufferOps;
  readonly capabilities: Capabilities;
  readonly workarounds: Workarounds;
  readonly driverCalls: DriverCallSink | null;
  readonly device: GlesDevice;
  /** MGB_CTX of the value subsystems. */
  readonly pipeInputs: PipeInputs;
  /** This backend's MGPipeContext (G1): the entries of the pushed subsystems, null elsewhere. */
  readonly pipeContext: MGPipeContext;
  /** This backend's MGPipeScreen (G1): the buffer resource lifecycle when buffers push, null entries elsewhere. */
  readonly pipeScreen: MGPipeScreen;
  private readonly receiver: PipeReceiver;
  /** The program receiver (program pushed), else null. */
  private readonly programReceiver: ProgramReceiver | null = null;
  /** The draw_vbo receiver (emulation pushed), else null. */
  private readonly drawReceiver: DrawVboReceiver | null = null;
  /** The framebuffer bit: the `blit` receiver (framebuffer-verb-receiver.ts); null while framebuffer pulls. */
  private readonly blitReceiver: BlitReceiver | null = null;
  /** The readback-pack bit (with framebuffer): read_pixels / read_pixels_to_buffer (state/readback-receiver.ts). */
  private readonly readbackReceiver: ReadbackReceiver | null = null;
  /** The xfb-queries bit: XFB objects, targets and the span verbs (state/stream-output-receiver.ts); null while it aliases / pulls. */
  private readonly streamOutputReceiver: StreamOutputReceiver | null = null;
  /** The xfb-queries bit: query objects by handle<Query> (state/query-receiver.ts); conditional rendering is then the client's. */
  private readonly queryReceiver: QueryReceiver | null = null;
  /** The xfb-queries bit: sync objects by handle<Fence> (state/fence-receiver.ts). */
  private readonly fenceReceiver: FenceReceiver | null = null;
  private readonly xfbStats: StreamOutputReceiverStats = { xfbBinds: 0, xfbDeletes: 0, targetSets: 0, xfbSpans: 0 };
  /** Verify with draws pushed: the front end's expected draws (gl-impl DrawVerifyHooks); null otherwise. */
  readonly drawVerify: DrawVerifyHooks | null = null;
  private readonly vertexStats: VertexReceiverStats = { vertexElementsCreates: 0, vertexElementsBinds: 0, vertexElementsRebindsSkipped: 0, vertexBufferSets: 0, vertexStateCreates: 0, vertexStateBinds: 0 };
  private readonly textureStats: TextureReceiverStats = {
    textureCreates: 0, textureRespecifies: 0, textureDestroys: 0, samplerViewCreates: 0, samplerViewSets: 0, samplerStateCreates: 0, samplerStateBinds: 0, textureParamsSets: 0,
  };
  private readonly uploadStats: UploadReceiverStats = { shapesAccepted: 0, boxOnlyShapes: 0, regionsAccepted: 0, discards: 0 };
  private readonly framebufferStats: FramebufferReceiverStats = {
    renderbufferCreates: 0, renderbufferRespecifies: 0, renderbufferDestroys: 0, framebufferStates: 0, framebufferStatesUnchanged: 0, framebufferBinds: 0, framebufferDestroys: 0,
  };
  private platform: EglPlatform;
  /** PrepareForDraw (state/draw-sync.ts); read by the tests that record what its steps read. */
  readonly drawSync: DrawSync;
  /** The draw verbs (tests plant faults in their plain-draw repeat: draw-epoch-gate.test.ts). */
  readonly draws: DrawCommands;
  private readonly transfers: TransferCommands;
  private readonly readbacks: ReadbackCommands;
  private readonly queries: QueryCommands;
  private diagnosticListener: ((d: BackendDiagnostic) => void) | null = null;

  constructor(private readonly options: GlesBackendOptions) {
    this.platform = createEglPlatform(options.width, options.height);
    // What the extension string says, settled by probe compiles, then the caller's overrides (tests force lowerings).
    this.capabilities = { ...probeShaderCapabilities(this.platform.gl, detectCapabilities(this.platform.extensions)), ...options.capabilities };
    this.workarounds = detectWorkarounds(this.platform.renderer);
    const record = options.recordDriverCalls;
    this.driverCalls = record === undefined || record === false ? null : record === true ? createDriverCallSink() : record;
    const driver = options.nullDraws === true ? nullDrawEntryPoints(this.platform.gl) : this.platform.gl;
    const gl = this.driverCalls === null ? driver : recordingEntryPoints(driver, this.driverCalls);
    const pipe = options.pipe ?? {};
    const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, pipe.sources?.[s] ?? 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
    this.pipeInputs = new PipeInputs({
      sources,
      checks: pipe.checks ?? false,
      verify: pipe.verify ?? false,
      legacyMemos: pipe.legacyMemos ?? false,
      verifyCorrupt: pipe.verifyCorrupt ?? null,
      poisonOmit: pipe.poisonOmit ?? null,
      pushCovered: pipe.pushCovered,
      aliasFault: pipe.aliasTestFault ?? [],
      bufferSource: pipe.bufferSource ?? 'context',
    });
    const testFault = pipe.testFault ?? [];
    this.receiver = new PipeReceiver(this.pipeInputs, testFault.filter((s): s is Exclude<PushPathSubsystem, 'buffers' | 'vertex-elements' | 'emulation' | 'textures' | 'framebuffer' | 'xfb-queries' | 'images-upload'> =>
      s !== 'buffers' && s !== 'vertex-elements' && s !== 'emulation' && s !== 'textures' && s !== 'framebuffer' && s !== 'xfb-queries' && s !== 'images-upload'));
    this.pipeContext = this.receiver.table;
    this.pipeScreen = emptyMGPipeScreen();
    const print = options.log ?? ((line: string) => console.warn(line));
    // Every failure is printed and reported to the front end (a GL debug message there), so a program the
    // driver would not build never shows up only as nothing drawn.
    const log: LogSink = (line, kind) => {
      print(line, kind);
      this.diagnosticListener?.({ kind: kind ?? 'unsupported', message: line });
    };
    this.device = new GlesDevice(gl, this.capabilities, this.workarounds, log, this.pipeInputs, pipe.indexMirrorMB ?? 64,
      options.limits?.maxTransformFeedbackSeparateComponents);
    this.device.surfaceHeight = options.height;
    if (this.device.bufferTable !== null) {
      installBufferReceiver(this.device.bufferTable, this.pipeScreen, this.pipeContext, testFault.includes('buffers'), this.device.indexMirror);
    }
    if (sources.textures === 'push') {
      // After the buffers receiver: resource calls of a buffer target are handed to its entries.
      this.device.textureTable = installTextureReceiver(this.pipeScreen, this.pipeContext, this.pipeInputs, this.textureStats, testFault.includes('textures'),
        (serial) => this.device.csoSamplers.retire(serial));
    }
    if (sources.framebuffer === 'push') {
      // framebuffer requires textures (the prerequisite table): texture surfaces name texture resource handles. After
      // the textures receiver: resource calls of other targets are handed to its entries.
      if (this.device.textureTable === null) throw new Error('backend-gles: framebuffer pushed without textures (its prerequisite): surfaces name texture handles');
      this.device.renderbufferTable = installFramebufferReceiver(this.pipeScreen, this.pipeContext, this.pipeInputs, this.device, this.framebufferStats, testFault.includes('framebuffer'));
    }
    if (pipe.pushUploads === true) {
      // images-upload requires textures (the prerequisite table): shapes name texture resource handles. Last of the
      // resource receivers: a respecify / destroy reaches the others' entries first.
      if (this.device.textureTable === null) throw new Error('backend-gles: images-upload pushed without textures (its prerequisite): shapes name texture handles');
      this.device.uploadsPushed = true;
      installUploadReceiver(this.pipeScreen, this.pipeContext, this.device.uploadHost(pipe.verify === true), this.uploadStats, testFault.includes('images-upload'));
    }
    if (sources['images-upload'] === 'push') {
      // The image units: set_shader_images names texture handles (textures is the prerequisite).
      const textureTable = this.device.textureTable;
      if (textureTable === null) throw new Error('backend-gles: images-upload pushed without textures (its prerequisite): image units name texture handles');
      installShaderImageReceiver(this.pipeContext, this.pipeInputs.own.images, (h) => textureTable.isLive(h), testFault.includes('images-upload'));
    }
    if (sources['vertex-elements'] === 'push') {
      // vertex-elements requires buffers (the prerequisite table): its binding points name buffer-table handles.
      const bufferTable = this.device.bufferTable;
      if (bufferTable === null) throw new Error('backend-gles: vertex-elements pushed without buffers (its prerequisite): vertex buffers name buffer handles');
      const csoVertexArrays = this.device.csoVertexArrays;
      installVertexElementsReceiver(this.pipeContext, this.pipeInputs, (h, call) => { bufferTable.twin(h, call); }, this.vertexStats, testFault.includes('vertex-elements'),
        (key) => csoVertexArrays.retire(key));
    }
    if (sources.program === 'push') {
      // program requires buffers (the prerequisite table): set_shader_buffers names buffer-table handles.
      if (this.device.bufferTable === null) throw new Error('backend-gles: program pushed without buffers (its prerequisite): shader buffers name buffer handles');
      this.programReceiver = new ProgramReceiver(this.pipeInputs.own.program, this.device, testFault.includes('program'), !this.pipeInputs.legacyMemos);
      this.programReceiver.install(this.pipeContext);
    }
    this.drawSync = new DrawSync(this.device);
    this.draws = new DrawCommands(this.device, this.drawSync);
    this.readbacks = new ReadbackCommands(this.device, this.drawSync.framebuffers);
    this.transfers = new TransferCommands(this.device, this.drawSync, this.readbacks);
    this.queries = new QueryCommands(this.device, this.drawSync.program, this.drawSync.blocks, this.drawSync);
    const queries = this.queries;
    this.draws.xfbCaptured = (mode, count, instances) => queries.noteCaptured(mode, count, instances);
    this.draws.xfbDropped = () => queries.noteDropped();
    let drawVerify: DrawVerify | null = null;
    if (pipe.pushDraws === true) {
      // emulation requires buffers and vertex-elements (the prerequisite table): draw_vbo names buffer handles and
      // draws from the pushed vertex input.
      if (this.device.bufferTable === null || sources['vertex-elements'] !== 'push') {
        throw new Error('backend-gles: draws pushed (emulation) without buffers and vertex-elements (its prerequisites)');
      }
      // Verify's side of drawTransformFeedback: the count this backend kept at capture time for the named object.
      drawVerify = pipe.verify === true ? new DrawVerify(this.pipeInputs, (name) => queries.capturedVertices(this.xfbObjectOf(name))) : null;
      const verify = drawVerify;
      const receiver = new DrawVboReceiver(this.pipeInputs, this.draws, () => this.conditionPasses(), verify, testFault.includes('emulation'), this.device.bufferTable);
      this.drawReceiver = receiver;
      this.pipeContext.draw_vbo = (p) => receiver.receive(p);
      this.pipeContext.set_indirect_buffers = (p) => receiver.setIndirectBuffers(p);
    }
    // The framebuffer bit: every clear arrives as `clear` (framebuffer-verb-receiver.ts), never through the legacy clear verbs.
    const clearVerify = pipe.verify === true && sources.framebuffer === 'push' ? new ClearVerify(this.pipeInputs) : null;
    if (sources.framebuffer === 'push') {
      const clears = new ClearReceiver(this.pipeInputs, this.transfers, () => this.conditionPasses(), clearVerify, testFault.includes('framebuffer'));
      this.pipeContext.clear = (p) => clears.receive(p);
      const blits = new BlitReceiver(this.pipeInputs, this.transfers, pipe.verify === true, testFault.includes('framebuffer'));
      this.blitReceiver = blits;
      this.pipeContext.blit = (p) => blits.receive(p);
    }
    const blitVerify = pipe.verify === true ? this.blitReceiver : null;
    // images-upload with framebuffer: glCopyTex(Sub)Image*, glCopyImageSubData and glGenerateMipmap arrive as
    // copy_framebuffer_to_texture / resource_copy_region / generate_mipmap; the texels they write stay here.
    if (pipe.pushUploads === true && sources.framebuffer === 'push') new TextureTransferReceiver(this.pipeInputs, this.device, this.transfers).install(this.pipeContext);
    // The program bit: compute dispatch, barriers and flushes arrive as launch_grid / memory_barrier / flush.
    let syncVerify: ComputeSyncReceiver | null = null;
    if (sources.program === 'push') {
      const table = this.device.bufferTable!;
      const sync = new ComputeSyncReceiver(this.pipeInputs, this.queries, this.device.gl, {
        driverName: (h, call) => table.twin(h, call).name, size: (h) => table.record(h).size,
      }, pipe.verify === true, testFault.includes('program'));
      this.pipeContext.launch_grid = (p) => sync.launchGrid(p);
      this.pipeContext.memory_barrier = (p) => sync.memoryBarrier(p);
      this.pipeContext.texture_barrier = (p) => sync.textureBarrier(p);
      this.pipeContext.flush = (p) => sync.flush(p);
      if (pipe.verify === true) syncVerify = sync;
    }
    // The readback-pack bit (its prerequisite framebuffer pushed): glReadPixels arrives as read_pixels (a reply slot)
    // or read_pixels_to_buffer, read from the pushed read framebuffer with the pushed pack state; glGetTexImage as
    // get_texture_image (a reply slot too).
    if (sources['readback-pack'] === 'push' && sources.framebuffer === 'push') {
      const pushed = new PushedReadback(this.device, this.drawSync.framebuffers, this.readbacks.scratch);
      const reads = new ReadbackReceiver(this.pipeInputs, pushed, pipe.verify === true);
      this.readbackReceiver = reads;
      this.pipeContext.read_pixels = (p) => reads.readPixels(p);
      this.pipeContext.read_pixels_to_buffer = (p) => reads.readPixelsToBuffer(p);
      // glGetTexImage: a pushed texture resource (textures is framebuffer's prerequisite, so pushed too).
      this.pipeContext.get_texture_image = (p) => reads.getTextureImage(p);
    }
    const readVerify = pipe.verify === true ? this.readbackReceiver : null;
    // The xfb-queries bit (its prerequisites buffers and program pushed): XFB objects and targets arrive by handle and
    // the span verbs as begin / end / pause / resume_stream_output; the capture reads only what was pushed.
    if (sources['xfb-queries'] === 'push') {
      const table = this.device.bufferTable;
      if (table === null || sources.program !== 'push') {
        throw new Error('backend-gles: xfb-queries pushed without buffers and program (its prerequisites): targets name buffer handles, strides come with the program');
      }
      const so = new StreamOutputReceiver(this.pipeInputs.own.xfb, {
        checkBuffer: (h, call) => { table.twin(h, call); },
        destroyed: (slot) => queries.xfbDestroyed(slot),
      }, this.xfbStats, testFault.includes('xfb-queries'), {
        inputs: this.pipeInputs, commands: queries, verify: pipe.verify === true, clientCounts: pipe.pushDraws === true,
      });
      so.install(this.pipeContext);
      this.streamOutputReceiver = so;
      // Queries by handle: the driver twins keyed by the handle slot, never by a front-end Query.
      const qr = new QueryReceiver(this.pipeInputs, queries, pipe.verify === true, testFault.includes('xfb-queries'));
      qr.install(this.pipeContext);
      this.queryReceiver = qr;
      // Fences by handle: the driver syncs keyed by the handle slot, never by a GLsync name.
      const fr = new FenceReceiver(this.pipeInputs, queries, pipe.verify === true);
      fr.install(this.pipeScreen, this.pipeContext);
      this.fenceReceiver = fr;
    }
    const spanVerify = pipe.verify === true ? this.streamOutputReceiver : null;
    if (drawVerify !== null || clearVerify !== null || blitVerify !== null || syncVerify !== null || readVerify !== null || spanVerify !== null) {
      const v = drawVerify, c = clearVerify;
      this.drawVerify = {
        expectDraw: (call) => v?.expectDraw(call), expectMulti: (calls, n) => v?.expectMulti(calls, n), expectIndirect: (...a) => v?.expectIndirect(...a),
        expectTransformFeedback: (...a) => v?.expectTransformFeedback(...a),
        expectClear: (mask) => c?.expectClear(mask), expectClearBuffer: (...a) => c?.expectClearBuffer(...a),
        expectBlit: (...a) => blitVerify?.expectBlit(...a),
        expectDispatch: (...a) => syncVerify?.expectDispatch(...a), expectSync: (...a) => syncVerify?.expectSync(...a),
        expectReadPixels: (x, y, w, h, format, type, dstOffset, packBuffer) => readVerify?.expectReadPixels(x, y, w, h, format, type, dstOffset,
          packBuffer === null || this.device.bufferHandleOf === null ? null : this.device.bufferHandleOf(packBuffer)),
        expectGetTexImage: (...a) => readVerify?.expectGetTexImage(...a),
        expectXfbSpan: (verb, mode) => spanVerify?.expectXfbSpan(verb, mode),
        expectQuery: (verb, query, target, index) => this.queryReceiver?.expectQuery(verb, query, target, index),
        expectFence: (verb, fence, timeoutNs) => this.fenceReceiver?.expectFence(verb, fence, timeoutNs),
      };
    }
    this.verbs = this.createVerbs();
    this.bufferOps = createBufferOps(this.device);
    // Everything pushed: the driver state a draw prepares moves only through calls, so a draw after none but the
    // render-state calls re-syncs only the render state (state/call-epoch.ts). A lane reading any context input
    // (pull, alias, residual) prepares every draw in full. (emulation's one group, the indirect buffers, is never read
    // from the context once draws are pushed: set_indirect_buffers carries them.)
    const everyInputPushed = PIPE_INPUT_SUBSYSTEMS.every((s) => sources[s] === 'push');
    if (pipe.pushDraws === true && pipe.bufferSource === 'push' && everyInputPushed) {
      bumpEpochOnCalls(this.pipeContext, this.device);
      bumpEpochOnCalls(this.pipeScreen, this.device);
      this.device.epochGated = true;
    }
  }

  setDiagnosticListener(listener: (d: BackendDiagnostic) => void): void {
    this.diagnosticListener = listener;
  }

  get stats(): BackendStats {
    return this.device.stats;
  }

  /**
   * Draws the call-epoch gate prepared by the render state alone, by some steps, and in full; the gated ones issued
   * as a repeat of the plain draw before them, and the partial ones issued as that repeat after walking the vertex
   * bindings (state/call-epoch.ts, commands/draw-commands.ts; tests, bench).
   */
  get drawGate(): { readonly gated: number; readonly partial: number; readonly full: number; readonly repeated: number; readonly rebound: number } {
    return this.drawSync.gateStats;
  }

  /** MOBILEGL_PIPE_VERIFY counts (verbs compared, divergences found). */
  get verifyReport(): VerifyReport {
    return this.pipeInputs.report;
  }

  /**
   * Pushed buffers: how the pull paths that still read front-end Buffer objects find their handle (the client's
   * identity map; GlesDevice.bufferHandleOf says why this bridge exists and when it goes).
   */
  setBufferHandleResolver(resolve: (front: FrontBuffer) => MGPipeHandle | null): void {
    this.device.bufferHandleOf = resolve;
    this.pipeInputs.bufferHandleOf = resolve;
    this.pipeInputs.own.program.bufferHandleOf = resolve;
  }

  /** Program pushed, verify: the client's identity map of programs (pushed handles compared with the context's program). */
  setProgramHandleResolver(resolve: (front: FrontProgram) => MGPipeHandle | null): void {
    this.pipeInputs.own.program.programHandleOf = resolve;
  }

  /**
   * Pushed textures: the client's identity map both ways (front texture → handle, handle → front texture), for the pull
   * paths that still hand a front texture to MGB_CTX's textureParams, images-upload's storage bridge and verify
   * (PipeInputs.textureHandleOf / textureFrontOf say why each exists and when it goes).
   */
  setTextureHandleResolver(handleOf: (front: object) => MGPipeHandle | null, frontOf: (h: MGPipeHandle) => object | null): void {
    this.pipeInputs.textureHandleOf = handleOf;
    this.pipeInputs.textureFrontOf = frontOf;
  }

  /**
   * XFB objects pushed: the client's identity map (front XFB object → handle<Xfb>). Verify compares the pushed bound
   * object through it, and drawTransformFeedback's operand (an application name, resolved in the wiring) finds the
   * handle slot the library keys its counts by.
   */
  setXfbHandleResolver(handleOf: (front: { readonly lifetimeId: number }) => MGPipeHandle | null): void {
    this.pipeInputs.xfbHandleOf = handleOf;
  }

  /**
   * Framebuffer pushed, verify: the client's identity map of renderbuffers (front → handle). With the textures one it
   * lets verify compare a pushed surface's handle with the image the context attaches (gles-core framebuffer-inputs.ts).
   */
  setRenderbufferHandleResolver(handleOf: (front: object) => MGPipeHandle | null): void {
    const textures = this.pipeInputs;
    this.pipeInputs.own.framebuffer.surfaceHandleOf = (kind, front) =>
      kind === SurfaceKind.renderbuffer ? handleOf(front) : textures.textureHandleOf === null ? null : textures.textureHandleOf(front);
  }

  /**
   * Pushed buffers: the client's end of the reverse channel for buffer bytes the server writes (MGPipeCallbacks
   * on_buffer_writeback: XFB capture, storage writes at a client-visible barrier, readbacks into a pack buffer).
   */
  setBufferWritebackSink(sink: Pick<MGPipeCallbacks, 'on_buffer_writeback'>): void {
    this.device.writebackSink = sink;
  }

  /** The pushed buffer table's counters (null while buffers pull). */
  get bufferTableStats(): BufferTableStats | null {
    return this.device.bufferTable?.stats ?? null;
  }

  /** What the push receiver got (MOBILEGL_PIPE_STATS), with the index host mirror's counters while buffers push. */
  get receiverStats(): ReceiverStats & VertexReceiverStats & TextureReceiverStats & UploadReceiverStats & FramebufferReceiverStats & Partial<IndexMirrorStats> & Partial<DrawVboStats> & Partial<ProgramReceiverStats> {
    const mirror = this.device.indexMirror;
    const draws = { ...this.drawReceiver?.stats, ...this.programReceiver?.stats, ...(this.streamOutputReceiver === null ? {} : this.xfbStats) };
    const own = { ...this.receiver.stats, ...this.vertexStats, ...this.textureStats, ...this.uploadStats, ...this.framebufferStats };
    return mirror === null ? { ...own, ...draws } : { ...own, ...mirror.stats, ...draws };
  }

  /**
   * Conditional rendering is resolved on the client side of the verb (never on the wire): the bound condition's
   * query and mode are read here, in the wiring, and the library answers from the query's result.
   */
  private conditionPasses(): boolean {
    // xfb-queries pushed: the client sent only the draws and clears whose condition passed (pipe-boundary.ts).
    if (this.queryReceiver !== null) return true;
    const ctx = this.device.ctx;
    const query = ctx.conditionalRenderQuery;
    return query === null || this.queries.conditionPasses(query.lifetimeId, ctx.conditionalRenderMode);
  }

  /**
   * drawTransformFeedback's operand: the XFB object named by the application (0: the default object) as its
   * identity, the handle<Xfb> stand-in the library keys its captured counts by (-1: no such object).
   */
  private xfbObjectOf(name: number): number {
    const ctx = this.device.ctx;
    const xfb = name === 0 ? ctx.defaultTransformFeedback : ctx.objects.transformFeedbacks.Get(name);
    if (xfb === null) return -1;
    if (this.streamOutputReceiver === null) return xfb.lifetimeId;
    // Pushed: the library keys its counts by the handle slot (no handle yet: never bound, so never captured).
    const resolve = this.pipeInputs.xfbHandleOf;
    const h = resolve === null ? null : resolve(xfb);
    return h === null ? -1 : h.slot;
  }

  /** The verbs table: each verb opens at its fill point (PipeInputs.beginVerb with its G5 verb class) first. */
  private createVerbs(): LegacyBackendVerbs {
    const d = this.draws, t = this.transfers, r = this.readbacks, q = this.queries, dev = this.device, i = this.pipeInputs;
    const cond = () => this.conditionPasses();
    const { draw: DRAW, dispatch: DISPATCH, clear: CLEAR, blitOrCopy: BLIT, textureOp: TEXTURE, readback: READBACK, xfbSpan: XFB, query: QUERY, sync: SYNC } = VerbClass;
    return {
      // Conditional rendering (absent from GLES): the query result is read on the CPU before each draw / clear.
      draw: (call: Readonly<DrawCall>) => { i.beginVerb(DRAW); if (cond()) d.draw(call); },
      drawIndirect: (mode, indexType, offset, drawCount, stride, indexSpan) => {
        i.beginVerb(DRAW);
        if (cond()) d.indirect.drawIndirect(mode, indexType, offset, drawCount, stride, indexSpan);
      },
      drawIndirectCount: (mode, indexType, offset, countOffset, max, stride, indexSpan) => {
        i.beginVerb(DRAW);
        if (cond()) d.indirect.drawIndirectCount(mode, indexType, offset, countOffset, max, stride, indexSpan);
      },
      // GLES has no glDrawTransformFeedback: a DrawArraysInstanced of the vertices counted at capture time.
      drawTransformFeedback: (mode, xfbName, _stream, instances) => {
        i.beginVerb(DRAW);
        if (cond()) d.drawCaptured(mode, q.capturedVertices(this.xfbObjectOf(xfbName)), instances);
      },
      dispatchCompute: (x, y, z) => { i.beginVerb(DISPATCH); q.dispatchCompute(x, y, z); },
      dispatchComputeIndirect: (offset) => { i.beginVerb(DISPATCH); q.dispatchComputeIndirect(offset); },
      clear: (mask) => { i.beginVerb(CLEAR); if (cond()) t.clear(mask); },
      clearBuffer: (buffer, drawBuffer, kind, values) => { i.beginVerb(CLEAR); if (cond()) t.clearBuffer(buffer, drawBuffer, kind, values); },
      blitFramebuffer: (a, b, c, e, f, g, h, j, mask, filter) => { i.beginVerb(BLIT); t.blitFramebuffer(a, b, c, e, f, g, h, j, mask, filter); },
      copyImageSubData: (sn, st, sl, sx, sy, sz, dn, dt, dl, dx, dy, dz, w, h, depth) => {
        i.beginVerb(BLIT);
        t.copyImageSubData(sn, st, sl, sx, sy, sz, dn, dt, dl, dx, dy, dz, w, h, depth);
      },
      copyTexSubImage: (texture, target, level, xo, yo, zo, x, y, w, h) => {
        i.beginVerb(BLIT);
        t.copyTexSubImage(texture, target, level, xo, yo, zo, x, y, w, h);
      },
      readPixels: (x, y, w, h, format, type, dst, pack) => { i.beginVerb(READBACK); r.readPixels(x, y, w, h, format, type, dst, pack); },
      getTexImage: (texture, target, level, format, type, dst, pack) => { i.beginVerb(READBACK); r.getTexImage(texture, target, level, format, type, dst, pack); },
      generateMipmap: (texture) => { i.beginVerb(TEXTURE); t.generateMipmap(texture); },
      beginTransformFeedback: (mode) => { i.beginVerb(XFB); q.beginTransformFeedback(mode); },
      endTransformFeedback: () => { i.beginVerb(XFB); q.endTransformFeedback(); },
      pauseTransformFeedback: () => { i.beginVerb(XFB); q.pauseTransformFeedback(); },
      resumeTransformFeedback: () => { i.beginVerb(XFB); q.resumeTransformFeedback(); },
      beginQuery: (query, target, index) => { i.beginVerb(QUERY); q.beginQuery(query.lifetimeId, target, index); },
      endQuery: (query, target, index) => { i.beginVerb(QUERY); q.endQuery(query.lifetimeId, target, index); },
      queryCounter: (query) => { i.beginVerb(QUERY); q.queryCounter(query.lifetimeId); },
      getQueryResult: (query, wait) => { i.beginVerb(QUERY); return q.getQueryResult(query.lifetimeId, wait); },
      // Reads no PipeInputs group (no fill point): the twin keyed by the query's identity goes.
      deleteQuery: (query) => { q.destroyQuery(query.lifetimeId); },
      fenceSync: (id) => { i.beginVerb(SYNC); q.fenceSync(id); },
      clientWaitSync: (id, flags, timeout) => { i.beginVerb(SYNC); return q.clientWaitSync(id, flags, timeout); },
      waitSync: (id) => { i.beginVerb(SYNC); q.waitSync(id); },
      deleteSync: (id) => { i.beginVerb(SYNC); q.deleteSync(id); },
      memoryBarrier: (bits) => { i.beginVerb(SYNC); q.memoryBarrier(bits); },
      textureBarrier: () => { i.beginVerb(SYNC); q.textureBarrier(); },
      flush: () => { i.beginVerb(SYNC); dev.gl.glFlush(); },
      finish: () => { i.beginVerb(SYNC); dev.gl.glFinish(); },
      // Not a G5 verb (create_shader_state leaves from the compile pool): reads no PipeInputs group.
      // The link finished (create_shader_state's moment): the twin builds from the server-owned view of the link.
      programLinked: (program) => {
        i.beginVerb(-1);
        const view = i.own.program.linked(program);
        if (view.artifact === null || buildsAlone(view.artifact)) dev.programs.get(program).build(dev.gl, view, dev.log);
      },
    };
  }

  caps(): LegacyCaps {
    const gl = this.platform.gl;
    this.platform.makeCurrent();
    const v = new Int32Array(3);
    const get = (pname: number) => (gl.glGetIntegerv(pname, v), v[0]);
    const getI = (pname: number, i: number) => (gl.glGetIntegeri_v(pname, i, v), v[0]);
    return {
      maxTextureSize: get(GL.MAX_TEXTURE_SIZE),
      max3DTextureSize: get(GL.MAX_3D_TEXTURE_SIZE),
      maxArrayTextureLayers: get(GL.MAX_ARRAY_TEXTURE_LAYERS),
      maxCubeMapTextureSize: get(GL.MAX_CUBE_MAP_TEXTURE_SIZE),
      maxRenderbufferSize: get(GL.MAX_RENDERBUFFER_SIZE),
      maxSamples: get(GL.MAX_SAMPLES),
      maxColorAttachments: Math.min(8, get(GL.MAX_COLOR_ATTACHMENTS)),
      maxDrawBuffers: Math.min(8, get(GL.MAX_DRAW_BUFFERS)),
      // Viewport arrays and clip distances are lowered when the driver lacks them: advertise the desktop counts.
      maxViewports: 16,
      maxClipDistances: this.capabilities.clipDistance ? Math.min(8, get(GL.MAX_CLIP_DISTANCES)) : 0,
      maxVertexAttribs: Math.min(16, get(GL.MAX_VERTEX_ATTRIBS)),
      maxUniformBufferBindings: get(GL.MAX_UNIFORM_BUFFER_BINDINGS),
      maxShaderStorageBufferBindings: get(GL.MAX_SHADER_STORAGE_BUFFER_BINDINGS),
      maxTransformFeedbackBuffers: get(GL.MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS),
      maxImageUnits: get(GL.MAX_IMAGE_UNITS),
      maxComputeWorkGroupCount: [getI(GL.MAX_COMPUTE_WORK_GROUP_COUNT, 0), getI(GL.MAX_COMPUTE_WORK_GROUP_COUNT, 1), getI(GL.MAX_COMPUTE_WORK_GROUP_COUNT, 2)],
      maxComputeWorkGroupSize: [getI(GL.MAX_COMPUTE_WORK_GROUP_SIZE, 0), getI(GL.MAX_COMPUTE_WORK_GROUP_SIZE, 1), getI(GL.MAX_COMPUTE_WORK_GROUP_SIZE, 2)],
      maxComputeWorkGroupInvocations: get(GL.MAX_COMPUTE_WORK_GROUP_INVOCATIONS),
      uniformBufferOffsetAlignment: get(GL.UNIFORM_BUFFER_OFFSET_ALIGNMENT),
      shaderStorageBufferOffsetAlignment: get(GL.SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT),
      renderer: `MGPipe GLES backend over ${this.platform.renderer}`,
      driverLimits: this.driverLimits(),
      framebufferFetch: this.capabilities.framebufferFetch,
    };
  }

  /**
   * What this backend found on its driver and what it made of it: the renderer, the extension list, the
   * Capabilities (each one a native path or its documented lowering, README.md "How GLES 3.2 differs") after
   * any override, and the Workarounds. For reports (scripts/gpu/driver-report.ts); not a hot path.
   */
  driverReport(): { renderer: string; version: string; extensions: string[]; capabilities: Capabilities; workarounds: Workarounds } {
    const p = this.platform;
    return { renderer: p.renderer, version: p.version, extensions: [...p.extensions].sort(), capabilities: { ...this.capabilities }, workarounds: { ...this.workarounds } };
  }

  /** The driver's values of the limits GLES 3.2 shares with GL 4.5 (pnames it does not know are left out). */
  private driverLimits(): Map<number, number[]> {
    const gl = this.platform.gl;
    const out = new Map<number, number[]>();
    const i32 = new Int32Array(1);
    const f32 = new Float32Array(1);
    const i64 = new BigInt64Array(1);
    while (gl.glGetError() !== GL.NO_ERROR) { /* drain errors older than these queries */ }
    const read = (pname: number, query: () => number) => {
      const v = query();
      if (gl.glGetError() === GL.NO_ERROR) out.set(pname, [v]);
    };
    for (const pname of DRIVER_LIMIT_PNAMES) read(pname, () => (gl.glGetIntegerv(pname, i32), i32[0]));
    for (const pname of DRIVER_FLOAT_LIMIT_PNAMES) read(pname, () => (gl.glGetFloatv(pname, f32), f32[0]));
    read(GL.MAX_SERVER_WAIT_TIMEOUT, () => (gl.glGetInteger64v(GL.MAX_SERVER_WAIT_TIMEOUT, i64), Number(i64[0])));
    fillExtensionMinimums(out, this.platform.extensions);
    return out;
  }

  attach(context: GLContext, surfaceWidth: number, surfaceHeight: number): void {
    if (surfaceWidth !== this.options.width || surfaceHeight !== this.options.height) {
      throw new Error(`backend-gles: surface ${surfaceWidth}×${surfaceHeight} differs from the backend's ${this.options.width}×${this.options.height}`);
    }
    this.platform.makeCurrent();
    this.device.callEpoch++;
    this.device.ctx = context;
    this.pipeInputs.attach(context);
    this.device.mirror.attach(this.pipeInputs.renderStateBlob(context));
  }

  makeCurrent(): void {
    this.platform.makeCurrent();
  }

  /** Framebuffer 0 as RGBA8, bottom row first (the harness lane's readback; bypasses the front end). */
  readDefaultFramebuffer(): Uint8Array {
    this.platform.makeCurrent();
    this.device.callEpoch++;
    const { width, height } = this.options;
    const pixels = new Uint8Array(width * height * 4);
    const b = this.device.bindings;
    b.bindReadFramebuffer(0);
    b.bindBuffer(GL.PIXEL_PACK_BUFFER, 0);
    b.pixelStore(GL.PACK_ALIGNMENT, 1);
    b.pixelStore(GL.PACK_ROW_LENGTH, 0);
    b.pixelStore(GL.PACK_SKIP_ROWS, 0);
    b.pixelStore(GL.PACK_SKIP_PIXELS, 0);
    this.device.gl.glReadPixels(0, 0, width, height, GL.RGBA, GL.UNSIGNED_BYTE, pixels);
    return pixels;
  }

  destroy(): void {
    if (this.platform.context.destroyed) return;
    this.platform.makeCurrent();
    this.queries.destroy();
    this.device.destroy();
    this.platform.destroy();
  }
}

export function createGlesBackend(options: GlesBackendOptions): GlesBackend {
  return new GlesBackend(options);
}
