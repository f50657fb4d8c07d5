// The driver-call half of advance-phase's A gate (seeds §6.2.1: phase A changes where the backend reads, not what
// it does): for each named scenario, the GLES backend's recorded driver-call stream with the subsystem read
// through PipeInputs filled from the context (the lane's `alias`), against the pull path's, call for call.
//   npx tsx tools/mgpipe-plugin/src/migration/driver-streams-cli.ts <subsystem> <scenario>...
// prints one JSON line per scenario (DriverStreamVerdict); exit 0 when every stream is equal, 1 otherwise.
// The alias run has MOBILEGL_PIPE_VERIFY on: its poison checks make a read the fill points miss Fatal, and its
// per-subsystem comparison count says whether the subsystem was aliased at all (a subsystem the backend does not
// read through PipeInputs yet is left pulling by `alias`, and its "equal" stream would prove nothing).
// The test-only MOBILEGL_PIPE_TEST_FAULT=alias:<subsystem> (NODE_ENV=test) is latched into both runs' switches: it
// plants a real fault in the backend's alias fill (gles-core pipe-inputs.ts: the context read wrong, for the copy
// and for verify's shadow alike), so it acts in the alias run only and verify cannot see it — the stream must:
// the gate's negative control on the real lane.
import { runOnLane } from '@mgpipe/harness';
import { glesLane, type GlesLaneOptions } from '@mgpipe/lanes';
import { isSubsystemName, parsePipeSwitches, type SubsystemName } from '@mgpipe/migration';
import { SCENARIOS } from '@mgpipe/scenarios';

export interface DriverStreamVerdict {
  readonly scenario: string;
  readonly pullCalls: number;
  readonly aliasCalls: number;
  readonly equal: boolean;
  /** The first differing call: index, pull line, alias line. */
  readonly firstDifference: string | null;
  /** Verify comparisons of the subsystem's own PipeInputs groups in the alias run (0: it was not aliased). */
  readonly aliasCompared: number;
  readonly error: string | null;
}

async function stream(name: string, options: GlesLaneOptions): Promise<{ lines: string[]; compared: Readonly<Record<string, number>> }> {
  const { createDriverCallSink } = await import('@mgpipe/backend-gles');
  const sink = createDriverCallSink();
  const run = await runOnLane(await SCENARIOS.get(name)!(), await glesLane({ ...options, recordDriverCalls: sink }));
  return { lines: sink.lines(), compared: run.verify?.bySubsystem ?? {} };
}

/** `faultEnv`: MOBILEGL_PIPE_TEST_FAULT and NODE_ENV as the caller has them (the planted alias-path fault). */
export async function driverStreamVerdict(subsystem: SubsystemName, name: string, faultEnv: Readonly<Record<string, string | undefined>> = {}): Promise<DriverStreamVerdict> {
  try {
    if (!SCENARIOS.has(name)) throw new Error(`unknown scenario '${name}'`);
    const fault = { MOBILEGL_PIPE_TEST_FAULT: faultEnv['MOBILEGL_PIPE_TEST_FAULT'], NODE_ENV: faultEnv['NODE_ENV'] };
    // MOBILEGL_PIPE_ALIAS pins what is aliased whatever state.json records: nothing in the pull run, exactly the
    // subsystem in the alias run (a subsystem already recorded at A would otherwise be aliased in both runs, and
    // the comparison would prove nothing).
    const pull = parsePipeSwitches({ ...fault, MOBILEGL_PIPE_PUSH: 'none', MOBILEGL_PIPE_ALIAS: 'none' }, {}, 'gles');
    const verify = parsePipeSwitches({ ...fault, MOBILEGL_PIPE_PUSH: 'none', MOBILEGL_PIPE_VERIFY: '1', MOBILEGL_PIPE_ALIAS: subsystem }, {}, 'gles');
    // Module-level scratch arrays carry the previous run's bytes into recorded arguments: a first pull run puts
    // both recorded runs on the same starting bytes (as apps/mgpipe/test/push-path.test.ts does).
    await stream(name, { switches: pull });
    const a = (await stream(name, { switches: pull })).lines;
    const aliased = await stream(name, { switches: verify, alias: [subsystem] });
    const b = aliased.lines;
    const compared = aliased.compared[subsystem] ?? 0;
    let first: string | null = null;
    for (let i = 0; i < Math.max(a.length, b.length) && first === null; i++) if (a[i] !== b[i]) first = `#${i}: pull ${a[i] ?? '(end)'} | alias ${b[i] ?? '(end)'}`;
    return { scenario: name, pullCalls: a.length, aliasCalls: b.length, equal: first === null, firstDifference: first, aliasCompared: compared, error: null };
  } catch (err) {
    return { scenario: name, pullCalls: 0, aliasCalls: 0, equal: false, firstDifference: null, aliasCompared: 0, error: err instanceof Error ? `${(err as { kind?: string }).kind ?? err.name}: ${err.message}` : String(err) };
  }
}

async function main(argv: string[]): Promise<number> {
  const [subsystem, ...scenarios] = argv;
  if (subsystem === undefined || !isSubsystemName(subsystem) || scenarios.length === 0) {
    process.stderr.write('usage: driver-streams-cli <subsystem> <scenario>...\n');
    return 2;
  }
  let ok = true;
  for (const name of scenarios) {
    const v = await driverStreamVerdict(subsystem, name, process.env);
    ok &&= v.equal && v.error === null;
    process.stdout.write(`${JSON.stringify(v)}\n`);
  }
  return ok ? 0 : 1;
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) process.exitCode = await main(process.argv.slice(2));
