// Rewrites the Location decorations of a stage's Input or Output variables in place, by variable
// name. Linking decides attribute and fragment-output locations after glslang has compiled (GL's
// bind*Location requests apply at link), and the SPIR-V the backend receives must agree with the
// locations the front end reports, so the decision is written back into the module here.
//
// SPIR-V layout: 5 header words, then instructions; word 0 of each is (wordCount << 16) | opcode.

export const OP_NAME = 5;
export const OP_VARIABLE = 59;
export const OP_DECORATE = 71;
export const DECORATION_LOCATION = 30;
const STORAGE_INPUT = 1;
const STORAGE_OUTPUT = 3;

/** The NUL-terminated UTF-8 literal packed into words[at, end) (OpName's operand). */
export function literalString(words: Uint32Array, at: number, end: number): string {
  const bytes: number[] = [];
  for (let i = at; i < end; i++) {
    for (let b = 0; b < 4; b++) {
      const c = (words[i] >>> (8 * b)) & 0xff;
      if (c === 0) return new TextDecoder().decode(new Uint8Array(bytes));
      bytes.push(c);
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/**
 * Returns a copy of `spirv` in which each `direction` variable named in `locations` carries that
 * Location. Names not present in the module are ignored (an inactive variable has no decoration).
 */
export function patchLocations(spirv: Uint32Array, direction: 'in' | 'out', locations: ReadonlyMap<string, number>): Uint32Array {
  const words = spirv.slice();
  const storage = direction === 'in' ? STORAGE_INPUT : STORAGE_OUTPUT;
  const names = new Map<number, string>();
  const variables = new Set<number>();
  const decorations: Array<{ target: number; literalAt: number }> = [];
  for (let i = 5; i < words.length; ) {
    const count = words[i] >>> 16;
    const op = words[i] & 0xffff;
    if (count === 0 || i + count > words.length) break; // malformed: leave the rest untouched
    if (op === OP_NAME) names.set(words[i + 1], literalString(words, i + 2, i + count));
    else if (op === OP_VARIABLE && words[i + 3] === storage) variables.add(words[i + 2]);
    else if (op === OP_DECORATE && count >= 4 && words[i + 2] === DECORATION_LOCATION) {
      decorations.push({ target: words[i + 1], literalAt: i + 3 });
    }
    i += count;
  }
  for (const d of decorations) {
    if (!variables.has(d.target)) continue;
    const location = locations.get(names.get(d.target) ?? '');
    if (location !== undefined) words[d.literalAt] = location;
  }
  return words;
}

// ---- uniform initializers (`uniform float x = 2.0;`, GLSL 1.20+) ----
// glslang (OpenGL semantics) keeps them as the initializer operand of the UniformConstant OpVariable. GL
// gives the default block those values at link; ESSL has no uniform initializers, so the operand is
// removed from the module the backend translates and the values travel as the front end's storage.

const OP_CONSTANT_TRUE = 41;
const OP_CONSTANT_FALSE = 42;
const OP_CONSTANT = 43;
const OP_CONSTANT_COMPOSITE = 44;
const OP_CONSTANT_NULL = 46;
const STORAGE_UNIFORM_CONSTANT = 0;

/**
 * The initializer of each default-block uniform variable, by variable name, as 32-bit words in GL's leaf
 * order (array elements, matrix columns, components; a double is two words, low first; a bool 0 or 1).
 * A null constant gives no words (the storage is already zero).
 */
export function uniformInitializers(spirv: Uint32Array): Map<string, number[]> {
  const names = new Map<number, string>();
  const constants = new Map<number, { op: number; operands: number[] }>();
  const initialized: Array<{ id: number; init: number }> = [];
  for (let i = 5; i < spirv.length; ) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || i + count > spirv.length) break;
    if (op === OP_NAME) names.set(spirv[i + 1], literalString(spirv, i + 2, i + count));
    else if (op === OP_CONSTANT || op === OP_CONSTANT_COMPOSITE || op === OP_CONSTANT_TRUE || op === OP_CONSTANT_FALSE || op === OP_CONSTANT_NULL) {
      constants.set(spirv[i + 2], { op, operands: Array.from(spirv.subarray(i + 3, i + count)) });
    } else if (op === OP_VARIABLE && count === 5 && spirv[i + 3] === STORAGE_UNIFORM_CONSTANT) {
      initialized.push({ id: spirv[i + 2], init: spirv[i + 4] });
    }
    i += count;
  }
  const flatten = (id: number, out: number[]): void => {
    const c = constants.get(id);
    if (c === undefined || c.op === OP_CONSTANT_NULL) return;
    if (c.op === OP_CONSTANT_TRUE || c.op === OP_CONSTANT_FALSE) out.push(c.op === OP_CONSTANT_TRUE ? 1 : 0);
    else if (c.op === OP_CONSTANT) out.push(...c.operands);
    else for (const part of c.operands) flatten(part, out);
  };
  const out = new Map<string, number[]>();
  for (const v of initialized) {
    const words: number[] = [];
    flatten(v.init, words);
    const name = names.get(v.id);
    if (name !== undefined && words.length > 0) out.set(name, words);
  }
  return out;
}

/** A copy of `spirv` without the initializer operand of UniformConstant variables (see above). */
export function stripUniformInitializers(spirv: Uint32Array): Uint32Array {
  const out: number[] = Array.from(spirv.subarray(0, 5));
  for (let i = 5; i < spirv.length; ) {
    const count = spirv[i] >>> 16;
    if (count === 0 || i + count > spirv.length) {
      out.push(...spirv.subarray(i));
      break;
    }
    const op = spirv[i] & 0xffff;
    if (op === OP_VARIABLE && count === 5 && spirv[i + 3] === STORAGE_UNIFORM_CONSTANT) {
      out.push((4 << 16) | OP_VARIABLE, spirv[i + 1], spirv[i + 2], spirv[i + 3]);
    } else {
      for (let k = 0; k < count; k++) out.push(spirv[i + k]);
    }
    i += count;
  }
  return Uint32Array.from(out);
}

// ---- opaque variable bindings ----

const DECORATION_BINDING = 33;
const OP_TYPE_ARRAY = 28;
const OP_TYPE_POINTER = 32;

/** The Binding decoration (glslang's, explicit or assigned by mapIO) and array dimensions, outermost first, of each named variable. */
export function variableBindings(spirv: Uint32Array): Map<string, { binding: number; dims: number[] }> {
  const names = new Map<number, string>();
  const arrays = new Map<number, [number, number]>(); // array type → [element type, length id]
  const constants = new Map<number, number>();
  const pointee = new Map<number, number>();
  const variableType = new Map<number, number>();
  const decorated: Array<[number, number]> = [];
  for (let i = 5; i < spirv.length; ) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || i + count > spirv.length) break;
    if (op === OP_NAME) names.set(spirv[i + 1], literalString(spirv, i + 2, i + count));
    else if (op === OP_DECORATE && count >= 4 && spirv[i + 2] === DECORATION_BINDING) decorated.push([spirv[i + 1], spirv[i + 3]]);
    else if (op === OP_TYPE_ARRAY) arrays.set(spirv[i + 1], [spirv[i + 2], spirv[i + 3]]);
    else if (op === OP_CONSTANT) constants.set(spirv[i + 2], spirv[i + 3]);
    else if (op === OP_TYPE_POINTER) pointee.set(spirv[i + 1], spirv[i + 3]);
    else if (op === OP_VARIABLE) variableType.set(spirv[i + 2], spirv[i + 1]);
    i += count;
  }
  const out = new Map<string, { binding: number; dims: number[] }>();
  for (const [id, binding] of decorated) {
    const name = names.get(id);
    if (name === undefined) continue;
    const dims: number[] = [];
    for (let t = pointee.get(variableType.get(id) ?? -1), a = arrays.get(t ?? -1); a !== undefined; t = a[0], a = arrays.get(t)) {
      dims.push(constants.get(a[1]) ?? 1);
    }
    out.set(name, { binding, dims });
  }
  return out;
}

