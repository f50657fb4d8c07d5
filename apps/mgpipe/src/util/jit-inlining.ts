// V8's inlining budget in the processes mgpipe runs the stack in (its entry points call applyJitInlining before
// anything is compiled: bin/mgpipe.mjs, the GPU carry's run.mjs, and the bench's lane processes, which start from
// the same entry; scripts/perf/instruction-bench.ts too, so the instruction counts are of what the CLI runs).
//
// Why: a GL call or a draw crosses the front end, the tracker, a receiver and the backend, each a few small methods.
// TurboFan stops inlining once an optimized function has taken in 920 bytes of bytecode (its default cumulative
// budget), which the draw path reaches halfway: past it every layer is a real call, and no load is shared across one.
// With the budget below, a state-heavy draw runs 7,103 instructions instead of 8,793 (-19%) and a blend-toggle draw
// 2,620 instead of 3,318 (-21%) (count-instructions.mjs, three seeds, this setting against MGPIPE_JIT_INLINING=default;
// README "Benchmarks" has the GPU machine's figures). Semantics are V8's either way: these flags move only what
// TurboFan inlines. Past this budget the counts barely move (size 4000, cumulative 40000: state-heavy 7,068).
//
// MGPIPE_JIT_INLINING=default leaves V8's own budget (A/B runs; a host that tunes V8 itself). An application that
// embeds the stack gets the same by starting node with JIT_INLINING_FLAGS (they are ordinary V8 flags).
import { setFlagsFromString } from 'node:v8';

/** The raised budget: per inlined function, per optimized function in all, and the absolute cap (bytes of bytecode). */
export const JIT_INLINING_FLAGS = [
  '--max-inlined-bytecode-size=2000',
  '--max-inlined-bytecode-size-cumulative=20000',
  '--max-inlined-bytecode-size-absolute=20000',
] as const;

export type JitInlining = 'raised' | 'default';

let mode: JitInlining = 'default';

/**
 * Sets the raised budget unless MGPIPE_JIT_INLINING says `default`; returns the mode. Call it before the stack's
 * code is optimized (at process start): a function TurboFan compiled earlier keeps what it inlined.
 * `setFlag` is V8's (tests pass a recorder).
 */
export function applyJitInlining(env: NodeJS.ProcessEnv = process.env, setFlag: (flag: string) => void = setFlagsFromString): JitInlining {
  const v = env.MGPIPE_JIT_INLINING;
  if (v !== undefined && v !== '' && v !== 'raised' && v !== 'default') {
    throw new Error(`MGPIPE_JIT_INLINING: '${v}' is neither 'raised' nor 'default'`);
  }
  mode = v === 'default' ? 'default' : 'raised';
  if (mode === 'raised') for (const flag of JIT_INLINING_FLAGS) setFlag(flag);
  return mode;
}

/** The mode this process runs under ('default' until applyJitInlining ran): the bench's JSON records it. */
export function jitInlining(): JitInlining {
  return mode;
}
