// Entry-point area b: textures, samplers, pixel store, framebuffers, renderbuffers, readback, blits, copies, image units. Each file of this area returns its methods; this one merges them.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { FrontEnd } from '../front-end.ts';
import { formatQueryEntryPoints } from './b-format-queries.ts';
import { framebufferEntryPoints } from './b-framebuffers.ts';
import { CompressedBlockStore, pixelStoreImageEntryPoints } from './b-pixel-store-images.ts';
import { readbackEntryPoints } from './b-readback.ts';
import { renderbufferEntryPoints } from './b-renderbuffers.ts';
import { registerAreaBStateQueries } from './b-state-queries.ts';
import { textureParameterEntryPoints } from './b-tex-params.ts';
import { AreaBShared } from './b-texture-common.ts';
import { textureCompressedEntryPoints } from './b-texture-compressed.ts';
import { textureImageEntryPoints } from './b-texture-images.ts';
import { textureObjectEntryPoints } from './b-texture-objects.ts';
import { textureOpEntryPoints } from './b-texture-ops.ts';

export function areaBEntryPoints(fe: FrontEnd): Partial<GLFunctions> {
  const shared = new AreaBShared();
  const blocks = new CompressedBlockStore();
  registerAreaBStateQueries(fe, blocks);
  return {
    ...textureObjectEntryPoints(fe),
    ...textureImageEntryPoints(fe, shared),
    ...textureCompressedEntryPoints(fe, shared),
    ...textureOpEntryPoints(fe, shared),
    ...textureParameterEntryPoints(fe, shared),
    ...pixelStoreImageEntryPoints(fe, blocks),
    ...framebufferEntryPoints(fe),
    ...renderbufferEntryPoints(fe),
    ...readbackEntryPoints(fe, shared),
    ...formatQueryEntryPoints(fe),
  };
}
