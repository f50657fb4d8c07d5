// texture_barrier received (backend-gles state/compute-sync-receiver.ts) without a driver: the payload's flags are
// checked, verify compares it with the legacy verb the front end expected, and the wiring's barrier runs once.
import { PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, type PipeInputSource, type PipeInputSubsystem } from '@mgpipe/gles-core';
import type { QueryCommands } from '@mgpipe/gles-xfb-queries';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { MGPipeFatal } from '@mgpipe/pipe-types';
import { describe, expect, it } from 'vitest';
import { ComputeSyncReceiver } from '../src/state/compute-sync-receiver.ts';

function receiver() {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  const inputs = new PipeInputs({ sources, checks: false, verify: false, legacyMemos: false, verifyCorrupt: null, poisonOmit: null });
  let barriers = 0;
  const queries = { textureBarrier: () => { barriers++; } } as unknown as QueryCommands;
  const buffers = { driverName: () => 0, size: () => 0 };
  return { r: new ComputeSyncReceiver(inputs, queries, {} as GLEntryPoints, buffers, true, false), inputs, barriers: () => barriers };
}

const kind = (f: () => void) => { try { f(); } catch (e) { return e instanceof MGPipeFatal ? e.kind : 'other'; } return null; };

describe('texture_barrier received', () => {
  it('runs the barrier when the legacy verb expected one; otherwise verify diverges, and flags other than 0 are ProtocolCorruption', () => {
    const { r, inputs, barriers } = receiver();
    r.expectSync('textureBarrier', 0);
    r.textureBarrier({ flags: 0 });
    expect(barriers()).toBe(1);
    expect(kind(() => r.textureBarrier({ flags: 0 }))).toBe('PipeVerifyDiffer'); // nothing expected
    r.expectSync('memoryBarrier', 4);
    expect(kind(() => r.textureBarrier({ flags: 0 }))).toBe('PipeVerifyDiffer');
    expect(inputs.report.first.at(-1)).toMatch(/^texture_barrier@sync: flags 0, legacy memoryBarrier/);
    expect(kind(() => r.textureBarrier({ flags: 2 }))).toBe('ProtocolCorruption');
    expect(barriers()).toBe(1);
  });
});
