// G6 (seeds §4.7.1, DESIGN §3): the coverage table. Every backend read point the scan finds (coverage-scan.ts) must
// have a hand-written row in schema/pipe-coverage.json naming the MGPipe call(s) whose payload supplies it, or
// saying why none is needed (a class with `"wire": false`: client-resolved, server-private), or declaring it a
// catalog gap (`"gap": "why"`). Validation is both ways (UNMAPPED / stale), against the catalog (every call named
// exists) and against G5 (a PipeInputs accessor's row names every call that writes its state group).
// The rendered table (libs/pipe-types/src/generated/pipe-coverage.generated.ts) lists sites as file + function
// without line numbers, so unrelated edits in the backend do not make it stale; error messages carry file:line.
import type { Catalog } from './model.ts';
import { header } from './emit-common.ts';
import { formatSite, type ReadPoint } from './coverage-scan.ts';

export const COVERAGE_TABLE = 'schema/pipe-coverage.json';

export interface CoverageScan {
  points: ReadPoint[];
  problems: string[];
}

interface CoverageClass { doc: string; wire?: boolean }
interface CoverageRow { point: string; calls: string[]; class: string; gap?: string; note?: string }
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw JSON
type RawTable = any;

const sitesOf = (p: ReadPoint, max = 4) =>
  p.sites.slice(0, max).map(formatSite).join('; ') + (p.sites.length > max ? `; … (${p.sites.length} sites)` : '');

export function validateCoverage(cat: Catalog, table: RawTable, scan: CoverageScan | undefined): string[] {
  const errors: string[] = [];
  if (scan === undefined) return ['E_COV_TABLE: no backend scan in the inputs (readInputs scans the GLES backend libraries)'];
  errors.push(...scan.problems);
  if (table === null || typeof table !== 'object' || !Array.isArray(table.rows) || typeof table.classes !== 'object') {
    return [...errors, `E_COV_TABLE: ${COVERAGE_TABLE} missing or malformed (needs "classes" and "rows")`];
  }
  const classes: Record<string, CoverageClass> = table.classes;
  const calls = new Map(cat.calls.map((c) => [c.name, c]));
  const rows = new Map<string, CoverageRow>();
  for (const r of table.rows as CoverageRow[]) {
    if (typeof r.point !== 'string' || !Array.isArray(r.calls) || typeof r.class !== 'string') {
      errors.push(`E_COV_TABLE: malformed row ${JSON.stringify(r)}`);
      continue;
    }
    if (rows.has(r.point)) errors.push(`E_COV_DUP: ${r.point}: two rows`);
    rows.set(r.point, r);
    const cls = classes[r.class];
    if (cls === undefined) errors.push(`E_COV_CLASS: ${r.point}: unknown class "${r.class}"`);
    for (const c of r.calls) {
      if (!calls.has(c)) errors.push(`E_COV_CALL: ${r.point}: names "${c}", which is not a call of ${'schema/pipe-calls.json'}`);
      else if (calls.get(c)!.retired) errors.push(`E_COV_CALL: ${r.point}: names retired call "${c}"`);
    }
    if (r.calls.length === 0 && r.gap === undefined && cls?.wire !== false) {
      errors.push(`E_COV_EMPTY: ${r.point}: no call, no "gap" and class "${r.class}" is not wire:false`);
    }
    if (r.gap !== undefined && r.calls.length > 0) errors.push(`E_COV_EMPTY: ${r.point}: a gap row names calls`);
  }
  const scanned = new Map(scan.points.map((p) => [p.point, p]));
  for (const p of scan.points) {
    if (!rows.has(p.point)) errors.push(`E_COV_UNMAPPED: ${p.point} (read at ${sitesOf(p)}): add a row to ${COVERAGE_TABLE}`);
  }
  for (const r of rows.values()) {
    if (!scanned.has(r.point)) errors.push(`E_COV_STALE: ${r.point}: the backend no longer reads it; remove the row from ${COVERAGE_TABLE}`);
  }
  // G5 cross-check: a PipeInputs accessor named in the catalog's state groups is supplied by the group's writers.
  for (const g of cat.stateGroups) {
    const writers = cat.calls.filter((c) => !c.retired && c.writes.includes(g.name)).map((c) => c.name);
    for (const a of g.accessors) {
      const r = rows.get(`PipeInputs.${a}`);
      if (r === undefined) continue;
      const missing = writers.filter((w) => !r.calls.includes(w));
      if (missing.length) errors.push(`E_COV_ACCESSOR: PipeInputs.${a}: G5 group ${g.name} is written by ${missing.join(', ')}, which the row does not name`);
    }
  }
  return errors;
}

