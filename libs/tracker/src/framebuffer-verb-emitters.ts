// The framebuffer verbs as MGPipe calls (issue 17), sent after their class's validate when the framebuffer bit is
// pushed: `clear` and `blit`. Neither names a framebuffer (`fbo`, `readFbo`, `drawFbo` null): they address the pushed
// draw / read framebuffers the validate has just bound (bind_framebuffers).
//
// clear (seeds §4.4.5: one `clear` for every clear entry point, with a discriminant), sent (the clear targets the pushed draw
// framebuffer: `fbo` null). glClear is kind `clear` with its mask: its values are dynamic state (set_dynamic_state,
// which the validate pushed) and its lanes are zero. glClearBuffer* / glClearNamedFramebuffer* carry their buffer
// (COLOR / DEPTH / STENCIL / DEPTH_STENCIL), draw buffer and values as given: color lanes as raw 32-bit words of the
// kind's class (float bits, int, uint), depth and stencil in their own fields. The named-framebuffer forms were made
// the draw framebuffer for the call by the front end, so they too address the pushed draw framebuffer.
// Nothing allocates: one reused payload.
import { MGPClearKind, kNullHandle, type BlitPayload, type ClearPayload } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';

/** The legacy verb's value class (gl-impl clearBuffer*). */
export type ClearValueKind = 'f' | 'i' | 'ui' | 'fi';

export class ClearEmitter {
  private readonly send: Sender<'clear'>;
  private readonly lanes = new Uint32Array(4);
  private readonly asFloat = new Float32Array(this.lanes.buffer);
  private readonly asInt = new Int32Array(this.lanes.buffer);
  private readonly payload: ClearPayload = { fbo: kNullHandle, buffers: 0, drawBuffer: 0, color: this.lanes, depth: 0, stencil: 0, kind: MGPClearKind.clear };

  constructor(out: PipeEmitter) {
    this.send = out.sender('clear');
  }

  /** glClear(mask). */
  clear(mask: number): void {
    const p = this.payload;
    this.lanes.fill(0);
    p.buffers = mask; p.drawBuffer = 0; p.depth = 0; p.stencil = 0; p.kind = MGPClearKind.clear;
    this.send(p);
  }

  /** glClearBuffer{fv,iv,uiv,fi}(buffer, drawBuffer, values) as the front end validated them. */
  clearBuffer(buffer: number, drawBuffer: number, kind: ClearValueKind, values: ArrayLike<number>): void {
    const p = this.payload;
    this.lanes.fill(0);
    p.buffers = buffer; p.drawBuffer = drawBuffer; p.depth = 0; p.stencil = 0;
    if (kind === 'fi') {
      p.kind = MGPClearKind.bufferfi;
      p.depth = values[0]; p.stencil = values[1] | 0;
    } else if (buffer === GL.DEPTH) {
      p.kind = MGPClearKind.bufferfv;
      p.depth = values[0];
    } else if (buffer === GL.STENCIL) {
      p.kind = MGPClearKind.bufferiv;
      p.stencil = values[0] | 0;
    } else if (kind === 'f') {
      p.kind = MGPClearKind.bufferfv;
      for (let i = 0; i < 4; i++) this.asFloat[i] = values[i];
    } else if (kind === 'i') {
      p.kind = MGPClearKind.bufferiv;
      for (let i = 0; i < 4; i++) this.asInt[i] = values[i];
    } else {
      p.kind = MGPClearKind.bufferuiv;
      for (let i = 0; i < 4; i++) this.lanes[i] = values[i] >>> 0;
    }
    this.send(p);
  }
}

/** glBlitFramebuffer / glBlitNamedFramebuffer (the named forms bound for the call by the front end): one `blit`. */
export class BlitEmitter {
  private readonly send: Sender<'blit'>;
  private readonly payload: BlitPayload = { readFbo: kNullHandle, drawFbo: kNullHandle, src: new Int32Array(4), dst: new Int32Array(4), mask: 0, filter: 0 };

  constructor(out: PipeEmitter) {
    this.send = out.sender('blit');
  }

  blit(sx0: number, sy0: number, sx1: number, sy1: number, dx0: number, dy0: number, dx1: number, dy1: number, mask: number, filter: number): void {
    const p = this.payload;
    const src = p.src as Int32Array, dst = p.dst as Int32Array;
    src[0] = sx0; src[1] = sy0; src[2] = sx1; src[3] = sy1;
    dst[0] = dx0; dst[1] = dy0; dst[2] = dx1; dst[3] = dy1;
    p.mask = mask; p.filter = filter;
    this.send(p);
  }
}
