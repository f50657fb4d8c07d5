// The stream-output receiver (backend-gles state/stream-output-receiver.ts), no driver: the real tracker (xfb-queries
// bit) pushes into the receiver's table, and the streamOutput view ends up naming the bound XFB object and its target
// buffers by handle with the glBindBufferRange arguments the test made; protocol faults are
// Fatal{ProtocolCorruption}; the planted test fault moves every target. Expected values are the GL calls' arguments.
import { StreamOutputView } from '@mgpipe/gles-core';
import { GLContext } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { MGPipeFatal, MGPipeKind, VerbClass, emptyMGPipeContext, type MGPipeHandle } from '@mgpipe/pipe-types';
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

/** The receiver with its span side: a recording stand-in for the library and for PipeInputs' fill point. */
function spans(options: { verify?: boolean; clientCounts?: boolean; ownCount?: number; dropped?: boolean } = {}) {
  const view = new StreamOutputView();
  const table = emptyMGPipeContext();
  const calls: string[] = [];
  const report = { verbs: 0, divergences: 0, first: [] as string[], xfbSpans: 0 };
  const receiver = new StreamOutputReceiver(view, { checkBuffer: () => undefined, destroyed: (slot) => calls.push(`destroyed ${slot}`) },
    { xfbBinds: 0, xfbDeletes: 0, targetSets: 0 }, false, {
      inputs: { beginVerb: (cls: number) => { calls.push(`verb ${cls === VerbClass.xfbSpan ? 'xfbSpan' : cls} capturing=${view.capturing}`); }, report } as never,
      commands: {
        beginTransformFeedback: (mode: number) => { calls.push(`begin ${mode}`); },
        endTransformFeedback: () => { calls.push('end'); },
        pauseTransformFeedback: () => { calls.push('pause'); },
        resumeTransformFeedback: () => { calls.push('resume'); },
        capturedVertices: (object: number) => { calls.push(`counted ${object}`); return options.ownCount ?? 0; },
        captureCounted: () => options.dropped !== true,
      },
      verify: options.verify ?? false, clientCounts: options.clientCounts ?? false,
    });
  receiver.install(table);
  const X = { slot: 1, gen: 0 }, Y = { slot: 2, gen: 0 };
  const acc = (primitivesWritten: bigint, verticesCaptured: bigint) => ({ accounting: { primitivesWritten, verticesCaptured } });
  return { view, table, calls, report, receiver, X, Y, acc };
}

