// Runs tests in child processes (worker.ts), `jobs` at a time: crash and timeout isolation per test. Each
// child takes one test at a time; if it dies mid-test the test is `crash` (with the signal / exit code and
// the last line it printed on stderr), if it overruns the timeout it is killed and the test is `timeout`,
// and in both cases a fresh child takes the next test. Children are recycled every RECYCLE_AFTER tests so
// that what one test leaks cannot change another's verdict.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Status, VerifyTally } from './test-run.ts';
import type { WorkerReply } from './worker.ts';

export interface TestResult {
  test: string;
  status: Status;
  reason: string;
  /** MOBILEGL_PIPE_VERIFY=1 runs on our lane: the test's verify tally. */
  verify?: VerifyTally;
}

export interface PoolOptions {
  backend: 'gles' | 'reference';
  jobs: number;
  timeoutMs: number;
  /** Test id (relative path) → absolute path of the file. */
  resolve: (test: string) => string;
  onResult?: (result: TestResult) => void;
  /** Extra environment of the children (e.g. MOBILEGL_PIPE_* switches). */
  env?: NodeJS.ProcessEnv;
}

const RECYCLE_AFTER = 100;
const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  done: number;
  stderrTail: string;
}

export async function runPool(tests: readonly string[], options: PoolOptions): Promise<TestResult[]> {
  const results: TestResult[] = new Array(tests.length);
  let next = 0;
  let nextId = 0;

  const spawnSlot = (): Slot => {
    const child = fork(WORKER, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...options.env, MGPIPE_PIGLIT_BACKEND: options.backend },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const slot: Slot = { child, ready: Promise.resolve(), done: 0, stderrTail: '' };
    child.stderr!.on('data', (d: Buffer) => {
      slot.stderrTail = (slot.stderrTail + d.toString()).slice(-2000);
    });
    slot.ready = new Promise((resolve, reject) => {
      const onMessage = (m: WorkerReply) => {
        if (m.id === -1) {
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve();
        }
      };
      const onExit = (code: number | null) => reject(new Error(`worker exited (${code}) before it was ready: ${lastLine(slot.stderrTail)}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
    return slot;
  };

  const runOne = (slot: Slot, test: string): Promise<{ result: TestResult; alive: boolean }> =>
    new Promise((resolve) => {
      const id = nextId++;
      const { child } = slot;
      const finish = (result: TestResult, alive: boolean) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve({ result, alive });
      };
      const onMessage = (m: WorkerReply) => {
        if (m.id === id) finish({ test, status: m.status as Status, reason: m.reason, ...(m.verify === undefined ? {} : { verify: m.verify }) }, true);
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        const why = signal ? `signal ${signal}` : `exit code ${code}`;
        const tail = lastLine(slot.stderrTail);
        finish({ test, status: 'crash', reason: `child process died (${why})${tail ? `: ${tail}` : ''}` }, false);
      };
      const timer = setTimeout(() => {
        child.off('exit', onExit);
        child.kill('SIGKILL');
        finish({ test, status: 'timeout', reason: `no verdict after ${options.timeoutMs / 1000} s` }, false);
      }, options.timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      slot.stderrTail = '';
      child.send({ id, path: options.resolve(test) });
    });

  const lane = async () => {
    let slot = spawnSlot();
    await slot.ready;
    while (next < tests.length) {
      const index = next++;
      const { result, alive } = await runOne(slot, tests[index]);
      results[index] = result;
      options.onResult?.(result);
      slot.done++;
      if (!alive || slot.done >= RECYCLE_AFTER) {
        if (alive) slot.child.send('exit');
        slot = spawnSlot();
        await slot.ready;
      }
    }
    slot.child.send('exit');
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs, tests.length)) }, lane));
  return results;
}

function lastLine(text: string): string {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  return lines.length === 0 ? '' : lines[lines.length - 1].slice(0, 200);
}
