// Emits libs/gl-api/src/gl-arg-checks.generated.ts: one argument check per GL interface method, driven by
// the registry's parameter types of its table row (GLenum, GLuint, GLint, GLsizei, GLfloat, GLboolean,
// pointer/view, string, arrays), put in front of both lanes' methods by `withArgChecks` so the front end and
// the reference lane agree on what is a TypeError (the rules: libs/gl-api/src/arg-check-runtime.ts).
// Hot path: the checks are typeof / Number.isInteger tests on the arguments, with fixed arity, and allocate
// nothing; each lane method is captured once into a local so a call costs one extra direct call.
import { shortForm, type CArg, type JsMethod, type JsParam } from './js-shape.ts';
import { GL_TYPES_IMPORT, paramList, returnType } from './emit-gl-api.ts';
import type { Param } from './table.ts';

/** How a JS parameter is checked; exported as GL_METHOD_PARAMS so tests can walk every entry point. */
export type ArgKind =
  | 'uint' | 'int' | 'float' | 'int64' | 'uint64' | 'bool' | 'sync'
  | 'data' | 'view' | 'string' | 'strings' | 'array' | 'ptrs' | 'callback';

const UINT = new Set(['GLenum', 'GLbitfield', 'GLuint', 'GLubyte', 'GLushort']);
const INT = new Set(['GLint', 'GLsizei', 'GLbyte', 'GLshort']);

export function argKind(p: JsParam, row: Param | undefined): ArgKind {
  switch (p.type) {
    case 'number':
      if (!row) return 'float';
      if (UINT.has(row.ctype)) return 'uint';
      if (INT.has(row.ctype)) return 'int';
      return 'float';
    case 'int64':
      return row?.ctype === 'GLuint64' ? 'uint64' : 'int64';
    case 'boolean':
      return 'bool';
    case 'sync':
      return 'sync';
    case 'data':
      return row?.clientOnly ? 'view' : 'data';
    case 'string':
      return 'string';
    case 'strings':
      return 'strings';
    case 'array':
      return 'array';
    case 'ptrs':
      return 'ptrs';
    case 'callback':
      return 'callback';
  }
}

const EXPECTED: Record<ArgKind, (ctype: string) => string> = {
  uint: (c) => `'a ${c} (integer)'`,
  int: (c) => `'a ${c} (integer)'`,
  float: (c) => `'a ${c} (number)'`,
  int64: (c) => `'a ${c} (integer)'`,
  uint64: (c) => `'a ${c} (integer or BigInt)'`,
  bool: () => `'a GLboolean (boolean or number)'`,
  sync: () => `'a GLsync (number)'`,
  data: () => 'rt.EXPECT_DATA',
  view: () => 'rt.EXPECT_VIEW_OR_NULL',
  string: () => `'a string'`,
  strings: () => 'rt.EXPECT_STRINGS',
  array: () => 'rt.EXPECT_ARRAY',
  ptrs: () => 'rt.EXPECT_POINTERS',
  callback: () => `'a function or null'`,
};

/** The condition under which the argument is wrong (a TypeError). */
function badCondition(kind: ArgKind, v: string): string {
  switch (kind) {
    case 'uint':
    case 'int':
    case 'int64':
      return `typeof ${v} !== 'number' || !Number.isInteger(${v})`;
    case 'uint64':
      return `typeof ${v} !== 'bigint' && (typeof ${v} !== 'number' || !Number.isInteger(${v}))`;
    case 'float':
    case 'sync':
      return `typeof ${v} !== 'number'`;
    case 'bool':
      return `typeof ${v} !== 'boolean' && typeof ${v} !== 'number'`;
    case 'data':
      return `!rt.isClientData(${v})`;
    case 'view':
      return `${v} !== null && !ArrayBuffer.isView(${v})`;
    case 'string':
      return `typeof ${v} !== 'string'`;
    case 'strings':
      return `!rt.isStringArray(${v})`;
    case 'array':
      return `!rt.isNumberArray(${v})`;
    case 'ptrs':
      return `!rt.isPointerArray(${v})`;
    case 'callback':
      return `${v} !== null && typeof ${v} !== 'function'`;
  }
}

/** C's conversion of an accepted integer (what the native call would see). */
function converted(kind: ArgKind, v: string): string {
  if (kind === 'uint') return `${v} >>> 0`;
  if (kind === 'int') return `${v} | 0`;
  return v;
}

