// The checks --check runs (and the negative controls must trip). Both directions of the row set, then
// each answer against the derivation: a named bit whose shutter no reached write moves is under-firing
// (the dangerous direction); render-state bits are compared both ways against the schema's chunk kinds;
// unresolved writes make a row UNDECIDED unless listed, and a listed row that resolves fails too.
import type { Scan } from './derive.ts';
import { PARTIAL_PREFIX, PROSE_ANSWERS } from './scan-config.ts';
import { generatedOf, type Table } from './table.ts';

const RENDER_STATE_BITS = ['NEW_RENDER_STATE', 'NEW_PIPELINE_STATE'];

export interface CheckResult {
  failures: string[];
  summary: { mutators: number; mapped: number; undecided: number; prose: number };
}

export function checkTable(scan: Scan, table: Table): CheckResult {
  const failures: string[] = [];
  const bitNames = new Set(scan.catalogs.bits.map((b) => b.name));
  const shutterOf = new Map(scan.catalogs.bits.map((b) => [b.name, b.shutter]));
  const facts = new Map(scan.mutators.map((m) => [m.mutator, m]));
  const rows = new Map(table.rows.map((r) => [r.mutator, r]));
  const listed = new Map(table.undecided.map((u) => [u.mutator, u.why]));
  let mapped = 0;
  let undecided = 0;
  let prose = 0;

  for (const c of scan.unknownShutters) failures.push(`unknown shutter: ${c} (dirty-bits.ts) is moved by no gl-state body`);
  for (const m of scan.mutators) {
    if (!rows.has(m.mutator)) {
      failures.push(`no row: ${m.mutator} mutates ${[...m.reaches, ...m.notes].join(', ') || m.unresolved.join('; ')} — run \`nx run dirty-surface:gen\` and answer it`);
    }
  }
  for (const r of table.rows) {
    const f = facts.get(r.mutator);
    if (f === undefined) {
      failures.push(`stale row: ${r.mutator} is no longer a mutator of the front end — run \`nx run dirty-surface:gen\``);
      continue;
    }
    if (JSON.stringify(r.generated) !== JSON.stringify(generatedOf(f))) {
      failures.push(`stale generated part: ${r.mutator} — run \`nx run dirty-surface:gen\``);
    }
    if (f.unresolved.length > 0) {
      undecided++;
      if (!listed.has(r.mutator)) failures.push(`UNDECIDED: ${r.mutator}: ${f.unresolved.join('; ')} — add a @mutates note or list it under "undecided" with why`);
    } else if (listed.has(r.mutator)) {
      failures.push(`decidable: ${r.mutator} is listed as undecided but every write it reaches now resolves — remove it from the list`);
    }
    if (r.answer === null || r.answer.length === 0) {
      failures.push(`unmapped: ${r.mutator} has no answer (may fire: ${f.mayFire.join(', ') || 'nothing'}; backend: ${f.backend.join(', ') || 'none'})`);
      continue;
    }
    let ok = true;
    const bits: string[] = [];
    for (const t of r.answer) {
      if (t.startsWith(PARTIAL_PREFIX)) bits.push(t.slice(PARTIAL_PREFIX.length));
      else if (bitNames.has(t)) bits.push(t);
      else if (!(PROSE_ANSWERS as readonly string[]).includes(t)) {
        failures.push(`bad answer: ${r.mutator}: \`${t}\` is neither a dirty bit nor a prose answer`);
        ok = false;
      }
    }
    for (const b of bits) {
      if (!bitNames.has(b)) {
        failures.push(`bad answer: ${r.mutator}: \`${b}\` is not a dirty bit`);
        ok = false;
      } else if (!f.mayFire.includes(b)) {
        failures.push(`under-firing: ${r.mutator} answers ${b} but no write it reaches moves its shutter (${shutterOf.get(b)!.join(', ')}); it moves ${f.counters.join(', ') || 'no counter'}`);
        ok = false;
      }
    }
    for (const b of RENDER_STATE_BITS) {
      if (f.mayFire.includes(b) && !bits.includes(b)) {
        const setters = f.reaches.filter((x) => x.startsWith('RenderState.')).join(', ');
        failures.push(`render-state: ${r.mutator} omits ${b}: ${setters || 'a reached setter'} moves ${b === 'NEW_PIPELINE_STATE' ? 'a pipeline chunk (RenderState.pipelineStateVersion)' : 'a dynamic chunk (RenderState.dynamicVersion)'}`);
        ok = false;
      }
    }
    if ((r.answer.includes('immediate') || r.answer.includes('reverse-channel')) && f.backend.length === 0) {
      failures.push(`bad answer: ${r.mutator} answers ${r.answer.includes('immediate') ? 'immediate' : 'reverse-channel'} but reaches no backend call`);
      ok = false;
    }
    if (r.answer.some((t) => !bitNames.has(t))) prose++;
    if (ok) mapped++;
  }
  for (const u of table.undecided) {
    if (!facts.has(u.mutator)) failures.push(`stale undecided entry: ${u.mutator} is not a mutator of the front end`);
  }
  return { failures, summary: { mutators: scan.mutators.length, mapped, undecided, prose } };
}

export function summaryLine(s: CheckResult['summary']): string {
  return `dirty-surface: ${s.mutators} mutators, ${s.mapped} mapped, ${s.undecided} undecided, ${s.prose} prose answers`;
}
