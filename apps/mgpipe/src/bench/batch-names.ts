// The bench batches' names and one-line summaries, in `mgpipe bench`'s order: the command table and --help read them
// without loading batches.ts (which imports the native addon and the scenario helpers).
export const BATCH_NAMES = {
  blendToggle: { name: 'blend-toggle', summary: 'enable(BLEND); draw; disable(BLEND); draw, repeated (the seeds\' batch)' },
  stateHeavy: { name: 'state-heavy', summary: 'bindVertexArray + bindTexture + uniform4f before every draw (the Minecraft-like frame\'s shape)' },
  uploadHeavy: { name: 'upload-heavy', summary: 'texSubImage2D of a 16x16 RGBA sprite into a 256x256 atlas before every draw (animated sprite atlas)' },
} as const;

export const BATCH_ORDER = [BATCH_NAMES.blendToggle, BATCH_NAMES.stateHeavy, BATCH_NAMES.uploadHeavy] as const;

/** Draws per measured loop unless `--draws` says otherwise; a multiple of 4, as every loop steps by 1, 2 or 4. */
export const DEFAULT_DRAWS = 10_000;
