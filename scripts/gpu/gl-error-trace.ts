// Bundled by scripts/gpu-pack.mjs as gl-error-trace.mjs (a driver-bring-up aid): runs built-in scenarios on
// our lane with glGetError checked after every driver call, against the reference lane, once with the
// detected Capabilities and once per override given, and prints one JSON line per run: the image comparison,
// the driver errors (call, arguments, error) and the backend's log lines (program builds the driver refused).
//   node gl-error-trace.mjs NAME[,NAME...] [CAPS-JSON...]     e.g. scissor '{"viewportArray":false}'
import { compareOnLanes } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import { createDriverCallSink, type DriverCall, type DriverCallSink } from '@mgpipe/backend-gles';
import { gl } from '@mgpipe/native-gl';
import { SCENARIOS } from '@mgpipe/scenarios';

const [names = '', ...overrides] = process.argv.slice(2);
const errors: string[] = [];

/**
 * A driver-call sink whose `calls.push` (made by the recording wrapper just before each call) first reads
 * glGetError: an error there belongs to the call recorded before. Only our lane's calls go through it.
 */
function checkingSink(): DriverCallSink {
  const base = createDriverCallSink();
  const calls = base.calls;
  const push = calls.push.bind(calls);
  (calls as { push: (c: DriverCall) => number }).push = (c: DriverCall) => {
    const e = gl.glGetError();
    if (e !== 0 && errors.length < 50) errors.push(`#${calls.length - 1} ${base.lines().at(-1) ?? '?'} → 0x${e.toString(16)}`);
    return push(c);
  };
  return base;
}

const logs: string[] = [];
const warn = console.warn;
console.warn = (...a: unknown[]) => { logs.push(a.map(String).join(' ').slice(0, 4000)); };
const reference = await referenceLane();
for (const name of names.split(',')) {
  const load = SCENARIOS.get(name);
  if (load === undefined) { warn(`unknown scenario ${name}`); continue; }
  const scenario = await load();
  for (const caps of [undefined, ...overrides.map((o) => JSON.parse(o) as Record<string, boolean>)]) {
    errors.length = 0;
    logs.length = 0;
    const sink = checkingSink();
    const ours = await glesLane({ capabilities: caps, recordDriverCalls: sink });
    const { comparison, ours: run } = await compareOnLanes(scenario, ours, reference);
    const calls = caps === undefined ? sink.lines().slice(0, 3000) : undefined;
    process.stdout.write(`${JSON.stringify({ name, caps: caps ?? 'detected', match: comparison.match, diffPixels: comparison.diffPixels, glError: run.glError, driverErrors: [...errors], log: [...logs], calls })}\n`);
  }
}
