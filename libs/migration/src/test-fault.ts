// MOBILEGL_PIPE_TEST_FAULT: a planted fault for the migration tooling's own tests (DESIGN §8 `mgpipe bisect`, the
// advance-phase gates). `MOBILEGL_PIPE_TEST_FAULT=<subsystem>[,<subsystem>...]` declares that the push path of
// those subsystems is broken; an entry `alias:<subsystem>` that its alias path (phase A: PipeInputs filled from
// the context) is — the fill reads the context wrong, the same way for the copy the backend reads and for
// verify's shadow, so only the driver-call stream shows it (the A gate's driver-calls negative control). It is a test-only switch: refused unless NODE_ENV=test or the caller passes `allowTestFaults` (the CLI's
// `--allow-test-faults`), so a stray variable can never make a real run lie. It is latched with the other
// MOBILEGL_PIPE_* switches (`PipeSwitches.testFault`). Where it acts:
//  - a subsystem with a real push path in the backend (backend-gles PUSH_PATH_SUBSYSTEMS, which grows as subsystems
//    reach B; not listed here so that this comment cannot go stale): inside that push path. The backend's receiver
//    (backend-gles state/pipe-receiver.ts) installs a corrupting entry for the subsystem when it is pushed, chosen
//    once at construction, so a real run of a scenario renders wrong (and MOBILEGL_PIPE_VERIFY diverges) exactly
//    when that bit is pushed. Several such names = independent faults, one per subsystem.
//  - a subsystem with no push path yet (it always pulls, whatever its bit): SIMULATED around a bisect runner
//    (`withTestFault`): a run is declared failed when every such named bit is pushed (several names = a fault
//    that needs them together). `splitTestFault` separates the two.
//  - `alias:<subsystem>` (a subsystem backend-gles reads through PipeInputs): inside the alias fill
//    (gles-core state/pipe-inputs.ts), acting only while that subsystem is aliased, never pulled or pushed.
import type { BisectRunner } from './bisect.ts';
import { PipeSwitchError } from './switches.ts';
import { SUBSYSTEM_NAMES, isSubsystemName, subsystemMask, type SubsystemName } from './subsystems.ts';

export const TEST_FAULT_ENV = 'MOBILEGL_PIPE_TEST_FAULT';

export interface TestFault {
  /** Push-path faults. */
  readonly subsystems: readonly SubsystemName[];
  /** The push bits that must all be on for the fault to fire. */
  readonly mask: number;
  /** Alias-path faults (`alias:<subsystem>` entries). */
  readonly alias: readonly SubsystemName[];
}

const ALIAS_PREFIX = 'alias:';

/** Null when the switch is unset. Throws PipeSwitchError on unknown names or when test faults are not allowed. */
export function parseTestFault(env: Readonly<Record<string, string | undefined>>, options: { allowTestFaults?: boolean } = {}): TestFault | null {
  const value = env[TEST_FAULT_ENV];
  if (value === undefined || value.trim() === '') return null;
  if (env['NODE_ENV'] !== 'test' && options.allowTestFaults !== true) {
    throw new PipeSwitchError(`${TEST_FAULT_ENV}=${value} is a test-only switch: refused unless NODE_ENV=test or --allow-test-faults is given`);
  }
  const entries = value.split(',').map((s) => s.trim());
  const names: SubsystemName[] = [];
  const alias: SubsystemName[] = [];
  for (const e of entries) {
    const s = e.startsWith(ALIAS_PREFIX) ? e.slice(ALIAS_PREFIX.length) : e;
    if (!isSubsystemName(s)) throw new PipeSwitchError(`${TEST_FAULT_ENV}: unknown subsystem '${s}'. Valid: ${SUBSYSTEM_NAMES.join(', ')} (alias path: alias:<subsystem>)`);
    (e === s ? names : alias).push(s);
  }
  return { subsystems: names, mask: subsystemMask(...names), alias };
}

/**
 * Splits a fault into the names planted in the real push path (`pushPath`: the subsystems the backend has a push
 * path for) and the rest, simulated at the runner (`withTestFault`); null parts when empty.
 */
export function splitTestFault(fault: TestFault | null, pushPath: readonly string[]): { planted: readonly SubsystemName[] | null; simulated: TestFault | null } {
  if (fault === null) return { planted: null, simulated: null };
  const planted = fault.subsystems.filter((s) => pushPath.includes(s));
  const simulated = fault.subsystems.filter((s) => !pushPath.includes(s));
  return {
    planted: planted.length > 0 ? planted : null,
    simulated: simulated.length > 0 ? { subsystems: simulated, mask: subsystemMask(...simulated), alias: [] } : null,
  };
}

/** Whether the simulated fault fires under `pushMask`. */
export function testFaultFires(fault: TestFault | null, pushMask: number): boolean {
  return fault !== null && fault.subsystems.length > 0 && (pushMask & fault.mask) === fault.mask;
}

/** SIMULATED fault: a runner that also fails whenever `fault` fires (the case's own verdict otherwise). */
export function withTestFault(run: BisectRunner, fault: TestFault | null): BisectRunner {
  if (fault === null) return run;
  return async (mask) => (testFaultFires(fault, mask) ? { failed: true, reason: `simulated test fault in ${fault.subsystems.join(' + ')}` } : await run(mask));
}
