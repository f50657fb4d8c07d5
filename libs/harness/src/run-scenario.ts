// Runs a scenario on a lane and, for --compare, on two lanes with the image comparison of DESIGN §5.
import type { Scenario, ScenarioProbe } from '@mgpipe/gl-api';
import { compareImages, DEFAULT_TOLERANCE, type ImageComparison, type RgbaImage } from './image-compare.ts';
import type { Lane, LaneFactory, VerifyCounts } from './lane.ts';

export interface ProbeResult {
  probe: ScenarioProbe;
  actual: [number, number, number, number];
  ok: boolean;
}

export interface LaneRun {
  lane: string;
  image: RgbaImage;
  /** getError() after the scenario returned (NO_ERROR = 0 when all went well). */
  glError: number;
  probes: ProbeResult[];
  verify?: VerifyCounts;
  stats?: unknown;
}

export function checkProbes(scenario: Scenario, image: RgbaImage): ProbeResult[] {
  return (scenario.probes ?? []).map((probe) => {
    const i = (probe.y * image.width + probe.x) * 4;
    const actual = Array.from(image.pixels.subarray(i, i + 4)) as [number, number, number, number];
    const tolerance = probe.tolerance ?? 1;
    const ok = probe.rgba.every((v, c) => Math.abs(v - actual[c]) <= tolerance);
    return { probe, actual, ok };
  });
}

export async function runOnLane(scenario: Scenario, factory: LaneFactory): Promise<LaneRun> {
  const lane: Lane = factory({ width: scenario.width, height: scenario.height });
  try {
    lane.makeCurrent();
    await scenario.run(lane.gl);
    lane.makeCurrent();
    const glError = lane.gl.getError();
    const image = { width: scenario.width, height: scenario.height, pixels: lane.readDefaultFramebuffer() };
    return {
      lane: lane.name,
      image,
      glError,
      probes: checkProbes(scenario, image),
      verify: lane.verifyReport?.(),
      stats: lane.stats?.(),
    };
  } finally {
    lane.destroy();
  }
}

export interface ScenarioComparison {
  ours: LaneRun;
  reference: LaneRun;
  comparison: ImageComparison;
}

export async function compareOnLanes(scenario: Scenario, ours: LaneFactory, reference: LaneFactory): Promise<ScenarioComparison> {
  const oursRun = await runOnLane(scenario, ours);
  const referenceRun = await runOnLane(scenario, reference);
  const tolerance = scenario.tolerance ?? DEFAULT_TOLERANCE;
  return { ours: oursRun, reference: referenceRun, comparison: compareImages(oursRun.image, referenceRun.image, tolerance) };
}
