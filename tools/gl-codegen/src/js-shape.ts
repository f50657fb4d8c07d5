// DESIGN §7 as code: how each C entry point of the table looks in the JS `GL` interface.
// - name: C name without `gl`, lower camel case (glDrawArrays → drawArrays);
// - arrays passed with their count take the array and drop the count (`uniform4fv(loc, value)`);
// - values C returns through pointers are returned (`genBuffers(n) → number[]`, `getShaderiv → number`,
//   `getIntegerv → number[]`, info logs → string);
// - strings are JS strings; everything else keeps the C order.
// Every desktop row must get a shape from these rules or from SPECIAL below; an unknown pattern is an
// error, so each new table row is a deliberate decision about its JS form.
import type { FnRow, Param } from './table.ts';

/** How one JS-visible parameter is typed. */
export type JsParamType = 'number' | 'boolean' | 'int64' | 'sync' | 'data' | 'string' | 'strings' | 'array' | 'ptrs' | 'callback';

export interface JsParam {
  name: string;
  type: JsParamType;
  /** For 'array': the typed-array class the native call needs. */
  elem?: string;
  /** A trailing parameter the caller may leave out (undefined is then accepted). */
  optional?: boolean;
  /** The C type, for a parameter that is not in the C prototype (checked like one of that type). */
  ctype?: string;
}

/** How the C arguments are produced from the JS ones (the reference lane's lowering). */
export type CArg =
  | { from: 'param'; name: string }
  | { from: 'length'; of: string; divisor: number } // a count dropped in favour of an array's length
  | { from: 'typed'; name: string; elem: string } // JS array → typed array
  | { from: 'out'; elem: string; size: OutSize } // output written by the call
  | { from: 'const'; value: string }; // e.g. a dropped string length of -1

export type OutSize =
  | { kind: 'param'; name: string }
  | { kind: 'bytes-param'; name: string } // a byte count (getnUniform*'s bufSize)
  | { kind: 'fixed'; n: number }
  | { kind: 'pname'; pname: string }; // sized by the value count of the named pname parameter

export type JsReturn =
  | { kind: 'void' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'string' } // GetString
  | { kind: 'sync' }
  | { kind: 'mapping' }
  | { kind: 'out-scalar'; out: number } // index into cArgs of the output
  | { kind: 'out-array'; out: number } // number[] of the output's size
  | { kind: 'out-pname-array'; out: number } // number[] sized by the pname's value count
  | { kind: 'special'; what: SpecialReturn };

export type SpecialReturn =
  | 'info-log'
  | 'active-variable'
  | 'attached-shaders'
  | 'resource-props'
  | 'active-uniforms-iv'
  | 'sync-iv'
  | 'precision-format'
  | 'debug-log'
  | 'uniform-values'
  | 'debug-callback'
  | 'program-binary'
  | 'subroutine-uniform-iv'
  | 'query-object';

export interface JsMethod {
  name: string;
  row: FnRow;
  params: JsParam[];
  cArgs: CArg[];
  ret: JsReturn;
  /** Extra overloads for pnames whose value count differs from the function's usual one. */
  vectorPnames?: string[];
}

/** Getters whose every pname yields one value (DESIGN §7: `getShaderiv(s, p) → number`). */
const SCALAR_GETTERS = new Set([
  'glGetBufferParameteriv', 'glGetBufferParameteri64v', 'glGetBufferPointerv', 'glGetShaderiv',
  'glGetProgramiv', 'glGetProgramPipelineiv', 'glGetQueryiv', 'glGetQueryIndexediv', 'glGetQueryObjectiv',
  'glGetQueryObjectuiv', 'glGetQueryObjecti64v', 'glGetQueryObjectui64v', 'glGetRenderbufferParameteriv',
  'glGetFramebufferParameteriv', 'glGetFramebufferAttachmentParameteriv', 'glGetTexLevelParameteriv',
  'glGetTexLevelParameterfv', 'glGetProgramInterfaceiv', 'glGetProgramStageiv', 'glGetActiveUniformBlockiv',
  'glGetUniformSubroutineuiv', 'glGetVertexAttribPointerv', 'glGetPointerv',
  // GL 4.5 direct state access getters: one value per pname, like their bind-to-edit forms.
  'glGetNamedBufferParameteriv', 'glGetNamedBufferParameteri64v', 'glGetNamedBufferPointerv',
  'glGetNamedFramebufferParameteriv', 'glGetNamedFramebufferAttachmentParameteriv', 'glGetNamedRenderbufferParameteriv',
  'glGetTextureLevelParameteriv', 'glGetTextureLevelParameterfv', 'glGetVertexArrayiv', 'glGetVertexArrayIndexediv',
  'glGetVertexArrayIndexed64iv', 'glGetTransformFeedbackiv', 'glGetTransformFeedbacki_v', 'glGetTransformFeedbacki64_v',
  'glGetActiveAtomicCounterBufferiv',
]);

