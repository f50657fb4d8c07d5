// Rewrites the Location decorations of a stage's Input or Output variables in place, by variable
// name. Linking decides attribute and fragment-output locations after glslang has compiled (GL's
// bind*Location requests apply at link), and the SPIR-V the backend receives must agree with the
// locations the front end reports, so the decision is written back into the module here.
//
// SPIR-V layout: 5 header words, then instructions; word 0 of each is (wordCount << 16) | opcode.

const OP_NAME = 5;
const OP_VARIABLE = 59;
const OP_DECORATE = 71;
const DECORATION_LOCATION = 30;
const STORAGE_INPUT = 1;
const STORAGE_OUTPUT = 3;

function literalString(words: Uint32Array, at: number, end: number): string {
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
