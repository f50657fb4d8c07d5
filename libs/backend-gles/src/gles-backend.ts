// GlesBackend: the legacy (pull) GLES 3.2 backend — the Espryt analog — implementing gl-impl's LegacyBackend.
// The front end validates and calls verbs; everything a verb needs beyond its arguments is read from the
// attached GLContext (MGB_CTX of the pull path). This file only wires: platform (EGL context), device
// (twins, shadows, mirror), and the three command groups. What it does differently from the interface is in
// README.md beside it.
import type { DrawCall, LegacyBackend, LegacyBackendVerbs, LegacyBufferOps, LegacyCaps } from '@mgpipe/gl-impl';
import type { Buffer, GLContext } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import { detectCapabilities, detectWorkarounds, type Capabilities, type Workarounds } from './capabilities.ts';
import { DrawCommands } from './commands/draw-commands.ts';
import { QueryCommands } from './commands/query-commands.ts';
import { TransferCommands } from './commands/transfer-commands.ts';
import { GlesDevice, type BackendStats } from './device.ts';
import { createDriverCallSink, recordingEntryPoints, type DriverCallSink } from './platform/driver-call-recorder.ts';
import { createEglPlatform, type EglPlatform } from './platform/egl.ts';
import type { LogSink } from './resources/backend-program.ts';
import { DrawSync } from './state/draw-sync.ts';

export interface GlesBackendOptions {
  /** Surface (framebuffer 0) size; the front end's attach() must agree. */
  width: number;
  height: number;
  /**
   * Record every driver call (issue 6's stream comparison). `true` makes a sink (`backend.driverCalls`);
   * a sink records into it. Off (default): the backend calls the native entry points directly — no cost.
   */
  recordDriverCalls?: boolean | DriverCallSink;
  /** Where driver-side failures (SPIRV-Cross, ESSL compile, driver link, unsupported state) go; default console.warn. */
  log?: LogSink;
  /** Test hook: override detected capabilities (e.g. force a lowering on a driver that has the feature). */
  capabilities?: Partial<Capabilities>;
}

export class GlesBackend implements LegacyBackend {
  readonly name = 'gles';
  readonly verbs: LegacyBackendVerbs;
  readonly bufferOps: LegacyBufferOps;
  readonly capabilities: Capabilities;
  readonly workarounds: Workarounds;
  readonly driverCalls: DriverCallSink | null;
  readonly device: GlesDevice;
  private platform: EglPlatform;
  private readonly drawSync: DrawSync;
  private readonly draws: DrawCommands;
  private readonly transfers: TransferCommands;
  private readonly queries: QueryCommands;

  constructor(private readonly options: GlesBackendOptions) {
    this.platform = createEglPlatform(options.width, options.height);
    this.capabilities = { ...detectCapabilities(this.platform.extensions), ...options.capabilities };
    this.workarounds = detectWorkarounds(this.platform.renderer);
    const record = options.recordDriverCalls;
    this.driverCalls = record === undefined || record === false ? null : record === true ? createDriverCallSink() : record;
    const gl = this.driverCalls === null ? this.platform.gl : recordingEntryPoints(this.platform.gl, this.driverCalls);
    this.device = new GlesDevice(gl, this.capabilities, this.workarounds, options.log ?? ((line) => console.warn(line)));
    this.drawSync = new DrawSync(this.device);
    this.draws = new DrawCommands(this.device, this.drawSync);
    this.transfers = new TransferCommands(this.device, this.drawSync);
    this.queries = new QueryCommands(this.device, this.drawSync);
    const queries = this.queries;
    this.draws.xfbCaptured = (mode, count, instances) => queries.noteCaptured(mode, count, instances);
    this.verbs = this.createVerbs();
    this.bufferOps = this.createBufferOps();
  }

  get stats(): BackendStats {
    return this.device.stats;
  }

