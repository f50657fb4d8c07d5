import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { COUNTED_LIST_PNAMES, queryValueCount } from '../src/index.ts';

describe('queryValueCount (GL 4.5 core state tables)', () => {
  it('gives the vector sizes of the state tables', () => {
    expect(queryValueCount(GL.VIEWPORT)).toBe(4);
    expect(queryValueCount(GL.COLOR_WRITEMASK)).toBe(4);
    expect(queryValueCount(GL.DEPTH_RANGE)).toBe(2);
    expect(queryValueCount(GL.COMPUTE_WORK_GROUP_SIZE)).toBe(3);
    expect(queryValueCount(GL.MAX_TEXTURE_SIZE)).toBe(1);
  });

  it('counts one value per index for the per-axis compute limits, three when unindexed', () => {
    expect(queryValueCount(GL.MAX_COMPUTE_WORK_GROUP_COUNT, true)).toBe(1);
    expect(queryValueCount(GL.VIEWPORT, true)).toBe(4);
  });

  it('names the count query of each list-valued pname', () => {
    expect(COUNTED_LIST_PNAMES.get(GL.COMPRESSED_TEXTURE_FORMATS)).toBe(GL.NUM_COMPRESSED_TEXTURE_FORMATS);
  });
});
