// The framebuffer step of PrepareForDraw (draw framebuffer) and of clears, blits and readbacks (read
// framebuffer): bring the framebuffer twin's attachments up to date and bind it. What is bound comes through
// MGB_CTX (`dev.inputs.getFramebufferState`: the context in pull, the alias copy at A); this library reads no
// front-end framebuffer. Framebuffer 0 is the EGL surface; only its draw buffer (BACK or NONE) is tracked.
import { GL } from '@mgpipe/value-types';
import type { FramebufferDevice } from './framebuffer-device.ts';

const DEFAULT_DRAW_BUFFERS = new Uint32Array([GL.BACK]);
const NO_DRAW_BUFFERS = new Uint32Array([GL.NONE]);

export class FramebufferStep {
  private defaultDrawBuffer = -1;

  constructor(private readonly dev: FramebufferDevice) {}

  syncDrawFramebuffer(): void {
    const dev = this.dev;
    const fb = dev.inputs.getFramebufferState(false);
    if (fb.isDefault) {
      dev.bindings.bindDrawFramebuffer(0);
      const want = fb.drawBuffers[0] === GL.NONE ? 0 : 1;
      if (want !== this.defaultDrawBuffer) {
        this.defaultDrawBuffer = want;
        dev.gl.glDrawBuffers(1, want === 1 ? DEFAULT_DRAW_BUFFERS : NO_DRAW_BUFFERS);
      }
      return;
    }
    const twin = dev.framebufferTwin(fb);
    twin.sync(dev.gl, dev.bindings, fb, dev, GL.DRAW_FRAMEBUFFER);
    dev.bindings.bindDrawFramebuffer(twin.name);
  }

  syncReadFramebuffer(): void {
    const dev = this.dev;
    const fb = dev.inputs.getFramebufferState(true);
    if (fb.isDefault) {
      dev.bindings.bindReadFramebuffer(0);
      return;
    }
    const twin = dev.framebufferTwin(fb);
    twin.sync(dev.gl, dev.bindings, fb, dev, GL.READ_FRAMEBUFFER);
    dev.bindings.bindReadFramebuffer(twin.name);
  }
}
