import { describe, expect, it } from 'vitest';
import { grownSlotTable, slotTableSize } from '../src/typed-array-growth.ts';

describe('grownSlotTable', () => {
  it('keeps the entries, fills the new ones, and keeps the kind', () => {
    const f = grownSlotTable(Float64Array.of(1.5, -1, 3), 6, -1);
    expect(f).toBeInstanceOf(Float64Array);
    expect([...f]).toEqual([1.5, -1, 3, -1, -1, -1]);
    const i = grownSlotTable(Int32Array.of(7, 8), 4, 0);
    expect(i).toBeInstanceOf(Int32Array);
    expect([...i]).toEqual([7, 8, 0, 0]);
    const u = grownSlotTable(Uint8Array.of(1), 3, 1);
    expect(u).toBeInstanceOf(Uint8Array);
    expect([...u]).toEqual([1, 1, 1]);
  });
  it('refuses to shrink or a size that is not an integer', () => {
    expect(() => grownSlotTable(new Int32Array(4), 3, 0)).toThrow(RangeError);
    expect(() => grownSlotTable(new Int32Array(4), 4.5, 0)).toThrow(RangeError);
  });
  it('sizes: room for the slot, at least double', () => {
    expect(slotTableSize(0, 0)).toBe(16);
    expect(slotTableSize(16, 16)).toBe(32);
    expect(slotTableSize(16, 100)).toBe(101);
  });
});
