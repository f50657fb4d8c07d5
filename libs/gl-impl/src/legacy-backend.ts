// The legacy boundary (seeds §2.1, "today's" shape, before MGPipe): what the front end calls at verb time.
// Verbs carry GL-call-shaped arguments; everything else a backend needs it reads from the GLContext it
// was attached to (MGB_CTX resolves to that context in the pull path). A null verb means "not
// implemented: the front end falls back" (for a draw, that is GL_INVALID_OPERATION plus a debug message
// naming the missing verb; for queries, the result reads as 0).
//
// Buffer ops are different: they are dispatched at GL-call time, right after the front end's shadow
// copy has been updated, because a backend that mirrors buffer contents must see each mutation in order
// (seeds §5.1.1: buffers push at call time, textures at sync time).
import type { GLContext } from '@mgpipe/gl-state';
import type { Buffer, Program, Query, Texture } from '@mgpipe/gl-state';
import type { MGPipeHandle } from '@mgpipe/pipe-types';

/** Client memory or an offset into the buffer bound to the relevant target. */
export type ClientData = ArrayBufferView | number;

/** One indexed or non-indexed draw, after the front end validated it. */
export interface DrawCall {
  mode: number;
  /** Non-indexed: first vertex. Indexed: unused. */
  first: number;
  count: number;
  /** 0 = non-indexed; else UNSIGNED_BYTE / UNSIGNED_SHORT / UNSIGNED_INT. */
  indexType: number;
  /** Indexed: offset into the element buffer, or client memory when no element buffer is bound. */
  indices: ClientData;
  instanceCount: number;
  baseVertex: number;
  baseInstance: number;
  /**
   * Indexed from an element buffer: that buffer's bytes as the client holds them, the per-draw host span (seeds
   * §4.5.7 MGHostSpan {ptr, offset = indices, size = count × index size}) a server whose index host mirror does not
   * hold the buffer reads instead (D-B7; counted as index-bytes-shipped). A reference, never a copy; absent or null:
   * nothing travels (non-indexed, client indices, or a caller that knows the mirror holds the buffer).
   */
  indexSpan?: Uint8Array | null;
}

export interface LegacyBackendVerbs {
  draw: ((draw: Readonly<DrawCall>) => void) | null;
  /**
   * A multi draw's sub-draws, validated, each rendering something: `draws[0 .. n)` (the array may be longer; its
   * records are the front end's, reused). Optional: without it the front end calls `draw` once per sub-draw.
   */
  multiDraw?: ((draws: readonly Readonly<DrawCall>[], n: number) => void) | null;
  /**
   * Indirect draws: the command(s) live in the DRAW_INDIRECT buffer at `offset`. `indexSpan` (indexed draws): the
   * element buffer's bytes as the client holds them, the per-draw host span of DrawCall.indexSpan (a reference).
   */
  drawIndirect: ((mode: number, indexType: number, offset: number, drawCount: number, stride: number, indexSpan: Uint8Array | null) => void) | null;
  /** GL 4.6 indirect-count draws: drawCount read from the PARAMETER_BUFFER at countOffset. */
  drawIndirectCount:
    | ((mode: number, indexType: number, offset: number, countOffset: number, maxDrawCount: number, stride: number, indexSpan: Uint8Array | null) => void)
    | null;
  drawTransformFeedback: ((mode: number, xfbName: number, stream: number, instanceCount: number) => void) | null;
  dispatchCompute: ((x: number, y: number, z: number) => void) | null;
  dispatchComputeIndirect: ((offset: number) => void) | null;
  /** glClear with the mask; clear values, masks, scissor come from the context. */
  clear: ((mask: number) => void) | null;
  /** glClearBuffer{iv,uiv,fv,fi}: buffer COLOR/DEPTH/STENCIL/DEPTH_STENCIL, values as given. */
  clearBuffer: ((buffer: number, drawBuffer: number, kind: 'f' | 'i' | 'ui' | 'fi', values: ArrayLike<number>) => void) | null;
  blitFramebuffer:
    | ((srcX0: number, srcY0: number, srcX1: number, srcY1: number, dstX0: number, dstY0: number, dstX1: number, dstY1: number, mask: number, filter: number) => void)
    | null;
  copyImageSubData:
    | ((srcName: number, srcTarget: number, srcLevel: number, srcX: number, srcY: number, srcZ: number,
        dstName: number, dstTarget: number, dstLevel: number, dstX: number, dstY: number, dstZ: number,
        width: number, height: number, depth: number) => void)
    | null;
  /** copyTex(Sub)Image*: from the read framebuffer into `texture`'s level/face/layer. */
  copyTexSubImage:
    | ((texture: Texture, target: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number, y: number, width: number, height: number) => void)
    | null;
  /**
   * Reads from the read framebuffer; pack state from the context. `dst` is client memory, or (a number) an offset
   * into `packBuffer`: the PIXEL_PACK buffer the front end resolved and bounds-checked for this call (null when none
   * is bound) — the operand MGPipe's read_pixels_to_buffer carries as `dst`, so the backend reads no binding.
   */
  readPixels: ((x: number, y: number, width: number, height: number, format: number, type: number, dst: ClientData, packBuffer: Buffer | null) => void) | null;
  /** Reads a texture level back (the backend owns texel contents once they were uploaded); `dst` / `packBuffer` as readPixels. */
  getTexImage: ((texture: Texture, target: number, level: number, format: number, type: number, dst: ClientData, packBuffer: Buffer | null) => void) | null;
  generateMipmap: ((texture: Texture) => void) | null;
  beginTransformFeedback: ((primitiveMode: number) => void) | null;
  endTransformFeedback: (() => void) | null;
  pauseTransformFeedback: (() => void) | null;
  resumeTransformFeedback: (() => void) | null;
  beginQuery: ((query: Query, target: number, index: number) => void) | null;
  endQuery: ((query: Query, target: number, index: number) => void) | null;
  queryCounter: ((query: Query) => void) | null;
  /** The query's result, or null while it is not yet available and `wait` is false. */
  getQueryResult: ((query: Query, wait: boolean) => number | null) | null;
  /** glDeleteQueries of a query the backend may hold a twin of (after its end, when it was active). */
  deleteQuery: ((query: Query) => void) | null;
  fenceSync: ((syncId: number) => void) | null;
  /** Returns ALREADY_SIGNALED / CONDITION_SATISFIED / TIMEOUT_EXPIRED / WAIT_FAILED. */
  clientWaitSync: ((syncId: number, flags: number, timeoutNs: number) => number) | null;
  waitSync: ((syncId: number) => void) | null;
  deleteSync: ((syncId: number) => void) | null;
  memoryBarrier: ((barriers: number) => void) | null;
  textureBarrier: (() => void) | null;
  flush: (() => void) | null;
  finish: (() => void) | null;
  /** A program was linked successfully on the client; the backend may build its driver program now. */
  programLinked: ((program: Program) => void) | null;
}

