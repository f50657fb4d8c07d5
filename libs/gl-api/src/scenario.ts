// A scenario (DESIGN §7): an ES module whose default export draws into the default framebuffer
// (RGBA8 + depth24/stencil8, width × height) through the GL interface; the harness reads it back.
import type { GL } from './index.ts';

export interface ScenarioTolerance {
  maxChannelDiff: number;
  maxDiffFraction: number;
  /** Required: why this scenario cannot meet the default (max channel diff 2, 0.1 % of pixels). */
  reason: string;
}

export interface Scenario {
  name: string;
  width: number;
  height: number;
  /** What the scenario exercises, one line. */
  description?: string;
  /** Override of the comparison tolerance, with its reason. */
  tolerance?: ScenarioTolerance;
  run(gl: GL): void | Promise<void>;
}
