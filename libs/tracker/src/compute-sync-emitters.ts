// Compute dispatch, memory barriers and flushes as MGPipe calls (issue 17), sent after their class's validate when
// the program bit is pushed (the dispatch runs the program set_dispatch_program pushed; the barriers order what
// shaders wrote; flush rides along as the other sync verb with a call of its own):
//   launch_grid      glDispatchCompute(x, y, z): the grid; glDispatchComputeIndirect(offset): the DISPATCH_INDIRECT
//                    buffer by handle (the front end checked one is bound and holds 12 bytes at the offset).
//   memory_barrier   glMemoryBarrier(ByRegion)(bits).
//   texture_barrier  glTextureBarrier (flags 0).
//   flush            glFlush (flags 0) / glFinish (FLUSH_FINISH).
// Nothing allocates: reused payloads.
import { kNullHandle, type FlushPayload, type LaunchGridPayload, type MemoryBarrierPayload, type MGPipeHandle, type TextureBarrierPayload } from '@mgpipe/pipe-types';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';

/** flush's flags: the application asked for glFinish (the server waits for the GPU). */
export const FLUSH_FINISH = 1;

export class ComputeSyncEmitters {
  private readonly sendGrid: Sender<'launch_grid'>;
  private readonly sendBarrier: Sender<'memory_barrier'>;
  private readonly sendFlush: Sender<'flush'>;
  private readonly sendTextureBarrier: Sender<'texture_barrier'>;
  private readonly grid: LaunchGridPayload = { grid: new Uint32Array(3), indirectBuffer: kNullHandle, indirectOffset: 0n };
  private readonly barrier: MemoryBarrierPayload = { bits: 0, byRegion: false };
  private readonly flushP: FlushPayload = { flags: 0 };
  private readonly textureBarrierP: TextureBarrierPayload = { flags: 0 };

  constructor(out: PipeEmitter) {
    this.sendGrid = out.sender('launch_grid');
    this.sendBarrier = out.sender('memory_barrier');
    this.sendFlush = out.sender('flush');
    this.sendTextureBarrier = out.sender('texture_barrier');
  }

  dispatch(x: number, y: number, z: number): void {
    const g = this.grid.grid as Uint32Array;
    g[0] = x; g[1] = y; g[2] = z;
    this.grid.indirectBuffer = kNullHandle;
    this.grid.indirectOffset = 0n;
    this.sendGrid(this.grid);
  }

  dispatchIndirect(buffer: MGPipeHandle, offset: number): void {
    (this.grid.grid as Uint32Array).fill(0);
    this.grid.indirectBuffer = buffer;
    this.grid.indirectOffset = BigInt(offset);
    this.sendGrid(this.grid);
  }

  memoryBarrier(bits: number): void {
    this.barrier.bits = bits;
    this.sendBarrier(this.barrier);
  }

  textureBarrier(): void {
    this.sendTextureBarrier(this.textureBarrierP);
  }

  flush(finish: boolean): void {
    this.flushP.flags = finish ? FLUSH_FINISH : 0;
    this.sendFlush(this.flushP);
  }
}
