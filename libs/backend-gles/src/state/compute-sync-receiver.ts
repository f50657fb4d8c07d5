// launch_grid, memory_barrier and flush received (the program bit pushed; issue 17; tracker compute-sync-emitters.ts).
// Each opens at its fill point (PipeInputs.beginVerb with its G5 class), then runs from the payload:
//   launch_grid      indirectBuffer null: glDispatchCompute(grid); else glDispatchComputeIndirect(indirectOffset) from
//                    that buffer resource (a stale handle is ProtocolCorruption at the buffer table; an offset that is
//                    negative, not a multiple of 4, or leaves fewer than 12 bytes is ProtocolCorruption here).
//   memory_barrier   the wiring's barrier (GLES bits, the storage write-back of client-visible barriers).
//   texture_barrier  the wiring's texture barrier (GLES has no glTextureBarrier: a flush); flags must be 0.
//   flush            glFlush, or glFinish with FLUSH_FINISH.
// MOBILEGL_PIPE_VERIFY: the front end hands over the legacy verb's arguments first (DrawVerifyHooks.expectDispatch /
// expectSync) and the payload must say the same (Fatal{PipeVerifyDiffer, "<call>@<class>"}). MOBILEGL_PIPE_TEST_FAULT=
// program (test-only) halves a dispatch's x count.
import { MGPipeFatal, VerbClass, type FlushPayload, type LaunchGridPayload, type MemoryBarrierPayload, type MGPipeHandle, type TextureBarrierPayload } from '@mgpipe/pipe-types';
import { settleComparison, type PipeInputs } from '@mgpipe/gles-core';
import type { QueryCommands } from '@mgpipe/gles-xfb-queries';
import type { GLEntryPoints } from '@mgpipe/native-gl';

/** tracker FLUSH_FINISH (the server does not import the client's library). */
const FLUSH_FINISH = 1;
const isNull = (h: MGPipeHandle) => h.slot === 0 && h.gen === 0;

export interface IndirectDispatchBuffers {
  /** The driver buffer of a live buffer resource (ProtocolCorruption otherwise). */
  driverName(h: MGPipeHandle, call: string): number;
  /** The resource's size in bytes. */
  size(h: MGPipeHandle): number;
}

export class ComputeSyncReceiver {
  /** Verify: what the legacy verb would have been given (NaN: nothing expected). */
  private readonly expected = new Float64Array(5).fill(Number.NaN);
  private expectedVerb = '';

  constructor(private readonly inputs: PipeInputs, private readonly queries: QueryCommands, private readonly gl: GLEntryPoints,
    private readonly buffers: IndirectDispatchBuffers, private readonly verify: boolean, private readonly testFault: boolean) {}

  expectDispatch(x: number, y: number, z: number, indirectOffset: number): void {
    const e = this.expected;
    e[0] = x; e[1] = y; e[2] = z; e[3] = indirectOffset; e[4] = 0;
    this.expectedVerb = 'dispatch';
  }

  expectSync(verb: 'memoryBarrier' | 'textureBarrier' | 'flush' | 'finish', bits: number): void {
    this.expected[0] = bits;
    this.expectedVerb = verb;
  }

  launchGrid(p: Readonly<LaunchGridPayload>): void {
    this.inputs.beginVerb(VerbClass.dispatch);
    if (p.grid.length < 3) throw new MGPipeFatal('ProtocolCorruption', `launch_grid: ${p.grid.length} grid words, 3 expected`);
    const indirect = !isNull(p.indirectBuffer);
    const offset = Number(p.indirectOffset);
    const x = this.testFault ? p.grid[0] >>> 1 : p.grid[0];
    if (this.verify) {
      const e = this.expected;
      const same = this.expectedVerb === 'dispatch' && (indirect ? e[3] === offset : e[3] === -1 && e[0] === x && e[1] === p.grid[1] && e[2] === p.grid[2]);
      this.settle(same, 'launch_grid@dispatch', indirect ? `indirect offset ${offset}` : `grid ${x} ${p.grid[1]} ${p.grid[2]}`);
    }
    if (!indirect) {
      if (x === 0 || p.grid[1] === 0 || p.grid[2] === 0) return;
      this.queries.dispatchCompute(x, p.grid[1], p.grid[2]);
      return;
    }
    const name = this.buffers.driverName(p.indirectBuffer, 'launch_grid');
    const size = this.buffers.size(p.indirectBuffer);
    if (!Number.isSafeInteger(offset) || offset < 0 || offset % 4 !== 0 || offset + 12 > size) {
      throw new MGPipeFatal('ProtocolCorruption', `launch_grid: indirect offset ${p.indirectOffset} does not leave 12 bytes in a ${size}-byte buffer`);
    }
    this.queries.dispatchComputeIndirectFrom(name, offset);
  }

  memoryBarrier(p: Readonly<MemoryBarrierPayload>): void {
    this.inputs.beginVerb(VerbClass.sync);
    if (this.verify) this.settle(this.expectedVerb === 'memoryBarrier' && this.expected[0] === p.bits, 'memory_barrier@sync', `bits 0x${p.bits.toString(16)}`);
    this.queries.memoryBarrier(p.bits);
  }

  textureBarrier(p: Readonly<TextureBarrierPayload>): void {
    this.inputs.beginVerb(VerbClass.sync);
    if (p.flags !== 0) throw new MGPipeFatal('ProtocolCorruption', `texture_barrier: flags 0x${p.flags.toString(16)}`);
    if (this.verify) this.settle(this.expectedVerb === 'textureBarrier', 'texture_barrier@sync', 'flags 0');
    this.queries.textureBarrier();
  }

  flush(p: Readonly<FlushPayload>): void {
    this.inputs.beginVerb(VerbClass.sync);
    const finish = (p.flags & FLUSH_FINISH) !== 0;
    if (this.verify) this.settle(this.expectedVerb === (finish ? 'finish' : 'flush'), 'flush@sync', `flags ${p.flags}`);
    if (finish) this.gl.glFinish();
    else this.gl.glFlush();
  }

  private settle(same: boolean, where: string, got: string): void {
    const verb = this.expectedVerb;
    this.expectedVerb = '';
    settleComparison(this.inputs.report, 'programVerbs', where, same ? null : `${got}, legacy ${verb || 'none'} ${Array.from(this.expected).join(' ')}`);
  }
}
