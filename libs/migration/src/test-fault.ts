// MOBILEGL_PIPE_TEST_FAULT: a planted fault for the bisect tooling's own tests (DESIGN §8 `mgpipe bisect`).
// `MOBILEGL_PIPE_TEST_FAULT=<subsystem>[,<subsystem>...]` declares that the push path of those subsystems is
// broken: a run "fails" when every named bit is pushed (one name = a fault in that subsystem; several = a fault
// that needs them together). It is a test-only switch: refused unless NODE_ENV=test or the caller passes
// `allowTestFaults` (the CLI's `--allow-test-faults`), so a stray variable can never make a real run lie.
// Where it acts: around a bisect runner (`withTestFault`), not inside a backend; the lane underneath runs as is.

import { PipeSwitchError } from './switches.ts';
import { SUBSYSTEM_NAMES, isSubsystemName, subsystemMask, type SubsystemName } from './subsystems.ts';

export const TEST_FAULT_ENV = 'MOBILEGL_PIPE_TEST_FAULT';

export interface TestFault {
  readonly subsystems: readonly SubsystemName[];
  /** The push bits that must all be on for the fault to fire. */
  readonly mask: number;
}

/** Null when the switch is unset. Throws PipeSwitchError on unknown names or when test faults are not allowed. */
export function parseTestFault(env: Readonly<Record<string, string | undefined>>, options: { allowTestFaults?: boolean } = {}): TestFault | null {
  const value = env[TEST_FAULT_ENV];
  if (value === undefined || value.trim() === '') return null;
  if (env['NODE_ENV'] !== 'test' && options.allowTestFaults !== true) {
    throw new PipeSwitchError(`${TEST_FAULT_ENV}=${value} is a test-only switch: refused unless NODE_ENV=test or --allow-test-faults is given`);
  }
  const subsystems = value.split(',').map((s) => s.trim());
  for (const s of subsystems) {
    if (!isSubsystemName(s)) throw new PipeSwitchError(`${TEST_FAULT_ENV}: unknown subsystem '${s}'. Valid: ${SUBSYSTEM_NAMES.join(', ')}`);
  }
  const names = subsystems as SubsystemName[];
  return { subsystems: names, mask: subsystemMask(...names) };
}

/** Whether the planted fault fires under `pushMask`. */
export function testFaultFires(fault: TestFault | null, pushMask: number): boolean {
  return fault !== null && (pushMask & fault.mask) === fault.mask;
}

/** A runner that also fails whenever the planted fault fires (the case's own verdict otherwise). */
export function withTestFault(run: (mask: number) => Promise<boolean>, fault: TestFault | null): (mask: number) => Promise<boolean> {
  if (fault === null) return run;
  return async (mask) => testFaultFires(fault, mask) || (await run(mask));
}
