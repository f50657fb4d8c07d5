// Queries, sync objects, transform feedback, barriers and compute.
// Occlusion: GLES has no SAMPLES_PASSED, only ANY_SAMPLES_PASSED(_CONSERVATIVE). A SAMPLES_PASSED query runs
// a driver ANY_SAMPLES_PASSED query (availability, and the fallback answer) plus a per-query SSBO counter:
// while it is active, draws use their program's counting variant (gles-program ProgramStep.countingProgram), whose fragment
// stage runs under early fragment tests and adds 1 per invocation, so the counter is the exact sample count
// on a single-sample framebuffer. A draw that cannot count (discard / gl_FragDepth / gl_SampleMask, a
// multisampled framebuffer; logged once per program) makes the result max(counter, any-passed) — a lower
// bound, as before (README: SAMPLES_PASSED).
// TIMESTAMP (glQueryCounter) has no entry point in the binding for GLES: it reports the GL's clock (value-types'
// glClockNanoseconds, the host's monotonic clock in ns, which glGet(TIMESTAMP) answers too).
// What it reads of the front end's state goes through MGB_CTX (gles-core xfb-inputs.ts: the streamOutput group, the
// bound XFB object and its targets); a query or an XFB object named by a verb arrives as its identity (the wiring
// resolves the operand, as query_begin / draw_vbo name a handle), and conditional rendering's query and mode are
// resolved on the client side of the verb (the wiring) and handed to conditionPasses.
// Transform feedback with xfb-queries pushed (phase B): the view names the bound object by its handle<Xfb> slot and
// each target by buffer handle (no front object); the capture binds the buffers' twins through the device's pushed
// buffer table and writes the captured ranges back over on_buffer_writeback, and the driver XFB object and count of a
// slot go when the receiver says the object was deleted (xfbDestroyed). Pull / alias: the view's front buffers and
// the object's lifetime id, as before.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL, glClockNanoseconds } from '@mgpipe/value-types';
import type { BackendBuffer, BufferDevice } from '@mgpipe/gles-buffers';
import { FrontBufferSlot, type DeviceCore, type DrawPreparer, type PulledBufferTwins, type PushedBufferTwins } from '@mgpipe/gles-core';
import type { BlockBindingStep, ProgramDevice, ProgramStep } from '@mgpipe/gles-program';
import { PackedCapture } from './packed-capture.ts';
import { SkippedWords } from './skipped-words.ts';

/**
 * What queries, XFB and compute need of the device: buffer twins (counters, XFB targets) and program twins; the
 * context as gles-core's structural PullContext (pulled, compute dispatch reads the indirect dispatch binding from it),
 * so the library names no gl-state type (purity:server at phase C). The front buffers it sees
 * (pulled XFB targets, storage blocks written) are gles-core FrontBuffer views it hands back to the device's bridge.
 */
export type QueryDevice = BufferDevice & ProgramDevice & PulledBufferTwins<BackendBuffer> & PushedBufferTwins<BackendBuffer> & DeviceCore;

const TIME_ELAPSED_EXT = 0x88bf;
const QUERY_RESULT = 0x8866;
const QUERY_RESULT_AVAILABLE = 0x8867;
/** GLES 3.1 glMemoryBarrier bits (desktop-only bits are dropped). */
const GLES_BARRIER_BITS = 0x1 | 0x2 | 0x8 | 0x20 | 0x40 | 0x80 | 0x100 | 0x200 | 0x400 | 0x800 | 0x1000 | 0x2000;

/** Barriers after which the CPU may read GPU-written buffer bytes: VERTEX_ATTRIB_ARRAY, ELEMENT_ARRAY, COMMAND,
 *  PIXEL_BUFFER, BUFFER_UPDATE, CLIENT_MAPPED_BUFFER (0x4000), and ALL. */
const CLIENT_VISIBLE_BARRIER_BITS = 0x1 | 0x2 | 0x40 | 0x80 | 0x200 | 0x4000;

