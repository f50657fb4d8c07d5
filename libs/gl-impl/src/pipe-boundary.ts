// The push boundary (seeds §5.1): with MGPipe on, every backend verb is preceded by the tracker's
// validate-for-verb of its class — after the entry point's validation and early returns (the entry points call
// `fe.backend.verbs.*` only once the call is known to reach the backend), never from a GL setter. The tracker's
// calls go to the backend's MGPipeContext (its PipeInputs), then the verb runs and reads what was pushed.
//
// Done as a decorator of the LegacyBackend table (like gallium's trace / ddebug wrappers of pipe_context), so the
// entry points are unchanged: `TrackedBackend.verbs` wraps each verb; everything else forwards. The hot verbs are
// written out (no rest-argument arrays per call).
import { GenericBufferSlot, type Buffer, type GLContext, type Program, type Query, type Texture } from '@mgpipe/gl-state';
import { MGPipeKind, type MGPipeContext } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { MGPipeTracker, TrackerVerbClass, type BufferResources, type TrackerOptions } from '@mgpipe/tracker';
import type { BackendDiagnostic, ClientData, DrawCall, DrawVerifyHooks, LegacyBackend, LegacyBackendVerbs, LegacyBufferOps, LegacyCaps } from './legacy-backend.ts';
import { computeLayout, PixelLayout } from './entry-points/b-pixels.ts';
import { pushedTransferVerb } from './pipe-boundary-transfers.ts';

/** What the front end needs to push: the backend's context table and the latched switches. */
export interface FrontEndPipeOptions extends TrackerOptions {
  /** The backend's MGPipeContext (monolith: the table itself; split mode: the wire encoder's). */
  readonly context: MGPipeContext;
}

type AnyVerb = (...args: never[]) => unknown;

/** The verb class of each legacy verb (TrackerVerbClass). */
const VERB_CLASS: Readonly<Record<keyof LegacyBackendVerbs, number>> = {
  draw: TrackerVerbClass.draw,
  multiDraw: TrackerVerbClass.draw,
  drawIndirect: TrackerVerbClass.draw,
  drawIndirectCount: TrackerVerbClass.draw,
  drawTransformFeedback: TrackerVerbClass.draw,
  dispatchCompute: TrackerVerbClass.dispatch,
  dispatchComputeIndirect: TrackerVerbClass.dispatch,
  clear: TrackerVerbClass.clear,
  clearBuffer: TrackerVerbClass.clear,
  blitFramebuffer: TrackerVerbClass.blitOrCopy,
  copyImageSubData: TrackerVerbClass.blitOrCopy,
  copyTexSubImage: TrackerVerbClass.blitOrCopy,
  readPixels: TrackerVerbClass.readback,
  getTexImage: TrackerVerbClass.readback,
  generateMipmap: TrackerVerbClass.textureOp,
  beginTransformFeedback: TrackerVerbClass.xfbSpan,
  endTransformFeedback: TrackerVerbClass.xfbSpan,
  pauseTransformFeedback: TrackerVerbClass.xfbSpan,
  resumeTransformFeedback: TrackerVerbClass.xfbSpan,
  beginQuery: TrackerVerbClass.query,
  endQuery: TrackerVerbClass.query,
  queryCounter: TrackerVerbClass.query,
  getQueryResult: TrackerVerbClass.query,
  deleteQuery: TrackerVerbClass.query,
  fenceSync: TrackerVerbClass.sync,
  clientWaitSync: TrackerVerbClass.sync,
  waitSync: TrackerVerbClass.sync,
  deleteSync: TrackerVerbClass.sync,
  memoryBarrier: TrackerVerbClass.sync,
  textureBarrier: TrackerVerbClass.sync,
  flush: TrackerVerbClass.sync,
  finish: TrackerVerbClass.sync,
  programLinked: TrackerVerbClass.programOp,
};

