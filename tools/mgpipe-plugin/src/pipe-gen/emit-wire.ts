// G3: wire codecs (encoders into the ring, checked decoders), the size table and the applier's dispatch switch.
// Encoders write into a preallocated DataView and allocate nothing; decoders check every count, presence bit,
// enum, bool and the exact record size before building a payload, so any bad record becomes
// Fatal{ProtocolCorruption} before the context table is called.
import { header } from './emit-common.ts';
import { INPUT_PATHS, payloadName, type Catalog, type CallDef, type FieldDef, type TypeRef } from './model.ts';
import { Layouts, rowLayout, type RowLayout } from './layout.ts';

const IMPORTS_PRIMS = `import {\n  w_u8, w_i8, w_bool, w_u16, w_i16, w_u32, w_i32, w_u64, w_i64, w_f32, w_f64, w_handle, w_hostSpan,\n  r_u8, r_i8, r_bool, r_u16, r_i16, r_u32, r_i32, r_u64, r_i64, r_f32, r_f64, r_handle, r_hostSpan,\n  writeArr, readArr, corrupt, tooMany,\n} from '../wire-prims.ts';\nimport type { RingWriter } from '../ring-writer.ts';`;

export function elemFn(L: Layouts, t: TypeRef, dir: 'w' | 'r'): string {
  if (t.k === 'enum' || t.k === 'bits') return dir === 'w' ? `w_${L.underlying(t)}` : `r_${t.name}`;
  if (t.k === 'scalar') return `${dir}_${t.s}`;
  if (t.k === 'replySlot') return `${dir}_u32`;
  if (t.k === 'handle') return `${dir}_handle`;
  if (t.k === 'hostSpan') return `${dir}_hostSpan`;
  if (t.k === 'struct') return `${dir}_${t.name}`;
  throw new Error(`no element codec for ${t.k}`);
}

function writeField(L: Layouts, f: FieldDef, at: string, val: string): string {
  const fn = elemFn(L, f.type, 'w');
  if (f.fixedLen !== null) return `writeArr(dv, ${at}, ${f.fixedLen}, ${L.sizeOf(f.type).size}, ${val}, ${fn});`;
  return `${fn}(dv, ${at}, ${val});`;
}
function readField(L: Layouts, f: FieldDef, at: string): string {
  const fn = elemFn(L, f.type, 'r');
  if (f.fixedLen !== null) return `readArr(dv, ${at}, ${f.fixedLen}, ${L.sizeOf(f.type).size}, ${fn})`;
  return `${fn}(dv, ${at})`;
}

/** The value a field takes when absent from the wire. */
export function absentValue(f: FieldDef): string {
  if (f.nullable) return 'null';
  const t = f.type;
  if (t.k === 'handle') return '{ slot: 0, gen: 0 }';
  if (t.k === 'hostSpan') return '{ ptr: null, seg: 0, offset: 0n, size: 0n }';
  if (t.k === 'struct') return `z_${t.name}()`;
  if (t.k === 'scalar' && (t.s === 'u64' || t.s === 'i64')) return `${f.def ?? 0}n`;
  if (t.k === 'scalar' && t.s === 'bool') return f.def !== null && f.def !== '0' ? 'true' : 'false';
  return f.def ?? '0';
}

function isDefaultExpr(f: FieldDef, v: string): string {
  if (f.type.k === 'handle') return `(${v}.slot | ${v}.gen) === 0`;
  return `${v} === ${absentValue(f)}`;
}

const al = (cur: string, a: number) => (a <= 1 ? cur : `((${cur} + ${a - 1}) & -${a})`);

function gateMask(cat: Catalog, call: CallDef, f: FieldDef): { field: string; mask: number } {
  const g = call.fields.find((x) => x.name === f.gate!.field)!;
  const bits = cat.bitsets.find((b) => b.name === (g.type as { name: string }).name)!;
  return { field: g.name, mask: 2 ** bits.bits.indexOf(f.gate!.bit) };
}