const names = new Uint32Array(1);
const result = new Uint32Array(1);
const ZERO_COUNTER = new Uint32Array(1);
/** GLES 3.1 BUFFER_UPDATE_BARRIER_BIT: shader writes become visible to glMapBufferRange reads. */
const BUFFER_UPDATE_BARRIER_BIT = 0x200;

interface QueryTwin {
  name: number;
  target: number;
  cpuResult: number;
  /** SAMPLES_PASSED: the driver buffer of its sample counter (0 until the first SAMPLES_PASSED begin). */
  counter: number;
  /** The last SAMPLES_PASSED run counted samples (false: not a SAMPLES_PASSED query). */
  counted: boolean;
  /** A draw of that run could not count (the result is then a lower bound). */
  fellBack: boolean;
}

export class QueryCommands {
  private readonly queries = new Map<number, QueryTwin>();
  private readonly syncs = new Map<number, number>();
  private readonly xfbNames = new Map<number, number>();
  /** Vertices captured by each XFB object's last capture (its identity → count), for drawTransformFeedback. */
  private readonly xfbVertices = new Map<number, number>();
  /**
   * XFB objects whose current capture had a draw this backend could not make (its driver program failed to build):
   * their count is not what GL would have captured, so verify does not compare it (captureCounted).
   */
  private readonly xfbUncounted = new Set<number>();
  /** Vertices per primitive of the active capture, and the most vertices its buffers hold (GL stops there). */
  private xfbVertsPerPrimitive = 1;
  private xfbCapacity = 0;
  /** A pushed target's buffer handle, reused (the capture path allocates nothing per target). */
  private readonly target: { slot: number; gen: number } = { slot: 0, gen: 0 };
  /** The record words the capture skips, copied aside at begin and put back at end (skipped-words.ts). */
  private readonly skipped: SkippedWords;
  /** A packed capture's scratch, gathered at begin and scattered at end (packed-capture.ts). */
  private readonly packed: PackedCapture;

  /**
   * `program`: the program step (the SAMPLES_PASSED counter it draws with, the XFB program); `blocks`: the
   * storage buffers draws bound since the last barrier; `preparer`: PrepareForDraw as a whole (compute dispatch).
   */
  constructor(private readonly dev: QueryDevice, private readonly program: ProgramStep, private readonly blocks: BlockBindingStep,
    private readonly preparer: DrawPreparer) {
    this.skipped = new SkippedWords(dev.gl, dev.bindings);
    this.packed = new PackedCapture(dev.gl, dev.bindings);
  }

  private get gl(): GLEntryPoints {
    return this.dev.gl;
  }

  /** `query`: the query object's identity (the handle<Query> stand-in the wiring resolves from the verb's operand). */
  private twinOf(query: number): QueryTwin {
    let twin = this.queries.get(query);
    if (twin === undefined) {
      this.gl.glGenQueries(1, names);
      twin = { name: names[0], target: 0, cpuResult: -1, counter: 0, counted: false, fellBack: false };
      this.queries.set(query, twin);
    }
    return twin;
  }

  private static glesTarget(target: number): number {
    if (target === GL.SAMPLES_PASSED) return GL.ANY_SAMPLES_PASSED;
    if (target === GL.TIME_ELAPSED) return TIME_ELAPSED_EXT;
    return target;
  }

  beginQuery(query: number, target: number, _index: number): void {
    const twin = this.twinOf(query);
    twin.target = QueryCommands.glesTarget(target);
    twin.cpuResult = -1;
    twin.counted = target === GL.SAMPLES_PASSED;
    twin.fellBack = false;
    if (twin.counted) this.startSampleCounter(twin);
    this.gl.glBeginQuery(twin.target, twin.name);
  }
  endQuery(query: number, target: number, _index: number): void {
    this.gl.glEndQuery(QueryCommands.glesTarget(target));
    if (target === GL.SAMPLES_PASSED) {
      const twin = this.twinOf(query);
      twin.fellBack = this.program.sampleCountFellBack;
      this.program.sampleCounter = 0;
      this.gl.glMemoryBarrier(BUFFER_UPDATE_BARRIER_BIT);
    }
  }

