// The framebuffer step of PrepareForDraw (draw framebuffer) and of clears, blits and readbacks (read
// framebuffer): bring the framebuffer twin's attachments up to date and bind it. Framebuffer 0 is the EGL
// surface; only its draw buffer (BACK or NONE) is tracked.
import type { GLContext } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FramebufferDevice } from './framebuffer-device.ts';

const DEFAULT_DRAW_BUFFERS = new Uint32Array([GL.BACK]);
const NO_DRAW_BUFFERS = new Uint32Array([GL.NONE]);

export class FramebufferStep {
  private defaultDrawBuffer = -1;

  constructor(private readonly dev: FramebufferDevice) {}

  syncDrawFramebuffer(ctx: GLContext): void {
    const dev = this.dev;
    const fb = ctx.drawFramebuffer;
    if (fb.isDefault) {
      dev.bindings.bindDrawFramebuffer(0);
      const want = fb.drawBuffers[0] === GL.NONE ? 0 : 1;
      if (want !== this.defaultDrawBuffer) {
        this.defaultDrawBuffer = want;
        dev.gl.glDrawBuffers(1, want === 1 ? DEFAULT_DRAW_BUFFERS : NO_DRAW_BUFFERS);
      }
      return;
    }
    const twin = dev.framebuffers.get(fb);
    twin.sync(dev.gl, dev.bindings, fb, ctx.generations.anyFboAttachment, dev, dev.caps.textureNorm16, true, GL.DRAW_FRAMEBUFFER);
    dev.bindings.bindDrawFramebuffer(twin.name);
  }

  syncReadFramebuffer(ctx: GLContext): void {
    const dev = this.dev;
    const fb = ctx.readFramebuffer;
    if (fb.isDefault) {
      dev.bindings.bindReadFramebuffer(0);
      return;
    }
    const twin = dev.framebuffers.get(fb);
    twin.sync(dev.gl, dev.bindings, fb, ctx.generations.anyFboAttachment, dev, dev.caps.textureNorm16, true, GL.READ_FRAMEBUFFER);
    dev.bindings.bindReadFramebuffer(twin.name);
  }
}
