// Pixel store (GL 4.5 §8.4.1, table 8.1 / 18.1) and image units (§8.26 bindImageTexture(s)).
// pixelStore: SWAP_BYTES / LSB_FIRST are booleans (any non-zero value is TRUE), ALIGNMENT must be 1, 2, 4
// or 8, every other parameter must be non-negative (INVALID_VALUE). The COMPRESSED_*_BLOCK_* parameters
// are accepted and queryable, but compressed transfers always read tightly packed blocks (see
// b-texture-compressed.ts). Image units: unbinding restores the initial state (level 0, not layered,
// layer 0, READ_ONLY, R8); `format` must be one of table 8.27 (INVALID_VALUE).
import type { GLFunctions } from '@mgpipe/gl-api';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { FormatFlag, formatInfo } from './b-formats.ts';
import { isLayerableTarget } from './b-framebuffer-status.ts';
import { hex } from './b-texture-images.ts';

const BLOCK_PNAMES: readonly number[] = [
  GL.UNPACK_COMPRESSED_BLOCK_WIDTH, GL.UNPACK_COMPRESSED_BLOCK_HEIGHT, GL.UNPACK_COMPRESSED_BLOCK_DEPTH, GL.UNPACK_COMPRESSED_BLOCK_SIZE,
  GL.PACK_COMPRESSED_BLOCK_WIDTH, GL.PACK_COMPRESSED_BLOCK_HEIGHT, GL.PACK_COMPRESSED_BLOCK_DEPTH, GL.PACK_COMPRESSED_BLOCK_SIZE,
];
const BOOLEAN_PNAMES: readonly number[] = [GL.UNPACK_SWAP_BYTES, GL.UNPACK_LSB_FIRST, GL.PACK_SWAP_BYTES, GL.PACK_LSB_FIRST];

/** Values of the COMPRESSED_*_BLOCK_* pixel-store parameters, per FrontEnd (index in BLOCK_PNAMES). */
export class CompressedBlockStore {
  readonly values = new Int32Array(BLOCK_PNAMES.length);
  Get(pname: number): number {
    return this.values[BLOCK_PNAMES.indexOf(pname)];
  }
}

export function pixelStoreImageEntryPoints(fe: FrontEnd, blocks: CompressedBlockStore) {
  const st = fe.state;

  function store(fn: string, pname: number, value: number): void {
    const block = BLOCK_PNAMES.indexOf(pname);
    const known = block >= 0 || BOOLEAN_PNAMES.includes(pname) || (pname >= GL.UNPACK_SWAP_BYTES && pname <= GL.UNPACK_ALIGNMENT) ||
      (pname >= GL.PACK_SWAP_BYTES && pname <= GL.PACK_ALIGNMENT) || pname === GL.UNPACK_IMAGE_HEIGHT || pname === GL.UNPACK_SKIP_IMAGES ||
      pname === GL.PACK_IMAGE_HEIGHT || pname === GL.PACK_SKIP_IMAGES;
    if (!known) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a pixel-store parameter`);
    if (BOOLEAN_PNAMES.includes(pname)) {
      st.SetPixelStore(pname, value !== 0 ? 1 : 0);
      return;
    }
    const v = Math.round(value);
    if (pname === GL.UNPACK_ALIGNMENT || pname === GL.PACK_ALIGNMENT) {
      if (v !== 1 && v !== 2 && v !== 4 && v !== 8) return fe.error(GL.INVALID_VALUE, `${fn}: alignment must be 1, 2, 4 or 8`);
    } else if (v < 0) return fe.error(GL.INVALID_VALUE, `${fn}: ${hex(pname)} must not be negative`);
    if (block >= 0) {
      blocks.values[block] = v;
      return;
    }
    st.SetPixelStore(pname, v);
  }

  function unbindImage(unit: number): void {
    st.textures.BindImageUnit(unit, null, 0, false, 0, GL.READ_ONLY, GL.R8);
  }

  return {
    pixelStorei(pname, param) { store('pixelStorei', pname, param); },
    pixelStoref(pname, param) { store('pixelStoref', pname, param); },

    bindImageTexture(unit, texture, level, layered, layer, access, format) {
      const fn = 'bindImageTexture';
      if (unit < 0 || unit >= fe.caps.maxImageUnits || unit >= st.textures.imageUnits.length) {
        return fe.error(GL.INVALID_VALUE, `${fn}: unit ${unit} exceeds MAX_IMAGE_UNITS`);
      }
      const t = texture === 0 ? null : st.objects.textures.Get(texture);
      if (texture !== 0 && t === null) return fe.error(GL.INVALID_VALUE, `${fn}: ${texture} is not an existing texture`);
      if (level < 0) return fe.error(GL.INVALID_VALUE, `${fn}: level must not be negative`);
      if (layer < 0) return fe.error(GL.INVALID_VALUE, `${fn}: layer must not be negative`);
      if (access !== GL.READ_ONLY && access !== GL.WRITE_ONLY && access !== GL.READ_WRITE) {
        return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(access)} is not an access mode`);
      }
      const f = formatInfo(format);
      if (f === undefined || (f.flags & FormatFlag.ImageFormat) === 0) return fe.error(GL.INVALID_VALUE, `${fn}: ${hex(format)} is not an image unit format`);
      if (t === null) return unbindImage(unit);
      st.textures.BindImageUnit(unit, t, level, !!layered, layer, access, format);
    },

    bindImageTextures(first: number, textures: ArrayLike<number> | null) {
      const fn = 'bindImageTextures';
      const max = Math.min(fe.caps.maxImageUnits, st.textures.imageUnits.length);
      const count = textures === null ? max - first : textures.length;
      if (first < 0 || first + count > max) return fe.error(GL.INVALID_OPERATION, `${fn}: units [${first}, ${first + count}) exceed MAX_IMAGE_UNITS`);
      for (let i = 0; i < count; i++) {
        const name = textures === null ? 0 : textures[i];
        if (name === 0) {
          unbindImage(first + i);
          continue;
        }
        const t = st.objects.textures.Get(name);
        const f = t === null ? undefined : formatInfo(t.GetImage(0, 0).internalFormat);
        if (t === null || f === undefined || (f.flags & FormatFlag.ImageFormat) === 0) {
          fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is not a texture with an image-unit format`);
          continue; // §8.26: the other entries are still bound
        }
        st.textures.BindImageUnit(first + i, t, 0, isLayerableTarget(t.target), 0, GL.READ_WRITE, f.internalFormat);
      }
    },
  } satisfies Partial<GLFunctions>;
}
