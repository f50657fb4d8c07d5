// The getInteger*/getFloat*/getBoolean* pnames area B owns (GL 4.5 tables 23.13-23.17, 23.53 ff.):
// texture bindings of the active unit, ACTIVE_TEXTURE, SAMPLER_BINDING, pack/unpack state, framebuffer
// and renderbuffer bindings, DRAW_BUFFERi / READ_BUFFER, IMAGE_BINDING_* (indexed), and the texture /
// framebuffer limits. Each query reuses one output array (queries are answered, not retained).
import { MAX_COMBINED_TEXTURE_IMAGE_UNITS, TextureTargetIndex } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { SPECIFIC_COMPRESSED_FORMATS } from './b-formats.ts';
import { framebufferSamples } from './b-framebuffer-status.ts';
import type { CompressedBlockStore } from './b-pixel-store-images.ts';
import { TEXTURE_BUFFER_OFFSET_ALIGNMENT } from './b-texture-ops.ts';

/** Largest TEXTURE_MAX_ANISOTROPY / LOD bias the front end reports (GL 4.6 minima: 16 and 2). */
export const MAX_TEXTURE_MAX_ANISOTROPY = 16;
export const MAX_TEXTURE_LOD_BIAS = 16;
export const MAX_TEXTURE_BUFFER_SIZE = 65536 * 2;

