// Negative controls: the catalog edited in each way the generators must reject. Each control must fail with its
// own error code; a control that passes means a validation rule has silently gone away. Stale controls: valid
// edits that change a generated file, which the freshness check (--check) must name when not regenerated.
import { generate, staleFiles, CatalogError, OUTPUTS, type ReadFile } from './generate.ts';
import type { RawInputs } from './model.ts';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { COVERAGE_WORKSPACE_ROOT, scanBackendReads, scanWorkspace } from './coverage-scan.ts';

/** G6 controls: a planted read in a virtual copy of a backend file (the real tree is never edited). */
const PLANT_FILE = 'libs/backend-gles/src/commands/draw-commands.ts';
/** A GLContext member the backend does not read today (a planted read of it must be UNMAPPED). */
const PLANT_MEMBER = 'programPipeline';
function plantedScan(extra: string): { points: unknown[]; problems: string[] } {
  const abs = join(COVERAGE_WORKSPACE_ROOT, PLANT_FILE);
  const text = readFileSync(abs, 'utf8') + extra;
  const { points, problems } = scanBackendReads(COVERAGE_WORKSPACE_ROOT, new Map([[abs, text]]), scanWorkspace().program);
  return { points, problems };
}
const rows = (r: RawInputs): { point: string; calls: string[]; class: string; gap?: string }[] => r.coverage.rows;

export interface Control { name: string; expect: string; mutate(raw: RawInputs): void }

const call = (raw: RawInputs, name: string) => raw.catalog.calls.find((c: { name: string }) => c.name === name);
const rsFields = (raw: RawInputs): { name: string; chunk: string; count?: unknown }[] => raw.renderState.fields;
/** Move a render-state field to the end of another chunk's run (the table stays valid: chunks stay contiguous). */
function moveRenderStateField(raw: RawInputs, name: string, chunk: string): void {
  const fields = rsFields(raw);
  const [f] = fields.splice(fields.findIndex((x) => x.name === name), 1);
  f.chunk = chunk;
  const last = fields.map((x) => x.chunk).lastIndexOf(chunk);
  fields.splice(last + 1, 0, f);
}

