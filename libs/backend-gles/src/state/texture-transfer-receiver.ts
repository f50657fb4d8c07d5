// The texel-writing verbs received (images-upload pushed with framebuffer; issue 17): copy_framebuffer_to_texture
// (glCopyTex(Sub)Image*), resource_copy_region (glCopyImageSubData) and generate_mipmap (glGenerateMipmap*), by
// resource handle. Each opens at its fill point (PipeInputs.beginVerb: blitOrCopy / textureOp — what the validate
// pushed before it, the read framebuffer and texture parameters, is now the verb's), checks its operands against the
// resources the handles name, and runs the driver steps the legacy verbs run (TransferCommands.copyFramebufferToTwin,
// generateMipmapOfTwin, glCopyImageSubData) without their texel write-back: the texels stay on the server, and the
// client stops treating its shadow of the written levels as their content. The checks: live texture (or, for a region
// copy, renderbuffer) resources; an image target of the texture; levels in range; every coordinate an integer; the
// copy_framebuffer_to_texture box and the region copy's source box inside their levels, the region copy's destination
// origin inside its level (its extent is the driver's to check: a compressed ↔ uncompressed copy scales it, and the
// driver stores compressed levels decoded). Anything malformed is Fatal{ProtocolCorruption}.
// The front texture behind a handle is read for its shape only (the wiring's storage bridge, in one process).
import type { PipeInputs } from '@mgpipe/gles-core';
import type { BackendTexture, FrontTexture } from '@mgpipe/gles-textures';
import { MGPipeFatal, VerbClass, type CopyFramebufferToTexturePayload, type GenerateMipmapPayload, type MGPipeContext, type MGPipeHandle, type ResourceCopyRegionPayload } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import type { CopyImageSide, TransferCommands } from '../commands/transfer-commands.ts';
import type { GlesDevice } from '../device.ts';

const MAX_LEVELS = 16;
const MAX_COORD = 2 ** 31 - 1;

/** One side of a region copy, resolved: the driver image (TransferCommands' CopyImageSide) and the front end's extent of its level. */
interface CopySide extends CopyImageSide {
  width: number;
  height: number;
  depth: number;
}

function isCoord(v: number): boolean {
  return Number.isInteger(v) && Math.abs(v) <= MAX_COORD;
}

function fits(o: number, n: number, size: number): boolean {
  return Number.isInteger(o) && Number.isInteger(n) && o >= 0 && n >= 0 && o + n <= size;
}

function hex(v: number): string {
  return `0x${v.toString(16)}`;
}

export class TextureTransferReceiver {
  private readonly src: CopySide = { name: 0, target: 0, width: 0, height: 0, depth: 0 };
  private readonly dst: CopySide = { name: 0, target: 0, width: 0, height: 0, depth: 0 };

  constructor(private readonly inputs: PipeInputs, private readonly dev: GlesDevice, private readonly transfers: TransferCommands) {}

  install(ctx: MGPipeContext): void {
    ctx.copy_framebuffer_to_texture = (p) => this.copyFramebufferToTexture(p);
    ctx.resource_copy_region = (p) => this.resourceCopyRegion(p);
    ctx.generate_mipmap = (p) => this.generateMipmap(p);
  }

