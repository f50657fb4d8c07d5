// The xfb-queries subsystem's receive path for transform feedback (issue 17, phase B): the streamOutput MGB_CTX group
// filled from the payloads only, never from a front-end object, and the span verbs run from what was pushed. What
// arrives (tracker object-emitters.ts emitStreamOutput, xfb-span-emitters.ts):
//   bind_stream_output_object    the bound XFB object as a handle<Xfb>. There is no create call: an object becomes
//                                live at its first bind (GL: glBindTransformFeedback creates it); a slot comes back
//                                only after its delete, at a higher gen. The view's `capturing` becomes that object's
//                                (active and not paused: the span calls below keep it per object, GL 4.6 §13.3).
//   set_stream_output_targets    the bound object's bind points: buffer handles (checked live in the buffers
//                                subsystem's table), offsets and sizes resolved on the client; copied into the view.
//   delete_stream_output_object  the object goes (never the bound one: the client rebinds first); `destroyed`
//                                tells the owner of its driver XFB object and counts (query-commands' twins).
//   begin_stream_output          glBeginTransformFeedback(primitiveMode) on the bound object: POINTS / LINES /
//                                TRIANGLES only, the object bound and not active.
//   end_stream_output            glEndTransformFeedback on the active bound object, with the client's CPU accounting
//                                (MGPXfbAccounting, kCapCpuXfbPrimitiveAccounting): whole primitives of the span's
//                                mode, so verticesCaptured = primitivesWritten × vertices per primitive.
//   pause / resume_stream_output the active bound object, not paused / paused.
// Each span call updates the object's state first (so the verb's fill point sees what the front end recorded), then
// opens the verb (PipeInputs.beginVerb(xfbSpan)) and runs it in the library (gles-xfb-queries QueryCommands: the
// capture binds the targets by handle, strides from the pushed draw program).
// A bind of a deleted or out-of-date handle, a delete of a handle that is not live or is bound, a target naming a
// buffer that is not live, a span call out of order, another primitive mode and an inconsistent or out-of-range
// accounting are Fatal{ProtocolCorruption}. Payloads are valid for the call only: copied.
// MOBILEGL_PIPE_VERIFY: the front end hands over the legacy span verb first (DrawVerifyHooks.expectXfbSpan); the call
// must be the same verb with the same mode (Fatal{PipeVerifyDiffer, "<call>@xfbSpan"}), and, when the client counts
// every draw (draws pushed as draw_vbo), end_stream_output's verticesCaptured must equal the count this backend kept
// (unless it dropped one of the span's draws for want of a driver program).
//
// Test fault (test-only, latched): every pushed target lands 4 bytes further with 4 bytes less (the capture writes
// elsewhere), the push twin of the alias fault in xfb-inputs.ts.
import { STREAM_OUTPUT_SLOTS, settleComparison, type PipeInputs, type StreamOutputView } from '@mgpipe/gles-core';
import { MGPipeFatal, VerbClass, type EndStreamOutputPayload, type MGPipeContext, type MGPipeHandle } from '@mgpipe/pipe-types';
import type { QueryCommands } from '@mgpipe/gles-xfb-queries';
import { GL } from '@mgpipe/value-types';

/** The span verbs' side of the receiver (null: only the object / target calls are installed, as in the state tests). */
export interface XfbSpanHooks {
  readonly inputs: Pick<PipeInputs, 'beginVerb' | 'report'>;
  /** The library's capture (gles-xfb-queries). */
  readonly commands: Pick<QueryCommands, 'beginTransformFeedback' | 'endTransformFeedback' | 'pauseTransformFeedback' | 'resumeTransformFeedback' | 'capturedVertices' | 'captureCounted'>;
  readonly verify: boolean;
  /**
   * The client counts every draw it sends while capturing (draws pushed as draw_vbo, tracker xfb-counter.ts): then
   * end_stream_output's verticesCaptured is comparable with this backend's own count.
   */
  readonly clientCounts: boolean;
}

export type XfbSpanVerb = 'begin' | 'end' | 'pause' | 'resume';

/** GL's vertices per captured primitive of a span's mode (POINTS 1, LINES 2, TRIANGLES 3); 0: not a span mode. */
function perPrimitive(mode: number): number {
  return mode === GL.POINTS ? 1 : mode === GL.LINES ? 2 : mode === GL.TRIANGLES ? 3 : 0;
}

export interface StreamOutputReceiverStats {
  xfbBinds: number;
  xfbDeletes: number;
  targetSets: number;
  /** begin / end / pause / resume_stream_output received. */
  xfbSpans?: number;
}