export function defaultReturn(m: JsMethod): string {
  const t = returnType(m.ret);
  const v: Record<string, string> = {
    void: '', number: ' 0', boolean: ' false', 'string | null': ' null', string: " ''", GLsync: ' 0',
    'Uint8Array | null': ' null', 'number[]': ' []', 'ActiveVariable | null': ' null',
    PrecisionFormat: ' { range: [0, 0], precision: 0 }', 'DebugLogMessage[]': ' []',
  };
  const r = v[t];
  if (r === undefined) throw new Error(`${m.name}: no default return for ${t}`);
  return m.vectorPnames && r !== '' ? `${r} as never` : r;
}

function countOf(p: Param | undefined): [string, number] | undefined {
  const c = p?.count ? /^(\w+)(?:\*(\d+))?$/.exec(p.count) : null;
  return c ? [c[1]!, c[2] ? Number(c[2]) : 1] : undefined;
}

function methodBody(m: JsMethod): string[] {
  const fn = `'${m.name}'`;
  const rowOf = (name: string) => m.row.params.find((p) => p.name === name);
  const kinds = m.params.map((p) => argKind(p, rowOf(p.name)));
  const lines: string[] = [];
  const sf = shortForm(m);
  if (sf) {
    const [si, di] = sf;
    const names = m.params.map((p) => p.name);
    const size = names[si]!;
    const shown = names.filter((_, i) => i !== si).join(', ');
    lines.push(`if (typeof ${size} === 'object' && ${size} !== null) { // short form ${m.name}(${shown})`);
    lines.push(`  if (!ArrayBuffer.isView(${size})) throw rt.argError(${fn}, '${names[di]}', rt.EXPECT_VIEW, ${size});`);
    for (let k = names.length - 1; k >= di; k--) {
      lines.push(`  ${names[k]} = ${names[k - 1]} as never;`);
    }
    lines.push(`  ${size} = (${names[di]} as ArrayBufferView).byteLength;`);
    lines.push(`}`);
  }
  m.params.forEach((p, i) => {
    const k = kinds[i]!;
    const ctype = p.ctype ?? rowOf(p.name)?.ctype ?? 'GLfloat';
    const bad = p.optional ? `${p.name} !== undefined && (${badCondition(k, p.name)})` : badCondition(k, p.name);
    lines.push(`if (${bad}) throw rt.argError(${fn}, '${p.name}', ${EXPECTED[k](ctype)}, ${p.name});`);
  });
  // Fixed-length arrays (vertexAttrib4fv's v[4]) and arrays that must match a dropped count.
  const dropped = new Map<string, Extract<CArg, { from: 'length' }>>();
  m.row.params.forEach((rp, i) => {
    const a = m.cArgs[i];
    if (a && a.from === 'length') dropped.set(rp.name, a);
  });
  for (const p of m.params) {
    if (p.type !== 'array' && p.type !== 'ptrs' && p.type !== 'strings') continue;
    const c = countOf(rowOf(p.name));
    if (!c) {
      // The registry leaves the length to another argument (COMPSIZE: texParameteriv's pname, clearBufferfv's
      // buffer): as many values as that enum reads (rt.enumInputCount), and the reference lane still pads what it
      // hands the driver (emit-reference.ts) for enums the driver rejects.
      if (p.type !== 'array') continue;
      const by = m.params.find((q) => q.name === 'pname') ?? m.params.find((q) => q.name === 'buffer');
      if (!by) throw new Error(`${m.name}: ${p.name} has no length and no pname/buffer to take it from`);
      lines.push(`if (${p.name}.length < rt.enumInputCount(${by.name})) throw rt.argError(${fn}, '${p.name}', rt.expectEnumInput(${by.name}), ${p.name});`);
      continue;
    }
    const [ref, div] = c;
    if (/^\d+$/.test(ref)) {
      const n = Number(ref) * div;
      lines.push(`if (${p.name}.length < ${n}) throw rt.argError(${fn}, '${p.name}', 'an array of at least ${n} numbers', ${p.name});`);
      continue;
    }
    const d = dropped.get(ref);
    if (!d) {
      // A count the JS call passes explicitly (specializeShader): the array needs that many entries.
      const qi = m.params.findIndex((q) => q.name === ref);
      if (qi >= 0) {
        const c = `(${converted(kinds[qi]!, ref)})`; // as the lane will see it (-1 is 0xFFFFFFFF for a GLuint)
        const n = div === 1 ? c : `${c} * ${div}`;
        lines.push(`if (${p.name}.length < ${n}) throw rt.argError(${fn}, '${p.name}', \`an array of at least \${${n}} entries ('${ref}')\`, ${p.name});`);
      }
      continue;
    }
    if (d.of === p.name) {
      if (div > 1) {
        lines.push(`if (${p.name}.length % ${div} !== 0) { sink(rt.GL_INVALID_VALUE, \`${m.name}: ${p.name} has \${${p.name}.length} values, not a multiple of ${div}\`); return${defaultReturn(m)}; }`);
      }
    } else {
      const need = d.divisor === 1 ? `${d.of}.length` : `Math.floor(${d.of}.length / ${d.divisor})`;
      const n = div === 1 ? need : `${need} * ${div}`;
      lines.push(`if (${p.name}.length < ${n}) throw rt.argError(${fn}, '${p.name}', \`an array of at least \${${n}} entries (one per '${d.of}' entry)\`, ${p.name});`);
    }
  }
  // A client view shorter than the byte count passed with it: INVALID_OPERATION, nothing read or written.
  for (const p of m.params) {
    if (p.type !== 'data') continue;
    const c = countOf(rowOf(p.name));
    if (!c || c[1] !== 1 || !m.params.some((q) => q.name === c[0] && (q.type === 'number' || q.type === 'int64'))) continue;
    const size = c[0];
    lines.push(`if (${p.name} !== null && typeof ${p.name} === 'object' && ${size} > ${p.name}.byteLength) { sink(rt.GL_INVALID_OPERATION, \`${m.name}: ${p.name} holds \${${p.name}.byteLength} bytes, ${size} is \${${size}}\`); return${defaultReturn(m)}; }`);
  }
  // Outputs sized by an argument (gen*(n), getInternalformativ's count): too many to allocate.
  for (const a of m.cArgs) {
    if (a.from !== 'out' || (a.size.kind !== 'param' && a.size.kind !== 'bytes-param')) continue;
    const n = a.size.name;
    if (!m.params.some((q) => q.name === n)) continue;
    lines.push(`if (${n} > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, \`${m.name}: ${n} = \${${n}} values cannot be allocated (limit \${rt.MAX_OUTPUT_VALUES})\`); return${defaultReturn(m)}; }`);
  }
  const args = m.params.map((p, i) => (p.optional && converted(kinds[i]!, p.name) !== p.name ? `${p.name} === undefined ? undefined : ${converted(kinds[i]!, p.name)}` : converted(kinds[i]!, p.name))).join(', ');
  lines.push(`return $${m.name}(${args})${m.vectorPnames ? ' as never' : ''};`);
  return lines;
}

