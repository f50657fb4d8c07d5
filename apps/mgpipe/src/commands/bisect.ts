// `mgpipe bisect (--scenario FILE|NAME | --trace FILE) [--push SET] [--allow-test-faults] [--json]` (DESIGN §8):
// binary search over the subsystem push bits for the smallest set under which the case fails, every mask closed
// under the prerequisite table (@mgpipe/migration bisect.ts). Each mask runs in its own child process
// (`scenario run --compare reference` / `trace replay --compare reference`) because the switches are latched at
// init; a run fails on a mismatch or a verify divergence (exit 1); an error (exit 2) stops the bisect.
// MOBILEGL_PIPE_TEST_FAULT (test-only; outside NODE_ENV=test it needs --allow-test-faults) plants a fault:
//  - in a subsystem with a push path in our backend (render-state, readback-pack, patch-state,
//    vertex-attrib-defaults): passed on to every child run (with --allow-test-faults), where the backend's push
//    receiver corrupts that subsystem's payload: the child's own render mismatches when the bit is pushed;
//  - in any other subsystem (no push path yet, the bit changes nothing): SIMULATED here, around the runner
//    (`withTestFault`), and labelled so in the output.
// Exit 0 culprit found, 1 nothing to bisect, 2 error.
import { glesPushPathSubsystems } from '@mgpipe/lanes';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BisectResult, BisectRunner } from '@mgpipe/migration';
// Loaded lazily like lanes.ts does (the migration state file is read at import).
const migration = () => import('@mgpipe/migration');
import { UsageError, type ParsedArgs } from '../util/args.ts';

const BIN = join(import.meta.dirname, '../../bin/mgpipe.mjs');

export type CaseSpec = { readonly kind: 'scenario' | 'trace'; readonly target: string };

/** The real runner: one `mgpipe` child per mask, its verdict from the exit code. */
/**
 * The real runner: one `mgpipe` child per mask, its verdict from the exit code. `plantedFault`: subsystems whose
 * push path the children corrupt (MOBILEGL_PIPE_TEST_FAULT + --allow-test-faults); otherwise the switch is cleared.
 */
export function childProcessRunner(spec: CaseSpec, env: NodeJS.ProcessEnv = process.env, plantedFault: readonly string[] | null = null): BisectRunner {
  const out = mkdtempSync(join(tmpdir(), 'mgpipe-bisect-'));
  const fault = plantedFault === null ? [] : ['--allow-test-faults'];
  return (mask) =>
    new Promise((resolve, reject) => {
      const args = spec.kind === 'scenario' ? ['scenario', 'run', spec.target] : ['trace', 'replay', spec.target];
      const child = spawn(process.execPath, [BIN, ...args, '--compare', 'reference', '--json', '--out', out, ...fault], {
        env: { ...env, MOBILEGL_PIPE_PUSH: `0x${mask.toString(16)}`, MOBILEGL_PIPE_VERIFY: '1', MOBILEGL_PIPE_TEST_FAULT: plantedFault?.join(',') ?? '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0 || code === 1) resolve(code === 1);
        else reject(new Error(`run with push 0x${mask.toString(16)} errored (exit ${code}): ${stderr.trim()}`));
      });
    });
}

export function formatBisect(spec: CaseSpec, r: BisectResult, subsystemNamesOf: (mask: number) => string[]): string {
  const names = (mask: number) => subsystemNamesOf(mask).join(', ') || 'none';
  const lines = [`bisect ${spec.kind} ${spec.target}: start set 0x${r.startMask.toString(16)} [${names(r.startMask)}]`];
  for (const s of r.steps) lines.push(`  0x${s.mask.toString(16).padStart(3, '0')} ${s.failed ? 'FAIL' : 'pass'}  [${names(s.mask)}]`);
  if (r.kind === 'passes') lines.push('passes with the start set pushed: nothing to bisect');
  else if (r.kind === 'fails-without-push') lines.push('fails with every push bit off: not a push regression (the pull path fails too)');
  else {
    lines.push(`culprit: ${r.culprits.join(' + ')}${r.prerequisites.length ? ` (with its prerequisites ${r.prerequisites.join(', ')} pushed)` : ''}`);
    lines.push(`smallest failing set: 0x${r.minimalMask.toString(16)} [${names(r.minimalMask)}]  (MOBILEGL_PIPE_PUSH=${subsystemNamesOf(r.minimalMask).join(',')})`);
  }
  return `${lines.join('\n')}\n`;
}

export async function runBisectCommand(
  args: ParsedArgs,
  makeRunner: (spec: CaseSpec, plantedFault: readonly string[] | null) => BisectRunner = (s, planted) => childProcessRunner(s, process.env, planted),
): Promise<number> {
  const scenario = args.flags.get('scenario');
  const trace = args.flags.get('trace');
  if ((typeof scenario === 'string') === (typeof trace === 'string')) throw new UsageError('usage: mgpipe bisect (--scenario FILE|NAME | --trace FILE) [--push SET] [--allow-test-faults] [--json]');
  const spec: CaseSpec = typeof scenario === 'string' ? { kind: 'scenario', target: scenario } : { kind: 'trace', target: String(trace) };
  const { ALL_SUBSYSTEMS_MASK, bisectPushBits, parsePushValue, parseTestFault, splitTestFault, subsystemNamesOf, withTestFault } = await migration();
  const push = args.flags.get('push');
  const start = typeof push === 'string' ? parsePushValue(push, '--push').pushMask : ALL_SUBSYSTEMS_MASK;
  const fault = parseTestFault(process.env, { allowTestFaults: args.flags.has('allow-test-faults') });
  const { planted, simulated } = splitTestFault(fault, fault === null ? [] : await glesPushPathSubsystems());
  const result = await bisectPushBits(withTestFault(makeRunner(spec, planted), simulated), start);
  if (args.flags.has('json')) {
    process.stdout.write(`${JSON.stringify({ ...spec, ...result, startSet: subsystemNamesOf(result.startMask), ...(result.kind === 'culprit' ? { minimalSet: subsystemNamesOf(result.minimalMask) } : {}), plantedFault: planted, simulatedFault: simulated?.subsystems ?? null })}\n`);
  } else {
    if (planted !== null) process.stdout.write(`planted test fault (MOBILEGL_PIPE_TEST_FAULT) in the push path of: ${planted.join(', ')}\n`);
    if (simulated !== null) process.stdout.write(`simulated test fault (MOBILEGL_PIPE_TEST_FAULT; no push path yet, declared at the runner): ${simulated.subsystems.join(', ')}\n`);
    process.stdout.write(formatBisect(spec, result, subsystemNamesOf));
  }
  return result.kind === 'culprit' ? 0 : 1;
}
