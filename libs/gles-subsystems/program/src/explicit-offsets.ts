// Block members placed with layout(offset) (ARB_enhanced_layouts: `layout(std140) uniform Block { layout(offset = 16)
// vec4 a; }`). ESSL has no offset qualifier and SPIRV-Cross refuses a block whose Offset decorations are not the
// std140 / std430 ones ("… cannot be expressed as neither std430 nor std140"). Before SPIRV-Cross, each gap the
// explicit offsets leave where the layout would have put the next member earlier is filled with float members
// (`_mgpPad<k>`, at the 4-byte steps from the previous member's end): the layout then places every member where its
// Offset says, as GL requires explicit offsets to be multiples of the member's base alignment. The member indices
// after an inserted one move: their decorations, names and every access chain through the block are renumbered. A
// block used any other way (loaded or copied as a whole, so that literal member indices would need renumbering too) is
// left as it was. The backend runs this only when SPIRV-Cross has refused the module (the common, unpadded blocks
// never depend on these size rules).
import { Module, OP, ins, stringWords } from './spirv-lowering.ts';

const OP_MEMBER_NAME = 6;
const OP_MEMBER_DECORATE = 72;
const OP_COPY_MEMORY = 63;
const OP_TYPE_BOOL = 20;
const OP_TYPE_MATRIX = 24;
const OP_TYPE_STRUCT = 30;
const OP_TYPE_RUNTIME_ARRAY = 29;
const DECORATION_BLOCK = 2;
const DECORATION_BUFFER_BLOCK = 3;
const DECORATION_ROW_MAJOR = 4;
const DECORATION_ARRAY_STRIDE = 6;
const DECORATION_MATRIX_STRIDE = 7;
const DECORATION_OFFSET = 35;
const STORAGE_UNIFORM = 2;

const alignUp = (v: number, a: number) => Math.ceil(v / a) * a;

/** Whether any struct member has an Offset decoration (cheap test before parsing). */
function hasOffsets(spirv: Uint32Array): boolean {
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || op === OP.Function) return false;
    if (op === OP_MEMBER_DECORATE && spirv[i + 3] === DECORATION_OFFSET) return true;
    i += count;
  }
  return false;
}

