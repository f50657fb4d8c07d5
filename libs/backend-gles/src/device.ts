// GlesDevice: the device core (gles-core: entry points, binding shadows, capabilities, MGB_CTX, stats) plus
// every subsystem's twins — the render-state mirror, the six twin registries with their GC and the stream
// buffer. It implements each subsystem library's device interface (BufferDevice, TextureDevice, ...), so a
// subsystem library sees only its own twins and those of its prerequisites, while the wiring holds them all.
import {
  DeviceCore, GC_DRAW_INTERVAL, PushedTexture, isPushedTexture, settleComparison, SurfaceKind, type TextureHandleRef, type SamplerStateView, TwinRegistry, type CreationSweepSignal, type Capabilities, type FramebufferSurface, type FramebufferView, type FrontBuffer,
  type FrontFramebuffer, type FrontProgram, type FrontVertexArray, type ProgramView, type IndexBufferRef, type LogSink, type PipeInputs, type PulledBufferTwins, type PushedBufferTwins, type VertexBufferSet,
  type VertexElementsView, type Workarounds,
} from '@mgpipe/gles-core';
import { BackendBuffer, BufferTable, IndexMirror, StreamBuffer, glBufferStore, indexMirrorBudgetBytes, type BufferDevice } from '@mgpipe/gles-buffers';
import { BackendFramebuffer, BackendRenderbuffer, PushedFramebufferTwins, type FramebufferDevice, type FrontRenderbuffer } from '@mgpipe/gles-framebuffer';
import type { ImageDevice, PulledRegion, UploadReceiverHost } from '@mgpipe/gles-images-upload';
import { BackendProgram, buildsAlone, ViewportIndexLowering, type ProgramDevice, type ProgramTwins } from '@mgpipe/gles-program';
import { RenderStateMirror, type RenderStateDevice } from '@mgpipe/gles-render-state';
import { BackendSampler, BackendTexture, CsoSamplers, MAX_LEVELS, SharedSamplers, NO_PENDING_SHAPES, type FrontSampler, type FrontTexture } from '@mgpipe/gles-textures';
import { BackendVertexArray, CsoVertexArrays, type VertexArrayDevice } from '@mgpipe/gles-vertex-elements';
import type { ReadbackDevice } from './commands/readback-commands.ts';
import type { TextureResourceTable } from './state/texture-receiver.ts';
import type { FramebufferReceiverDevice, PushedRenderbuffer, RenderbufferTable } from './state/framebuffer-receiver.ts';
import type { Buffer, GLContext } from '@mgpipe/gl-state';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL, grownSlotTable, slotTableSize } from '@mgpipe/value-types';
import { MGPipeFatal, type MGPipeCallbacks, type MGPipeHandle } from '@mgpipe/pipe-types';

export type { BackendStats } from '@mgpipe/gles-core';

