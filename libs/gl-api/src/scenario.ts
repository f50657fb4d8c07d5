// A scenario (DESIGN §7): an ES module whose default export draws into the default framebuffer
// (RGBA8 + depth24/stencil8, width × height) through the GL interface; the harness reads it back.
import type { GL } from './index.ts';

export interface ScenarioTolerance {
  maxChannelDiff: number;
  maxDiffFraction: number;
  /** Required: why this scenario cannot meet the default (max channel diff 2, 0.1 % of pixels). */
  reason: string;
}

/** A pixel whose value follows from a stated computation (not from any implementation's output). */
export interface ScenarioProbe {
  /** Window coordinates, y up as in GL. */
  x: number;
  y: number;
  rgba: [number, number, number, number];
  /** Per-channel tolerance; default 1 (rounding). */
  tolerance?: number;
  /** The computation that gives `rgba`, e.g. "src 0.5 red over dst blue with SRC_ALPHA, ONE_MINUS_SRC_ALPHA". */
  why: string;
}

export interface Scenario {
  name: string;
  width: number;
  height: number;
  /** What the scenario exercises, one line. */
  description?: string;
  /** Override of the comparison tolerance, with its reason. */
  tolerance?: ScenarioTolerance;
  /** Pixels checked on every lane (the reference included), each with the computation behind it. */
  probes?: ScenarioProbe[];
  run(gl: GL): void | Promise<void>;
}