/** The module with padding members where explicit offsets leave gaps (see the file comment); the input when there are none. */
export function padExplicitOffsets(spirv: Uint32Array): Uint32Array {
  if (!hasOffsets(spirv)) return spirv;
  const m = new Module(spirv);
  const memberDecorations = new Map<number, number[][]>();
  const arrayStride = new Map<number, number>();
  const blocks = new Map<number, boolean>(); // struct → std140 (a uniform block) or not (std430)
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    if (op === OP_MEMBER_DECORATE) memberDecorations.set(w[1], [...(memberDecorations.get(w[1]) ?? []), w]);
    if (op === OP.Decorate && w[2] === DECORATION_ARRAY_STRIDE) arrayStride.set(w[1], w[3]);
    if (op === OP.Decorate && w[2] === DECORATION_BUFFER_BLOCK) blocks.set(w[1], false);
  }
  for (const w of m.insns) {
    if ((w[0] & 0xffff) !== OP.Decorate || w[2] !== DECORATION_BLOCK || blocks.has(w[1])) continue;
    // A Block is std140 when a Uniform variable holds it (or an array of it), std430 for storage buffers.
    const uniform = m.insns.some((v) => (v[0] & 0xffff) === OP.Variable && v[3] === STORAGE_UNIFORM && contains(m, m.defs.get(v[1])?.[3] ?? -1, w[1]));
    blocks.set(w[1], uniform);
  }
  const memberValue = (struct: number, member: number, decoration: number) =>
    memberDecorations.get(struct)?.find((d) => d[2] === member && d[3] === decoration)?.[4];
  const memberHas = (struct: number, member: number, decoration: number) =>
    memberDecorations.get(struct)?.some((d) => d[2] === member && d[3] === decoration) ?? false;

  /** Bytes a member of `type` takes up to where the next member may start (its own padding included). */
  const sizeOf = (type: number, std140: boolean, struct: number, member: number): number => {
    const t = m.defs.get(type);
    if (t === undefined) return 0;
    const op = t[0] & 0xffff;
    if (op === OP.TypeFloat || op === OP.TypeInt || op === OP_TYPE_BOOL) return (t[2] ?? 32) / 8;
    if (op === OP.TypeVector) return t[3] * sizeOf(t[2], std140, -1, -1);
    if (op === OP_TYPE_MATRIX) {
      const stride = memberValue(struct, member, DECORATION_MATRIX_STRIDE) ?? 16;
      const columns = t[3];
      const rows = m.defs.get(t[2])?.[3] ?? 4;
      return stride * (memberHas(struct, member, DECORATION_ROW_MAJOR) ? rows : columns);
    }
    if (op === OP.TypeArray) {
      const length = m.defs.get(t[3]);
      return (arrayStride.get(type) ?? 16) * (length !== undefined && (length[0] & 0xffff) === OP.Constant ? length[3] : 1);
    }
    if (op === OP_TYPE_STRUCT) {
      let end = 0;
      t.slice(2).forEach((memberType, k) => {
        end = Math.max(end, (memberValue(type, k, DECORATION_OFFSET) ?? 0) + sizeOf(memberType, std140, type, k));
      });
      return alignUp(end, baseAlignment(m, type, std140)); // a structure's size is a multiple of its alignment
    }
    return 0;
  };

  const float = m.float();
  const int = m.int();
  /** struct → old member index → new member index, for the structs that get padding. */
  const remap = new Map<number, number[]>();
  for (const [struct, std140] of blocks) {
    const t = m.defs.get(struct);
    if (t === undefined || (t[0] & 0xffff) !== OP_TYPE_STRUCT) continue;
    const members = t.slice(2);
    const offsets = members.map((_, k) => memberValue(struct, k, DECORATION_OFFSET));
    if (offsets.some((o) => o === undefined)) continue;
    const newMembers: number[] = [];
    const pads: number[] = []; // offsets of the pads, in order
    const indexOf: number[] = [];
    const padAt: number[] = []; // new index of each pad
    let end = 0;
    members.forEach((type, k) => {
      const at = offsets[k]!;
      const def = m.defs.get(type);
      const natural = alignUp(end, baseAlignment(m, type, std140));
      if (at > natural && def !== undefined && (def[0] & 0xffff) !== OP_TYPE_RUNTIME_ARRAY) {
        for (let p = alignUp(end, 4); p + 4 <= at; p += 4) {
          padAt.push(newMembers.length);
          pads.push(p);
          newMembers.push(float);
        }
      }
      indexOf.push(newMembers.length);
      newMembers.push(type);
      end = at + sizeOf(type, std140, struct, k);
    });
    if (pads.length === 0) continue;
    t.length = 2;
    t.push(...newMembers);
    t[0] = (t.length << 16) | OP_TYPE_STRUCT;
    remap.set(struct, indexOf);
    for (const d of memberDecorations.get(struct) ?? []) d[2] = indexOf[d[2]];
    const names = m.insns.filter((w) => (w[0] & 0xffff) === OP_MEMBER_NAME && w[1] === struct);
    for (const n of names) n[2] = indexOf[n[2]];
    const decorationsAt = m.insns.indexOf((memberDecorations.get(struct) ?? [])[0]);
    m.insns.splice(decorationsAt, 0, ...padAt.map((index, k) => ins(OP_MEMBER_DECORATE, struct, index, DECORATION_OFFSET, pads[k])));
    const namesAt = names.length > 0 ? m.insns.indexOf(names[0]) : -1;
    if (namesAt >= 0) m.insns.splice(namesAt, 0, ...padAt.map((index, k) => [0, struct, index, ...stringWords(`_mgpPad${k}`)]).map((w) => { w[0] = (w.length << 16) | OP_MEMBER_NAME; return w; }));
  }
  if (remap.size === 0) return spirv;
  // Only access chains may reach into a padded struct: a value of its type (a whole load / copy) undoes the lowering.
  const padded = [...remap.keys()];
  const firstFunction = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Function);
  for (const w of m.insns.slice(firstFunction < 0 ? m.insns.length : firstFunction)) {
    if ((w[0] & 0xffff) === OP_COPY_MEMORY) return spirv;
    if (w.length >= 3 && m.typeOf.get(w[2]) === w[1] && padded.some((s) => contains(m, w[1], s))) return spirv;
  }
  const constantValue = (id: number): number | null => {
    const d = m.defs.get(id);
    return d !== undefined && (d[0] & 0xffff) === OP.Constant ? d[3] : null;
  };
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    if (op !== OP.AccessChain && op !== OP.InBoundsAccessChain) continue;
    let type = m.defs.get(m.typeOf.get(w[3]) ?? -1)?.[3] ?? -1; // the base pointer's pointee
    for (let i = 4; i < w.length && type >= 0; i++) {
      const t = m.defs.get(type);
      if (t === undefined) break;
      const top = t[0] & 0xffff;
      if (top === OP_TYPE_STRUCT) {
        const k = constantValue(w[i]);
        if (k === null) break;
        const map = remap.get(type);
        if (map !== undefined) w[i] = m.constant(int, map[k]);
        type = t[2 + (map !== undefined ? map[k] : k)];
      } else type = t[2];
    }
  }
  return m.emit();
}

/** Whether `type` is `target` or has it inside (arrays, structs). */
function contains(m: Module, type: number, target: number): boolean {
  if (type === target) return true;
  const t = m.defs.get(type);
  if (t === undefined) return false;
  const op = t[0] & 0xffff;
  if (op === OP.TypeArray || op === OP_TYPE_RUNTIME_ARRAY) return contains(m, t[2], target);
  if (op === OP_TYPE_STRUCT) return t.slice(2).some((member) => contains(m, member, target));
  return false;
}

/** The base alignment of a member of `type` (GL 4.5 §7.6.2.2; std140 rounds arrays and structures up to 16). */
function baseAlignment(m: Module, type: number, std140: boolean): number {
  const t = m.defs.get(type);
  if (t === undefined) return 4;
  const op = t[0] & 0xffff;
  if (op === OP.TypeVector) return t[3] === 2 ? 8 : 16;
  if (op === OP_TYPE_MATRIX || op === OP.TypeArray || op === OP_TYPE_RUNTIME_ARRAY) {
    const inner = baseAlignment(m, t[2], std140);
    return std140 ? alignUp(inner, 16) : inner;
  }
  if (op === OP_TYPE_STRUCT) {
    const inner = Math.max(4, ...t.slice(2).map((member) => baseAlignment(m, member, std140)));
    return std140 ? alignUp(inner, 16) : inner;
  }
  return 4;
}