function validatedVerbs(inner: LegacyBackendVerbs, tracker: MGPipeTracker, verify: DrawVerifyHooks | null): LegacyBackendVerbs {
  const names = Object.keys(VERB_CLASS) as (keyof LegacyBackendVerbs)[];
  // The program bit: a finished link leaves as create_shader_state (tracker program-emitters.ts); the backend's
  // programLinked verb is never called — the server builds its twin from what was pushed.
  const linked = tracker.pushesPrograms ? (p: Program) => { tracker.program.linked(p); } : null;
  // Built in one go: keyed stores of this many properties leave an object in dictionary mode, and then every
  // `fe.backend.verbs.draw` of the hot path is a hash lookup (a quarter of the push lane's extra cost per draw).
  if (tracker.draws !== null) tracker.xfb.conditionPasses = conditionResolver(inner, tracker);
  const conditional = tracker.queries === null ? null : conditionResolver(inner, tracker);
  return Object.fromEntries(names.map((name) => {
    const verb = (name === 'programLinked' ? linked : null) ?? pushedDrawVerb(name, tracker, verify) ?? pushedTransferVerb(name, tracker)
      ?? pushedFramebufferVerb(name, tracker, verify) ?? pushedComputeSyncVerb(name, tracker, verify) ?? pushedReadbackVerb(inner, name, tracker, verify)
      ?? pushedXfbSpanVerb(name, tracker, verify) ?? pushedQueryVerb(name, tracker, verify) ?? pushedFenceVerb(name, tracker, verify) ?? xfbSpanVerb(inner, name, tracker) ?? validatedVerb(inner, name, tracker);
    return [name, conditional === null ? verb : clientConditional(name, verb, tracker.ctx, conditional)];
  })) as unknown as LegacyBackendVerbs;
}

/**
 * Conditional rendering as the client resolves it for its XFB count (tracker xfb-counter.ts): GL 4.6 §10.9 on the
 * condition's query result, read through the backend's query verb (the server's draw path reads the same result with
 * the same rule). WAIT modes wait for it; NO_WAIT modes render while it is unavailable.
 */
function conditionResolver(inner: LegacyBackendVerbs, tracker: MGPipeTracker): () => boolean {
  const ctx = tracker.ctx;
  const pushed = tracker.queries;
  // xfb-queries pushed: the result comes through the query's reply slots (query_available / query_result).
  const result = pushed !== null ? (q: Query, wait: boolean) => pushed.result(q, wait) : inner.getQueryResult;
  return () => {
    const query = ctx.conditionalRenderQuery;
    if (query === null || result === null) return true;
    const mode = ctx.conditionalRenderMode;
    const wait = mode === GL.QUERY_WAIT || mode === GL.QUERY_BY_REGION_WAIT || mode === GL.QUERY_WAIT_INVERTED || mode === GL.QUERY_BY_REGION_WAIT_INVERTED;
    const r = result(query, wait);
    if (r === null) return true;
    const inverted = mode === GL.QUERY_WAIT_INVERTED || mode === GL.QUERY_NO_WAIT_INVERTED || mode === GL.QUERY_BY_REGION_WAIT_INVERTED || mode === GL.QUERY_BY_REGION_NO_WAIT_INVERTED;
    return inverted ? r === 0 : r !== 0;
  };
}

/**
 * The xfb-queries bit: glFenceSync / glClientWaitSync / glWaitSync / glDeleteSync leave as fence_create / fence_wait (a
 * reply slot answering the GL status) / fence_server_wait / fence_destroy on the sync's handle<Fence> (tracker
 * fence-emitters.ts); the backend's legacy sync verbs are never called. SYNC_FLUSH_COMMANDS_BIT needs no call: the
 * server's wait always flushes (allowed whatever the flags). Under verify the backend first gets the legacy verb's
 * operands (DrawVerifyHooks.expectFence).
 */
