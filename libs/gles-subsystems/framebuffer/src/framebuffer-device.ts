// What the framebuffer subsystem (and readback-pack, which requires it) need of the device: the textures
// subsystem's device plus the framebuffer and renderbuffer twins. It is the AttachmentResolver the framebuffer
// twins resolve attachments through. The wiring's GlesDevice implements it.
import type { TwinRegistry } from '@mgpipe/gles-core';
import type { TextureDevice } from '@mgpipe/gles-textures';
import type { AttachmentResolver, BackendFramebuffer, BackendRenderbuffer, FrontFramebuffer, FrontRenderbuffer } from './backend-framebuffer.ts';

export interface FramebufferDevice extends TextureDevice, AttachmentResolver {
  readonly framebuffers: TwinRegistry<FrontFramebuffer, BackendFramebuffer>;
  readonly renderbuffers: TwinRegistry<FrontRenderbuffer, BackendRenderbuffer>;
}