export interface CoverageSummary { readPoints: number; mapped: number; unmapped: number; gaps: number; noWire: number }

export function summarizeCoverage(table: RawTable, scan: CoverageScan): CoverageSummary {
  const rows = new Map<string, CoverageRow>((table?.rows ?? []).map((r: CoverageRow) => [r.point, r]));
  let mapped = 0, gaps = 0, noWire = 0;
  for (const p of scan.points) {
    const r = rows.get(p.point);
    if (r === undefined) continue;
    if (r.gap !== undefined) gaps++;
    else {
      mapped++;
      if (r.calls.length === 0) noWire++;
    }
  }
  return { readPoints: scan.points.length, mapped, unmapped: scan.points.length - mapped - gaps, gaps, noWire };
}

export const summaryLine = (s: CoverageSummary) =>
  `G6: ${s.readPoints} read points, ${s.mapped} mapped, ${s.unmapped} unmapped` +
  (s.gaps ? `, ${s.gaps} catalog gap(s)` : '') + (s.noWire ? ` (${s.noWire} mapped to no call: client-resolved / server-private)` : '');

export function emitCoverage(table: RawTable, scan: CoverageScan): string {
  const rows = new Map<string, CoverageRow>(table.rows.map((r: CoverageRow) => [r.point, r]));
  const s = summarizeCoverage(table, scan);
  const out: string[] = [
    header('G6: backend read point -> the MGPipe call(s) whose payload supplies it (seeds §4.7; 0 UNMAPPED).', ['schema/pipe-coverage.json', 'schema/pipe-calls.json', 'libs/backend-gles/src, libs/gles-core/src, libs/gles-subsystems/*/src (scanned)']),
    '/** One backend read point of front-end state. sites: "file function ×count" (no line numbers: see --check errors for those). */',
    'export interface PipeCoverageRow {',
    '  readonly point: string;',
    '  readonly via: \'state\' | \'accessor\' | \'mgb-ctx\';',
    '  readonly calls: readonly string[];',
    '  readonly cls: string;',
    '  /** Non-null: the backend reads something no call carries (a catalog gap). */',
    '  readonly gap: string | null;',
    '  readonly access: readonly string[];',
    '  readonly sites: readonly string[];',
    '}',
    '',
    `export const kPipeCoverageSummary = ${JSON.stringify(s).replace(/"(\w+)":/g, '$1: ')} as const;`,
    '',
    'export const kPipeCoverage: readonly PipeCoverageRow[] = [',
  ];
  for (const p of scan.points) {
    const r = rows.get(p.point)!;
    const counts = new Map<string, number>();
    for (const x of p.sites) counts.set(`${x.file} ${x.fn}`, (counts.get(`${x.file} ${x.fn}`) ?? 0) + 1);
    const sites = [...counts].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k));
    const access = [...new Set(p.sites.map((x) => x.access))].sort();
    out.push(`  { point: ${JSON.stringify(p.point)}, via: ${JSON.stringify(p.via)}, calls: ${JSON.stringify(r.calls)}, cls: ${JSON.stringify(r.class)}, ` +
      `gap: ${r.gap === undefined ? 'null' : JSON.stringify(r.gap)}, access: ${JSON.stringify(access)},\n    sites: ${JSON.stringify(sites)} },`);
  }
  out.push('];', '');
  return out.join('\n');
}
