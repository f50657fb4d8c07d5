// G7: the render-state layout and its pipeline/dynamic chunk table (the one definition of the split, D-B1),
// emitted as plain data into value-types (which depends on nothing of ours). Everything else reads this file:
// RenderStateParameters (offsets, the ArrayBuffer size), pipelineSubsetHash (the pipeline chunks, shared by the
// client and every backend), gl-state's RenderState (each field's chunk kind decides which counter moves), and
// the setter-consistency test (libs/gl-state/test/render-state-g7.test.ts, via each field's `setters`).
import { header } from './emit-common.ts';
import { INPUT_PATHS, type Catalog } from './model.ts';
import { layoutRenderState } from './render-state-model.ts';

const q = (s: string) => `'${s}'`;

export function emitRenderStateLayout(cat: Catalog): string {
  const { layout } = layoutRenderState(cat.renderState);
  if (!layout) throw new Error('emitRenderStateLayout: render-state table did not validate'); // validate() runs first
  const o: string[] = [header('G7: render-state field layout and pipeline/dynamic chunk table.', [INPUT_PATHS.renderState])];
  o.push(`// Plain data. render-state-layout.ts builds the field handles (RS) and chunk masks over it; change the layout by`);
  o.push(`// editing the input and regenerating, never here.\n`);
  o.push(`/** sizeof(RenderStateParameters): the table's asserted size, checked by the generator. */`);
  o.push(`export const RENDER_STATE_LAYOUT_SIZE = ${layout.size};\n`);
  for (const c of cat.renderState.constants) {
    if (c.doc) o.push(`/** ${c.doc} */`);
    o.push(`export const ${c.name} = ${c.value};`);
  }
  o.push('');
  o.push(`/**`);
  o.push(` * Chunks in layout order. \`index\` is the chunk's bit in a whole-blob chunk mask; \`kindIndex\` its bit in its`);
  o.push(` * partition's chunkMask (create_render_state: pipeline, set_dynamic_state: dynamic). Chunks are 4-byte aligned`);
  o.push(` * and tile the blob: every byte belongs to exactly one chunk.`);
  o.push(` */`);
  o.push(`export const RENDER_STATE_CHUNK_TABLE = [`);
  for (const c of layout.chunks) {
    if (c.doc) o.push(`  /** ${c.doc} */`);
    o.push(`  { name: ${q(c.name)}, kind: ${q(c.kind)}, index: ${c.index}, kindIndex: ${c.kindIndex}, offset: ${c.offset}, length: ${c.length} },`);
  }
  o.push(`] as const;\n`);
  o.push(`/**`);
  o.push(` * Fields in layout order. \`offset\`/\`size\` in bytes; \`elementIndex\` = offset / element size (the index of`);
  o.push(` * element 0 in the typed view of \`type\`); \`setters\` are the gl-state RenderState methods that write the field.`);
  o.push(` */`);
  o.push(`export const RENDER_STATE_FIELD_TABLE = [`);
  for (const f of layout.fields) {
    if (f.doc) o.push(`  /** ${f.doc} */`);
    o.push(
      `  { name: ${q(f.name)}, type: ${q(f.type)}, count: ${f.count}, chunk: ${q(f.chunk)}, kind: ${q(f.kind)}, chunkIndex: ${f.chunkIndex}, ` +
        `offset: ${f.offset}, size: ${f.size}, elementIndex: ${f.elementIndex}, setters: [${f.setters.map(q).join(', ')}] },`,
    );
  }
  o.push(`] as const;`);
  return o.join('\n') + '\n';
}
