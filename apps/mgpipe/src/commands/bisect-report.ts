// What `mgpipe bisect` reports per case, as text (streamed: a line per child run as it finishes), as JSON and as
// JUnit XML (`--junit FILE`, one <testcase> per case: a push regression or a flake is a <failure>, a case of the
// baseline is <skipped>, a case that errored is an <error>, a case that passes with the start set pushed passes).
import type { BisectResult, BisectStep, Confirmation } from '@mgpipe/migration';
import type { BaselineStatus } from './bisect-baseline.ts';
import type { CaseSpec } from './bisect-runner.ts';

export type CaseStatus = 'culprit' | 'flaky' | 'passes' | 'fails-without-push' | 'expected-fail' | 'error';

export interface CaseOutcome {
  readonly spec: CaseSpec;
  readonly status: CaseStatus;
  readonly seconds: number;
  readonly result?: BisectResult;
  readonly confirmation?: Confirmation;
  readonly baseline?: BaselineStatus;
  readonly error?: string;
}

type NamesOf = (mask: number) => string[];
const hex = (mask: number) => `0x${mask.toString(16).padStart(3, '0')}`;

export function headerLine(spec: CaseSpec, startMask: number, namesOf: NamesOf): string {
  return `bisect ${spec.kind} ${spec.target}: start set 0x${startMask.toString(16)} [${namesOf(startMask).join(', ') || 'none'}]\n`;
}

export function stepLine(s: BisectStep, namesOf: NamesOf): string {
  return `  ${hex(s.mask)} ${s.failed ? 'FAIL' : 'pass'}  [${namesOf(s.mask).join(', ') || 'none'}]${s.failed && s.reason ? `  (${s.reason})` : ''}\n`;
}

/** The lines after the steps: the verdict of the case. */
export function summaryLines(o: CaseOutcome, namesOf: NamesOf): string {
  const names = (mask: number) => namesOf(mask).join(', ') || 'none';
  const r = o.result;
  if (o.status === 'expected-fail') return `${o.spec.kind} ${o.spec.target}: listed in the baseline as ${o.baseline}: not bisected\n`;
  if (o.status === 'error') return `${o.spec.kind} ${o.spec.target}: ERROR ${o.error}\n`;
  if (r === undefined) return '';
  if (r.kind === 'passes') return 'passes with the start set pushed: nothing to bisect\n';
  if (r.kind === 'fails-without-push') return 'fails with every push bit off: not a push regression (the pull path fails too)\n';
  const lines = [
    `culprit: ${r.culprits.join(' + ')}${r.prerequisites.length ? ` (with its prerequisites ${r.prerequisites.join(', ')} pushed)` : ''}`,
    `smallest failing set: 0x${r.minimalMask.toString(16)} [${names(r.minimalMask)}]  (MOBILEGL_PIPE_PUSH=${namesOf(r.minimalMask).join(',')})`,
  ];
  const c = o.confirmation;
  if (c !== undefined) {
    if (!c.reproduced) lines.push(`FLAKY: the smallest failing set passed when run again: ${r.culprits.join(' + ')} did not reproduce`);
    else {
      lines.push(`confirmed: the smallest failing set fails again; the start set without ${r.culprits.join(' + ')} ${c.complement.failed ? 'still FAILS' : 'passes'}`);
      if (c.otherRegression) lines.push(`another push regression remains outside the culprit: bisect again with --push 0x${c.complement.mask.toString(16)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** One case as a JSON object: the bisect result's fields, the sets by name, the confirmation. */
export function caseJson(o: CaseOutcome, namesOf: NamesOf): Record<string, unknown> {
  const r = o.result;
  return {
    case: o.spec,
    status: o.status,
    seconds: o.seconds,
    ...(r ?? {}),
    ...(r ? { startSet: namesOf(r.startMask) } : {}),
    ...(r?.kind === 'culprit' ? { minimalSet: namesOf(r.minimalMask) } : {}),
    ...(o.confirmation ? { confirmation: o.confirmation } : {}),
    ...(o.baseline ? { baseline: o.baseline } : {}),
    ...(o.error ? { error: o.error } : {}),
  };
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function junitXml(suite: string, outcomes: readonly CaseOutcome[], namesOf: NamesOf): string {
  const count = (...s: CaseStatus[]) => outcomes.filter((o) => s.includes(o.status)).length;
  const total = outcomes.reduce((t, o) => t + o.seconds, 0);
  const cases = outcomes.map((o) => {
    const steps = [...(o.result?.steps ?? []), ...(o.confirmation ? [o.confirmation.culprit, o.confirmation.complement] : [])];
    const body = xml(steps.map((s) => stepLine(s, namesOf)).join('') + summaryLines(o, namesOf));
    const message = xml(summaryLines(o, namesOf).split('\n')[0]);
    const open = `    <testcase classname="mgpipe.bisect.${o.spec.kind}" name="${xml(o.spec.target)}" time="${o.seconds.toFixed(3)}"`;
    switch (o.status) {
      case 'passes':
        return `${open}/>`;
      case 'expected-fail':
        return `${open}>\n      <skipped message="${message}"/>\n    </testcase>`;
      case 'error':
        return `${open}>\n      <error message="${message}">${body}</error>\n    </testcase>`;
      default: {
        const type = o.status === 'culprit' ? 'push-regression' : o.status;
        return `${open}>\n      <failure type="${type}" message="${message}">${body}</failure>\n    </testcase>`;
      }
    }
  });
  const attrs = `tests="${outcomes.length}" failures="${count('culprit', 'flaky', 'fails-without-push')}" errors="${count('error')}" skipped="${count('expected-fail')}" time="${total.toFixed(3)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mgpipe bisect" ${attrs}>`,
    `  <testsuite name="${xml(suite)}" ${attrs}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