  copyFramebufferToTexture(p: Readonly<CopyFramebufferToTexturePayload>): void {
    const call = 'copy_framebuffer_to_texture';
    this.inputs.beginVerb(VerbClass.blitOrCopy);
    const { twin, front } = this.dev.pushedTextureForRead(p.dst, call);
    const face = imageFace(front, p.target, p.dst, call);
    checkLevel(p.level, call);
    const image = front.GetImage(face, p.level);
    // The written box in the front end's coordinates: a 1D array's rows are layers; 3D-like targets take one slice.
    const layered = front.target === GL.TEXTURE_3D || front.target === GL.TEXTURE_2D_ARRAY || front.target === GL.TEXTURE_CUBE_MAP_ARRAY;
    if (!isCoord(p.srcX) || !isCoord(p.srcY) || !fits(p.dstX, p.w, image.width) || !fits(p.dstY, p.h, Math.max(1, image.height)) ||
      !fits(p.dstZ, 1, layered ? image.depth : 1)) {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: box ${p.dstX},${p.dstY},${p.dstZ} ${p.w}×${p.h} from (${p.srcX}, ${p.srcY}) is not inside level ${p.level} (${image.width}×${image.height}×${image.depth})`);
    }
    this.transfers.copyFramebufferToTwin(twin, front.target, p.target, p.level, p.dstX, p.dstY, p.dstZ, p.srcX, p.srcY, p.w, p.h);
  }

  resourceCopyRegion(p: Readonly<ResourceCopyRegionPayload>): void {
    const call = 'resource_copy_region';
    this.inputs.beginVerb(VerbClass.blitOrCopy);
    checkLevel(p.srcLevel, call);
    checkLevel(p.dstLevel, call);
    const src = this.side(p.src, p.srcLevel, this.src, call);
    const dst = this.side(p.dst, p.dstLevel, this.dst, call);
    const b = p.srcBox;
    if (!fits(b.x, b.w, src.width) || !fits(b.y, b.h, src.height) || !fits(b.z, b.d, src.depth)) {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: source box ${b.x},${b.y},${b.z} ${b.w}×${b.h}×${b.d} is not inside level ${p.srcLevel} (${src.width}×${src.height}×${src.depth})`);
    }
    if (!fits(p.dstX, 0, dst.width - 1) || !fits(p.dstY, 0, dst.height - 1) || !fits(p.dstZ, 0, dst.depth - 1)) {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: destination origin ${p.dstX},${p.dstY},${p.dstZ} is not inside level ${p.dstLevel} (${dst.width}×${dst.height}×${dst.depth})`);
    }
    this.transfers.copyImageRegion(src, p.srcLevel, b.x, b.y, b.z, dst, p.dstLevel, p.dstX, p.dstY, p.dstZ, b.w, b.h, b.d);
  }

  generateMipmap(p: Readonly<GenerateMipmapPayload>): void {
    const call = 'generate_mipmap';
    this.inputs.beginVerb(VerbClass.textureOp);
    const { twin, front } = this.dev.pushedTextureForRead(p.res, call);
    if (p.target !== front.target) throw new MGPipeFatal('ProtocolCorruption', `${call}: target ${hex(p.target)} is not texture {${p.res.slot}, ${p.res.gen}}'s (${hex(front.target)})`);
    const plan = p.plan;
    if (!Number.isInteger(plan.baseLevel) || !Number.isInteger(plan.maxLevel) || plan.baseLevel < 0 || plan.maxLevel < plan.baseLevel ||
      plan.maxLevel >= MAX_LEVELS || !Number.isInteger(plan.layerCount) || plan.layerCount < 1) {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: plan base ${plan.baseLevel} / max ${plan.maxLevel} / ${plan.layerCount} layers`);
    }
    // The driver generates from the texture's base / max level, which the sync applied from the pushed parameters.
    this.transfers.generateMipmapOfTwin(twin);
  }

  /** A region copy's side: a live texture or renderbuffer resource, its level's extent. */
  private side(h: MGPipeHandle, level: number, out: CopySide, call: string): CopySide {
    const rb = this.dev.pushedRenderbufferForCopy(h, call);
    if (rb !== null) {
      if (level !== 0) throw new MGPipeFatal('ProtocolCorruption', `${call}: renderbuffer {${h.slot}, ${h.gen}} has no level ${level}`);
      out.name = rb.twin.name; out.target = GL.RENDERBUFFER;
      out.width = rb.r.width; out.height = rb.r.height; out.depth = 1;
      return out;
    }
    const { twin, front } = this.dev.pushedTextureForRead(h, call);
    return textureSide(twin, front, level, out);
  }
}

function textureSide(twin: BackendTexture, front: FrontTexture, level: number, out: CopySide): CopySide {
  const image = front.GetImage(0, level);
  out.name = twin.name; out.target = twin.target;
  // GL's copy coordinates (§18.3.3): a cube map's z picks the face, a 1D array's z its layer (the front end's rows);
  // arrays and 3D textures have their depth; the rest one image.
  const t = front.target;
  out.width = image.width;
  out.height = t === GL.TEXTURE_1D_ARRAY ? 1 : Math.max(1, image.height);
  out.depth = t === GL.TEXTURE_CUBE_MAP ? 6 : t === GL.TEXTURE_1D_ARRAY ? Math.max(1, image.height)
    : t === GL.TEXTURE_3D || t === GL.TEXTURE_2D_ARRAY || t === GL.TEXTURE_CUBE_MAP_ARRAY ? image.depth : 1;
  if (image.width === 0) out.width = out.height = out.depth = 0;
  return out;
}

/** The face `target` names of `front` (a cube face of a cube map; the texture's own target otherwise). */
function imageFace(front: FrontTexture, target: number, h: MGPipeHandle, call: string): number {
  const isFace = target >= GL.TEXTURE_CUBE_MAP_POSITIVE_X && target <= GL.TEXTURE_CUBE_MAP_NEGATIVE_Z;
  const cube = front.target === GL.TEXTURE_CUBE_MAP;
  if (cube ? !isFace : target !== front.target) {
    throw new MGPipeFatal('ProtocolCorruption', `${call}: target ${hex(target)} is not an image target of texture {${h.slot}, ${h.gen}} (${hex(front.target)})`);
  }
  return cube ? target - GL.TEXTURE_CUBE_MAP_POSITIVE_X : 0;
}

function checkLevel(level: number, call: string): void {
  if (!Number.isInteger(level) || level < 0 || level >= MAX_LEVELS) throw new MGPipeFatal('ProtocolCorruption', `${call}: level ${level}`);
}