function pushedFenceVerb(name: keyof LegacyBackendVerbs, tracker: MGPipeTracker, verify: DrawVerifyHooks | null): AnyVerb | null {
  const fences = tracker.fences;
  if (fences === null) return null;
  const cls = TrackerVerbClass.sync;
  const expect = verify?.expectFence === undefined ? null : verify.expectFence.bind(verify);
  const U64_MAX = 0xffffffffffffffffn;
  switch (name) {
    case 'fenceSync':
      return (sync: number) => {
        tracker.validate(cls);
        fences.create(sync);
        // create is a screen call with no verb to compare it at: checked at the sync's first wait / delete instead.
      };
    case 'clientWaitSync':
      return (sync: number, _flags: number, timeout: number) => {
        tracker.validate(cls);
        const h = fences.handleOf(sync);
        if (h !== null) expect?.('wait', h, timeout > 0 ? (timeout >= 2 ** 64 ? U64_MAX : BigInt(Math.floor(timeout))) : 0n);
        return fences.wait(sync, timeout);
      };
    case 'waitSync':
      return (sync: number) => {
        tracker.validate(cls);
        const h = fences.handleOf(sync);
        if (h !== null) expect?.('serverWait', h, U64_MAX);
        fences.serverWait(sync);
      };
    case 'deleteSync':
      return (sync: number) => {
        tracker.validate(cls);
        const h = fences.handleOf(sync);
        if (h !== null) expect?.('destroy', h, 0n);
        fences.destroy(sync);
      };
    default:
      return null;
  }
}

/** The verbs conditional rendering discards (GL 4.6 §10.9: draws and clears). */
const CONDITIONAL_VERBS: ReadonlySet<keyof LegacyBackendVerbs> = new Set<keyof LegacyBackendVerbs>(['draw', 'multiDraw', 'drawIndirect', 'drawIndirectCount',
  'drawTransformFeedback', 'clear', 'clearBuffer']);

/**
 * The xfb-queries bit: conditional rendering resolved on the client (never on the wire): a draw or clear whose
 * condition says "discard" is not sent at all (the server's verbs then always render: it has no front query to read).
 */
function clientConditional(name: keyof LegacyBackendVerbs, verb: AnyVerb | null, ctx: GLContext, passes: () => boolean): AnyVerb | null {
  if (verb === null || !CONDITIONAL_VERBS.has(name)) return verb;
  // Fixed arity (the longest of these verbs: drawIndirectCount's 7), no rest array per draw on the hot path. No
  // conditional render active (nearly every draw) is told here, without the resolver's call (~25 instructions a draw).
  const f = verb as (a: unknown, b: unknown, c: unknown, d: unknown, e: unknown, g: unknown, h: unknown) => unknown;
  return ((a: unknown, b: unknown, c: unknown, d: unknown, e: unknown, g: unknown, h: unknown) =>
    (ctx.conditionalRenderQuery === null || passes() ? f(a, b, c, d, e, g, h) : undefined)) as AnyVerb;
}

/**
 * The xfb-queries bit: glBeginQuery(Indexed) / glEndQuery(Indexed) / glQueryCounter leave as query_begin / query_end /
 * query_counter on the query's handle<Query> (query_create first, tracker query-emitters.ts), and getQueryObject*'s
 * result comes back through query_available / query_result reply slots; glDeleteQueries of a query that has a handle
 * sends query_destroy (the handle is freed, the server drops its twin). The backend's legacy query verbs are never
 * called. Under verify the backend first gets the legacy verb's arguments (DrawVerifyHooks.expectQuery).
 */
