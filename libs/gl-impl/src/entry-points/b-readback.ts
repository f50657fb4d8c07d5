// Readback and framebuffer/image copies (GL 4.5 §18.2 readPixels, §18.3.1 blitFramebuffer, §18.3.3
// copyImageSubData). The front end validates and computes the pack extent (PIXEL_PACK buffer bounds);
// the pixels themselves come from the backend through the readPixels / blitFramebuffer /
// copyImageSubData verbs. The PIXEL_PACK buffer is resolved here and handed to the verb as its destination
// operand (read_pixels_to_buffer's `dst`). A GPU write into it is the backend's: the front end does not mark the
// buffer's content (its shadow would be pushed back over the result).
import type { GLFunctions, VoidData } from '@mgpipe/gl-api';
import { DEPTH_SLOT, type Framebuffer, isCompleteForCopy, type Renderbuffer, STENCIL_SLOT, type Texture, textureTargetIndexOf } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { namedFramebuffer, withFramebuffers } from './framebuffer-scope.ts';
import { type FormatInfo, formatInfo, isCompressed, isIntegerFormat, viewCompatible } from './b-formats.ts';
import { depthStencilFormat, framebufferSamples, framebufferStatus, readColorFormat } from './b-framebuffer-status.ts';
import { computeLayout, formatTypeCompatible, isIntegerPixelFormat, isPixelFormat, isPixelType, typeSize } from './b-pixels.ts';
import { type AreaBShared, resolveTransferData } from './b-texture-common.ts';
import { hex } from './b-texture-images.ts';

const ALL_BLIT_BITS = GL.COLOR_BUFFER_BIT | GL.DEPTH_BUFFER_BIT | GL.STENCIL_BUFFER_BIT;

/** One side of copyImageSubData, resolved (reused record). */
class CopyEnd {
  info: FormatInfo | undefined = undefined;
  width = 0;
  height = 0;
  depth = 0;
  samples = 0;
}

