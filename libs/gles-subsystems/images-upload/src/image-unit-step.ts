// The images-upload step of PrepareForDraw: bind each image uniform's image unit (texture level / layer,
// access, format) to its driver image unit, synchronising the texture's uploads first. Gated by the front end's
// image-unit version. The program twin arrives as an ImageProgram (gles-core): images-upload does not require
// program.
import type { ImageProgram } from '@mgpipe/gles-core';
import type { TextureDevice } from '@mgpipe/gles-textures';
import type { GLContext, Program } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';

export class ImageUnitStep {
  private imageVersion = -1;

  constructor(private readonly dev: TextureDevice) {}

  sync(ctx: GLContext, twin: ImageProgram, program: Program): void {
    if (twin.images.length === 0 || ctx.textures.imageUnitVersion === this.imageVersion) return;
    this.imageVersion = ctx.textures.imageUnitVersion;
    const dev = this.dev;
    for (const s of twin.images) {
      const unit = program.opaqueUnits[s.frontLocation];
      const binding = unit < 0 ? null : ctx.textures.imageUnits[unit];
      if (binding === null || binding.texture === null) {
        dev.gl.glBindImageTexture(s.driverUnit, 0, 0, false, 0, GL.READ_ONLY, GL.RGBA8);
        continue;
      }
      const tex = dev.texture(binding.texture);
      tex.sync(dev.gl, dev.bindings, binding.texture, dev.caps.textureNorm16, true);
      dev.gl.glBindImageTexture(s.driverUnit, tex.name, binding.level, binding.layered, binding.layer, binding.access, binding.format);
    }
  }
}