function pushedQueryVerb(name: keyof LegacyBackendVerbs, tracker: MGPipeTracker, verify: DrawVerifyHooks | null): AnyVerb | null {
  const queries = tracker.queries;
  if (queries === null) return null;
  const cls = TrackerVerbClass.query;
  const handles = tracker.handles;
  const expect = (verb: 'begin' | 'end' | 'counter', q: Query, target: number, index: number, send: () => void): void => {
    if (verify === null || verify.expectQuery === undefined) { send(); return; }
    // The handle exists once send's query_create went; the expectation must precede the call it is compared with.
    const h = handles.handleOf(MGPipeKind.Query, q);
    verify.expectQuery(verb, h, target, index);
    send();
  };
  switch (name) {
    case 'beginQuery':
      return (q: Query, target: number, index: number) => { tracker.validate(cls); expect('begin', q, target, index, () => queries.begin(q, target, index)); };
    case 'endQuery':
      return (q: Query, target: number, index: number) => { tracker.validate(cls); expect('end', q, target, index, () => queries.end(q, target, index)); };
    case 'queryCounter':
      return (q: Query) => { tracker.validate(cls); expect('counter', q, GL.TIMESTAMP, 0, () => queries.counter(q)); };
    case 'getQueryResult':
      return (q: Query, wait: boolean) => { tracker.validate(cls); return queries.result(q, wait); };
    case 'deleteQuery':
      // No legacy verb to compare it with under verify: the server refuses any later use of the freed handle.
      return (q: Query) => { tracker.validate(cls); queries.destroy(q); };
    default:
      return null;
  }
}

/**
 * The xfb-queries bit: glBegin / End / Pause / ResumeTransformFeedback leave as begin / end / pause / resume_stream_output
 * (tracker xfb-span-emitters.ts) after the xfbSpan validate (which pushed the bound XFB object and its targets); the
 * backend's legacy span verbs are never called. The client's vertex count is fed as with the legacy verbs, and end
 * carries the span's accounting. Under verify the backend first gets the legacy verb (DrawVerifyHooks.expectXfbSpan).
 */
function pushedXfbSpanVerb(name: keyof LegacyBackendVerbs, tracker: MGPipeTracker, verify: DrawVerifyHooks | null): AnyVerb | null {
  const spans = tracker.xfbSpans;
  if (spans === null) return null;
  const xfb = tracker.xfb;
  const cls = TrackerVerbClass.xfbSpan;
  switch (name) {
    case 'beginTransformFeedback':
      return (mode: number) => { tracker.validate(cls); verify?.expectXfbSpan('begin', mode); xfb.begin(mode); spans.begin(mode); };
    case 'endTransformFeedback':
      return () => { tracker.validate(cls); verify?.expectXfbSpan('end', 0); spans.end(xfb.end()); };
    case 'pauseTransformFeedback':
      return () => { tracker.validate(cls); verify?.expectXfbSpan('pause', 0); xfb.pause(); spans.pause(); };
    case 'resumeTransformFeedback':
      return () => { tracker.validate(cls); verify?.expectXfbSpan('resume', 0); xfb.resume(); spans.resume(); };
    default:
      return null;
  }
}

/**
 * The emulation bit: the transform-feedback span verbs also feed the client's vertex count (tracker xfb-counter.ts),
 * after the backend's verb (the front end has recorded the begin / end on the bound object by then). The span verbs
 * themselves stay legacy verbs until xfb-queries B (begin / end / pause / resume_stream_output).
 */
function xfbSpanVerb(inner: LegacyBackendVerbs, name: keyof LegacyBackendVerbs, tracker: MGPipeTracker): AnyVerb | null {
  if (tracker.draws === null) return null;
  const xfb = tracker.xfb;
  const cls = TrackerVerbClass.xfbSpan;
  if (name === 'beginTransformFeedback') {
    const verb = inner.beginTransformFeedback;
    return verb === null ? null : (mode: number) => { tracker.validate(cls); verb(mode); xfb.begin(mode); };
  }
  const span = name === 'endTransformFeedback' ? inner.endTransformFeedback : name === 'pauseTransformFeedback' ? inner.pauseTransformFeedback
    : name === 'resumeTransformFeedback' ? inner.resumeTransformFeedback : undefined;
  if (span === undefined) return null;
  const feed = name === 'endTransformFeedback' ? () => xfb.end() : name === 'pauseTransformFeedback' ? () => xfb.pause() : () => xfb.resume();
  return span === null ? null : () => { tracker.validate(cls); span(); feed(); };
}

