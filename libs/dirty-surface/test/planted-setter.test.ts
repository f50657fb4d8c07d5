// A new setter in the front end without a table row must fail with a message naming it. The setter is
// planted in an in-memory copy of an entry-point file; the real tree is never edited.
import { describe, expect, it } from 'vitest';
import { PLANT_FILE, checkTable, createScanProgram, plantedSetterSource, readTable, scanFrontEnd, scanPlanted } from '../src/index.ts';

describe('dirty-surface', () => {
  const program = createScanProgram();
  const table = readTable();

  it('maps every mutator of the real front end (gen-check passes)', () => {
    const r = checkTable(scanFrontEnd(program), table);
    expect(r.failures).toEqual([]);
    expect(r.summary.mapped).toBe(r.summary.mutators);
  });

  it('fails naming a planted setter that has no row', () => {
    const planted = scanPlanted(new Map([[PLANT_FILE, (t: string) => t + plantedSetterSource('plantedLineWidthSetter')]]), program);
    const { failures } = checkTable(planted, table);
    expect(failures.filter((f) => f.startsWith('no row:'))).toEqual([
      expect.stringContaining('no row: gl-impl:plantedLineWidthSetter mutates RenderState.SetLineWidth'),
    ]);
  });
});
