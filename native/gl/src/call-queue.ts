// The call queue: the driver calls a backend makes between draws, carried to the driver in one native crossing.
//
// Every entry point of the addon is an N-API function, and each call costs ~150-250 instructions of argument
// conversion and callback plumbing before the driver sees it (a state-heavy draw made five: glBindTexture,
// glUniform4fv, two glBindVertexBuffer, glDrawArrays). The queued table writes the calls of QUEUED_CALLS as words
// into one process-wide Int32Array instead (an opcode, then the arguments), and runQueue (call-queue.cc) makes them
// in order, in one crossing, when anything else needs the driver:
// - every other entry point of the queued table, and every entry point of the flushing table (`gl`), runs the queue
//   first, so a query, a readback or glGetError sees every queued call made before it, in order;
// - making a context current, releasing or destroying one, and taking the debug messages run it first (index.ts),
//   so a queued call always reaches the context that was current when it was queued;
// - a full queue runs before the call that does not fit, through `submitQueue`: with the driver thread on
//   (setDriverThread, driver-thread.cc) that batch is made on the addon's thread while JS goes on, and the queue runs
//   at THREAD_BATCH_WORDS instead of full, so the two threads overlap in smaller steps; anything that needs the driver
//   takes the context back after the thread made every batch before it.
// Nothing is lost and nothing reordered: the driver sees the same calls in the same order as without the queue;
// only when they cross into native code moves. A GL error a queued call raises is recorded by the driver then, and
// glGetError (not queued) runs the queue before it reads.
// A call is queued only when its arguments are ones the generated wrapper converts without a question (numbers; an
// exact Float32Array / Int32Array holding the values; an offset that is a safe integer): anything else is made
// directly, after running the queue, and throws there as it always did. Numbers are stored through the Int32Array,
// which converts them as the wrapper's napi_get_value_int32 / uint32 do (ToInt32 / ToUint32: the same 32 bits).
import type { GLEntryPoints } from './entry-points.generated.ts';

/** The queued calls, by opcode (call-queue.cc's kCalls, in the same order; the addon's queueOps() lists its own). */
export const QUEUED_CALLS = [
  'glEnable', 'glDisable', 'glActiveTexture', 'glBindTexture', 'glBindSampler', 'glBindBuffer', 'glBindVertexArray',
  'glUseProgram', 'glBindVertexBuffer', 'glUniform1fv', 'glUniform2fv', 'glUniform3fv', 'glUniform4fv', 'glUniform1iv',
  'glUniform2iv', 'glUniform3iv', 'glUniform4iv', 'glDrawArrays', 'glDrawArraysInstanced', 'glDrawElements',
  'glDrawElementsInstanced',
] as const;

type QueuedName = (typeof QUEUED_CALLS)[number];
const OP = Object.fromEntries(QUEUED_CALLS.map((n, i) => [n, i])) as Record<QueuedName, number>;

/** Words of the queue: 32 KiB, a few hundred draws' state calls. */
export const QUEUE_WORDS = 8192;
/**
 * Words at which a batch goes to the driver thread while it is on (~120 state-heavy draws): small enough that the
 * driver starts early in a frame, large enough that the hand-over (a lock and a wake-up, ~1-3 µs) is a few ns a draw.
 */
export const THREAD_BATCH_WORDS = 2048;

export interface CallQueue {
  /** The entry points with QUEUED_CALLS queued and every other call made after running the queue. */
  readonly queued: GLEntryPoints;
  /** The entry points, each made after running the queue (for code that shares a context with a queued table). */
  readonly flushing: GLEntryPoints;
  /** Runs what the queue holds (nothing when it is empty). */
  flush(): void;
  /** Words queued and not yet run (tests). */
  pending(): number;
  /** The driver thread is on (batches of THREAD_BATCH_WORDS) or off (the queue runs when full). */
  setThreaded(on: boolean): void;
}

export type RunQueue = (words: Int32Array, count: number) => void;

const TWO_32 = 4294967296;

/**
 * `runQueue` makes a batch at once; `submitQueue` (a full queue's batch) may hand it to the driver thread instead
 * (default: runQueue).
 */
