// Types for test-lanes.mjs (a plain Node module that scripts/test.mjs imports), for its tests.
export interface TestWeights {
  defaultSeconds: number;
  seconds: Record<string, number>;
}
export function readTestWeights(path?: string): TestWeights;
export function splitIntoLanes(projects: string[], weights: TestWeights, laneCount?: number): { projects: string[]; seconds: number }[];
