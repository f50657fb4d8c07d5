// A lane: one implementation of the GL interface with a default framebuffer to read back. The reference
// lane (Mesa desktop GL) and our stack (front end + a backend) are both lanes, so the harness runs a
// scenario the same way on each (DESIGN §5).
import type { GL } from '@mgpipe/gl-api';

export interface VerifyCounts {
  verbs: number;
  divergences: number;
  /** Comparisons per subsystem whose values verify checked (subsystem name → count); absent when unknown. */
  bySubsystem?: Record<string, number>;
  /** The first divergences, `<group>@<verb class>: <difference>` (at most 8); absent when unknown. */
  first?: string[];
}

export interface Lane {
  readonly name: string;
  readonly gl: GL;
  /** Make the lane's driver context current before GL calls. */
  makeCurrent(): void;
  /** Framebuffer 0 as RGBA8, bottom row first. */
  readDefaultFramebuffer(): Uint8Array;
  /** Verify counts of the lane (our stack with MOBILEGL_PIPE_VERIFY); absent on the reference. */
  verifyReport?(): VerifyCounts;
  /** Per-run statistics (MOBILEGL_PIPE_STATS); absent on the reference. */
  stats?(): unknown;
  destroy(): void;
}

export type LaneFactory = (size: { width: number; height: number }) => Lane;
