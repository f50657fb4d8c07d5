// Indirect draws flattened on the CPU from the command block's host bytes: GLES has only single indirect draws,
// and those require baseInstance == 0 ("reservedMustBeZero"). Each command becomes one ordinary draw through
// `sink` (the wiring's draw path). Where the bytes come from:
//   legacy verbs (emulation pulled / aliased)  the DRAW_INDIRECT / PARAMETER bindings MGB_CTX names
//                                              (getIndirectBuffers: the client's shadow, authoritative unless the GPU
//                                              wrote the buffer — backend-gles README "left"); the count of an
//                                              *IndirectCount draw is read here.
//   draw_vbo (emulation pushed)                the commands as the draw's host span, the count already resolved on
//                                              the client (seeds §5.8 / §5.8.1): drawCommands directly.
// The element buffer's bytes (the per-draw index span a server without the buffer in its index host mirror
// reads, D-B7) are an operand. The library reads no front-end object.
import type { DeviceCore } from '@mgpipe/gles-core';
import { indexSize } from './index-rewrite.ts';

/**
 * One draw as the wiring's draw path takes it (the shape of the front end's DrawCall, declared here so the library
 * links nothing of the front end).
 */
export interface EmulatedDraw {
  mode: number;
  /** Non-indexed: first vertex. */
  first: number;
  count: number;
  /** 0 = non-indexed. */
  indexType: number;
  /** Indexed: byte offset into the element buffer, or client-memory indices. */
  indices: number | ArrayBufferView;
  instanceCount: number;
  baseVertex: number;
  baseInstance: number;
  /** The element buffer's bytes as the client holds them (the per-draw host span of D-B7), or null. */
  indexSpan?: Uint8Array | null;
}

/** Where a flattened command goes: the backend's ordinary draw. */
export interface DrawSink {
  draw(call: Readonly<EmulatedDraw>): void;
}

const u32At = (d: Uint8Array, at: number) => (d[at] | (d[at + 1] << 8) | (d[at + 2] << 16) | (d[at + 3] << 24)) >>> 0;

export class IndirectDraws {
  /** The one record every flattened command is written into (no allocation per command). */
  private readonly flat: EmulatedDraw = { mode: 0, first: 0, count: 0, indexType: 0, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0, indexSpan: null };

  constructor(private readonly dev: DeviceCore, private readonly sink: DrawSink) {}

  /** Legacy verb: `drawCount` commands from `offset` of the bound DRAW_INDIRECT buffer. */
  drawIndirect(mode: number, indexType: number, offset: number, drawCount: number, stride: number, indexSpan: Uint8Array | null): void {
    const commands = this.dev.inputs.getIndirectBuffers().commandBytes();
    if (commands === null) return;
    this.drawCommands(mode, indexType, commands, offset, drawCount, stride, indexSpan);
  }

  /** Legacy verb: the draw count read from the bound PARAMETER buffer at `countOffset`, at most `maxDrawCount`. */
  drawIndirectCount(mode: number, indexType: number, offset: number, countOffset: number, maxDrawCount: number, stride: number, indexSpan: Uint8Array | null): void {
    const set = this.dev.inputs.getIndirectBuffers();
    const parameter = set.parameterBytes();
    const commands = set.commandBytes();
    if (parameter === null || commands === null || countOffset + 4 > parameter.byteLength) return;
    this.dev.lowered('indirect-count-cpu');
    this.drawCommands(mode, indexType, commands, offset, Math.min(u32At(parameter, countOffset), maxDrawCount), stride, indexSpan);
  }

  /**
   * `drawCount` commands (DrawArraysIndirectCommand / DrawElementsIndirectCommand, `stride` apart; 0 = tight) from
   * byte `offset` of `commands`, each an ordinary draw; a command past the end of the bytes ends the walk.
   */
  drawCommands(mode: number, indexType: number, commands: Uint8Array, offset: number, drawCount: number, stride: number, indexSpan: Uint8Array | null): void {
    const words = indexType === 0 ? 4 : 5;
    const step = stride === 0 ? words * 4 : stride;
    const d = commands;
    const f = this.flat;
    f.mode = mode;
    f.indexType = indexType;
    f.indexSpan = indexType === 0 ? null : indexSpan;
    if (drawCount > 1) this.dev.lowered('multi-draw-flatten');
    for (let i = 0; i < drawCount; i++) {
      const at = offset + i * step;
      if (at + words * 4 > d.byteLength) break;
      f.count = u32At(d, at);
      f.instanceCount = u32At(d, at + 4);
      if (indexType === 0) {
        f.first = u32At(d, at + 8);
        f.baseInstance = u32At(d, at + 12);
        f.indices = 0;
        f.baseVertex = 0;
      } else {
        f.indices = u32At(d, at + 8) * indexSize(indexType);
        f.baseVertex = u32At(d, at + 12) | 0;
        f.baseInstance = u32At(d, at + 16);
        f.first = 0;
      }
      if (f.count === 0 || f.instanceCount === 0) continue;
      this.sink.draw(f);
    }
  }
}
