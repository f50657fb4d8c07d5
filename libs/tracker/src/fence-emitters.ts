// Fences (sync objects) as MGPipe handles (issue 17; seeds §4.4.6, catalog ops 6, 8, 9 and 77), sent when the
// xfb-queries bit is pushed. A GLsync gets a handle<Fence> at glFenceSync and keeps it until glDeleteSync frees it;
//   fence_create         (screen) the fence after every call already pushed;
//   fence_wait           (screen, a reply slot) glClientWaitSync: the server waits up to the timeout and answers the
//                        GL status (ALREADY_SIGNALED / CONDITION_SATISFIED / TIMEOUT_EXPIRED / WAIT_FAILED), checked
//                        here before use. SYNC_FLUSH_COMMANDS_BIT has no field: the caller flushes first.
//   fence_server_wait    (context, sync verb) glWaitSync: the server stream waits, the client does not.
//   fence_destroy        (screen) glDeleteSync.
// A wait with a non-zero timeout is a blocking wait of the client: counted in PipeStats.blockingWaits (a zero timeout is a poll).
import { MGPipeFatal, MGPipeKind, kNullHandle, type FenceCreatePayload, type FenceDestroyPayload, type FenceServerWaitPayload, type FenceWaitPayload,
  type MGPipeHandle } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';

const U64_MAX = 0xffffffffffffffffn;
const WAIT_ANSWERS: ReadonlySet<number> = new Set([GL.ALREADY_SIGNALED, GL.CONDITION_SATISFIED, GL.TIMEOUT_EXPIRED, GL.WAIT_FAILED]);

/** GLuint64 timeout → the u64 payload (a number past 2^53 or TIMEOUT_IGNORED as bigint both saturate to u64). */
function timeoutOf(timeout: number | bigint): bigint {
  if (typeof timeout === 'bigint') return timeout < 0n ? 0n : timeout > U64_MAX ? U64_MAX : timeout;
  if (!(timeout > 0)) return 0n;
  return timeout >= 2 ** 64 ? U64_MAX : BigInt(Math.floor(timeout));
}

export class FenceEmitters {
  private readonly sendServerWait: Sender<'fence_server_wait'>;
  private readonly createP: FenceCreatePayload = { fence: kNullHandle };
  private readonly waitP: FenceWaitPayload = { fence: kNullHandle, timeoutNs: 0n, reply: 0 };
  private readonly serverWaitP: FenceServerWaitPayload = { fence: kNullHandle, timeoutNs: 0n };
  private readonly destroyP: FenceDestroyPayload = { fence: kNullHandle };
  /** GLsync name → its handle while the sync lives (sync names are reused after glDeleteSync). */
  private readonly bySync = new Map<number, MGPipeHandle>();
  private slot = 0;

  constructor(private readonly out: PipeEmitter, private readonly handles: ObjectHandles) {
    this.sendServerWait = out.sender('fence_server_wait');
  }

  /** The handle of a live sync (null: none, e.g. created before the bit was pushed: nothing to name). */
  handleOf(sync: number): MGPipeHandle | null {
    return this.bySync.get(sync) ?? null;
  }

  create(sync: number): void {
    const h = this.handles.allocator(MGPipeKind.Fence).allocate();
    this.bySync.set(sync, h);
    this.createP.fence = h;
    this.out.sendScreen('fence_create', this.createP);
  }

  /** glClientWaitSync's status from the server. */
  wait(sync: number, timeout: number | bigint): number {
    const h = this.live(sync, 'fence_wait');
    const p = this.waitP;
    p.fence = h; p.timeoutNs = timeoutOf(timeout); p.reply = this.nextSlot();
    if (p.timeoutNs !== 0n) this.out.stats.blockingWaits++;
    const answer: unknown = this.out.askScreen('fence_wait', p);
    if (typeof answer !== 'number' || !WAIT_ANSWERS.has(answer)) throw new MGPipeFatal('ProtocolCorruption', `fence_wait: reply slot ${p.reply} was answered with ${String(answer)}, not a wait status`);
    return answer;
  }

  serverWait(sync: number): void {
    const p = this.serverWaitP;
    p.fence = this.live(sync, 'fence_server_wait'); p.timeoutNs = U64_MAX;
    this.sendServerWait(p);
  }

  destroy(sync: number): void {
    const h = this.live(sync, 'fence_destroy');
    this.bySync.delete(sync);
    this.handles.allocator(MGPipeKind.Fence).release(h);
    this.destroyP.fence = h;
    this.out.sendScreen('fence_destroy', this.destroyP);
  }

  private live(sync: number, call: string): MGPipeHandle {
    const h = this.bySync.get(sync);
    if (h === undefined) throw new Error(`${call}: sync ${sync} has no fence handle (the front end checked it is a live sync)`);
    return h;
  }

  private nextSlot(): number {
    this.slot = this.slot >= 0x7fffffff ? 1 : this.slot + 1;
    return this.slot;
  }
}