/**
 * The emulation bit: the draw verbs become draw_vbo (tracker draw-emitter.ts) after the draw class's validate; the
 * backend's legacy draw verbs are never called. Under verify the backend first gets what the legacy verb would have
 * been given (DrawVerifyHooks). drawTransformFeedback is an arrays draw_vbo whose vertex count the client counted
 * (kHasXfbCount + xfbCpuCapturedVertices, tracker xfb-counter.ts); verify compares it with the server's own count.
 */
function pushedDrawVerb(name: keyof LegacyBackendVerbs, tracker: MGPipeTracker, verify: DrawVerifyHooks | null): AnyVerb | null {
  const draws = tracker.draws;
  if (draws === null) return null;
  if (name === 'draw') {
    if (verify === null) return (call: Readonly<DrawCall>) => { tracker.validateForDraw(); draws.direct(call); };
    return (call: Readonly<DrawCall>) => { tracker.validateForDraw(); verify.expectDraw(call); draws.direct(call); };
  }
  if (name === 'multiDraw') {
    // One draw_vbo with a range per sub-draw where the ranges say all (DrawVboEmitter.batchable); else one each.
    return (calls: readonly Readonly<DrawCall>[], n: number) => {
      tracker.validateForDraw();
      if (draws.batchable(calls, n)) {
        verify?.expectMulti(calls, n);
        draws.multi(calls, n);
        return;
      }
      for (let i = 0; i < n; i++) {
        verify?.expectDraw(calls[i]);
        draws.direct(calls[i]);
      }
    };
  }
  if (name === 'drawIndirect') {
    return (mode: number, indexType: number, offset: number, drawCount: number, stride: number) => {
      tracker.validateForDraw();
      verify?.expectIndirect(mode, indexType, offset, drawCount, stride, -1, 0);
      draws.drawIndirect(mode, indexType, offset, drawCount, stride);
    };
  }
  if (name === 'drawIndirectCount') {
    return (mode: number, indexType: number, offset: number, countOffset: number, maxDrawCount: number, stride: number) => {
      tracker.validateForDraw();
      verify?.expectIndirect(mode, indexType, offset, 0, stride, countOffset, maxDrawCount);
      draws.drawIndirectCount(mode, indexType, offset, countOffset, maxDrawCount, stride);
    };
  }
  if (name === 'drawTransformFeedback') {
    // An arrays draw of the vertices the client counted for the object's last capture (kHasXfbCount).
    return (mode: number, xfbName: number, stream: number, instances: number) => {
      tracker.validateForDraw();
      verify?.expectTransformFeedback(mode, xfbName, stream, instances);
      draws.transformFeedback(mode, tracker.xfb.capturedOf(xfbName), instances);
    };
  }
  return null;
}

/**
 * The framebuffer bit: glClear and every glClearBuffer* / glClearNamedFramebuffer* leave as one `clear` call, and
 * glBlit(Named)Framebuffer as `blit` (tracker framebuffer-verb-emitters.ts), after their class's validate; the
 * backend's legacy clear and blit verbs are never called. Under verify the backend first gets what the legacy verb
 * would have been given (DrawVerifyHooks.expectClear / expectBlit).
 */
function pushedFramebufferVerb(name: keyof LegacyBackendVerbs, tracker: MGPipeTracker, verify: DrawVerifyHooks | null): AnyVerb | null {
  const clears = tracker.clears;
  if (clears === null) return null;
  if (name === 'clear') {
    return (mask: number) => { tracker.validateForClear(); verify?.expectClear(mask); clears.clear(mask); };
  }
  const blits = tracker.blits;
  if (name === 'blitFramebuffer' && blits !== null) {
    return (sx0: number, sy0: number, sx1: number, sy1: number, dx0: number, dy0: number, dx1: number, dy1: number, mask: number, filter: number) => {
      tracker.validate(TrackerVerbClass.blitOrCopy);
      verify?.expectBlit(sx0, sy0, sx1, sy1, dx0, dy0, dx1, dy1, mask, filter);
      blits.blit(sx0, sy0, sx1, sy1, dx0, dy0, dx1, dy1, mask, filter);
    };
  }
  if (name === 'clearBuffer') {
    return (buffer: number, drawBuffer: number, kind: 'f' | 'i' | 'ui' | 'fi', values: ArrayLike<number>) => {
      tracker.validateForClear();
      verify?.expectClearBuffer(buffer, drawBuffer, kind, values);
      clears.clearBuffer(buffer, drawBuffer, kind, values);
    };
  }
  return null;
}

