// @mgpipe/gles-vertex-attrib-defaults: the vertex-attrib-defaults subsystem of the GLES backend
// (migrations/subsystems/vertex-attrib-defaults).
export { AttribDefaultsStep } from './attrib-defaults-step.ts';
