// The inputs that are data, not code: gl-state's MUTATOR_PREFIXES, the tracker's DIRTY_BITS (bit →
// shutter counters) and the render-state field table (setter → chunk kinds). The first two are read from
// the program's ASTs, so an in-memory copy of either file is what the scan sees.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { DIRTY_BITS_FILE, PREFIXES_FILE, RENDER_STATE_FIELDS_FILE, WORKSPACE_ROOT } from './scan-config.ts';

export interface DirtyBitShutter {
  name: string;
  shutter: string[];
}

export interface Catalogs {
  mutatorPrefixes: string[];
  bits: DirtyBitShutter[];
  /** RenderState setter → whether any field it writes lies in a pipeline chunk, and whether any lies in a dynamic one. */
  renderStateSetters: Map<string, { pipeline: boolean; dynamic: boolean }>;
}

function exportedArray(program: ts.Program, file: string, name: string): ts.ArrayLiteralExpression {
  const sf = program.getSourceFile(join(WORKSPACE_ROOT, file));
  if (sf === undefined) throw new Error(`${file} is not in the scan program`);
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== name || d.initializer === undefined) continue;
      let init: ts.Expression = d.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
      if (ts.isArrayLiteralExpression(init)) return init;
    }
  }
  throw new Error(`${file}: no array literal ${name}`);
}

function strings(arr: ts.ArrayLiteralExpression): string[] {
  return arr.elements.filter(ts.isStringLiteralLike).map((e) => e.text);
}

export function readCatalogs(program: ts.Program): Catalogs {
  const mutatorPrefixes = strings(exportedArray(program, PREFIXES_FILE, 'MUTATOR_PREFIXES'));
  const bits: DirtyBitShutter[] = [];
  for (const row of exportedArray(program, DIRTY_BITS_FILE, 'DIRTY_BITS').elements) {
    if (!ts.isObjectLiteralExpression(row)) continue;
    let name = '';
    let shutter: string[] = [];
    for (const p of row.properties) {
      if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) continue;
      if (p.name.text === 'name' && ts.isStringLiteralLike(p.initializer)) name = p.initializer.text;
      if (p.name.text === 'shutter' && ts.isArrayLiteralExpression(p.initializer)) shutter = strings(p.initializer);
    }
    bits.push({ name, shutter });
  }
  const schema = JSON.parse(readFileSync(join(WORKSPACE_ROOT, RENDER_STATE_FIELDS_FILE), 'utf8')) as {
    chunks: { name: string; kind: string }[];
    fields: { chunk: string; setters?: string[] }[];
  };
  const kind = new Map(schema.chunks.map((c) => [c.name, c.kind]));
  const renderStateSetters = new Map<string, { pipeline: boolean; dynamic: boolean }>();
  for (const f of schema.fields) {
    for (const s of f.setters ?? []) {
      const e = renderStateSetters.get(s) ?? { pipeline: false, dynamic: false };
      if (kind.get(f.chunk) === 'pipeline') e.pipeline = true;
      else e.dynamic = true;
      renderStateSetters.set(s, e);
    }
  }
  return { mutatorPrefixes, bits, renderStateSetters };
}

/** PascalCase prefix rule of method-prefixes.ts: the prefix, then an upper-case letter or the end. */
export function hasPrefix(name: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => name.startsWith(p) && (name.length === p.length || /[A-Z0-9]/.test(name[p.length])));
}