export function emitArgChecks(methods: JsMethod[]): string {
  const out: string[] = [
    GL_TYPES_IMPORT,
    `import type { GLFunctions } from './gl-functions.generated.ts';`,
    `import * as rt from './arg-check-runtime.ts';`,
    ``,
    `/* eslint-disable @typescript-eslint/no-unused-vars */`,
    ``,
    `/** How each parameter of each method is checked (walked by the bad-input tests): [name, kind, 'optional'?]. */`,
    `export const GL_METHOD_PARAMS: Readonly<Record<keyof GLFunctions, readonly (readonly [string, string, 'optional'?])[]>> = {`,
  ];
  for (const m of methods) {
    const ps = m.params.map((p) => `['${p.name}', '${argKind(p, m.row.params.find((q) => q.name === p.name))}'${p.optional ? ", 'optional'" : ''}]`);
    out.push(`  ${m.name}: [${ps.join(', ')}],`);
  }
  out.push(`};`, ``);
  out.push(`/** Methods that also take (…, data, …) for (…, size, data, …), the size being data.byteLength. */`);
  out.push(`export const GL_SHORT_FORM_METHODS: readonly (keyof GLFunctions)[] = [${methods.filter((m) => shortForm(m)).map((m) => `'${m.name}'`).join(', ')}];`, ``);
  out.push(
    `/**`,
    ` * The lane's methods behind the argument checks: a wrong JS argument throws a TypeError naming the method`,
    ` * and parameter before the lane sees the call; accepted integers reach it as C would convert them; the few`,
    ` * GL errors decided here (arg-check-runtime.ts) go to \`sink\`.`,
    ` */`,
    `export function withArgChecks(impl: GLFunctions, sink: rt.GLErrorSink): GLFunctions {`,
  );
  for (const m of methods) out.push(`  const $${m.name} = impl.${m.name};`);
  out.push(`  return {`);
  for (const m of methods) {
    out.push(`    ${m.name}(${paramList(m)}): ${m.vectorPnames ? 'never' : returnType(m.ret)} {`);
    for (const l of methodBody(m)) out.push(`      ${l}`);
    out.push(`    },`);
  }
  out.push(`  };`, `}`, ``);
  return out.join('\n');
}
