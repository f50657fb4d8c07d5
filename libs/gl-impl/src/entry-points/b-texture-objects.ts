// Texture names and bindings: genTextures / deleteTextures / isTexture, activeTexture, bindTexture,
// bindTextures (GL 4.5 §8.1). A generated name has no object until its first bind, which fixes the
// texture's target for its lifetime (binding it to another target is INVALID_OPERATION). Deleting a
// texture unbinds it from every unit and image unit and detaches it from the bound framebuffers; its
// name returns to the pool LIFO while its lifetime id is never reused.
import type { GLFunctions } from '@mgpipe/gl-api';
import { MAX_COMBINED_TEXTURE_IMAGE_UNITS, TEXTURE_TARGET_COUNT, textureTargetIndexOf } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';

export function textureObjectEntryPoints(fe: FrontEnd) {
  const objects = fe.state.objects;
  return {
    genTextures(n: number): number[] {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'genTextures: n is negative');
        return [];
      }
      const names: number[] = [];
      for (let i = 0; i < n; i++) names.push(objects.textures.AllocateName());
      return names;
    },

    /** GL 4.5 §8.1: names whose texture objects exist already, each with `target` fixed for life. */
    createTextures(target: number, n: number): number[] {
      if (textureTargetIndexOf(target) < 0) {
        fe.error(GL.INVALID_ENUM, `createTextures: 0x${target.toString(16)} is not a texture target`);
        return [];
      }
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'createTextures: n is negative');
        return [];
      }
      return Array.from({ length: n }, () => objects.CreateTexture(target).name);
    },

    /** GL 4.5 §8.1: binds to the texture's own target on `unit` (0 unbinds every target there), active unit untouched. */
    bindTextureUnit(unit: number, texture: number) {
      if (unit < 0 || unit >= MAX_COMBINED_TEXTURE_IMAGE_UNITS) {
        fe.error(GL.INVALID_VALUE, `bindTextureUnit: unit ${unit} is not below MAX_COMBINED_TEXTURE_IMAGE_UNITS`);
        return;
      }
      if (texture === 0) {
        for (let t = 0; t < TEXTURE_TARGET_COUNT; t++) fe.state.textures.BindTexture(unit, t, null);
        return;
      }
      const object = objects.textures.Get(texture);
      if (object === null) {
        fe.error(GL.INVALID_OPERATION, `bindTextureUnit: ${texture} is not an existing texture object`);
        return;
      }
      fe.state.textures.BindTexture(unit, textureTargetIndexOf(object.target), object);
    },

    deleteTextures(textures) {
      for (let i = 0; i < textures.length; i++) {
        const name = textures[i];
        if (name === 0) continue; // zero and unknown names are silently ignored (§8.1)
        const texture = objects.textures.Get(name);
        if (texture !== null) fe.state.DeleteTexture(texture);
        else objects.textures.Release(name);
      }
    },

    isTexture(texture: number): boolean {
      return texture !== 0 && objects.textures.Get(texture) !== null;
    },

    activeTexture(texture: number) {
      const unit = texture - GL.TEXTURE0;
      if (unit < 0 || unit >= MAX_COMBINED_TEXTURE_IMAGE_UNITS) {
        fe.error(GL.INVALID_ENUM, `activeTexture: 0x${texture.toString(16)} is not TEXTURE0 .. TEXTURE${MAX_COMBINED_TEXTURE_IMAGE_UNITS - 1}`);
        return;
      }
      fe.state.textures.SetActiveUnit(unit);
    },

    bindTexture(target: number, texture: number) {
      const index = textureTargetIndexOf(target);
      if (index < 0) {
        fe.error(GL.INVALID_ENUM, `bindTexture: 0x${target.toString(16)} is not a texture target`);
        return;
      }
      const textures = fe.state.textures;
      if (texture === 0) {
        textures.BindTexture(textures.activeUnit, index, null);
        return;
      }
      // The object first: a bound name is a generated one, so the name check (a second map probe) is for a first bind.
      let object = objects.textures.Get(texture);
      if (object === null) {
        if (!objects.textures.IsName(texture)) {
          fe.error(GL.INVALID_OPERATION, `bindTexture: ${texture} is not a name returned by genTextures`);
          return;
        }
        object = objects.CreateTexture(target, texture);
      } else if (object.target !== target) {
        fe.error(GL.INVALID_OPERATION, `bindTexture: texture ${texture} was created with target 0x${object.target.toString(16)}`);
        return;
      }
      textures.BindTexture(textures.activeUnit, index, object);
    },

    bindTextures(first: number, textures: ArrayLike<number> | null) {
      const count = textures === null ? MAX_COMBINED_TEXTURE_IMAGE_UNITS - first : textures.length;
      if (first < 0 || first + count > MAX_COMBINED_TEXTURE_IMAGE_UNITS) {
        fe.error(GL.INVALID_OPERATION, `bindTextures: units [${first}, ${first + count}) exceed MAX_COMBINED_TEXTURE_IMAGE_UNITS`);
        return;
      }
      // §8.1: an error for one entry does not stop the others from being bound.
      for (let i = 0; i < count; i++) {
        const unit = first + i;
        const name = textures === null ? 0 : textures[i];
        if (name === 0) {
          for (let t = 0; t < TEXTURE_TARGET_COUNT; t++) fe.state.textures.BindTexture(unit, t, null);
          continue;
        }
        const object = objects.textures.Get(name);
        if (object === null) {
          fe.error(GL.INVALID_OPERATION, `bindTextures: ${name} is not an existing texture object`);
          continue;
        }
        fe.state.textures.BindTexture(unit, textureTargetIndexOf(object.target), object);
      }
    },
  } satisfies Partial<GLFunctions>;
}