  /** Zeroes (creating it at first use) the query's counter and routes the coming draws to counting variants. */
  private startSampleCounter(twin: QueryTwin): void {
    const gl = this.gl;
    if (twin.counter === 0) {
      gl.glGenBuffers(1, names);
      twin.counter = names[0];
      this.dev.bindings.bindBuffer(GL.COPY_WRITE_BUFFER, twin.counter);
      gl.glBufferData(GL.COPY_WRITE_BUFFER, 4, ZERO_COUNTER, GL.DYNAMIC_READ);
    } else {
      this.dev.bindings.bindBuffer(GL.COPY_WRITE_BUFFER, twin.counter);
      gl.glBufferSubData(GL.COPY_WRITE_BUFFER, 0, 4, ZERO_COUNTER);
    }
    this.program.sampleCounter = twin.counter;
    this.program.sampleCountFellBack = false;
  }

  /** The counter's value (the mapping waits for the draws that wrote it). */
  private readSampleCounter(twin: QueryTwin): number {
    this.dev.bindings.bindBuffer(GL.COPY_READ_BUFFER, twin.counter);
    const mapped = this.gl.glMapBufferRange(GL.COPY_READ_BUFFER, 0, 4, GL.MAP_READ_BIT);
    if (mapped === null) return 0;
    const v = new DataView(mapped).getUint32(0, true);
    this.gl.glUnmapBuffer(GL.COPY_READ_BUFFER);
    return v;
  }
  /** The query `query` (its identity) was deleted: its driver query and sample counter go. */
  destroyQuery(query: number): void {
    const twin = this.queries.get(query);
    if (twin === undefined) return;
    this.deleteTwin(twin);
    this.queries.delete(query);
  }

  private deleteTwin(twin: QueryTwin): void {
    names[0] = twin.name;
    this.gl.glDeleteQueries(1, names);
    if (twin.counter !== 0) { names[0] = twin.counter; this.gl.glDeleteBuffers(1, names); this.dev.bindings.forgetBuffer(twin.counter); }
  }

  queryCounter(query: number): void {
    this.twinOf(query).cpuResult = glClockNanoseconds();
  }
  getQueryResult(query: number, wait: boolean): number | null {
    const twin = this.twinOf(query);
    if (twin.cpuResult >= 0) return twin.cpuResult;
    if (!wait) {
      this.gl.glGetQueryObjectuiv(twin.name, QUERY_RESULT_AVAILABLE, result);
      if (result[0] === 0) return null;
    }
    this.gl.glGetQueryObjectuiv(twin.name, QUERY_RESULT, result);
    if (!twin.counted) return result[0];
    const count = this.readSampleCounter(twin);
    return twin.fellBack ? Math.max(count, result[0]) : count;
  }

  /**
   * Conditional rendering (GL 4.5 §10.9; GLES has none): false when the condition's result says "discard".
   * `query`: the condition's identity, `mode` its GL mode (resolved by the caller). WAIT modes wait for the result;
   * NO_WAIT modes render while it is unavailable.
   */
  conditionPasses(query: number, mode: number): boolean {
    const wait = mode === GL.QUERY_WAIT || mode === GL.QUERY_BY_REGION_WAIT ||
      mode === GL.QUERY_WAIT_INVERTED || mode === GL.QUERY_BY_REGION_WAIT_INVERTED;
    const r = this.getQueryResult(query, wait);
    if (r === null) return true;
    const inverted = mode === GL.QUERY_WAIT_INVERTED || mode === GL.QUERY_NO_WAIT_INVERTED ||
      mode === GL.QUERY_BY_REGION_WAIT_INVERTED || mode === GL.QUERY_BY_REGION_NO_WAIT_INVERTED;
    return inverted ? r === 0 : r !== 0;
  }