/**
 * The program bit: glDispatchCompute(Indirect) leaves as `launch_grid` (the indirect buffer by handle), glMemoryBarrier*
 * as `memory_barrier`, glFlush / glFinish as `flush` (tracker compute-sync-emitters.ts), after their class's validate;
 * the backend's legacy verbs are never called. Under verify the backend first gets the legacy verb's arguments.
 */
function pushedComputeSyncVerb(name: keyof LegacyBackendVerbs, tracker: MGPipeTracker, verify: DrawVerifyHooks | null): AnyVerb | null {
  const sync = tracker.computeSync;
  if (sync === null) return null;
  const buffers = tracker.buffers;
  switch (name) {
    case 'dispatchCompute':
      return (x: number, y: number, z: number) => { tracker.validate(TrackerVerbClass.dispatch); verify?.expectDispatch(x, y, z, -1); sync.dispatch(x, y, z); };
    case 'dispatchComputeIndirect':
      return (offset: number) => {
        tracker.validate(TrackerVerbClass.dispatch);
        // The front end checked a DISPATCH_INDIRECT buffer is bound (and its bytes); the program bit requires buffers.
        const bound = tracker.ctx.buffers.GetBound(GenericBufferSlot.DispatchIndirect);
        const h = bound === null || buffers === null ? null : buffers.handleOf(bound);
        if (h === null) throw new Error('dispatchComputeIndirect: no DISPATCH_INDIRECT buffer resource (the front end checks one is bound)');
        verify?.expectDispatch(0, 0, 0, offset);
        sync.dispatchIndirect(h, offset);
      };
    case 'memoryBarrier':
      return (bits: number) => { tracker.validate(TrackerVerbClass.sync); verify?.expectSync('memoryBarrier', bits); sync.memoryBarrier(bits); };
    case 'textureBarrier':
      return () => { tracker.validate(TrackerVerbClass.sync); verify?.expectSync('textureBarrier', 0); sync.textureBarrier(); };
    case 'flush':
      return () => { tracker.validate(TrackerVerbClass.sync); verify?.expectSync('flush', 0); sync.flush(false); };
    case 'finish':
      return () => { tracker.validate(TrackerVerbClass.sync); verify?.expectSync('finish', 0); sync.flush(true); };
    default:
      return null;
  }
}

/**
 * The readback-pack bit: glReadPixels leaves as `read_pixels` (client memory: a reply slot whose packed rows the
 * tracker copies into the application's memory at the front end's pack layout) or `read_pixels_to_buffer` (the
 * PIXEL_PACK buffer the front end resolved and bounds-checked, by handle), after the readback class's validate
 * (tracker readback-emitters.ts). The backend's legacy readPixels verb is never called — except for a pack buffer
 * while buffers pull (no handle to name it by). Under verify the backend first gets the legacy verb's arguments.
 */
