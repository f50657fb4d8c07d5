// The GL's clock (GL 4.5 §4.3, "timer queries"): nanoseconds of the host's monotonic clock. One definition for
// both sides: the backend stamps glQueryCounter results with it, and the front end answers glGet(TIMESTAMP) with
// it, so a timestamp read with glGet orders correctly against query results. process.hrtime is CLOCK_MONOTONIC,
// which every process on a host shares, so a server in another process on the same host stamps on the same
// clock. The value stays below 2^53 (104 days of uptime in ns is 9e15), so a JS number holds it exactly.
export function glClockNanoseconds(): number {
  return Number(process.hrtime.bigint());
}