/** What the receiver needs of the rest of the server. */
export interface StreamOutputHooks {
  /** Throws Fatal{ProtocolCorruption} naming `call` when `h` is not a live buffer handle. */
  checkBuffer(h: MGPipeHandle, call: string): void;
  /** The XFB object in handle slot `slot` was deleted (its driver object and counts can go). */
  destroyed(slot: number): void;
}

export class StreamOutputReceiver {
  /** Per Xfb slot: the live gen (-1: deleted or never bound) and the highest gen seen (a reuse must exceed it). */
  private readonly liveGen: number[] = [];
  private readonly lastGen: number[] = [];
  /** Per Xfb slot: whether the object is active, its span's primitive mode (POINTS is 0) and whether it is paused. */
  private readonly active: boolean[] = [];
  private readonly activeMode: number[] = [];
  private readonly paused: boolean[] = [];
  /** Verify: the legacy span verb handed over last ('' : none) and its mode. */
  private expectedVerb: XfbSpanVerb | '' = '';
  private expectedMode = 0;

  constructor(private readonly view: StreamOutputView, private readonly hooks: StreamOutputHooks,
    readonly stats: StreamOutputReceiverStats, private readonly testFault: boolean, private readonly spans: XfbSpanHooks | null = null) {}

  install(t: MGPipeContext): void {
    t.bind_stream_output_object = (p) => this.bind(p.xfb);
    t.delete_stream_output_object = (p) => this.delete(p.xfb);
    t.set_stream_output_targets = (p) => this.setTargets(p.targets);
    if (this.spans === null) return;
    t.begin_stream_output = (p) => this.begin(p.primitiveMode);
    t.end_stream_output = (p) => this.end(p);
    t.pause_stream_output = () => this.pauseOrResume('pause');
    t.resume_stream_output = () => this.pauseOrResume('resume');
  }

  /** Verify: the legacy span verb the front end would have called (DrawVerifyHooks.expectXfbSpan). */
  expectXfbSpan(verb: XfbSpanVerb, primitiveMode: number): void {
    this.expectedVerb = verb;
    this.expectedMode = primitiveMode;
  }

  isLive(h: MGPipeHandle): boolean {
    return (this.liveGen[h.slot] ?? -1) === h.gen;
  }

  private bind(h: MGPipeHandle): void {
    this.stats.xfbBinds++;
    if (!this.isLive(h)) {
      const last = this.lastGen[h.slot];
      if (last !== undefined && h.gen <= last) throw new MGPipeFatal('ProtocolCorruption', `bind_stream_output_object: {${h.slot}, ${h.gen}} names a deleted or stale XFB object`);
      if ((this.liveGen[h.slot] ?? -1) !== -1) throw new MGPipeFatal('ProtocolCorruption', `bind_stream_output_object: slot ${h.slot} reused without its delete`);
      this.liveGen[h.slot] = this.lastGen[h.slot] = h.gen;
    }
    this.view.setPushedObject(h.slot, h.gen);
    this.view.capturing = this.active[h.slot] === true && this.paused[h.slot] !== true;
  }

  private delete(h: MGPipeHandle): void {
    if (!this.isLive(h)) throw new MGPipeFatal('ProtocolCorruption', `delete_stream_output_object: {${h.slot}, ${h.gen}} is not a live XFB object`);
    if (this.view.pushed && this.view.object === h.slot && this.view.objectGen === h.gen) {
      throw new MGPipeFatal('ProtocolCorruption', `delete_stream_output_object: {${h.slot}, ${h.gen}} is bound`);
    }
    this.stats.xfbDeletes++;
    if (this.active[h.slot] === true) throw new MGPipeFatal('ProtocolCorruption', `delete_stream_output_object: {${h.slot}, ${h.gen}} is active`);
    this.liveGen[h.slot] = -1;
    this.paused[h.slot] = false;
    this.hooks.destroyed(h.slot);
  }

  private setTargets(targets: readonly { buffer: MGPipeHandle; offset: bigint; size: bigint }[]): void {
    this.stats.targetSets++;
    const n = Math.min(targets.length, STREAM_OUTPUT_SLOTS);
    const view = this.view;
    for (let i = 0; i < n; i++) {
      const r = targets[i];
      const h = r.buffer;
      const none = h.slot === 0 && h.gen === 0;
      if (!none) this.hooks.checkBuffer(h, 'set_stream_output_targets');
      let offset = Number(r.offset), size = Number(r.size);
      if (this.testFault && !none) { offset += 4; size = Math.max(0, size - 4); }
      view.setPushedTarget(i, h.slot, h.gen, offset, size);
    }
    view.count = n;
  }

