// The texel-writing verbs as MGPipe calls (issue 17; seeds §4.4.5, catalog ops 48 / 51 / 71), sent after their verb
// class's validate when images-upload is pushed together with framebuffer (the copies read the pushed read framebuffer
// and may name renderbuffer resources, which only the framebuffer bit names):
//
//   copy_framebuffer_to_texture   glCopyTex(Sub)Image*: a box of the pushed read framebuffer into a level of a texture
//                                 resource (`target`: the texture's target, or the cube face; `dstZ` the layer / slice)
//   resource_copy_region          glCopyImageSubData: a box of one texture / renderbuffer resource's level into another's
//                                 (the front end's coordinates: a cube map's z is the face, a 1D array's y the layer)
//   generate_mipmap               glGenerateMipmap: the levels after the base, from the texture's pushed base / max level
//                                 (MGPMipPlan states them; the client allocated the levels' shapes before the call)
//
// The texels these write stay on the server: nothing comes back, and the front end stops treating its shadow of the
// written levels as their content (gl-state Texture.MarkLevelServerWritten) instead of marking them for upload.
// Payloads are reused; nothing allocates per call.
import { kNullHandle, type CopyFramebufferToTexturePayload, type GenerateMipmapPayload, type MGPipeHandle, type ResourceCopyRegionPayload } from '@mgpipe/pipe-types';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';

export class TextureTransferEmitters {
  private readonly sendCopy: Sender<'copy_framebuffer_to_texture'>;
  private readonly sendRegion: Sender<'resource_copy_region'>;
  private readonly sendMipmap: Sender<'generate_mipmap'>;
  private readonly copyP: CopyFramebufferToTexturePayload = { dst: kNullHandle, srcX: 0, srcY: 0, w: 0, h: 0, dstX: 0, dstY: 0, dstZ: 0, target: 0, level: 0 };
  private readonly regionP: ResourceCopyRegionPayload = {
    dst: kNullHandle, src: kNullHandle, srcBox: { x: 0, y: 0, z: 0, w: 0, h: 0, d: 0 }, dstX: 0, dstY: 0, dstZ: 0, dstLevel: 0, srcLevel: 0,
  };
  private readonly mipmapP: GenerateMipmapPayload = { res: kNullHandle, target: 0, plan: { baseLevel: 0, maxLevel: 0, layerCount: 0 } };

  constructor(out: PipeEmitter) {
    this.sendCopy = out.sender('copy_framebuffer_to_texture');
    this.sendRegion = out.sender('resource_copy_region');
    this.sendMipmap = out.sender('generate_mipmap');
  }

  copyFramebufferToTexture(dst: MGPipeHandle, target: number, level: number, dstX: number, dstY: number, dstZ: number,
    srcX: number, srcY: number, w: number, h: number): void {
    const p = this.copyP;
    p.dst = dst; p.target = target; p.level = level; p.dstX = dstX; p.dstY = dstY; p.dstZ = dstZ;
    p.srcX = srcX; p.srcY = srcY; p.w = w; p.h = h;
    this.sendCopy(p);
  }

  copyRegion(src: MGPipeHandle, srcLevel: number, srcX: number, srcY: number, srcZ: number,
    dst: MGPipeHandle, dstLevel: number, dstX: number, dstY: number, dstZ: number, w: number, h: number, d: number): void {
    const p = this.regionP;
    p.src = src; p.srcLevel = srcLevel;
    const b = p.srcBox;
    b.x = srcX; b.y = srcY; b.z = srcZ; b.w = w; b.h = h; b.d = d;
    p.dst = dst; p.dstLevel = dstLevel; p.dstX = dstX; p.dstY = dstY; p.dstZ = dstZ;
    this.sendRegion(p);
  }

  generateMipmap(res: MGPipeHandle, target: number, baseLevel: number, maxLevel: number, layerCount: number): void {
    const p = this.mipmapP;
    p.res = res; p.target = target;
    p.plan.baseLevel = baseLevel; p.plan.maxLevel = maxLevel; p.plan.layerCount = layerCount;
    this.sendMipmap(p);
  }
}
