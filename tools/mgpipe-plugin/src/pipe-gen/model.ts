/* eslint-disable @typescript-eslint/no-explicit-any -- the raw JSON inputs are untyped; buildCatalog is where they get their types. */
// The catalog's object model (Dawn's generator pattern): the JSON inputs are parsed into these types once,
// validated (validate.ts), and only then rendered. Renderers never look at the raw JSON.
import { parseRenderState, type RenderStateModel } from './render-state-model.ts';

export type Scalar = 'u8' | 'i8' | 'u16' | 'i16' | 'u32' | 'i32' | 'u64' | 'i64' | 'f32' | 'f64' | 'bool';
export const SCALARS: readonly Scalar[] = ['u8', 'i8', 'u16', 'i16', 'u32', 'i32', 'u64', 'i64', 'f32', 'f64', 'bool'];

export type TypeRef =
  | { k: 'scalar'; s: Scalar }
  | { k: 'handle'; kind: string }
  | { k: 'enum'; name: string }
  | { k: 'bits'; name: string }
  | { k: 'struct'; name: string }
  | { k: 'hostSpan' }
  | { k: 'blob' }
  | { k: 'replySlot' };

export interface FieldDef {
  name: string;
  typeText: string;
  type: TypeRef;
  /** Fixed array length (`T[N]`), or null. */
  fixedLen: number | null;
  /** `T[]`: a counted variable tail. */
  tail: boolean;
  /** `= value`: the value the field has when the wire elides it. */
  def: string | null;
  /** `?` alone: null allowed (struct or handle). */
  nullable: boolean;
  /** `? flags.bit`: present only when that bit of that field is set. */
  gate: { field: string; bit: string } | null;
  doc: string;
}

export interface EnumDef { name: string; type: Scalar; values: string[] }
export interface BitsDef { name: string; type: Scalar; bits: string[] }
export interface StructDef { name: string; doc: string; fields: FieldDef[] }

export const CALL_CLASSES = ['screen', 'query', 'cso', 'state', 'object', 'verb'] as const;
export const CALL_FLAGS = ['needsAck', 'hasBlob', 'varTail', 'hostSpan', 'replySlot', 'optional'] as const;
export const WAIT_CLASSES = ['none', 'applied', 'reply', 'present'] as const;
export type CallClass = (typeof CALL_CLASSES)[number];
export type CallFlag = (typeof CALL_FLAGS)[number];
export type WaitClass = (typeof WAIT_CLASSES)[number];

export interface CallDef {
  op: number;
  name: string;
  cls: CallClass;
  section: string;
  flags: CallFlag[];
  wait: WaitClass;
  reply: string | null;
  cap: string | null;
  verbClass: string | null;
  writes: string[];
  retired: boolean;
  fields: FieldDef[];
  doc: string;
}

export interface WireRow { elideDefaults: boolean; tailCount: Scalar; budget: number | null; budgetShape: string }
export interface WireOverlay {
  headerBytes: number;
  wrapOpcode: number;
  maxSlot: number;
  rows: Map<string, WireRow>;
  unknownRows: string[];
}

export interface LockRow { op: number; name: string; fields: string[] }

export interface Catalog {
  caps: { name: string; doc: string }[];
  sections: { screen: { name: string; doc: string }[]; context: { name: string; doc: string }[] };
  stateGroups: { name: string; sticky: boolean; accessors: string[]; doc: string }[];
  verbClasses: { name: string; doc: string; mayRead: string[] }[];
  enums: EnumDef[];
  bitsets: BitsDef[];
  structs: StructDef[];
  calls: CallDef[];
  wire: WireOverlay;
  renderState: RenderStateModel;
  lock: LockRow[];
  /** Problems found while parsing (syntax, unknown type names); validate() reports them with the rest. */
  parseErrors: string[];
}

/** The raw inputs, by repository-relative path: what the do-not-edit headers name. */
export const INPUT_PATHS = {
  catalog: 'schema/pipe-calls.json',
  wire: 'schema/pipe-wire.json',
  renderState: 'schema/render-state-fields.json',
  lock: 'schema/pipe-opcodes.lock.json',
  coverage: 'schema/pipe-coverage.json',
} as const;

export interface RawInputs {
  catalog: any;
  wire: any;
  renderState: any;
  lock: any;
  /** G6's hand table (schema/pipe-coverage.json). */
  coverage: any;
  /** G6's scan of the GLES backend libraries (plain data: read points + mirror problems); absent = not scanned. */
  backendReads?: { points: import('./coverage-scan.ts').ReadPoint[]; problems: string[] };
}

const FIELD_RE = /^(\w+)\s*:\s*([A-Za-z_][\w]*(?:<\w+>)?)(?:\[(\d*)\])?\s*(?:=\s*([^?/]+?))?\s*(\?\s*(?:(\w+)\.(\w+))?)?\s*(?:\/\/\s*(.*))?$/;

