// What advance-phase's gates said, kept next to the state they justify:
//   migrations/gate-record.json   (committed) per backend/subsystem the last advance or revert: from → to, when,
//                                 each gate's verdict and first detail line, and for a B advance that retired
//                                 ResidualValueBlock members the layout and codec texts before and after (what --revert needs
//                                 to restore it exactly). Written through the generator's Tree, so a refused or
//                                 rolled-back advance leaves it untouched; a reviewer reads why a phase was granted
//                                 in the same commit that grants it.
//   tmp/advance-phase/last-run.json  (ignored) the last run of any outcome, refusals and rollbacks included, with
//                                 the last gate (it runs after the write). Local and disposable: `mgpipe migration
//                                 status` shows it when present.
import type { MigrationPhase } from '@mgpipe/migration';
import type { GateResult } from './gates.ts';
import type { FileAccess } from './workspace-data.ts';
import type { WritableFiles } from './last-gate.ts';

export const GATE_RECORD_PATH = 'migrations/gate-record.json';
export const LAST_RUN_PATH = 'tmp/advance-phase/last-run.json';

export interface GateVerdict {
  readonly gate: string;
  readonly ok: boolean;
  readonly detail: string;
}

export interface AdvanceRecord {
  readonly from: MigrationPhase;
  readonly to: MigrationPhase;
  readonly revert: boolean;
  readonly at: string;
  readonly gates: readonly GateVerdict[];
  /** Per residual file (layout, codecs): its text before and after the B advance. */
  readonly residual?: Readonly<Record<string, { readonly before: string; readonly after: string }>>;
}

export interface GateRecordDoc {
  $comment: string;
  backends: Record<string, Record<string, AdvanceRecord>>;
}

const COMMENT = 'Written by the advance-phase generator (tools/mgpipe-plugin/src/migration/gate-record.ts), not by hand: per backend/subsystem the gates of its last advance or revert; residual: the ResidualValueBlock layout text around a B advance, for an exact --revert.';

const verdicts = (gates: readonly GateResult[]): GateVerdict[] => gates.map((g) => ({ gate: g.gate, ok: g.ok, detail: g.detail[0] ?? '' }));

export function readGateRecord(files: FileAccess): GateRecordDoc {
  const text = files.read(GATE_RECORD_PATH);
  return text === null ? { $comment: COMMENT, backends: {} } : (JSON.parse(text) as GateRecordDoc);
}

export function recordAdvance(files: FileAccess, r: { backend: string; subsystem: string; from: MigrationPhase; to: MigrationPhase; revert: boolean; gates: readonly GateResult[]; residual: Record<string, { before: string; after: string }> | null }): void {
  const doc = readGateRecord(files);
  const rows = (doc.backends[r.backend] ??= {});
  const previous = rows[r.subsystem];
  // A revert keeps nothing to restore; an advance past B keeps the B layout pair for a later B → A revert.
  const residual = r.residual ?? (!r.revert && previous?.residual ? previous.residual : undefined);
  rows[r.subsystem] = { from: r.from, to: r.to, revert: r.revert, at: new Date().toISOString(), gates: verdicts(r.gates), ...(residual ? { residual } : {}) };
  files.write!(GATE_RECORD_PATH, `${JSON.stringify(doc, null, 2)}\n`);
}

/** The layout pair recorded by the subsystem's B advance (null when there is none). */
export function recordedResidual(files: FileAccess, backend: string, subsystem: string): Readonly<Record<string, { before: string; after: string }>> | null {
  return readGateRecord(files).backends[backend]?.[subsystem]?.residual ?? null;
}

export interface LastRun {
  readonly backend: string;
  readonly subsystem: string;
  readonly revert?: boolean;
  readonly outcome: 'advanced' | 'refused' | 'rolled back';
  readonly at: string;
  readonly gates: readonly GateVerdict[];
}

export function writeLastRun(disk: WritableFiles, r: { backend: string; subsystem: string; revert?: boolean; outcome: LastRun['outcome']; gates: readonly GateResult[] }): void {
  const run: LastRun = { backend: r.backend, subsystem: r.subsystem, revert: r.revert === true, outcome: r.outcome, at: new Date().toISOString(), gates: verdicts(r.gates) };
  disk.write(LAST_RUN_PATH, `${JSON.stringify(run, null, 2)}\n`);
}

export function readLastRun(files: FileAccess): LastRun | null {
  const text = files.read(LAST_RUN_PATH);
  return text === null ? null : (JSON.parse(text) as LastRun);
}
