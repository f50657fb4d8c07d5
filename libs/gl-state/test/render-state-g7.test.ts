// G7: the setter-consistency test (DESIGN §3, seeds §4.5.2 / D3b). For EVERY public RenderState setter, called
// with a value different from the current one:
//   pipelineSubsetHash(blob) changed  ⟺  pipelineStateVersion changed,   and   `version` changed.
// Setters are enumerated mechanically (every method on the prototype chain whose name starts with `Set`), so a
// new setter without a row in CHANGED_VALUES fails here by name. The hash is value-types' pipelineSubsetHash,
// the one function the client and the backends share, over the generated pipeline chunk table. The checker is
// itself tested against planted broken setters on a test-only subclass.
import {
  GLBlendEquation,
  GLBlendFunc,
  GLCompareFunc,
  GLFace,
  GLFrontFace,
  GLHintMode,
  GLLogicOp,
  GLPolygonMode,
  GLProvokingVertex,
  GLSpriteCoordOrigin,
  GLStencilOp,
  RENDER_STATE_FIELDS,
  RS,
  RenderStateCap,
  pipelineSubsetHash,
} from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { ALL_DRAW_BUFFERS, RenderState } from '../src/index.ts';

type Args = readonly unknown[];

/**
 * One or more argument lists per public setter, each different from a fresh RenderState's value. Several rows
 * where one setter writes both kinds (SetStencilFunc: func/mask are pipeline, ref is dynamic) or has an
 * "all slots" form. Add a row with every new Set* method: the test names any setter that has none.
 */
const CHANGED_VALUES: Readonly<Record<string, readonly Args[]>> = {
  SetCapability: [[RenderStateCap.DepthTest, true], [RenderStateCap.Dither, false], [RenderStateCap.ScissorTest0 + 15, true]],
  SetScissorTest: [[-1, true], [3, true]],
  SetClipDistanceEnabled: [[2, true]],
  SetBlendEnabled: [[ALL_DRAW_BUFFERS, true], [5, true]],
  SetBlendEquation: [[1, GLBlendEquation.MIN, GLBlendEquation.MAX]],
  SetBlendFunc: [[ALL_DRAW_BUFFERS, GLBlendFunc.SRC_ALPHA, GLBlendFunc.ONE_MINUS_SRC_ALPHA, GLBlendFunc.ONE, GLBlendFunc.ZERO]],
  SetColorMask: [[0, 0x7]],
  SetLogicOp: [[GLLogicOp.XOR]],
  SetBlendColor: [[0.1, 0.2, 0.3, 0.4]],
  SetDepthFunc: [[GLCompareFunc.LEQUAL]],
  SetDepthWriteMask: [[false]],
  SetStencilFunc: [
    [GLFace.FRONT_AND_BACK, GLCompareFunc.EQUAL, 0, 0xffffffff], // pipeline bytes only
    [GLFace.FRONT, GLCompareFunc.ALWAYS, 7, 0xffffffff], // dynamic bytes only (ref)
    [GLFace.BACK, GLCompareFunc.NEVER, 3, 0xff], // both
  ],
  SetStencilOp: [[GLFace.BACK, GLStencilOp.ZERO, GLStencilOp.INCR, GLStencilOp.REPLACE]],
  SetStencilWriteMask: [[GLFace.FRONT_AND_BACK, 0xff]],
  SetCullFace: [[GLFace.FRONT]],
  SetFrontFace: [[GLFrontFace.CW]],
  SetPolygonMode: [[GLPolygonMode.LINE]],
  SetProvokingVertex: [[GLProvokingVertex.FIRST_VERTEX_CONVENTION]],
  SetPointSpriteCoordOrigin: [[GLSpriteCoordOrigin.LOWER_LEFT]],
  SetPolygonOffset: [[1, 2, 0]],
  SetLineWidth: [[3]],
  SetPointSize: [[4]],
  SetPointFadeThresholdSize: [[2]],
  SetPrimitiveRestartIndex: [[0xffff]],
  SetSampleCoverage: [[0.5, true]],
  SetSampleMaskWord: [[0, 0xf]],
  SetMinSampleShading: [[0.25]],
  SetViewport: [[0, 1, 2, 30, 40], [15, 1, 2, 30, 40]],
  SetDepthRange: [[0, 0.25, 0.75]],
  SetScissorBox: [[2, 1, 2, 3, 4]],
  SetSurfaceDefaults: [[64, 32]],
  SetHint: [[3, GLHintMode.NICEST]],
  SetClearColor: [[1, 0, 0, 1]],
  SetClearDepth: [[0.5]],
  SetClearStencil: [[3]],
};

/** Every method named Set* on `proto` and its prototypes (so a subclass's additions are seen too), sorted. */
function publicSetters(proto: object): string[] {
  const names = new Set<string>();
  for (let p: object | null = proto; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const n of Object.getOwnPropertyNames(p)) {
      if (n.startsWith('Set') && typeof Object.getOwnPropertyDescriptor(p, n)?.value === 'function') names.add(n);
    }
  }
  return [...names].sort();
}

const missingRows = (setters: readonly string[]) => setters.filter((s) => !(CHANGED_VALUES[s]?.length));

/**
 * Call `setter(...args)` on `rs` and return every G7 violation (empty = consistent). `requireChange`: the call must
 * move `version` (the row's value differs from the current one); off only where earlier rows may have stored it.
 */