export function readbackEntryPoints(fe: FrontEnd, shared: AreaBShared) {
  const st = fe.state;
  const objects = st.objects;
  const layout = shared.layout;
  const src = shared.source;
  const endA = new CopyEnd();
  const endB = new CopyEnd();

  function readPixels(fn: string, x: number, y: number, width: number, height: number, format: number, type: number, bufSize: number, pixels: VoidData): void {
    if (!isPixelFormat(format)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(format)} is not a pixel format`);
    if (!isPixelType(type)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(type)} is not a pixel type`);
    if (width < 0 || height < 0) return fe.error(GL.INVALID_VALUE, `${fn}: negative size`);
    if (!formatTypeCompatible(format, type)) return fe.error(GL.INVALID_OPERATION, `${fn}: format ${hex(format)} and type ${hex(type)} do not combine`);
    const fb = st.readFramebuffer;
    if (framebufferStatus(fb) !== GL.FRAMEBUFFER_COMPLETE) return fe.error(GL.INVALID_FRAMEBUFFER_OPERATION, `${fn}: the read framebuffer is not complete`);
    if (framebufferSamples(fb) > 0) return fe.error(GL.INVALID_OPERATION, `${fn}: the read framebuffer is multisampled`);
    if (format === GL.DEPTH_COMPONENT || format === GL.DEPTH_STENCIL) {
      if (depthStencilFormat(fb, DEPTH_SLOT)?.depthBits === undefined || depthStencilFormat(fb, DEPTH_SLOT)!.depthBits === 0) {
        return fe.error(GL.INVALID_OPERATION, `${fn}: the read framebuffer has no depth buffer`);
      }
    }
    if (format === GL.STENCIL_INDEX || format === GL.DEPTH_STENCIL) {
      const s = depthStencilFormat(fb, STENCIL_SLOT);
      if (s === undefined || s.stencilBits === 0) return fe.error(GL.INVALID_OPERATION, `${fn}: the read framebuffer has no stencil buffer`);
    }
    if (format !== GL.DEPTH_COMPONENT && format !== GL.DEPTH_STENCIL && format !== GL.STENCIL_INDEX) {
      const color = readColorFormat(fb);
      if (color === undefined) return fe.error(GL.INVALID_OPERATION, `${fn}: READ_BUFFER selects no color buffer`);
      // §18.2.2: integer data reads only from integer buffers and the other way round.
      if (isIntegerPixelFormat(format) !== isIntegerFormat(color)) {
        return fe.error(GL.INVALID_OPERATION, `${fn}: format ${hex(format)} does not match the read buffer's ${hex(color.internalFormat)}`);
      }
    }
    computeLayout(st.pack, format, type, width, height, 1, false, layout);
    if (layout.extent > bufSize) return fe.error(GL.INVALID_OPERATION, `${fn}: ${layout.extent} bytes do not fit in bufSize ${bufSize}`);
    if (!resolveTransferData(fe, fn, pixels, true, layout.extent, typeSize(type), src)) return;
    if (src.buffer === null && src.bytes === null && layout.extent > 0) return fe.error(GL.INVALID_OPERATION, `${fn}: no destination memory`);
    const verb = fe.backend.verbs.readPixels;
    if (verb === null) {
      fe.debugCallback?.(GL.DEBUG_SOURCE_API, GL.DEBUG_TYPE_OTHER, 0, GL.DEBUG_SEVERITY_MEDIUM, `${fn}: the backend has no readPixels verb`);
      return;
    }
    verb(x, y, width, height, format, type, pixels ?? 0, src.buffer);
  }

  /** Resolves one side of copyImageSubData; returns an error code (0 = fine) and leaves its message. */
  function copyEnd(fn: string, name: number, target: number, level: number, out: CopyEnd): boolean {
    if (target === GL.RENDERBUFFER) {
      const rb: Renderbuffer | null = objects.renderbuffers.Get(name);
      if (rb === null) {
        fe.error(GL.INVALID_VALUE, `${fn}: ${name} is not a renderbuffer`);
        return false;
      }
      if (level !== 0) {
        fe.error(GL.INVALID_VALUE, `${fn}: renderbuffers have only level 0`);
        return false;
      }
      out.info = formatInfo(rb.internalFormat);
      out.width = rb.width; out.height = rb.height; out.depth = 1; out.samples = rb.samples;
      return true;
    }
    if (textureTargetIndexOf(target) < 0 || target === GL.TEXTURE_BUFFER) {
      fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a copyable target`);
      return false;
    }
    const t: Texture | null = objects.textures.Get(name);
    if (t === null) {
      fe.error(GL.INVALID_VALUE, `${fn}: ${name} is not a texture`);
      return false;
    }
    if (t.target !== target) {
      fe.error(GL.INVALID_ENUM, `${fn}: texture ${name} is not a ${hex(target)} texture`);
      return false;
    }
    if (level < 0 || level >= 16 || t.GetImage(0, level).internalFormat === 0) {
      fe.error(GL.INVALID_VALUE, `${fn}: level ${level} of texture ${name} does not exist`);
      return false;
    }
    // §18.3.3: INVALID_OPERATION for an incomplete texture, judged by its own minification filter; the format-based
    // rules are ignored (the ARB / Khronos resolution, as Mesa does: copies move raw texels).
    if (!isCompleteForCopy(t)) {
      fe.error(GL.INVALID_OPERATION, `${fn}: texture ${name} is not complete`);
      return false;
    }
    const img = t.GetImage(0, level);
    out.info = formatInfo(img.internalFormat);
    out.width = img.width;
    out.height = target === GL.TEXTURE_1D_ARRAY ? img.depth : img.height;
    out.depth = target === GL.TEXTURE_CUBE_MAP ? 6 : target === GL.TEXTURE_1D_ARRAY ? img.height : img.depth;
    out.samples = img.samples;
    return true;
  }

  /** BlitFramebuffer's checks between any two framebuffers (the bound ones, or BlitNamedFramebuffer's); false after an error. */
  function blitChecks(fn: string, read: Framebuffer, draw: Framebuffer, srcX0: number, srcY0: number, srcX1: number, srcY1: number,
    dstX0: number, dstY0: number, dstX1: number, dstY1: number, mask: number, filter: number): boolean {
    if ((mask & ~ALL_BLIT_BITS) !== 0) { fe.error(GL.INVALID_VALUE, `${fn}: mask has bits other than COLOR/DEPTH/STENCIL`); return false; }
    if (filter !== GL.NEAREST && filter !== GL.LINEAR) { fe.error(GL.INVALID_ENUM, `${fn}: filter must be NEAREST or LINEAR`); return false; }
    if (filter === GL.LINEAR && (mask & (GL.DEPTH_BUFFER_BIT | GL.STENCIL_BUFFER_BIT)) !== 0) {
      fe.error(GL.INVALID_OPERATION, `${fn}: depth/stencil blits must use NEAREST`);
      return false;
    }
    if (framebufferStatus(read) !== GL.FRAMEBUFFER_COMPLETE || framebufferStatus(draw) !== GL.FRAMEBUFFER_COMPLETE) {
      fe.error(GL.INVALID_FRAMEBUFFER_OPERATION, `${fn}: the read or draw framebuffer is not complete`);
      return false;
    }
    const readSamples = framebufferSamples(read);
    if (framebufferSamples(draw) > 0) { fe.error(GL.INVALID_OPERATION, `${fn}: the draw framebuffer is multisampled`); return false; }
    if (readSamples > 0 && (srcX0 !== dstX0 || srcY0 !== dstY0 || srcX1 !== dstX1 || srcY1 !== dstY1)) {
      fe.error(GL.INVALID_OPERATION, `${fn}: a multisample resolve needs identical source and destination rectangles`);
      return false;
    }
    if ((mask & GL.COLOR_BUFFER_BIT) !== 0) {
      const rc = readColorFormat(read);
      if (rc !== undefined) {
        const readInt = isIntegerFormat(rc);
        if (readInt && filter === GL.LINEAR) { fe.error(GL.INVALID_OPERATION, `${fn}: integer color cannot be LINEAR-filtered`); return false; }
        for (let i = 0; i < draw.drawBuffers.length; i++) {
          const b = draw.drawBuffers[i];
          if (b === GL.NONE) continue;
          let dc: FormatInfo | undefined;
          if (draw.isDefault) dc = formatInfo(GL.RGBA8);
          else {
            const a = draw.attachments[b - GL.COLOR_ATTACHMENT0];
            dc = a === undefined ? undefined : a.renderbuffer !== null ? formatInfo(a.renderbuffer.internalFormat)
              : a.texture !== null ? formatInfo(a.texture.GetImage(a.texture.target === GL.TEXTURE_CUBE_MAP && a.layer >= 0 ? a.layer : 0, a.level).internalFormat) : undefined;
          }
          if (dc === undefined) continue;
          if (isIntegerFormat(dc) !== readInt || (readInt && dc.componentType !== rc.componentType)) {
            fe.error(GL.INVALID_OPERATION, `${fn}: read and draw buffers differ in integer-ness or signedness`);
            return false;
          }
          if (readSamples > 0 && dc.internalFormat !== rc.internalFormat) {
            fe.error(GL.INVALID_OPERATION, `${fn}: a multisample resolve needs identical read and draw formats`);
            return false;
          }
        }
      }
    }
    for (const [bit, slot] of DS_BITS) {
      if ((mask & bit) === 0) continue;
      const r = depthStencilFormat(read, slot), d = depthStencilFormat(draw, slot);
      if (r !== undefined && d !== undefined && r.internalFormat !== d.internalFormat) {
        fe.error(GL.INVALID_OPERATION, `${fn}: ${bit === GL.DEPTH_BUFFER_BIT ? 'depth' : 'stencil'} formats of the two framebuffers differ`);
        return false;
      }
    }
    return true;
  }

  function blitVerb(fn: string) {
    const verb = fe.backend.verbs.blitFramebuffer;
    if (verb === null) fe.debugCallback?.(GL.DEBUG_SOURCE_API, GL.DEBUG_TYPE_OTHER, 0, GL.DEBUG_SEVERITY_MEDIUM, `${fn}: the backend has no blitFramebuffer verb`);
    return verb;
  }

  return {
    readPixels(x, y, width, height, format, type, pixels) {
      readPixels('readPixels', x, y, width, height, format, type, Infinity, pixels);
    },
    readnPixels(x, y, width, height, format, type, bufSize, data) {
      readPixels('readnPixels', x, y, width, height, format, type, bufSize, data);
    },

    blitFramebuffer(srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter) {
      const fn = 'blitFramebuffer';
      if (!blitChecks(fn, st.readFramebuffer, st.drawFramebuffer, srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter)) return;
      const verb = blitVerb(fn);
      if (verb !== null) verb(srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter);
    },
    blitNamedFramebuffer(readFramebuffer, drawFramebuffer, srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter) {
      const fn = 'blitNamedFramebuffer';
      const read = namedFramebuffer(fe, fn, readFramebuffer);
      if (read === undefined) return;
      const draw = namedFramebuffer(fe, fn, drawFramebuffer);
      if (draw === undefined) return;
      if (!blitChecks(fn, read, draw, srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter)) return;
      const verb = blitVerb(fn);
      if (verb !== null) withFramebuffers(fe, draw, read, () => verb(srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter));
    },
    copyImageSubData(srcName, srcTarget, srcLevel, srcX, srcY, srcZ, dstName, dstTarget, dstLevel, dstX, dstY, dstZ, srcWidth, srcHeight, srcDepth) {
      const fn = 'copyImageSubData';
      if (!copyEnd(fn, srcName, srcTarget, srcLevel, endA)) return;
      if (!copyEnd(fn, dstName, dstTarget, dstLevel, endB)) return;
      const a = endA.info, b = endB.info;
      if (a === undefined || b === undefined) return fe.error(GL.INVALID_OPERATION, `${fn}: an image has no format`);
      if (srcWidth < 0 || srcHeight < 0 || srcDepth < 0) return fe.error(GL.INVALID_VALUE, `${fn}: negative size`);
      // Compressed ↔ uncompressed copies scale the region by the block size (§18.3.3).
      const aBlock = isCompressed(a) ? 4 : 1, bBlock = isCompressed(b) ? 4 : 1;
      const dstW = (srcWidth * aBlock) / bBlock, dstH = (srcHeight * aBlock) / bBlock;
      if (srcX < 0 || srcY < 0 || srcZ < 0 || srcX + srcWidth > endA.width || srcY + srcHeight > endA.height || srcZ + srcDepth > endA.depth) {
        return fe.error(GL.INVALID_VALUE, `${fn}: the source region exceeds the source image`);
      }
      if (dstX < 0 || dstY < 0 || dstZ < 0 || dstX + dstW > endB.width || dstY + dstH > endB.height || dstZ + srcDepth > endB.depth) {
        return fe.error(GL.INVALID_VALUE, `${fn}: the destination region exceeds the destination image`);
      }
      if (aBlock === 4 && (srcX % 4 !== 0 || srcY % 4 !== 0 || (srcWidth % 4 !== 0 && srcX + srcWidth !== endA.width) || (srcHeight % 4 !== 0 && srcY + srcHeight !== endA.height))) {
        return fe.error(GL.INVALID_VALUE, `${fn}: the source region is not block aligned`);
      }
      const compatible = aBlock === bBlock ? viewCompatible(a, b)
        : (aBlock === 4 ? a.blockBytes === b.bytesPerTexel : b.blockBytes === a.bytesPerTexel) && (a.flags & 1) !== 0 && (b.flags & 1) !== 0;
      if (!compatible || a.depthBits + a.stencilBits > 0 !== b.depthBits + b.stencilBits > 0) {
        return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(a.internalFormat)} and ${hex(b.internalFormat)} are not copy-compatible`);
      }
      if (endA.samples !== endB.samples) return fe.error(GL.INVALID_OPERATION, `${fn}: sample counts differ`);
      const verb = fe.backend.verbs.copyImageSubData;
      if (verb === null) {
        fe.debugCallback?.(GL.DEBUG_SOURCE_API, GL.DEBUG_TYPE_OTHER, 0, GL.DEBUG_SEVERITY_MEDIUM, `${fn}: the backend has no copyImageSubData verb`);
        return;
      }
      verb(srcName, srcTarget, srcLevel, srcX, srcY, srcZ, dstName, dstTarget, dstLevel, dstX, dstY, dstZ, srcWidth, srcHeight, srcDepth);
      if (dstTarget !== GL.RENDERBUFFER) {
        const t = objects.textures.Get(dstName)!;
        const cube = t.target === GL.TEXTURE_CUBE_MAP;
        // Pushed (resource_copy_region), the texels stay on the server; the legacy verb read them back into the shadow.
        const onServer = fe.tracker?.transfers != null;
        // z is a cube face, a layer or a slice; a 1D array's layers are its image's rows (copyEnd).
        const oneDArray = t.target === GL.TEXTURE_1D_ARRAY;
        for (let z = 0; z < srcDepth; z++) {
          if (onServer) t.MarkLevelServerWritten(cube ? dstZ + z : 0, dstLevel);
          else if (oneDArray) t.MarkLevelContentChanged(0, dstLevel, dstX, dstZ + z, 0, dstW, 1, 1);
          else t.MarkLevelContentChanged(cube ? dstZ + z : 0, dstLevel, dstX, dstY, cube ? 0 : dstZ + z, dstW, dstH, 1);
        }
      }
    },
  } satisfies Partial<GLFunctions>;
}

const DS_BITS: readonly (readonly [number, number])[] = [[GL.DEPTH_BUFFER_BIT, DEPTH_SLOT], [GL.STENCIL_BUFFER_BIT, STENCIL_SLOT]];