/** Scalar getters' pnames that nonetheless return several values: typed as overloads returning number[]. */
const VECTOR_PNAMES_OF_SCALAR_GETTERS: Record<string, string[]> = {
  glGetProgramiv: ['COMPUTE_WORK_GROUP_SIZE'],
  glGetActiveUniformBlockiv: ['UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES'],
};

const SPECIAL: Record<string, (row: FnRow) => JsMethod> = {
  glShaderSource: (row) => ({
    name: 'shaderSource',
    row,
    params: [{ name: 'shader', type: 'number' }, { name: 'source', type: 'string' }],
    cArgs: [{ from: 'param', name: 'shader' }, { from: 'const', value: '1' }, { from: 'param', name: '[source]' }, { from: 'const', value: 'null' }],
    ret: { kind: 'void' },
  }),
  glGetActiveUniformsiv: (row) => ({
    name: 'getActiveUniformsiv',
    row,
    params: [{ name: 'program', type: 'number' }, { name: 'uniformIndices', type: 'array', elem: 'Uint32Array' }, { name: 'pname', type: 'number' }],
    cArgs: [],
    ret: { kind: 'special', what: 'active-uniforms-iv' },
  }),
  // The count stays explicit (C order, as the GL interface has always had it); the arrays need that many.
  glSpecializeShader: (row) => ({
    name: 'specializeShader',
    row,
    params: [
      { name: 'shader', type: 'number' }, { name: 'pEntryPoint', type: 'string' }, { name: 'numSpecializationConstants', type: 'number' },
      { name: 'pConstantIndex', type: 'array', elem: 'GLuint' }, { name: 'pConstantValue', type: 'array', elem: 'GLuint' },
    ],
    cArgs: [
      { from: 'param', name: 'shader' }, { from: 'param', name: 'pEntryPoint' }, { from: 'param', name: 'numSpecializationConstants' },
      { from: 'typed', name: 'pConstantIndex', elem: 'GLuint' }, { from: 'typed', name: 'pConstantValue', elem: 'GLuint' },
    ],
    ret: { kind: 'void' },
  }),
  glGetAttachedShaders: (row) => special(row, 'attached-shaders', [['program', 'number']]),
  glGetProgramResourceiv: (row) => ({
    ...special(row, 'resource-props', [['program', 'number'], ['programInterface', 'number'], ['index', 'number']]),
    params: [
      { name: 'program', type: 'number' }, { name: 'programInterface', type: 'number' }, { name: 'index', type: 'number' },
      { name: 'props', type: 'array', elem: 'Uint32Array' },
    ],
  }),
  glGetSynciv: (row) => special(row, 'sync-iv', [['sync', 'sync'], ['pname', 'number']]),
  glGetShaderPrecisionFormat: (row) => special(row, 'precision-format', [['shadertype', 'number'], ['precisiontype', 'number']]),
  glGetDebugMessageLog: (row) => special(row, 'debug-log', [['count', 'number']]),
  glGetUniformfv: (row) => special(row, 'uniform-values', [['program', 'number'], ['location', 'number']]),
  glGetUniformiv: (row) => special(row, 'uniform-values', [['program', 'number'], ['location', 'number']]),
  glGetUniformuiv: (row) => special(row, 'uniform-values', [['program', 'number'], ['location', 'number']]),
  glGetUniformdv: (row) => special(row, 'uniform-values', [['program', 'number'], ['location', 'number']]),
  // (program, bufSize) → {binaryFormat, binary} (the bytes written, at most bufSize).
  glGetProgramBinary: (row) => special(row, 'program-binary', [['program', 'number'], ['bufSize', 'number']]),
  // COMPATIBLE_SUBROUTINES answers NUM_COMPATIBLE_SUBROUTINES values, every other pname one.
  glGetActiveSubroutineUniformiv: (row) =>
    special(row, 'subroutine-uniform-iv', [['program', 'number'], ['shadertype', 'number'], ['index', 'number'], ['pname', 'number']]),
  // (id, pname, offset?) → number. With a QUERY_BUFFER bound, C's params is a byte offset into that buffer
  // and the result goes there: the optional `offset` carries it (0 when left out; ignored when no QUERY_BUFFER
  // is bound), and the call then returns 0 (nothing is written to client memory, as in C).
  glGetQueryObjectiv: queryObject,
  glGetQueryObjectuiv: queryObject,
  glGetQueryObjecti64v: queryObject,
  glGetQueryObjectui64v: queryObject,
  glDebugMessageCallback: (row) => ({
    name: 'debugMessageCallback',
    row,
    params: [{ name: 'callback', type: 'callback' }],
    cArgs: [],
    ret: { kind: 'special', what: 'debug-callback' },
  }),
};

