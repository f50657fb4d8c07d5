// Per-slot tables kept in typed arrays (handle slots on both sides of the pipe: what was sent, what is live) grow by
// copying into a longer array when a slot past the end arrives. One spelling for the tracker's and the backend's
// tables, each of which had its own copy-and-fill.

/** A typed array these tables use (numbers in, numbers out). */
export type SlotTable = Float64Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Uint8Array<ArrayBuffer>;

/**
 * `a`'s entries in a new array of the same kind, `size` long (at least `a.length`), the entries past `a`'s end `fill`
 * (the table's "nothing here"). Not for per-draw use: it allocates.
 */
export function grownSlotTable<T extends SlotTable>(a: T, size: number, fill: number): T {
  if (!Number.isInteger(size) || size < a.length) throw new RangeError(`grownSlotTable: size ${size} is below the table's ${a.length}`);
  const b = new (a.constructor as new (length: number) => T)(size);
  b.set(a as ArrayLike<number> as never);
  if (fill !== 0) b.fill(fill, a.length);
  return b;
}

/** The size a table that must hold `slot` grows to: doubling, so a run of new slots copies O(n) in all. */
export function slotTableSize(length: number, slot: number): number {
  return Math.max(slot + 1, length * 2, 16);
}
