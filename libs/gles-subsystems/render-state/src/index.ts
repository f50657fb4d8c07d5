// @mgpipe/gles-render-state: the render-state subsystem of the GLES backend (migrations/subsystems/render-state).
export { DEPTH_MRD, shiftDepthRange } from './depth-range-shift.ts';
export { RenderStateMirror, type RenderStateHandleSource } from './render-state-mirror.ts';
export { RenderStateStep, type RenderStateDevice } from './render-state-step.ts';
