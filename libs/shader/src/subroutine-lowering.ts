// Shader subroutines (GLSL 4.00 §6.1.2, ARB_shader_subroutine; explicit index/location from 4.30) lowered to
// plain GLSL before glslang, which rejects them for SPIR-V output. For one desktop source:
//
//   subroutine vec4 T(vec4 p);                  → vec4 mgpipe_sub_T(int mgpipe_i, vec4 mgpipe_a0);   (dispatcher prototype)
//   layout(index = 2) subroutine(T, U) vec4 f(…)  → vec4 f(…)                                        (qualifiers blanked)
//   subroutine uniform T u;  /  … T u[3];        → vec4 mgpipe_call_u([int mgpipe_e,] vec4 mgpipe_a0);  (caller prototype)
//   u(x)  /  u[i](x)                             → mgpipe_call_u(x)  /  mgpipe_call_u(i, x)
//
// and appended at the end, once every function is defined: one hidden `uniform int mgpipe_su_u` (an int array for
// an array) per subroutine uniform, the callers, and per type a dispatcher that switches over the compatible
// functions' indices. link-program.ts takes the hidden uniforms out of the application-visible reflection and moves
// the application's uniform locations down past them (subroutine-link.ts withoutHiddenLocations).
//
// Mesa 22.3 (the reference lane) is the model of what is observable:
//   - indices: an explicit layout(index) is kept; the others, in declaration order, take a running counter that
//     skips the explicit ones (so without explicit indices, index = declaration position);
//   - an index compatible with no case runs the LAST compatible function in declaration order (Mesa's lowering
//     builds its if-chain from the last function, which ends up as the final else).
// Comments are blanked (same length, newlines kept) and every replacement keeps its line count, so glslang's line
// numbers still point at the caller's source. The preprocessor is not run first: subroutine declarations spelled
// through macros are not seen (glslang then reports them as it did before this lowering).

/** A subroutine type's signature, as declared. */
export interface SubroutineType {
  name: string;
  returnType: string;
  /** Parameter declarations with the names replaced by mgpipe_a0, mgpipe_a1, … */
  params: string[];
}

export interface SubroutineFunction {
  name: string;
  /** The assigned index (explicit or Mesa's counter). */
  index: number;
  /** The subroutine types it is compatible with (names). */
  types: string[];
}

export interface SubroutineUniform {
  name: string;
  type: string;
  /** Elements: 0 for a non-array, the product of `dims` for an array (of arrays: flattened, row-major). */
  arraySize: number;
  /** Array dimensions, outermost first; empty for a non-array. */
  dims: number[];
  /** layout(location = N), or -1. */
  location: number;
  /** The hidden uniform carrying its index(es). */
  hidden: string;
}

export interface SubroutineTable {
  types: SubroutineType[];
  /** In declaration order. */
  functions: SubroutineFunction[];
  /** In declaration order. */
  uniforms: SubroutineUniform[];
}

export type SubroutineLowering = { ok: true; source: string; table: SubroutineTable } | { ok: false; log: string };

export const HIDDEN_SUBROUTINE_PREFIX = 'mgpipe_su_';
const QUALIFIERS = new Set(['in', 'out', 'inout', 'const', 'highp', 'mediump', 'lowp', 'precise']);

/**
 * True when the source is desktop GLSL that may declare subroutines: #version 400 or later, or an earlier one that
 * enables GL_ARB_shader_subroutine. Elsewhere `subroutine` is left to glslang, which rejects it as Mesa does.
 */
export function mayUseSubroutines(source: string): boolean {
  if (!/\bsubroutine\b/.test(source)) return false;
  const v = /^[ \t]*#[ \t]*version[ \t]+(\d+)(?:[ \t]+(\w+))?/m.exec(source);
  if (v === null || v[2] === 'es') return false;
  return Number(v[1]) >= 400 || /^[ \t]*#[ \t]*extension[ \t]+GL_ARB_shader_subroutine[ \t]*:[ \t]*(enable|require|warn)\b/m.test(source);
}

/** Comments replaced by spaces (newlines kept), so offsets into the result are offsets into the source. */
function blankComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (c) => c.replace(/[^\n]/g, ' '));
}

/** `text` padded with the newlines of `replaced` (so the line count holds). */
function sameLines(text: string, replaced: string): string {
  return text + '\n'.repeat((replaced.match(/\n/g) ?? []).length);
}

function splitTopLevel(list: string): string[] {
  const out: string[] = [];
  let depth = 0, start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) { out.push(list.slice(start, i)); start = i + 1; }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** One parameter with its name replaced by `mgpipe_a<i>` (a nameless parameter gets one). */