function pushedReadbackVerb(inner: LegacyBackendVerbs, name: keyof LegacyBackendVerbs, tracker: MGPipeTracker, verify: DrawVerifyHooks | null): AnyVerb | null {
  const reads = tracker.readbacks;
  if (reads !== null && name === 'getTexImage') return pushedGetTexImageVerb(inner, tracker, verify);
  if (reads === null || name !== 'readPixels') return null;
  const buffers = tracker.buffers;
  const legacy = inner.readPixels;
  const layout = new PixelLayout();
  const rows = { skipBytes: 0, rowStride: 0, rowBytes: 0 };
  return (x: number, y: number, w: number, h: number, format: number, type: number, dst: ClientData, packBuffer: Parameters<NonNullable<LegacyBackendVerbs['readPixels']>>[7]) => {
    tracker.validate(TrackerVerbClass.readback);
    if (typeof dst === 'number') {
      const handle = packBuffer === null || buffers === null ? null : buffers.handleOf(packBuffer);
      if (handle === null) {
        if (buffers !== null || legacy === null) throw new Error('readPixels: the PIXEL_PACK buffer has no resource handle (the front end resolves a bound one)');
        legacy(x, y, w, h, format, type, dst, packBuffer);
        return;
      }
      verify?.expectReadPixels(x, y, w, h, format, type, dst, packBuffer);
      reads.readPixelsToBuffer(x, y, w, h, format, type, handle, dst);
      return;
    }
    computeLayout(tracker.ctx.pack, format, type, w, h, 1, false, layout);
    rows.skipBytes = layout.skipBytes; rows.rowStride = layout.rowStride; rows.rowBytes = w * layout.pixelBytes;
    verify?.expectReadPixels(x, y, w, h, format, type, -1, null);
    reads.readPixels(x, y, w, h, format, type, new Uint8Array(dst.buffer, dst.byteOffset, dst.byteLength), rows);
  };
}

/**
 * The readback-pack bit: glGetTexImage leaves as `get_texture_image` (a reply slot; textures are pushed with
 * framebuffer, so the texture has a resource handle): the whole level as the box, the answer's rows copied into the
 * application's memory — or into the PIXEL_PACK buffer's shadow, whose written range then goes to the server as a
 * resource_subdata (buffers pushed; while buffers pull, a pack-buffer read stays the legacy verb: no handle to name
 * the buffer by). Under verify the backend first gets the legacy verb's arguments.
 */
function pushedGetTexImageVerb(inner: LegacyBackendVerbs, tracker: MGPipeTracker, verify: DrawVerifyHooks | null): AnyVerb | null {
  const reads = tracker.readbacks, textures = tracker.textures;
  if (reads === null || textures === null) return null;
  const buffers = tracker.buffers;
  const legacy = inner.getTexImage;
  const layout = new PixelLayout();
  const images = { skipBytes: 0, rowStride: 0, rowBytes: 0, rows: 0, images: 0, imageStride: 0 };
  return (texture: Texture, target: number, level: number, format: number, type: number, dst: ClientData, packBuffer: Buffer | null) => {
    tracker.validate(TrackerVerbClass.readback);
    if (typeof dst === 'number' && (packBuffer === null || buffers === null)) {
      if (legacy === null) throw new Error('getTexImage: a PIXEL_PACK buffer read with no buffer handle and no legacy verb');
      legacy(texture, target, level, format, type, dst, packBuffer);
      return;
    }
    const face = target >= GL.TEXTURE_CUBE_MAP_POSITIVE_X && target <= GL.TEXTURE_CUBE_MAP_NEGATIVE_Z ? target - GL.TEXTURE_CUBE_MAP_POSITIVE_X : 0;
    const image = texture.GetImage(face, level);
    // 3D-like targets stack images (IMAGE_HEIGHT, SKIP_IMAGES); a 1D array's layers are the rows of one image.
    const stacked = texture.target === GL.TEXTURE_3D || texture.target === GL.TEXTURE_2D_ARRAY || texture.target === GL.TEXTURE_CUBE_MAP_ARRAY;
    const depth = stacked ? image.depth : 1;
    computeLayout(tracker.ctx.pack, format, type, image.width, image.height, depth, stacked, layout);
    images.skipBytes = layout.skipBytes; images.rowStride = layout.rowStride; images.rowBytes = image.width * layout.pixelBytes;
    images.rows = image.height; images.images = depth; images.imageStride = layout.imageStride;
    const handle = textures.handleOf(texture);
    verify?.expectGetTexImage(handle, target, level, format, type);
    if (typeof dst !== 'number') {
      reads.getTextureImage(handle, target, level, format, type, image.width, image.height, depth, new Uint8Array(dst.buffer, dst.byteOffset, dst.byteLength), images);
      return;
    }
    // The front end checked that [dst, dst + extent) lies in the pack buffer.
    const buffer = packBuffer!;
    reads.getTextureImage(handle, target, level, format, type, image.width, image.height, depth, buffer.data.subarray(dst), images);
    buffer.MarkContentChanged(dst, layout.extent);
    buffers!.subData(buffer, dst, layout.extent);
  };
}

