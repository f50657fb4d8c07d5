// The state serial: one process-wide integer moved by every bump of a counter that the tracker's validate compares
// (libs/tracker counters.ts movedCounters), except the render state's two (RenderState.pipelineStateVersion and
// dynamicVersion, which a render-state write moves). While it has not moved, none of those counters can
// have, so validate compares the render state's two counters only instead of all 31 (blend-toggle: ~480 instructions
// a draw down to a few dozen). Process-wide, not per context: objects of a share group are bumped from any of its
// contexts, and an over-bump only sends validate through the full compare once. An Int32Array so the bump is an
// integer store: it wraps at 2^31 like the snapshots it is compared with, and only a move of exactly 2^32 bumps
// between two validates of one verb class would go unseen.
// The contract beside COUNTERS.md's: each helper that moves such a counter calls bumpStateSerial() in the same call
// (libs/tracker test/state-serial.test.ts moves every counter through each helper and checks the serial moved;
// MOBILEGL_PIPE_VERIFY makes the tracker run the full compare anyway and fail when a counter moved behind the
// serial's back).

/** Read-only to everyone but bumpStateSerial: the tracker reads [0]. */
export const STATE_SERIAL: Readonly<Int32Array> = new Int32Array(1);

const serial = STATE_SERIAL as Int32Array;

/** A counter the validate compares (other than the render state's) moved, or a tracker lost what it pushed. */
export function bumpStateSerial(): void {
  serial[0]++;
}
