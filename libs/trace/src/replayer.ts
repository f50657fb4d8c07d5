// Replays a parsed trace on a GL. Object names differ between implementations, so the replayer maps every
// name the recording implementation returned (gen*, create*, fenceSync, getUniformLocation, ...) to the one
// the replaying implementation returns, and translates each argument the generated GL_OBJECT_PARAMS table
// marks as a name of that kind. Uniform locations and block indices are mapped per program (the call's
// `program` argument, else the program of the last useProgram). Attribute locations are one map: the
// latest getAttribLocation answer for a recorded location wins. Names never returned by a recorded call
// (the defaults, 0, -1, names an app chose itself) pass through unchanged.
import { GL_OBJECT_PARAMS, GL_PER_PROGRAM_KINDS, type GL, type GLObjectKind, type GLObjectParam } from '@mgpipe/gl-api';
import type { LaneFactory, LaneRun } from '@mgpipe/harness';
import {
  CALLBACK_MARKER,
  Synthetic,
  makeView,
  viewKindOf,
  type ClientViewRef,
  type Trace,
  type TraceRecord,
  type TraceValue,
} from './trace-format.ts';

const RENDERBUFFER = 0x8d41;
const PER_PROGRAM = new Set<string>(GL_PER_PROGRAM_KINDS);

/** What a recorded debug callback replays as: messages are the replaying GL's own business. */
const ignoreDebugMessage = (): void => undefined;

/** A trace that parsed but cannot be replayed (a call the GL rejected by throwing, a mapping that is not there). */
export class TraceReplayError extends Error {
  constructor(readonly record: TraceRecord, why: string) {
    super(`trace: record #${record.index} ${record.method}: ${why}`);
  }
}

function isClientView(v: TraceValue): v is ClientViewRef {
  return typeof v === 'object' && v !== null && 'clientBuffer' in v;
}

export class TraceReplayer {
  private readonly names = new Map<GLObjectKind, Map<number, number>>();
  private readonly programNames = new Map<string, Map<number, Map<number, number>>>();
  private currentProgram = 0;
  private readonly mappings = new Map<number, Uint8Array | null>();
  private readonly clientBuffers = new Map<number, ArrayBuffer>();
  /** Records replayed so far. */
  position = 0;

  constructor(private readonly gl: GL) {}

  /** Replays records [position, end). */
  replay(records: readonly TraceRecord[], end = records.length): void {
    for (; this.position < Math.min(end, records.length); this.position++) this.step(records[this.position]!);
  }

  step(rec: TraceRecord): void {
    switch (rec.code) {
      case Synthetic.END:
        return;
      case Synthetic.MAP_WRITE: {
        const [target, offset, bytes] = rec.args as [number, number, Uint8Array];
        const m = this.mappings.get(target);
        if (!m) throw new TraceReplayError(rec, `no buffer is mapped on target 0x${target.toString(16)} here`);
        if (offset + bytes.length > m.length) throw new TraceReplayError(rec, `write of ${bytes.length} bytes at ${offset} past the ${m.length}-byte mapping`);
        m.set(bytes, offset);
        return;
      }
      case Synthetic.CLIENT_MEMORY: {
        const [id, total, offset, bytes] = rec.args as [number, number, number, Uint8Array];
        let buf = this.clientBuffers.get(id);
        if (!buf) this.clientBuffers.set(id, (buf = new ArrayBuffer(total)));
        if (buf.byteLength !== total) throw new TraceReplayError(rec, `client buffer ${id} was ${buf.byteLength} bytes, now ${total}`);
        new Uint8Array(buf).set(bytes, offset);
        return;
      }
    }
    this.callMethod(rec);
  }

