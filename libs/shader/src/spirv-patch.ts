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

// ---- opaque variable bindings ----

const DECORATION_BINDING = 33;
const OP_TYPE_ARRAY = 28;
const OP_TYPE_POINTER = 32;
const OP_CONSTANT = 43;

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
