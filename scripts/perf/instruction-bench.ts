// The loop scripts/perf/count-instructions.mjs counts: one bench batch on the push lane, stack only (draws dropped
// before the driver), warmed up, its heap settled (apps/mgpipe/src/bench/settle-heap.ts: the long-lived objects old, as
// in a running application), then ROUNDS rounds of DRAWS draws. The counter runs it at two round counts and divides
// the difference by the draws between them, so start-up, compilation and warm-up cancel.
//   node --import tsx scripts/perf/instruction-bench.ts BATCH ROUNDS [DRAWS]
// BATCH: a bench batch (apps/mgpipe/src/bench/batches.ts), draw-only / toggle-only (blend-toggle's two halves), or
// repoint-attribs (repoint-attribs.ts: four attributes re-pointed before every draw).
// The loop runs under the V8 inlining budget the CLI sets (apps/mgpipe util/jit-inlining.ts; MGPIPE_JIT_INLINING=default
// for V8's own), applied before anything of the stack is compiled.
import { applyJitInlining } from '../../apps/mgpipe/src/util/jit-inlining.ts';
import { parsePipeSwitches } from '@mgpipe/migration';
import { BATCHES } from '../../apps/mgpipe/src/bench/batches.ts';
import { glesLane } from '../../apps/mgpipe/src/lanes.ts';
import { settleHeap } from '../../apps/mgpipe/src/bench/settle-heap.ts';
import { repointAttribs } from './repoint-attribs.ts';

process.env.LP_NUM_THREADS ??= '0';
applyJitInlining();
const [name = 'blend-toggle', roundsArg = '10', drawsArg = '2000'] = process.argv.slice(2);
const rounds = Number(roundsArg), draws = Number(drawsArg);
const switches = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '0', MOBILEGL_PIPE_STATS: '0' }, {}, 'gles');
const lane = (await glesLane({ switches, nullDraws: true }))({ width: 64, height: 64 });
lane.makeCurrent();
const gl = lane.gl;
const batch = (n: string) => {
  const b = BATCHES.find((x) => x.name === n);
  if (b === undefined) throw new Error(`instruction-bench: no batch '${n}' (${BATCHES.map((x) => x.name).join(', ')}, draw-only, toggle-only)`);
  return b.setup(gl, false, draws);
};
let run: () => void;
if (name === 'draw-only' || name === 'toggle-only') {
  batch('blend-toggle')(); // its program and vertex array
  run = name === 'draw-only'
    ? () => { for (let i = 0; i < draws; i++) gl.drawArrays(gl.TRIANGLES, 0, 3); }
    : () => { for (let i = 0; i < draws; i += 2) { gl.enable(gl.BLEND); gl.disable(gl.BLEND); } };
} else if (name === 'repoint-attribs') run = repointAttribs(gl, draws);
else run = batch(name);
for (let r = 0; r < 20; r++) run(); // optimized code before the counted rounds
settleHeap(); // the long-lived objects old, as in a running application (settle-heap.ts)
for (let r = 0; r < rounds; r++) run();
lane.destroy();
