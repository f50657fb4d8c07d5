// Indirect draws flattened on the CPU from the DRAW_INDIRECT buffer's front-end shadow: GLES has only single
// indirect draws, and those require baseInstance == 0 ("reservedMustBeZero"). The shadow is authoritative
// unless the GPU wrote the buffer (compute / XFB): see backend-gles README "left". Each command becomes one
// ordinary draw through `sink` (the wiring's draw path).
import { FrontBufferSlot, type DeviceCore } from '@mgpipe/gles-core';
import type { DrawCall } from '@mgpipe/gl-impl';
import type { GLContext } from '@mgpipe/gl-state';
import { indexSize } from './index-rewrite.ts';

/** Where a flattened command goes: the backend's ordinary draw. */
export interface DrawSink {
  draw(call: Readonly<DrawCall>): void;
}

export class IndirectDraws {
  /** The one DrawCall every flattened command is written into (no allocation per command). */
  private readonly flat: DrawCall = { mode: 0, first: 0, count: 0, indexType: 0, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0, indexSpan: null };

  constructor(private readonly dev: DeviceCore<GLContext>, private readonly sink: DrawSink) {}

  drawIndirect(mode: number, indexType: number, offset: number, drawCount: number, stride: number): void {
    const ctx: GLContext = this.dev.ctx;
    const buffer = ctx.buffers.GetBound(FrontBufferSlot.DrawIndirect);
    if (buffer === null) return;
    const words = indexType === 0 ? 4 : 5;
    const step = stride === 0 ? words * 4 : stride;
    const d = buffer.data;
    const u32 = (at: number) => (d[at] | (d[at + 1] << 8) | (d[at + 2] << 16) | (d[at + 3] << 24)) >>> 0;
    const f = this.flat;
    f.mode = mode;
    f.indexType = indexType;
    // The commands are resolved here from the client's shadow (this verb still pulls); their index bytes travel as
    // the per-draw span a draw outside the server's index host mirror reads (D-B7).
    f.indexSpan = indexType === 0 ? null : ctx.vertexArray.elementBuffer?.data ?? null;
    if (drawCount > 1) this.dev.lowered('multi-draw-flatten');
    for (let i = 0; i < drawCount; i++) {
      const at = offset + i * step;
      if (at + words * 4 > d.byteLength) break;
      f.count = u32(at);
      f.instanceCount = u32(at + 4);
      if (indexType === 0) {
        f.first = u32(at + 8);
        f.baseInstance = u32(at + 12);
        f.indices = 0;
        f.baseVertex = 0;
      } else {
        f.indices = u32(at + 8) * indexSize(indexType);
        f.baseVertex = u32(at + 12) | 0;
        f.baseInstance = u32(at + 16);
        f.first = 0;
      }
      if (f.count === 0 || f.instanceCount === 0) continue;
      this.sink.draw(f);
    }
  }

  drawIndirectCount(mode: number, indexType: number, offset: number, countOffset: number, maxDrawCount: number, stride: number): void {
    const parameter = this.dev.ctx.buffers.GetBound(FrontBufferSlot.Parameter);
    if (parameter === null || countOffset + 4 > parameter.data.byteLength) return;
    const d = parameter.data;
    const count = (d[countOffset] | (d[countOffset + 1] << 8) | (d[countOffset + 2] << 16) | (d[countOffset + 3] << 24)) >>> 0;
    this.dev.lowered('indirect-count-cpu');
    this.drawIndirect(mode, indexType, offset, Math.min(count, maxDrawCount), stride);
  }
}