  fenceSync(syncId: number): void {
    this.syncs.set(syncId, this.gl.glFenceSync(GL.SYNC_GPU_COMMANDS_COMPLETE, 0));
  }
  clientWaitSync(syncId: number, flags: number, timeoutNs: number): number {
    const s = this.syncs.get(syncId);
    if (s === undefined) return GL.ALREADY_SIGNALED;
    return this.gl.glClientWaitSync(s, flags, BigInt(Math.max(0, Math.floor(timeoutNs))));
  }
  waitSync(syncId: number): void {
    const s = this.syncs.get(syncId);
    if (s !== undefined) this.gl.glWaitSync(s, 0, GL.TIMEOUT_IGNORED);
  }
  deleteSync(syncId: number): void {
    const s = this.syncs.get(syncId);
    if (s === undefined) return;
    this.gl.glDeleteSync(s);
    this.syncs.delete(syncId);
  }

  memoryBarrier(barriers: number): void {
    const bits = barriers === GL.ALL_BARRIER_BITS ? GL.ALL_BARRIER_BITS : barriers & GLES_BARRIER_BITS;
    if (bits !== 0) this.gl.glMemoryBarrier(bits);
    if ((barriers & CLIENT_VISIBLE_BARRIER_BITS) !== 0) this.copyBackStorageWrites();
  }
  /**
   * Shader storage writes become visible to client reads (getBufferSubData, mappings) and to the CPU
   * lowerings that read the shadows (indirect flatten, client streams) after a barrier that orders them
   * (GL 4.5 §7.13.2): copy the buffers storage blocks used since the last such barrier back into the shadows.
   */
  private copyBackStorageWrites(): void {
    const written = this.blocks.storageWritten;
    const gl = this.gl;
    for (let i = 0; i < written.length; i++) {
      // The block step's record holds its views' bridges: the bound front buffers, written back here.
      const buffer = written[i];
      const size = buffer.data.byteLength;
      if (size === 0) continue;
      this.dev.bindings.bindBuffer(GL.COPY_READ_BUFFER, this.dev.bufferTwin(buffer).name);
      const mapped = gl.glMapBufferRange(GL.COPY_READ_BUFFER, 0, size, GL.MAP_READ_BIT);
      if (mapped === null) continue;
      this.dev.writeBackBuffer(buffer, 0, new Uint8Array(mapped), false);
      gl.glUnmapBuffer(GL.COPY_READ_BUFFER);
    }
    written.length = 0;
    // Program pushed: the block step named handles; their bytes go back through the reverse channel.
    const handles = this.blocks.storageWrittenHandles;
    for (let i = 0; i < this.blocks.storageWrittenHandleCount; i++) {
      const h = handles[i];
      const size = this.dev.pushedBufferSize(h);
      if (size === 0) continue;
      this.dev.bindings.bindBuffer(GL.COPY_READ_BUFFER, this.dev.pushedBufferTwin(h, 'memoryBarrier (storage write-back)').name);
      const mapped = gl.glMapBufferRange(GL.COPY_READ_BUFFER, 0, size, GL.MAP_READ_BIT);
      if (mapped === null) continue;
      this.dev.writeBackPushed(h, 0, new Uint8Array(mapped));
      gl.glUnmapBuffer(GL.COPY_READ_BUFFER);
    }
    this.blocks.storageWrittenHandleCount = 0;
  }
  /** No GLES equivalent of glTextureBarrier: a flush orders the feedback-loop reads on single-queue drivers. */
  textureBarrier(): void {
    this.gl.glFlush();
  }

