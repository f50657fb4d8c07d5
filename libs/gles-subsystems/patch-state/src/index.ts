// @mgpipe/gles-patch-state: the patch-state subsystem of the GLES backend (migrations/subsystems/patch-state).
export { PatchStateStep } from './patch-state-step.ts';
