// Framebuffer completeness (GL 4.5 §9.4.1 attachment completeness, §9.4.2 framebuffer completeness) and
// the attachment descriptions readPixels, blits, copies and getFramebufferAttachmentParameteriv share.
// FrontEnd.framebufferStatus is set to `framebufferStatus` so area A's draws and clears can raise
// INVALID_FRAMEBUFFER_OPERATION.
//
// FRAMEBUFFER_UNSUPPORTED (the implementation-dependent clause) is returned for exactly one combination:
// depth and stencil attachments that are both populated with DIFFERENT images (separate depth and stencil
// buffers; backends bind one depth-stencil surface). The READ_BUFFER / DRAW_BUFFERi clauses
// (FRAMEBUFFER_INCOMPLETE_DRAW_BUFFER / _READ_BUFFER) are not checked: ARB_ES2_compatibility, core since 4.1,
// removed them, and reading or drawing a missing attachment is handled where it happens.
import { DEPTH_SLOT, type Framebuffer, type FramebufferAttachment, MAX_COLOR_ATTACHMENTS, STENCIL_SLOT, type Texture } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import { type FormatInfo, FormatFlag, formatInfo } from './b-formats.ts';

/** The default framebuffer's formats (DESIGN §7: RGBA8 color + depth24/stencil8). */
export const DEFAULT_COLOR_FORMAT = formatInfo(GL.RGBA8)!;
export const DEFAULT_DEPTH_STENCIL_FORMAT = formatInfo(GL.DEPTH24_STENCIL8)!;

/** What one populated attachment refers to (reused record; fill with describeAttachment). */
export class AttachedImage {
  info: FormatInfo | undefined = undefined;
  width = 0;
  height = 0;
  /** Layers of a layered attachment (6 per cube, layer-faces for cube arrays, depth for 3D); 1 otherwise. */
  layers = 1;
  samples = 0;
  fixedSampleLocations = true;
  layered = false;
  /** Target of the attached texture (0 for a renderbuffer). */
  textureTarget = 0;
}

/** True for texture targets whose attachments are layered when attached without a layer (§9.2.8). */
export function isLayerableTarget(target: number): boolean {
  return target === GL.TEXTURE_3D || target === GL.TEXTURE_1D_ARRAY || target === GL.TEXTURE_2D_ARRAY ||
    target === GL.TEXTURE_CUBE_MAP || target === GL.TEXTURE_CUBE_MAP_ARRAY || target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY;
}

/** The image a texture attachment names: cube maps attached to one face store the face as `layer`. */
export function attachedTextureImage(texture: Texture, level: number, layer: number) {
  const face = texture.target === GL.TEXTURE_CUBE_MAP && layer >= 0 ? layer : 0;
  return texture.GetImage(face, level);
}

/** Fills `out` for a populated attachment; false when the attachment is empty. */
export function describeAttachment(a: FramebufferAttachment, out: AttachedImage): boolean {
  if (a.renderbuffer !== null) {
    const rb = a.renderbuffer;
    out.info = formatInfo(rb.internalFormat);
    out.width = rb.width; out.height = rb.height; out.layers = 1;
    out.samples = rb.samples; out.fixedSampleLocations = true; out.layered = false; out.textureTarget = 0;
    return true;
  }
  if (a.texture === null) return false;
  const t = a.texture;
  const image = attachedTextureImage(t, a.level, a.layer);
  out.info = formatInfo(image.internalFormat);
  out.width = image.width;
  out.height = t.target === GL.TEXTURE_1D_ARRAY ? 1 : image.height;
  out.layered = a.layer < 0;
  out.layers = !out.layered ? 1 : t.target === GL.TEXTURE_CUBE_MAP ? 6 : t.target === GL.TEXTURE_1D_ARRAY ? image.height : image.depth;
  out.samples = image.samples;
  out.fixedSampleLocations = image.fixedSampleLocations;
  out.textureTarget = t.target;
  return true;
}

const scratch = new AttachedImage();

/** §9.4.1: the attachment's image exists, has a non-zero size, and a format fit for its slot. */
function attachmentComplete(a: FramebufferAttachment, slot: number, img: AttachedImage): boolean {
  if (img.info === undefined || img.width === 0 || img.height === 0) return false;
  const t = a.texture;
  if (t !== null) {
    if (t.target === GL.TEXTURE_BUFFER) return false;
    if (t.immutable && a.level >= t.immutableLevels) return false;
    if (a.layer >= 0 && t.target !== GL.TEXTURE_CUBE_MAP) {
      const image = attachedTextureImage(t, a.level, a.layer);
      const layers = t.target === GL.TEXTURE_1D_ARRAY ? image.height : image.depth;
      if (isLayerableTarget(t.target) && a.layer >= layers) return false;
    }
  }
  const f = img.info;
  if (slot < MAX_COLOR_ATTACHMENTS) return (f.flags & FormatFlag.ColorRenderable) !== 0;
  if (slot === DEPTH_SLOT) return f.depthBits > 0;
  return f.stencilBits > 0;
}

