// One TypeScript program over the front end and the state model. Negative controls pass `overrides`
// (absolute path → text) so planted code lives only in memory: the compiler host answers those paths
// from the map, and may answer paths that do not exist on disk (a planted file).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { DIRTY_BITS_FILE, FRONT_END_DIR, STATE_DIR, WORKSPACE_ROOT } from './scan-config.ts';

export type Overrides = ReadonlyMap<string, string>;

/** The non-test, non-declaration .ts files under `dir`, sorted (none when `dir` does not exist). */
export function listTsFiles(dir: string): string[] {
  const out: string[] = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...listTsFiles(p));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && !e.name.endsWith('.test.ts')) out.push(p);
  }
  return out.sort();
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  noEmit: true,
  strict: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  types: [],
  lib: ['lib.es2023.d.ts'],
};

/**
 * A type-checked program over `roots` whose compiler host answers the paths in `overrides` from memory (planted or
 * edited files of a negative control; they may not exist on disk). `oldProgram` lets a control reuse every
 * unchanged parsed file. Shared by this scanner and the G6 backend-read scanner (tools/mgpipe-plugin).
 */
export function createOverlayProgram(roots: readonly string[], overrides: Overrides = new Map(), oldProgram?: ts.Program): ts.Program {
  const rootNames = [...roots];
  for (const p of overrides.keys()) if (!rootNames.includes(p) && p.endsWith('.ts')) rootNames.push(p);
  const host = ts.createCompilerHost(OPTIONS, true);
  const baseGet = host.getSourceFile.bind(host);
  const baseExists = host.fileExists.bind(host);
  const baseRead = host.readFile.bind(host);
  host.getSourceFile = (fileName, lang, onError, shouldCreate) => {
    const text = overrides.get(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, lang, true);
    return oldProgram?.getSourceFile(fileName) ?? baseGet(fileName, lang, onError, shouldCreate);
  };
  host.fileExists = (f) => overrides.has(f) || baseExists(f);
  host.readFile = (f) => overrides.get(f) ?? baseRead(f);
  return ts.createProgram({ rootNames, options: OPTIONS, host, oldProgram });
}

/** The front end, the state model and the dirty-bit list: what the dirty-surface scan reads. */
export function createScanProgram(overrides: Overrides = new Map(), oldProgram?: ts.Program): ts.Program {
  const roots = [
    ...listTsFiles(join(WORKSPACE_ROOT, FRONT_END_DIR)),
    ...listTsFiles(join(WORKSPACE_ROOT, STATE_DIR)),
    join(WORKSPACE_ROOT, DIRTY_BITS_FILE),
  ];
  return createOverlayProgram(roots, overrides, oldProgram);
}