  private createVerbs(): LegacyBackendVerbs {
    const d = this.draws, t = this.transfers, q = this.queries, dev = this.device;
    return {
      // Conditional rendering (absent from GLES): the query result is read on the CPU before each draw / clear.
      draw: (call: Readonly<DrawCall>) => { if (q.conditionPasses()) d.draw(call); },
      drawIndirect: (mode, indexType, offset, drawCount, stride) => { if (q.conditionPasses()) d.drawIndirect(mode, indexType, offset, drawCount, stride); },
      drawIndirectCount: (mode, indexType, offset, countOffset, max, stride) => {
        if (q.conditionPasses()) d.drawIndirectCount(mode, indexType, offset, countOffset, max, stride);
      },
      // GLES has no glDrawTransformFeedback: a DrawArraysInstanced of the vertices counted at capture time.
      drawTransformFeedback: (mode, xfbName, _stream, instances) => {
        if (q.conditionPasses()) d.drawCaptured(mode, q.capturedVertices(xfbName), instances);
      },
      dispatchCompute: (x, y, z) => q.dispatchCompute(x, y, z),
      dispatchComputeIndirect: (offset) => q.dispatchComputeIndirect(offset),
      clear: (mask) => { if (q.conditionPasses()) t.clear(mask); },
      clearBuffer: (buffer, drawBuffer, kind, values) => { if (q.conditionPasses()) t.clearBuffer(buffer, drawBuffer, kind, values); },
      blitFramebuffer: (a, b, c, e, f, g, h, i, mask, filter) => t.blitFramebuffer(a, b, c, e, f, g, h, i, mask, filter),
      copyImageSubData: (sn, st, sl, sx, sy, sz, dn, dt, dl, dx, dy, dz, w, h, depth) =>
        t.copyImageSubData(sn, st, sl, sx, sy, sz, dn, dt, dl, dx, dy, dz, w, h, depth),
      copyTexSubImage: (texture, target, level, xo, yo, zo, x, y, w, h) => t.copyTexSubImage(texture, target, level, xo, yo, zo, x, y, w, h),
      readPixels: (x, y, w, h, format, type, dst) => t.readPixels(x, y, w, h, format, type, dst),
      getTexImage: (texture, target, level, format, type, dst) => t.getTexImage(texture, target, level, format, type, dst),
      generateMipmap: (texture) => t.generateMipmap(texture),
      beginTransformFeedback: (mode) => q.beginTransformFeedback(mode),
      endTransformFeedback: () => q.endTransformFeedback(),
      pauseTransformFeedback: () => q.pauseTransformFeedback(),
      resumeTransformFeedback: () => q.resumeTransformFeedback(),
      beginQuery: (query, target, index) => q.beginQuery(query, target, index),
      endQuery: (query, target, index) => q.endQuery(query, target, index),
      queryCounter: (query) => q.queryCounter(query),
      getQueryResult: (query, wait) => q.getQueryResult(query, wait),
      fenceSync: (id) => q.fenceSync(id),
      clientWaitSync: (id, flags, timeout) => q.clientWaitSync(id, flags, timeout),
      waitSync: (id) => q.waitSync(id),
      deleteSync: (id) => q.deleteSync(id),
      memoryBarrier: (bits) => q.memoryBarrier(bits),
      textureBarrier: () => q.textureBarrier(),
      flush: () => dev.gl.glFlush(),
      finish: () => dev.gl.glFinish(),
      programLinked: (program) => dev.programs.get(program).build(dev.gl, program, dev.log),
    };
  }

  private createBufferOps(): LegacyBufferOps {
    const dev = this.device;
    return {
      onBufferStorage: (buffer: Buffer) => dev.buffers.get(buffer).respecify(dev.gl, dev.bindings, buffer),
      onBufferSubData: (buffer: Buffer, offset: number, size: number) => dev.buffers.get(buffer).upload(dev.gl, dev.bindings, buffer, offset, size),
      onCopyBufferSubData: (_src: Buffer, dst: Buffer, _so: number, dstOffset: number, size: number) =>
        dev.buffers.get(dst).upload(dev.gl, dev.bindings, dst, dstOffset, size),
      onMappedWrite: (buffer: Buffer, offset: number, size: number) => dev.buffers.get(buffer).upload(dev.gl, dev.bindings, buffer, offset, size),
      onDelete: (buffer: Buffer) => {
        const twin = dev.buffers.peek(buffer);
        if (twin !== undefined) dev.bindings.forgetBuffer(twin.name);
        dev.buffers.delete(dev.gl, buffer);
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
    };
  }

  attach(context: GLContext, surfaceWidth: number, surfaceHeight: number): void {
    if (surfaceWidth !== this.options.width || surfaceHeight !== this.options.height) {
      throw new Error(`backend-gles: surface ${surfaceWidth}×${surfaceHeight} differs from the backend's ${this.options.width}×${this.options.height}`);
    }
    this.platform.makeCurrent();
    this.device.ctx = context;
    this.device.mirror.attach(context.renderState.params);
  }

  makeCurrent(): void {
    this.platform.makeCurrent();
  }

  /** Framebuffer 0 as RGBA8, bottom row first (the harness lane's readback; bypasses the front end). */
  readDefaultFramebuffer(): Uint8Array {
    this.platform.makeCurrent();
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
