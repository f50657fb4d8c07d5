// What the textures subsystem (and the subsystems that require it) need of the device: the core plus the
// texture and sampler twins. `texture()` is the resolver every user of a texture twin goes through: the wiring
// implements it, because a buffer texture's twin needs the buffers subsystem's twin name, and textures does
// not require buffers.
import type { DeviceCore, TwinRegistry } from '@mgpipe/gles-core';
import type { GLContext } from '@mgpipe/gl-state';
import type { BackendSampler, FrontSampler } from './backend-sampler.ts';
import type { BackendTexture, FrontTexture } from './backend-texture.ts';

export interface TextureDevice extends DeviceCore<GLContext> {
  readonly textures: TwinRegistry<FrontTexture, BackendTexture>;
  readonly samplers: TwinRegistry<FrontSampler, BackendSampler>;
  /**
   * Counts texture twins moved to a new driver name behind the front end's back (BackendTexture.makeImmutable):
   * steps that cache driver texture names (unit bindings, attachments) compare it.
   */
  driverTextureMoves: number;
  /** The texture's twin, with its buffer (texture buffers) and view origin (texture views) resolved. */
  texture(front: FrontTexture): BackendTexture;
}
