// The xfb-queries subsystem's receive path for transform-feedback objects and targets (issue 17, toward phase B):
// the streamOutput MGB_CTX group filled from the payloads only, never from a front-end object. What arrives
// (tracker object-emitters.ts emitStreamOutput):
//   bind_stream_output_object    the bound XFB object as a handle<Xfb>. There is no create call: an object becomes
//                                live at its first bind (GL: glBindTransformFeedback creates it); a slot comes back
//                                only after its delete, at a higher gen.
//   set_stream_output_targets    the bound object's bind points: buffer handles (checked live in the buffers
//                                subsystem's table), offsets and sizes resolved on the client; copied into the view.
//   delete_stream_output_object  the object goes (never the bound one: the client rebinds first); `destroyed`
//                                tells the owner of its driver XFB object and counts (query-commands' twins).
// A bind of a deleted or out-of-date handle, a delete of a handle that is not live or is bound, and a target naming a
// buffer that is not live are Fatal{ProtocolCorruption}. Payloads are valid for the call only: copied.
// Not wired into the backend yet: xfb-queries is at phase A (ALIAS_ONLY_SUBSYSTEMS in gles-core pipe-inputs.ts);
// the span verbs, the capture strides from the pushed program and the device's handle-to-twin bridge in
// query-commands are what B still needs.
//
// Test fault (test-only, latched): every pushed target lands 4 bytes further with 4 bytes less (the capture writes
// elsewhere), the push twin of the alias fault in xfb-inputs.ts.
import { STREAM_OUTPUT_SLOTS, type StreamOutputView } from '@mgpipe/gles-core';
import { MGPipeFatal, type MGPipeContext, type MGPipeHandle } from '@mgpipe/pipe-types';

export interface StreamOutputReceiverStats {
  xfbBinds: number;
  xfbDeletes: number;
  targetSets: number;
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

  constructor(private readonly view: StreamOutputView, private readonly hooks: StreamOutputHooks,
    readonly stats: StreamOutputReceiverStats, private readonly testFault: boolean) {}

  install(t: MGPipeContext): void {
    t.bind_stream_output_object = (p) => this.bind(p.xfb);
    t.delete_stream_output_object = (p) => this.delete(p.xfb);
    t.set_stream_output_targets = (p) => this.setTargets(p.targets);
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
  }

  private delete(h: MGPipeHandle): void {
    if (!this.isLive(h)) throw new MGPipeFatal('ProtocolCorruption', `delete_stream_output_object: {${h.slot}, ${h.gen}} is not a live XFB object`);
    if (this.view.pushed && this.view.object === h.slot && this.view.objectGen === h.gen) {
      throw new MGPipeFatal('ProtocolCorruption', `delete_stream_output_object: {${h.slot}, ${h.gen}} is bound`);
    }
    this.stats.xfbDeletes++;
    this.liveGen[h.slot] = -1;
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
}