export const CONTROLS: Control[] = [
  { name: 'duplicate opcode', expect: 'E_DUP_OPCODE', mutate: (r) => void (call(r, 'bind_render_state').op = call(r, 'create_render_state').op) },
  { name: 'duplicate name', expect: 'E_DUP_NAME', mutate: (r) => void (call(r, 'delete_render_state').name = 'bind_render_state') },
  {
    name: 'reordered rows',
    expect: 'E_LOCK_REORDER',
    mutate: (r) => {
      const cs = r.catalog.calls;
      [cs[16], cs[17]] = [cs[17], cs[16]];
      cs[16].op = 16;
      cs[17].op = 17;
    },
  },
  { name: 'row moved without renumbering', expect: 'E_OP_POSITION', mutate: (r) => void r.catalog.calls.splice(20, 0, r.catalog.calls.splice(40, 1)[0]) },
  { name: 'row removed', expect: 'E_LOCK_REMOVED', mutate: (r) => void r.catalog.calls.pop() },
  { name: 'payload field removed', expect: 'E_LOCK_FIELD_REMOVED', mutate: (r) => void (call(r, 'draw_vbo').fields = call(r, 'draw_vbo').fields.filter((f: string) => !f.startsWith('drawIdOffset'))) },
  { name: 'replySlot without reply wait', expect: 'E_REPLY_WAIT', mutate: (r) => void (call(r, 'fence_status').wait = 'applied') },
  { name: 'reply wait without replySlot', expect: 'E_REPLY_WAIT', mutate: (r) => void (call(r, 'flush').wait = 'reply') },
  { name: 'needsAck without applied wait', expect: 'E_ACK_WAIT', mutate: (r) => void (call(r, 'unmap_persistent').wait = 'none') },
  { name: 'dangling payload type', expect: 'E_DANGLING_TYPE', mutate: (r) => void call(r, 'set_index_buffer').fields.push('extra: MGPNoSuchType') },
  { name: 'dangling struct field type', expect: 'E_DANGLING_TYPE', mutate: (r) => void r.catalog.types.structs[0].fields.push('x: MGPNope') },
  { name: 'hasBlob flag without blob', expect: 'E_FLAG_MISMATCH', mutate: (r) => void (call(r, 'set_index_buffer').flags = ['hasBlob']) },
  { name: 'varTail field without flag', expect: 'E_FLAG_MISMATCH', mutate: (r) => void (call(r, 'bind_sampler_states').flags = []) },
  { name: 'unknown flag', expect: 'E_BAD_FLAG', mutate: (r) => void (call(r, 'flush').flags = ['fast']) },
  { name: 'unknown class', expect: 'E_BAD_CLASS', mutate: (r) => void (call(r, 'flush').class = 'misc') },
  { name: 'gate on a missing bit', expect: 'E_GATE', mutate: (r) => void (call(r, 'draw_vbo').fields = call(r, 'draw_vbo').fields.map((f: string) => f.replace('flags.hasIndexRange', 'flags.noSuchBit'))) },
  { name: 'float default', expect: 'E_DEFAULT', mutate: (r) => void call(r, 'set_patch_state').fields.push('scale: f32 = 1') },
  { name: 'verb without verb class', expect: 'E_VERB_CLASS', mutate: (r) => void delete call(r, 'draw_vbo').verbClass },
  { name: 'write to unknown state group', expect: 'E_STATE_GROUP', mutate: (r) => void call(r, 'set_index_buffer').writes.push('nope') },
  { name: 'state group nobody writes', expect: 'E_STATE_GROUP', mutate: (r) => void r.catalog.stateGroups.push({ name: 'orphan', accessors: [] }) },
  { name: 'unknown cap', expect: 'E_CAP', mutate: (r) => void (call(r, 'buffer_subdata_resident').cap = 'kCapNope') },
  { name: 'overlay names an unknown call', expect: 'E_OVERLAY', mutate: (r) => void (r.wire.rows.no_such_call = { budget: 8 }) },
  { name: 'draw over its byte budget', expect: 'E_BUDGET', mutate: (r) => void (r.wire.rows.draw_vbo.elideDefaults = false) },
  { name: 'bind_render_state over its budget', expect: 'E_BUDGET', mutate: (r) => void call(r, 'bind_render_state').fields.push('extra: u32') },
  { name: 'syntax error in a field', expect: 'E_SYNTAX', mutate: (r) => void call(r, 'flush').fields.push('flags u32') },
  { name: 'render-state chunk name', expect: 'E_RENDER_STATE', mutate: (r) => void (r.renderState.fields[0].chunk = 'both') },
  { name: 'render-state chunk kind', expect: 'E_RENDER_STATE', mutate: (r) => void (r.renderState.chunks[0].kind = 'both') },
  { name: 'render-state chunk reopened', expect: 'E_RENDER_STATE', mutate: (r) => void rsFields(r).splice(12, 0, rsFields(r).splice(2, 1)[0]) },
  { name: 'render-state count names no constant', expect: 'E_RENDER_STATE', mutate: (r) => void (rsFields(r)[2].count = 'MAX_NOPE*2') },
  { name: 'render-state setter not a RenderState method', expect: 'E_RENDER_STATE', mutate: (r) => void (r.renderState.fields[0].setters = ['enable']) },
  {
    name: 'G6: planted unmapped read (virtual copy of draw-commands.ts)',
    expect: `E_COV_UNMAPPED: GLContext.${PLANT_MEMBER} (read at ${PLANT_FILE}:`,
    mutate: (r) => void (r.backendReads = plantedScan(
      `\nexport function plantedRead(ctx: import('@mgpipe/gl-state').GLContext): unknown {\n  return ctx.${PLANT_MEMBER};\n}\n`) as never),
  },
  {
    name: 'G6: planted read through a structural mirror (FrontTexture)',
    expect: 'E_COV_UNMAPPED: Texture.name (read at',
    mutate: (r) => {
      rows(r).splice(rows(r).findIndex((x) => x.point === 'Texture.name'), rows(r).some((x) => x.point === 'Texture.name') ? 1 : 0);
      r.backendReads = plantedScan(`\nexport function plantedMirror(t: import('@mgpipe/gles-textures').FrontTexture): number {\n  return t.name;\n}\n`) as never;
    },
  },
  { name: 'G6: unpaired structural mirror', expect: 'E_COV_MIRROR FrontNoSuchThing', mutate: (r) => void (r.backendReads = plantedScan('\nexport interface FrontNoSuchThing { readonly x: number }\n') as never) },
  { name: 'G6: stale row', expect: 'E_COV_STALE: GLContext.noSuchMember', mutate: (r) => void rows(r).push({ point: 'GLContext.noSuchMember', calls: ['flush'], class: 'handle' }) },
  { name: 'G6: row removed (its read point unmapped)', expect: 'E_COV_UNMAPPED: GLContext.pack', mutate: (r) => void rows(r).splice(rows(r).findIndex((x) => x.point === 'GLContext.pack'), 1) },
  { name: 'G6: row names a call the catalog lacks', expect: 'E_COV_CALL: GLContext.pack', mutate: (r) => void (rows(r).find((x) => x.point === 'GLContext.pack')!.calls = ['set_pixel_unpack_state']) },
  { name: 'G6: row with no call, no gap, wire class', expect: 'E_COV_EMPTY: RenderState.params', mutate: (r) => void (rows(r).find((x) => x.point === 'RenderState.params')!.calls = []) },
  { name: 'G6: unknown class', expect: 'E_COV_CLASS: GLContext.pack', mutate: (r) => void (rows(r).find((x) => x.point === 'GLContext.pack')!.class = 'misc') },
  {
    name: 'G6: accessor row misses a writer of its G5 group',
    expect: 'E_COV_ACCESSOR: PipeInputs.getPixelPackState',
    mutate: (r) => void (rows(r).find((x) => x.point === 'PipeInputs.getPixelPackState')!.calls = ['resource_readback']),
  },
  { name: 'render-state grown without re-asserting size', expect: 'E_RENDER_STATE_SIZE', mutate: (r) => void rsFields(r).push({ name: 'extra', type: 'u32', count: 4, chunk: 'hints' } as never) },
];

