// @mgpipe/backend-gles: the legacy (pull) GLES 3.2 backend. Read README.md in this folder first.
export { createGlesBackend, GlesBackend, type GlesBackendOptions, type GlesPipeOptions } from './gles-backend.ts';
export { PIPE_INPUT_SUBSYSTEMS, pipeInputSources, SUBSYSTEM_GROUPS, type PipeInputSource, type PipeInputSubsystem, type VerifyReport } from './state/pipe-inputs.ts';
export type { ReceiverStats } from './state/pipe-receiver.ts';
export type { Capabilities, Workarounds } from './capabilities.ts';
export type { BackendStats } from './device.ts';
export { createDriverCallSink, type DriverCall, type DriverCallSink } from './platform/driver-call-recorder.ts';
