// A test scene run on one lane: ours (the GLES backend under the switches an environment names; verify, when that
// environment turns it on, must report no divergence) or the reference (Mesa's desktop GL, where expected images
// come from). Each lane made is pushed onto `lanes`, which the test file destroys after each test.
import { afterEach, expect } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane, type GlesLaneOptions } from '@mgpipe/lanes';

const { parsePipeSwitches } = await import('@mgpipe/migration');

/**
 * A test file's lanes and the planted faults it must undo (each a function that puts back what it replaced): both
 * cleared after each test, the lanes destroyed first.
 */
export function laneScope(): { lanes: Lane[]; restores: (() => void)[] } {
  const scope = { lanes: [] as Lane[], restores: [] as (() => void)[] };
  afterEach(() => {
    for (const l of scope.lanes.splice(0)) l.destroy();
    for (const r of scope.restores.splice(0)) r();
  });
  return scope;
}

/** `scene` on our lane of `size` × `size`; `backendTap` sees the backend before the scene runs (planted faults). */
export async function onOurLane<T>(lanes: Lane[], size: number, scene: (gl: GL) => T, env: Record<string, string>,
  backendTap?: GlesLaneOptions['backendTap']): Promise<T> {
  const lane = (await glesLane({ switches: parsePipeSwitches(env, {}, 'gles'), backendTap }))({ width: size, height: size });
  lanes.push(lane);
  lane.makeCurrent();
  const result = scene(lane.gl);
  expect(lane.verifyReport?.().divergences ?? 0).toBe(0);
  return result;
}

/** `scene` on the reference lane (Mesa's desktop GL) of `size` × `size`. */
export async function onReferenceLane<T>(lanes: Lane[], size: number, scene: (gl: GL) => T): Promise<T> {
  const lane = (await referenceLane())({ width: size, height: size });
  lanes.push(lane);
  lane.makeCurrent();
  return scene(lane.gl);
}
