// ResidualValueBlock serialization, field by field (seeds §6.3 rule 3), little-endian at the declared offsets.
// The client side writes from anything shaped like the GLContext's value fields (structural type, so this
// shared library does not depend on gl-state); the server side reads into a ResidualValueBlock that the backend
// reads instead of the context (MGB_CTX in phase B). Retired members are simply absent from RESIDUAL_LAYOUT and
// are neither written nor read.

import { RESIDUAL_BLOCK_SIZE, RESIDUAL_ELEMENT_SIZE, RESIDUAL_LAYOUT, type ResidualMember } from './residual-layout.ts';

/**
 * What the client serializes from: GLContext satisfies it structurally. Every member has left the block (the pack
 * state, the last, with readback-pack's phase B on 2026-12-03), so nothing is read from it; a member added again
 * names the context fields its codec reads here.
 */
export type ResidualSource = object;

/**
 * The server's copy: what a backend reading the residual group uses in place of the context's value fields.
 * Holds the members the layout still carries — none now: the render-state blob, patchVertices, the current vertex
 * attributes and the pack state left with their subsystems' phase B, and their fields and codecs with them.
 */
export class ResidualValueBlock {}

type Codec = {
  write(dv: DataView, o: number, s: ResidualSource, u8: Uint8Array): void;
  read(dv: DataView, o: number, b: ResidualValueBlock): void;
};

/** One codec per member name: adding a member without its codec fails the coverage check below. */
const CODECS: Readonly<Record<string, Codec>> = {
};

for (const m of RESIDUAL_LAYOUT as readonly ResidualMember[]) {
  if (CODECS[m.name] === undefined) throw new Error(`ResidualValueBlock member ${m.name} has no field codec`);
}
/** Codec names whose member is no longer in RESIDUAL_LAYOUT (retired at phase B: dead code for a human to delete; a test lists them). */
export function retiredResidualCodecs(): string[] {
  return Object.keys(CODECS).filter((name) => !RESIDUAL_LAYOUT.some((m) => m.name === name));
}

// The DataView over the caller's reused buffer is cached, so the steady state allocates nothing.
let lastOut: Uint8Array | null = null;
let lastDv: DataView | null = null;

/** Writes the block into `out` (RESIDUAL_BLOCK_SIZE bytes; reuse one buffer: no allocation per call). */
export function serializeResidual(src: ResidualSource, out: Uint8Array): void {
  if (out.length < RESIDUAL_BLOCK_SIZE) throw new RangeError(`residual block buffer is ${out.length} bytes, need ${RESIDUAL_BLOCK_SIZE}`);
  if (out !== lastOut) {
    lastOut = out;
    lastDv = new DataView(out.buffer, out.byteOffset, RESIDUAL_BLOCK_SIZE);
  }
  const dv = lastDv!;
  // Padding is zeroed so equal state gives equal bytes (the suppressor hashes these bytes).
  out.fill(0, 0, RESIDUAL_BLOCK_SIZE);
  for (const m of RESIDUAL_LAYOUT) CODECS[m.name].write(dv, m.offset, src, out);
}

/** Reads a received block (already bounds-checked by the wire) into `dst`. */
export function deserializeResidual(bytes: Uint8Array, dst: ResidualValueBlock): void {
  if (bytes.length !== RESIDUAL_BLOCK_SIZE) throw new RangeError(`residual block is ${bytes.length} bytes, expected ${RESIDUAL_BLOCK_SIZE}`);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  for (const m of RESIDUAL_LAYOUT) CODECS[m.name].read(dv, m.offset, dst);
}

export { RESIDUAL_ELEMENT_SIZE };
