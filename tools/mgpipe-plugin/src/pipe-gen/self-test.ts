// Negative controls: the catalog edited in each way the generators must reject. Each control must fail with its
// own error code; a control that passes means a validation rule has silently gone away. Stale controls: valid
// edits that change a generated file, which the freshness check (--check) must name when not regenerated.
import { generate, staleFiles, CatalogError, OUTPUTS, type ReadFile } from './generate.ts';
import type { RawInputs } from './model.ts';

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
  { name: 'render-state grown without re-asserting size', expect: 'E_RENDER_STATE_SIZE', mutate: (r) => void rsFields(r).push({ name: 'extra', type: 'u32', count: 4, chunk: 'hints' } as never) },
];

export interface StaleControl { name: string; stale: string; mutate(raw: RawInputs): void }

export const STALE_CONTROLS: StaleControl[] = [
  { name: 'render-state field moved dynamic -> pipeline, not regenerated', stale: OUTPUTS.renderStateLayout, mutate: (r) => moveRenderStateField(r, 'lineWidth', 'rasterizer') },
  { name: 'render-state field moved pipeline -> dynamic, not regenerated', stale: OUTPUTS.renderStateLayout, mutate: (r) => moveRenderStateField(r, 'minSampleShading', 'multisampleDynamic') },
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