/** Called right after the front end updated its shadow copy of a buffer. */
export interface LegacyBufferOps {
  /** bufferData / bufferStorage: new size and (maybe) contents. */
  onBufferStorage(buffer: Buffer): void;
  onBufferSubData(buffer: Buffer, offset: number, size: number): void;
  onCopyBufferSubData(src: Buffer, dst: Buffer, srcOffset: number, dstOffset: number, size: number): void;
  /** Writes through a mapping become visible: an unmap, or a flushMappedBufferRange of [offset, +size). */
  onMappedWrite(buffer: Buffer, offset: number, size: number): void;
  onDelete(buffer: Buffer): void;
  /**
   * glClear(Named)Buffer(Sub)Data of [offset, +size) with one converted element (optional: absent, the front end
   * reports the cleared range as onBufferSubData, which the legacy backends take).
   */
  onClearBufferSubData?(buffer: Buffer, offset: number, size: number, element: Uint8Array): void;
  /** glInvalidateBuffer(Sub)Data (optional: a backend that keeps the bytes needs nothing). */
  onInvalidate?(buffer: Buffer, offset: number, size: number): void;
}

export interface LegacyCaps {
  maxTextureSize: number;
  max3DTextureSize: number;
  maxArrayTextureLayers: number;
  maxCubeMapTextureSize: number;
  maxRenderbufferSize: number;
  maxSamples: number;
  maxColorAttachments: number;
  maxDrawBuffers: number;
  maxViewports: number;
  maxClipDistances: number;
  maxVertexAttribs: number;
  maxUniformBufferBindings: number;
  maxShaderStorageBufferBindings: number;
  maxTransformFeedbackBuffers: number;
  maxImageUnits: number;
  maxComputeWorkGroupCount: [number, number, number];
  maxComputeWorkGroupSize: [number, number, number];
  maxComputeWorkGroupInvocations: number;
  uniformBufferOffsetAlignment: number;
  shaderStorageBufferOffsetAlignment: number;
  renderer: string;
  /**
   * The driver's values of the limits GL and the driver's API share (pname → values), for the
   * implementation limits the driver bounds (c-implementation-limits.ts); a pname the driver does not
   * know is absent. Undefined when the backend has no driver (the front end then answers GL 4.5's
   * minimum maxima).
   */
  driverLimits?: ReadonlyMap<number, readonly number[]>;
  /**
   * The backend runs fragment outputs declared `inout` (GL_EXT_shader_framebuffer_fetch): its driver has the extension.
   * Absent: not advertised.
   */
  framebufferFetch?: boolean;
}

/**
 * Something the backend could not do that the application must hear about rather than see nothing
 * rendered: a driver program it could not build (SPIRV-Cross, ESSL compile, driver link), a state it
 * cannot express. The front end turns each into a GL debug message and counts them.
 */
