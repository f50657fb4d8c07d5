// @mgpipe/gles-emulation: the emulation subsystem of the GLES backend (migrations/subsystems/emulation): what
// GLES lacks, done on the CPU — index rewrites (restart index, triangles → lines, index range scans) and the
// flattening of multi-draw / indirect-count draws.
export { firstVertexProvoking, hasProvokingVertex, indexRange, indexSize, maxIndexOf, readIndex, rewriteRestart, rewritten, scanIndexRange, trianglesToLines } from './index-rewrite.ts';
export { IndirectDraws, type DrawSink, type EmulatedDraw } from './indirect-draws.ts';
