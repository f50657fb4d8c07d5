// The demo's defaults that its command-line entry shows in --help; kept apart from scene.ts, which imports the stack.

/** Frames rendered unless --frames says otherwise; the images are the last frame's. */
export const DEFAULT_FRAMES = 8;
