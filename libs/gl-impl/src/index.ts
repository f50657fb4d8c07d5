// @mgpipe/gl-impl: the desktop-GL front end (DESIGN §1, §7) above the legacy backend boundary.
export { createFrontEndGL, UNIMPLEMENTED_METHODS, type FrontEndGL, type FrontEndOptions } from './create-gl.ts';
export { FrontEnd } from './front-end.ts';
export type * from './legacy-backend.ts';
export { GL45_MINIMUM_CAPS, RecordingBackend, type RecordedCall } from './recording-backend.ts';
export { TrackedBackend, type FrontEndPipeOptions } from './pipe-boundary.ts';
export { advertisedExtensions, EXTENSION_TABLE, type ExtensionEntry } from './entry-points/a-extensions.ts';
export { IMPLEMENTATION_LIMITS, type LimitRow } from './entry-points/c-implementation-limits.ts';
