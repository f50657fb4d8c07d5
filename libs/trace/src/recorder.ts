// The recording GL: wraps a lane's GL so that every GL interface call is written to a trace with its
// data, then forwarded unchanged (same arguments, same `this`, same return value, same exceptions).
// Bytes of views are copied at call time; mapped memory and client-memory vertex arrays, which the app
// writes after the call that hands them out, travel as synthetic records (trace-format.ts).
// Calls the GL makes back into the app and that call the GL again (a debug callback calling getError)
// are forwarded but not recorded: the replay makes the outer call, and its callback does the rest.
import { GL_METHOD_NAMES, type GL, type Scenario } from '@mgpipe/gl-api';
import { checkProbes, type LaneFactory, type LaneRun } from '@mgpipe/harness';
import { Synthetic, Tag, viewKindOf } from './trace-format.ts';
import { assembleTrace, returnsValue, type TraceHeaderInput } from './trace-file.ts';
import { ByteWriter } from './value-codec.ts';

/** Methods whose view argument stays referenced after the call (client-memory vertex arrays): JS param index. */
const RETAINED_POINTER_PARAM: Record<string, number> = {
  vertexAttribPointer: 5,
  vertexAttribIPointer: 4,
  vertexAttribLPointer: 4,
};
const MAPPING_METHODS = new Set(['mapBuffer', 'mapBufferRange']);
const isDraw = (m: string) => m.startsWith('draw') || m.startsWith('multiDraw');

interface ClientBuffer {
  id: number;
  buffer: ArrayBufferLike;
  /** The span [lo, hi) of the buffer that some pointer view covers, and its contents as last recorded. */
  lo: number;
  hi: number;
  snapshot: Uint8Array | null;
}

interface Mapping {
  view: Uint8Array;
  snapshot: Uint8Array;
}

/** First and one-past-last differing byte of a and b in [from, to), or null when equal. */
function diffSpan(a: Uint8Array, b: Uint8Array, from: number, to: number): [number, number] | null {
  let lo = from;
  while (lo < to && a[lo] === b[lo]) lo++;
  if (lo === to) return null;
  let hi = to;
  while (hi > lo && a[hi - 1] === b[hi - 1]) hi--;
  return [lo, hi];
}

export class TraceRecorder {
  private readonly w = new ByteWriter();
  private readonly used = new Set<number>();
  private records = 0;
  private depth = 0;
  private stopped = false;
  private readonly mappings = new Map<number, Mapping>();
  private readonly clientBuffers = new Map<ArrayBufferLike, ClientBuffer>();

  constructor(private readonly header: TraceHeaderInput) {}

  get recordCount(): number {
    return this.records;
  }

  /** A GL that records into this trace and forwards to `inner`. Constants are copied as they are. */
  wrap(inner: GL): GL {
    const out = Object.create(null) as Record<string, unknown>;
    const source = inner as unknown as Record<string, unknown>;
    for (const key in source) if (typeof source[key] !== 'function') out[key] = source[key];
    GL_METHOD_NAMES.forEach((method, index) => {
      const fn = source[method];
      if (typeof fn !== 'function') return;
      out[method] = (...args: unknown[]) => this.call(inner, fn as (...a: unknown[]) => unknown, method, index, args);
    });
    return out as unknown as GL;
  }

  /** Ends the trace: later calls through the wrapper are forwarded only. Returns the file's bytes. */
  finish(): Uint8Array {
    if (!this.stopped) {
      this.stopped = true;
      this.w.varint(Synthetic.END);
      this.w.varint(0);
      this.records++;
    }
    return assembleTrace(this.header, this.used, this.records, this.w.finish());
  }

  private call(inner: GL, fn: (...a: unknown[]) => unknown, method: string, index: number, args: unknown[]): unknown {
    if (this.stopped || this.depth > 0) return fn.apply(inner, args);
    if (method === 'unmapBuffer') this.recordMapWrites(args[0], 0, Infinity);
    else if (method === 'flushMappedBufferRange') this.recordMapWrites(args[0], Number(args[1]), Number(args[1]) + Number(args[2]));
    else if (isDraw(method)) for (const cb of this.clientBuffers.values()) this.recordClientMemory(cb);
    const pointerParam = RETAINED_POINTER_PARAM[method];
    const pointer = pointerParam !== undefined && ArrayBuffer.isView(args[pointerParam]) ? (args[pointerParam] as ArrayBufferView) : null;
    const client = pointer ? this.trackClientView(pointer) : null;

    this.used.add(index);
    this.w.varint(index);
    this.w.varint(args.length);
    args.forEach((a, i) => {
      if (client && i === pointerParam) {
        this.w.u8(Tag.CLIENT_VIEW);
        this.w.varint(client.id);
        this.w.u8(viewKindOf(pointer!));
        this.w.varint(pointer!.byteOffset);
        this.w.varint(pointer!.byteLength);
      } else {
        this.w.value(a);
      }
    });
    this.records++;
    let ret: unknown;
    this.depth++;
    try {
      ret = fn.apply(inner, args);
    } finally {
      this.depth--;
      // A call that threw still gets its return slot, so the record stays well-formed.
      if (returnsValue(method)) this.recordReturn(method, args, ret);
    }
    return ret;
  }

