// The recorded driver-call stream (issue 6: "the backend's recorded driver-call stream is identical to the
// pull path's"). With `recordDriverCalls` on, the backend talks to a wrapper object whose every entry point
// appends {fn, args} to a sink and then calls the native function; with it off, the backend holds the native
// entry-point object itself, so recording costs nothing at all when off (no flag test per call).
//
// Arguments are recorded by value: typed arrays and ArrayBuffers are copied into plain number arrays (the
// caller reuses its scratch arrays), strings and numbers as given, `null` as null. That makes two streams
// comparable with a deep-equal, which is the whole point.
import type { GLEntryPoints } from '@mgpipe/native-gl';

export interface DriverCall {
  fn: string;
  args: unknown[];
  /** glFenceSync: the GLsync it returned. */
  made?: unknown;
}

export interface DriverCallSink {
  readonly calls: DriverCall[];
  /** Drops what was recorded so far (a test records one verb at a time). */
  clear(): void;
  /** The calls as `glFoo(a, b)` lines: the readable form for diffs and test failures. */
  lines(): string[];
}

export function createDriverCallSink(): DriverCallSink {
  const calls: DriverCall[] = [];
  return {
    calls,
    clear: () => void (calls.length = 0),
    lines: () => {
      // A GLsync is a driver pointer, different at every run: named by its order of first use instead.
      const syncs = new Map<unknown, string>();
      let made = 0;
      return calls.map((c) => {
        const args = c.args.map(formatArg);
        if (c.made !== undefined) syncs.set(c.made, `sync#${++made}`);
        if (SYNC_FIRST_ARG.has(c.fn)) {
          let n = syncs.get(c.args[0]);
          if (n === undefined) syncs.set(c.args[0], n = `sync#${++made}`);
          args[0] = n;
        }
        return `${c.fn}(${args.join(', ')})`;
      });
    },
  };
}

/** The driver entry points whose first argument is a GLsync. */
const SYNC_FIRST_ARG: ReadonlySet<string> = new Set(['glClientWaitSync', 'glWaitSync', 'glDeleteSync', 'glGetSynciv', 'glIsSync']);

function formatArg(a: unknown): string {
  if (Array.isArray(a)) return `[${a.length > 16 ? `${a.slice(0, 16).join(',')},…(${a.length})` : a.join(',')}]`;
  if (typeof a === 'number' && Number.isInteger(a) && a >= 0x100) return `0x${a.toString(16)}`;
  return typeof a === 'string' ? JSON.stringify(a.length > 40 ? `${a.slice(0, 40)}…` : a) : String(a);
}

function snapshot(a: unknown): unknown {
  if (ArrayBuffer.isView(a)) {
    if (a instanceof DataView) return Array.from(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
    return Array.from(a as unknown as ArrayLike<number | bigint>, (v) => (typeof v === 'bigint' ? Number(v) : v));
  }
  if (a instanceof ArrayBuffer) return Array.from(new Uint8Array(a));
  if (Array.isArray(a)) return a.map(snapshot);
  if (typeof a === 'bigint') return Number(a);
  return a;
}

/** A wrapper with the same entry points that records each call into `sink` before making it. */
export function recordingEntryPoints(native: GLEntryPoints, sink: DriverCallSink): GLEntryPoints {
  const wrapper: Record<string, unknown> = {};
  const table = native as unknown as Record<string, unknown>;
  // for-in, not Object.keys: a null-draw table inherits the native entry points (nullDrawEntryPoints).
  for (const name in table) {
    const fn = table[name];
    if (typeof fn !== 'function') continue;
    wrapper[name] = (...args: unknown[]) => {
      const call: DriverCall = { fn: name, args: args.map(snapshot) };
      sink.calls.push(call);
      const r = (fn as (...a: unknown[]) => unknown).apply(native, args);
      // The new GLsync (lines() names it: the driver may hand a deleted sync's address out again).
      if (name === 'glFenceSync') call.made = r;
      return r;
    };
  }
  return wrapper as unknown as GLEntryPoints;
}

/**
 * The entry points with every draw and dispatch call dropped (`mgpipe bench --driver null-draws`): all state,
 * resource and query calls still reach the driver, so the stack behaves exactly as it would, but the
 * rasterizer's per-draw cost (most of a software driver's time) is gone and what a bench measures is the front
 * end, tracker and backend per draw. The other entry points are the native functions themselves (no wrapper).
 */
/** The calls a null-draw table drops: every draw and dispatch entry point. */
const DROPPED_CALL = /^gl(Multi)?Draw(Arrays|Elements|RangeElements)|^glDispatchCompute/;

export function nullDrawEntryPoints(native: GLEntryPoints): GLEntryPoints {
  // The native table is the prototype and only the dropped calls are own properties. A copy of all ~660 entry points
  // put one by one into a fresh object left it in dictionary mode: every driver call of a null-draw lane was a hash
  // lookup the real lane does not make, which the stack-only figures then charged to our stack (test:
  // driver-call-recorder.test.ts).
  const table = Object.create(native) as Record<string, unknown>;
  const src = native as unknown as Record<string, unknown>;
  // for-in, not Object.keys: the queued table's entry points are inherited (native-gl call-queue.ts).
  for (const name in src) {
    // defineProperty: the native entry points are read-only, which blocks a plain assignment on an heir. glDrawBuffers
    // is state, not a draw (the old /^gl(Multi)?Draw/ dropped it too).
    if (DROPPED_CALL.test(name) && typeof src[name] === 'function') Object.defineProperty(table, name, { value: () => undefined, enumerable: true });
  }
  return table as unknown as GLEntryPoints;
}
