// @mgpipe/tracker: the client-side state tracker (seeds §5).
export { DIRTY_BITS, DirtyBit, dirtyMask, type DirtyBitName, type DirtyBitRow, type DirtyGroupKind } from './dirty-bits.ts';
