// Storage images declared without a format qualifier (desktop GL allows `writeonly image2D img;`; ESSL
// requires a format on every image uniform). The format is a verb-time specialization input (seeds D-B2):
// the SPIR-V's OpTypeImage gets the format of the image unit bound when the program is used, and the
// program is rebuilt when that format changes. Done on the SPIR-V before SPIRV-Cross, which then writes
// the layout(format) ESSL needs.
//
// SPIR-V layout: 5 header words, then instructions; word 0 of each is (wordCount << 16) | opcode.
// OpTypeImage: [op, id, sampledType, dim, depth, arrayed, ms, sampled, format, (access)].
import { GL } from '@mgpipe/value-types';

const OP_TYPE_IMAGE = 25;
const OP_TYPE_ARRAY = 28;
const OP_TYPE_POINTER = 32;
const OP_VARIABLE = 59;
const OP_CONSTANT = 43;
const OP_DECORATE = 71;
const DECORATION_BINDING = 33;
const STORAGE_UNIFORM_CONSTANT = 0;
const SAMPLED_STORAGE = 2;
const FORMAT_WORD = 8;

/** GL internal format → SPIR-V ImageFormat, for the formats GLES 3.2 images accept (ESSL 3.20 §4.4.7). */
const SPIRV_FORMAT = new Map<number, number>([
  [GL.RGBA32F, 1], [GL.RGBA16F, 2], [GL.R32F, 3], [GL.RGBA8, 4], [GL.RGBA8_SNORM, 5],
  [GL.RGBA32I, 21], [GL.RGBA16I, 22], [GL.RGBA8I, 23], [GL.R32I, 24],
  [GL.RGBA32UI, 30], [GL.RGBA16UI, 31], [GL.RGBA8UI, 32], [GL.R32UI, 33],
]);

interface Insn { at: number; op: number; len: number }

function instructions(spirv: Uint32Array): Insn[] {
  const out: Insn[] = [];
  for (let at = 5; at < spirv.length;) {
    const len = spirv[at] >>> 16;
    if (len === 0) break;
    out.push({ at, op: spirv[at] & 0xffff, len });
    at += len;
  }
  return out;
}

/**
 * Each storage-image variable without a format: its Binding, how many units its elements take (an array of
 * arrays' elements sit at consecutive units, row-major) and the word index of its type's format.
 */
function formatlessImages(spirv: Uint32Array): { binding: number; units: number; formatAt: number }[] {
  const insns = instructions(spirv);
  const imageAt = new Map<number, number>();
  const arrayElem = new Map<number, number>();
  const arrayLength = new Map<number, number>();
  const constants = new Map<number, number>();
  const pointee = new Map<number, number>();
  const binding = new Map<number, number>();
  const vars: number[] = [];
  for (const i of insns) {
    const w = (k: number) => spirv[i.at + k];
    if (i.op === OP_TYPE_IMAGE && w(7) === SAMPLED_STORAGE && w(FORMAT_WORD) === 0) imageAt.set(w(1), i.at);
    else if (i.op === OP_TYPE_ARRAY) {
      arrayElem.set(w(1), w(2));
      arrayLength.set(w(1), w(3));
    } else if (i.op === OP_CONSTANT) constants.set(w(2), w(3));
    else if (i.op === OP_TYPE_POINTER) pointee.set(w(1), w(3));
    else if (i.op === OP_DECORATE && w(2) === DECORATION_BINDING) binding.set(w(1), w(3));
    else if (i.op === OP_VARIABLE && w(3) === STORAGE_UNIFORM_CONSTANT) vars.push(i.at);
  }
  const out: { binding: number; units: number; formatAt: number }[] = [];
  for (const at of vars) {
    let type = pointee.get(spirv[at + 1]);
    let units = 1;
    while (type !== undefined && arrayElem.has(type)) { // arrays of arrays too
      units *= constants.get(arrayLength.get(type)!) ?? 1;
      type = arrayElem.get(type);
    }
    const image = type === undefined ? undefined : imageAt.get(type);
    const b = binding.get(spirv[at + 2]);
    if (image !== undefined && b !== undefined) out.push({ binding: b, units, formatAt: image + FORMAT_WORD });
  }
  return out;
}

/** The driver image units (Bindings) of the storage images declared without a format; [] when none. */
export function formatlessImageBindings(spirv: Uint32Array): number[] {
  return formatlessImages(spirv).flatMap((v) => Array.from({ length: v.units }, (_, k) => v.binding + k));
}

/**
 * The SPIR-V with each formatless storage image given the format of the image bound at its unit
 * (`formatOf(binding)`: a GL internal format), or the reason it cannot be: no image bound, a format GLES
 * images do not have, or two variables sharing one image type with different bound formats.
 */
export function specializeImageFormats(spirv: Uint32Array, formatOf: (binding: number) => number | null):
  { ok: true; spirv: Uint32Array } | { ok: false; reason: string } {
  const images = formatlessImages(spirv);
  if (images.length === 0) return { ok: true, spirv };
  const out = spirv.slice();
  const chosen = new Map<number, number>();
  for (const { binding: first, units, formatAt } of images) {
    // The elements share one type, so one format: the first bound one's (elements not in use have none).
    let binding = first;
    while (binding < first + units - 1 && formatOf(binding) === null) binding++;
    const gl = formatOf(binding);
    if (gl === null) return { ok: false, reason: `no image is bound for the image uniform at driver unit ${binding}, whose format the shader leaves open` };
    const format = SPIRV_FORMAT.get(gl);
    if (format === undefined) return { ok: false, reason: `the image bound for driver unit ${binding} has format 0x${gl.toString(16)}, which GLES images do not support` };
    const previous = chosen.get(formatAt);
    if (previous !== undefined && previous !== format) {
      return { ok: false, reason: 'two formatless image uniforms of one type are bound to images of different formats' };
    }
    chosen.set(formatAt, format);
    out[formatAt] = format;
  }
  return { ok: true, spirv: out };
}
