// Shared pieces of the renderers: the do-not-edit header and the TS spelling of catalog types.
import { INPUT_PATHS, type Catalog, type FieldDef, type TypeRef } from './model.ts';

export const GENERATOR = 'tools/mgpipe-plugin/src/pipe-gen (Nx generator @mgpipe/mgpipe-plugin:gen-pipe)';

export function header(what: string, inputs: readonly string[] = [INPUT_PATHS.catalog, INPUT_PATHS.wire], comment = '//'): string {
  return [
    `${comment} GENERATED FILE: DO NOT EDIT. ${what}`,
    `${comment} Generator: ${GENERATOR}.`,
    `${comment} Inputs: ${inputs.join(', ')}.`,
    `${comment} Regenerate: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts   (check: --check)`,
    '',
  ].join('\n');
}

export function tsElemType(t: TypeRef): string {
  switch (t.k) {
    case 'scalar':
      return t.s === 'u64' || t.s === 'i64' ? 'bigint' : t.s === 'bool' ? 'boolean' : 'number';
    case 'enum':
    case 'bits':
    case 'replySlot':
      return 'number';
    case 'handle':
      return 'MGPipeHandle';
    case 'struct':
      return t.name;
    case 'hostSpan':
      return 'MGHostSpan';
    case 'blob':
      return 'Uint8Array';
  }
}

export function tsFieldType(f: FieldDef): string {
  const el = tsElemType(f.type);
  let t: string;
  if (f.tail || f.fixedLen !== null) t = el === 'number' || el === 'bigint' || el === 'boolean' ? `ArrayLike<${el}>` : `readonly ${el}[]`;
  else t = el;
  return f.nullable ? `${t} | null` : t;
}

export function docLines(indent: string, text: string): string {
  if (!text) return '';
  return `${indent}/** ${text} */\n`;
}

export const opConst = (c: Catalog, name: string) => c.calls.find((x) => x.name === name)!.op;