  // ---- transform feedback: the bound XFB object (MGB_CTX streamOutput) → a driver XFB object with the same ranges ----
  beginTransformFeedback(primitiveMode: number): void {
    const so = this.dev.inputs.getStreamOutputTargets();
    let name = this.xfbNames.get(so.object);
    if (name === undefined) {
      this.gl.glGenTransformFeedbacks(1, names);
      name = names[0];
      this.xfbNames.set(so.object, name);
    }
    // The program must be current on the driver before glBeginTransformFeedback.
    // The draws captured are of the primitive class of `primitiveMode` (GL 4.5 §13.2.2).
    const program = this.program.program(false, primitiveMode);
    if (program === null) return;
    this.dev.bindings.useProgram(program.name);
    this.gl.glBindTransformFeedback(GL.TRANSFORM_FEEDBACK, name);
    // GL buffer i → the driver binding the program's capture writes it through (gles-program xfb-capture-lowering.ts
    // renumbers the captured buffers; the identity otherwise); a buffer the program captures nothing into is not bound.
    // A packed capture binds none of them: its scratch goes at binding 0 (packed-capture.ts).
    const driverBindings = program.xfbDriverBindings;
    const packing = program.xfbPacking;
    this.skipped.reset();
    if (packing !== null) this.packed.reset(packing);
    for (let i = 0; i < so.count; i++) {
      const binding = i < driverBindings.length ? driverBindings[i] : i;
      if (binding < 0 && packing === null) continue;
      let twin: BackendBuffer;
      if (so.pushed) {
        if (!so.hasPushedBuffer(i)) continue;
        twin = this.dev.pushedBufferTwin(this.pushedTarget(so, i), 'begin_stream_output');
      } else {
        const buffer = so.fronts[i];
        if (buffer === null) continue;
        // The view's bridge goes back to the device (the twin); the library reads only the view's range.
        twin = this.dev.bufferTwin(buffer);
      }
      if (packing !== null) {
        this.packed.add(packing, i, twin, so.offsets[i], program.xfbSkippedWords[i] ?? null);
        continue;
      }
      this.skipped.hold(i, program.xfbSkippedWords[i] ?? null, twin, so.offsets[i], so.sizes[i]);
      this.dev.bindings.bindBufferRange(GL.TRANSFORM_FEEDBACK_BUFFER, binding, twin.name, so.offsets[i], so.sizes[i]);
    }
    if (packing !== null) this.packed.begin(so.capacity());
    this.gl.glBeginTransformFeedback(primitiveMode);
    // Count what the capture writes (GLES has no glDrawTransformFeedback to read it back).
    this.xfbVertsPerPrimitive = primitiveMode === GL.TRIANGLES ? 3 : primitiveMode === GL.LINES ? 2 : 1;
    this.xfbCapacity = so.capacity();
    this.xfbVertices.set(so.object, 0);
    this.xfbUncounted.delete(so.object);
  }
  /** A draw made while capturing (no geometry / tessellation on GLES here): whole primitives, per instance, up to capacity. */
  noteCaptured(mode: number, count: number, instances: number): void {
    const object = this.dev.inputs.getStreamOutputTargets().object;
    let primitives: number;
    switch (mode) {
      case GL.POINTS: primitives = count; break;
      case GL.LINES: primitives = count >> 1; break;
      case GL.LINE_STRIP: primitives = Math.max(0, count - 1); break;
      case GL.LINE_LOOP: primitives = count >= 2 ? count : 0; break;
      case GL.TRIANGLES: primitives = Math.floor(count / 3); break;
      case GL.TRIANGLE_STRIP: case GL.TRIANGLE_FAN: primitives = Math.max(0, count - 2); break;
      default: primitives = 0;
    }
    const n = this.xfbVertsPerPrimitive;
    const before = this.xfbVertices.get(object) ?? 0;
    const room = Math.floor((this.xfbCapacity - before) / n);
    this.xfbVertices.set(object, before + Math.min(room, primitives * instances) * n);
  }
  /** A draw made while capturing that this backend dropped (no driver program): the capture's count is not GL's. */
  noteDropped(): void {
    this.xfbUncounted.add(this.dev.inputs.getStreamOutputTargets().object);
  }
  /** Whether every draw of `object`'s last capture was made, so that its count is GL's (noteDropped). */
  captureCounted(object: number): boolean {
    return !this.xfbUncounted.has(object);
  }
  /** The vertices the XFB object `object` (its identity; -1: none) captured by its last capture. */
  capturedVertices(object: number): number {
    return this.xfbVertices.get(object) ?? 0;
  }
  /** Ends capture; the captured ranges go back to the client's shadows through the reverse channel (GPU writes). */
  endTransformFeedback(): void {
    const gl = this.gl;
    gl.glEndTransformFeedback();
    // A packed capture's records go to the GL buffers' twins first; the loop below hands them to the client.
    if (this.packed.active) this.packed.end();
    const so = this.dev.inputs.getStreamOutputTargets();
    for (let i = 0; i < so.count; i++) {
      const buffer = so.fronts[i];
      const pushed = so.pushed && so.hasPushedBuffer(i);
      if (buffer === null && !pushed) continue;
      const offset = so.offsets[i];
      const size = so.sizes[i];
      const h = pushed ? this.pushedTarget(so, i) : null;
      const twin = h !== null ? this.dev.pushedBufferTwin(h, 'end_stream_output') : this.dev.bufferTwin(buffer!);
      this.dev.bindings.bindBuffer(GL.COPY_READ_BUFFER, twin.name);
      const mapped = gl.glMapBufferRange(GL.COPY_READ_BUFFER, offset, size, GL.MAP_READ_BIT);
      if (mapped !== null) {
        // Words the capture skipped go back first (skipped-words.ts), on a copy: the twin is written unmapped.
        const restoring = this.skipped.holds(i);
        const bytes = restoring ? new Uint8Array(mapped).slice() : new Uint8Array(mapped);
        if (restoring) {
          gl.glUnmapBuffer(GL.COPY_READ_BUFFER);
          this.skipped.restore(i, twin, offset, bytes);
        }
        if (h !== null) this.dev.writeBackPushed(h, offset, bytes);
        else this.dev.writeBackBuffer(buffer!, offset, bytes, false);
        if (!restoring) gl.glUnmapBuffer(GL.COPY_READ_BUFFER);
      }
    }
  }