export function registerAreaBStateQueries(fe: FrontEnd, blocks: CompressedBlockStore): void {
  const reg = fe.stateQueries;
  const st = fe.state;
  const caps = fe.caps;
  const one = (pname: number, f: () => number) => {
    const out = [0];
    reg.RegisterQuery(pname, () => {
      out[0] = f();
      return out;
    });
  };
  /** Limits another area might also register (shader-stage unit counts): first registration wins. */
  const oneIfAbsent = (pname: number, f: () => number) => {
    if (reg.lookup(pname) === undefined) one(pname, f);
  };

  const bindings: readonly [number, number][] = [
    [GL.TEXTURE_BINDING_1D, TextureTargetIndex.Tex1D], [GL.TEXTURE_BINDING_2D, TextureTargetIndex.Tex2D],
    [GL.TEXTURE_BINDING_3D, TextureTargetIndex.Tex3D], [GL.TEXTURE_BINDING_1D_ARRAY, TextureTargetIndex.Tex1DArray],
    [GL.TEXTURE_BINDING_2D_ARRAY, TextureTargetIndex.Tex2DArray], [GL.TEXTURE_BINDING_RECTANGLE, TextureTargetIndex.Rectangle],
    [GL.TEXTURE_BINDING_CUBE_MAP, TextureTargetIndex.CubeMap], [GL.TEXTURE_BINDING_CUBE_MAP_ARRAY, TextureTargetIndex.CubeMapArray],
    [GL.TEXTURE_BINDING_BUFFER, TextureTargetIndex.Buffer], [GL.TEXTURE_BINDING_2D_MULTISAMPLE, TextureTargetIndex.Tex2DMultisample],
    [GL.TEXTURE_BINDING_2D_MULTISAMPLE_ARRAY, TextureTargetIndex.Tex2DMultisampleArray],
  ];
  for (const [pname, index] of bindings) one(pname, () => st.textures.GetBound(st.textures.activeUnit, index)?.name ?? 0);
  one(GL.ACTIVE_TEXTURE, () => GL.TEXTURE0 + st.textures.activeUnit);
  one(GL.SAMPLER_BINDING, () => st.textures.GetSampler(st.textures.activeUnit)?.name ?? 0);

  one(GL.UNPACK_SWAP_BYTES, () => (st.unpack.swapBytes ? 1 : 0));
  one(GL.UNPACK_LSB_FIRST, () => (st.unpack.lsbFirst ? 1 : 0));
  one(GL.UNPACK_ROW_LENGTH, () => st.unpack.rowLength);
  one(GL.UNPACK_SKIP_ROWS, () => st.unpack.skipRows);
  one(GL.UNPACK_SKIP_PIXELS, () => st.unpack.skipPixels);
  one(GL.UNPACK_ALIGNMENT, () => st.unpack.alignment);
  one(GL.UNPACK_IMAGE_HEIGHT, () => st.unpack.imageHeight);
  one(GL.UNPACK_SKIP_IMAGES, () => st.unpack.skipImages);
  one(GL.PACK_SWAP_BYTES, () => (st.pack.swapBytes ? 1 : 0));
  one(GL.PACK_LSB_FIRST, () => (st.pack.lsbFirst ? 1 : 0));
  one(GL.PACK_ROW_LENGTH, () => st.pack.rowLength);
  one(GL.PACK_SKIP_ROWS, () => st.pack.skipRows);
  one(GL.PACK_SKIP_PIXELS, () => st.pack.skipPixels);
  one(GL.PACK_ALIGNMENT, () => st.pack.alignment);
  one(GL.PACK_IMAGE_HEIGHT, () => st.pack.imageHeight);
  one(GL.PACK_SKIP_IMAGES, () => st.pack.skipImages);
  for (const pname of [GL.UNPACK_COMPRESSED_BLOCK_WIDTH, GL.UNPACK_COMPRESSED_BLOCK_HEIGHT, GL.UNPACK_COMPRESSED_BLOCK_DEPTH,
    GL.UNPACK_COMPRESSED_BLOCK_SIZE, GL.PACK_COMPRESSED_BLOCK_WIDTH, GL.PACK_COMPRESSED_BLOCK_HEIGHT,
    GL.PACK_COMPRESSED_BLOCK_DEPTH, GL.PACK_COMPRESSED_BLOCK_SIZE]) {
    one(pname, () => blocks.Get(pname));
  }

  one(GL.DRAW_FRAMEBUFFER_BINDING, () => st.drawFramebuffer.name);
  one(GL.READ_FRAMEBUFFER_BINDING, () => st.readFramebuffer.name);
  one(GL.RENDERBUFFER_BINDING, () => st.renderbuffer?.name ?? 0);
  one(GL.READ_BUFFER, () => st.readFramebuffer.readBuffer);
  one(GL.DRAW_BUFFER, () => st.drawFramebuffer.drawBuffers[0]);
  // DRAW_BUFFERi exists for i < MAX_DRAW_BUFFERS (GL 4.5 table 23.24); the enums above it are INVALID_ENUM, as in Mesa.
  for (let i = 0; i < Math.min(caps.maxDrawBuffers, 16); i++) one(GL.DRAW_BUFFER0 + i, () => (i < st.drawFramebuffer.drawBuffers.length ? st.drawFramebuffer.drawBuffers[i] : GL.NONE));
  oneIfAbsent(GL.SAMPLE_BUFFERS, () => (framebufferSamples(st.drawFramebuffer) > 0 ? 1 : 0));
  oneIfAbsent(GL.SAMPLES, () => framebufferSamples(st.drawFramebuffer));
  oneIfAbsent(GL.DOUBLEBUFFER, () => (st.drawFramebuffer.isDefault ? 1 : 0));
  oneIfAbsent(GL.STEREO, () => 0);
  oneIfAbsent(GL.IMPLEMENTATION_COLOR_READ_FORMAT, () => GL.RGBA);
  oneIfAbsent(GL.IMPLEMENTATION_COLOR_READ_TYPE, () => GL.UNSIGNED_BYTE);

  const imageUnit = (pname: number, f: (unit: number) => number) => {
    const out = [0];
    reg.RegisterIndexedQuery(pname, (i) => {
      if (i < 0 || i >= caps.maxImageUnits || i >= st.textures.imageUnits.length) return null;
      out[0] = f(i);
      return out;
    });
  };
  imageUnit(GL.IMAGE_BINDING_NAME, (u) => st.textures.imageUnits[u].texture?.name ?? 0);
  imageUnit(GL.IMAGE_BINDING_LEVEL, (u) => st.textures.imageUnits[u].level);
  imageUnit(GL.IMAGE_BINDING_LAYERED, (u) => (st.textures.imageUnits[u].layered ? 1 : 0));
  imageUnit(GL.IMAGE_BINDING_LAYER, (u) => st.textures.imageUnits[u].layer);
  imageUnit(GL.IMAGE_BINDING_ACCESS, (u) => st.textures.imageUnits[u].access || GL.READ_ONLY);
  imageUnit(GL.IMAGE_BINDING_FORMAT, (u) => st.textures.imageUnits[u].format || GL.R8);

  one(GL.MAX_TEXTURE_SIZE, () => caps.maxTextureSize);
  one(GL.MAX_3D_TEXTURE_SIZE, () => caps.max3DTextureSize);
  one(GL.MAX_ARRAY_TEXTURE_LAYERS, () => caps.maxArrayTextureLayers);
  one(GL.MAX_CUBE_MAP_TEXTURE_SIZE, () => caps.maxCubeMapTextureSize);
  one(GL.MAX_RECTANGLE_TEXTURE_SIZE, () => caps.maxTextureSize);
  one(GL.MAX_RENDERBUFFER_SIZE, () => caps.maxRenderbufferSize);
  one(GL.MAX_SAMPLES, () => caps.maxSamples);
  one(GL.MAX_COLOR_TEXTURE_SAMPLES, () => caps.maxSamples);
  one(GL.MAX_DEPTH_TEXTURE_SAMPLES, () => caps.maxSamples);
  one(GL.MAX_INTEGER_SAMPLES, () => caps.maxSamples);
  one(GL.MAX_COLOR_ATTACHMENTS, () => caps.maxColorAttachments);
  one(GL.MAX_DRAW_BUFFERS, () => caps.maxDrawBuffers);
  one(GL.MAX_FRAMEBUFFER_WIDTH, () => 16384);
  one(GL.MAX_FRAMEBUFFER_HEIGHT, () => 16384);
  one(GL.MAX_FRAMEBUFFER_LAYERS, () => 2048);
  one(GL.MAX_FRAMEBUFFER_SAMPLES, () => caps.maxSamples);
  one(GL.MAX_TEXTURE_BUFFER_SIZE, () => MAX_TEXTURE_BUFFER_SIZE);
  one(GL.TEXTURE_BUFFER_OFFSET_ALIGNMENT, () => TEXTURE_BUFFER_OFFSET_ALIGNMENT);
  one(GL.MAX_TEXTURE_LOD_BIAS, () => MAX_TEXTURE_LOD_BIAS);
  one(GL.MAX_TEXTURE_MAX_ANISOTROPY, () => MAX_TEXTURE_MAX_ANISOTROPY);
  oneIfAbsent(GL.MAX_IMAGE_UNITS, () => Math.min(caps.maxImageUnits, st.textures.imageUnits.length));
  oneIfAbsent(GL.MAX_COMBINED_TEXTURE_IMAGE_UNITS, () => MAX_COMBINED_TEXTURE_IMAGE_UNITS);
  oneIfAbsent(GL.MAX_TEXTURE_IMAGE_UNITS, () => 32);
  one(GL.NUM_COMPRESSED_TEXTURE_FORMATS, () => SPECIFIC_COMPRESSED_FORMATS.length);
  reg.RegisterQuery(GL.COMPRESSED_TEXTURE_FORMATS, () => SPECIFIC_COMPRESSED_FORMATS);
}