function queryObject(row: FnRow): JsMethod {
  return {
    ...special(row, 'query-object', [['id', 'number'], ['pname', 'number']]),
    params: [
      { name: 'id', type: 'number' }, { name: 'pname', type: 'number' },
      { name: 'offset', type: 'int64', optional: true, ctype: 'GLintptr' },
    ],
  };
}

function special(row: FnRow, what: SpecialReturn, params: [string, JsParamType][]): JsMethod {
  return {
    name: jsName(row.name),
    row,
    params: params.map(([name, type]) => ({ name, type })),
    cArgs: [],
    ret: { kind: 'special', what },
  };
}

export function jsName(cName: string): string {
  const bare = cName.replace(/^gl/, '');
  return bare[0]!.toLowerCase() + bare.slice(1);
}

function scalarType(p: Param): JsParamType {
  if (p.kind.k !== 'scalar') throw new Error(`not a scalar: ${p.name}`);
  switch (p.kind.conv) {
    case 'bool':
      return 'boolean';
    case 'i64':
    case 'u64':
      return 'int64';
    case 'sync':
      return 'sync';
    default:
      return 'number';
  }
}

/** `count` or `count*4` annotation → [count parameter, divisor], when it names a scalar parameter. */
function countRef(p: Param, row: FnRow): [string, number] | undefined {
  const m = p.count ? /^(\w+)(?:\*(\d+))?$/.exec(p.count) : null;
  if (!m || /^\d+$/.test(m[1]!)) return undefined;
  const target = row.params.find((q) => q.name === m[1]);
  return target && target.kind.k === 'scalar' ? [m[1]!, m[2] ? Number(m[2]) : 1] : undefined;
}

function isInfoLogPattern(row: FnRow): boolean {
  const names = row.params.map((p) => p.name);
  const last = row.params[row.params.length - 1];
  return (
    names.includes('bufSize') &&
    names.includes('length') &&
    last !== undefined &&
    last.kind.k === 'typed' &&
    last.kind.elem === 'GLchar' &&
    !last.kind.isConst
  );
}

