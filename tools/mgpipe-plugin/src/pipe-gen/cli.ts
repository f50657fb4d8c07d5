// Plain CLI entry for the pipe generators (the Nx generator gen-pipe and the gen-check / gen-self-test targets
// call the same code):
//   npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts            write every generated file
//   npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts --check    regenerate in memory; exit 1 naming stale files
//   npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts --self-test  run the negative controls (rejection + stale); exit 1 if any passes
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { generate, readInputs, staleFiles, CatalogError } from './generate.ts';
import { runSelfTest } from './self-test.ts';
import { summarizeCoverage, summaryLine } from './coverage.ts';

export const WORKSPACE_ROOT = resolve(import.meta.dirname, '../../../..');
export const readWorkspaceFile = (p: string) => (existsSync(join(WORKSPACE_ROOT, p)) ? readFileSync(join(WORKSPACE_ROOT, p), 'utf8') : null);

function main(argv: string[]): number {
  const raw = readInputs(readWorkspaceFile);
  const g6 = () => console.log(summaryLine(summarizeCoverage(raw.coverage, raw.backendReads!)));
  try {
    if (argv.includes('--self-test')) {
      const results = runSelfTest(raw, readWorkspaceFile);
      for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: expected ${r.expect}; got ${r.got}`);
      const bad = results.filter((r) => !r.ok);
      console.log(bad.length ? `${bad.length} negative control(s) did not trip` : `all ${results.length} negative controls tripped`);
      return bad.length ? 1 : 0;
    }
    if (argv.includes('--check')) {
      const stale = staleFiles(raw, readWorkspaceFile);
      if (stale.length) {
        console.error(`stale generated file(s) (run: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts):\n  ${stale.join('\n  ')}`);
        return 1;
      }
      g6();
      console.log('generated files are fresh');
      return 0;
    }
    for (const [path, content] of generate(raw)) {
      const abs = join(WORKSPACE_ROOT, path);
      mkdirSync(dirname(abs), { recursive: true });
      if (readWorkspaceFile(path) !== content) {
        writeFileSync(abs, content);
        console.log(`wrote ${path}`);
      }
    }
    g6();
    return 0;
  } catch (e) {
    if (e instanceof CatalogError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) process.exitCode = main(process.argv.slice(2));
