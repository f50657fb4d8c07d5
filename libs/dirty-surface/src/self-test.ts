// Negative controls (--self-test): each plants one mistake and names the failure it must produce. Source
// plants live in in-memory copies handed to the compiler host, never in the tree; all source plants
// share one planted program (they touch different rows), table plants reuse the real scan.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type ts from 'typescript';
import { checkTable } from './check.ts';
import { scanFrontEnd, type Scan } from './derive.ts';
import { STATE_DIR, FRONT_END_DIR, WORKSPACE_ROOT } from './scan-config.ts';
import { mergeTable, type Table } from './table.ts';
import { createScanProgram } from './ts-program.ts';

export interface ControlResult {
  name: string;
  expected: string;
  tripped: boolean;
}

/** The file a planted setter is appended to (a copy in memory), and the text appended. */
export const PLANT_FILE = join(WORKSPACE_ROOT, FRONT_END_DIR, 'entry-points/a-render-state.ts');
export function plantedSetterSource(name: string, body = 'fe.state.renderState.SetLineWidth(w);'): string {
  return `\n// dirty-surface self-test plant (in memory only)\nexport function dirtySurfacePlant_${name}(fe: import('../front-end.ts').FrontEnd) {\n` +
    `  return {\n    ${name}(w: number, on: boolean): void { void on; ${body} },\n  };\n}\n`;
}

/** Scan with `plants` (file → appended text / replacement) applied in memory; the real table merged in. */
export function scanPlanted(plants: Map<string, (text: string) => string>, base?: ts.Program): Scan {
  const overrides = new Map<string, string>();
  for (const [file, edit] of plants) overrides.set(file, edit(readFileSync(file, 'utf8')));
  return scanFrontEnd(createScanProgram(overrides, base));
}

function clone(t: Table): Table {
  return JSON.parse(JSON.stringify(t)) as Table;
}

export function runSelfTest(baseProgram: ts.Program, baseScan: Scan, table: Table): ControlResult[] {
  const results: ControlResult[] = [];
  const trips = (name: string, expected: string, failures: string[]) =>
    results.push({ name, expected, tripped: failures.some((f) => f.includes(expected)) });
  // The controls measure the checker, not the tree: start from a table that is fresh for the scan.
  const fresh = mergeTable(baseScan, table);

  // Source plants: a setter with no row, a mutation inside a lambda, an undecidable write, and a
  // gl-state setter that lost its bump (under-firing for every row that answers its bit).
  const vertexArray = join(WORKSPACE_ROOT, STATE_DIR, 'objects/vertex-array.ts');
  const planted = scanPlanted(new Map([
    [PLANT_FILE, (t: string) => t +
      plantedSetterSource('dirtySurfacePlantedNoRow') +
      plantedSetterSource('dirtySurfacePlantedLambda', '[0, 1].forEach((b) => fe.state.renderState.SetCapability(b, on));') +
      plantedSetterSource('dirtySurfacePlantedUndecidable', '(fe.state.renderState as any).SetLineWidth(w);')],
    [vertexArray, (t: string) => t.replace(/(SetAttribEnabled\([^)]*\)[^{]*\{[^}]*?)this\.BumpConfig\(index\);/, '$1')],
  ]), baseProgram);
  const plantedTable = clone(fresh);
  plantedTable.rows.push(
    { mutator: 'gl-impl:dirtySurfacePlantedLambda', answer: ['NEW_RENDER_STATE'], generated: generatedFor(planted, 'gl-impl:dirtySurfacePlantedLambda') },
    { mutator: 'gl-impl:dirtySurfacePlantedUndecidable', answer: ['no-backend-read'], generated: generatedFor(planted, 'gl-impl:dirtySurfacePlantedUndecidable') },
  );
  const p = checkTable(planted, plantedTable).failures;
  trips('planted mutator with no row', 'no row: gl-impl:dirtySurfacePlantedNoRow', p);
  trips('mutation inside a lambda (attributed to its enclosing entry point)', 'render-state: gl-impl:dirtySurfacePlantedLambda omits NEW_PIPELINE_STATE', p);
  trips('undecidable write', 'UNDECIDED: gl-impl:dirtySurfacePlantedUndecidable', p);
  trips('under-firing answer (SetAttribEnabled lost its bump)', 'answers NEW_VERTEX_ELEMENTS but no write it reaches moves its shutter', p);

  // Table plants on the real scan.
  const stale = clone(fresh);
  stale.rows.push({ mutator: 'gl-impl:dirtySurfacePlantedStale', answer: ['no-backend-read'], generated: fresh.rows[0].generated });
  trips('stale row', 'stale row: gl-impl:dirtySurfacePlantedStale', checkTable(baseScan, stale).failures);

  const wrong = clone(fresh);
  const victim = wrong.rows.find((r) => r.generated.mayFire.length > 0 && r.generated.unresolved.length === 0);
  const bad = baseScan.catalogs.bits.map((b) => b.name).find((b) => victim && !victim.generated.mayFire.includes(b));
  if (victim && bad) victim.answer = [...(victim.answer ?? []), bad];
  trips('wrong bit', victim && bad ? `under-firing: ${victim.mutator} answers ${bad}` : '(no row to plant a wrong bit in)', checkTable(baseScan, wrong).failures);

  const listed = clone(fresh);
  const decidable = listed.rows.find((r) => r.generated.unresolved.length === 0);
  if (decidable) listed.undecided.push({ mutator: decidable.mutator, why: 'planted' });
  trips('undecided entry that is decidable', `decidable: ${decidable?.mutator ?? '(none)'}`, checkTable(baseScan, listed).failures);
  return results;
}

function generatedFor(scan: Scan, mutator: string) {
  const f = scan.mutators.find((m) => m.mutator === mutator);
  if (!f) return { reaches: [], counters: [], mayFire: [], backend: [], notes: [], unresolved: [`(plant not scanned: ${mutator})`] };
  const { mutator: _m, ...g } = f;
  return g;
}
