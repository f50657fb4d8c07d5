// `mgpipe bench upload-walk`: issue 19's upload flush, before against after, in one run. One texSubImage2D of a 16x16
// sprite into a 256x256 atlas before every draw (upload-heavy's loop), with the atlas the only texture or among 499
// static ones (a streaming atlas among hundreds of static textures, Minecraft's case). Four pushed lanes with draws
// dropped before the driver (the stack's own cost): 1 and 500 textures, each with the written-texture list (after)
// and with the emitter's full walk of every live texture at each flush (before: GlesLaneOptions.uploadFullWalk).
// Rounds interleaved, medians (side-by-side.ts); nothing asserts a timing.
import { nearestTexture } from '@mgpipe/scenarios';
import { glesLane } from '../lanes.ts';
import type { BenchGL } from './bench-gl.ts';
import { BATCHES, DRAWS } from './batches.ts';
import { measureSideBySide, type LaneResult, type PreparedLane } from './side-by-side.ts';

export const UPLOAD_WALK_TEXTURES = [1, 500] as const;
const SIZE = 64;

export interface UploadWalkResult {
  draws: number;
  repeats: number;
  /** `${textures}-after` / `${textures}-before`: ns per draw, stack only. */
  lanes: Record<string, LaneResult>;
  /** before/after per texture count (how much the list saves), and 500/1 per mode (what the static textures cost). */
  ratios: Record<string, number>;
}

/** upload-heavy's setup after `statics` static 16x16 textures (resources, never written again). */
function setupAmong(gl: BenchGL, statics: number): () => void {
  const texels = new Uint8Array(16 * 16 * 4).fill(0x5a);
  for (let i = 0; i < statics; i++) nearestTexture(gl, 16, texels);
  return BATCHES.find((b) => b.name === 'upload-heavy')!.setup(gl, false);
}

async function lane(textures: number, fullWalk: boolean): Promise<PreparedLane> {
  const { parsePipeSwitches } = await import('@mgpipe/migration');
  const switches = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '0', MOBILEGL_PIPE_STATS: '0' }, {}, 'gles');
  const l = (await glesLane({ switches, nullDraws: true, uploadFullWalk: fullWalk }))({ width: SIZE, height: SIZE });
  l.makeCurrent();
  const run = setupAmong(l.gl, textures - 1);
  const error = l.gl.getError();
  if (error !== l.gl.NO_ERROR) {
    l.destroy();
    throw new Error(`bench upload-walk: setup with ${textures} textures raised GL error 0x${error.toString(16)}`);
  }
  return { makeCurrent: () => l.makeCurrent(), batch: run, finish: () => l.gl.finish(), destroy: () => l.destroy() };
}

export async function runUploadWalk(repeats: number, onRound: (round: number) => void): Promise<UploadWalkResult> {
  const prepared: Record<string, PreparedLane> = {};
  try {
    for (const n of UPLOAD_WALK_TEXTURES) {
      prepared[`${n}-after`] = await lane(n, false);
      prepared[`${n}-before`] = await lane(n, true);
    }
    const lanes = measureSideBySide(prepared, repeats, onRound);
    const ns = (k: string) => lanes[k].nsPerDraw;
    const r = (a: number, b: number) => Number((a / b).toFixed(3));
    const [one, many] = UPLOAD_WALK_TEXTURES;
    return {
      draws: DRAWS,
      repeats,
      lanes,
      ratios: {
        [`before/after, ${one} texture`]: r(ns(`${one}-before`), ns(`${one}-after`)),
        [`before/after, ${many} textures`]: r(ns(`${many}-before`), ns(`${many}-after`)),
        [`${many}/${one} textures, before`]: r(ns(`${many}-before`), ns(`${one}-before`)),
        [`${many}/${one} textures, after`]: r(ns(`${many}-after`), ns(`${one}-after`)),
      },
    };
  } finally {
    for (const l of Object.values(prepared)) l.destroy();
  }
}

export function uploadWalkMarkdown(r: UploadWalkResult): string {
  return [
    `### bench upload-walk: ${r.draws} draws per round (draws dropped before the driver), median of ${r.repeats} rounds`,
    '',
    '| lane | ns/draw |',
    '|---|---|',
    ...Object.keys(r.lanes).map((k) => `| ${k} | ${r.lanes[k].nsPerDraw} |`),
    '',
    '| ratio (ns per draw) | value |',
    '|---|---|',
    ...Object.keys(r.ratios).map((k) => `| ${k} | ${r.ratios[k]} |`),
    '',
  ].join('\n');
}
