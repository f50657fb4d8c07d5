// The program subsystem's push receiver, first part (gles-program program-receiver.ts), no driver: the bound
// ShaderCso handles and each program's default uniform block kept by handle, copied out of the payload (payloads are
// valid for the call only), a new gen of a slot naming nothing until its own block arrives, and the null program
// refused. Expectations are the payloads' own values (stated inputs).
import { ProgramReceiver } from '@mgpipe/gles-program';
import { emptyMGPipeContext } from '@mgpipe/pipe-types';
import { describe, expect, it } from 'vitest';
import { expectCorruption } from './expect-corruption.ts';

const floats = (...v: number[]) => new Uint8Array(new Float32Array(v).buffer);
const f32 = (bytes: Uint8Array, n: number) => [...new Float32Array(bytes.buffer, bytes.byteOffset, n)];

function setup() {
  const receiver = new ProgramReceiver();
  const table = emptyMGPipeContext();
  receiver.install(table);
  return { receiver, table };
}

describe('program receiver (set_draw_program / set_dispatch_program / set_global_constants)', () => {
  it('keeps each program\'s block by handle, copied out of the payload', () => {
    const { receiver, table } = setup();
    const a = { slot: 1, gen: 1 }, b = { slot: 2, gen: 1 };
    const bytes = floats(1, 2);
    table.set_global_constants!({ shaderCso: a, version: 7, bytes });
    table.set_global_constants!({ shaderCso: b, version: 3, bytes: floats(3, 4, 5) });
    bytes.fill(0); // the caller reuses its payload
    expect(f32(receiver.constantsOf(a)!.bytes, 2)).toEqual([1, 2]);
    expect(receiver.constantsOf(a)!.version).toBe(7);
    expect(receiver.constantsOf(b)!.size).toBe(12);
    expect(receiver.stats).toMatchObject({ globalConstants: 2, globalConstantsBytes: 20 });
    table.set_draw_program!({ shaderCso: b });
    table.set_dispatch_program!({ shaderCso: a });
    expect(receiver.drawProgram).toEqual(b);
    expect(receiver.dispatchProgram).toEqual(a);
  });

  it('a reused slot (new gen) has no block until its own arrives; the old handle names nothing then', () => {
    const { receiver, table } = setup();
    table.set_global_constants!({ shaderCso: { slot: 1, gen: 1 }, version: 1, bytes: floats(9) });
    expect(receiver.constantsOf({ slot: 1, gen: 2 })).toBeNull();
    table.set_global_constants!({ shaderCso: { slot: 1, gen: 2 }, version: 1, bytes: floats(8) });
    expect(f32(receiver.constantsOf({ slot: 1, gen: 2 })!.bytes, 1)).toEqual([8]);
    expect(receiver.constantsOf({ slot: 1, gen: 1 })).toBeNull();
  });

  it('set_global_constants for the null program is ProtocolCorruption', () => {
    const { table } = setup();
    expectCorruption(() => table.set_global_constants!({ shaderCso: { slot: 0, gen: 0 }, version: 1, bytes: floats(1) }), /null program/);
  });
});
