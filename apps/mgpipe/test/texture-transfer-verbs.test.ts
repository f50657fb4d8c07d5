// The texel-writing verbs as MGPipe calls (issue 17): with images-upload and framebuffer pushed, glCopyTex(Sub)Image*,
// glCopyImageSubData and glGenerateMipmap reach the GLES backend as copy_framebuffer_to_texture / resource_copy_region /
// generate_mipmap on its MGPipeContext — the legacy verbs throw here — and the texels they write stay on the server:
// the client sends no upload of the written levels afterwards (the legacy verbs read the texels back into the shadow,
// which the next validate then uploaded again). Images: the scenarios' own probes and Mesa's desktop GL (the
// scenario tests); here the calls, the uploads, and the operand checks of the receiver (anything malformed is
// Fatal{ProtocolCorruption}).
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane, type GlesLaneOptions } from '@mgpipe/lanes';
import { SCENARIOS } from '@mgpipe/scenarios';
const { SUBSYSTEM_NAMES, parsePipeSwitches } = await import('@mgpipe/migration');

const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

const CALLS = ['copy_framebuffer_to_texture', 'resource_copy_region', 'generate_mipmap'] as const;
type Entry = (p: unknown) => void;
type Table = Record<(typeof CALLS)[number], Entry | null>;
const LEGACY = ['copyTexSubImage', 'copyImageSubData', 'generateMipmap'];

const PUSH_ALL = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1' }, {}, 'gles');
/** Everything but framebuffer (and readback-pack, which needs it): the copies stay legacy verbs. */
const NO_FRAMEBUFFER = parsePipeSwitches({
  MOBILEGL_PIPE_PUSH: SUBSYSTEM_NAMES.filter((n) => n !== 'framebuffer' && n !== 'readback-pack').join(','), MOBILEGL_PIPE_VERIFY: '1',
}, {}, 'gles');

interface Tapped { calls: Record<string, number>; last: Record<string, unknown>; table: Table; shapes: () => number }

async function run(name: string, options: GlesLaneOptions, throwLegacy: boolean): Promise<Tapped> {
  const calls: Record<string, number> = {};
  const last: Record<string, unknown> = {};
  let table: Table | null = null;
  let stats: (() => number) | null = null;
  const scenario = await SCENARIOS.get(name)!();
  const factory = await glesLane({
    ...options,
    backendTap: (backend) => {
      const b = backend as unknown as { pipeContext: Table; verbs: Record<string, unknown>; receiverStats: { shapesAccepted: number } };
      if (throwLegacy) for (const v of LEGACY) b.verbs[v] = () => { throw new Error(`legacy ${v} verb reached`); };
      table = b.pipeContext;
      for (const c of CALLS) {
        const entry = b.pipeContext[c];
        if (entry === null) continue;
        b.pipeContext[c] = (p) => { calls[c] = (calls[c] ?? 0) + 1; last[c] = structuredClone(p); entry(p); };
      }
      stats = () => b.receiverStats.shapesAccepted;
    },
  });
  // The lane stays alive (destroyed after the test): the receiver test calls its entries after the scenario.
  const lane = factory({ width: scenario.width, height: scenario.height });
  lanes.push(lane);
  lane.makeCurrent();
  await scenario.run(lane.gl);
  expect(lane.gl.getError()).toBe(0);
  expect(lane.verifyReport?.().divergences ?? 0).toBe(0);
  return { calls, last, table: table!, shapes: stats! };
}

describe('copies and mip generation pushed', () => {
  it('gpu-written-texels: two resource_copy_region and one generate_mipmap; only the two texSubImage2D writes upload', async () => {
    const r = await run('gpu-written-texels', { switches: PUSH_ALL }, true);
    expect(r.calls).toEqual({ resource_copy_region: 2, generate_mipmap: 1 });
    expect(r.shapes()).toBe(2);
  });

  it('copy-tex-sub-image: four copy_framebuffer_to_texture, and no upload of the copied levels after them', async () => {
    const pushed = await run('copy-tex-sub-image', { switches: PUSH_ALL }, true);
    expect(pushed.calls).toEqual({ copy_framebuffer_to_texture: 4 });
    expect(pushed.shapes()).toBe(0);
    // The contrast (the counter can say no): with the legacy verbs the read-back texels were uploaded again, one shape
    // per copy.
    const legacy = await run('copy-tex-sub-image', { switches: NO_FRAMEBUFFER }, false);
    expect(legacy.calls).toEqual({});
    expect(legacy.shapes()).toBe(4);
  });

  it('mip-generate-array: generate_mipmap per glGenerateMipmap, its plan naming the base and the last level', async () => {
    const r = await run('mip-generate-array', { switches: PUSH_ALL }, true);
    expect(r.calls.generate_mipmap).toBeGreaterThanOrEqual(1);
    const p = r.last.generate_mipmap as { plan: { baseLevel: number; maxLevel: number; layerCount: number } };
    expect(p.plan.maxLevel).toBeGreaterThan(p.plan.baseLevel);
    expect(p.plan.layerCount).toBeGreaterThanOrEqual(1);
  });
});

