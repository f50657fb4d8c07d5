export { compareImages, DEFAULT_TOLERANCE } from './image-compare.ts';
export type { ImageComparison, ImageTolerance, RgbaImage } from './image-compare.ts';
export type { Lane, LaneFactory, VerifyCounts } from './lane.ts';
export { writeGlPixelsAsPng } from './png.ts';
export { checkProbes, compareOnLanes, runOnLane, type LaneRun, type ProbeResult, type ScenarioComparison } from './run-scenario.ts';
