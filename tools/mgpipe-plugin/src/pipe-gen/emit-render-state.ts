// G7: the render-state pipeline/dynamic chunk table (the one definition of the split, D-B1), derived from the
// render-state field table. The setter-consistency test (pipeline-subset hash changes <=> pipeline version
// changes) needs the front end's RenderState setters and is generated once they exist.
import { header } from './emit-common.ts';
import { INPUT_PATHS, type Catalog } from './model.ts';
import { SCALAR_SIZE, alignUp } from './layout.ts';

export interface Chunk { offset: number; length: number; fields: string[] }

export function renderStateChunks(cat: Catalog): { size: number; offsets: { name: string; offset: number; size: number; chunk: string }[]; pipeline: Chunk[]; dynamic: Chunk[] } {
  let off = 0;
  let maxAlign = 1;
  const offsets = cat.renderState.map((f) => {
    const s = SCALAR_SIZE[f.type];
    off = alignUp(off, s);
    const r = { name: f.name, offset: off, size: s * f.count, chunk: f.chunk };
    off += s * f.count;
    maxAlign = Math.max(maxAlign, s);
    return r;
  });
  const size = alignUp(off, maxAlign);
  // Runs of one partition become chunks; a chunk owns the bytes up to the next chunk's start (alignment padding
  // included), so the two partitions tile the whole block: every byte belongs to exactly one chunk.
  const runs: (Chunk & { part: string })[] = [];
  offsets.forEach((f, i) => {
    const last = runs[runs.length - 1];
    if (last && last.part === f.chunk) last.fields.push(f.name);
    else runs.push({ part: f.chunk, offset: i === 0 ? 0 : f.offset, length: 0, fields: [f.name] });
  });
  runs.forEach((r, i) => (r.length = (i + 1 < runs.length ? runs[i + 1].offset : size) - r.offset));
  const strip = (part: string) => runs.filter((r) => r.part === part).map(({ offset, length, fields }) => ({ offset, length, fields }));
  const parts = { pipeline: strip('pipeline'), dynamic: strip('dynamic') };
  return { size, offsets, pipeline: parts.pipeline, dynamic: parts.dynamic };
}

export function emitRenderState(cat: Catalog): string {
  const rs = renderStateChunks(cat);
  const o: string[] = [header('G7: render-state pipeline/dynamic chunk table.', [INPUT_PATHS.renderState])];
  o.push(`/** A byte range of RenderStateParameters; chunk i of a partition is bit i of that partition's chunkMask. */`);
  o.push(`export interface MGPStateChunk {\n  readonly offset: number;\n  readonly length: number;\n}\n`);
  o.push(`/** sizeof(RenderStateParameters) in this layout. */\nexport const kRenderStateBytes = ${rs.size};\n`);
  o.push(`/** Field layout, in table order: the wire layout of the render-state blob. */`);
  o.push(`export const kRenderStateFields: readonly { name: string; offset: number; bytes: number; chunk: 'pipeline' | 'dynamic' }[] = [`);
  for (const f of rs.offsets) o.push(`  { name: '${f.name}', offset: ${f.offset}, bytes: ${f.size}, chunk: '${f.chunk}' },`);
  o.push(`];\n`);
  for (const [name, list] of [['kPipelineChunks', rs.pipeline], ['kDynamicChunks', rs.dynamic]] as const) {
    o.push(`export const ${name}: readonly MGPStateChunk[] = [`);
    for (const c of list) o.push(`  { offset: ${c.offset}, length: ${c.length} }, // ${c.fields.join(', ')}`);
    o.push(`];`);
  }
  o.push(`\nexport const kPipelineChunkMaskAll = ${2 ** rs.pipeline.length - 1};\nexport const kDynamicChunkMaskAll = ${2 ** rs.dynamic.length - 1};\n`);
  o.push(`/** GL setters per field, for the G7 setter-consistency test (pending the front end's RenderState). */`);
  o.push(`export const kRenderStateSetters: Readonly<Record<string, readonly string[]>> = {\n${cat.renderState.map((f) => `  ${f.name}: [${f.setters.map((s) => `'${s}'`).join(', ')}],`).join('\n')}\n};\n`);
  o.push(`/** FNV-1a (32-bit, twice with different seeds) over the pipeline chunks: the CSO identity of D-B1. */
export function pipelineSubsetHash(block: Uint8Array): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (const c of kPipelineChunks)
    for (let i = c.offset; i < c.offset + c.length; i++) {
      h1 = Math.imul(h1 ^ block[i], 0x01000193);
      h2 = Math.imul(h2 ^ block[i], 0x01000193) ^ (h2 >>> 15);
    }
  return (h1 >>> 0) * 0x200000 + ((h2 >>> 0) & 0x1fffff);
}`);
  return o.join('\n') + '\n';
}
