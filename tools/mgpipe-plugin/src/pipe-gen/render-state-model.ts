/* eslint-disable @typescript-eslint/no-explicit-any -- parseRenderState is where the raw JSON gets its types. */
// G7's object model: schema/render-state-fields.json parsed, validated and laid out. The layout computed here is
// the only one: it is emitted as data (offsets, sizes, chunk ids, chunk table) into value-types, whose
// RenderStateParameters, pipelineSubsetHash and gl-state's RenderState read it instead of deriving their own.
//
// Layout rules: fields in table order, each aligned to its element size; a chunk is a contiguous run of fields,
// starts 4-byte aligned, appears in `chunks` order and is never reopened; the last chunk runs to the end of the
// blob (size = end aligned to 8), so the chunks tile the blob and every byte belongs to exactly one chunk.
export const RS_ELEMENT_SIZE = { u8: 1, u16: 2, u32: 4, i32: 4, f32: 4 } as const;
export type RenderStateElementType = keyof typeof RS_ELEMENT_SIZE;
export const RS_CHUNK_KINDS = ['pipeline', 'dynamic'] as const;

export interface RenderStateConstant { name: string; value: number; doc: string }
export interface RenderStateChunkDef { name: string; kind: string; doc: string }
export interface RenderStateFieldDef {
  name: string;
  type: string;
  /** As written: a number, `NAME` or `NAME*k`; `count` is its value (NaN when it does not resolve). */
  countExpr: string;
  count: number;
  chunk: string;
  setters: string[];
  gl: string[];
  doc: string;
}
export interface RenderStateModel {
  /** The asserted total size, or null when the table does not state one. */
  size: number | null;
  constants: RenderStateConstant[];
  chunks: RenderStateChunkDef[];
  fields: RenderStateFieldDef[];
}

export interface LaidOutField extends RenderStateFieldDef {
  kind: string;
  chunkIndex: number;
  offset: number;
  size: number;
  elementIndex: number;
}
export interface LaidOutChunk extends RenderStateChunkDef {
  /** Bit of this chunk in a whole-blob chunk mask. */
  index: number;
  /** Bit of this chunk in its partition's chunkMask (MGPRenderStateDesc / MGPDynamicState). */
  kindIndex: number;
  offset: number;
  length: number;
  fields: string[];
}
export interface RenderStateLayout { size: number; fields: LaidOutField[]; chunks: LaidOutChunk[] }

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function parseRenderState(raw: any): RenderStateModel {
  const constants: RenderStateConstant[] = Object.entries(raw?.constants ?? {}).map(([name, c]: [string, any]) => ({
    name,
    value: typeof c === 'number' ? c : c?.value,
    doc: str(c?.doc),
  }));
  const byName = new Map(constants.map((c) => [c.name, c.value]));
  const resolve = (expr: string): number => {
    const m = /^\s*(?:(\d+)|([A-Z_][A-Z0-9_]*)(?:\s*\*\s*(\d+))?)\s*$/.exec(expr);
    if (!m) return NaN;
    if (m[1] !== undefined) return Number(m[1]);
    const v = byName.get(m[2]);
    return v === undefined ? NaN : v * Number(m[3] ?? 1);
  };
  return {
    size: typeof raw?.size === 'number' ? raw.size : null,
    constants,
    chunks: (raw?.chunks ?? []).map((c: any) => ({ name: str(c.name), kind: str(c.kind), doc: str(c.doc) })),
    fields: (raw?.fields ?? []).map((f: any) => {
      const countExpr = String(f.count ?? 1);
      return { name: str(f.name), type: str(f.type), countExpr, count: resolve(countExpr), chunk: str(f.chunk), setters: f.setters ?? [], gl: f.gl ?? [], doc: str(f.doc) };
    }),
  };
}

const align = (v: number, to: number) => Math.ceil(v / to) * to;
const IDENT = /^[A-Za-z_]\w*$/;

