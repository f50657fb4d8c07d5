// Runs the demo scene three times: through our stack with MOBILEGL_PIPE_STATS (the image and the per-frame
// counters), on the reference lane (Mesa's desktop GL: the image to compare with), and through our stack again
// with draws dropped before the driver, timing each frame: what the front end, tracker and backend cost per draw
// once llvmpipe's rasterisation (identical on every lane, and most of a frame) is out of the measurement.
import { compareImages, DEFAULT_TOLERANCE, runOnLane, type ImageComparison, type LaneRun } from '@mgpipe/harness';
import type { PipeSwitches } from '@mgpipe/migration';
import { glesLane, referenceLane } from '../lanes.ts';
import { pipeStatsOf, type FrameCounters, type FrameExtras, type PipeStatsReport } from '../report/model.ts';
import { demoScene, type DemoScene, type FrameLog } from './scene.ts';

export interface DemoResult {
  scene: DemoScene;
  ours: LaneRun;
  reference: LaneRun;
  comparison: ImageComparison;
  stats: PipeStatsReport | undefined;
  /** Per frame: draws, uploads, ns/draw; aligned with stats.frames (a leading 'setup' entry when it has one). */
  extras: FrameExtras[];
  switches: PipeSwitches;
}

/** Passes over the frames in the timing run; each frame's median is reported (the first pass warms the JIT up). */
const TIMING_PASSES = 5;

/**
 * ns per draw of each frame's draw section (binds, blend toggles, draws; not the uploads and the clear), with
 * draws dropped (GlesBackendOptions.nullDraws) and stats off.
 */
async function timeFrames(scene: DemoScene, switches: PipeSwitches): Promise<number[]> {
  const lane = (await glesLane({ switches: { ...switches, stats: false, verify: false }, nullDraws: true }))({ width: scene.width, height: scene.height });
  try {
    lane.makeCurrent();
    const frame = scene.prepare(lane.gl);
    const samples: number[][] = Array.from({ length: scene.frames }, () => []);
    for (let pass = 0; pass < TIMING_PASSES; pass++) {
      for (let i = 1; i <= scene.frames; i++) {
        frame.begin(i);
        lane.gl.finish();
        const t0 = process.hrtime.bigint();
        frame.draws();
        lane.gl.finish();
        samples[i - 1].push(Number(process.hrtime.bigint() - t0));
      }
    }
    return samples.map((s, i) => {
      s.sort((a, b) => a - b);
      return Math.round(s[s.length >> 1] / Math.max(1, scene.log[i].draws));
    });
  } finally {
    lane.destroy();
  }
}

/** a + b, counter by counter: folds the stats' leading entry (calls before the first frame's clear) into frame 1. */
function addCounters(a: FrameCounters, b: FrameCounters): FrameCounters {
  const add = (x: Record<string, number>, y: Record<string, number>) => {
    const out = { ...x };
    for (const [k, v] of Object.entries(y)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  return {
    calls: add(a.calls, b.calls), bytes: add(a.bytes, b.bytes), totalCalls: a.totalCalls + b.totalCalls, totalBytes: a.totalBytes + b.totalBytes,
    cso: { hits: a.cso.hits + b.cso.hits, misses: a.cso.misses + b.cso.misses, evictions: a.cso.evictions + b.cso.evictions, pipelineHashes: a.cso.pipelineHashes + b.cso.pipelineHashes },
    suppressedEmissions: a.suppressedEmissions + b.suppressedEmissions, roundTrips: a.roundTrips + b.roundTrips,
    blockingWaits: a.blockingWaits + b.blockingWaits, validates: a.validates + b.validates, residualBytes: a.residualBytes + b.residualBytes,
  };
}

export async function runDemoScene(frames: number, switches: PipeSwitches): Promise<DemoResult> {
  const scene = demoScene(frames);
  const ours = await runOnLane(scene, await glesLane({ switches }));
  const log: FrameLog[] = scene.log.map((f) => ({ ...f }));
  const reference = await runOnLane(scene, await referenceLane());
  const comparison = compareImages(ours.image, reference.image, DEFAULT_TOLERANCE);
  const nsPerDraw = await timeFrames(scene, switches);
  const stats = pipeStatsOf(ours.stats);
  const extras: FrameExtras[] = log.map((f, i) => ({ label: `${i + 1}`, draws: f.draws, uploads: f.uploads, nsPerDraw: nsPerDraw[i] }));
  // The lanes' frame boundary is a colour clear of the default framebuffer: what came before the first frame's
  // clear (setup) is a leading entry of its own; it belongs to frame 1 here, whose row says so.
  if (stats && stats.frames.length === extras.length + 1) {
    const [setup, first, ...rest] = stats.frames;
    stats.frames = [addCounters(setup, first), ...rest];
    extras[0].label = '1 (+setup)';
  }
  return { scene, ours, reference, comparison, stats, extras, switches };
}
