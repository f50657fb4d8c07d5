// MGB_CTX of the images-upload subsystem's image units (seeds §4.4.3, §5.5): the PipeInputs group `shaderImages`
// (set_shader_images / set_image_unit, MGPImageView) as the gles-images-upload library and the program step's
// formatless-image specialization read it, whatever the phase. Per image unit in [0, IMAGE_UNITS): the texture
// bound there and the level / layered / layer / access / format glBindImageTexture named — the format is live
// (MGPImageView carries it: it retires the monolith's ImageUnitFormatsStillMatch re-check).
// The front texture each unit keeps in pull / alias is the device's bridge to its twin (GlesDevice.imageTexture):
// the library hands it back to the device and never reads it. Which image uniform reads which unit is the program's
// opaque-unit table (programBindings), not part of this group.
// `version` is the image-unit step's shutter: it moves whenever a fill copied, and the fill copies when an image-unit
// binding moved (TextureState.imageUnitVersion) or any texture's content / storage moved
// (ContextGenerations.anyTextureContent: a respecified texture may take a new driver name, and the step must re-sync
// and rebind it) — the tracker's NEW_SHADER_IMAGES shutter, the same two counters.
// Pull (context) fills on read; alias (phase A) at the fill point of the verb classes that may read the group (draw,
// dispatch); verify fills a shadow the same way and compares. Fixed-size arrays: nothing is allocated per verb.

import { sameTexture, type FrontTextureState, type TextureHandleOf } from './texture-inputs.ts';
import type { FrontContextGenerations } from './vertex-inputs.ts';

/** gl-state's MAX_IMAGE_UNITS (TextureState.imageUnits' length): the units copied. */
export const IMAGE_UNITS = 8;

/** gl-state's ImageUnitBinding as the fill reads it. */
export interface FrontImageUnitBinding {
  readonly texture: object | null;
  readonly level: number;
  readonly layered: boolean;
  readonly layer: number;
  readonly access: number;
  readonly format: number;
}

/** The context members the shaderImages fill reads (PullContext has them: TextureContext's units and generations). */
export interface ImageContext {
  readonly textures: Pick<FrontTextureState, 'imageUnits' | 'imageUnitVersion'>;
  readonly generations: Pick<FrontContextGenerations, 'anyTextureContent'>;
}

const READ_WRITE = 0x88ba;
const WRITE_ONLY = 0x88b9;

/** shaderImages, one copy. */
export class ShaderImageSet {
  /** Units filled: [0, units). -1 only in a corrupted copy (verify's negative control). */
  units = 0;
  /** Set by the push receiver: `textures` holds PushedTexture handles (set_shader_images) instead of bridges. */
  pushed = false;
  /** Pull / alias: the texture bound at each unit (the device's bridge to its twin; null: none); push: its handle. */
  readonly textures: (object | null)[] = new Array<object | null>(IMAGE_UNITS).fill(null);
  readonly levels = new Int32Array(IMAGE_UNITS);
  readonly layered = new Uint8Array(IMAGE_UNITS);
  readonly layers = new Int32Array(IMAGE_UNITS);
  readonly access = new Uint32Array(IMAGE_UNITS);
  readonly formats = new Uint32Array(IMAGE_UNITS);
  /** The image-unit step's shutter: moves whenever a fill copied. A memo key, not state: verify does not compare it. */
  version = 0;
  // The fill's shutter, kept apart from the copied fields so that a corrupted copy is not mistaken for a filled one.
  private filledUnits = -1;
  private filledContent = -1;

  forget(): void {
    this.filledUnits = this.filledContent = -1;
  }

  /** The texture bound at `unit` (null: none, or outside the filled units). */
  texture(unit: number): object | null {
    return unit >= 0 && unit < this.units ? this.textures[unit] : null;
  }

  /** The live format of `unit`'s image, -1 when no texture is bound there (the program's formatless-image specialization). */
  format(unit: number): number {
    return this.texture(unit) === null ? -1 : this.formats[unit];
  }

  /** Copies the image units when a binding or any texture's content moved; true when it copied. */
  fill(ctx: ImageContext): boolean {
    const t = ctx.textures;
    const content = ctx.generations.anyTextureContent;
    if (t.imageUnitVersion === this.filledUnits && content === this.filledContent) return false;
    this.filledUnits = t.imageUnitVersion;
    this.filledContent = content;
    this.version++;
    const n = Math.min(t.imageUnits.length, IMAGE_UNITS);
    for (let u = 0; u < n; u++) {
      const b = t.imageUnits[u];
      this.textures[u] = b.texture;
      this.levels[u] = b.level;
      this.layered[u] = b.layered ? 1 : 0;
      this.layers[u] = b.layer;
      this.access[u] = b.access;
      this.formats[u] = b.format;
    }
    this.units = n;
    return true;
  }

  /** Verify: the first field of this copy that differs from `o` (the context-filled shadow), or null. */
  compare(o: ShaderImageSet, handleOf: TextureHandleOf | null = null): string | null {
    if (this.units !== o.units) return 'units';
    for (let u = 0; u < this.units; u++) {
      if (!sameTexture(this.textures[u], this.pushed, o.textures[u], o.pushed, handleOf)) return `unit[${u}].texture`;
      if (this.textures[u] === null) continue; // an unbound unit's other fields are not read
      if (this.levels[u] !== o.levels[u]) return `unit[${u}].level`;
      if (this.layered[u] !== o.layered[u]) return `unit[${u}].layered`;
      if (this.layers[u] !== o.layers[u]) return `unit[${u}].layer`;
      if (this.access[u] !== o.access[u]) return `unit[${u}].access`;
      if (this.formats[u] !== o.formats[u]) return `unit[${u}].format`;
    }
    return null;
  }

  /** MOBILEGL_PIPE_VERIFY_CORRUPT=shaderImages: a unit count no context holds. */
  corrupt(): void {
    this.units = -1;
  }

  /**
   * MOBILEGL_PIPE_TEST_FAULT=alias:images-upload (pipe-inputs.ts header): every bound unit's access read as
   * READ_WRITE, or WRITE_ONLY where it is READ_WRITE (glBindImageTexture's access argument moves; only the driver-call
   * stream shows it, since both copies are filled by the same wrong fill).
   */
  plantFault(): void {
    for (let u = 0; u < this.units; u++) if (this.textures[u] !== null) this.access[u] = this.access[u] === READ_WRITE ? WRITE_ONLY : READ_WRITE;
  }
}