export function createCallQueue(native: GLEntryPoints, runQueue: RunQueue, submitQueue: RunQueue = runQueue): CallQueue {
  const words = new Int32Array(QUEUE_WORDS);
  const floats = new Float32Array(words.buffer);
  let used = 0;
  /** Words at which the queue runs before a call: QUEUE_WORDS, or THREAD_BATCH_WORDS with the driver thread on. */
  let limit = QUEUE_WORDS;

  const flush = (): void => {
    if (used === 0) return;
    const n = used;
    // Emptied first: a batch that throws (no current context) is not made again by the next flush.
    used = 0;
    runQueue(words, n);
  };
  /** A batch that reached `limit`: submitted (the driver thread may make it while JS goes on). */
  const submit = (): void => {
    const n = used;
    used = 0;
    submitQueue(words, n);
  };
  /** Room for `n` words from `used` on (the queue submitted first when they do not fit under `limit`). */
  const room = (n: number): number => {
    if (used + n > limit && used !== 0) submit();
    return used;
  };
  const offsetWords = (at: number, offset: number): void => {
    const lo = offset >>> 0;
    words[at] = lo;
    // Nearly every offset fits 32 bits: no float division for its zero high word (~20 instructions a call).
    words[at + 1] = offset === lo ? 0 : (offset - lo) / TWO_32;
  };
  const isOffset = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

  const raw = native as unknown as Record<string, (...args: unknown[]) => unknown>;
  const direct = native;

  const one = (name: QueuedName) => {
    const op = OP[name];
    return (a: number): void => {
      if (typeof a !== 'number') {
        flush();
        raw[name](a);
        return;
      }
      const at = room(2);
      words[at] = op; words[at + 1] = a;
      used = at + 2;
    };
  };
  const two = (name: QueuedName) => {
    const op = OP[name];
    return (a: number, b: number): void => {
      if (typeof a !== 'number' || typeof b !== 'number') {
        flush();
        raw[name](a, b);
        return;
      }
      const at = room(3);
      words[at] = op; words[at + 1] = a; words[at + 2] = b;
      used = at + 3;
    };
  };
  /**
   * glUniform{1-4}{f,i}v: `count` elements of `width` components, copied into the queue at the call (the caller may
   * reuse its array at once) through `view`, the queue's float or integer view of the same words runQueue reads. Queued
   * only from an exact `Type` array (Float32Array / Int32Array) that holds them; anything else is made directly.
   */
  const uniformVector = (name: QueuedName, width: number, Type: Float32ArrayConstructor | Int32ArrayConstructor, view: Float32Array | Int32Array) => {
    const op = OP[name];
    return (location: number, count: number, value: Float32Array | Int32Array): void => {
      const n = count * width;
      if (typeof location !== 'number' || (count | 0) !== count || count < 0 || !(value instanceof Type) ||
        n > value.length || n + 3 > QUEUE_WORDS) {
        flush();
        raw[name](location, count, value);
        return;
      }
      const at = room(n + 3);
      words[at] = op; words[at + 1] = location; words[at + 2] = count;
      // One vec4 (the per-draw case) written out: the loop re-checked both arrays at every step (~90 instructions).
      if (n === 4) { view[at + 3] = value[0]; view[at + 4] = value[1]; view[at + 5] = value[2]; view[at + 6] = value[3]; }
      else for (let k = 0; k < n; k++) view[at + 3 + k] = value[k];
      used = at + 3 + n;
    };
  };

  const queuedCalls: Pick<GLEntryPoints, QueuedName> = {
    glEnable: one('glEnable'),
    glDisable: one('glDisable'),
    glActiveTexture: one('glActiveTexture'),
    glBindVertexArray: one('glBindVertexArray'),
    glUseProgram: one('glUseProgram'),
    glBindTexture: two('glBindTexture'),
    glBindSampler: two('glBindSampler'),
    glBindBuffer: two('glBindBuffer'),
    glBindVertexBuffer(index: number, buffer: number, offset: number, stride: number): void {
      if (typeof index !== 'number' || typeof buffer !== 'number' || !isOffset(offset) || typeof stride !== 'number') {
        flush();
        direct.glBindVertexBuffer(index, buffer, offset, stride);
        return;
      }
      const at = room(6);
      words[at] = OP.glBindVertexBuffer; words[at + 1] = index; words[at + 2] = buffer;
      offsetWords(at + 3, offset);
      words[at + 5] = stride;
      used = at + 6;
    },
    glUniform1fv: uniformVector('glUniform1fv', 1, Float32Array, floats),
    glUniform2fv: uniformVector('glUniform2fv', 2, Float32Array, floats),
    glUniform3fv: uniformVector('glUniform3fv', 3, Float32Array, floats),
    glUniform4fv: uniformVector('glUniform4fv', 4, Float32Array, floats),
    glUniform1iv: uniformVector('glUniform1iv', 1, Int32Array, words),
    glUniform2iv: uniformVector('glUniform2iv', 2, Int32Array, words),
    glUniform3iv: uniformVector('glUniform3iv', 3, Int32Array, words),
    glUniform4iv: uniformVector('glUniform4iv', 4, Int32Array, words),
    glDrawArrays(mode: number, first: number, count: number): void {
      if (typeof mode !== 'number' || typeof first !== 'number' || typeof count !== 'number') {
        flush();
        direct.glDrawArrays(mode, first, count);
        return;
      }
      const at = room(4);
      words[at] = OP.glDrawArrays; words[at + 1] = mode; words[at + 2] = first; words[at + 3] = count;
      used = at + 4;
    },
    glDrawArraysInstanced(mode: number, first: number, count: number, instances: number): void {
      if (typeof mode !== 'number' || typeof first !== 'number' || typeof count !== 'number' || typeof instances !== 'number') {
        flush();
        direct.glDrawArraysInstanced(mode, first, count, instances);
        return;
      }
      const at = room(5);
      words[at] = OP.glDrawArraysInstanced; words[at + 1] = mode; words[at + 2] = first; words[at + 3] = count; words[at + 4] = instances;
      used = at + 5;
    },
    // Indices queued only as an element-buffer offset (a client array is read by the driver at the call: made directly).
    glDrawElements(mode, count, type, indices): void {
      if (typeof mode !== 'number' || typeof count !== 'number' || typeof type !== 'number' || !isOffset(indices) || indices < 0) {
        flush();
        direct.glDrawElements(mode, count, type, indices);
        return;
      }
      const at = room(6);
      words[at] = OP.glDrawElements; words[at + 1] = mode; words[at + 2] = count; words[at + 3] = type;
      offsetWords(at + 4, indices);
      used = at + 6;
    },
    glDrawElementsInstanced(mode, count, type, indices, instances): void {
      if (typeof mode !== 'number' || typeof count !== 'number' || typeof type !== 'number' || !isOffset(indices) || indices < 0 ||
        typeof instances !== 'number') {
        flush();
        direct.glDrawElementsInstanced(mode, count, type, indices, instances);
        return;
      }
      const at = room(7);
      words[at] = OP.glDrawElementsInstanced; words[at + 1] = mode; words[at + 2] = count; words[at + 3] = type;
      offsetWords(at + 4, indices);
      words[at + 6] = instances;
      used = at + 7;
    },
  };

  // The flushing table passes the caller's arguments on as they came (the addon's argument-count errors stay exact).
  const afterFlush = (fn: (...args: unknown[]) => unknown) => function (...args: unknown[]): unknown {
    if (used !== 0) flush();
    return fn(...args);
  };
  // The queued table's other calls run on the hot path (an upload's glPixelStorei / glTexSubImage2D every draw): a
  // fixed list of parameters, no rest array. One function literal serves all 663, so their call of `fn` is
  // megamorphic, and a rest array spread there was allocated every call where the optimizer does not inline
  // (alloc.test.ts' strict run read 80-188 B a draw). Fifteen is the longest entry point's parameter count; the
  // missing ones arrive as undefined, as they would have, and only a call with too few arguments reads differently
  // (a parameter's TypeError instead of the count's): the backend's calls are its own.
  type Fixed = (a?: unknown, b?: unknown, c?: unknown, d?: unknown, e?: unknown, f?: unknown, g?: unknown, h?: unknown,
    i?: unknown, j?: unknown, k?: unknown, l?: unknown, m?: unknown, n?: unknown, o?: unknown) => unknown;
  const beforeCall = (fn: Fixed): Fixed => function (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o) {
    if (used !== 0) flush();
    return fn(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o);
  };
  // Built as prototypes, each under an empty heir: a table of ~660 properties put in one by one is a dictionary
  // (every call a hash lookup), and V8 makes an object fast once it serves as a prototype. Enumerable, so for-in
  // (recordingEntryPoints, nullDrawEntryPoints) sees every entry point.
  const queued: Record<string, unknown> = {};
  const flushing: Record<string, unknown> = {};
  for (const name of Object.keys(raw)) {
    const fn = raw[name];
    if (typeof fn !== 'function') continue;
    flushing[name] = afterFlush(fn);
    queued[name] = Object.hasOwn(queuedCalls, name) ? queuedCalls[name as QueuedName] : beforeCall(fn as Fixed);
  }
  return {
    queued: Object.create(Object.freeze(queued)) as GLEntryPoints,
    flushing: Object.create(Object.freeze(flushing)) as GLEntryPoints,
    flush,
    pending: () => used,
    setThreaded: (on) => { limit = on ? THREAD_BATCH_WORDS : QUEUE_WORDS; },
  };
}