describe('stream-output receiver: the span calls', () => {
  it('begin / pause / resume / end run in the library after the verb opens, with the object\'s capture state already set', () => {
    const { view, table, calls, X, acc } = spans();
    table.bind_stream_output_object!({ xfb: X });
    table.begin_stream_output!({ primitiveMode: GL.TRIANGLES });
    table.pause_stream_output!({});
    table.resume_stream_output!({});
    table.end_stream_output!(acc(2n, 6n));
    expect(calls).toEqual([
      'verb xfbSpan capturing=true', `begin ${GL.TRIANGLES}`,
      'verb xfbSpan capturing=false', 'pause',
      'verb xfbSpan capturing=true', 'resume',
      'verb xfbSpan capturing=false', 'end',
    ]);
    expect(view.capturing).toBe(false);
    // POINTS is GL enum 0: still a span mode (the first version of this receiver took 0 for "not active").
    table.begin_stream_output!({ primitiveMode: GL.POINTS });
    table.end_stream_output!(acc(5n, 5n));
    expect(calls.slice(-3)).toEqual([`begin ${GL.POINTS}`, 'verb xfbSpan capturing=false', 'end']);
  });

  it('capturing is per object: a paused object rebound elsewhere and back stays paused until its resume', () => {
    const { view, table, X, Y } = spans();
    table.bind_stream_output_object!({ xfb: X });
    table.begin_stream_output!({ primitiveMode: GL.POINTS });
    table.pause_stream_output!({});
    table.bind_stream_output_object!({ xfb: Y }); // GL allows binding another object while the active one is paused
    expect(view.capturing).toBe(false);
    table.begin_stream_output!({ primitiveMode: GL.LINES });
    expect(view.capturing).toBe(true);
    table.end_stream_output!({ accounting: { primitivesWritten: 0n, verticesCaptured: 0n } });
    table.bind_stream_output_object!({ xfb: X });
    expect(view.capturing).toBe(false);
    table.resume_stream_output!({});
    expect(view.capturing).toBe(true);
  });

  it('span calls out of order, another primitive mode and an impossible accounting are ProtocolCorruption', () => {
    const corrupt = (f: () => void) => {
      try { f(); } catch (e) { return e instanceof MGPipeFatal && e.kind === 'ProtocolCorruption' ? e.message : `other: ${String(e)}`; }
      return 'no throw';
    };
    const s = spans();
    expect(corrupt(() => s.table.begin_stream_output!({ primitiveMode: GL.POINTS }))).toMatch(/no live XFB object is bound/);
    s.table.bind_stream_output_object!({ xfb: s.X });
    expect(corrupt(() => s.table.begin_stream_output!({ primitiveMode: GL.LINE_STRIP }))).toMatch(/primitive mode/);
    expect(corrupt(() => s.table.end_stream_output!(s.acc(0n, 0n)))).toMatch(/not active/);
    expect(corrupt(() => s.table.pause_stream_output!({}))).toMatch(/not active/);
    s.table.begin_stream_output!({ primitiveMode: GL.TRIANGLES });
    expect(corrupt(() => s.table.begin_stream_output!({ primitiveMode: GL.TRIANGLES }))).toMatch(/already active/);
    expect(corrupt(() => s.table.resume_stream_output!({}))).toMatch(/not paused/);
    s.table.pause_stream_output!({});
    expect(corrupt(() => s.table.pause_stream_output!({}))).toMatch(/already paused/);
    expect(corrupt(() => s.table.delete_stream_output_object!({ xfb: s.X }))).toMatch(/is bound/);
    s.table.bind_stream_output_object!({ xfb: s.Y });
    expect(corrupt(() => s.table.delete_stream_output_object!({ xfb: s.X }))).toMatch(/is active/);
    s.table.bind_stream_output_object!({ xfb: s.X });
    // TRIANGLES: 3 vertices per primitive; negative and past-2^53 counts.
    expect(corrupt(() => s.table.end_stream_output!(s.acc(2n, 5n)))).toMatch(/accounting/);
    expect(corrupt(() => s.table.end_stream_output!(s.acc(-1n, -3n)))).toMatch(/accounting/);
    expect(corrupt(() => s.table.end_stream_output!(s.acc(2n ** 53n, 3n * 2n ** 53n)))).toMatch(/accounting/);
    // The refused calls changed nothing: the span is still active and ends with a consistent accounting.
    expect(corrupt(() => s.table.end_stream_output!(s.acc(2n, 6n)))).toBe('no throw');
  });

  it('verify: each call is compared with the legacy span verb handed over; the client count with this backend\'s', () => {
    const s = spans({ verify: true, clientCounts: true, ownCount: 6 });
    s.table.bind_stream_output_object!({ xfb: s.X });
    s.receiver.expectXfbSpan('begin', GL.TRIANGLES);
    s.table.begin_stream_output!({ primitiveMode: GL.TRIANGLES });
    s.receiver.expectXfbSpan('pause', 0);
    s.table.pause_stream_output!({});
    s.receiver.expectXfbSpan('resume', 0);
    s.table.resume_stream_output!({});
    s.receiver.expectXfbSpan('end', 0);
    s.table.end_stream_output!(s.acc(2n, 6n));
    expect(s.calls).toContain('counted 1');
    expect([s.report.xfbSpans, s.report.divergences]).toEqual([4, 0]);
    // Planted differences: another mode, another verb, no legacy verb at all, a count the backend did not make.
    s.receiver.expectXfbSpan('begin', GL.POINTS);
    expect(() => s.table.begin_stream_output!({ primitiveMode: GL.TRIANGLES })).toThrow(MGPipeFatal);
    expect(s.report.first.at(-1)).toMatch(/^begin_stream_output@xfbSpan: begin 0x4, legacy begin 0x0/);
    s.receiver.expectXfbSpan('resume', 0);
    expect(() => s.table.pause_stream_output!({})).toThrow(/pause_stream_output@xfbSpan/);
    expect(() => s.table.resume_stream_output!({})).toThrow(/resume_stream_output@xfbSpan/);
    expect(s.report.first.at(-1)).toMatch(/no legacy span verb expected/);
    s.receiver.expectXfbSpan('end', 0);
    expect(() => s.table.end_stream_output!(s.acc(3n, 9n))).toThrow(/end_stream_output@xfbSpan/);
    expect(s.report.first.at(-1)).toMatch(/verticesCaptured 9, this backend counted 6/);
    expect(s.report.divergences).toBe(4);
    // Draws pulled (the client does not count them): the accounting is not compared.
    const p = spans({ verify: true, clientCounts: false, ownCount: 6 });
    p.table.bind_stream_output_object!({ xfb: p.X });
    p.receiver.expectXfbSpan('begin', GL.POINTS);
    p.table.begin_stream_output!({ primitiveMode: GL.POINTS });
    p.receiver.expectXfbSpan('end', 0);
    p.table.end_stream_output!(p.acc(0n, 0n));
    expect([p.report.divergences, p.calls.includes('counted 1')]).toEqual([0, false]);
    // A span with a draw this backend dropped (no driver program): its count is not compared either.
    const d = spans({ verify: true, clientCounts: true, ownCount: 0, dropped: true });
    d.table.bind_stream_output_object!({ xfb: d.X });
    d.receiver.expectXfbSpan('begin', GL.POINTS);
    d.table.begin_stream_output!({ primitiveMode: GL.POINTS });
    d.receiver.expectXfbSpan('end', 0);
    d.table.end_stream_output!(d.acc(1n, 1n));
    expect([d.report.divergences, d.calls.includes('counted 1')]).toEqual([0, false]);
  });
});