function checkSetter(rs: RenderState, setter: string, args: Args, requireChange = true): string[] {
  const call = () => (rs as unknown as Record<string, (...a: Args) => void>)[setter](...args);
  const before = Uint8Array.from(rs.params.bytes);
  const [v0, p0, h0] = [rs.version, rs.pipelineStateVersion, pipelineSubsetHash(rs.params.bytes)];
  call();
  const [v1, p1, h1] = [rs.version, rs.pipelineStateVersion, pipelineSubsetHash(rs.params.bytes)];
  const problems: string[] = [];
  if (requireChange && v1 === v0) problems.push('version did not change (the row value equals the current one, or the write was lost)');
  // The hash the tracker reads is the one the blob maintains as it is written: it must equal the from-scratch one.
  if (rs.params.pipelineHash !== h1) problems.push('the blob-maintained pipelineHash differs from pipelineSubsetHash(bytes) after the call');
  if ((h1 !== h0) !== (p1 !== p0)) {
    problems.push(`pipeline-subset hash ${h1 !== h0 ? 'changed' : 'did not change'} but pipelineStateVersion ${p1 !== p0 ? 'changed' : 'did not change'}`);
  }
  // The catalog's `setters` column (schema/render-state-fields.json) must name this setter on every field it writes.
  for (const f of RENDER_STATE_FIELDS) {
    const changed = rs.params.bytes.subarray(f.offset, f.offset + f.size).some((b, i) => b !== before[f.offset + i]);
    if (changed && !f.setters.includes(setter)) problems.push(`wrote ${f.name}, whose catalog row does not list ${setter}`);
  }
  // Storing the same value again moves nothing and leaves the hash alone (the ⟸ direction for an unchanged subset).
  call();
  if (rs.version !== v1 || rs.pipelineStateVersion !== p1 || pipelineSubsetHash(rs.params.bytes) !== h1) {
    problems.push('repeating the call moved a counter or the hash');
  }
  return problems;
}

describe('G7 setter consistency: pipeline-subset hash changed ⟺ pipelineStateVersion changed', () => {
  const setters = publicSetters(RenderState.prototype);

  it('finds the public setters by reflection', () => {
    expect(setters.length).toBeGreaterThanOrEqual(30);
    expect(setters).toContain('SetCapability');
    expect(setters).toContain('SetSurfaceDefaults');
  });

  it('has a changed-value row for every public setter, and no row for a setter that does not exist', () => {
    expect(missingRows(setters), 'setters without a CHANGED_VALUES row').toEqual([]);
    expect(Object.keys(CHANGED_VALUES).filter((s) => !setters.includes(s)), 'rows naming no setter').toEqual([]);
  });

  it('the catalog names only real setters, and every setter is named by some field', () => {
    const named = new Set(RENDER_STATE_FIELDS.flatMap((f) => f.setters));
    expect([...named].filter((s) => !setters.includes(s)), 'catalog setters that RenderState lacks').toEqual([]);
    expect(setters.filter((s) => !named.has(s)), 'setters no catalog field names').toEqual([]);
  });

  const rows = setters.flatMap((s) => (CHANGED_VALUES[s] ?? []).map((args, i) => [`${s} #${i}`, s, args] as const));
  it.each(rows)('%s', (_label, setter, args) => {
    expect(checkSetter(new RenderState(), setter, args)).toEqual([]);
  });

  it('holds from non-default states too (all rows applied in turn to one RenderState)', () => {
    // A row may repeat a value an earlier row stored (SetBlendEnabled(5) after SetBlendEnabled(all)), so no change
    // is required here; the ⟺ must hold either way.
    const rs = new RenderState();
    for (const [label, setter, args] of rows) expect(checkSetter(rs, setter, args, false), label).toEqual([]);
  });
});

// ---- negative controls: the checker must catch a broken setter ----

/** Test-only: setters that break the counter contract in the two possible directions. */
class PlantedRenderState extends RenderState {
  /** Writes a pipeline field behind WriteField()'s back and bumps only `version` (through a dynamic write). */
  SetPlantedDepthFunc(func: number): void {
    this.params.set(RS.depthFunc, func);
    this.SetLineWidth(this.params.get(RS.lineWidth) + 1);
  }
  /** Moves pipelineStateVersion although the pipeline bytes end up unchanged. */
  SetPlantedPipelineBump(): void {
    const old = this.params.get(RS.depthFunc);
    this.SetDepthFunc(old === GLCompareFunc.LESS ? GLCompareFunc.GEQUAL : GLCompareFunc.LESS);
    this.params.set(RS.depthFunc, old);
  }
}

describe('G7 checker negative controls', () => {
  it('a new setter without a changed-value row is named', () => {
    expect(missingRows(publicSetters(PlantedRenderState.prototype))).toEqual(['SetPlantedDepthFunc', 'SetPlantedPipelineBump']);
  });

  it('a setter that writes a pipeline field but bumps only `version` fails the check', () => {
    const problems = checkSetter(new PlantedRenderState(), 'SetPlantedDepthFunc', [GLCompareFunc.GREATER]);
    expect(problems).toContain('pipeline-subset hash changed but pipelineStateVersion did not change');
  });

  it('a setter that bumps pipelineStateVersion without changing the pipeline subset fails the check', () => {
    const problems = checkSetter(new PlantedRenderState(), 'SetPlantedPipelineBump', []);
    expect(problems).toContain('pipeline-subset hash did not change but pipelineStateVersion changed');
  });

  it('a row whose value equals the current one fails the check (it would prove nothing)', () => {
    expect(checkSetter(new RenderState(), 'SetLineWidth', [1])).toContain(
      'version did not change (the row value equals the current one, or the write was lost)',
    );
  });
});