function emitEncoder(cat: Catalog, L: Layouts, row: RowLayout): string {
  const c = row.call;
  const o: string[] = [`export function enc_${c.name}(w: RingWriter, ${c.fields.length ? 'p' : '_p'}: ${payloadName(c)}): void {`];
  if (row.presentName) o.push(`  let pres = 0;`);
  o.push(`  let cur = ${row.headSize};`);
  for (const it of row.opt) {
    const v = `p.${it.field.name}`;
    const cond =
      it.rule === 'gate' ? (() => { const g = gateMask(cat, c, it.field); return `(p.${g.field} & ${g.mask}) !== 0`; })()
      : it.rule === 'nullable' ? `${v} !== null`
      : `!(${isDefaultExpr(it.field, v)})`;
    const mark = it.rule === 'gate' ? '' : `pres |= ${2 ** it.bit}; `;
    o.push(`  if (${cond}) { ${mark}cur = ${al('cur', it.align)} + ${it.size}; }`);
  }
  row.tails.forEach((t, i) => {
    o.push(`  const n${i} = p.${t.field.name}.length;`);
    const max = t.blob ? 0xffffffff : row.countType === 'u8' ? 0xff : row.countType === 'u16' ? 0xffff : 0xffffffff;
    if (max !== 0xffffffff) o.push(`  if (n${i} > ${max}) tooMany('${c.name}.${t.field.name}');`);
    o.push(`  cur = ${al('cur', 4)} + n${i}${t.elemSize === 1 ? '' : ` * ${t.elemSize}`};`);
  });
  o.push(`  const b = w.begin(${c.op}, ${al('cur', 4)});`);
  o.push(`  const dv = w.dv;`);
  for (const h of row.head) {
    if (h.synth === 'present') o.push(`  w_${h.scalar}(dv, b + ${h.offset}, pres);`);
    else if (h.synth === 'count') o.push(`  w_${h.scalar}(dv, b + ${h.offset}, n${row.tails.findIndex((t) => t.field.name === h.of)});`);
    else o.push(`  ${writeField(L, h.field!, `b + ${h.offset}`, `p.${h.field!.name}`)}`);
  }
  if (row.opt.length || row.tails.length) o.push(`  cur = ${row.headSize};`);
  for (const it of row.opt) {
    const cond = it.rule === 'gate' ? (() => { const g = gateMask(cat, c, it.field); return `(p.${g.field} & ${g.mask}) !== 0`; })() : `(pres & ${2 ** it.bit}) !== 0`;
    const val = it.rule === 'nullable' ? `p.${it.field.name}!` : `p.${it.field.name}`;
    o.push(`  if (${cond}) { cur = ${al('cur', it.align)}; ${writeField(L, it.field, 'b + cur', val)} cur += ${it.size}; }`);
  }
  row.tails.forEach((t, i) => {
    o.push(`  cur = ${al('cur', 4)};`);
    if (t.blob) o.push(`  w.u8.set(p.${t.field.name}, b + cur);\n  cur += n${i};`);
    else o.push(`  writeArr(dv, b + cur, n${i}, ${t.elemSize}, p.${t.field.name}, ${elemFn(L, t.field.type, 'w')});\n  cur += n${i} * ${t.elemSize};`);
  });
  o.push(`}`);
  return o.join('\n');
}

/**
 * size_<call>(p): the whole record's bytes (header included) that enc_<call> writes for p, computed with the
 * encoder's own presence rules and writing nothing, so the stats layer counts what split mode would carry,
 * optional fields included (the tracker's per-call byte counts).
 */
