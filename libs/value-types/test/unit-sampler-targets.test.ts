import { describe, expect, it } from 'vitest';
import {
  GL, ProgramUnitTargets, UNIT_TARGET_CONFLICT, UNIT_UNSAMPLED, firstTargetConflict, programSamplerSlots, samplerTargetIndexOf, unitSamplerTargets,
  type ArtifactUniform,
} from '../src/index.ts';

function uniform(name: string, type: number, location: number, arraySize = 1, blockIndex = -1): ArtifactUniform {
  return { name, type, arraySize, location, blockIndex } as ArtifactUniform;
}

describe('samplerTargetIndexOf', () => {
  it('maps every sampler family (float, int, uint, shadow) to its TextureTargetIndex and non-samplers to -1', () => {
    expect(samplerTargetIndexOf(GL.SAMPLER_1D)).toBe(0);
    expect(samplerTargetIndexOf(GL.SAMPLER_2D)).toBe(1);
    expect(samplerTargetIndexOf(GL.SAMPLER_2D_SHADOW)).toBe(1);
    expect(samplerTargetIndexOf(GL.INT_SAMPLER_3D)).toBe(2);
    expect(samplerTargetIndexOf(GL.SAMPLER_1D_ARRAY_SHADOW)).toBe(3);
    expect(samplerTargetIndexOf(GL.UNSIGNED_INT_SAMPLER_2D_ARRAY)).toBe(4);
    expect(samplerTargetIndexOf(GL.SAMPLER_2D_RECT_SHADOW)).toBe(5);
    expect(samplerTargetIndexOf(GL.SAMPLER_CUBE_SHADOW)).toBe(6);
    expect(samplerTargetIndexOf(GL.SAMPLER_CUBE_MAP_ARRAY_SHADOW)).toBe(7);
    expect(samplerTargetIndexOf(GL.INT_SAMPLER_BUFFER)).toBe(8);
    expect(samplerTargetIndexOf(GL.SAMPLER_2D_MULTISAMPLE)).toBe(9);
    expect(samplerTargetIndexOf(GL.UNSIGNED_INT_SAMPLER_2D_MULTISAMPLE_ARRAY)).toBe(10);
    expect(samplerTargetIndexOf(GL.IMAGE_2D)).toBe(-1);
    expect(samplerTargetIndexOf(GL.FLOAT_VEC4)).toBe(-1);
  });
});

describe('unitSamplerTargets', () => {
  const slots = programSamplerSlots([
    uniform('color', GL.FLOAT_VEC4, 0),
    uniform('a', GL.SAMPLER_2D, 1),
    uniform('arr[0]', GL.SAMPLER_CUBE, 2, 2),
    uniform('img', GL.IMAGE_2D, 4),
    uniform('blockMember', GL.SAMPLER_3D, -1, 1, 0),
    uniform('shadow', GL.SAMPLER_2D_SHADOW, 5),
  ]);

  it('lists one slot per sampler array element, skipping non-samplers, images and block members', () => {
    expect(Array.from(slots.locations)).toEqual([1, 2, 3, 5]);
    expect(Array.from(slots.targets)).toEqual([1, 6, 6, 1]);
  });

  it('gives the target per unit up to the highest sampled unit, -1 for units not sampled', () => {
    const out = new Int32Array(8).fill(99);
    // locations 0..5 -> units; location 0 (a vec4) and 4 (an image) name units the samplers do not read
    const n = unitSamplerTargets(slots, Int32Array.from([7, 4, 0, 2, 6, 4]), out);
    expect(n).toBe(5);
    expect(Array.from(out.subarray(0, n))).toEqual([6, UNIT_UNSAMPLED, 6, UNIT_UNSAMPLED, 1]);
    expect(out[5]).toBe(99); // past the count: untouched
    expect(firstTargetConflict(out, n)).toBe(-1);
  });

  it('a 2D sampler and its shadow form on one unit are one target; a 2D and a cube sampler on one unit conflict', () => {
    const out = new Int32Array(8);
    expect(unitSamplerTargets(slots, Int32Array.from([-1, 3, 0, 1, -1, 3]), out)).toBe(4);
    expect(out[3]).toBe(1);
    expect(firstTargetConflict(out, 4)).toBe(-1);
    const n = unitSamplerTargets(slots, Int32Array.from([-1, 2, 0, 2, -1, 3]), out);
    expect(n).toBe(4);
    expect(out[2]).toBe(UNIT_TARGET_CONFLICT);
    expect(firstTargetConflict(out, n)).toBe(2);
    expect(out[3]).toBe(1);
  });

  it('ignores units never set (-1) and units past the table, and reports no sampled unit as 0', () => {
    const out = new Int32Array(4);
    expect(unitSamplerTargets(slots, Int32Array.from([0, -1, -1, -1, 0, -1]), out)).toBe(0);
    expect(unitSamplerTargets(slots, Int32Array.from([0, 9, 1, 1, 0, 2]), out)).toBe(3);
    expect(Array.from(out.subarray(0, 3))).toEqual([UNIT_UNSAMPLED, 6, 1]);
  });
});

describe('ProgramUnitTargets', () => {
  it('recomputes only when the program, its link or its units moved', () => {
    const artifact = { uniforms: [uniform('a', GL.SAMPLER_2D, 0), uniform('b', GL.SAMPLER_3D, 1)] };
    const p = { linkArtifact: artifact as unknown, linkVersion: 1, backendStateVersion: 0, opaqueUnits: Int32Array.from([0, 1]) };
    const t = new ProgramUnitTargets(16);
    expect(t.update(p)).toBe(true);
    expect([t.count, t.conflict, t.targets[0], t.targets[1]]).toEqual([2, -1, 1, 2]);
    expect(t.update(p)).toBe(false);
    p.opaqueUnits[1] = 0;
    expect(t.update(p)).toBe(false); // behind the counter: the memo holds (what the counter is for)
    p.backendStateVersion++;
    expect(t.update(p)).toBe(true);
    expect([t.count, t.conflict, t.targets[0]]).toEqual([1, 0, UNIT_TARGET_CONFLICT]);
    expect(t.update(null)).toBe(true);
    expect([t.count, t.conflict]).toEqual([0, -1]);
    expect(t.update({ ...p, linkArtifact: null })).toBe(true);
    expect(t.count).toBe(0);
  });
});
