// What the images-upload step needs of the device beyond the textures subsystem's: the twin of the texture an image
// unit names. The unit's entry (ShaderImageSet.texture) is a bridge in pull / alias; the device resolves it (the
// wiring implements this), so this library never reads a front-end texture.
import type { BackendTexture, TextureDevice } from '@mgpipe/gles-textures';

export interface ImageDevice extends TextureDevice {
  /**
   * The twin of the texture an image unit names, its storage brought up to date and moved to immutable storage
   * (GLES 3.1 binds only immutable textures to image units: BackendTexture.makeImmutable; a move bumps
   * driverTextureMoves, which the steps caching driver names compare).
   */
  imageTexture(view: object): BackendTexture;
}