function emitSizer(cat: Catalog, row: RowLayout): string {
  const c = row.call;
  const uses = row.opt.length > 0 || row.tails.length > 0;
  const o: string[] = [`export function size_${c.name}(${uses ? 'p' : '_p'}: ${payloadName(c)}): number {`];
  o.push(`  let cur = ${row.headSize};`);
  for (const it of row.opt) {
    const v = `p.${it.field.name}`;
    const cond =
      it.rule === 'gate' ? (() => { const g = gateMask(cat, c, it.field); return `(p.${g.field} & ${g.mask}) !== 0`; })()
      : it.rule === 'nullable' ? `${v} !== null`
      : `!(${isDefaultExpr(it.field, v)})`;
    o.push(`  if (${cond}) cur = ${al('cur', it.align)} + ${it.size};`);
  }
  for (const t of row.tails) o.push(`  cur = ${al('cur', 4)} + p.${t.field.name}.length${t.elemSize === 1 ? '' : ` * ${t.elemSize}`};`);
  o.push(`  cur = ${al('cur', 4)};`);
  o.push(`  return cur + (cur + ${cat.wire.headerBytes} > ${0xffff * 4} ? ${cat.wire.headerBytes + 4} : ${cat.wire.headerBytes});`);
  o.push(`}`);
  return o.join('\n');
}

function emitDecoder(cat: Catalog, L: Layouts, row: RowLayout): string {
  const c = row.call;
  const o: string[] = [`export function dec_${c.name}(dv: DataView, ${row.tails.some((t) => t.blob) ? 'u8' : '_u8'}: Uint8Array, b: number, size: number): ${payloadName(c)} {`];
  o.push(`  if (size < ${row.headSize}) corrupt('${c.name}: record shorter than its head');`);
  const local = (n: string) => `f_${n}`;
  for (const h of row.head) {
    if (h.synth === 'present') o.push(`  const pres = r_${h.scalar}(dv, b + ${h.offset});`);
    else if (h.synth === 'count') o.push(`  const n${row.tails.findIndex((t) => t.field.name === h.of)} = r_${h.scalar}(dv, b + ${h.offset});`);
    else o.push(`  const ${local(h.field!.name)} = ${readField(L, h.field!, `b + ${h.offset}`)};`);
  }
  const presAll = row.opt.filter((x) => x.rule !== 'gate').reduce((a, x) => a + 2 ** x.bit, 0);
  if (row.presentName) o.push(`  if ((pres & ${~presAll}) !== 0) corrupt('${c.name}: unknown presence bits');`);
  const cond = (it: RowLayout['opt'][number]) => (it.rule === 'gate' ? (() => { const g = gateMask(cat, c, it.field); return `(${local(g.field)} & ${g.mask}) !== 0`; })() : `(pres & ${2 ** it.bit}) !== 0`);
  if (row.opt.length || row.tails.length) o.push(`  let cur = ${row.headSize};`);
  for (const it of row.opt) o.push(`  if (${cond(it)}) cur = ${al('cur', it.align)} + ${it.size};`);
  row.tails.forEach((t, i) => {
    o.push(`  if (n${i}${t.elemSize === 1 ? '' : ` * ${t.elemSize}`} > size) corrupt('${c.name}.${t.field.name}: count overruns the record');`);
    o.push(`  cur = ${al('cur', 4)} + n${i}${t.elemSize === 1 ? '' : ` * ${t.elemSize}`};`);
  });
  o.push(`  if (${row.opt.length || row.tails.length ? al('cur', 4) : row.headSize} !== size) corrupt('${c.name}: record size does not match its contents');`);
  if (row.opt.length || row.tails.length) o.push(`  cur = ${row.headSize};`);
  for (const it of row.opt) {
    o.push(`  let ${local(it.field.name)}: ${payloadName(c)}['${it.field.name}'] = ${absentValue(it.field)};`);
    o.push(`  if (${cond(it)}) { cur = ${al('cur', it.align)}; ${local(it.field.name)} = ${readField(L, it.field, 'b + cur')}; cur += ${it.size}; }`);
  }
  row.tails.forEach((t, i) => {
    o.push(`  cur = ${al('cur', 4)};`);
    if (t.blob) o.push(`  const ${local(t.field.name)} = u8.slice(b + cur, b + cur + n${i});\n  cur += n${i};`);
    else o.push(`  const ${local(t.field.name)} = readArr(dv, b + cur, n${i}, ${t.elemSize}, ${elemFn(L, t.field.type, 'r')});\n  cur += n${i} * ${t.elemSize};`);
  });
  o.push(`  return { ${c.fields.map((f) => `${f.name}: ${local(f.name)}`).join(', ')} };`);
  o.push(`}`);
  return o.join('\n');
}

