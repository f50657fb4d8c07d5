// MGHostSpan (seeds §4.5.7): the one thing in the interface whose shape depends on the transport. In monolith
// mode `ptr` views front-end shadow or application memory; in split mode it is null and (seg, offset, size)
// name bytes the tracker staged in SEG_STAGE (or kFromServerIndexMirror: the server's own index mirror, D-B7).

export interface MGHostSpan {
  /** Monolith: the bytes. Split: null (never crosses the wire). */
  readonly ptr: Uint8Array | null;
  readonly seg: number;
  readonly offset: bigint;
  readonly size: bigint;
}

/** seg value meaning "read the server's index host mirror" (zero wire traffic, D-B7). */
export const kFromServerIndexMirror = 0xffffffff;

export const kEmptyHostSpan: MGHostSpan = Object.freeze({ ptr: null, seg: 0, offset: 0n, size: 0n });

/** Resolve a span's bytes: one predictable branch. `segments` maps seg ids to mapped segments (split mode). */
export function mgpipeHostBytes(span: MGHostSpan, segments: (seg: number) => Uint8Array | null): Uint8Array | null {
  if (span.ptr !== null) return span.ptr;
  const seg = segments(span.seg);
  if (seg === null) return null;
  const start = Number(span.offset);
  const end = start + Number(span.size);
  return end <= seg.length ? seg.subarray(start, end) : null;
}

/** Reply of map_persistent (D4): the donated address range. */
export interface MGPMapResult {
  readonly ok: boolean;
  readonly bytes: Uint8Array | null;
}