function sameImage(a: FramebufferAttachment, b: FramebufferAttachment): boolean {
  return a.texture === b.texture && a.renderbuffer === b.renderbuffer && a.level === b.level && a.layer === b.layer;
}

/** CheckFramebufferStatus for `fb` (never FRAMEBUFFER_UNDEFINED: the default framebuffer always exists). */
export function framebufferStatus(fb: Framebuffer): number {
  if (fb.isDefault) return GL.FRAMEBUFFER_COMPLETE;
  let populated = 0;
  let samples = -1;
  let fixed = -1; // -1 unknown, 0 false, 1 true (textures only)
  let anyRenderbuffer = false;
  let layered = -1;
  let colorLayerTarget = 0;
  for (let slot = 0; slot < fb.attachments.length; slot++) {
    const a = fb.attachments[slot];
    if (!describeAttachment(a, scratch)) continue;
    populated++;
    if (!attachmentComplete(a, slot, scratch)) return GL.FRAMEBUFFER_INCOMPLETE_ATTACHMENT;
    if (samples < 0) samples = scratch.samples;
    else if (samples !== scratch.samples) return GL.FRAMEBUFFER_INCOMPLETE_MULTISAMPLE;
    if (a.renderbuffer !== null) anyRenderbuffer = true;
    else {
      const f = scratch.fixedSampleLocations ? 1 : 0;
      if (fixed < 0) fixed = f;
      else if (fixed !== f) return GL.FRAMEBUFFER_INCOMPLETE_MULTISAMPLE;
    }
    const l = scratch.layered ? 1 : 0;
    if (layered < 0) layered = l;
    else if (layered !== l) return GL.FRAMEBUFFER_INCOMPLETE_LAYER_TARGETS;
    if (scratch.layered && slot < MAX_COLOR_ATTACHMENTS) {
      if (colorLayerTarget === 0) colorLayerTarget = scratch.textureTarget;
      else if (colorLayerTarget !== scratch.textureTarget) return GL.FRAMEBUFFER_INCOMPLETE_LAYER_TARGETS;
    }
  }
  // A mix of renderbuffers and textures needs fixed sample locations on every texture (§9.4.2).
  if (anyRenderbuffer && fixed === 0) return GL.FRAMEBUFFER_INCOMPLETE_MULTISAMPLE;
  if (populated === 0) {
    return fb.defaultWidth > 0 && fb.defaultHeight > 0 ? GL.FRAMEBUFFER_COMPLETE : GL.FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT;
  }
  const depth = fb.attachments[DEPTH_SLOT], stencil = fb.attachments[STENCIL_SLOT];
  if (!depth.isEmpty && !stencil.isEmpty && !sameImage(depth, stencil)) return GL.FRAMEBUFFER_UNSUPPORTED;
  return GL.FRAMEBUFFER_COMPLETE;
}

/** SAMPLES of a framebuffer: its attachments' sample count (all equal once complete); 0 for the default one. */
export function framebufferSamples(fb: Framebuffer): number {
  if (fb.isDefault) return 0;
  for (let slot = 0; slot < fb.attachments.length; slot++) {
    if (describeAttachment(fb.attachments[slot], scratch)) return scratch.samples;
  }
  return fb.defaultSamples;
}

/** Slot of a COLOR_ATTACHMENTi / DEPTH / STENCIL enum, or -1. */
export function colorSlotOf(buffer: number): number {
  const i = buffer - GL.COLOR_ATTACHMENT0;
  return i >= 0 && i < 32 ? i : -1;
}

/**
 * The format of the buffer `fb` reads color from (READ_BUFFER), or undefined when none is selected or
 * attached. The default framebuffer reads its RGBA8 back buffer.
 */
export function readColorFormat(fb: Framebuffer): FormatInfo | undefined {
  if (fb.readBuffer === GL.NONE) return undefined;
  if (fb.isDefault) return DEFAULT_COLOR_FORMAT;
  const slot = colorSlotOf(fb.readBuffer);
  if (slot < 0 || slot >= MAX_COLOR_ATTACHMENTS) return undefined;
  return describeAttachment(fb.attachments[slot], scratch) ? scratch.info : undefined;
}

/** The depth (slot DEPTH_SLOT) or stencil (STENCIL_SLOT) format of `fb`, or undefined when absent. */
export function depthStencilFormat(fb: Framebuffer, slot: number): FormatInfo | undefined {
  if (fb.isDefault) return DEFAULT_DEPTH_STENCIL_FORMAT;
  return describeAttachment(fb.attachments[slot], scratch) ? scratch.info : undefined;
}
