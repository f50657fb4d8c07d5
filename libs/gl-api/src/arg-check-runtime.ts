// Run-time helpers of the generated argument checks (gl-arg-checks.generated.ts). Both lanes put the same
// checks in front of their GL methods, so what is a TypeError and what is a GL error is decided here, once:
//
//  - A wrong JS argument (a value no C caller could have passed: undefined/null/NaN/Infinity/1.5 for an
//    integer type, a string for a number, a plain Array or an ArrayBuffer where client memory is wanted, an
//    array of the wrong fixed length) is a TypeError naming the function, the parameter and what was
//    expected. Nothing reaches the lane, so the context is as it was.
//  - An integer argument C would have accepted is converted the way C converts it (GLuint/GLenum/GLbitfield
//    modulo 2^32, GLint/GLsizei to int32), so `blendFunci(-1, …)` is `glBlendFunci(0xFFFFFFFF, …)` on both
//    lanes: the GL error of the spec (INVALID_VALUE), not a JS-only meaning of -1.
//  - GL-level misuse the lanes could not agree on by themselves is raised here through the lane's error sink
//    (recorded like any GL error, the call has no other effect): a client view shorter than the byte count
//    passed with it (INVALID_OPERATION, the rule WebGL uses for too-short client memory), an array whose
//    length is not a multiple of the per-element count (INVALID_VALUE, as WebGL), and a gen*/query output
//    too large to allocate (OUT_OF_MEMORY). Everything else is the lane's own GL validation.
//  - An input array whose length GL takes from an enum argument (texParameterfv's pname, clearBufferfv's buffer)
//    shorter than what that enum reads is a wrong JS argument too (a TypeError), like vertexAttrib4fv with 3
//    values: no lane reads past it or makes up the missing values.

/** Where a lane records a GL error raised by the checks (the front end's fe.error, the reference lane's queue). */
export type GLErrorSink = (code: number, why: string) => void;

/** gen*(n), getInternalformativ(…, count) and the like allocate n values: above this, OUT_OF_MEMORY. */
export const MAX_OUTPUT_VALUES = 1 << 20;

export const GL_INVALID_VALUE = 0x0501;
export const GL_INVALID_OPERATION = 0x0502;
export const GL_OUT_OF_MEMORY = 0x0505;

/**
 * Values read from a COMPSIZE input array for the enum that sizes it (GL 4.5 §8.10 texture / sampler parameters,
 * §17.4.3.1 clearBuffer*v's buffer, §11.2.2 patchParameterfv); every other enum reads one, an invalid one
 * included (the lane then raises its GL error).
 */
const ENUM_INPUT_COUNTS: ReadonlyMap<number, number> = new Map([
  [0x1004, 4], // TEXTURE_BORDER_COLOR
  [0x8e46, 4], // TEXTURE_SWIZZLE_RGBA
  [0x1800, 4], // COLOR (clearBuffer*v)
  [0x8e74, 4], // PATCH_DEFAULT_OUTER_LEVEL
  [0x8e73, 2], // PATCH_DEFAULT_INNER_LEVEL
]);

export function enumInputCount(e: number): number {
  return ENUM_INPUT_COUNTS.get(e) ?? 1;
}

export function expectEnumInput(e: number): string {
  const n = enumInputCount(e);
  return `an array of at least ${n} number${n === 1 ? '' : 's'} (what 0x${(e >>> 0).toString(16).toUpperCase()} reads)`;
}

/** How a value looks in a message: enough to recognise the mistake, never the whole value. */
export function describe(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  switch (typeof v) {
    case 'number':
      return String(v);
    case 'bigint':
      return `${v}n`;
    case 'string':
      return `the string ${JSON.stringify(v.length > 24 ? v.slice(0, 24) + '…' : v)}`;
    case 'boolean':
      return String(v);
    case 'function':
      return 'a function';
    case 'object': {
      if (Array.isArray(v)) return `an Array of length ${v.length}`;
      if (v instanceof ArrayBuffer) return `an ArrayBuffer of ${v.byteLength} bytes`;
      const ctor = (v as { constructor?: { name?: string } }).constructor?.name;
      return ctor ? `a ${ctor}` : 'an object';
    }
    default:
      return typeof v;
  }
}

/** The TypeError of a wrong JS argument: "bufferData: parameter 'usage' must be a GLenum (integer), got undefined". */
export function argError(fn: string, param: string, expected: string, got: unknown): TypeError {
  const err = new TypeError(`${fn}: parameter '${param}' must be ${expected}, got ${describe(got)}`);
  (err as TypeError & { code: string }).code = 'ERR_GL_ARGUMENT';
  return err;
}

/** Client memory: an ArrayBufferView other than a DataView's plain bytes is fine; DataView too (bytes). */
export function isClientData(v: unknown): boolean {
  return v === null || (typeof v === 'number' ? v >= 0 && Number.isSafeInteger(v) : ArrayBuffer.isView(v));
}

/** A JS array of numbers or a typed array (not a DataView). Plain arrays are scanned: no allocation. */
export function isNumberArray(v: unknown): boolean {
  if (ArrayBuffer.isView(v)) return !(v instanceof DataView);
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'number') return false;
  return true;
}

export function isStringArray(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return false;
  return true;
}

/** multiDrawElements' indices: offsets or views, one per draw. */
export function isPointerArray(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!isClientData(v[i])) return false;
  return true;
}

export const EXPECT_DATA = 'an ArrayBufferView (client memory), a non-negative integer offset into the bound buffer, or null';
export const EXPECT_VIEW = 'an ArrayBufferView (client memory)';
export const EXPECT_VIEW_OR_NULL = 'an ArrayBufferView (client memory) or null (no buffer object backs this pointer, so no offset)';
export const EXPECT_ARRAY = 'an array of numbers or a typed array';
export const EXPECT_STRINGS = 'an array of strings';
export const EXPECT_POINTERS = 'an array of offsets or ArrayBufferViews';