export interface StaleControl { name: string; stale: string; mutate(raw: RawInputs): void }

export const STALE_CONTROLS: StaleControl[] = [
  { name: 'render-state field moved dynamic -> pipeline, not regenerated', stale: OUTPUTS.renderStateLayout, mutate: (r) => moveRenderStateField(r, 'lineWidth', 'rasterizer') },
  { name: 'render-state field moved pipeline -> dynamic, not regenerated', stale: OUTPUTS.renderStateLayout, mutate: (r) => moveRenderStateField(r, 'minSampleShading', 'multisampleDynamic') },
  { name: 'G6: coverage row edited, not regenerated', stale: OUTPUTS.coverage, mutate: (r) => void (rows(r).find((x) => x.point === 'GLContext.pack')!.calls.push('read_pixels')) },
  { name: 'render-state chunk kind flipped, not regenerated', stale: OUTPUTS.renderStateLayout, mutate: (r) => void (r.renderState.chunks.find((c: { name: string }) => c.name === 'depthBias').kind = 'pipeline') },
];

export interface ControlResult { name: string; expect: string; ok: boolean; got: string }

/**
 * Runs the rejection controls, then the stale controls against `read` (the checked-in files; by default the
 * unedited catalog's output in memory, i.e. files as they are right after a regeneration).
 */
export function runSelfTest(raw: RawInputs, read?: ReadFile): ControlResult[] {
  const baseline = generate(raw); // the unedited catalog must pass, or every control would trip trivially
  const results = CONTROLS.map((ctl) => {
    const copy: RawInputs = structuredClone(raw);
    ctl.mutate(copy);
    try {
      generate(copy);
      return { name: ctl.name, expect: ctl.expect, ok: false, got: 'accepted' };
    } catch (e) {
      const errs = e instanceof CatalogError ? e.errors : [`not a CatalogError: ${String(e)}`];
      return { name: ctl.name, expect: ctl.expect, ok: errs.some((x) => x.startsWith(ctl.expect)), got: errs[0] ?? '' };
    }
  });
  read ??= (p) => baseline.get(p) ?? null;
  const fresh = staleFiles(raw, read);
  for (const ctl of STALE_CONTROLS) {
    const expect = `stale ${ctl.stale}`;
    if (fresh.includes(ctl.stale)) {
      results.push({ name: ctl.name, expect, ok: false, got: 'already stale before the edit (regenerate first)' });
      continue;
    }
    const copy: RawInputs = structuredClone(raw);
    ctl.mutate(copy);
    try {
      const stale = staleFiles(copy, read);
      results.push({ name: ctl.name, expect, ok: stale.includes(ctl.stale), got: stale.length ? `stale ${stale.join(', ')}` : 'fresh' });
    } catch (e) {
      results.push({ name: ctl.name, expect, ok: false, got: `rejected (the edit must be valid): ${e instanceof CatalogError ? e.errors[0] : String(e)}` });
    }
  }
  return results;
}