  /** Pushed target `i`'s buffer handle (the reused record: valid until the next call). */
  private pushedTarget(so: { readonly bufferSlots: Int32Array; readonly bufferGens: Int32Array }, i: number): { slot: number; gen: number } {
    this.target.slot = so.bufferSlots[i];
    this.target.gen = so.bufferGens[i];
    return this.target;
  }

  /**
   * xfb-queries pushed: the XFB object in handle slot `slot` was deleted (the stream-output receiver's delete): its
   * driver XFB object and its captured count go, so the slot's next object (gen + 1) starts from none.
   */
  xfbDestroyed(slot: number): void {
    const name = this.xfbNames.get(slot);
    if (name !== undefined) {
      names[0] = name;
      this.gl.glDeleteTransformFeedbacks(1, names);
      this.xfbNames.delete(slot);
    }
    this.xfbVertices.delete(slot);
    this.xfbUncounted.delete(slot);
  }
  pauseTransformFeedback(): void {
    this.gl.glPauseTransformFeedback();
  }
  resumeTransformFeedback(): void {
    this.gl.glResumeTransformFeedback();
  }

  dispatchCompute(x: number, y: number, z: number): void {
    if (this.preparer.prepare(true) === null) return;
    this.gl.glDispatchCompute(x, y, z);
  }
  dispatchComputeIndirect(offset: number): void {
    if (this.preparer.prepare(true) === null) return;
    const buffer = this.dev.ctx.buffers.GetBound(FrontBufferSlot.DispatchIndirect);
    if (buffer === null) return;
    this.dev.bindings.bindBuffer(GL.DISPATCH_INDIRECT_BUFFER, this.dev.bufferTwin(buffer).name);
    this.gl.glDispatchComputeIndirect(offset);
  }
  /** launch_grid with an indirect buffer: the commands in the driver buffer `driverBuffer` (the pushed handle's twin). */
  dispatchComputeIndirectFrom(driverBuffer: number, offset: number): void {
    if (this.preparer.prepare(true) === null) return;
    this.dev.bindings.bindBuffer(GL.DISPATCH_INDIRECT_BUFFER, driverBuffer);
    this.gl.glDispatchComputeIndirect(offset);
  }

  destroy(): void {
    for (const q of this.queries.values()) this.deleteTwin(q);
    for (const s of this.syncs.values()) this.gl.glDeleteSync(s);
    for (const x of this.xfbNames.values()) { names[0] = x; this.gl.glDeleteTransformFeedbacks(1, names); }
    this.skipped.destroy();
    this.packed.destroy();
  }
}