// ---- statically read inputs ----

const OP_FUNCTION = 54;
const OP_FUNCTION_CALL = 57;
const OP_LOAD = 61;
const OP_COPY_MEMORY = 63;
const OP_ACCESS_CHAIN = 65;
const OP_IN_BOUNDS_ACCESS_CHAIN = 66;
const OP_PTR_ACCESS_CHAIN = 67;
const OP_EXT_INST = 12;

/**
 * The names of the Input variables a module reads somewhere in its functions (loaded, indexed, copied, passed to a
 * function or an extended instruction such as interpolateAt*): GL's "statically referenced". glslang lists every
 * declared input in the entry point's interface, used or not.
 */
export function staticallyReadInputs(spirv: Uint32Array): Set<string> {
  const names = new Map<number, string>();
  const inputs = new Set<number>();
  const read = new Set<number>();
  let inFunctions = false;
  for (let i = 5; i < spirv.length; ) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || i + count > spirv.length) break;
    if (op === OP_NAME) names.set(spirv[i + 1], literalString(spirv, i + 2, i + count));
    else if (op === OP_VARIABLE && spirv[i + 3] === STORAGE_INPUT && !inFunctions) inputs.add(spirv[i + 2]);
    else if (op === OP_FUNCTION) inFunctions = true;
    if (inFunctions) {
      const operands: number[] = [];
      if (op === OP_LOAD || op === OP_ACCESS_CHAIN || op === OP_IN_BOUNDS_ACCESS_CHAIN || op === OP_PTR_ACCESS_CHAIN) operands.push(spirv[i + 3]);
      else if (op === OP_COPY_MEMORY) operands.push(spirv[i + 1], spirv[i + 2]);
      else if (op === OP_FUNCTION_CALL) operands.push(...spirv.subarray(i + 4, i + count));
      else if (op === OP_EXT_INST) operands.push(...spirv.subarray(i + 5, i + count));
      for (const id of operands) if (inputs.has(id)) read.add(id);
    }
    i += count;
  }
  return new Set([...read].map((id) => names.get(id) ?? ''));
}
