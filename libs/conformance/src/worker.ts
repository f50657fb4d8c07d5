// A child process of the pool (pool.ts): runs the tests it is sent, one at a time, each on a fresh lane
// (a new GL context per test), and answers each with its verdict. A crash of the driver or of our stack
// takes only this process down; the pool marks the test in flight `crash` and starts another.
import type { LaneFactory } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import { runShaderTestFile } from './execute.ts';
import type { VerifyTally } from './test-run.ts';

export interface WorkerRequest {
  id: number;
  path: string;
}

export interface WorkerReply {
  id: number;
  status: string;
  reason: string;
  verify?: VerifyTally;
}

async function laneFor(backend: string): Promise<LaneFactory> {
  if (backend === 'reference') return referenceLane();
  if (backend === 'gles') return glesLane();
  throw new Error(`unknown backend '${backend}'`);
}

async function main(): Promise<void> {
  const backend = process.env.MGPIPE_PIGLIT_BACKEND ?? 'gles';
  const lane = await laneFor(backend);
  // piglit run --spirv (pool.ts passes it on): SPIRV YES tests in SPIR-V mode.
  const spirv = process.env.MGPIPE_PIGLIT_SPIRV === '1';
  const queue: WorkerRequest[] = [];
  let busy = false;
  const pump = async () => {
    if (busy) return;
    busy = true;
    while (queue.length > 0) {
      const req = queue.shift()!;
      const verdict: WorkerReply = await runShaderTestFile({ path: req.path, lane, spirv }).then((v) => ({ id: req.id, ...v }), (err: unknown) => ({
        id: req.id,
        status: 'crash' as const,
        reason: `exception: ${err instanceof Error ? err.message : String(err)}`.split('\n')[0],
      }));
      process.send!(verdict satisfies WorkerReply);
    }
    busy = false;
  };
  process.on('message', (msg: WorkerRequest | 'exit') => {
    if (msg === 'exit') process.exit(0);
    queue.push(msg);
    void pump();
  });
  process.send!({ id: -1, status: 'ready', reason: backend } satisfies WorkerReply);
}

void main();
