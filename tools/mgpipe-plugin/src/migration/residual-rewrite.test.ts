// retireResidualMembers reads each row's element type and count from @mgpipe/migration's table, or from the row
// when the loaded table does not have it and the row states them as literals; a row with neither is refused.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { retireResidualMembers } from './residual-rewrite.ts';

const PACK_LAYOUT = readFileSync(join(import.meta.dirname, '../generators/advance-phase/fixtures/residual-layout.pack-members.txt'), 'utf8');

describe('retireResidualMembers', () => {
  it('re-declares the kept rows\' offsets from their literal types and counts and lowers the size', () => {
    const text = PACK_LAYOUT.replace("{ name: 'packSwapBytes', subsystem: 'readback-pack'", "{ name: 'packSwapBytes', subsystem: 'patch-state'");
    const r = retireResidualMembers(text, 'readback-pack');
    expect(r.retired).toHaveLength(7);
    expect(r.oldSize).toBe(28);
    // One u8 left: offset 0, size 4-aligned.
    expect(r.text).toContain("{ name: 'packSwapBytes', subsystem: 'patch-state', type: 'u8', count: 1, offset: 0,");
    expect(r.newSize).toBe(4);
    expect(r.text).toContain('export const RESIDUAL_BLOCK_SIZE = 4;');
  });

  it('refuses a row the library does not know whose count is not a literal (negative control)', () => {
    const text = PACK_LAYOUT.replace("type: 'u32', count: 1, offset: 0,", "type: 'u32', count: ATTRIBS * 4, offset: 0,");
    expect(() => retireResidualMembers(text, 'patch-state')).toThrow(/packRowLength.*literal type and count/);
  });
});
