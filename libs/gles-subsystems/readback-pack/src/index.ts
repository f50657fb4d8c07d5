// @mgpipe/gles-readback-pack: the readback-pack subsystem of the GLES backend (migrations/subsystems/readback-pack).
// The pull / alias path (readPixels from the context, getTexImage of a front texture, the texel write-back) is the
// wiring's (backend-gles commands/readback-commands.ts): it reads and writes front-end objects.
export { depthReadSource, driverReadFormat, packLayout, packPixels, readSourceOfClass, type ReadSource } from './pixel-pack.ts';
export { PushedReadback, pushedReadSource, type PushedReadbackDevice } from './pushed-readback.ts';
export { ScratchReadFramebuffer } from './scratch-read.ts';
