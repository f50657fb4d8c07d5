// @mgpipe/gles-textures: the textures subsystem of the GLES backend (migrations/subsystems/textures). The
// format table (texture-formats.ts) is here, not in images-upload, because texture storage allocation needs it
// and textures is the prerequisite of images-upload, framebuffer and readback-pack, which all read it.
export { BackendSampler, type FrontSampler } from './backend-sampler.ts';
export { CsoSamplers } from './cso-samplers.ts';
export {
  BackendTexture, glesTargetOf, MAX_LEVELS, NO_PENDING_SHAPES, uploadTargetOf, type PendingShapes, type FrontDirtyRegion, type FrontTexture, type FrontTextureImage, type TextureParamsSource,
} from './backend-texture.ts';
export { applySamplerParameters } from './sampler-params.ts';
export { SharedSamplers } from './shared-samplers.ts';
export { convertTexels, glesFormatOf, type GlesFormat, type UploadConversion } from './texture-formats.ts';
export type { TextureDevice } from './texture-device.ts';
export { TextureStep } from './texture-step.ts';
