// Fences received (the xfb-queries bit pushed; issue 17, catalog ops 6, 8, 9 and 77). The server never sees a front-end
// sync object: each handle<Fence> slot maps to its generation, and the driver sync is gles-xfb-queries' QueryCommands
// fence keyed by the slot.
//   fence_create        (screen) a free slot: a driver fence after every call applied so far.
//   fence_wait          (screen, a reply slot) a live fence, a u64 timeout: glClientWaitSync with
//                       SYNC_FLUSH_COMMANDS_BIT always (flushing is allowed whatever the application's flags), answered
//                       with its GL status.
//   fence_server_wait   (context, sync verb) a live fence; the timeout must be TIMEOUT_IGNORED (GL 4.6 §4.1.1).
//   fence_destroy       (screen) a live fence: the driver sync goes, the slot is free again (the next gen may come).
// Anything else is Fatal{ProtocolCorruption}: the wire is untrusted. MOBILEGL_PIPE_VERIFY: the front end hands over the
// legacy verb's operands first (expectFence); wait / server wait / destroy must say the same — else
// Fatal{PipeVerifyDiffer, "fence@sync"} (counted with the xfb-queries span comparisons).
import { settleComparison, type PipeInputs } from '@mgpipe/gles-core';
import { MGPipeFatal, VerbClass, kSlotsPerKind, type FenceCreatePayload, type FenceDestroyPayload, type FenceServerWaitPayload, type FenceWaitPayload,
  type MGPipeContext, type MGPipeHandle, type MGPipeScreen } from '@mgpipe/pipe-types';

/** What the receiver drives: the driver syncs, keyed by the handle slot. */
export interface FenceDriver {
  fenceSync(key: number): void;
  clientWaitSync(key: number, flags: number, timeoutNs: number): number;
  waitSync(key: number): void;
  deleteSync(key: number): void;
}

const U64_MAX = 0xffffffffffffffffn;
const SYNC_FLUSH_COMMANDS_BIT = 0x1;
type FenceVerb = 'wait' | 'serverWait' | 'destroy';
const VERB_CODE: Readonly<Record<FenceVerb, number>> = { wait: 0, serverWait: 1, destroy: 2 };

export class FenceReceiver {
  /** Slot → the generation of the live fence there. */
  private readonly live = new Map<number, number>();
  private expected: { verb: number; slot: number; gen: number; timeout: bigint } | null = null;

  constructor(private readonly inputs: Pick<PipeInputs, 'beginVerb' | 'report'>, private readonly driver: FenceDriver, private readonly verify: boolean) {}

  install(screen: MGPipeScreen, ctx: MGPipeContext): void {
    screen.fence_create = (p) => this.create(p);
    screen.fence_wait = (p) => this.wait(p);
    screen.fence_destroy = (p) => this.destroy(p);
    ctx.fence_server_wait = (p) => this.serverWait(p);
  }

  /** Verify: the legacy sync verb's operands, the fence as the handle the client named it by. */
  expectFence(verb: FenceVerb, fence: MGPipeHandle, timeoutNs: bigint): void {
    this.expected = { verb: VERB_CODE[verb], slot: fence.slot, gen: fence.gen, timeout: timeoutNs };
  }

  create(p: Readonly<FenceCreatePayload>): void {
    const h = checkHandle(p.fence, 'fence_create');
    if (this.live.has(h.slot)) throw new MGPipeFatal('ProtocolCorruption', `fence_create: slot ${h.slot} already holds a fence`);
    this.live.set(h.slot, h.gen);
    this.driver.fenceSync(h.slot);
  }

  wait(p: Readonly<FenceWaitPayload>): number {
    if (!Number.isInteger(p.reply) || p.reply < 1 || p.reply > 0x7fffffff) throw new MGPipeFatal('ProtocolCorruption', `fence_wait: reply slot ${p.reply}`);
    this.checkLive(p.fence, 'fence_wait');
    if (typeof p.timeoutNs !== 'bigint' || p.timeoutNs < 0n || p.timeoutNs > U64_MAX) throw new MGPipeFatal('ProtocolCorruption', `fence_wait: timeout ${String(p.timeoutNs)}`);
    this.check('wait', p.fence, p.timeoutNs);
    return this.driver.clientWaitSync(p.fence.slot, SYNC_FLUSH_COMMANDS_BIT, Number(p.timeoutNs));
  }

  serverWait(p: Readonly<FenceServerWaitPayload>): void {
    this.inputs.beginVerb(VerbClass.sync);
    this.checkLive(p.fence, 'fence_server_wait');
    if (p.timeoutNs !== U64_MAX) throw new MGPipeFatal('ProtocolCorruption', `fence_server_wait: timeout ${String(p.timeoutNs)} is not TIMEOUT_IGNORED`);
    this.check('serverWait', p.fence, p.timeoutNs);
    this.driver.waitSync(p.fence.slot);
  }

  destroy(p: Readonly<FenceDestroyPayload>): void {
    this.checkLive(p.fence, 'fence_destroy');
    this.check('destroy', p.fence, 0n);
    this.live.delete(p.fence.slot);
    this.driver.deleteSync(p.fence.slot);
  }

  private checkLive(fence: MGPipeHandle, call: string): void {
    const h = checkHandle(fence, call);
    if (this.live.get(h.slot) !== h.gen) throw new MGPipeFatal('ProtocolCorruption', `${call}: fence {${h.slot}, ${h.gen}} is not a live fence`);
  }

  private check(verb: FenceVerb, fence: MGPipeHandle, timeout: bigint): void {
    if (!this.verify) return;
    const e = this.expected;
    this.expected = null;
    let diff: string | null = null;
    if (e === null) diff = `a fence ${verb} arrived with no legacy sync verb expected`;
    else if (e.verb !== VERB_CODE[verb]) diff = `verb ${verb}, legacy code ${e.verb}`;
    else if (e.slot !== fence.slot || e.gen !== fence.gen) diff = `fence {${fence.slot}, ${fence.gen}}, legacy {${e.slot}, ${e.gen}}`;
    else if (e.timeout !== timeout) diff = `timeout ${timeout}, legacy ${e.timeout}`;
    settleComparison(this.inputs.report, 'xfbSpans', 'fence@sync', diff);
  }
}

function checkHandle(h: MGPipeHandle, call: string): MGPipeHandle {
  if (!Number.isInteger(h.slot) || h.slot < 1 || h.slot >= kSlotsPerKind || !Number.isInteger(h.gen) || h.gen < 1 || h.gen > 0xffffffff) {
    throw new MGPipeFatal('ProtocolCorruption', `${call}: handle {${h.slot}, ${h.gen}}`);
  }
  return h;
}
