// One TypeScript program over the front end and the state model. Negative controls pass `overrides`
// (absolute path → text) so planted code lives only in memory: the compiler host answers those paths
// from the map, and may answer paths that do not exist on disk (a planted file).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { DIRTY_BITS_FILE, FRONT_END_DIR, STATE_DIR, WORKSPACE_ROOT } from './scan-config.ts';

export type Overrides = ReadonlyMap<string, string>;

export function listTsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
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

/** `oldProgram` lets controls reuse every unchanged parsed file (keeps --self-test fast). */
export function createScanProgram(overrides: Overrides = new Map(), oldProgram?: ts.Program): ts.Program {
  const roots = [
    ...listTsFiles(join(WORKSPACE_ROOT, FRONT_END_DIR)),
    ...listTsFiles(join(WORKSPACE_ROOT, STATE_DIR)),
    join(WORKSPACE_ROOT, DIRTY_BITS_FILE),
  ];
  for (const p of overrides.keys()) if (!roots.includes(p) && p.endsWith('.ts')) roots.push(p);
  const host = ts.createCompilerHost(OPTIONS, true);
  const baseGet = host.getSourceFile.bind(host);
  const baseExists = host.fileExists.bind(host);
  const baseRead = host.readFile.bind(host);
  host.getSourceFile = (fileName, lang, onError, shouldCreate) => {
    const text = overrides.get(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, lang, true);
    const old = oldProgram?.getSourceFile(fileName);
    if (old !== undefined && !overrides.has(fileName)) return old;
    return baseGet(fileName, lang, onError, shouldCreate);
  };
  host.fileExists = (f) => overrides.has(f) || baseExists(f);
  host.readFile = (f) => overrides.get(f) ?? baseRead(f);
  return ts.createProgram({ rootNames: roots, options: OPTIONS, host, oldProgram });
}
