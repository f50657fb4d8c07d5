// Emits src/entry-points.generated.ts: the typed interface of the addon's entry points plus API masks.
import { ELEMENTS, type FnRow, type Param } from './table.ts';

const RULES = `//
// Marshalling rules (the native wrappers enforce them; a bad argument throws TypeError/RangeError naming
// the function and parameter, never crashes the process):
// - GLenum/GLint/GLuint/GLsizei/GLbitfield/GLboolean parameters are JS numbers (GLboolean also takes a
//   boolean); GLfloat/GLdouble are numbers; GLintptr/GLsizeiptr/GLint64/GLuint64 are numbers or BigInts
//   (GL.TIMEOUT_IGNORED is a BigInt).
// - \`const void*\` / \`void*\` data parameters (VoidData) take an ArrayBufferView or ArrayBuffer (zero-copy:
//   the driver sees a pointer to its bytes), a number (an offset into the bound buffer object, cast to a
//   pointer) or null. Where the table knows the byte count (BufferData size, ReadPixels from the pack state,
//   TexImage from the unpack state, ...) a view that is too short throws RangeError. ReadPixels/TexImage
//   given an offset while no pack/unpack buffer is bound throw instead of letting the driver dereference it.
//   Note: in the compatibility profile, number offsets to draw calls/attrib pointers with no buffer bound are
//   dereferenced as client pointers by the driver (that is GL's contract, not checked here).
// - Typed pointers (\`GLuint*\`, \`const GLfloat*\`, ...) take a typed array of exactly the matching element type
//   (GLint/GLsizei: Int32Array, GLuint/GLenum: Uint32Array, GLfloat: Float32Array, GLdouble: Float64Array,
//   GLboolean/GLubyte/GLchar buffers: Uint8Array, GLint64/GLintptr/GLsizeiptr: BigInt64Array, GLuint64 and
//   \`void**\`: BigUint64Array), zero-copy, with a length check against the table's annotation (GenBuffers(n,
//   buffers) needs buffers.length >= n; without an annotation at least one element). null is accepted only
//   where the parameter is marked nullable or the required length is 0. Outputs whose length the registry
//   leaves to pname (GetIntegerv, GetTexParameteriv, ...) are written through a native scratch block and
//   copied back up to the array's length, so a short array truncates instead of overflowing.
// - \`const GLchar*\` is a JS string; \`const GLchar* const*\` (ShaderSource, TransformFeedbackVaryings) is an
//   array of strings; \`const void* const*\` (MultiDrawElements indices) is an array of offsets/views.
// - Returns: numbers; GetString/GetStringi return a string (or null); GLsync is a number (the pointer value,
//   pass it back unchanged). MapBufferRange/MapBuffer return an ArrayBuffer over the mapped memory, sized by
//   the length argument (MapBuffer: BUFFER_SIZE), or null on failure. It is valid until UnmapBuffer, which
//   detaches it (as does DeleteBuffers of the buffer and destroying the context), so a stale view reads as
//   length 0 instead of touching unmapped memory.
// - glDebugMessageCallback(callback, userParam): callback true installs the native collector (drain it with
//   takeDebugMessages()), null/false removes it; userParam is ignored (messages carry the context id).
// - Every call needs a current context whose API is in the function's mask (ENTRY_POINT_APIS); otherwise it
//   throws Error naming the function. Pointers come from eglGetProcAddress, resolved once and cached.
`;

function tsType(p: Param): string {
  const k = p.kind;
  switch (k.k) {
    case 'scalar':
      return k.conv === 'bool' ? 'number | boolean' : k.conv === 'i64' || k.conv === 'u64' ? 'number | bigint' : 'number';
    case 'typed':
      return ELEMENTS[k.elem]![1] + (p.nullable ? ' | null' : '');
    case 'data':
    case 'userparam':
      return 'VoidData';
    case 'string':
      return 'string';
    case 'strings':
      return 'readonly string[]';
    case 'ptrs':
      return 'readonly (ArrayBufferView | number | null)[]';
    case 'debugproc':
      return 'boolean | null';
  }
}

function retType(r: FnRow): string {
  if (r.ret === 'void') return 'void';
  if (r.ret === 'void*') return 'ArrayBuffer | null';
  if (r.ret === 'const GLubyte*') return 'string | null';
  return 'number';
}

export function emitTs(rows: FnRow[]): string {
  const out: string[] = [RULES];
  out.push(`/** Client data argument: zero-copy view, buffer offset, or null. */`);
  out.push(`export type VoidData = ArrayBufferView | ArrayBuffer | number | null;\n`);
  out.push(`/** API mask bits of ENTRY_POINT_APIS. */`);
  out.push(`export const API_GLES = 1;\nexport const API_GL = 2;\n`);
  out.push(`/** The ${rows.length} GL functions of table/gl-functions.txt, under their C names. */`);
  out.push(`export interface GLEntryPoints {`);
  for (const r of rows) {
    const params = r.params.map((p) => `${p.name}${p.kind.k === 'userparam' ? '?' : ''}: ${tsType(p)}`).join(', ');
    out.push(`  /** ${r.apis.join(', ')}: \`${r.proto}\` */`);
    out.push(`  ${r.name}(${params}): ${retType(r)};`);
  }
  out.push(`}\n`);
  out.push(`/** Which context APIs may call each function (API_GLES | API_GL bits). */`);
  out.push(`export const ENTRY_POINT_APIS: Readonly<Record<keyof GLEntryPoints, number>> = {`);
  for (const r of rows) out.push(`  ${r.name}: ${r.mask},`);
  out.push(`};\n`);
  out.push(`/** Functions tagged gl46 in the table: desktop GL 4.6 entry points a 4.5 context may lack. */`);
  out.push(`export const GL46_ONLY: readonly (keyof GLEntryPoints)[] = [${rows.filter((r) => r.apis.includes('gl46')).map((r) => `'${r.name}'`).join(', ')}];`);
  return out.join('\n') + '\n';
}
