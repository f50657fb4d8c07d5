import { describe, expect, it } from 'vitest';
import {
  DYNAMIC_CHUNKS,
  PIPELINE_CHUNKS,
  RENDER_STATE_LAYOUT_SIZE,
  RS,
  RenderStateParameters,
  pipelineSubsetHash,
} from '../src/index.ts';

describe('pipeline / dynamic partitions (G7 chunk table)', () => {
  it('tile the blob exactly once, each partition numbered from bit 0', () => {
    const owner = new Uint8Array(RENDER_STATE_LAYOUT_SIZE);
    for (const c of [...PIPELINE_CHUNKS, ...DYNAMIC_CHUNKS]) for (let i = c.offset; i < c.offset + c.length; i++) owner[i]++;
    expect(owner.every((x) => x === 1)).toBe(true);
    expect(PIPELINE_CHUNKS.map((c) => c.kindIndex)).toEqual(PIPELINE_CHUNKS.map((_c, i) => i));
    expect(DYNAMIC_CHUNKS.map((c) => c.kindIndex)).toEqual(DYNAMIC_CHUNKS.map((_c, i) => i));
    expect(PIPELINE_CHUNKS.length).toBeLessThanOrEqual(32);
    expect(DYNAMIC_CHUNKS.length).toBeLessThanOrEqual(32);
  });
});

describe('pipelineSubsetHash', () => {
  it('ignores dynamic fields and sees pipeline ones', () => {
    const p = new RenderStateParameters();
    const h0 = pipelineSubsetHash(p.bytes);
    p.set(RS.viewport, 7, 2);
    p.set(RS.clearColor, 0.5, 0);
    p.set(RS.sampleCoverageValue, 0.25);
    expect(pipelineSubsetHash(p.bytes)).toBe(h0);
    p.set(RS.depthFunc, 0x0203);
    expect(pipelineSubsetHash(p.bytes)).not.toBe(h0);
  });

  it('sees the last byte of the last pipeline chunk', () => {
    const p = new RenderStateParameters();
    const h0 = pipelineSubsetHash(p.bytes);
    const last = PIPELINE_CHUNKS[PIPELINE_CHUNKS.length - 1];
    p.bytes[last.offset + last.length - 1] ^= 1;
    expect(pipelineSubsetHash(p.bytes)).not.toBe(h0);
  });

  it('is a 53-bit integer and rejects a short blob', () => {
    const h = pipelineSubsetHash(new RenderStateParameters().bytes);
    expect(Number.isSafeInteger(h) && h >= 0).toBe(true);
    expect(() => pipelineSubsetHash(new Uint8Array(8))).toThrow(RangeError);
  });
});
