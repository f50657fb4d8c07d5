// @mgpipe/backend-gles: the legacy (pull) GLES 3.2 backend — the wiring of gles-core and the twelve
// gles-<subsystem> libraries. Read README.md in this folder first.
export { createGlesBackend, GlesBackend, PUSH_PATH_SUBSYSTEMS, type DriverLimitCaps, type GlesBackendOptions, type GlesPipeOptions, type PushPathSubsystem } from './gles-backend.ts';
export {
  ALIAS_ONLY_SUBSYSTEMS,
  PIPE_INPUT_READ_SUBSYSTEMS,
  PIPE_INPUT_SUBSYSTEMS,
  pipeInputSources,
  SUBSYSTEM_GROUPS,
  createDriverCallSink,
  type BackendStats,
  type Capabilities,
  type DriverCall,
  type DriverCallSink,
  type PipeInputSource,
  type PipeInputSubsystem,
  type VerifyReport,
  type Workarounds,
} from '@mgpipe/gles-core';
export type { ReceiverStats } from './state/pipe-receiver.ts';
export { PrepareStep, STEP_READS } from './state/call-epoch.ts';
