// The heap a measured loop runs in, made what a running application's is: its long-lived objects old. Used by the
// instruction counter's loop (scripts/perf/instruction-bench.ts) after warm-up.
//
// A bench batch's steady-state loop allocates nothing (alloc.test.ts holds every lane to it), so once it runs no
// scavenge ever happens again, and whatever was young when setup and warm-up ended stays young for the whole
// measurement. Each store of such an object into an old one (a payload record naming a handle made at setup, a twin
// bound into a mirror) then takes the write barrier's slow path, which records the slot for a scavenge that never
// comes. Which objects are caught young is the luck of where the last scavenge fell: the push lane's state-heavy
// count read 13,624 or 14,292 instructions a draw under different V8 seeds, the same code (callgrind put ~570 of the
// difference in the barrier's slow path). An application allocates as it runs (a frame's garbage), so its scavenges
// promote what lives; two full collections after warm-up put the loop in that state, and the same code then read
// 13,629-13,632 under the same three seeds. (Smaller splits of the JIT's own remain: one seed in three can still read
// ~250 apart.)
//
// `mgpipe bench` does not settle its lanes (yet): on this 2-core machine (2026-12-06 06:26-06:38 UTC, `--repeats 9`,
// runs alternated, the first run of each script left out: 383 and 421, both settled) its blend-toggle stack-only push
// read 324 / 281 / 288 / 296 ns settled against 268 / 290 / 268 / 271 unsettled, native 24-32 either way; on the H100
// (06:42-06:44 UTC, a slow phase: native 730-960 ns a draw) push/native settled and not overlapped (state-heavy
// 0.245-0.264 against 0.242-0.247, blend-toggle 0.516-0.884 against 0.532-0.580). The wall clock does not follow the
// instruction count here, so the bench keeps its method until it does.
//
// Node exposes the collector only under --expose-gc: a process started without it turns the flag on and takes `gc`
// from a fresh context, where V8 installs it.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | null = null;

/** Two full collections: every live young object promoted (V8 promotes the young generation's survivors in a full GC). */
export function settleHeap(): void {
  if (collect === null) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (typeof exposed === 'function') collect = exposed;
    else {
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as () => void;
    }
  }
  collect();
  collect();
}