export function parseField(text: string, names: { enums: Set<string>; bits: Set<string>; structs: Set<string> }, errors: string[], where: string): FieldDef | null {
  const m = FIELD_RE.exec(text.trim());
  if (!m) {
    errors.push(`E_SYNTAX: ${where}: cannot parse field "${text}"`);
    return null;
  }
  const [, name, typeText, arr, def, q, gateField, gateBit, doc] = m;
  let type: TypeRef;
  const hm = /^handle(?:<(\w+)>)?$/.exec(typeText);
  if (hm) type = { k: 'handle', kind: hm[1] ?? 'Any' };
  else if ((SCALARS as readonly string[]).includes(typeText)) type = { k: 'scalar', s: typeText as Scalar };
  else if (typeText === 'hostSpan') type = { k: 'hostSpan' };
  else if (typeText === 'blob') type = { k: 'blob' };
  else if (typeText === 'replySlot') type = { k: 'replySlot' };
  else if (names.enums.has(typeText)) type = { k: 'enum', name: typeText };
  else if (names.bits.has(typeText)) type = { k: 'bits', name: typeText };
  else if (names.structs.has(typeText)) type = { k: 'struct', name: typeText };
  else {
    errors.push(`E_DANGLING_TYPE: ${where}: field "${name}" has unknown type "${typeText}"`);
    return null;
  }
  return {
    name,
    typeText,
    type,
    fixedLen: arr !== undefined && arr !== '' ? Number(arr) : null,
    tail: arr === '',
    def: def !== undefined ? def.trim() : null,
    nullable: q !== undefined && gateField === undefined,
    gate: gateField !== undefined ? { field: gateField, bit: gateBit } : null,
    doc: safeDoc(doc?.trim()),
  };
}

/** Docs end up inside generated block comments: a stray comment terminator must not end them early. */
const safeDoc = (s: unknown) => String(s ?? '').replaceAll('*/', '* /');

export function buildCatalog(raw: RawInputs): Catalog {
  const errors: string[] = [];
  const c = raw.catalog;
  const enums: EnumDef[] = (c.types?.enums ?? []).map((e: any) => ({ name: e.name, type: e.type, values: e.values }));
  const bitsets: BitsDef[] = (c.types?.bitsets ?? []).map((e: any) => ({ name: e.name, type: e.type, bits: e.bits }));
  const names = {
    enums: new Set(enums.map((e) => e.name)),
    bits: new Set(bitsets.map((e) => e.name)),
    structs: new Set<string>((c.types?.structs ?? []).map((s: any) => s.name)),
  };
  const parseAll = (list: string[], where: string) =>
    list.map((f) => parseField(f, names, errors, where)).filter((f): f is FieldDef => f !== null);
  const structs: StructDef[] = (c.types?.structs ?? []).map((s: any) => ({
    name: s.name,
    doc: safeDoc(s.doc),
    fields: parseAll(s.fields ?? [], `struct ${s.name}`),
  }));
  const calls: CallDef[] = (c.calls ?? []).map((r: any) => ({
    op: r.op,
    name: r.name,
    cls: r.class,
    section: r.section,
    flags: r.flags ?? [],
    wait: r.wait ?? 'none',
    reply: r.reply ?? null,
    cap: r.cap ?? null,
    verbClass: r.verbClass ?? null,
    writes: r.writes ?? [],
    retired: r.retired === true,
    fields: parseAll(r.fields ?? [], `call ${r.name}`),
    doc: safeDoc(r.doc),
  }));
  const w = raw.wire;
  const rows = new Map<string, WireRow>();
  const callNames = new Set(calls.map((x) => x.name));
  const unknownRows: string[] = [];
  for (const call of calls) {
    const o = w.rows?.[call.name] ?? {};
    rows.set(call.name, {
      elideDefaults: o.elideDefaults ?? w.defaults?.elideDefaults ?? false,
      tailCount: o.tailCount ?? w.defaults?.tailCount ?? 'u32',
      budget: o.budget ?? null,
      budgetShape: o.budgetShape ?? '',
    });
  }
  for (const name of Object.keys(w.rows ?? {})) if (!callNames.has(name)) unknownRows.push(name);
  return {
    caps: c.caps ?? [],
    sections: c.sections,
    stateGroups: (c.stateGroups ?? []).map((g: any) => ({ name: g.name, sticky: g.sticky === true, accessors: g.accessors ?? [], doc: safeDoc(g.doc) })),
    verbClasses: c.verbClasses ?? [],
    enums,
    bitsets,
    structs,
    calls,
    wire: { headerBytes: w.header.bytes, wrapOpcode: w.header.wrapOpcode, maxSlot: w.header.maxSlot, rows, unknownRows },
    renderState: parseRenderState(raw.renderState),
    lock: raw.lock?.rows ?? [],
    parseErrors: errors,
  };
}

export const pascal = (snake: string) => snake.replace(/(^|_)(\w)/g, (_m, _u, ch: string) => ch.toUpperCase());
export const payloadName = (call: CallDef) => `${pascal(call.name)}Payload`;