export function emitCodecs(cat: Catalog): string {
  const L = new Layouts(cat);
  const live = cat.calls.filter((c) => !c.retired);
  const o: string[] = [header('G3: wire encoders / checked decoders for every record.')];
  const typeNames = [...cat.structs.map((s) => s.name), ...live.map(payloadName)];
  o.push(`import type {\n${typeNames.map((n) => `  ${n},`).join('\n')}\n} from '@mgpipe/pipe-types';`);
  o.push(`import { ${[...cat.enums.map((e) => `k${e.name}Count`), ...cat.bitsets.map((b) => `k${b.name}All`)].join(', ')} } from '@mgpipe/pipe-types';`);
  o.push(IMPORTS_PRIMS + '\n');
  for (const e of cat.enums) o.push(`const r_${e.name} = (dv: DataView, o: number): number => {\n  const v = r_${e.type}(dv, o);\n  if (v >= k${e.name}Count) corrupt('${e.name} out of range');\n  return v;\n};`);
  for (const b of cat.bitsets) o.push(`const r_${b.name} = (dv: DataView, o: number): number => {\n  const v = r_${b.type}(dv, o);\n  if ((v & ~k${b.name}All) !== 0) corrupt('${b.name}: unknown bits');\n  return v;\n};`);
  o.push('');
  for (const s of cat.structs) {
    const sl = L.structs.get(s.name)!;
    o.push(`/** ${s.name}: ${sl.size} bytes on the wire. */`);
    o.push(`export function w_${s.name}(dv: DataView, o: number, v: ${s.name}): void {`);
    for (const f of s.fields) o.push(`  ${writeField(L, f, `o + ${sl.offsets.get(f.name)}`, `v.${f.name}`)}`);
    o.push(`}\nexport function r_${s.name}(dv: DataView, o: number): ${s.name} {`);
    o.push(`  return { ${s.fields.map((f) => `${f.name}: ${readField(L, f, `o + ${sl.offsets.get(f.name)}`)}`).join(', ')} };\n}`);
    o.push(`export function z_${s.name}(): ${s.name} {\n  return { ${s.fields.map((f) => `${f.name}: ${f.fixedLen !== null ? `Array.from({ length: ${f.fixedLen} }, () => ${absentValue({ ...f, def: null })})` : absentValue({ ...f, def: null })}`).join(', ')} };\n}\n`);
  }
  for (const c of live) {
    const row = rowLayout(L, c);
    o.push(`// ---- ${c.name} (opcode ${c.op}): header ${cat.wire.headerBytes} + head ${row.headSize} bytes${row.opt.length ? `, optional ${row.opt.map((x) => `${x.field.name} ${x.size}`).join(' / ')}` : ''}${row.tails.length ? `, tails ${row.tails.map((t) => `${t.field.name} ${t.elemSize}/elem`).join(' / ')}` : ''}`);
    o.push(emitEncoder(cat, L, row));
    o.push(emitSizer(cat, row));
    o.push(emitDecoder(cat, L, row) + '\n');
  }
  o.push(`/** Encoders by opcode (null for retired rows): generic access for tests and the stats layer. */`);
  o.push(`export const kEncoders: readonly (((w: RingWriter, p: never) => void) | null)[] = [${cat.calls.map((c) => (c.retired ? 'null' : `enc_${c.name}`)).join(', ')}];`);
  o.push(`/** Record sizers by opcode (size_<call>: the bytes enc_<call> writes, header included). */`);
  o.push(`export const kSizers: readonly (((p: never) => number) | null)[] = [${cat.calls.map((c) => (c.retired ? 'null' : `size_${c.name}`)).join(', ')}];`);
  o.push(`/** Decoders by opcode: (dv, u8, payloadBase, payloadBytes) -> payload. */`);
  o.push(`export const kDecoders: readonly (((dv: DataView, u8: Uint8Array, b: number, size: number) => unknown) | null)[] = [${cat.calls.map((c) => (c.retired ? 'null' : `dec_${c.name}`)).join(', ')}];`);
  return o.join('\n') + '\n';
}

