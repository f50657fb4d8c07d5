// What the framebuffer subsystem (and readback-pack, which requires it) need of the device: the textures
// subsystem's device plus the framebuffer and renderbuffer twins. It is the AttachmentResolver the framebuffer
// twins resolve surfaces through. The wiring's GlesDevice implements it.
import type { FramebufferView, TwinRegistry } from '@mgpipe/gles-core';
import type { TextureDevice } from '@mgpipe/gles-textures';
import type { AttachmentResolver, BackendFramebuffer, BackendRenderbuffer, FrontRenderbuffer } from './backend-framebuffer.ts';

export interface FramebufferDevice extends TextureDevice, AttachmentResolver {
  /** The twin that draws a (non-default) framebuffer view: the view's FBO's twin in pull / alias. */
  framebufferTwin(view: FramebufferView): BackendFramebuffer;
  readonly renderbuffers: TwinRegistry<FrontRenderbuffer, BackendRenderbuffer>;
}
