// The byte budgets of the two hottest records (brief: draw <= 32 bytes with header, bind_render_state <= 16;
// MobileGL spent 56 + 8, virgl 52, Venus 32). The numbers are measured from real encodes, not from the table.
import { describe, expect, it } from 'vitest';
import { MGPipeOp, kNullHandle } from '@mgpipe/pipe-types';
import { RingWriter, enc_draw_vbo, enc_bind_render_state, kRecordSizes } from '../src/index.ts';

describe('steady-state record sizes', () => {
  it('a VBO draw (one range, no user indices, no optional fields) takes 28 bytes including its header', () => {
    const w = new RingWriter(256);
    enc_draw_vbo(w, {
      mode: 4, indexSize: 2, flags: 0, instanceCount: 1, startInstance: 0, restartIndex: 0xffffffff,
      indexResource: kNullHandle, drawIdOffset: 0, minIndex: 0, maxIndex: 0, xfbCpuCapturedVertices: 0n,
      userIndices: { ptr: null, seg: 0, offset: 0n, size: 0n }, indirect: null,
      ranges: [{ start: 0, count: 36, indexBias: 0 }],
    });
    expect(w.pos).toBe(28);
    expect(w.pos).toBeLessThanOrEqual(32);
    expect(kRecordSizes[MGPipeOp.draw_vbo]!.steadyBytes).toBe(28);
  });

  it('a bind_render_state takes 16 bytes including its header', () => {
    const w = new RingWriter(256);
    enc_bind_render_state(w, { cso: { slot: 12, gen: 3 }, version: 9, pipelineVersion: 4 });
    expect(w.pos).toBe(16);
    expect(kRecordSizes[MGPipeOp.bind_render_state]!.steadyBytes).toBe(16);
  });

  it('an instanced draw pays only for what differs from the defaults', () => {
    const w = new RingWriter(256);
    enc_draw_vbo(w, {
      mode: 4, indexSize: 0, flags: 0, instanceCount: 100, startInstance: 0, restartIndex: 0xffffffff,
      indexResource: kNullHandle, drawIdOffset: 0, minIndex: 0, maxIndex: 0, xfbCpuCapturedVertices: 0n,
      userIndices: { ptr: null, seg: 0, offset: 0n, size: 0n }, indirect: null,
      ranges: [{ start: 0, count: 6, indexBias: 0 }],
    });
    expect(w.pos).toBe(32);
  });
});
