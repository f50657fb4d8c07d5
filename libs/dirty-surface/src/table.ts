// The checked-in table: one row per front-end mutator. `generated` is rewritten by `gen` from the scan;
// `answer` and `why` are hand-written and survive regeneration; `undecided` is the hand-kept list of
// mutators whose writes the analysis cannot resolve (each with why).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MutatorFacts, Scan } from './derive.ts';
import { TABLE_FILE, WORKSPACE_ROOT } from './scan-config.ts';

export type Generated = Omit<MutatorFacts, 'mutator'>;

export interface TableRow {
  mutator: string;
  /** Dirty-bit names and/or prose tokens (scan-config PROSE_ANSWERS, pulled-partial-shutter:BIT); null = unmapped. */
  answer: string[] | null;
  why?: string;
  generated: Generated;
}

export interface Table {
  $comment: string;
  undecided: { mutator: string; why: string }[];
  rows: TableRow[];
}

const COMMENT =
  'GENERATED rows + HAND answers. `generated` is rewritten by `nx run dirty-surface:gen` (libs/dirty-surface/src/main.ts) ' +
  'from libs/gl-impl, libs/gl-state, libs/tracker/src/dirty-bits.ts and schema/render-state-fields.json; do not edit it. ' +
  '`answer` / `why` per row and the `undecided` list are hand-written and kept by gen. See libs/dirty-surface/README.md.';

export function tablePath(): string {
  return join(WORKSPACE_ROOT, TABLE_FILE);
}

export function readTable(path = tablePath()): Table {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Table;
  } catch {
    return { $comment: COMMENT, undecided: [], rows: [] };
  }
}

export function generatedOf(f: MutatorFacts): Generated {
  const { mutator: _m, ...g } = f;
  return g;
}

/** The table gen would write: scanned rows (new ones unmapped), hand answers and the undecided list kept. */
export function mergeTable(scan: Scan, old: Table): Table {
  const prev = new Map(old.rows.map((r) => [r.mutator, r]));
  const rows = scan.mutators.map((f): TableRow => {
    const p = prev.get(f.mutator);
    // Key order is the file's order: mutator, hand answer (and why), then the generated part.
    return p?.why !== undefined
      ? { mutator: f.mutator, answer: p.answer, why: p.why, generated: generatedOf(f) }
      : { mutator: f.mutator, answer: p?.answer ?? null, generated: generatedOf(f) };
  });
  return { $comment: COMMENT, undecided: old.undecided, rows };
}

export function serialiseTable(t: Table): string {
  return `${JSON.stringify(t, null, 2)}\n`;
}

export function writeTable(t: Table, path = tablePath()): void {
  writeFileSync(path, serialiseTable(t));
}
