// Parser for table/gl-functions.txt: turns each row into a typed model the emitters share.

/** Scalar C types and how the wrapper reads them from JS. */
export const SCALARS: Record<string, 'u32' | 'i32' | 'bool' | 'f32' | 'f64' | 'i64' | 'u64' | 'sync'> = {
  GLenum: 'u32', GLbitfield: 'u32', GLuint: 'u32', GLubyte: 'u32', GLushort: 'u32',
  GLint: 'i32', GLsizei: 'i32', GLbyte: 'i32', GLshort: 'i32',
  GLboolean: 'bool', GLfloat: 'f32', GLdouble: 'f64',
  GLintptr: 'i64', GLsizeiptr: 'i64', GLint64: 'i64', GLuint64: 'u64', GLsync: 'sync',
};

/** Element type of a typed pointer -> [napi typed-array enum, JS class, element bytes]. */
export const ELEMENTS: Record<string, [string, string, number]> = {
  GLint: ['napi_int32_array', 'Int32Array', 4], GLsizei: ['napi_int32_array', 'Int32Array', 4],
  GLuint: ['napi_uint32_array', 'Uint32Array', 4], GLenum: ['napi_uint32_array', 'Uint32Array', 4],
  GLbitfield: ['napi_uint32_array', 'Uint32Array', 4],
  GLfloat: ['napi_float32_array', 'Float32Array', 4], GLdouble: ['napi_float64_array', 'Float64Array', 8],
  GLboolean: ['napi_uint8_array', 'Uint8Array', 1], GLubyte: ['napi_uint8_array', 'Uint8Array', 1],
  GLchar: ['napi_uint8_array', 'Uint8Array', 1], GLbyte: ['napi_int8_array', 'Int8Array', 1],
  GLshort: ['napi_int16_array', 'Int16Array', 2], GLushort: ['napi_uint16_array', 'Uint16Array', 2],
  GLint64: ['napi_bigint64_array', 'BigInt64Array', 8], GLintptr: ['napi_bigint64_array', 'BigInt64Array', 8],
  GLsizeiptr: ['napi_bigint64_array', 'BigInt64Array', 8], GLuint64: ['napi_biguint64_array', 'BigUint64Array', 8],
  'void*': ['napi_biguint64_array', 'BigUint64Array', 8],
};

export type ParamKind =
  | { k: 'scalar'; conv: (typeof SCALARS)[string] }
  | { k: 'typed'; elem: string; isConst: boolean }
  | { k: 'data'; isConst: boolean }
  | { k: 'string' }
  | { k: 'strings' }
  | { k: 'ptrs' }
  | { k: 'debugproc' }
  | { k: 'userparam' };

export interface Param {
  name: string;
  ctype: string; // normalized C type, e.g. "const GLuint*"
  kind: ParamKind;
  nullable: boolean;
  /** `p!`: client memory only (a view or null), never a buffer offset: the driver dereferences a number. */
  clientOnly?: boolean;
  /** Requirement: elements (typed) or bytes (data) from [..]; bytes from {..}. */
  count?: string;
  bytes?: string;
}

export interface FnRow {
  name: string;
  apis: string[]; // es32 | gl45 | gl46
  mask: number; // 1 = GLES, 2 = desktop GL
  ret: string;
  params: Param[];
  returnBytes?: string;
  before?: string;
  proto: string;
}

const norm = (t: string) => t.replace(/\s*\*\s*/g, '*').replace(/\s+/g, ' ').trim();

function kindOf(ctype: string, fnName: string): ParamKind {
  if (ctype === 'GLDEBUGPROC') return { k: 'debugproc' };
  if (SCALARS[ctype]) return { k: 'scalar', conv: SCALARS[ctype]! };
  if (ctype === 'const GLchar*') return { k: 'string' };
  if (ctype === 'const GLchar*const*') return { k: 'strings' };
  if (ctype === 'const void*const*') return { k: 'ptrs' };
  if (ctype === 'void**') return { k: 'typed', elem: 'void*', isConst: false };
  if (ctype === 'const void*' || ctype === 'void*') {
    if (fnName === 'glDebugMessageCallback') return { k: 'userparam' };
    return { k: 'data', isConst: ctype.startsWith('const') };
  }
  const m = /^(const )?(\w+)\*$/.exec(ctype);
  if (m && ELEMENTS[m[2]!]) return { k: 'typed', elem: m[2]!, isConst: !!m[1] };
  throw new Error(`unsupported parameter type "${ctype}" in ${fnName}`);
}

/** C expression for a length annotation; parameter names refer to the wrapper's a_<name> locals. */
export function lenExpr(expr: string, params: Param[]): string {
  const m = /^(\w+)(?:\*(\d+))?$/.exec(expr);
  if (!m) throw new Error(`bad length expression "${expr}"`);
  const base = /^\d+$/.test(m[1]!) ? m[1]! : params.some((p) => p.name === m[1]) ? `(int64_t)a_${m[1]}` : undefined;
  if (!base) throw new Error(`length "${expr}" names no parameter`);
  return m[2] ? `${base} * ${m[2]}` : base;
}

export function parseTable(text: string): FnRow[] {
  const rows: FnRow[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const cols = line.split('|').map((c) => c.trim());
    const where = `gl-functions.txt:${i + 1}`;
    const m = /^(.*?[\s*])(gl\w+)\((.*)\)$/.exec(cols[1] ?? '');
    if (!m) throw new Error(`${where}: cannot parse prototype "${cols[1]}"`);
    const name = m[2]!;
    if (seen.has(name)) throw new Error(`${where}: duplicate ${name}`);
    seen.add(name);
    const apis = cols[0]!.split(',').map((s) => s.trim());
    for (const a of apis) if (!['es32', 'gl45', 'gl46'].includes(a)) throw new Error(`${where}: unknown api ${a}`);
    const mask = (apis.includes('es32') ? 1 : 0) | (apis.some((a) => a.startsWith('gl4')) ? 2 : 0);
    const params: Param[] = m[3]!.trim() === '' || m[3]!.trim() === 'void' ? [] : m[3]!.split(',').map((p) => {
      const pm = /^(.*?)(\w+)$/.exec(p.trim())!;
      const ctype = norm(pm[1]!);
      return { name: pm[2]!, ctype, kind: kindOf(ctype, name), nullable: false };
    });
    const row: FnRow = { name, apis, mask, ret: norm(m[1]!), params, proto: cols[1]! };
    for (const note of (cols[2] ?? '').split(/\s+/).filter(Boolean)) {
      let a: RegExpExecArray | null;
      if ((a = /^return\{(.+)\}$/.exec(note))) row.returnBytes = a[1];
      else if ((a = /^@before=(\w+\(.*\))$/.exec(note))) row.before = a[1];
      else if ((a = /^(\w+)(\?|!|\[(.+)\]|\{(.+)\})$/.exec(note))) {
        const p = params.find((q) => q.name === a![1]);
        if (!p) throw new Error(`${where}: annotation ${note} names no parameter`);
        if (a[2] === '?') p.nullable = true;
        else if (a[2] === '!') p.clientOnly = true;
        else if (a[3]) p.count = a[3];
        else p.bytes = a[4];
      } else throw new Error(`${where}: bad annotation "${note}"`);
    }
    if (row.ret === 'void*' && !row.returnBytes) throw new Error(`${where}: void* return needs return{..}`);
    rows.push(row);
  }
  return rows;
}
