// The images-upload step of PrepareForDraw: bind each image uniform's image unit (texture level / layer,
// access, format) to its driver image unit, synchronising the texture's uploads first and moving a mutable
// twin to immutable storage (GLES binds only those; the device's imageTexture). What is bound comes through
// MGB_CTX (`dev.inputs`: getShaderImages — the context in pull, the alias copy at A, gles-core image-inputs.ts), and
// which unit each image uniform reads is the program's opaque-unit table (getProgramBindings, as the textures step
// reads it); this library reads no front-end unit, texture or program. Gated by the program twin, the image units'
// version (a binding, or any texture's content: a respecified texture can take a new driver name), the units each
// image uniform read at the last walk and the device's texture moves, so a steady-state draw costs a few compares
// and allocates nothing. The program twin arrives as an ImageProgram (gles-core): images-upload does not require
// program.
import type { ImageProgram } from '@mgpipe/gles-core';
import { GL } from '@mgpipe/value-types';
import type { ImageDevice } from './image-device.ts';

export class ImageUnitStep {
  private imageVersion = -1;
  private imageProgram: ImageProgram | null = null;
  private moves = -1;
  /** The unit each of the program's image uniforms read at the last walk (-1: none). */
  private units = new Int32Array(0);

  constructor(private readonly dev: ImageDevice) {}

  sync(twin: ImageProgram): void {
    const dev = this.dev;
    if (twin.images.length === 0) return;
    const inputs = dev.inputs;
    const images = inputs.getShaderImages();
    const opaque = inputs.getProgramBindings();
    if (images.version === this.imageVersion && twin === this.imageProgram && dev.driverTextureMoves === this.moves &&
      this.sameUnits(twin, opaque.opaqueUnits, opaque.opaqueCount)) return;
    this.imageVersion = images.version;
    this.imageProgram = twin;
    if (this.units.length < twin.images.length) this.units = new Int32Array(twin.images.length);
    for (let i = 0; i < twin.images.length; i++) {
      const s = twin.images[i];
      const unit = s.frontLocation < opaque.opaqueCount ? opaque.opaqueUnits[s.frontLocation] : -1;
      this.units[i] = unit;
      const view = images.texture(unit);
      if (view === null) {
        dev.gl.glBindImageTexture(s.driverUnit, 0, 0, false, 0, GL.READ_ONLY, GL.RGBA8);
        continue;
      }
      const tex = dev.imageTexture(view);
      dev.gl.glBindImageTexture(s.driverUnit, tex.name, images.levels[unit], images.layered[unit] !== 0, images.layers[unit], images.access[unit],
        images.formats[unit]);
    }
    this.moves = dev.driverTextureMoves;
  }

  /** Whether each of the program's image uniforms still reads the unit it read at the last walk (no allocation). */
  private sameUnits(twin: ImageProgram, opaque: Int32Array, count: number): boolean {
    const n = twin.images.length;
    if (this.units.length < n) return false;
    for (let i = 0; i < n; i++) {
      const loc = twin.images[i].frontLocation;
      if ((loc < count ? opaque[loc] : -1) !== this.units[i]) return false;
    }
    return true;
  }
}