export function emitApplier(cat: Catalog): string {
  const live = cat.calls.filter((c) => !c.retired);
  const o: string[] = [header('G3: the applier dispatch switch (decoded record -> table call).')];
  o.push(`import type { MGPipeScreen, MGPipeContext } from '@mgpipe/pipe-types';\nimport { kMGPipeOpCount } from '@mgpipe/pipe-types';`);
  o.push(`import { ${live.map((c) => `dec_${c.name}`).join(', ')} } from './pipe-codecs.generated.ts';`);
  o.push(`import { corrupt, readFrame, annotate, kFrame } from '../wire-prims.ts';\n`);
  o.push(`/** Where reply-slot calls deliver their result (the reverse channel in split mode). */`);
  o.push(`export type ReplySink = (op: number, slot: number, value: unknown) => void;\n`);
  o.push(`/**\n * Decode and check the record at \`off\` (bounded by \`end\`), then call its table entry. Returns the next record's\n * offset. Every malformed record throws MGPipeFatal{ProtocolCorruption} before any entry is called; a null entry\n * is a protocol violation too (the client was told by callMask).\n */`);
  o.push(`export function applyRecord(dv: DataView, u8: Uint8Array, off: number, end: number, s: MGPipeScreen, c: MGPipeContext, reply: ReplySink): number {`);
  o.push(`  readFrame(dv, off, end);\n  const op = kFrame.op;\n  const b = kFrame.base;\n  const n = kFrame.payload;\n  try {\n    switch (op) {`);
  for (const call of live) {
    const t = call.cls === 'screen' ? 's' : 'c';
    const callExpr = call.reply ? `reply(${call.op}, p.reply, f(p))` : `f(p)`;
    o.push(`      case ${call.op}: {\n        const p = dec_${call.name}(dv, u8, b, n);\n        const f = ${t}.${call.name};\n        if (f === null) corrupt('${call.name}: entry not implemented by this backend');\n        ${callExpr};\n        break;\n      }`);
  }
  o.push(`      default:\n        corrupt(op < kMGPipeOpCount ? \`retired opcode \${op}\` : \`unknown opcode \${op}\`);\n    }\n  } catch (e) {\n    throw annotate(e, off, op);\n  }\n  return kFrame.next;\n}`);
  return o.join('\n') + '\n';
}

export function emitSizes(cat: Catalog): string {
  const L = new Layouts(cat);
  const o: string[] = [header('G3: the record size table: every record\'s size per payload shape.')];
  o.push(`export interface RecordSizeInfo {\n  readonly op: number;\n  readonly name: string;\n  /** Record header + fixed head: the size with nothing optional present and every tail empty. */\n  readonly fixedBytes: number;\n  /** Fields written only when present, in wire order (aligned to min(align, 4)). */\n  readonly optional: readonly { field: string; bytes: number; align: number; rule: 'default' | 'nullable' | 'gate'; gateField: string | null; gateMask: number; def: string | null }[];\n  /** Counted tails in wire order (each starts 4-aligned). */\n  readonly tails: readonly { field: string; elemBytes: number; blob: boolean }[];\n  /** The budgeted steady-state shape (one element per non-blob tail), from pipe-wire.json. */\n  readonly steadyBytes: number;\n  readonly budget: number | null;\n}\n`);
  o.push(`export const kRecordHeaderBytes = ${cat.wire.headerBytes};\nexport const kLongRecordHeaderBytes = ${cat.wire.headerBytes + 4};\nexport const kWrapOpcode = ${cat.wire.wrapOpcode};\nexport const kMaxSlot = ${cat.wire.maxSlot};\n`);
  o.push(`export const kRecordSizes: readonly (RecordSizeInfo | null)[] = [`);
  for (const c of cat.calls) {
    if (c.retired) { o.push(`  null,`); continue; }
    const row = rowLayout(L, c);
    const opt = row.opt.map((x) => {
      const g = x.rule === 'gate' ? gateMask(cat, c, x.field) : null;
      return `{ field: '${x.field.name}', bytes: ${x.size}, align: ${x.align}, rule: '${x.rule}', gateField: ${g ? `'${g.field}'` : 'null'}, gateMask: ${g?.mask ?? 0}, def: ${x.field.def !== null ? `'${x.field.def}'` : 'null'} }`;
    });
    const tails = row.tails.map((t) => `{ field: '${t.field.name}', elemBytes: ${t.elemSize}, blob: ${t.blob} }`);
    o.push(`  { op: ${c.op}, name: '${c.name}', fixedBytes: ${row.minRecord}, optional: [${opt.join(', ')}], tails: [${tails.join(', ')}], steadyBytes: ${row.steadyRecord}, budget: ${cat.wire.rows.get(c.name)!.budget} },`);
  }
  o.push(`];`);
  return o.join('\n') + '\n';
}