export interface BackendDiagnostic {
  kind: 'program-build' | 'unsupported';
  message: string;
}

/**
 * MOBILEGL_PIPE_VERIFY with draws pushed (draw_vbo, the emulation bit): what the legacy verb would have been given,
 * handed to the backend right before the tracker sends the pushed draw; the backend's draw_vbo receiver compares
 * the two (the verb's counterpart of PipeInputs' context-filled shadow). Present only on a verifying backend.
 */
export interface DrawVerifyHooks {
  expectDraw(call: Readonly<DrawCall>): void;
  /** A multi draw sent as one draw_vbo: sub-draw k is compared with range k. */
  expectMulti(calls: readonly Readonly<DrawCall>[], n: number): void;
  /** `countOffset` < 0: not an indirect-count draw (then `maxDrawCount` is unused). */
  expectIndirect(mode: number, indexType: number, offset: number, drawCount: number, stride: number, countOffset: number, maxDrawCount: number): void;
  /**
   * drawTransformFeedback*'s verb arguments: the pushed draw's xfbCpuCapturedVertices (the client's count) is compared
   * with the count the backend kept for the object `xfbName` names at capture time.
   */
  expectTransformFeedback(mode: number, xfbName: number, stream: number, instanceCount: number): void;
  /** glClear's mask, with the clear pushed (the framebuffer bit): the `clear` call is compared with it. */
  expectClear(mask: number): void;
  /** glClearBuffer*'s arguments as the legacy verb gets them, likewise. */
  expectClearBuffer(buffer: number, drawBuffer: number, kind: 'f' | 'i' | 'ui' | 'fi', values: ArrayLike<number>): void;
  /** glBlitFramebuffer's arguments, with the blit pushed (the framebuffer bit): the `blit` call is compared with them. */
  expectBlit(sx0: number, sy0: number, sx1: number, sy1: number, dx0: number, dy0: number, dx1: number, dy1: number, mask: number, filter: number): void;
  /** glDispatchCompute's grid (`indirectOffset` -1), or glDispatchComputeIndirect's offset: compared with `launch_grid` (the program bit). */
  expectDispatch(x: number, y: number, z: number, indirectOffset: number): void;
  /** glMemoryBarrier*'s bits, glFlush, glFinish: compared with `memory_barrier` / `flush` (the program bit). */
  expectSync(verb: 'memoryBarrier' | 'textureBarrier' | 'flush' | 'finish', bits: number): void;
  /** A glReadPixels leaving as read_pixels (dstOffset -1, packBuffer null) or read_pixels_to_buffer (the pack buffer, the offset in it). */
  expectReadPixels(x: number, y: number, w: number, h: number, format: number, type: number, dstOffset: number, packBuffer: Buffer | null): void;
  /** A glGetTexImage leaving as get_texture_image: the texture as the handle it is sent by, the rest as the legacy verb gets them. */
  expectGetTexImage(texture: MGPipeHandle, target: number, level: number, format: number, type: number): void;
  /**
   * glBegin / End / Pause / ResumeTransformFeedback (`primitiveMode` begin's, else 0), with the span verbs pushed (the
   * xfb-queries bit): the begin / end / pause / resume_stream_output call is compared with it.
   */
  expectXfbSpan(verb: 'begin' | 'end' | 'pause' | 'resume', primitiveMode: number): void;
  /** xfb-queries pushed: the legacy query verb's arguments (the query as the handle the client named it by; target, index). */
  expectQuery?(verb: 'begin' | 'end' | 'counter', query: MGPipeHandle, target: number, index: number): void;
  /** xfb-queries pushed: the legacy sync verb, its fence as the handle the client named it by, and its timeout (0 for delete). */
  expectFence?(verb: 'wait' | 'serverWait' | 'destroy', fence: MGPipeHandle, timeoutNs: bigint): void;
}

export interface LegacyBackend {
  readonly name: string;
  /** Verify runs with draws pushed: see DrawVerifyHooks (null / absent: no draw comparison). */
  readonly drawVerify?: DrawVerifyHooks | null;
  /** Registers where the backend reports its diagnostics (one listener; the front end's). */
  setDiagnosticListener?(listener: (d: BackendDiagnostic) => void): void;
  readonly verbs: LegacyBackendVerbs;
  readonly bufferOps: LegacyBufferOps;
  /**
   * A program object died (its executable is gone for good: c-program-state.ts finishProgramDeletion). Only the
   * push boundary implements it (the program bit: delete_shader_state); a pulling backend's GC finds dead programs.
   */
  programDeleted?(program: Program): void;
  caps(): LegacyCaps;
  /** The context this backend serves (its MGB_CTX in the pull path), with the surface size. */
  attach(context: GLContext, surfaceWidth: number, surfaceHeight: number): void;
  /** Makes the backend's driver context current (before a scenario or a batch of calls). */
  makeCurrent(): void;
  destroy(): void;
}
