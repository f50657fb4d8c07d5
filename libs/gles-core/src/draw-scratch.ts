// The per-draw scratch arrays of PrepareForDraw, shared by the program step (default-block uniform uploads) and
// the vertex-attrib-defaults step. One set for the whole backend, as before the split: the recorded driver-call
// stream snapshots whole arrays, so the attribute calls carry the same trailing words (left by the last uniform
// upload) as they always did, and no step allocates per draw.
export const drawScratchF = new Float32Array(16);
export const drawScratchI = new Int32Array(16);
export const drawScratchU = new Uint32Array(16);