/** Validate, then lay out. Errors start with E_RENDER_STATE (table shape) or E_RENDER_STATE_SIZE (asserted size). */
export function layoutRenderState(m: RenderStateModel): { layout: RenderStateLayout | null; errors: string[] } {
  const errors: string[] = [];
  const e = (s: string) => errors.push(`E_RENDER_STATE: ${s}`);
  const seen = new Set<string>();
  for (const c of m.constants) if (!Number.isInteger(c.value) || c.value < 1) e(`constant ${c.name} must be a positive integer`);
  const chunkIndex = new Map<string, number>();
  m.chunks.forEach((c, i) => {
    if (!IDENT.test(c.name) || chunkIndex.has(c.name)) e(`chunk "${c.name}" is not a unique identifier`);
    if (!(RS_CHUNK_KINDS as readonly string[]).includes(c.kind)) e(`chunk "${c.name}" kind must be pipeline or dynamic, not "${c.kind}"`);
    chunkIndex.set(c.name, i);
  });
  for (const k of RS_CHUNK_KINDS) if (m.chunks.filter((c) => c.kind === k).length > 32) e(`more than 32 ${k} chunks (chunkMask is u32)`);
  for (const f of m.fields) {
    if (!IDENT.test(f.name) || seen.has(f.name)) e(`field "${f.name}" is not a unique identifier`);
    seen.add(f.name);
    if (!(f.type in RS_ELEMENT_SIZE)) e(`field "${f.name}" has type "${f.type}" (one of ${Object.keys(RS_ELEMENT_SIZE).join(', ')})`);
    if (!Number.isInteger(f.count) || f.count < 1) e(`field "${f.name}" count "${f.countExpr}" does not resolve to a positive integer`);
    if (!chunkIndex.has(f.chunk)) e(`field "${f.name}" names unknown chunk "${f.chunk}"`);
    for (const s of f.setters) if (!/^Set[A-Z]\w*$/.test(s)) e(`field "${f.name}" setter "${s}" is not a RenderState Set* method name`);
  }
  if (errors.length) return { layout: null, errors };

  const fields: LaidOutField[] = [];
  const chunks: LaidOutChunk[] = [];
  const kindCount: Record<string, number> = {};
  let offset = 0;
  for (const f of m.fields) {
    const ci = chunkIndex.get(f.chunk)!;
    const open = chunks[chunks.length - 1];
    if (!open || open.index !== ci) {
      if (ci !== chunks.length) {
        e(`field "${f.name}": chunk "${f.chunk}" ${ci < chunks.length ? 'reopened (a chunk is one contiguous span)' : `out of order (expected "${m.chunks[chunks.length]?.name}")`}`);
        return { layout: null, errors };
      }
      offset = align(offset, 4);
      if (open) open.length = offset - open.offset;
      const def = m.chunks[ci];
      const kindIndex = (kindCount[def.kind] = (kindCount[def.kind] ?? -1) + 1);
      chunks.push({ ...def, index: ci, kindIndex, offset, length: 0, fields: [] });
    }
    const el = RS_ELEMENT_SIZE[f.type as RenderStateElementType];
    offset = align(offset, el);
    const size = el * f.count;
    fields.push({ ...f, kind: m.chunks[ci].kind, chunkIndex: ci, offset, size, elementIndex: offset / el });
    chunks[chunks.length - 1].fields.push(f.name);
    offset += size;
  }
  if (chunks.length !== m.chunks.length) e(`chunk "${m.chunks[chunks.length]?.name}" has no fields`);
  const size = align(offset, 8);
  if (chunks.length) chunks[chunks.length - 1].length = size - chunks[chunks.length - 1].offset;
  if (m.size === null) e('the table must assert its total `size`');
  else if (m.size !== size)
    errors.push(`E_RENDER_STATE_SIZE: the layout is ${size} bytes, the table asserts ${m.size}: update "size" deliberately (the wire format changes with it)`);
  return { layout: errors.length ? null : { size, fields, chunks }, errors };
}
