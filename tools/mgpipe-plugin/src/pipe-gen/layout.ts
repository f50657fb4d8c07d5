// Wire layout of every record, computed once from the model. Fixed parts follow FlatBuffers struct rules
// (natural alignment, declared order for catalog structs, size padded to the largest alignment) so the generated
// .fbs describes the exact bytes. Record framing choices (sorted heads, elided defaults, counted tails) are ours:
// FlatBuffers tables would spend a vtable per record, which a 32-byte draw budget cannot afford.
import type { Catalog, CallDef, FieldDef, Scalar, TypeRef } from './model.ts';

export const SCALAR_SIZE: Record<Scalar, number> = { u8: 1, i8: 1, bool: 1, u16: 2, i16: 2, u32: 4, i32: 4, f32: 4, u64: 8, i64: 8, f64: 8 };
export const HOST_SPAN_SIZE = 24; // seg u32, pad u32, offset u64, size u64: the pointer never crosses (§4.5.7)
export const HANDLE_SIZE = 8;

export interface StructLayout { name: string; size: number; align: number; offsets: Map<string, number> }

export interface Sized { size: number; align: number }

export class Layouts {
  readonly structs = new Map<string, StructLayout>();
  constructor(readonly cat: Catalog) {
    for (const s of cat.structs) this.structLayout(s.name, new Set());
  }
  underlying(t: TypeRef): Scalar | null {
    if (t.k === 'scalar') return t.s;
    if (t.k === 'enum') return this.cat.enums.find((e) => e.name === t.name)!.type;
    if (t.k === 'bits') return this.cat.bitsets.find((e) => e.name === t.name)!.type;
    if (t.k === 'replySlot') return 'u32';
    return null;
  }
  sizeOf(t: TypeRef): Sized {
    const u = this.underlying(t);
    if (u) return { size: SCALAR_SIZE[u], align: SCALAR_SIZE[u] };
    if (t.k === 'handle') return { size: HANDLE_SIZE, align: 4 };
    if (t.k === 'hostSpan') return { size: HOST_SPAN_SIZE, align: 8 };
    if (t.k === 'struct') {
      const l = this.structs.get(t.name);
      return l ? { size: l.size, align: l.align } : { size: 0, align: 1 };
    }
    throw new Error(`no fixed size for ${t.k}`);
  }
  fieldSize(f: FieldDef): Sized {
    const e = this.sizeOf(f.type);
    return { size: e.size * (f.fixedLen ?? 1), align: e.align };
  }
  private structLayout(name: string, visiting: Set<string>): void {
    if (this.structs.has(name) || visiting.has(name)) return;
    visiting.add(name);
    const def = this.cat.structs.find((s) => s.name === name)!;
    for (const f of def.fields) if (f.type.k === 'struct') this.structLayout(f.type.name, visiting);
    const offsets = new Map<string, number>();
    let off = 0;
    let align = 1;
    for (const f of def.fields) {
      const s = this.fieldSize(f);
      off = alignUp(off, s.align);
      offsets.set(f.name, off);
      off += s.size;
      align = Math.max(align, s.align);
    }
    this.structs.set(name, { name, size: alignUp(off, align), align, offsets });
  }
}

export const alignUp = (x: number, a: number) => Math.ceil(x / a) * a;

/** A field of the fixed head (always present), possibly synthesized (tail counts, presence mask). */
export interface HeadItem { name: string; field: FieldDef | null; scalar: Scalar | null; offset: number; size: number; align: number; synth: 'count' | 'present' | null; of?: string }
/** A field written only when present: elided default, nullable, or flag-gated. */
export interface OptItem { field: FieldDef; size: number; align: number; rule: 'default' | 'nullable' | 'gate'; bit: number }
export interface TailItem { field: FieldDef; elemSize: number; countName: string; blob: boolean }

export interface RowLayout {
  call: CallDef;
  head: HeadItem[];
  headSize: number;
  presentType: Scalar | null;
  presentName: string | null;
  opt: OptItem[];
  tails: TailItem[];
  countType: Scalar;
  /** Header + head: the record size when nothing optional is present and every tail is empty. */
  minRecord: number;
  /** The budgeted steady state: header + head + one element per struct/scalar tail, empty blobs. */
  steadyRecord: number;
}

export function rowLayout(L: Layouts, call: CallDef): RowLayout {
  const wire = L.cat.wire.rows.get(call.name)!;
  const head: HeadItem[] = [];
  const opt: OptItem[] = [];
  const tails: TailItem[] = [];
  let bit = 0;
  for (const f of call.fields) {
    if (f.tail || f.type.k === 'blob') {
      tails.push({ field: f, elemSize: f.type.k === 'blob' ? 1 : L.sizeOf(f.type).size, countName: `${f.name}Count`, blob: f.type.k === 'blob' });
      continue;
    }
    const s = L.fieldSize(f);
    if (f.gate) opt.push({ field: f, size: s.size, align: Math.min(s.align, 4), rule: 'gate', bit: -1 });
    else if (f.nullable) opt.push({ field: f, size: s.size, align: Math.min(s.align, 4), rule: 'nullable', bit: bit++ });
    else if (f.def !== null && wire.elideDefaults) opt.push({ field: f, size: s.size, align: Math.min(s.align, 4), rule: 'default', bit: bit++ });
    else head.push({ name: f.name, field: f, scalar: L.underlying(f.type), offset: 0, size: s.size, align: s.align, synth: null });
  }
  const countType: Scalar = wire.tailCount;
  for (const t of tails) {
    const ct: Scalar = t.blob ? 'u32' : countType;
    head.push({ name: t.countName, field: null, scalar: ct, offset: 0, size: SCALAR_SIZE[ct], align: SCALAR_SIZE[ct], synth: 'count', of: t.field.name });
  }
  let presentType: Scalar | null = null;
  if (bit > 0) {
    presentType = bit <= 8 ? 'u8' : bit <= 16 ? 'u16' : 'u32';
    head.push({ name: '_present', field: null, scalar: presentType, offset: 0, size: SCALAR_SIZE[presentType], align: SCALAR_SIZE[presentType], synth: 'present' });
  }
  // Record layout choice: head fields sorted by alignment (stable) so padding is minimal.
  head.sort((a, b) => b.align - a.align);
  let off = 0;
  let align = 4;
  for (const h of head) {
    off = alignUp(off, h.align);
    h.offset = off;
    off += h.size;
    align = Math.max(align, h.align);
  }
  const headSize = alignUp(off, Math.max(4, Math.min(align, 8)));
  const minRecord = L.cat.wire.headerBytes + headSize;
  let steady = headSize;
  for (const t of tails) if (!t.blob) steady = alignUp(steady, 4) + t.elemSize;
  return {
    call,
    head,
    headSize,
    presentType,
    presentName: presentType ? '_present' : null,
    opt,
    tails,
    countType,
    minRecord,
    steadyRecord: L.cat.wire.headerBytes + alignUp(steady, 4),
  };
}