export function emitFbs(cat: Catalog): string {
  const L = new Layouts(cat);
  const o: string[] = [header('G3: FlatBuffers schema of the wire records.', [INPUT_PATHS.catalog, INPUT_PATHS.wire])];
  o.push(`// Fixed parts are FlatBuffers structs (little-endian, natural alignment): a record is`);
  o.push(`//   header (u16 opcode, u16 size in 4-byte words; 0 = long record, then u32 size in bytes)`);
  o.push(`//   + <Call>Head struct + optional fields (present per _present / flag bits, each aligned to min(align,4))`);
  o.push(`//   + counted tails (each 4-aligned; element = the struct named).`);
  o.push(`// Tables are not used: their vtables cost more than the 32-byte draw budget allows.\n`);
  o.push(`namespace MGPipe.Wire;\n`);
  const fbsScalar: Record<string, string> = { u8: 'ubyte', i8: 'byte', bool: 'bool', u16: 'ushort', i16: 'short', u32: 'uint', i32: 'int', u64: 'ulong', i64: 'long', f32: 'float', f64: 'double' };
  const fbsType = (t: TypeRef, n: number | null): string => {
    const base = t.k === 'scalar' ? fbsScalar[t.s] : t.k === 'replySlot' ? 'uint' : t.k === 'handle' ? 'Handle' : t.k === 'hostSpan' ? 'HostSpan' : t.k === 'enum' || t.k === 'bits' || t.k === 'struct' ? t.name : 'ubyte';
    return n !== null ? `[${base}:${n}]` : base;
  };
  o.push(`struct Handle { slot:uint; gen:uint; }\nstruct HostSpan { seg:uint; pad:uint; offset:ulong; size:ulong; }\n`);
  for (const e of cat.enums) o.push(`enum ${e.name} : ${fbsScalar[e.type]} { ${e.values.join(', ')} }`);
  for (const b of cat.bitsets) o.push(`enum ${b.name} : ${fbsScalar[b.type]} (bit_flags) { ${b.bits.join(', ')} }`);
  o.push('');
  for (const s of cat.structs) o.push(`struct ${s.name} { ${s.fields.map((f) => `${f.name}:${fbsType(f.type, f.fixedLen)};`).join(' ')} } // ${L.structs.get(s.name)!.size} bytes`);
  o.push('');
  for (const c of cat.calls) {
    if (c.retired) { o.push(`// opcode ${c.op}: ${c.name} (retired)`); continue; }
    const row = rowLayout(L, c);
    const head = row.head.map((h) => `${h.name}:${h.field ? fbsType(h.field.type, h.field.fixedLen) : fbsScalar[h.scalar!]};`).join(' ');
    o.push(`// opcode ${c.op}: ${c.name}; head ${row.headSize} bytes`);
    for (const x of row.opt) o.push(`//   optional ${x.field.name}:${fbsType(x.field.type, x.field.fixedLen)} (${x.rule}${x.rule === 'gate' ? ` ${x.field.gate!.field}.${x.field.gate!.bit}` : ` bit ${x.bit}`}) ${x.size} bytes`);
    for (const t of row.tails) o.push(`//   tail ${t.field.name}: ${t.blob ? '[ubyte]' : `[${fbsType(t.field.type, null)}]`}, count in ${t.countName}`);
    o.push(`struct ${c.name.replace(/(^|_)(\w)/g, (_m, _u, ch: string) => ch.toUpperCase())}Head { ${head || 'unused:ubyte;'} }`);
  }
  return o.join('\n') + '\n';
}

