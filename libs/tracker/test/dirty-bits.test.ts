import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIRTY_BITS, DirtyBit, dirtyMask } from '../src/index.ts';

describe('dirty bits', () => {
  it('are unique, fit one 32-bit mask, and every object group names its walk', () => {
    const names = DIRTY_BITS.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeLessThan(32);
    for (const row of DIRTY_BITS) if (row.kind === 'object' && row.name !== 'NEW_INDEX_BUFFER') expect(row.walk, row.name).toBeTruthy();
  });

  it('derive bit indices and masks from list order', () => {
    expect(DirtyBit.NEW_FRAMEBUFFER).toBe(0);
    expect(dirtyMask('NEW_FRAMEBUFFER', 'NEW_SHADER')).toBe(0b11);
  });
});

describe('dirty bits against the catalog', () => {
  it('emit only calls the MGPipe catalog has', () => {
    const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '../../../schema/pipe-calls.json'), 'utf8'));
    const calls = new Set((catalog.calls as { name: string }[]).map((c) => c.name));
    for (const row of DIRTY_BITS) for (const call of row.emits) expect(calls.has(call), `${row.name} emits ${call}`).toBe(true);
  });
});
