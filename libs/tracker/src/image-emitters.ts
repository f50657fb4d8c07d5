// NEW_SHADER_IMAGES (the images-upload bit; seeds §4.4.3, issue 16): set_shader_images over every image unit, each
// an MGPImageView naming the bound texture by its resource handle (textures pushed, the prerequisite: the handle's
// resource is created / respecified first) with the level / layered / layer / access / format glBindImageTexture
// named. The shutter (imageUnitVersion, anyTextureContent) gates it; an unbound unit carries the null handle.
// The payload and its views are allocated once.
import type { GLContext } from '@mgpipe/gl-state';
import { kNullHandle, type MGPImageView, type SetShaderImagesPayload } from '@mgpipe/pipe-types';
import type { PipeEmitter } from './pipe-emitter.ts';
import type { TextureResources } from './texture-resources.ts';

/** gl-state's MAX_IMAGE_UNITS as the server copies them (gles-core IMAGE_UNITS). */
const IMAGE_UNITS = 8;

export class ShaderImageEmitter {
  private readonly views: MGPImageView[] = [];
  private readonly payload: SetShaderImagesPayload = { start: 0, images: this.views };

  constructor(private readonly out: PipeEmitter, private readonly textures: TextureResources) {}

  emit(ctx: GLContext): void {
    const units = ctx.textures.imageUnits;
    const n = Math.min(units.length, IMAGE_UNITS);
    const views = this.views;
    while (views.length < n) views.push({ res: kNullHandle, format: 0, layer: 0, level: 0, layered: false, access: 0 });
    views.length = n;
    for (let u = 0; u < n; u++) {
      const b = units[u];
      const v = views[u];
      v.res = b.texture === null ? kNullHandle : this.textures.handleOf(b.texture);
      v.level = b.level; v.layered = b.layered; v.layer = b.layer; v.access = b.access; v.format = b.format;
    }
    this.out.send('set_shader_images', this.payload);
  }
}