export function emitRandom(cat: Catalog): string {
  const live = cat.calls.filter((c) => !c.retired);
  const o: string[] = [header('G3 test support: random payloads of every record (property tests and fuzzing).')];
  o.push(`import type {\n${[...cat.structs.map((s) => s.name), ...live.map(payloadName)].map((n) => `  ${n},`).join('\n')}\n} from '@mgpipe/pipe-types';`);
  o.push(`import type { Rng } from '../rng.ts';\nimport { z_${cat.structs.map((s) => s.name).join(', z_')} } from './pipe-codecs.generated.ts';\n`);
  const elem = (t: TypeRef): string => {
    switch (t.k) {
      case 'scalar':
        return `r.${t.s}()`;
      case 'replySlot':
        return 'r.u32()';
      case 'enum':
        return `r.below(${cat.enums.find((e) => e.name === t.name)!.values.length})`;
      case 'bits':
        return `(r.u32() & ${2 ** cat.bitsets.find((b) => b.name === t.name)!.bits.length - 1})`;
      case 'handle':
        return `r.handle(${cat.wire.maxSlot})`;
      case 'hostSpan':
        return `{ ptr: null, seg: r.u32(), offset: r.u64(), size: r.u64() }`;
      case 'struct':
        return `rnd_${t.name}(r)`;
      case 'blob':
        return `r.bytes(r.below(48))`;
    }
  };
  const value = (f: FieldDef): string => {
    if (f.type.k === 'blob') return elem(f.type);
    if (f.tail) return `Array.from({ length: r.tailLen() }, () => ${elem(f.type)})`;
    if (f.fixedLen !== null) return `Array.from({ length: ${f.fixedLen} }, () => ${elem(f.type)})`;
    return elem(f.type);
  };
  for (const s of cat.structs) o.push(`export function rnd_${s.name}(r: Rng): ${s.name} {\n  return { ${s.fields.map((f) => `${f.name}: ${value(f)}`).join(', ')} };\n}`);
  for (const c of live) {
    o.push(`export function rnd_${c.name}(${c.fields.length ? 'r' : '_r'}: Rng): ${payloadName(c)} {`);
    const plain = c.fields.filter((f) => !f.gate);
    o.push(`  const p = {`);
    for (const f of plain) {
      if (f.nullable) o.push(`    ${f.name}: r.bool() ? null : ${value(f)},`);
      else if (f.def !== null) o.push(`    ${f.name}: r.below(3) === 0 ? ${absentValue(f)} : ${value(f)},`);
      else o.push(`    ${f.name}: ${value(f)},`);
    }
    o.push(`  } as unknown as ${payloadName(c)};`);
    for (const f of c.fields.filter((x) => x.gate)) {
      const g = gateMask(cat, c, f);
      o.push(`  p.${f.name} = (p.${g.field} & ${g.mask}) !== 0 ? ${value(f)} : ${absentValue(f)};`);
    }
    o.push(`  return p;\n}`);
  }
  o.push(`\nexport const kRandomPayloads: readonly (((r: Rng) => unknown) | null)[] = [${cat.calls.map((c) => (c.retired ? 'null' : `rnd_${c.name}`)).join(', ')}];`);
  return o.join('\n') + '\n';
}