function normalizeParam(param: string, i: number): string | null {
  const words = param.trim().split(/\s+/);
  let q = 0;
  while (q < words.length && QUALIFIERS.has(words[q])) q++;
  const m = /^(\w+)\s*((?:\[[^\]]*\]\s*)*)(\w+)?\s*((?:\[[^\]]*\]\s*)*)$/.exec(words.slice(q).join(' '));
  if (m === null) return null;
  const squeeze = (a: string | undefined) => (a ?? '').replace(/\s+/g, '');
  return `${[...words.slice(0, q), `${m[1]}${squeeze(m[2])}`].join(' ')} mgpipe_a${i}${squeeze(m[4])}`;
}

function paramsOf(list: string): string[] | null {
  const parts = splitTopLevel(list);
  if (parts.length === 1 && parts[0] === 'void') return [];
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = normalizeParam(parts[i], i);
    if (p === null) return null;
    out.push(p);
  }
  return out;
}

function layoutValue(layout: string | undefined, key: string): number | undefined {
  if (layout === undefined) return undefined;
  const m = new RegExp(`\\b${key}\\s*=\\s*(\\d+)`).exec(layout);
  return m === null ? undefined : Number(m[1]);
}

/** Mesa's index assignment: explicit indices kept, the others a running counter skipping used ones. */
function assignIndices(explicit: (number | undefined)[]): number[] {
  const used = new Set(explicit.filter((v): v is number => v !== undefined));
  let next = 0;
  return explicit.map((e) => {
    if (e !== undefined) return e;
    while (used.has(next)) next++;
    return next++;
  });
}

