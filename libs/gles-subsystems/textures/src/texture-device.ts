// What the textures subsystem (and the subsystems that require it) need of the device: the core plus the
// texture and sampler twins. `texture()` is the resolver every user of a texture twin goes through: the wiring
// implements it, because a buffer texture's twin needs the buffers subsystem's twin name, and textures does
// not require buffers. The textures step reaches twins only through the bridges of its MGB_CTX views
// (sampledTexture / samplerTwin): the device resolves them; this library never reads them.
import type { DeviceCore, SamplerStateView, TwinRegistry } from '@mgpipe/gles-core';
import type { BackendSampler, FrontSampler } from './backend-sampler.ts';
import type { BackendTexture, FrontTexture } from './backend-texture.ts';

export interface TextureDevice extends DeviceCore {
  readonly textures: TwinRegistry<FrontTexture, BackendTexture>;
  readonly samplers: TwinRegistry<FrontSampler, BackendSampler>;
  /**
   * Counts texture twins moved to a new driver name behind the front end's back (BackendTexture.makeImmutable):
   * steps that cache driver texture names (unit bindings, attachments) compare it.
   */
  driverTextureMoves: number;
  /** The texture's twin, with its buffer (texture buffers) and view origin (texture views) resolved. */
  texture(front: FrontTexture): BackendTexture;
  /** The twin of the texture a sampler view names (SamplerViewSet.texture), its storage brought up to date. */
  sampledTexture(view: object): BackendTexture;
  /** The twin of the sampler object a unit's SamplerStateView names (bound): its sampler object's, or its CSO's (push). */
  samplerTwin(view: SamplerStateView): BackendSampler;
  /**
   * images-upload's part (answered by the wiring from the client's generations, in one process): moves whenever a texture's texels or storage may
   * have changed, so the step brings the sampled twins up to date (a pushed view set does not move for an upload).
   */
  textureStorageKey(): number;
}