function validatedVerb(inner: LegacyBackendVerbs, name: keyof LegacyBackendVerbs, tracker: MGPipeTracker): AnyVerb | null {
  // The per-draw and per-clear verbs without rest arrays.
  if (name === 'draw') {
    const draw = inner.draw;
    return draw === null ? null : (call: Readonly<DrawCall>) => { tracker.validateForDraw(); draw(call); };
  }
  if (name === 'clear') {
    const clear = inner.clear;
    return clear === null ? null : (mask: number) => { tracker.validateForClear(); clear(mask); };
  }
  const verb = inner[name] as AnyVerb | null | undefined;
  const cls = VERB_CLASS[name];
  return verb === null || verb === undefined ? null : (...args: never[]) => { tracker.validate(cls); return verb(...args); };
}

/**
 * The buffers bit: the front end's buffer hooks become MGPipe calls at GL-call time (§5.1.1, tracker
 * buffer-resources.ts) instead of the backend's legacy buffer ops, which never see a pushed buffer.
 */
function pushedBufferOps(buffers: BufferResources): LegacyBufferOps {
  return {
    onBufferStorage: (b) => buffers.storage(b),
    onBufferSubData: (b, offset, size) => buffers.subData(b, offset, size),
    onCopyBufferSubData: (src, dst, srcOffset, dstOffset, size) => buffers.copy(src, dst, srcOffset, dstOffset, size),
    onMappedWrite: (b, offset, size) => buffers.mappedWrite(b, offset, size),
    onDelete: (b) => buffers.deleted(b),
    onClearBufferSubData: (b, offset, size, element) => buffers.clear(b, offset, size, element),
    onInvalidate: (b, offset, size) => buffers.invalidate(b, offset, size),
  };
}

/** The backend as the entry points see it when MGPipe pushes: verbs validated first, the rest forwarded. */
export class TrackedBackend implements LegacyBackend {
  readonly verbs: LegacyBackendVerbs;
  readonly bufferOps: LegacyBufferOps;
  constructor(readonly inner: LegacyBackend, readonly tracker: MGPipeTracker) {
    this.verbs = validatedVerbs(inner.verbs, tracker, inner.drawVerify ?? null);
    this.bufferOps = tracker.buffers === null ? inner.bufferOps : pushedBufferOps(tracker.buffers);
  }
  /** The program bit: delete_shader_state (the handle released exactly once); otherwise nothing to tell. */
  programDeleted(program: Program): void {
    if (this.tracker.pushesPrograms) this.tracker.program.deleted(program);
  }
  get name(): string { return this.inner.name; }
  caps(): LegacyCaps { return this.inner.caps(); }
  setDiagnosticListener(listener: (d: BackendDiagnostic) => void): void { this.inner.setDiagnosticListener?.(listener); }
  attach(context: GLContext, surfaceWidth: number, surfaceHeight: number): void { this.inner.attach(context, surfaceWidth, surfaceHeight); }
  makeCurrent(): void { this.inner.makeCurrent(); }
  destroy(): void { this.inner.destroy(); }
}

export function createTracker(state: GLContext, pipe: FrontEndPipeOptions): MGPipeTracker {
  const tracker = new MGPipeTracker(state, pipe.context, pipe);
  const buffers = tracker.buffers;
  // resource_create at construction: every Buffer the registry makes from now on (the tracker exists before any GL call).
  // @mutates ObjectRegistry.onBufferCreated set once before any GL call; a listener, not GL state: nothing reads it at a verb
  if (buffers !== null) state.objects.onBufferCreated = (b) => buffers.created(b);
  return tracker;
}
