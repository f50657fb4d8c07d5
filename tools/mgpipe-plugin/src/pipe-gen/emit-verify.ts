// G4: per-field verify comparators (MOBILEGL_PIPE_VERIFY): pushed vs pulled, every field. Floats compare
// bitwise (NaN is a legal pushed value and -0 != +0 matters), and the answer is the first differing field path.
import { header } from './emit-common.ts';
import { payloadName, type Catalog, type FieldDef, type TypeRef } from './model.ts';

function cmpElem(t: TypeRef, a: string, b: string, path: string): string {
  switch (t.k) {
    case 'scalar':
      if (t.s === 'f32') return `if (!eqF32(${a}, ${b})) return ${path};`;
      if (t.s === 'f64') return `if (!eqF64(${a}, ${b})) return ${path};`;
      return `if (${a} !== ${b}) return ${path};`;
    case 'enum':
    case 'bits':
    case 'replySlot':
      return `if (${a} !== ${b}) return ${path};`;
    case 'handle':
      return `if (${a}.slot !== ${b}.slot || ${a}.gen !== ${b}.gen) return ${path};`;
    case 'hostSpan':
      // The pointer is the transport-shaped part (§4.5.7); what the span names is seg/offset/size.
      return `if (${a}.seg !== ${b}.seg || ${a}.offset !== ${b}.offset || ${a}.size !== ${b}.size) return ${path};`;
    case 'blob':
      return `if (!eqBytes(${a}, ${b})) return ${path};`;
    case 'struct':
      return `{ const d = verify_${t.name}(${a}, ${b}, ${path}); if (d !== null) return d; }`;
  }
}

function cmpField(f: FieldDef, pathPrefix: string): string {
  const a = `a.${f.name}`;
  const b = `b.${f.name}`;
  const path = pathPrefix === '' ? `'${f.name}'` : `${pathPrefix} + '.${f.name}'`;
  const lines: string[] = [];
  if (f.nullable) lines.push(`if ((${a} === null) !== (${b} === null)) return ${path};`);
  const inner = (aa: string, bb: string) => {
    if (f.tail || f.fixedLen !== null) {
      return `if (${aa}.length !== ${bb}.length) return ${path};\n    for (let i = 0; i < ${aa}.length; i++) { ${cmpElem(f.type, `${aa}[i]`, `${bb}[i]`, `${path} + '[' + i + ']'`)} }`;
    }
    return cmpElem(f.type, aa, bb, path);
  };
  if (f.nullable) lines.push(`if (${a} !== null && ${b} !== null) { ${inner(a, b)} }`);
  else lines.push(inner(a, b));
  return lines.map((l) => `  ${l}`).join('\n');
}

export function emitVerify(cat: Catalog): string {
  const live = cat.calls.filter((c) => !c.retired);
  const o: string[] = [header('G4: per-field verify comparators (bitwise floats; first differing field).')];
  o.push(`import type {\n${[...cat.structs.map((s) => s.name), ...live.map(payloadName)].map((n) => `  ${n},`).join('\n')}\n} from './pipe-payloads.generated.ts';\n`);
  o.push(`const F32 = new Float32Array(2);\nconst U32F = new Uint32Array(F32.buffer);\nconst F64 = new Float64Array(2);\nconst U32D = new Uint32Array(F64.buffer);\n`);
  o.push(`/** Bitwise equality of two values as f32: NaN equals the same NaN, -0 differs from +0. */\nexport function eqF32(x: number, y: number): boolean {\n  F32[0] = x;\n  F32[1] = y;\n  return U32F[0] === U32F[1];\n}`);
  o.push(`/** Bitwise equality as f64. */\nexport function eqF64(x: number, y: number): boolean {\n  F64[0] = x;\n  F64[1] = y;\n  return U32D[0] === U32D[2] && U32D[1] === U32D[3];\n}`);
  o.push(`export function eqBytes(x: Uint8Array, y: Uint8Array): boolean {\n  if (x.length !== y.length) return false;\n  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;\n  return true;\n}\n`);
  for (const s of cat.structs) {
    o.push(`export function verify_${s.name}(a: ${s.name}, b: ${s.name}, at: string): string | null {`);
    o.push(s.fields.map((f) => cmpField(f, 'at')).join('\n'));
    o.push(`  return null;\n}`);
  }
  for (const c of live) {
    o.push(`/** First differing field of two \`${c.name}\` payloads, or null when they are equal. */`);
    o.push(`export function verify_${c.name}(${c.fields.length ? 'a' : '_a'}: ${payloadName(c)}, ${c.fields.length ? 'b' : '_b'}: ${payloadName(c)}): string | null {`);
    if (c.fields.length) o.push(c.fields.map((f) => cmpField(f, '')).join('\n'));
    o.push(`  return null;\n}`);
  }
  o.push(`\n/** Comparators by opcode (null for retired rows). */`);
  o.push(`export const kVerifiers: readonly (((a: never, b: never) => string | null) | null)[] = [${cat.calls.map((c) => (c.retired ? 'null' : `verify_${c.name}`)).join(', ')}];`);
  return o.join('\n') + '\n';
}
