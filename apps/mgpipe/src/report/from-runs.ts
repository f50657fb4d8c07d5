// What each command hands to the report: its results mapped onto ReportData. Kept here so the command modules
// only gain a `--report FILE` option and one call.
import type { ImageComparison, LaneRun } from '@mgpipe/harness';
import type { BisectStep } from '@mgpipe/migration';
import type { CaseOutcome } from '../commands/bisect-report.ts';
import type { DemoResult } from '../demo/run-demo.ts';
import { pipeStatsOf, type BisectCaseView, type ReportData } from './model.ts';

const hex = (n: number) => `0x${n.toString(16)}`;

function comparisonSummary(c: ImageComparison): [string, string][] {
  return [
    ['image', `${c.diffImage.width}×${c.diffImage.height}`],
    ['max channel diff', String(c.maxChannelDiff)],
    ['pixels differing', `${c.diffPixels} / ${c.totalPixels}`],
  ];
}

export function demoReport(r: DemoResult, command: string): ReportData {
  const draws = r.extras.reduce((n, e) => n + (e.draws ?? 0), 0);
  const total = r.stats?.total;
  return {
    title: `MGPipe demo: ${r.scene.name}`,
    command,
    ok: r.comparison.match && r.ours.glError === 0 && r.reference.glError === 0,
    summary: [
      ['scene', r.scene.description ?? r.scene.name],
      ['frames', String(r.scene.frames)],
      ...comparisonSummary(r.comparison),
      ['draws', String(draws)],
      ['MGPipe calls / bytes', total ? `${total.totalCalls} / ${total.totalBytes}` : 'stats off'],
      ['round trips', total ? String(total.roundTrips) : '-'],
      ['GL errors', `ours ${hex(r.ours.glError)}, reference ${hex(r.reference.glError)}`],
    ],
    stats: r.stats,
    extras: r.extras,
    verify: r.ours.verify,
    images: {
      ours: r.ours.image, reference: r.reference.image, diff: r.comparison.diffImage,
      caption: `The last of ${r.scene.frames} frames: our stack (desktop-GL front end → GLES 3.2 backend on Mesa) and Mesa's desktop GL, rendered independently; the diff marks pixels differing by more than 2 in red.`,
    },
  };
}

/** A scenario or trace run on one lane, or compared with the reference. */
export function laneRunReport(opts: { title: string; command: string; ours: LaneRun; reference?: LaneRun; comparison?: ImageComparison; ok: boolean; summary?: [string, string][] }): ReportData {
  const { ours, reference, comparison } = opts;
  return {
    title: opts.title,
    command: opts.command,
    ok: opts.ok,
    summary: [
      ['lane', ours.lane],
      ...(comparison ? comparisonSummary(comparison) : [['image', `${ours.image.width}×${ours.image.height}`] as [string, string]]),
      ['GL error', reference ? `ours ${hex(ours.glError)}, reference ${hex(reference.glError)}` : hex(ours.glError)],
      ['probes failed', String(ours.probes.filter((p) => !p.ok).length)],
      ...(opts.summary ?? []),
    ],
    stats: pipeStatsOf(ours.stats),
    verify: ours.verify,
    images: {
      ours: ours.image, reference: reference?.image, diff: comparison?.diffImage,
      caption: reference ? `Our lane (${ours.lane}) and the reference lane (Mesa desktop GL); the diff marks differing pixels in red.` : `Our lane (${ours.lane}).`,
    },
  };
}

/** A bisect case and the masks it walked (in the order they ran) for the report's lattice. */
export function bisectCaseView(o: CaseOutcome, steps: readonly BisectStep[], namesOf: (mask: number) => string[]): BisectCaseView {
  const culprit = o.result?.kind === 'culprit' ? o.result.culprits : undefined;
  return {
    name: `${o.spec.kind} ${o.spec.target}`,
    outcome: o.status,
    culprit,
    steps: steps.map((s) => ({ mask: `0x${s.mask.toString(16)}`, subsystems: namesOf(s.mask), verdict: s.failed ? 'fail' : 'pass', note: s.failed ? s.reason : undefined })),
  };
}
