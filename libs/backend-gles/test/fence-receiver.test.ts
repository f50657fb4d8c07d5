// The fence receiver (backend-gles state/fence-receiver.ts) without a driver: its handle / liveness / timeout / reply
// checks, each shown refusing what it guards against, and its verify compare — over a stand-in for the driver syncs
// that records what it was asked.
import { PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, type PipeInputSource, type PipeInputSubsystem } from '@mgpipe/gles-core';
import { MGPipeFatal, emptyMGPipeContext, emptyMGPipeScreen, kSlotsPerKind } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { FenceReceiver } from '../src/state/fence-receiver.ts';
import { expectCorruption } from './expect-corruption.ts';

const U64_MAX = 0xffffffffffffffffn;

function receiver(verify = false) {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  const inputs = new PipeInputs({ sources, checks: false, verify: false, legacyMemos: false, verifyCorrupt: null, poisonOmit: null });
  const asked: string[] = [];
  const driver = {
    fenceSync: (key: number) => { asked.push(`fence ${key}`); },
    clientWaitSync: (key: number, flags: number, timeout: number) => { asked.push(`wait ${key} ${flags} ${timeout}`); return GL.CONDITION_SATISFIED; },
    waitSync: (key: number) => { asked.push(`server wait ${key}`); },
    deleteSync: (key: number) => { asked.push(`delete ${key}`); },
  };
  return { r: new FenceReceiver(inputs, driver, verify), inputs, asked };
}

const f = (slot: number, gen = 1) => ({ slot, gen });

describe('fences received by handle', () => {
  it('drives the driver sync keyed by the slot (the wait always flushes) and answers the wait\'s status', () => {
    const { r, asked } = receiver();
    const screen = emptyMGPipeScreen(), ctx = emptyMGPipeContext();
    r.install(screen, ctx);
    screen.fence_create!({ fence: f(3) });
    expect(screen.fence_wait!({ fence: f(3), timeoutNs: 1000n, reply: 1 })).toBe(GL.CONDITION_SATISFIED);
    ctx.fence_server_wait!({ fence: f(3), timeoutNs: U64_MAX });
    screen.fence_destroy!({ fence: f(3) });
    screen.fence_create!({ fence: f(3, 2) }); // the slot is free again: its next gen
    expect(asked).toEqual(['fence 3', 'wait 3 1 1000', 'server wait 3', 'delete 3', 'fence 3']);
  });

  it('refuses bad handles, a taken slot, a dead or stale fence, timeouts outside u64, a server wait not TIMEOUT_IGNORED, bad reply slots', () => {
    const { r } = receiver();
    for (const h of [f(0), f(kSlotsPerKind), f(2.5), f(2, 0), f(2, 2 ** 32)]) expectCorruption(() => r.create({ fence: h }), /fence_create: handle/);
    r.create({ fence: f(2) });
    expectCorruption(() => r.create({ fence: f(2, 2) }), /slot 2 already holds a fence/);
    expectCorruption(() => r.wait({ fence: f(5), timeoutNs: 0n, reply: 1 }), /fence \{5, 1\} is not a live fence/);
    expectCorruption(() => r.wait({ fence: f(2, 2), timeoutNs: 0n, reply: 1 }), /not a live fence/);
    expectCorruption(() => r.wait({ fence: f(2), timeoutNs: -1n, reply: 1 }), /timeout -1/);
    expectCorruption(() => r.wait({ fence: f(2), timeoutNs: U64_MAX + 1n, reply: 1 }), /timeout/);
    for (const reply of [0, -3, 2 ** 31, 0.5]) expectCorruption(() => r.wait({ fence: f(2), timeoutNs: 0n, reply }), /reply slot/);
    expectCorruption(() => r.serverWait({ fence: f(2), timeoutNs: 0n }), /not TIMEOUT_IGNORED/);
    r.destroy({ fence: f(2) });
    expectCorruption(() => r.destroy({ fence: f(2) }), /fence_destroy: fence \{2, 1\} is not a live fence/);
    expectCorruption(() => r.serverWait({ fence: f(2), timeoutNs: U64_MAX }), /not a live fence/);
  });

  it('verify: wait / server wait / destroy equal the legacy verb\'s operands, or PipeVerifyDiffer says what differs', () => {
    const { r, inputs } = receiver(true);
    r.create({ fence: f(2) });
    r.expectFence('wait', f(2), 5n);
    r.wait({ fence: f(2), timeoutNs: 5n, reply: 1 });
    r.expectFence('wait', f(2), 5n);
    let error: unknown = null;
    try { r.wait({ fence: f(2), timeoutNs: 6n, reply: 2 }); } catch (e) { error = e; }
    expect((error as MGPipeFatal).kind).toBe('PipeVerifyDiffer');
    expect(inputs.report.first.at(-1)).toBe('fence@sync: timeout 6, legacy 5');
    error = null;
    try { r.destroy({ fence: f(2) }); } catch (e) { error = e; } // nothing expected
    expect((error as MGPipeFatal).kind).toBe('PipeVerifyDiffer');
  });
});
