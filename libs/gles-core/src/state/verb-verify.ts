// One place that settles a verify comparison of a pushed call's operands (MOBILEGL_PIPE_VERIFY): the pushed call is
// compared with what the legacy verb would have been given, the comparison is counted under its kind, and a
// difference is recorded ("<what>@<verb class>: <difference>", the first 8 kept) and thrown as
// Fatal{PipeVerifyDiffer, "<what>@<verb class>"}: the same shape as a PipeInputs group's divergence.
import { MGPipeFatal } from '@mgpipe/pipe-types';
import type { VerifyReport } from './pipe-inputs.ts';

/** The VerifyReport counters of operand comparisons (the groups' own are `compared`). */
export type VerbComparisonKind = 'bufferResources' | 'drawVbo' | 'framebufferVerbs' | 'programVerbs' | 'readbackVerbs' | 'textureUploads' | 'xfbSpans';

/** The part of VerifyReport a divergence is recorded in. */
export type DivergenceLog = Pick<VerifyReport, 'divergences' | 'first'>;

/** Counts one comparison of `kind`; `difference` non-null is a divergence at `where`, recorded and thrown. */
export function settleComparison<K extends VerbComparisonKind>(report: DivergenceLog & Record<K, number>, kind: K, where: string, difference: string | null): void {
  report[kind]++;
  if (difference !== null) recordDivergence(report, where, difference);
}

/** Records a divergence at `where` and throws it as Fatal{PipeVerifyDiffer, where}. */
export function recordDivergence(report: DivergenceLog, where: string, difference: string): never {
  report.divergences++;
  if (report.first.length < 8) report.first.push(`${where}: ${difference}`);
  throw new MGPipeFatal('PipeVerifyDiffer', where);
}