describe('the receiver checks its operands (ProtocolCorruption)', () => {
  it('copy_framebuffer_to_texture, resource_copy_region and generate_mipmap refuse what names nothing or lies outside', async () => {
    const r = await run('gpu-written-texels', { switches: PUSH_ALL }, true);
    const region = r.last.resource_copy_region as Record<string, unknown> & { srcBox: Record<string, number>; src: { slot: number; gen: number } };
    const mip = r.last.generate_mipmap as Record<string, unknown> & { plan: Record<string, number>; res: { slot: number; gen: number } };
    const t = r.table;
    const bad = (entry: Entry | null, p: unknown) => expect(() => entry!(p)).toThrow(expect.objectContaining({ kind: 'ProtocolCorruption' }));
    // The renderbuffer source (the second copy) has no level 1; a source box past its 4×4 extent.
    bad(t.resource_copy_region, { ...region, srcLevel: 1 });
    bad(t.resource_copy_region, { ...region, srcBox: { ...region.srcBox, x: 3, w: 2 } });
    bad(t.resource_copy_region, { ...region, dstX: 4 });
    bad(t.resource_copy_region, { ...region, src: { slot: region.src.slot, gen: region.src.gen + 1 } });
    bad(t.generate_mipmap, { ...mip, plan: { ...mip.plan, maxLevel: 16 } });
    bad(t.generate_mipmap, { ...mip, plan: { ...mip.plan, baseLevel: 2, maxLevel: 1 } });
    bad(t.generate_mipmap, { ...mip, target: 0x8c1a });
    // copy_framebuffer_to_texture on the generated texture: a level past 15, a box past level 0's 8×8, a cube face.
    const copy = { dst: mip.res, srcX: 0, srcY: 0, w: 2, h: 2, dstX: 0, dstY: 0, dstZ: 0, target: 0x0de1, level: 0 };
    bad(t.copy_framebuffer_to_texture, { ...copy, level: 16 });
    bad(t.copy_framebuffer_to_texture, { ...copy, dstX: 7 });
    bad(t.copy_framebuffer_to_texture, { ...copy, dstZ: 1 });
    bad(t.copy_framebuffer_to_texture, { ...copy, target: 0x8515 });
    bad(t.copy_framebuffer_to_texture, { ...copy, srcX: 0.5 });
    // And the well-formed call goes through.
    expect(() => t.copy_framebuffer_to_texture!(copy)).not.toThrow();
  });
});

/**
 * glCopyImageSubData from a 2D texture into a 1D array (GL 4.5 §18.3.3: the 1D array's layers are z, as in the 2D array
 * the driver stores it as): row 1 of the 2D image to layer 2, then layer 2 to layer 0 of the same array
 * (TransferCommands.copyImageRegion, shared by the legacy verb and resource_copy_region). Read back with glGetTexImage.
 */
function copyInto1DArray(gl: GL): number[] {
  const [tex2d, tex1da] = gl.genTextures(2);
  const rows = Array.from({ length: 4 * 4 * 4 }, (_, i) => (i * 7 + 3) & 0xff);
  gl.bindTexture(gl.TEXTURE_2D, tex2d!);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 4, 4, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(rows));
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.bindTexture(gl.TEXTURE_1D_ARRAY, tex1da!);
  gl.texImage2D(gl.TEXTURE_1D_ARRAY, 0, gl.RGBA8, 4, 3, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4 * 3 * 4));
  gl.texParameteri(gl.TEXTURE_1D_ARRAY, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.copyImageSubData(tex2d!, gl.TEXTURE_2D, 0, 0, 1, 0, tex1da!, gl.TEXTURE_1D_ARRAY, 0, 0, 0, 2, 4, 1, 1);
  gl.copyImageSubData(tex1da!, gl.TEXTURE_1D_ARRAY, 0, 1, 0, 2, tex1da!, gl.TEXTURE_1D_ARRAY, 0, 0, 0, 0, 3, 1, 1);
  const out = new Uint8Array(4 * 3 * 4);
  gl.getTexImage(gl.TEXTURE_1D_ARRAY, 0, gl.RGBA, gl.UNSIGNED_BYTE, out);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return [...out];
}

describe('resource_copy_region and the legacy verb into a 1D array', () => {
  it('row 1 of the 2D image in layer 2, texels 1..3 of it in layer 0, layer 1 zero: pushed, pulled and on Mesa', async () => {
    const rows = Array.from({ length: 4 * 4 * 4 }, (_, i) => (i * 7 + 3) & 0xff);
    const row1 = rows.slice(16, 32);
    const want = [...row1.slice(4, 16), 0, 0, 0, 0, ...new Array(16).fill(0), ...row1];
    for (const factory of [await glesLane({ switches: PUSH_ALL }), await glesLane({ switches: parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'none', MOBILEGL_PIPE_ALIAS: 'none' }, {}, 'gles') }), await referenceLane()]) {
      const lane = factory({ width: 4, height: 4 });
      lanes.push(lane);
      lane.makeCurrent();
      expect(copyInto1DArray(lane.gl)).toEqual(want);
    }
  });
});