  private callMethod(rec: TraceRecord): void {
    const fn = (this.gl as unknown as Record<string, unknown>)[rec.method];
    if (typeof fn !== 'function') throw new TraceReplayError(rec, 'this GL has no such method');
    const objects = GL_OBJECT_PARAMS[rec.method];
    const program = objects?.programParam !== undefined ? Number(rec.args[objects.programParam]) : this.currentProgram;
    const args = rec.args.map((a) => this.materialize(rec, a));
    for (const p of objects?.params ?? []) args[p.index] = this.translate(p, rec.args, args[p.index], program);
    let ret: unknown;
    try {
      ret = (fn as (...a: unknown[]) => unknown).apply(this.gl, args);
    } catch (err) {
      throw new TraceReplayError(rec, err instanceof Error ? err.message : String(err));
    }
    if (rec.method === 'useProgram') this.currentProgram = Number(rec.args[0]);
    else if (rec.method === 'mapBuffer' || rec.method === 'mapBufferRange') this.mappings.set(Number(rec.args[0]), ret instanceof Uint8Array ? ret : null);
    else if (rec.method === 'unmapBuffer') this.mappings.delete(Number(rec.args[0]));
    if (objects?.returns) this.learn(objects.returns, rec.ret, ret, program);
  }

  /** A recorded argument as a fresh JS value: views copied (the GL may write into them), client views rebuilt. */
  private materialize(rec: TraceRecord, a: TraceValue): unknown {
    if (a === CALLBACK_MARKER) return ignoreDebugMessage;
    if (ArrayBuffer.isView(a)) {
      const copy = new Uint8Array(a.buffer, a.byteOffset, a.byteLength).slice();
      return makeView(viewKindOf(a), copy.buffer, 0, a.byteLength);
    }
    if (isClientView(a)) {
      const buf = this.clientBuffers.get(a.clientBuffer);
      if (!buf) throw new TraceReplayError(rec, `client buffer ${a.clientBuffer} was never recorded`);
      if (a.byteOffset + a.byteLength > buf.byteLength) throw new TraceReplayError(rec, `client view past the end of buffer ${a.clientBuffer}`);
      return makeView(a.kind, buf, a.byteOffset, a.byteLength);
    }
    return a;
  }

  private mapFor(kind: GLObjectKind, program: number): Map<number, number> {
    if (!PER_PROGRAM.has(kind)) {
      let m = this.names.get(kind);
      if (!m) this.names.set(kind, (m = new Map()));
      return m;
    }
    let byProgram = this.programNames.get(kind);
    if (!byProgram) this.programNames.set(kind, (byProgram = new Map()));
    let m = byProgram.get(program);
    if (!m) byProgram.set(program, (m = new Map()));
    return m;
  }

  private translate(p: GLObjectParam, recorded: readonly TraceValue[], value: unknown, program: number): unknown {
    const kind: GLObjectKind =
      p.kind === 'textureOrRenderbuffer' ? (recorded[p.targetParam!] === RENDERBUFFER ? 'renderbuffer' : 'texture') : p.kind;
    const map = this.mapFor(kind, program);
    const one = (v: number) => map.get(v) ?? v;
    if (typeof value === 'number') return one(value);
    if (Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? one(v) : v));
    if (ArrayBuffer.isView(value) && !(value instanceof DataView) && !(value instanceof BigInt64Array) && !(value instanceof BigUint64Array)) {
      const arr = value as unknown as { length: number; [i: number]: number };
      for (let i = 0; i < arr.length; i++) arr[i] = one(arr[i]!);
    }
    return value;
  }

  private learn(kind: GLObjectKind, recorded: TraceValue, actual: unknown, program: number): void {
    const map = this.mapFor(kind, program);
    if (typeof recorded === 'number' && typeof actual === 'number') {
      map.set(recorded, actual);
    } else if (Array.isArray(recorded) && Array.isArray(actual)) {
      recorded.forEach((r, i) => {
        if (typeof r === 'number' && typeof actual[i] === 'number') map.set(r, actual[i] as number);
      });
    }
  }
}

/** Replays a trace on a fresh lane of the trace's size and reads its default framebuffer back. */
export function replayTrace(trace: Trace, factory: LaneFactory): LaneRun {
  const { width, height } = trace.header;
  const lane = factory({ width, height });
  try {
    lane.makeCurrent();
    new TraceReplayer(lane.gl).replay(trace.records);
    lane.makeCurrent();
    const glError = lane.gl.getError();
    const image = { width, height, pixels: lane.readDefaultFramebuffer() };
    return { lane: lane.name, image, glError, probes: [], verify: lane.verifyReport?.(), stats: lane.stats?.() };
  } finally {
    lane.destroy();
  }
}