export class GlesDevice extends DeviceCore<GLContext>
  implements BufferDevice, PulledBufferTwins<BackendBuffer>, PushedBufferTwins<BackendBuffer>, FramebufferDevice, ProgramDevice, ProgramTwins, RenderStateDevice, VertexArrayDevice,
  ReadbackDevice, FramebufferReceiverDevice, ImageDevice {
  readonly mirror: RenderStateMirror;
  readonly stream: StreamBuffer;
  private drawsSinceSweep = 0;
  /** Raised by any registry below after GC_CREATION_INTERVAL creations (twin-registry.ts). */
  private readonly creationSweep: CreationSweepSignal = { due: false };
  driverTextureMoves = 0;
  /**
   * Bumped by every MGPipe call that can move what PrepareForDraw establishes (all of them but draw_vbo and the
   * render-state calls: state/call-epoch.ts), by a sweep and by the harness's readback. A draw whose epoch equals
   * the last prepared draw's re-syncs only the render state (DrawSync.prepare).
   */
  callEpoch = 0;
  /**
   * The PrepareForDraw steps (call-epoch.ts PrepareStep bits) the partial calls since the last full prepare named:
   * a draw the epoch gate lets through runs these (DrawSync.prepare).
   */
  stepsMoved = 0;
  /**
   * Everything pushed (GlesBackend sets it when it wraps the tables, call-epoch.ts): every call but the neutral and
   * partial ones bumps callEpoch. DrawSync then skips the steps of a draw of the last prepared draw's epoch, and a sampled
   * texture checked and synced in this epoch is still live and in sync (sampledPushedTexture). Off on pull / alias /
   * residual lanes, whose inputs move without a call.
   */
  epochGated = false;

  readonly buffers: TwinRegistry<FrontBuffer, BackendBuffer>;
  readonly textures: TwinRegistry<FrontTexture, BackendTexture>;
  readonly samplers: TwinRegistry<FrontSampler, BackendSampler>;
  readonly framebuffers: TwinRegistry<FrontFramebuffer, BackendFramebuffer>;
  readonly renderbuffers: TwinRegistry<FrontRenderbuffer, BackendRenderbuffer>;
  readonly programs: TwinRegistry<FrontProgram, BackendProgram>;
  /** Program pushed: the twin of each live ShaderCso slot, built at create_shader_state (gles-program program-receiver.ts). */
  readonly pushedPrograms: (BackendProgram | undefined)[] = [];
  private readonly viewportIndex: ViewportIndexLowering;
  readonly vertexArrays: TwinRegistry<FrontVertexArray, BackendVertexArray>;
  /**
   * vertex-elements pushed: the driver VAO of each vertex-elements CSO (the server knows no VAO object): one per CSO
   * slot at phase C, one per CSO in a hashed registry under MOBILEGL_PIPE_LEGACY_MEMOS=1 (gles-vertex-elements
   * cso-vertex-arrays.ts).
   */
  readonly csoVertexArrays: CsoVertexArrays;
  /**
   * Buffers pushed (the buffers bit): the server-side handle table that resource_create / _respecify / _destroy
   * and the buffer data ops fill (gles-buffers buffer-table.ts); null while buffers pull (the `buffers` registry
   * above then keeps the twins, keyed by front object).
   */
  readonly bufferTable: BufferTable<BackendBuffer> | null;
  /**
   * Buffers pushed: the index host mirror (D-B7, gles-buffers index-mirror.ts) the draw path's host index work reads
   * (restart rewrite, polygon-mode lowering, host vertex ranges, flattened multi-draws); null while buffers pull
   * (that work then reads the front end's shadow, the pull path's mirror).
   */
  readonly indexMirror: IndexMirror | null;
  /**
   * The bridge for code that still pulls (vertex-elements, program's block bindings, xfb-queries, textures,
   * readback-pack): they read front-end Buffer objects from the context and need the driver twin. With buffers
   * pushed the twin lives in `bufferTable`, so the front object is translated to its handle by the client's
   * identity map (set by the front end, GlesBackend.setBufferHandleResolver) — the table itself never sees it.
   * It goes away with those pull paths (issue 15: set_vertex_buffers / set_shader_buffers name handles).
   */
  bufferHandleOf: ((front: FrontBuffer) => MGPipeHandle | null) | null = null;

  /** `xfbSeparateComponents`: GlesBackendOptions.limits' cap on MAX_TRANSFORM_FEEDBACK_SEPARATE_COMPONENTS (tests only). */
  constructor(gl: GLEntryPoints, caps: Capabilities, workarounds: Workarounds, log: LogSink, inputs: PipeInputs, indexMirrorMB = 64,
    private readonly xfbSeparateComponents = Infinity) {
    super(gl, caps, workarounds, log, inputs);
    // Phase C: twins in the table's slot array, keyed by {slot, gen}; MOBILEGL_PIPE_LEGACY_MEMOS=1 keeps the hashed
    // registry arm under the same interface (buffer-table.ts), for a real old-vs-new A/B.
    this.bufferTable = inputs.buffers.source === 'push' ? new BufferTable(glBufferStore(gl, this.bindings), !inputs.legacyMemos) : null;
    this.indexMirror = this.bufferTable === null ? null : new IndexMirror(indexMirrorBudgetBytes(indexMirrorMB));
    this.mirror = new RenderStateMirror(gl, caps);
    // Phase C: the pipeline part of the render-state sync keyed by CSO handle (off under MOBILEGL_PIPE_LEGACY_MEMOS=1).
    if (inputs.handleMemo) this.mirror.useHandleMemo(inputs);
    this.stream = new StreamBuffer(gl, this.bindings);
    this.csoVertexArrays = new CsoVertexArrays(gl, this.bindings, !inputs.legacyMemos);
    this.csoSamplers = new CsoSamplers(gl, this.bindings, !inputs.legacyMemos);
    this.sharedSamplers = new SharedSamplers(gl, (name) => this.bindings.forgetSampler(name));
    this.pushedFramebuffers = new PushedFramebufferTwins(gl, this.bindings, !inputs.legacyMemos);
    // Liveness: default objects (name 0) live as long as the context; others while their namespace maps them.
    const alive = <T extends { name: number }>(ns: () => { Get(name: number): unknown }) => (o: T) => o.name === 0 || ns().Get(o.name) === o;
    this.buffers = new TwinRegistry('buffer', () => new BackendBuffer(gl), alive(() => this.ctx.objects.buffers), this.creationSweep);
    this.textures = new TwinRegistry('texture', (f) => {
      const twin = new BackendTexture(gl, f, inputs, this.sharedSamplers);
      // images-upload pushed: the pushed upload branch from the start (the backend never clears a front dirty region).
      if (this.uploadsPushed) twin.pending = NO_PENDING_SHAPES;
      return twin;
    }, alive(() => this.ctx.objects.textures), this.creationSweep);
    this.samplers = new TwinRegistry('sampler', () => new BackendSampler(gl), alive(() => this.ctx.objects.samplers), this.creationSweep);
    this.framebuffers = new TwinRegistry('framebuffer', () => new BackendFramebuffer(gl), alive(() => this.ctx.objects.framebuffers), this.creationSweep);
    this.renderbuffers = new TwinRegistry('renderbuffer', () => new BackendRenderbuffer(gl), alive(() => this.ctx.objects.renderbuffers), this.creationSweep);
    // gl_ViewportIndex: native, through a flat varying into the fragment stage, or the per-viewport replay.
    const viewportIndex = !caps.viewportArray ? ViewportIndexLowering.Replay
      : !caps.fragmentViewportIndex ? ViewportIndexLowering.FragmentInput : ViewportIndexLowering.None;
    this.viewportIndex = viewportIndex;
    this.programs = new TwinRegistry('program', () => new BackendProgram(viewportIndex, xfbSeparateComponents), alive(() => this.ctx.objects.shaderPrograms), this.creationSweep);
    this.vertexArrays = new TwinRegistry('vertex array', () => new BackendVertexArray(gl, this.bindings), alive(() => this.ctx.objects.vertexArrays), this.creationSweep);
  }

  // ---- AttachmentResolver / TextureDevice ----
  texture(front: FrontTexture): BackendTexture {
    const twin = this.textures.get(front);
    if (front.buffer !== null) twin.bufferTwinName = this.bufferTwin(front.buffer as FrontBuffer).name;
    if (front.viewOf !== null && this.caps.textureView) twin.viewOrigin = this.textures.get(front.viewOf);
    return twin;
  }
  renderbuffer(front: FrontRenderbuffer): BackendRenderbuffer {
    return this.renderbuffers.get(front);
  }

  // ---- TextureDevice: the sampler views' bridges (pull / alias) or handles (push) resolved to twins ----
  /**
   * Textures pushed: the texture resources that resource_create / _destroy maintain (state/texture-receiver.ts); a
   * sampled handle is checked on it (a stale one is Fatal{ProtocolCorruption}). Null while textures pull or alias.
   */
  textureTable: TextureResourceTable | null = null;
  /** images-upload pushed (set before the first twin exists): texture twins take the pushed upload branch. */
  uploadsPushed = false;
  /**
   * Textures pushed: the driver sampler of each sampler CSO (gles-textures cso-samplers.ts: by slot at phase C, by
   * CSO serial under MOBILEGL_PIPE_LEGACY_MEMOS=1); the receiver retires a deleted CSO's.
   */
  readonly csoSamplers: CsoSamplers;
  /** Textures' own sampler state as driver samplers shared by equal parameters (gles-textures shared-samplers.ts). */
  readonly sharedSamplers: SharedSamplers;

  sampledTexture(view: object): BackendTexture {
    if (isPushedTexture(view)) return this.sampledPushedTexture(view);
    const front = view as FrontTexture;
    const twin = this.texture(front);
    twin.sync(this.gl, this.bindings, front, this.caps.textureNorm16, true);
    return twin;
  }

  /**
   * Per texture handle slot: the gen, front texture and twin the last sampling resolved, and the registry's removals
   * then. A live handle names one front texture for its whole life, and that front keeps its twin until the registry
   * removes it, so a hit skips the client identity map and the registry's Map (each probe ~60 instructions a sampled
   * unit of a state-heavy draw). Buffer textures and views are never remembered: texture() re-resolves their buffer
   * twin / view origin at every call.
   */
  private sampledGen = new Int32Array(0);
  private sampledRemovals = new Int32Array(0);
  /**
   * Per slot: the callEpoch and driverTextureMoves when the remembered twin was last checked and synced (-1: never).
   * With epochGated, an equal pair means no call since could have destroyed the texture or changed what its sync
   * reads, and no image binding moved a twin's storage: the check and the sync are skipped (state-heavy: a texture bind
   * per draw, each a partial call that leaves the epoch as it was).
   */
  private sampledEpoch = new Float64Array(0);
  private sampledMoves = new Float64Array(0);
  private sampledFronts: (FrontTexture | null)[] = [];
  private sampledTwins: (BackendTexture | null)[] = [];

  private sampledPushedTexture(h: PushedTexture): BackendTexture {
    // The handle is checked at every draw (a texture destroyed since set_sampler_views is Fatal), memo or not, unless it
    // was checked in this call epoch (a resource_destroy bumps the epoch: the skip below).
    if (this.textureTable === null) return this.texture(this.pushedTextureFront(h)); // throws: textures are not pushed
    const slot = h.slot;
    const hit = this.sampledHit(slot, h.gen);
    // Verify compares what each sync reads: it keeps every check and sync.
    if (hit && this.epochGated && this.sampledEpoch[slot] === this.callEpoch && this.sampledMoves[slot] === this.driverTextureMoves &&
      !this.inputs.config.verify) return this.sampledTwins[slot]!;
    this.textureTable.check(h, 'draw (sampled texture)');
    let front: FrontTexture, twin: BackendTexture;
    if (hit) {
      front = this.sampledFronts[slot]!;
      twin = this.sampledTwins[slot]!;
    } else {
      front = this.pushedTextureFront(h);
      twin = this.texture(front);
      if (front.buffer === null && front.viewOf === null) this.rememberSampled(slot, h.gen, front, twin);
    }
    twin.sync(this.gl, this.bindings, front, this.caps.textureNorm16, true, h);
    if (slot < this.sampledEpoch.length) {
      // Recorded after the sync: one that throws (or moves a twin's storage) leaves the next draw to check and sync again.
      this.sampledEpoch[slot] = this.callEpoch;
      this.sampledMoves[slot] = this.driverTextureMoves;
    }
    return twin;
  }

  /** Whether the memo holds handle {slot, gen} under the registry's current removals. */
  private sampledHit(slot: number, gen: number): boolean {
    return slot < this.sampledGen.length && this.sampledGen[slot] === gen && this.sampledRemovals[slot] === this.textures.removals;
  }

  private rememberSampled(slot: number, gen: number, front: FrontTexture, twin: BackendTexture): void {
    if (slot >= this.sampledGen.length) {
      const n = slotTableSize(this.sampledGen.length, slot);
      this.sampledGen = grownSlotTable(this.sampledGen, n, -1);
      this.sampledRemovals = grownSlotTable(this.sampledRemovals, n, 0);
      this.sampledEpoch = grownSlotTable(this.sampledEpoch, n, -1);
      this.sampledMoves = grownSlotTable(this.sampledMoves, n, -1);
      while (this.sampledFronts.length < n) { this.sampledFronts.push(null); this.sampledTwins.push(null); }
    }
    this.sampledGen[slot] = gen;
    this.sampledRemovals[slot] = this.textures.removals;
    this.sampledFronts[slot] = front;
    this.sampledTwins[slot] = twin;
  }
  samplerTwin(view: SamplerStateView): BackendSampler {
    if (view.csoSlot < 0) return this.samplers.get(view.front as FrontSampler);
    return this.csoSamplers.twin(view);
  }
  textureStorageKey(): number {
    return this.ctx.generations.anyTextureContent;
  }

  /** get_texture_image (gles-readback-pack): the pushed texture `h` checked, its twin synced; the front only bridges shapes. */
  pushedTextureForRead(h: MGPipeHandle, call: string): { twin: BackendTexture; front: FrontTexture } {
    const front = this.pushedTextureFront(h, call);
    const twin = this.texture(front);
    twin.sync(this.gl, this.bindings, front, this.caps.textureNorm16, true);
    return { twin, front };
  }

  /**
   * A pushed view's texture: the handle is checked on the resource table, then the front texture it names is found
   * through the client's identity map — the storage bridge the texture twins still need in one process (they upload from
   * the level shadow a shape names and are keyed by front object; split mode needs the bytes on the wire and the twins
   * keyed by handle).
   */
  private pushedTextureFront(h: TextureHandleRef, call = 'draw (sampled texture)'): FrontTexture {
    if (this.textureTable === null) throw new MGPipeFatal('ProtocolCorruption', `${call}: a texture handle while textures are not pushed`);
    this.textureTable.check(h, call);
    const front = this.inputs.textureFrontOf === null ? null : this.inputs.textureFrontOf(h);
    if (front === null) throw new MGPipeFatal('ProtocolCorruption', `sampled texture {${h.slot}, ${h.gen}} names no texture of the client`);
    return front as FrontTexture;
  }

  // ---- images-upload pushed: the upload receiver's host (gles-images-upload upload-receiver.ts) ----
  /**
   * Which handles are textures (the textures receiver's table); where accepted shapes go (the twin of the texture
   * the handle names, found through the client's identity map — the storage bridge the twins are keyed by in one
   * process); under verify, the region the pull path would upload (the front image's, before the
   * client clears it on acceptance) and the comparison's settlement.
   */
  uploadHost(verify: boolean): UploadReceiverHost {
    const host: UploadReceiverHost = {
      isTexture: (h) => this.textureTable !== null && this.textureTable.isLive(h),
      accepted: (h, uploads) => {
        const twin = this.texture(this.pushedTextureFront(h, 'resource_subdata'));
        twin.pending = uploads;
      },
    };
    if (!verify) return host;
    host.pulled = (h, target, level): PulledRegion | null => {
      const front = this.pushedTextureFront(h, 'resource_subdata');
      const face = front.target === GL.TEXTURE_CUBE_MAP ? target - GL.TEXTURE_CUBE_MAP_POSITIVE_X : 0;
      if (face < 0 || face >= front.faceCount || level >= MAX_LEVELS) return null;
      const dirty = front.GetImage(face, level).dirty;
      return dirty === null || dirty.isEmpty ? null : dirty;
    };
    host.settle = (where, difference) => settleComparison(this.inputs.report, 'textureUploads', where, difference);
    return host;
  }

  // ---- FramebufferDevice: the views' bridges (pull / alias) or handles (push) resolved to twins; the library never reads them ----
  /** Framebuffer pushed: the renderbuffer resources (state/framebuffer-receiver.ts); null while framebuffer pulls or aliases. */
  renderbufferTable: RenderbufferTable | null = null;
  /**
   * Framebuffer pushed: the twin of each framebuffer handle and the driver renderbuffer of each renderbuffer resource
   * (made from its descriptor) — by handle slot at phase C, by identity under MOBILEGL_PIPE_LEGACY_MEMOS=1.
   */
  readonly pushedFramebuffers: PushedFramebufferTwins;

  framebufferTwin(view: FramebufferView): BackendFramebuffer {
    if (!view.pushed) return this.framebuffers.get(view.fbo!);
    return this.pushedFramebuffers.framebuffer(view);
  }
  syncSurface(s: FramebufferSurface): void {
    const norm16 = this.caps.textureNorm16;
    if (s.kind === SurfaceKind.texture) {
      const front = this.surfaceFrontTexture(s);
      this.texture(front).sync(this.gl, this.bindings, front, norm16, true);
    } else if (s.front === null) {
      const r = this.renderbufferTable!.get(s, 'draw (attached renderbuffer)');
      this.pushedFramebuffers.renderbuffer(r).sync(this.gl, this.bindings, r, norm16);
    } else {
      this.renderbuffer(s.front as FrontRenderbuffer).sync(this.gl, this.bindings, s.front as FrontRenderbuffer, norm16);
    }
  }
  surfaceTexture(s: FramebufferSurface): BackendTexture {
    return this.texture(this.surfaceFrontTexture(s));
  }
  surfaceRenderbuffer(s: FramebufferSurface): BackendRenderbuffer {
    if (s.front !== null) return this.renderbuffer(s.front as FrontRenderbuffer);
    return this.pushedFramebuffers.renderbuffer(this.renderbufferTable!.get(s, 'draw (attached renderbuffer)'));
  }
  /**
   * A texture surface's front texture: the bridge (pull / alias), or — pushed — the texture its resource handle names,
   * found through the client's identity map like a sampled one (the storage bridge: see pushedTextureFront).
   */
  private surfaceFrontTexture(s: FramebufferSurface): FrontTexture {
    return s.front !== null ? s.front as FrontTexture : this.pushedTextureFront(s, 'draw (attached texture)');
  }

  /**
   * resource_copy_region (images-upload pushed with framebuffer): the pushed renderbuffer `h` as its synced driver
   * renderbuffer, or null when `h` is no live renderbuffer resource (the caller tries textures).
   */
  pushedRenderbufferForCopy(h: MGPipeHandle, call: string): { readonly twin: BackendRenderbuffer; readonly r: PushedRenderbuffer } | null {
    if (this.renderbufferTable === null || !this.renderbufferTable.isLive(h)) return null;
    const r = this.renderbufferTable.get(h, call);
    const twin = this.pushedFramebuffers.renderbuffer(r);
    twin.sync(this.gl, this.bindings, r, this.caps.textureNorm16);
    return { twin, r };
  }

  // ---- FramebufferReceiverDevice (framebuffer pushed) ----
  textureLive(h: MGPipeHandle): boolean {
    return this.textureTable !== null && this.textureTable.isLive(h);
  }
  framebufferDestroyed(view: FramebufferView): void {
    this.pushedFramebuffers.framebufferDestroyed(view);
  }
  renderbufferDestroyed(r: PushedRenderbuffer): void {
    this.pushedFramebuffers.renderbufferDestroyed(r);
  }

  // ---- ProgramDevice: the program view's bridge (pull / alias) resolved to the twin; the library never reads it ----
  programTwin(view: ProgramView): BackendProgram {
    if (view.pushed) {
      const twin = this.pushedPrograms[view.slot];
      if (twin === undefined) throw new MGPipeFatal('ProtocolCorruption', `draw program {${view.slot}, ${view.gen}} has no twin (no create_shader_state)`);
      return twin;
    }
    return this.programs.get(view.program!);
  }

  // ---- ProgramTwins (program pushed): built from the pushed view at the link's moment, deleted with the handle ----
  shaderStateCreated(slot: number, view: ProgramView): void {
    let twin = this.pushedPrograms[slot];
    if (twin === undefined) this.pushedPrograms[slot] = twin = new BackendProgram(this.viewportIndex, this.xfbSeparateComponents);
    if (view.artifact !== null && !buildsAlone(view.artifact)) return; // built when drawn (a pipeline's stage program)
    twin.build(this.gl, view, this.log);
  }
  shaderStateDeleted(slot: number): void {
    const twin = this.pushedPrograms[slot];
    if (twin === undefined) return;
    this.forgetProgramTwin(twin);
    twin.destroy(this.gl);
    this.pushedPrograms[slot] = undefined;
  }

  // ---- PushedBufferTwins (program pushed: set_shader_buffers names handles) ----
  pushedBufferTwin(h: MGPipeHandle, call: string): BackendBuffer {
    if (this.bufferTable === null) throw new Error('GlesDevice: a pushed buffer handle while buffers pull (program requires buffers pushed)');
    const twin = this.bufferTable.twin(h, call);
    if (this.inputs.config.verify) this.bufferTable.record(h);
    return twin;
  }
  pushedBufferSize(h: MGPipeHandle): number {
    return this.bufferTable!.record(h).size;
  }
  /** Bytes the server writes into a pushed buffer (read_pixels_to_buffer): to its driver twin, then back to the client. */
  writePushedBuffer(h: MGPipeHandle, offset: number, bytes: Uint8Array): void {
    if (this.bufferTable === null) throw new Error('GlesDevice: a pushed buffer handle while buffers pull');
    this.bufferTable.twin(h, 'read_pixels_to_buffer').write(this.gl, this.bindings, offset, bytes);
    this.writeBackPushed(h, offset, bytes);
  }
  writeBackPushed(h: MGPipeHandle, offset: number, bytes: Uint8Array): void {
    if (bytes.byteLength === 0) return;
    this.indexMirror?.written(h, offset, bytes);
    if (this.writebackSink === null) throw new Error('GlesDevice: buffers are pushed but no reverse channel was set (GlesBackend.setBufferWritebackSink)');
    this.writebackSink.on_buffer_writeback(h, BigInt(offset), bytes);
  }
  /** ProgramDevice: the live format of the image bound at `unit` (MGB_CTX shaderImages), -1 when none is. */
  imageUnitFormat(unit: number): number {
    return this.inputs.getShaderImages().format(unit);
  }

  // ---- ImageDevice: an image unit's bridge (pull / alias) resolved to the twin; the library never reads it ----
  imageTexture(view: object): BackendTexture {
    const front = isPushedTexture(view) ? this.pushedTextureFront(view, 'draw (image unit)') : view as FrontTexture;
    const twin = this.texture(front);
    twin.sync(this.gl, this.bindings, front, this.caps.textureNorm16, true);
    if (twin.makeImmutable(this.gl, this.bindings, front)) this.driverTextureMoves++;
    return twin;
  }

  /** The EGL surface's height (framebuffer 0's), set by the backend. */
  surfaceHeight = 0;
  /**
   * ProgramDevice: the draw framebuffer's height — the surface's, the smallest attached image's (GL 4.5 §9.4.2:
   * the framebuffer is the intersection of its attachments), or the no-attachment default (glFramebufferParameteri).
   * Read through MGB_CTX (the framebuffer group: set_framebuffer_state's height when pushed) and only for programs
   * that lower origin_upper_left.
   */
  drawFramebufferHeight(): number {
    const fb = this.inputs.getFramebufferState(false);
    return fb.isDefault ? this.surfaceHeight : fb.height;
  }

  /** A buffer's twin with driver storage matching the shadow (a buffer no bufferOp reached yet). */
  bufferTwin(front: FrontBuffer): BackendBuffer {
    if (this.bufferTable !== null) return this.frontBufferTwin(front);
    const twin = this.buffers.get(front);
    const mgb = this.inputs.buffers;
    twin.ensure(this.gl, this.bindings, mgb.shape(front), mgb.bytes(front));
    return twin;
  }

  private frontBufferTwin(front: FrontBuffer): BackendBuffer {
    const h = this.bufferHandleOf === null ? null : this.bufferHandleOf(front);
    if (h === null) throw new MGPipeFatal('ProtocolCorruption', 'a bound buffer has no handle: it was never created through resource_create');
    const table = this.bufferTable!;
    const twin = table.twin(h);
    if (this.inputs.config.verify) {
      const r = table.record(h);
      this.inputs.buffers.verifyPushed(front, r.size, r.usage, r.immutable);
    }
    return twin;
  }

  // ---- VertexArrayDevice ----
  vertexArrayTwin(el: VertexElementsView): BackendVertexArray {
    if (el.slot >= 0) return this.csoVertexArrays.twin(el);
    return this.vertexArrays.get(el.vao!);
  }

  vertexStateTwin(slot: number): BackendVertexArray {
    return this.csoVertexArrays.stateTwin(slot);
  }

  readonly vertexBufferName = (set: VertexBufferSet, b: number): number => {
    if (!set.pushed) {
      const front = set.fronts[b];
      return front === null ? 0 : this.bufferTwin(front as FrontBuffer).name;
    }
    const h = set.handles[b];
    if (h.slot === 0 && h.gen === 0) return 0;
    const twin = this.bufferTable!.twin(h, 'draw (vertex buffer)');
    if (this.inputs.config.verify) this.verifyDrawnBuffer(h, this.ctx.vertexArray.bindingBuffers[b]);
    return twin.name;
  };

  /**
   * The index host mirror's bytes of the bound element buffer (the whole buffer), or null: buffers pull, no element
   * buffer, or one the mirror does not hold (the draw then reads the client's per-draw span).
   */
  mirroredIndexBytes(ref: IndexBufferRef): Uint8Array | null {
    const mirror = this.indexMirror;
    if (mirror === null) return null;
    if (ref.pushed) return ref.handle.slot === 0 ? null : mirror.of(ref.handle);
    const h = ref.front === null || this.bufferHandleOf === null ? null : this.bufferHandleOf(ref.front as FrontBuffer);
    return h === null ? null : mirror.of(h);
  }

  indexBufferName(ref: IndexBufferRef): number {
    if (!ref.pushed) return ref.front === null ? 0 : this.bufferTwin(ref.front as FrontBuffer).name;
    const h = ref.handle;
    if (h.slot === 0 && h.gen === 0) return 0;
    const twin = this.bufferTable!.twin(h, 'draw (index buffer)');
    if (this.inputs.config.verify) this.verifyDrawnBuffer(h, this.ctx.vertexArray.elementBuffer);
    return twin.name;
  }

  /**
   * MOBILEGL_PIPE_VERIFY, a draw reading a pushed vertex / index buffer: the buffer table's descriptor of the handle
   * against the buffer the context has bound there (the buffers subsystem's own values; which handle is bound is
   * vertex-elements' comparison, PipeInputs.bufferHandleOf). With vertex-elements pushed these draws no longer reach
   * a buffer through the pull bridge (pushedBufferTwin), which compared it there.
   */
  private verifyDrawnBuffer(h: MGPipeHandle, front: FrontBuffer | null): void {
    if (front === null) return;
    const r = this.bufferTable!.record(h);
    this.inputs.buffers.verifyPushed(front, r.size, r.usage, r.immutable);
  }

  // ---- BufferWritebacks (xfb-queries' GPU writes, readback-pack's PIXEL_PACK writes) ----
  /**
   * Buffers pushed: where bytes the server wrote into a buffer go (the client's end of MGPipeCallbacks: tracker
   * buffer-writeback.ts). Set by the wiring with the buffer handle resolver; a pushed write-back without it is a
   * wiring error, never a silent loss.
   */
  writebackSink: Pick<MGPipeCallbacks, 'on_buffer_writeback'> | null = null;

  writeBackBuffer(front: FrontBuffer, offset: number, bytes: Uint8Array, toTwin: boolean): void {
    if (bytes.byteLength === 0) return;
    if (this.bufferTable === null) {
      // The pull path (buffers not pushed): the server side still writes the front shadow, as before the reverse
      // channel; it is deleted with the pull path.
      const buffer = front as Buffer;
      buffer.data.set(bytes, offset);
      buffer.MarkContentChanged(offset, bytes.byteLength);
      if (toTwin) this.bufferTwin(front).upload(this.gl, this.bindings, this.inputs.buffers.shape(front), this.inputs.buffers.bytes(front), offset, bytes.byteLength);
      return;
    }
    const h = this.bufferHandleOf === null ? null : this.bufferHandleOf(front);
    if (h === null) throw new MGPipeFatal('ProtocolCorruption', 'a buffer written back has no handle: it was never created through resource_create');
    if (toTwin) this.bufferTable.twin(h, 'write-back').write(this.gl, this.bindings, offset, bytes);
    this.indexMirror?.written(h, offset, bytes);
    if (this.writebackSink === null) throw new Error('GlesDevice: buffers are pushed but no reverse channel was set (GlesBackend.setBufferWritebackSink)');
    this.writebackSink.on_buffer_writeback(h, BigInt(offset), bytes);
  }

  /** Counts a draw; sweeps the registries every GC_DRAW_INTERVAL draws or after a burst of creations. */
  noteDraw(): void {
    this.stats.draws++;
    if (++this.drawsSinceSweep >= GC_DRAW_INTERVAL || this.creationSweep.due) this.collectGarbage();
  }

  collectGarbage(): number {
    this.drawsSinceSweep = 0;
    this.creationSweep.due = false; // every registry's sweep below restarts its creation count
    this.callEpoch++;
    this.stats.gcSweeps++;
    let n = 0;
    n += this.buffers.sweep(this.gl, this.forgetBufferTwin);
    n += this.textures.sweep(this.gl, this.forgetTextureTwin);
    n += this.samplers.sweep(this.gl, this.forgetSamplerTwin);
    n += this.framebuffers.sweep(this.gl, this.forgetFramebufferTwin);
    n += this.renderbuffers.sweep(this.gl, this.forgetRenderbufferTwin);
    n += this.programs.sweep(this.gl, this.forgetProgramTwin);
    n += this.vertexArrays.sweep(this.gl, this.forgetVertexArrayTwin);
    this.stats.twinsCollected += n;
    return n;
  }

  // The sweeps' callbacks, made once: collectGarbage runs every GC_DRAW_INTERVAL draws and allocates nothing.
  private readonly forgetBufferTwin = (t: BackendBuffer): void => this.bindings.forgetBuffer(t.name);
  // Its own sampler is shared: SharedSamplers forgets it when the last texture using it goes.
  private readonly forgetTextureTwin = (t: BackendTexture): void => this.bindings.forgetTexture(t.name);
  private readonly forgetSamplerTwin = (t: BackendSampler): void => this.bindings.forgetSampler(t.name);
  private readonly forgetFramebufferTwin = (t: BackendFramebuffer): void => this.bindings.forgetFramebuffer(t.name);
  private readonly forgetRenderbufferTwin = (t: BackendRenderbuffer): void => this.bindings.forgetRenderbuffer(t.name);
  private readonly forgetProgramTwin = (t: BackendProgram): void => {
    const b = this.bindings;
    b.forgetProgram(t.name);
    b.forgetProgram(t.countingName);
    if (t.biased) {
      b.forgetProgram(t.biased.name);
      b.forgetProgram(t.biased.countingName);
    }
  };
  private readonly forgetVertexArrayTwin = (t: BackendVertexArray): void => this.bindings.forgetVertexArray(t.name);

  destroy(): void {
    for (const r of [this.buffers, this.textures, this.samplers, this.framebuffers, this.renderbuffers, this.programs, this.vertexArrays]) {
      (r as unknown as TwinRegistry<{ lifetimeId: number; name: number }, { destroy(gl: GLEntryPoints): void }>).destroyAll(this.gl);
    }
    for (const t of this.pushedPrograms) t?.destroy(this.gl);
    this.pushedFramebuffers.destroyAll();
    this.csoVertexArrays.destroyAll();
    this.csoSamplers.destroyAll();
    this.bufferTable?.destroyAll();
    this.indexMirror?.clear();
    this.stream.destroy();
  }
}
