// The images-upload step of PrepareForDraw: bind each image uniform's image unit (texture level / layer,
// access, format) to its driver image unit, synchronising the texture's uploads first and moving a mutable
// twin to immutable storage (GLES binds only those; BackendTexture.makeImmutable). Gated by the program twin,
// its unit assignments (backendStateVersion), the front end's image-unit version and texture content
// generation (a respecified texture can take a new driver name) and the device's texture moves. The program
// twin arrives as an ImageProgram (gles-core): images-upload does not require program.
import type { ImageProgram } from '@mgpipe/gles-core';
import type { TextureDevice } from '@mgpipe/gles-textures';
import type { GLContext, Program } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';

export class ImageUnitStep {
  private imageVersion = -1;
  private imageProgram: ImageProgram | null = null;
  private backendState = -1;
  private content = -1;
  private moves = -1;

  constructor(private readonly dev: TextureDevice) {}

  sync(ctx: GLContext, twin: ImageProgram, program: Program): void {
    const dev = this.dev;
    if (twin.images.length === 0) return;
    if (ctx.textures.imageUnitVersion === this.imageVersion && twin === this.imageProgram && program.backendStateVersion === this.backendState &&
      ctx.generations.anyTextureContent === this.content && dev.driverTextureMoves === this.moves) return;
    this.imageVersion = ctx.textures.imageUnitVersion;
    this.imageProgram = twin;
    this.backendState = program.backendStateVersion;
    this.content = ctx.generations.anyTextureContent;
    for (const s of twin.images) {
      const unit = program.opaqueUnits[s.frontLocation];
      const binding = unit < 0 ? null : ctx.textures.imageUnits[unit];
      if (binding === null || binding.texture === null) {
        dev.gl.glBindImageTexture(s.driverUnit, 0, 0, false, 0, GL.READ_ONLY, GL.RGBA8);
        continue;
      }
      const tex = dev.texture(binding.texture);
      tex.sync(dev.gl, dev.bindings, binding.texture, dev.caps.textureNorm16, true);
      if (tex.makeImmutable(dev.gl, dev.bindings, binding.texture)) dev.driverTextureMoves++;
      dev.gl.glBindImageTexture(s.driverUnit, tex.name, binding.level, binding.layered, binding.layer, binding.access, binding.format);
    }
    this.moves = dev.driverTextureMoves;
  }
}
