// The transform-feedback capture of a SPIR-V stage (GL_ARB_gl_spirv: "the xfb layout comes from the decorations";
// glTransformFeedbackVaryings is ignored). A stage whose entry point has ExecutionMode Xfb captures each Output
// variable decorated Offset (the whole variable, from that byte), and each member decorated Offset of an Output
// block whose variable carries XfbBuffer; the buffer is XfbBuffer, the record stride XfbStride. The captured values
// are listed in GL's varying units (as Mesa counts GL_TRANSFORM_FEEDBACK_VARYINGS for SPIR-V): an array of a basic
// type is one varying, arrays of arrays and of structs one per element of their outer dimension, structs one per
// member. Names are the ones the backend's ESSL has (spirv-reflect.ts nameOf / memberNameOf: SPIRV-Cross's names for
// objects without OpName), so xfb-layout.ts's artifact can hand them to the driver's glTransformFeedbackVaryings.
import type { XfbVarying } from '@mgpipe/native-shader';
import { glTypeSize } from './gl-types.ts';
import { decoration, Decoration, memberDecoration, memberNameOf, nameOf, Op, Storage, type SpirvModule } from './spirv-module.ts';
import { arrayLength, glTypeOf, isArrayType, pointee } from './spirv-types.ts';

/** SPIR-V ExecutionMode Xfb. */
const EXECUTION_MODE_XFB = 11;

/** Bytes a value of type `id` takes in a transform-feedback record (tightly packed: GL 4.6 §11.1.2.1). */
function xfbSize(m: SpirvModule, id: number): number {
  const t = m.types.get(id);
  if (t === undefined) return 0;
  if (isArrayType(m, id)) return Math.max(1, arrayLength(m, id)) * xfbSize(m, t.operands[1]);
  if (t.op === Op.TypeStruct) {
    let end = 0;
    for (let i = 1; i < t.operands.length; i++) end = Math.max(end, memberOffset(m, id, i - 1, end) + xfbSize(m, t.operands[i]));
    return end;
  }
  const size = glTypeSize(glTypeOf(m, id) ?? 0);
  return size ? size.components * size.componentBytes : 4;
}

/** A struct member's Offset; a member without one follows the previous member (glslang omits member 0's). */
function memberOffset(m: SpirvModule, struct: number, member: number, previousEnd: number): number {
  return memberDecoration(m, struct, member, Decoration.Offset)?.[0] ?? previousEnd;
}

interface Capture {
  buffer: number;
  stride: number;
  out: XfbVarying[];
}

/** GL's varyings of a captured value of type `id` named `name` at byte `offset` of its record. */
function capture(m: SpirvModule, id: number, name: string, offset: number, c: Capture): void {
  const t = m.types.get(id);
  if (t === undefined) return;
  if (isArrayType(m, id)) {
    const element = t.operands[1];
    const elementType = m.types.get(element);
    const length = Math.max(1, arrayLength(m, id));
    if (elementType !== undefined && (elementType.op === Op.TypeStruct || isArrayType(m, element))) {
      const size = xfbSize(m, element);
      for (let i = 0; i < length; i++) capture(m, element, `${name}[${i}]`, offset + i * size, c);
      return;
    }
    const type = glTypeOf(m, element);
    if (type !== undefined) c.out.push({ name, buffer: c.buffer, offset, stride: c.stride, type, arraySize: length });
    return;
  }
  if (t.op === Op.TypeStruct) {
    let end = 0;
    for (let i = 1; i < t.operands.length; i++) {
      const at = memberOffset(m, id, i - 1, end);
      capture(m, t.operands[i], `${name}.${memberNameOf(m, id, i - 1)}`, offset + at, c);
      end = at + xfbSize(m, t.operands[i]);
    }
    return;
  }
  const type = glTypeOf(m, id);
  if (type !== undefined) c.out.push({ name, buffer: c.buffer, offset, stride: c.stride, type, arraySize: 1 });
}

/** The captured varyings of a stage's module, by buffer and offset; [] without ExecutionMode Xfb. */
export function spirvXfbVaryings(m: SpirvModule): XfbVarying[] {
  const entry = m.entryPoints[0];
  if (entry === undefined) return [];
  const xfbMode = m.instructions.some((i) => i.op === Op.ExecutionMode && i.operands[0] === entry.id && i.operands[1] === EXECUTION_MODE_XFB);
  if (!xfbMode) return [];
  const out: XfbVarying[] = [];
  for (const [id, v] of m.variables) {
    if (v.storage !== Storage.Output || !entry.interface.includes(id)) continue;
    const buffer = decoration(m, id, Decoration.XfbBuffer)?.[0];
    if (buffer === undefined) continue;
    const c: Capture = { buffer, stride: decoration(m, id, Decoration.XfbStride)?.[0] ?? -1, out };
    const type = pointee(m, v.type);
    const offset = decoration(m, id, Decoration.Offset)?.[0];
    if (offset !== undefined) {
      capture(m, type, nameOf(m, id), offset, c);
      continue;
    }
    // A block: its members decorated Offset, named "Block.member" as GL names block members.
    captureBlockMembers(m, type, c);
  }
  // In record order, as the GLSL path's reflection lists qualifier captures (native/shader reflect.cc).
  return out.sort((a, b) => a.buffer - b.buffer || a.offset - b.offset);
}

function captureBlockMembers(m: SpirvModule, type: number, c: Capture): void {
  const dims: number[] = [];
  let struct = type;
  while (isArrayType(m, struct)) {
    dims.push(Math.max(1, arrayLength(m, struct)));
    struct = m.types.get(struct)!.operands[1];
  }
  const t = m.types.get(struct);
  if (t === undefined || t.op !== Op.TypeStruct || decoration(m, struct, Decoration.Block) === undefined) return;
  const count = dims.reduce((a, b) => a * b, 1);
  for (let e = 0; e < count; e++) {
    // Each element of a block array captures into the next buffer, at the same offsets (GLSL 4.50 §4.4.2.1).
    const element: Capture = { ...c, buffer: c.buffer + e };
    const suffix = dims.length === 0 ? '' : `[${e}]`;
    for (let i = 1; i < t.operands.length; i++) {
      const at = memberDecoration(m, struct, i - 1, Decoration.Offset)?.[0];
      if (at === undefined) continue;
      capture(m, t.operands[i], `${nameOf(m, struct)}${suffix}.${memberNameOf(m, struct, i - 1)}`, at, element);
    }
  }
}

/**
 * The GLSL path's qualifier capture (glslang's reflection, native reflect.cc) lists a captured structure, or array of
 * structures, as one entry with no GL type; GL counts its members (GL_TRANSFORM_FEEDBACK_VARYINGS: "var.f", "var[1].v",
 * as Mesa does). Each such entry is replaced by this module's expansion of the same variable (`capture` above).
 */
export function expandStructCaptures(varyings: XfbVarying[], m: SpirvModule): XfbVarying[] {
  if (varyings.every((v) => glTypeSize(v.type) !== undefined)) return varyings;
  const expanded = spirvXfbVaryings(m);
  const out = varyings.flatMap((v) => {
    if (glTypeSize(v.type) !== undefined) return [v];
    const members = expanded.filter((x) => x.buffer === v.buffer && (x.name.startsWith(`${v.name}.`) || x.name.startsWith(`${v.name}[`)));
    return members.length > 0 ? members : [v];
  });
  return out.sort((a, b) => a.buffer - b.buffer || a.offset - b.offset);
}
