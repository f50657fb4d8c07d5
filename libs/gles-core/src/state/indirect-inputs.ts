// MGB_CTX of the emulation subsystem (seeds §4.5.7, §5.8, §6.2): its PipeInputs group `indirectBuffers` as the
// gles-emulation library reads it, whatever the phase — the DRAW_INDIRECT and PARAMETER buffer bindings
// (set_indirect_buffers' state) whose command blocks the CPU flattening of multi-draw indirect and the
// *IndirectCount count resolution read.
// Pull (context) fills on read and alias (phase A) at the fill point of each verb class that may read the group
// (draw, dispatch; verify fills a shadow the same way and compares). The front references kept in pull / alias are
// the bridge to the bytes (the client's shadow, as BufferInputs.bytes: "the bytes are the shadow until push"); the
// library takes the bytes and never reads anything else of them. With emulation pushed the commands arrive as
// draw_vbo operands (resolved on the client, §5.8.1) and this group is not read by a draw.
import type { FrontBuffer } from './buffer-inputs.ts';
import { FrontBufferSlot } from '../front-constants.ts';

/** gl-state's BufferState (the generic binding points) as the fill reads it. */
export interface FrontBufferState {
  GetBound(slot: number): FrontBuffer | null;
}

/** The indirectBuffers group, one copy. */
export class IndirectBufferSet {
  /** Pull / alias: the DRAW_INDIRECT_BUFFER binding (the bridge to its shadow bytes). */
  drawIndirect: FrontBuffer | null = null;
  /** Pull / alias: the PARAMETER_BUFFER binding (GL 4.6 *IndirectCount). */
  parameter: FrontBuffer | null = null;

  fill(buffers: FrontBufferState): void {
    this.drawIndirect = buffers.GetBound(FrontBufferSlot.DrawIndirect);
    this.parameter = buffers.GetBound(FrontBufferSlot.Parameter);
  }

  /** Verify: the first binding of this copy that differs from `shadow`, or null. */
  compare(shadow: IndirectBufferSet): string | null {
    if (this.drawIndirect !== shadow.drawIndirect) return 'drawIndirect';
    if (this.parameter !== shadow.parameter) return 'parameter';
    return null;
  }

  /** The bytes of the DRAW_INDIRECT buffer's commands (its shadow), or null when none is bound. */
  commandBytes(): Uint8Array | null {
    return this.drawIndirect === null ? null : this.drawIndirect.data;
  }

  /** The bytes of the PARAMETER buffer (its shadow), or null when none is bound. */
  parameterBytes(): Uint8Array | null {
    return this.parameter === null ? null : this.parameter.data;
  }
}
