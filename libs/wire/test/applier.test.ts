// The applier's dispatch: decoded record -> the right table entry; replies go to the sink; a null entry, a
// retired/unknown opcode or a malformed wrap marker is ProtocolCorruption, never a call.
import { describe, expect, it } from 'vitest';
import { MGPipeFatal, MGPipeOp, emptyMGPipeContext } from '@mgpipe/pipe-types';
import { RingWriter, applyBatch, enc_bind_render_state, enc_fence_status, enc_set_patch_state } from '../src/index.ts';
import { noopTables } from './support.ts';

describe('applier dispatch', () => {
  it('calls each entry with its decoded payload and routes replies', () => {
    const calls: [string, unknown][] = [];
    const { screen, ctx } = noopTables((n, p) => (calls.push([n, p]), n === 'fence_status' ? 1 : undefined));
    const replies: unknown[] = [];
    const w = new RingWriter(1024);
    enc_bind_render_state(w, { cso: { slot: 5, gen: 2 }, version: 1, pipelineVersion: 1 });
    enc_set_patch_state(w, { vertices: 3, outer: [1, 2, 3, NaN], inner: [-0, 0.5] });
    enc_fence_status(w, { fence: { slot: 9, gen: 1 }, reply: 77 });
    expect(applyBatch(w.u8, 0, w.pos, screen, ctx, (op, slot, v) => replies.push([op, slot, v]))).toBe(w.pos);
    expect(calls.map((c) => c[0])).toEqual(['bind_render_state', 'set_patch_state', 'fence_status']);
    expect((calls[1][1] as { outer: number[] }).outer[3]).toBeNaN();
    expect(Object.is((calls[1][1] as { inner: number[] }).inner[0], -0)).toBe(true);
    expect(replies).toEqual([[MGPipeOp.fence_status, 77, 1]]);
  });

  it('treats a call to a null entry as a protocol violation', () => {
    const { screen } = noopTables();
    const w = new RingWriter(64);
    enc_bind_render_state(w, { cso: { slot: 5, gen: 2 }, version: 1, pipelineVersion: 1 });
    const err = (() => {
      try {
        applyBatch(w.u8, 0, w.pos, screen, emptyMGPipeContext(), () => undefined);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(MGPipeFatal);
    expect((err as MGPipeFatal).kind).toBe('ProtocolCorruption');
    expect((err as MGPipeFatal).opcode).toBe(MGPipeOp.bind_render_state);
    expect((err as MGPipeFatal).offset).toBe(0);
  });

  it('stops at a wrap marker and rejects unknown opcodes', () => {
    const { screen, ctx } = noopTables();
    const w = new RingWriter(64);
    enc_bind_render_state(w, { cso: { slot: 1, gen: 1 }, version: 1, pipelineVersion: 1 });
    const end = w.pos;
    w.wrap();
    expect(applyBatch(w.u8, 0, 64, screen, ctx, () => undefined)).toBe(end);
    w.dv.setUint16(0, 999, true);
    expect(() => applyBatch(w.u8, 0, end, screen, ctx, () => undefined)).toThrow(/unknown opcode 999/);
  });

  it('throws WireEncodeError when the ring is full and no onFull hook drains it', () => {
    const w = new RingWriter(16);
    enc_bind_render_state(w, { cso: { slot: 1, gen: 1 }, version: 1, pipelineVersion: 1 });
    expect(() => enc_bind_render_state(w, { cso: { slot: 1, gen: 1 }, version: 1, pipelineVersion: 1 })).toThrow(/ring full/);
  });
});
