#!/usr/bin/env node
// CLI: (no flag) rewrite the table's generated part keeping hand answers; --check fail on any mismatch
// in either direction; --self-test run the negative controls. Prints the summary line either way.
import { checkTable, summaryLine } from './check.ts';
import { scanFrontEnd } from './derive.ts';
import { runSelfTest } from './self-test.ts';
import { mergeTable, readTable, writeTable } from './table.ts';
import { createScanProgram } from './ts-program.ts';

const mode = process.argv.includes('--check') ? 'check' : process.argv.includes('--self-test') ? 'self-test' : 'gen';
const t0 = performance.now();
const program = createScanProgram();
const scan = scanFrontEnd(program);
const table = readTable();
const ms = () => `${Math.round(performance.now() - t0)} ms`;

if (mode === 'gen') {
  const next = mergeTable(scan, table);
  writeTable(next);
  const r = checkTable(scan, next);
  console.log(`${summaryLine(r.summary)} (gen, ${ms()})`);
  for (const f of r.failures) console.log(`  still failing: ${f}`);
} else if (mode === 'check') {
  const r = checkTable(scan, table);
  for (const f of r.failures) console.error(`dirty-surface: ${f}`);
  console.log(`${summaryLine(r.summary)} (${ms()})`);
  process.exit(r.failures.length === 0 ? 0 : 1);
} else {
  const results = runSelfTest(program, scan, table);
  for (const c of results) console.log(`  ${c.tripped ? 'tripped' : 'DID NOT TRIP'}: ${c.name} (expects "${c.expected}")`);
  const missed = results.filter((c) => !c.tripped);
  console.log(`dirty-surface self-test: ${results.length - missed.length}/${results.length} negative controls tripped (${ms()})`);
  process.exit(missed.length === 0 ? 0 : 1);
}