const TYPE_DECL = /\bsubroutine\s+(\w+(?:\s*\[\s*\d*\s*\])?)\s+(\w+)\s*\(([^)]*)\)\s*;/g;
const UNIFORM_DECL = /(?:\blayout\s*\(([^)]*)\)\s*)?\bsubroutine\s+uniform\s+(\w+)\s+(\w+)\s*((?:\[\s*\w*\s*\]\s*)*);/g;
const FUNCTION_QUALIFIERS = /(?:\blayout\s*\(([^)]*)\)\s*)?\bsubroutine\s*\(([^)]*)\)\s*(?:layout\s*\(([^)]*)\)\s*)?(\w+(?:\s*\[\s*\d*\s*\])?)\s+(\w+)\s*\(/g;

/** One source's declarations, before indices are assigned: what the stage-wide lowering merges. */
interface ParsedSource {
  /** The source with declarations replaced by prototypes (calls not yet rewritten). */
  src: string;
  types: Map<string, SubroutineType>;
  fnDecls: { name: string; types: string[]; explicit: number | undefined }[];
  uniforms: SubroutineUniform[];
}

const EMPTY_TABLE: SubroutineTable = { types: [], functions: [], uniforms: [] };

/** Lowers one source's subroutines; `{ok: true, source}` unchanged when it declares none. */
export function lowerSubroutines(source: string): SubroutineLowering {
  if (!mayUseSubroutines(source)) return { ok: true, source, table: EMPTY_TABLE };
  const parsed = parseSource(source);
  if ('log' in parsed) return { ok: false, log: parsed.log };
  const { types, fnDecls, uniforms } = parsed;
  if (types.size === 0 && uniforms.length === 0 && fnDecls.length === 0) return { ok: true, source, table: EMPTY_TABLE };
  const explicitIndices = fnDecls.map((f) => f.explicit).filter((v): v is number => v !== undefined);
  if (new Set(explicitIndices).size !== explicitIndices.length) {
    return { ok: false, log: 'ERROR: each subroutine index qualifier in the shader must be unique\n' };
  }
  const indices = assignIndices(fnDecls.map((f) => f.explicit));
  const functions = fnDecls.map((f, i) => ({ name: f.name, index: indices[i], types: f.types }));
  let src = parsed.src;
  for (const u of uniforms) src = rewriteCalls(src, u);
  return { ok: true, source: src + epilogue([...types.values()], functions, uniforms), table: { types: [...types.values()], functions, uniforms } };
}

export type StageSubroutineLowering = { ok: true; sources: string[]; table: SubroutineTable } | { ok: false; log: string };

/**
 * The shader objects of one stage, lowered together (GL 4.5 §7.3: they link into one stage, and §7.9's indices are
 * the linked stage's). Types and uniforms declared in several objects are one; functions are numbered over all the
 * objects in attach order (Mesa's counter, explicit indices kept); each object keeps its prototypes and rewritten
 * calls, and the last declaring object gets the one epilogue (dispatchers, hidden uniforms, callers) with
 * prototypes of the functions the other objects define. With at most one declaring object this is lowerSubroutines.
 */
export function lowerStageSubroutines(sources: readonly string[]): StageSubroutineLowering {
  const parsed: (ParsedSource | null)[] = [];
  for (const source of sources) {
    if (!mayUseSubroutines(source)) { parsed.push(null); continue; }
    const p = parseSource(source);
    if ('log' in p) return { ok: false, log: p.log };
    parsed.push(p.types.size === 0 && p.uniforms.length === 0 && p.fnDecls.length === 0 ? null : p);
  }
  const declaring = parsed.flatMap((p, i) => (p === null ? [] : [i]));
  if (declaring.length <= 1) {
    const out: string[] = [];
    let table = EMPTY_TABLE;
    for (const source of sources) {
      const l = lowerSubroutines(source);
      if (!l.ok) return l;
      out.push(l.source);
      if (l.table.types.length + l.table.functions.length + l.table.uniforms.length > 0) table = l.table;
    }
    return { ok: true, sources: out, table };
  }
  const types = new Map<string, SubroutineType>();
  const fnDecls: ParsedSource['fnDecls'] = [];
  const uniforms: SubroutineUniform[] = [];
  for (const i of declaring) {
    const p = parsed[i]!;
    for (const [name, t] of p.types) if (!types.has(name)) types.set(name, t);
    for (const f of p.fnDecls) {
      const prior = fnDecls.find((g) => g.name === f.name);
      if (prior === undefined) fnDecls.push({ ...f });
      else if (f.explicit !== undefined) prior.explicit = f.explicit;
    }
    for (const u of p.uniforms) if (!uniforms.some((v) => v.name === u.name)) uniforms.push(u);
  }
  const explicitIndices = fnDecls.map((f) => f.explicit).filter((v): v is number => v !== undefined);
  if (new Set(explicitIndices).size !== explicitIndices.length) {
    return { ok: false, log: 'ERROR: each subroutine index qualifier in the stage must be unique\n' };
  }
  const indices = assignIndices(fnDecls.map((f) => f.explicit));
  const functions = fnDecls.map((f, i) => ({ name: f.name, index: indices[i], types: f.types }));
  const last = declaring[declaring.length - 1]!;
  const out = sources.map((source, i) => {
    const p = parsed[i];
    if (p === null || p === undefined) return source;
    let src = p.src;
    for (const u of p.uniforms) src = rewriteCalls(src, u);
    if (i !== last) return src;
    // Prototypes of every compatible function (their signature is their first type's), then the one epilogue.
    const protos = functions.flatMap((f) => {
      const t = types.get(f.types[0] ?? '');
      return t === undefined ? [] : [`${t.returnType} ${f.name}(${t.params.join(', ')});`];
    });
    return `${src}\n${protos.join('\n')}${epilogue([...types.values()], functions, uniforms)}`;
  });
  return { ok: true, sources: out, table: { types: [...types.values()], functions, uniforms } };
}

/** The declarations of one source, replaced by prototypes; `{log}` on a declaration the lowering cannot read. */
function parseSource(source: string): ParsedSource | { log: string } {
  let src = blankComments(source);
  const errors: string[] = [];
  const lineOf = (at: number) => src.slice(0, at).split('\n').length;
  const types = new Map<string, SubroutineType>();
  src = src.replace(TYPE_DECL, (all, ret: string, name: string, params: string, at: number) => {
    const p = paramsOf(params);
    if (p === null) {
      errors.push(`ERROR: 0:${lineOf(at)}: subroutine type '${name}': parameter list not understood by the subroutine lowering`);
      return all;
    }
    types.set(name, { name, returnType: ret.replace(/\s+/g, ''), params: p });
    return sameLines(`${ret} mgpipe_sub_${name}(${['int mgpipe_i', ...p].join(', ')});`, all);
  });

  const fnDecls: { name: string; types: string[]; explicit: number | undefined }[] = [];
  src = src.replace(FUNCTION_QUALIFIERS, (all, layoutA: string | undefined, list: string, layoutB: string | undefined, ret: string, name: string, at: number) => {
    const compatible = splitTopLevel(list);
    for (const t of compatible) {
      if (!types.has(t)) errors.push(`ERROR: 0:${lineOf(at)}: '${t}' in subroutine(${list.trim()}) of '${name}' is not a subroutine type`);
    }
    const explicit = layoutValue(layoutA, 'index') ?? layoutValue(layoutB, 'index');
    const prior = fnDecls.find((f) => f.name === name);
    if (prior === undefined) fnDecls.push({ name, types: compatible, explicit });
    else if (explicit !== undefined) prior.explicit = explicit;
    return sameLines(`${ret} ${name}(`, all);
  });
  const uniforms: SubroutineUniform[] = [];
  src = src.replace(UNIFORM_DECL, (all, layout: string | undefined, type: string, name: string, size: string | undefined, at: number) => {
    const t = types.get(type);
    if (t === undefined) {
      errors.push(`ERROR: 0:${lineOf(at)}: '${type}' of subroutine uniform '${name}' is not a subroutine type`);
      return all;
    }
    const sizes = [...(size ?? '').matchAll(/\[\s*(\w*)\s*\]/g)].map((m) => m[1]);
    if (sizes.some((n) => !/^[1-9]\d*$/.test(n))) {
      errors.push(`ERROR: 0:${lineOf(at)}: subroutine uniform array '${name}' needs positive integer literal sizes`);
      return all;
    }
    const dims = sizes.map(Number);
    const arraySize = dims.length === 0 ? 0 : dims.reduce((a, b) => a * b, 1);
    uniforms.push({ name, type, arraySize, dims, location: layoutValue(layout, 'location') ?? -1, hidden: `${HIDDEN_SUBROUTINE_PREFIX}${name}` });
    const params = arraySize > 0 ? ['int mgpipe_e', ...t.params] : t.params;
    return sameLines(`${t.returnType} mgpipe_call_${name}(${params.join(', ')});`, all);
  });
  if (errors.length > 0) return { log: `${errors.join('\n')}\n` };
  return { src, types, fnDecls, uniforms };
}

/** `u(args)` → `mgpipe_call_u(args)`, `u[i](args)` → `mgpipe_call_u(i, args)`, `u[i][j](…)` → `mgpipe_call_u((i) * n + (j), …)`. */
function rewriteCalls(src: string, u: SubroutineUniform): string {
  const re = new RegExp(`\\b${u.name}\\b`, 'g');
  let out = '';
  let last = 0;
  for (let m = re.exec(src); m !== null; m = re.exec(src)) {
    let at = m.index + u.name.length;
    while (/\s/.test(src[at] ?? '')) at++;
    const subscripts: string[] = [];
    while (src[at] === '[') {
      let depth = 0, end = at;
      for (; end < src.length; end++) {
        if (src[end] === '[') depth++;
        else if (src[end] === ']' && --depth === 0) break;
      }
      subscripts.push(src.slice(at + 1, end));
      at = end + 1;
      while (/\s/.test(src[at] ?? '')) at++;
    }
    const element = subscripts.length === 0 ? null
      : subscripts.slice(1).reduce((acc, e, k) => `(${acc}) * ${u.dims[k + 1] ?? 1} + (${e})`, subscripts[0]);
    if (src[at] !== '(') continue; // not a call (GLSL allows nothing else of a subroutine uniform)
    let next = at + 1;
    while (/\s/.test(src[next] ?? '')) next++;
    const noArgs = src[next] === ')';
    const lead = element === null ? '' : `${element}${noArgs ? '' : ', '}`;
    out += `${src.slice(last, m.index)}mgpipe_call_${u.name}(${lead}`;
    last = at + 1;
    re.lastIndex = at + 1;
  }
  return out + src.slice(last);
}

function argNames(t: SubroutineType): string[] {
  return t.params.map((_, i) => `mgpipe_a${i}`);
}

function epilogue(types: SubroutineType[], functions: SubroutineFunction[], uniforms: SubroutineUniform[]): string {
  let out = '\n';
  for (const t of types) {
    const args = argNames(t).join(', ');
    const compatible = functions.filter((f) => f.types.includes(t.name));
    const isVoid = t.returnType === 'void';
    const call = (f: SubroutineFunction) => (isVoid ? `${f.name}(${args}); return;` : `return ${f.name}(${args});`);
    out += `${t.returnType} mgpipe_sub_${t.name}(${['int mgpipe_i', ...t.params].join(', ')}) {`;
    if (compatible.length === 0) {
      out += isVoid ? ' }\n' : ` ${t.returnType} mgpipe_r; return mgpipe_r; }\n`;
      continue;
    }
    out += ' switch (mgpipe_i) {';
    for (const f of compatible.slice(0, -1)) out += ` case ${f.index}: ${call(f)}`;
    out += ` default: ${call(compatible[compatible.length - 1])} } }\n`;
  }
  for (const u of uniforms) out += `uniform int ${u.hidden}${u.arraySize > 0 ? `[${u.arraySize}]` : ''};\n`;
  for (const u of uniforms) {
    const t = types.find((x) => x.name === u.type)!;
    const params = u.arraySize > 0 ? ['int mgpipe_e', ...t.params] : t.params;
    const value = u.arraySize > 0 ? `${u.hidden}[mgpipe_e]` : u.hidden;
    const ret = t.returnType === 'void' ? '' : 'return ';
    out += `${t.returnType} mgpipe_call_${u.name}(${params.join(', ')}) { ${ret}mgpipe_sub_${t.name}(${[value, ...argNames(t)].join(', ')}); }\n`;
  }
  return out;
}
