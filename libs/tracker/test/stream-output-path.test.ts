// NEW_SO_TARGETS through the validate loop (object-emitters.ts emitStreamOutput), no backend: the bound XFB object
// leaves as a handle<Xfb> (bind_stream_output_object, suppressed while the same handle stays bound), its targets as
// buffer handles with offsets and sizes resolved live (a whole-buffer binding sees a later glBufferData), and a
// deleted object as delete_stream_output_object whose slot the next object reuses at gen + 1. Expected values are
// the GL calls' arguments stated in each step.
import { GLContext, WHOLE_BUFFER } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, RecordingPipeContext } from '../src/index.ts';

interface H { slot: number; gen: number }
interface Targets { targets: { buffer: H; offset: bigint; size: bigint }[] }

function setup() {
  const ctx = new GLContext();
  const rec = new RecordingPipeContext();
  const tracker = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: subsystemMask('xfb-queries'), noCsoContentAddressing: false } });
  const of = (name: string) => rec.calls.filter((c) => c.name === name).map((c) => c.payload);
  return { ctx, rec, tracker, of };
}

describe('xfb-queries bit: bind_stream_output_object / set_stream_output_targets / delete_stream_output_object', () => {
  it('names the bound XFB object by handle, once per binding change, and its targets by buffer handle with live sizes', () => {
    const { ctx, rec, tracker, of } = setup();
    const buf = ctx.objects.CreateBuffer();
    buf.AllocateStorage(256, null, GL.DYNAMIC_COPY, 0, false);
    const x = ctx.objects.CreateTransformFeedback();
    ctx.BindTransformFeedback(x);
    x.bindings.BindRange(0, buf, 0, WHOLE_BUFFER); // glBindBufferBase
    tracker.validateForXfbSpan();
    const binds = of('bind_stream_output_object') as { xfb: H }[];
    expect(binds.length).toBe(1);
    const xh = binds[0].xfb;
    expect(xh.slot === 0 && xh.gen === 0).toBe(false); // a real handle, not the null one
    const t0 = (of('set_stream_output_targets') as Targets[]).at(-1)!;
    expect(t0.targets[0].offset).toBe(0n);
    expect(t0.targets[0].size).toBe(256n);
    const bh = t0.targets[0].buffer;
    expect(bh.slot === 0 && bh.gen === 0).toBe(false);

    // Same binding, a draw-class validate after a new glBufferData: no second bind, the targets' size follows.
    buf.AllocateStorage(64, null, GL.DYNAMIC_COPY, 0, false);
    ctx.generations.BumpAnyBufferChange();
    tracker.validateForDraw();
    expect(of('bind_stream_output_object').length).toBe(1);
    expect((of('set_stream_output_targets') as Targets[]).at(-1)!.targets[0].size).toBe(64n);

    // Back to the default object and again to x: two binds, x under the handle it had.
    ctx.BindTransformFeedback(null);
    tracker.validateForDraw();
    ctx.BindTransformFeedback(x);
    tracker.validateForDraw();
    const all = (of('bind_stream_output_object') as { xfb: H }[]).map((p) => p.xfb);
    expect(all.length).toBe(3);
    expect(all[1]).not.toEqual(xh);
    expect(all[2]).toEqual(xh);
    expect(rec.calls.some((c) => c.name === 'delete_stream_output_object')).toBe(false);
  });

  it('a deleted XFB object leaves as delete_stream_output_object after the new binding; its slot comes back at gen + 1', () => {
    const { ctx, rec, tracker, of } = setup();
    const x = ctx.objects.CreateTransformFeedback();
    ctx.BindTransformFeedback(x);
    tracker.validateForDraw();
    const xh = (of('bind_stream_output_object') as { xfb: H }[])[0].xfb;
    ctx.DeleteTransformFeedback(x); // bound: unbound first (the default object is bound again)
    rec.clear();
    tracker.validateForDraw();
    expect(rec.names().filter((n) => n !== 'set_stream_output_targets')).toEqual(['bind_stream_output_object', 'delete_stream_output_object']);
    expect((of('delete_stream_output_object') as { xfb: H }[])[0].xfb).toEqual(xh);
    const y = ctx.objects.CreateTransformFeedback();
    ctx.BindTransformFeedback(y);
    tracker.validateForDraw();
    expect((of('bind_stream_output_object') as { xfb: H }[]).at(-1)!.xfb).toEqual({ slot: xh.slot, gen: xh.gen + 1 });
    // Deleting it again while unbound: noticed at the next walk, sent once.
    ctx.BindTransformFeedback(null);
    ctx.DeleteTransformFeedback(y);
    tracker.validateForDraw();
    tracker.validateForDraw();
    expect(of('delete_stream_output_object').length).toBe(2);
  });
});