export function shapeOf(row: FnRow): JsMethod {
  const sp = SPECIAL[row.name];
  if (sp) return sp(row);
  if (isInfoLogPattern(row)) return infoLogShape(row);

  const dropped = new Map<string, CArg>(); // count parameter → how to compute it
  const params: JsParam[] = [];
  const cArgs: CArg[] = [];
  let ret: JsReturn = simpleReturn(row);
  const outs: number[] = [];

  // Counts driven by an input array or string list are derived from its length.
  for (const p of row.params) {
    const ref = countRef(p, row);
    const isInput = (p.kind.k === 'typed' && p.kind.isConst) || p.kind.k === 'strings' || p.kind.k === 'ptrs';
    if (ref && isInput && !dropped.has(ref[0])) dropped.set(ref[0], { from: 'length', of: p.name, divisor: ref[1] });
  }
  // A string passed with an explicit length: the JS string carries it (length -1 = NUL-terminated).
  for (const p of row.params) {
    if (p.kind.k === 'string' && row.params.some((q) => q.name === 'length' && q.kind.k === 'scalar')) {
      dropped.set('length', { from: 'const', value: '-1' });
    }
  }

  for (const p of row.params) {
    const d = dropped.get(p.name);
    if (d) {
      cArgs.push(d);
      continue;
    }
    switch (p.kind.k) {
      case 'scalar':
        params.push({ name: p.name, type: scalarType(p) });
        cArgs.push({ from: 'param', name: p.name });
        break;
      case 'data':
        params.push({ name: p.name, type: 'data' });
        cArgs.push({ from: 'param', name: p.name });
        break;
      case 'string':
        params.push({ name: p.name, type: 'string' });
        cArgs.push({ from: 'param', name: p.name });
        break;
      case 'strings':
        params.push({ name: p.name, type: 'strings' });
        cArgs.push({ from: 'param', name: p.name });
        break;
      case 'ptrs':
        params.push({ name: p.name, type: 'ptrs' });
        cArgs.push({ from: 'param', name: p.name });
        break;
      case 'typed': {
        const elem = p.kind.elem;
        if (p.kind.isConst) {
          params.push({ name: p.name, type: 'array', elem });
          cArgs.push({ from: 'typed', name: p.name, elem });
          break;
        }
        // An output: sized by a parameter (gen*, getInternalformativ), a fixed count, or the pname.
        const ref = countRef(p, row);
        const fixed = p.count && /^\d+$/.test(p.count) ? Number(p.count) : undefined;
        const pname = row.params.find((q) => q.name === 'pname') ?? row.params.find((q) => q.name === 'target');
        let size: OutSize;
        if (ref) {
          const d = dropped.get(ref[0]);
          size = { kind: 'param', name: d && d.from === 'length' ? `${d.of}.length` : ref[0] };
        } else if (p.bytes && row.params.some((q) => q.name === p.bytes)) {
          size = { kind: 'bytes-param', name: p.bytes };
        } else if (fixed !== undefined) {
          size = { kind: 'fixed', n: fixed };
        } else if (pname) {
          size = { kind: 'pname', pname: pname.name };
        } else {
          throw new Error(`${row.name}: output ${p.name} has no size; annotate it in the table`);
        }
        outs.push(cArgs.length);
        cArgs.push({ from: 'out', elem, size });
        break;
      }
      default:
        throw new Error(`${row.name}: no JS shape for parameter ${p.name} (${p.ctype}); add a SPECIAL entry`);
    }
  }

  if (outs.length > 1) throw new Error(`${row.name}: ${outs.length} outputs; add a SPECIAL entry`);
  if (outs.length === 1) {
    if (ret.kind !== 'void') throw new Error(`${row.name}: returns a value and writes an output; add a SPECIAL entry`);
    const out = outs[0]!;
    const size = (cArgs[out] as { size: OutSize }).size;
    if (SCALAR_GETTERS.has(row.name)) ret = { kind: 'out-scalar', out };
    else if (size.kind === 'pname') ret = { kind: 'out-pname-array', out };
    else ret = { kind: 'out-array', out };
  }
  const method: JsMethod = { name: jsName(row.name), row, params, cArgs, ret };
  const vector = VECTOR_PNAMES_OF_SCALAR_GETTERS[row.name];
  if (vector) method.vectorPnames = vector;
  return method;
}

function simpleReturn(row: FnRow): JsReturn {
  switch (row.ret) {
    case 'void':
      return { kind: 'void' };
    case 'GLboolean':
      return { kind: 'boolean' };
    case 'const GLubyte*':
      return { kind: 'string' };
    case 'GLsync':
      return { kind: 'sync' };
    case 'void*':
      return { kind: 'mapping' };
    default:
      return { kind: 'number' };
  }
}

/** (…, bufSize, length*, [size*, type*,] name*) → string, or {name, size, type} for active variables. */
function infoLogShape(row: FnRow): JsMethod {
  const lead = row.params.slice(0, row.params.findIndex((p) => p.name === 'bufSize'));
  const rest = row.params.slice(lead.length).map((p) => p.name);
  const active = rest.includes('size') && rest.includes('type');
  return {
    name: jsName(row.name),
    row,
    params: lead.map((p) => ({ name: p.name, type: p.kind.k === 'data' ? 'data' : scalarType(p) })),
    cArgs: [],
    ret: { kind: 'special', what: active ? 'active-variable' : 'info-log' },
  };
}

/** The desktop GL (4.5 and the 4.6 rows) methods, in table order. */
export function jsMethods(rows: FnRow[]): JsMethod[] {
  return rows.filter((r) => (r.mask & 2) !== 0).map(shapeOf);
}

/** (size, data) pairs where `data` alone is accepted, its byteLength the size: [sizeIndex, dataIndex]. */
export function shortForm(m: JsMethod): [number, number] | undefined {
  const di = m.params.findIndex((p) => p.type === 'data');
  if (di <= 0) return undefined;
  const size = m.params[di - 1]!;
  const rowData = m.row.params.find((p) => p.name === m.params[di]!.name);
  return (size.type === 'number' || size.type === 'int64') && rowData?.count === size.name ? [di - 1, di] : undefined;
}
