// The texel-writing verbs at the push boundary (images-upload pushed with framebuffer; issue 17): glCopyTex(Sub)Image*,
// glCopyImageSubData and glGenerateMipmap leave as copy_framebuffer_to_texture / resource_copy_region /
// generate_mipmap (tracker texture-transfer-emitters.ts) after their verb class's validate, naming textures and
// renderbuffers by resource handle. The backend's legacy verbs — which read the written texels back into the front
// end's shadow — are never called; the entry points mark the written levels server-written instead
// (Texture.MarkLevelServerWritten).
import type { Texture } from '@mgpipe/gl-state';
import type { MGPipeHandle } from '@mgpipe/pipe-types';
import { TrackerVerbClass, type MGPipeTracker } from '@mgpipe/tracker';
import { GL } from '@mgpipe/value-types';
import type { LegacyBackendVerbs } from './legacy-backend.ts';

type AnyVerb = (...args: never[]) => unknown;

const MAX_LEVELS = 16;

export function pushedTransferVerb(name: keyof LegacyBackendVerbs, tracker: MGPipeTracker): AnyVerb | null {
  const transfers = tracker.transfers, textures = tracker.textures, framebuffers = tracker.framebuffers;
  if (transfers === null || textures === null || framebuffers === null) return null;
  const objects = tracker.ctx.objects;
  /** One side of a copyImageSubData (the front end checked that the name is a live texture / renderbuffer). */
  const imageHandle = (name: number, target: number): MGPipeHandle => {
    if (target === GL.RENDERBUFFER) return framebuffers.renderbuffers.handleOf(objects.renderbuffers.Get(name)!);
    return textures.upToDate(objects.textures.Get(name)!);
  };
  switch (name) {
    case 'copyTexSubImage':
      return (texture: Texture, target: number, level: number, xoff: number, yoff: number, zoff: number, x: number, y: number, w: number, h: number) => {
        tracker.validate(TrackerVerbClass.blitOrCopy);
        transfers.copyFramebufferToTexture(textures.upToDate(texture), target, level, xoff, yoff, zoff, x, y, w, h);
      };
    case 'copyImageSubData':
      return (srcName: number, srcTarget: number, srcLevel: number, srcX: number, srcY: number, srcZ: number,
        dstName: number, dstTarget: number, dstLevel: number, dstX: number, dstY: number, dstZ: number, w: number, h: number, d: number) => {
        tracker.validate(TrackerVerbClass.blitOrCopy);
        const src = imageHandle(srcName, srcTarget);
        const dst = imageHandle(dstName, dstTarget);
        transfers.copyRegion(src, srcLevel, srcX, srcY, srcZ, dst, dstLevel, dstX, dstY, dstZ, w, h, d);
      };
    case 'generateMipmap':
      return (t: Texture) => {
        tracker.validate(TrackerVerbClass.textureOp);
        // The plan states what the client allocated (b-texture-ops generateMipmapOf): the base, the last level of the
        // base's chain, and the layers each level has (cube faces, array layers, a 1D array's rows).
        const base = Math.min(t.baseLevel, MAX_LEVELS - 1);
        const image = t.GetImage(0, base);
        let last = base;
        while (last + 1 < MAX_LEVELS && last + 1 <= t.maxLevel && t.GetImage(0, last + 1).internalFormat === image.internalFormat &&
          t.GetImage(0, last + 1).width > 0) last++;
        const layers = t.target === GL.TEXTURE_1D_ARRAY ? image.height
          : t.target === GL.TEXTURE_2D_ARRAY || t.target === GL.TEXTURE_CUBE_MAP_ARRAY ? image.depth : t.faceCount;
        transfers.generateMipmap(textures.upToDate(t), t.target, base, last, Math.max(1, layers));
      };
    default:
      return null;
  }
}
