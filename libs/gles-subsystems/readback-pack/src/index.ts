// @mgpipe/gles-readback-pack: the readback-pack subsystem of the GLES backend (migrations/subsystems/readback-pack).
export { driverReadFormat, packLayout, packPixels, type ReadSource } from './pixel-pack.ts';
export { ReadbackCommands, type ReadbackDevice } from './readback-commands.ts';
export { PushedReadback, pushedReadSource, type PushedReadbackDevice } from './pushed-readback.ts';
export { ScratchReadFramebuffer } from './scratch-read.ts';
