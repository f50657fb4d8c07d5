// The stream-output receiver (backend-gles state/stream-output-receiver.ts), no driver: the real tracker (xfb-queries
// bit) pushes into the receiver's table, and the streamOutput view ends up naming the bound XFB object and its target
// buffers by handle with the glBindBufferRange arguments the test made; protocol faults are
// Fatal{ProtocolCorruption}; the planted test fault moves every target. Expected values are the GL calls' arguments.
import { StreamOutputView } from '@mgpipe/gles-core';
import { GLContext } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { MGPipeFatal, MGPipeKind, emptyMGPipeContext, type MGPipeHandle } from '@mgpipe/pipe-types';
import { MGPipeTracker } from '@mgpipe/tracker';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { StreamOutputReceiver } from '../src/state/stream-output-receiver.ts';

function wired(fault = false) {
  const ctx = new GLContext();
  const view = new StreamOutputView();
  const table = emptyMGPipeContext();
  const destroyed: number[] = [];
  const deadBuffers = new Set<string>();
  const key = (h: MGPipeHandle) => `${h.slot}:${h.gen}`;
  const receiver = new StreamOutputReceiver(view, {
    checkBuffer: (h, call) => { if (deadBuffers.has(key(h))) throw new MGPipeFatal('ProtocolCorruption', `${call}: buffer ${key(h)}`); },
    destroyed: (slot) => destroyed.push(slot),
  }, { xfbBinds: 0, xfbDeletes: 0, targetSets: 0 }, fault);
  receiver.install(table);
  const tracker = new MGPipeTracker(ctx, table, { switches: { pushMask: subsystemMask('xfb-queries'), noCsoContentAddressing: false } });
  const buf = ctx.objects.CreateBuffer();
  buf.AllocateStorage(256, null, GL.DYNAMIC_COPY, 0, false);
  return { ctx, view, table, receiver, tracker, destroyed, deadBuffers, key, buf };
}

describe('stream-output receiver', () => {
  it('the view names the bound object and its targets by handle, with the client-resolved ranges', () => {
    const { ctx, view, tracker, buf } = wired();
    const x = ctx.objects.CreateTransformFeedback();
    ctx.BindTransformFeedback(x);
    x.bindings.BindRange(1, buf, 16, 64); // glBindBufferRange(TRANSFORM_FEEDBACK_BUFFER, 1, buf, 16, 64)
    tracker.validateForXfbSpan();
    const xh = tracker.handles.peek(x)!;
    const bh = tracker.handles.peek(buf)!;
    expect(view.pushed).toBe(true);
    expect([view.object, view.objectGen]).toEqual([xh.slot, xh.gen]);
    expect(view.count).toBe(2);
    expect(view.hasPushedBuffer(0)).toBe(false);
    expect([view.bufferSlots[1], view.bufferGens[1], view.offsets[1], view.sizes[1]]).toEqual([bh.slot, bh.gen, 16, 64]);
    expect(view.fronts.every((f) => f === null)).toBe(true);
    // Capacity for a 16-byte stride at point 1: 64 / 16 vertices.
    view.strides[1] = 16;
    expect(view.capacity()).toBe(4);
  });

  it('a deleted object is destroyed once; its slot comes back at gen + 1; protocol faults are ProtocolCorruption', () => {
    const { ctx, view, table, tracker, destroyed, deadBuffers, key, buf } = wired();
    const x = ctx.objects.CreateTransformFeedback();
    ctx.BindTransformFeedback(x);
    tracker.validateForDraw();
    const xh = { ...tracker.handles.peek(x)! };
    ctx.DeleteTransformFeedback(x);
    tracker.validateForDraw();
    expect(destroyed).toEqual([xh.slot]);
    expect(() => table.bind_stream_output_object!({ xfb: xh })).toThrow(MGPipeFatal); // deleted
    expect(() => table.delete_stream_output_object!({ xfb: xh })).toThrow(/not a live/);
    const y = ctx.objects.CreateTransformFeedback();
    ctx.BindTransformFeedback(y);
    tracker.validateForDraw();
    expect([view.object, view.objectGen]).toEqual([xh.slot, xh.gen + 1]);
    expect(() => table.delete_stream_output_object!({ xfb: { slot: xh.slot, gen: xh.gen + 1 } })).toThrow(/is bound/);
    // A target naming a buffer the buffers table no longer holds.
    y.bindings.BindRange(0, buf, 0, 32);
    deadBuffers.add(key(tracker.handles.handleOf(MGPipeKind.Buffer, buf)));
    expect(() => tracker.validateForDraw()).toThrow(/set_stream_output_targets/);
  });

  it('test fault: every pushed target lands 4 bytes further with 4 bytes less (none stays none)', () => {
    const { ctx, view, tracker, buf } = wired(true);
    ctx.transformFeedback.bindings.BindRange(0, buf, 8, 40);
    tracker.validateForDraw();
    expect([view.offsets[0], view.sizes[0]]).toEqual([12, 36]);
  });
});
