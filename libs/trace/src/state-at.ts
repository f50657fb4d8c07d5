// The GL state after the first N records of a trace, on our front end over the recording backend (no
// driver needed): `mgpipe trace dump --state-at N`.
import { createFrontEndGL, RecordingBackend } from '@mgpipe/gl-impl';
import { TraceReplayer } from './replayer.ts';
import { summarizeGLState } from './state-summary.ts';
import type { Trace } from './trace-format.ts';

export function stateAt(trace: Trace, n: number): string[] {
  const { width, height } = trace.header;
  const backend = new RecordingBackend();
  const { gl, frontEnd } = createFrontEndGL({ width, height, backend });
  try {
    backend.makeCurrent();
    new TraceReplayer(gl).replay(trace.records, n);
    return [`# GL state after ${Math.min(n, trace.records.length)} of ${trace.records.length} records (front end, recording backend)`, ...summarizeGLState(frontEnd.state)];
  } finally {
    backend.destroy();
  }
}