  // ---- the span verbs ----

  /** The bound object's slot, for a span call (ProtocolCorruption when none was bound or it is not live). */
  private bound(call: string): number {
    const v = this.view;
    if (!v.pushed || v.object < 0 || (this.liveGen[v.object] ?? -1) !== v.objectGen) {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: no live XFB object is bound (bind_stream_output_object first)`);
    }
    return v.object;
  }

  private begin(mode: number): void {
    const spans = this.spans!;
    const slot = this.bound('begin_stream_output');
    if (perPrimitive(mode) === 0) throw new MGPipeFatal('ProtocolCorruption', `begin_stream_output: primitive mode 0x${mode.toString(16)} (POINTS, LINES or TRIANGLES)`);
    if (this.active[slot] === true) throw new MGPipeFatal('ProtocolCorruption', `begin_stream_output: XFB object slot ${slot} is already active`);
    this.active[slot] = true;
    this.activeMode[slot] = mode;
    this.paused[slot] = false;
    this.view.capturing = true;
    this.open();
    if (spans.verify) this.settle('begin', mode, 'begin_stream_output@xfbSpan', null);
    spans.commands.beginTransformFeedback(mode);
  }

  private end(p: Readonly<EndStreamOutputPayload>): void {
    const spans = this.spans!;
    const slot = this.bound('end_stream_output');
    if (this.active[slot] !== true) throw new MGPipeFatal('ProtocolCorruption', `end_stream_output: XFB object slot ${slot} is not active`);
    const mode = this.activeMode[slot];
    const a = p.accounting;
    const max = BigInt(Number.MAX_SAFE_INTEGER);
    if (a.primitivesWritten < 0n || a.verticesCaptured < 0n || a.primitivesWritten > max || a.verticesCaptured > max ||
        a.verticesCaptured !== a.primitivesWritten * BigInt(perPrimitive(mode))) {
      throw new MGPipeFatal('ProtocolCorruption', `end_stream_output: accounting ${a.primitivesWritten} primitives / ${a.verticesCaptured} vertices for mode 0x${mode.toString(16)}`);
    }
    this.active[slot] = false;
    this.paused[slot] = false;
    this.view.capturing = false;
    this.open();
    if (spans.verify) {
      // The client's count against this backend's, read before the library's end (the count of this span). A span
      // with a draw this backend dropped (its driver program failed to build, a failure reported on its own) has no
      // count to compare.
      const own = spans.clientCounts && spans.commands.captureCounted(slot) ? spans.commands.capturedVertices(slot) : -1;
      const counted = Number(a.verticesCaptured);
      this.settle('end', 0, 'end_stream_output@xfbSpan', own < 0 || own === counted ? null : `verticesCaptured ${counted}, this backend counted ${own}`);
    }
    spans.commands.endTransformFeedback();
  }

  private pauseOrResume(verb: 'pause' | 'resume'): void {
    const spans = this.spans!;
    const call = `${verb}_stream_output`;
    const slot = this.bound(call);
    if (this.active[slot] !== true) throw new MGPipeFatal('ProtocolCorruption', `${call}: XFB object slot ${slot} is not active`);
    const pausing = verb === 'pause';
    if (this.paused[slot] === pausing) throw new MGPipeFatal('ProtocolCorruption', `${call}: XFB object slot ${slot} is ${pausing ? 'already' : 'not'} paused`);
    this.paused[slot] = pausing;
    this.view.capturing = !pausing;
    this.open();
    if (spans.verify) this.settle(verb, 0, `${call}@xfbSpan`, null);
    if (pausing) spans.commands.pauseTransformFeedback();
    else spans.commands.resumeTransformFeedback();
  }

  private open(): void {
    this.stats.xfbSpans = (this.stats.xfbSpans ?? 0) + 1;
    this.spans!.inputs.beginVerb(VerbClass.xfbSpan);
  }

  /** Verify: the call against the legacy verb handed over (and `extra`, a difference found by the caller). */
  private settle(verb: XfbSpanVerb, mode: number, where: string, extra: string | null): void {
    const ev = this.expectedVerb, em = this.expectedMode;
    this.expectedVerb = '';
    const diff = ev === '' ? 'a span call arrived with no legacy span verb expected'
      : ev !== verb || em !== mode ? `${verb} 0x${mode.toString(16)}, legacy ${ev} 0x${em.toString(16)}` : extra;
    settleComparison(this.spans!.inputs.report, 'xfbSpans', where, diff);
  }
}