  private recordReturn(method: string, args: unknown[], ret: unknown): void {
    if (!MAPPING_METHODS.has(method)) return this.w.value(ret);
    if (!(ret instanceof Uint8Array)) return this.w.value(null);
    this.w.u8(Tag.MAPPING);
    this.w.varint(ret.length);
    this.mappings.set(Number(args[0]), { view: ret, snapshot: ret.slice() });
  }

  /** MAP_WRITE for what the app changed in target's mapping within [from, to) since it was last recorded. */
  private recordMapWrites(target: unknown, from: number, to: number): void {
    const m = this.mappings.get(Number(target));
    if (!m) return;
    const span = diffSpan(m.view, m.snapshot, Math.max(0, from), Math.min(m.view.length, to));
    if (span) {
      const bytes = m.view.slice(span[0], span[1]);
      m.snapshot.set(bytes, span[0]);
      this.synthetic(Synthetic.MAP_WRITE, [Number(target), span[0], bytes]);
    }
    if (to === Infinity) this.mappings.delete(Number(target));
  }

  private trackClientView(view: ArrayBufferView): ClientBuffer {
    let cb = this.clientBuffers.get(view.buffer);
    const lo = view.byteOffset;
    const hi = view.byteOffset + view.byteLength;
    if (!cb) {
      cb = { id: this.clientBuffers.size, buffer: view.buffer, lo, hi, snapshot: null };
      this.clientBuffers.set(view.buffer, cb);
    } else if (lo < cb.lo || hi > cb.hi) {
      cb.lo = Math.min(cb.lo, lo);
      cb.hi = Math.max(cb.hi, hi);
      cb.snapshot = null; // the span grew: record it whole
    }
    this.recordClientMemory(cb);
    return cb;
  }

  /** CLIENT_MEMORY for the part of a client buffer's span that changed since it was last recorded. */
  private recordClientMemory(cb: ClientBuffer): void {
    const now = new Uint8Array(cb.buffer, cb.lo, cb.hi - cb.lo);
    let from = 0;
    let to = now.length;
    if (cb.snapshot) {
      const span = diffSpan(now, cb.snapshot, 0, now.length);
      if (!span) return;
      [from, to] = span;
    }
    const bytes = now.slice(from, to);
    if (cb.snapshot) cb.snapshot.set(bytes, from);
    else cb.snapshot = now.slice();
    this.synthetic(Synthetic.CLIENT_MEMORY, [cb.id, cb.buffer.byteLength, cb.lo + from, bytes]);
  }

  private synthetic(code: number, args: unknown[]): void {
    this.w.varint(code);
    this.w.varint(args.length);
    for (const a of args) this.w.value(a);
    this.records++;
  }
}

export interface RecordedScenario {
  trace: Uint8Array;
  /** The run as recorded: the image the lane drew while recording. */
  run: LaneRun;
  records: number;
}

/** Runs a scenario on a lane through a TraceRecorder (as runOnLane, which it mirrors, runs it directly). */
export async function recordScenario(scenario: Scenario, factory: LaneFactory): Promise<RecordedScenario> {
  const lane = factory({ width: scenario.width, height: scenario.height });
  try {
    const recorder = new TraceRecorder({
      name: scenario.name,
      width: scenario.width,
      height: scenario.height,
      tolerance: scenario.tolerance ? { ...scenario.tolerance } : null,
    });
    lane.makeCurrent();
    await scenario.run(recorder.wrap(lane.gl));
    const trace = recorder.finish();
    lane.makeCurrent();
    const glError = lane.gl.getError();
    const image = { width: scenario.width, height: scenario.height, pixels: lane.readDefaultFramebuffer() };
    return { trace, records: recorder.recordCount, run: { lane: lane.name, image, glError, probes: checkProbes(scenario, image) } };
  } finally {
    lane.destroy();
  }
}
