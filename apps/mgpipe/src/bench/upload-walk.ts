// `mgpipe bench upload-walk`: issue 19's per-validate texture walks, before against after, in one run. Two loops, each
// with the drawn texture the only one or among 499 static ones (a streaming atlas among hundreds of static textures,
// Minecraft's case):
//   upload   one texSubImage2D of a 16x16 sprite into a 256x256 atlas before every draw (upload-heavy's loop): the
//            upload emitter's flush, with the written-texture list (after) or its full walk (before: uploadFullWalk)
//   params   one glTexParameteri (MAG_FILTER, toggled) on the drawn texture before every draw: the texture resources'
//            upkeep, with the moved-texture list (after) or its full walk (before: textureParamsFullWalk)
// Pushed lanes with draws dropped before the driver (the stack's own cost). Rounds interleaved, medians
// (side-by-side.ts); nothing asserts a timing.
import { GL as C } from '@mgpipe/native-gl';
import { nearestTexture } from '@mgpipe/scenarios';
import { glesLane } from '../lanes.ts';
import type { BenchGL } from './bench-gl.ts';
import { BATCHES } from './batches.ts';
import { inProcessRounds, measureRounds, type LaneResult, type PreparedLane } from './side-by-side.ts';

export const UPLOAD_WALK_TEXTURES = [1, 500] as const;
const SIZE = 64;

export interface UploadWalkResult {
  draws: number;
  repeats: number;
  /** `${textures}-after` / `-before` (upload loop), `${textures}-params-after` / `-before` (parameter loop): ns per draw, stack only. */
  lanes: Record<string, LaneResult>;
  /** before/after per texture count (how much the list saves), and 500/1 per mode (what the static textures cost). */
  ratios: Record<string, number>;
}

/** upload-heavy's setup after `statics` static 16x16 textures (resources, never written again). */
function setupAmong(gl: BenchGL, statics: number, draws: number): () => void {
  const texels = new Uint8Array(16 * 16 * 4).fill(0x5a);
  for (let i = 0; i < statics; i++) nearestTexture(gl, 16, texels);
  return BATCHES.find((b) => b.name === 'upload-heavy')!.setup(gl, false, draws);
}

/** upload-heavy's setup (its texture bound), then a loop that toggles the bound texture's MAG_FILTER before each draw. */
function paramsAmong(gl: BenchGL, statics: number, draws: number): () => void {
  setupAmong(gl, statics, draws);
  const { TEXTURE_2D, TEXTURE_MAG_FILTER, NEAREST, LINEAR, TRIANGLES } = C;
  return () => {
    for (let i = 0; i < draws; i++) {
      gl.texParameteri(TEXTURE_2D, TEXTURE_MAG_FILTER, (i & 1) === 0 ? NEAREST : LINEAR);
      gl.drawArrays(TRIANGLES, 0, 3);
    }
  };
}

async function lane(textures: number, draws: number, fullWalk: boolean, params: boolean): Promise<PreparedLane> {
  const { parsePipeSwitches } = await import('@mgpipe/migration');
  const switches = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '0', MOBILEGL_PIPE_STATS: '0' }, {}, 'gles');
  const walk = params ? { textureParamsFullWalk: fullWalk } : { uploadFullWalk: fullWalk };
  const l = (await glesLane({ switches, nullDraws: true, ...walk }))({ width: SIZE, height: SIZE });
  l.makeCurrent();
  const run = params ? paramsAmong(l.gl, textures - 1, draws) : setupAmong(l.gl, textures - 1, draws);
  const error = l.gl.getError();
  if (error !== l.gl.NO_ERROR) {
    l.destroy();
    throw new Error(`bench upload-walk: setup with ${textures} textures raised GL error 0x${error.toString(16)}`);
  }
  return { makeCurrent: () => l.makeCurrent(), batch: run, finish: () => l.gl.finish(), destroy: () => l.destroy() };
}

export async function runUploadWalk(draws: number, repeats: number, onRound: (round: number) => void): Promise<UploadWalkResult> {
  const prepared: Record<string, PreparedLane> = {};
  try {
    for (const n of UPLOAD_WALK_TEXTURES) {
      prepared[`${n}-after`] = await lane(n, draws, false, false);
      prepared[`${n}-before`] = await lane(n, draws, true, false);
      prepared[`${n}-params-after`] = await lane(n, draws, false, true);
      prepared[`${n}-params-before`] = await lane(n, draws, true, true);
    }
    const rounds = Object.fromEntries(Object.entries(prepared).map(([name, l]) => [name, inProcessRounds(l)]));
    const lanes = await measureRounds(rounds, draws, repeats, onRound);
    const ns = (k: string) => lanes[k].nsPerDraw;
    const r = (a: number, b: number) => Number((a / b).toFixed(3));
    const [one, many] = UPLOAD_WALK_TEXTURES;
    return {
      draws,
      repeats,
      lanes,
      ratios: {
        [`before/after, ${one} texture`]: r(ns(`${one}-before`), ns(`${one}-after`)),
        [`before/after, ${many} textures`]: r(ns(`${many}-before`), ns(`${many}-after`)),
        [`${many}/${one} textures, before`]: r(ns(`${many}-before`), ns(`${one}-before`)),
        [`${many}/${one} textures, after`]: r(ns(`${many}-after`), ns(`${one}-after`)),
        [`params before/after, ${one} texture`]: r(ns(`${one}-params-before`), ns(`${one}-params-after`)),
        [`params before/after, ${many} textures`]: r(ns(`${many}-params-before`), ns(`${many}-params-after`)),
        [`params ${many}/${one} textures, after`]: r(ns(`${many}-params-after`), ns(`${one}-params-after`)),
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
