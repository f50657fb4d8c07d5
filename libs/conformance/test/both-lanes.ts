// The two lanes a conformance test compares, opened once per file: Mesa's desktop GL (the reference) and ours.
import { beforeAll } from 'vitest';
import type { LaneFactory } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import { parseShaderTest, runShaderTest } from '../src/index.ts';

export interface BothLanes {
  reference: LaneFactory;
  ours: LaneFactory;
}

/** Registers the file's beforeAll that opens both lanes; the fields are set once it has run. */
export function bothLanes(): BothLanes {
  const lanes = {} as BothLanes;
  beforeAll(async () => {
    lanes.reference = await referenceLane();
    lanes.ours = await glesLane();
  });
  return lanes;
}

/** A shader_test's verdict on `lane`. */
export const verdict = (text: string, lane: LaneFactory) => runShaderTest(parseShaderTest(text), lane);
