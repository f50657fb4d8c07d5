// @mgpipe/trace: GL call traces (DESIGN §5, §8 `mgpipe trace record|replay|dump`). The format is in
// trace-format.ts; the recorder wraps a lane's GL, the replayer maps object names onto another
// implementation (generated GL_OBJECT_PARAMS), the dumper prints records, state-summary prints GL state.
export {
  LIMITS,
  SYNTHETIC_BASE,
  Synthetic,
  TRACE_MAGIC,
  TRACE_VERSION,
  TraceFormatError,
  type Trace,
  type TraceHeader,
  type TraceRecord,
  type TraceTolerance,
  type TraceValue,
} from './trace-format.ts';
export { assembleTrace, readTrace, type ReadTraceOptions, type TraceHeaderInput } from './trace-file.ts';
export { TraceRecorder, recordScenario, type RecordedScenario } from './recorder.ts';
export { TraceReplayer, TraceReplayError, replayTrace } from './replayer.ts';
export { dumpTrace, formatRecord, formatValue } from './dumper.ts';
export { summarizeGLState } from './state-summary.ts';
export { stateAt } from './state-at.ts';
