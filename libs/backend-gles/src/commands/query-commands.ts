// Queries, sync objects, transform feedback, barriers and compute.
// Occlusion: GLES has no SAMPLES_PASSED, only ANY_SAMPLES_PASSED(_CONSERVATIVE). A SAMPLES_PASSED query is
// run as ANY_SAMPLES_PASSED and reports 1 when any sample passed, 0 otherwise — a lower bound of the
// count that keeps every "visible?" test right but not a sample count (README: left).
// TIMESTAMP (glQueryCounter) has no entry point in the binding for GLES: it reports the CPU clock in ns.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import type { Query } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { GlesDevice } from '../device.ts';
import { FrontBufferSlot } from '../front-constants.ts';
import type { DrawSync } from '../state/draw-sync.ts';

const TIME_ELAPSED_EXT = 0x88bf;
const QUERY_RESULT = 0x8866;
const QUERY_RESULT_AVAILABLE = 0x8867;
/** GLES 3.1 glMemoryBarrier bits (desktop-only bits are dropped). */
const GLES_BARRIER_BITS = 0x1 | 0x2 | 0x8 | 0x20 | 0x40 | 0x80 | 0x100 | 0x200 | 0x400 | 0x800 | 0x1000 | 0x2000;

const names = new Uint32Array(1);
const result = new Uint32Array(1);

interface QueryTwin { name: number; target: number; cpuResult: number }

export class QueryCommands {
  private readonly queries = new Map<number, QueryTwin>();
  private readonly syncs = new Map<number, number>();
  private readonly xfbNames = new Map<number, number>();

  constructor(private readonly dev: GlesDevice, private readonly sync: DrawSync) {}

  private get gl(): GLEntryPoints {
    return this.dev.gl;
  }

  private twinOf(query: Query): QueryTwin {
    let twin = this.queries.get(query.lifetimeId);
    if (twin === undefined) {
      this.gl.glGenQueries(1, names);
      twin = { name: names[0], target: 0, cpuResult: -1 };
      this.queries.set(query.lifetimeId, twin);
    }
    return twin;
  }

  private static glesTarget(target: number): number {
    if (target === GL.SAMPLES_PASSED) return GL.ANY_SAMPLES_PASSED;
    if (target === GL.TIME_ELAPSED) return TIME_ELAPSED_EXT;
    return target;
  }

  beginQuery(query: Query, target: number, _index: number): void {
    const twin = this.twinOf(query);
    twin.target = QueryCommands.glesTarget(target);
    twin.cpuResult = -1;
    this.gl.glBeginQuery(twin.target, twin.name);
  }
  endQuery(query: Query, target: number, _index: number): void {
    this.gl.glEndQuery(QueryCommands.glesTarget(target));
    void query;
  }
  queryCounter(query: Query): void {
    this.twinOf(query).cpuResult = Number(process.hrtime.bigint());
  }
  getQueryResult(query: Query, wait: boolean): number | null {
    const twin = this.twinOf(query);
    if (twin.cpuResult >= 0) return twin.cpuResult;
    if (!wait) {
      this.gl.glGetQueryObjectuiv(twin.name, QUERY_RESULT_AVAILABLE, result);
      if (result[0] === 0) return null;
    }
    this.gl.glGetQueryObjectuiv(twin.name, QUERY_RESULT, result);
    return result[0];
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
  }
  /** No GLES equivalent of glTextureBarrier: a flush orders the feedback-loop reads on single-queue drivers. */
  textureBarrier(): void {
    this.gl.glFlush();
  }

  // ---- transform feedback: the front end's XFB object → a driver XFB object with the same buffer ranges ----
  beginTransformFeedback(primitiveMode: number): void {
    const ctx = this.dev.ctx;
    const xfb = ctx.transformFeedback;
    let name = this.xfbNames.get(xfb.lifetimeId);
    if (name === undefined) {
      this.gl.glGenTransformFeedbacks(1, names);
      name = names[0];
      this.xfbNames.set(xfb.lifetimeId, name);
    }
    // The program must be current on the driver before glBeginTransformFeedback.
    const program = this.sync.program(ctx);
    if (program === null) return;
    this.dev.bindings.useProgram(program.name);
    this.gl.glBindTransformFeedback(GL.TRANSFORM_FEEDBACK, name);
    for (let i = 0; i < xfb.bindings.count; i++) {
      const buffer = xfb.bindings.GetBuffer(i);
      if (buffer === null) continue;
      const twin = this.dev.bufferTwin(buffer);
      this.dev.bindings.bindBufferRange(GL.TRANSFORM_FEEDBACK_BUFFER, i, twin.name, xfb.bindings.GetOffset(i), xfb.bindings.ResolveSize(i));
    }
    this.gl.glBeginTransformFeedback(primitiveMode);
  }
  /** Ends capture and copies the captured ranges back into the front end's buffer shadows (GPU writes). */
  endTransformFeedback(): void {
    const gl = this.gl;
    gl.glEndTransformFeedback();
    const xfb = this.dev.ctx.transformFeedback;
    for (let i = 0; i < xfb.bindings.count; i++) {
      const buffer = xfb.bindings.GetBuffer(i);
      if (buffer === null) continue;
      const offset = xfb.bindings.GetOffset(i);
      const size = xfb.bindings.ResolveSize(i);
      const twin = this.dev.bufferTwin(buffer);
      this.dev.bindings.bindBuffer(GL.COPY_READ_BUFFER, twin.name);
      const mapped = gl.glMapBufferRange(GL.COPY_READ_BUFFER, offset, size, GL.MAP_READ_BIT);
      if (mapped !== null) {
        buffer.data.set(new Uint8Array(mapped), offset);
        gl.glUnmapBuffer(GL.COPY_READ_BUFFER);
        buffer.MarkContentChanged(offset, size);
      }
    }
  }
  pauseTransformFeedback(): void {
    this.gl.glPauseTransformFeedback();
  }
  resumeTransformFeedback(): void {
    this.gl.glResumeTransformFeedback();
  }

  dispatchCompute(x: number, y: number, z: number): void {
    if (this.sync.prepare(this.dev.ctx, true) === null) return;
    this.gl.glDispatchCompute(x, y, z);
  }
  dispatchComputeIndirect(offset: number): void {
    const ctx = this.dev.ctx;
    if (this.sync.prepare(ctx, true) === null) return;
    const buffer = ctx.buffers.GetBound(FrontBufferSlot.DispatchIndirect);
    if (buffer === null) return;
    this.dev.bindings.bindBuffer(GL.DISPATCH_INDIRECT_BUFFER, this.dev.bufferTwin(buffer).name);
    this.gl.glDispatchComputeIndirect(offset);
  }

  destroy(): void {
    for (const q of this.queries.values()) { names[0] = q.name; this.gl.glDeleteQueries(1, names); }
    for (const s of this.syncs.values()) this.gl.glDeleteSync(s);
    for (const x of this.xfbNames.values()) { names[0] = x; this.gl.glDeleteTransformFeedbacks(1, names); }
  }
}
