// Framebuffer objects (GL 4.5 §9.2-§9.4, §17.4.1 draw buffers, §18.2.1 read buffer): names and bindings,
// attachments, checkFramebufferStatus, drawBuffer(s) / readBuffer with their default-vs-FBO rules,
// framebufferParameteri / getFramebufferParameteriv, invalidate(Sub)Framebuffer.
//
// The default framebuffer is double-buffered mono (FRONT_LEFT, BACK_LEFT, no RIGHT buffers): naming a
// RIGHT buffer is INVALID_OPERATION ("buffer does not exist"), as on a mono visual.
import type { GLFunctions } from '@mgpipe/gl-api';
import { DEPTH_SLOT, type Framebuffer, MAX_COLOR_ATTACHMENTS, STENCIL_SLOT, type Texture } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { namedFramebuffer } from './framebuffer-scope.ts';
import { colorSlotOf, framebufferSamples, framebufferStatus, isLayerableTarget } from './b-framebuffer-status.ts';
import { isCubeFace, maxLevelOf } from './b-texture-common.ts';
import { hex } from './b-texture-images.ts';

const MAX_FRAMEBUFFER_SIZE = 16384;
const MAX_FRAMEBUFFER_LAYERS = 2048;

/** Default-framebuffer buffer names a mono double-buffered surface has (§17.4.1 table 17.4). */
function defaultBufferExists(buf: number): boolean {
  switch (buf) {
    case GL.FRONT_LEFT: case GL.BACK_LEFT: case GL.FRONT: case GL.BACK: case GL.LEFT: case GL.FRONT_AND_BACK:
      return true;
    default:
      return false;
  }
}
function isDefaultBufferEnum(buf: number): boolean {
  return defaultBufferExists(buf) || buf === GL.FRONT_RIGHT || buf === GL.BACK_RIGHT || buf === GL.RIGHT;
}

export function framebufferEntryPoints(fe: FrontEnd) {
  const st = fe.state;
  const objects = st.objects;
  fe.framebufferStatus = framebufferStatus;

  /** The framebuffer bound to a target, or undefined (INVALID_ENUM recorded) for a bad target. */
  function targetFramebuffer(fn: string, target: number): Framebuffer | undefined {
    if (target === GL.FRAMEBUFFER || target === GL.DRAW_FRAMEBUFFER) return st.drawFramebuffer;
    if (target === GL.READ_FRAMEBUFFER) return st.readFramebuffer;
    fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a framebuffer target`);
    return undefined;
  }

  /**
   * Attachment slot of an attachment enum for a framebuffer object: 0..7 color, DEPTH_SLOT, STENCIL_SLOT,
   * -2 for DEPTH_STENCIL_ATTACHMENT; -1 after recording an error (§9.2.8: COLOR_ATTACHMENTm with
   * m ≥ MAX_COLOR_ATTACHMENTS is INVALID_OPERATION, anything else INVALID_ENUM).
   */
  function attachmentSlot(fn: string, attachment: number): number {
    if (attachment === GL.DEPTH_ATTACHMENT) return DEPTH_SLOT;
    if (attachment === GL.STENCIL_ATTACHMENT) return STENCIL_SLOT;
    if (attachment === GL.DEPTH_STENCIL_ATTACHMENT) return -2;
    const c = colorSlotOf(attachment);
    if (c >= 0 && c < MAX_COLOR_ATTACHMENTS) return c;
    if (c >= 0) fe.error(GL.INVALID_OPERATION, `${fn}: COLOR_ATTACHMENT${c} exceeds MAX_COLOR_ATTACHMENTS`);
    else fe.error(GL.INVALID_ENUM, `${fn}: ${hex(attachment)} is not an attachment point`);
    return -1;
  }

  function attach(fb: Framebuffer, slot: number, texture: Texture | null, level: number, layer: number): void {
    if (slot === -2) {
      fb.SetTextureAttachment(DEPTH_SLOT, texture, level, layer);
      fb.SetTextureAttachment(STENCIL_SLOT, texture, level, layer);
    } else fb.SetTextureAttachment(slot, texture, level, layer);
  }

  /**
   * Common checks of the framebufferTexture* family; returns the slot or -1 (error recorded). `texture`
   * 0 detaches; a non-zero name must be an existing texture (INVALID_OPERATION, §9.2.8).
   */
  function prepare(fn: string, fb: Framebuffer | undefined, attachment: number, texture: number): { fb: Framebuffer; slot: number; tex: Texture | null } | null {
    if (fb === undefined) return null;
    const slot = attachmentSlot(fn, attachment);
    if (slot === -1) return null;
    if (fb.isDefault) {
      fe.error(GL.INVALID_OPERATION, `${fn}: the framebuffer is the default framebuffer`);
      return null;
    }
    if (texture === 0) return { fb, slot, tex: null };
    const tex = objects.textures.Get(texture);
    if (tex === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: ${texture} is not an existing texture object`);
      return null;
    }
    if (tex.target === GL.TEXTURE_BUFFER) {
      fe.error(GL.INVALID_OPERATION, `${fn}: buffer textures cannot be attached`);
      return null;
    }
    return { fb, slot, tex };
  }

  const named = (fn: string, name: number) => namedFramebuffer(fe, fn, name);

  function levelOk(fn: string, tex: Texture, level: number): boolean {
    if (level < 0 || level > maxLevelOf(fe, tex.target)) {
      fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is not valid for ${hex(tex.target)}`);
      return false;
    }
    return true;
  }

  function textureND(fn: string, dims: 1 | 2 | 3, target: number, attachment: number, textarget: number, texture: number, level: number, layer: number): void {
    const p = prepare(fn, targetFramebuffer(fn, target), attachment, texture);
    if (p === null) return;
    if (p.tex === null) return attach(p.fb, p.slot, null, 0, 0);
    const okTargets = dims === 1 ? textarget === GL.TEXTURE_1D
      : dims === 3 ? textarget === GL.TEXTURE_3D
        : textarget === GL.TEXTURE_2D || textarget === GL.TEXTURE_RECTANGLE || textarget === GL.TEXTURE_2D_MULTISAMPLE || isCubeFace(textarget);
    if (!okTargets) return fe.error(dims === 2 ? GL.INVALID_ENUM : GL.INVALID_OPERATION, `${fn}: textarget ${hex(textarget)} is not valid here`);
    const expected = isCubeFace(textarget) ? GL.TEXTURE_CUBE_MAP : textarget;
    if (p.tex.target !== expected) return fe.error(GL.INVALID_OPERATION, `${fn}: texture ${texture} is not a ${hex(expected)} texture`);
    if (!levelOk(fn, p.tex, level)) return;
    if (dims === 3 && (layer < 0 || layer >= fe.caps.max3DTextureSize)) return fe.error(GL.INVALID_VALUE, `${fn}: zoffset ${layer} is out of range`);
    const stored = isCubeFace(textarget) ? textarget - GL.TEXTURE_CUBE_MAP_POSITIVE_X : dims === 3 ? layer : 0;
    attach(p.fb, p.slot, p.tex, level, stored);
  }

  return {
    genFramebuffers(n: number): number[] {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'genFramebuffers: n is negative');
        return [];
      }
      const names: number[] = [];
      for (let i = 0; i < n; i++) names.push(objects.framebuffers.AllocateName());
      return names;
    },
    deleteFramebuffers(framebuffers) {
      for (let i = 0; i < framebuffers.length; i++) {
        const name = framebuffers[i];
        if (name === 0) continue;
        const fb = objects.framebuffers.Get(name);
        if (fb !== null) st.DeleteFramebuffer(fb);
        else objects.framebuffers.Release(name);
      }
    },
    /** GL 4.5 §9.2: names with their framebuffer objects already created. */
    createFramebuffers(n: number): number[] {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'createFramebuffers: n is negative');
        return [];
      }
      return Array.from({ length: n }, () => objects.CreateFramebuffer().name);
    },
    isFramebuffer(framebuffer: number): boolean {
      return framebuffer !== 0 && objects.framebuffers.Get(framebuffer) !== null;
    },
    bindFramebuffer(target: number, framebuffer: number) {
      const draw = target === GL.FRAMEBUFFER || target === GL.DRAW_FRAMEBUFFER;
      const read = target === GL.FRAMEBUFFER || target === GL.READ_FRAMEBUFFER;
      if (!draw && !read) return fe.error(GL.INVALID_ENUM, `bindFramebuffer: ${hex(target)} is not a framebuffer target`);
      if (framebuffer === 0) return st.BindFramebuffer(draw, read, null);
      if (!objects.framebuffers.IsName(framebuffer)) {
        return fe.error(GL.INVALID_OPERATION, `bindFramebuffer: ${framebuffer} is not a name returned by genFramebuffers`);
      }
      const fb = objects.framebuffers.Get(framebuffer) ?? objects.CreateFramebuffer(framebuffer);
      st.BindFramebuffer(draw, read, fb);
    },

    framebufferTexture(target, attachment, texture, level) {
      textureOn('framebufferTexture', targetFramebuffer('framebufferTexture', target), attachment, texture, level);
    },
    namedFramebufferTexture(framebuffer, attachment, texture, level) {
      textureOn('namedFramebufferTexture', named('namedFramebufferTexture', framebuffer), attachment, texture, level);
    },
    framebufferTexture1D(target, attachment, textarget, texture, level) {
      textureND('framebufferTexture1D', 1, target, attachment, textarget, texture, level, 0);
    },
    framebufferTexture2D(target, attachment, textarget, texture, level) {
      textureND('framebufferTexture2D', 2, target, attachment, textarget, texture, level, 0);
    },
    framebufferTexture3D(target, attachment, textarget, texture, level, zoffset) {
      textureND('framebufferTexture3D', 3, target, attachment, textarget, texture, level, zoffset);
    },
    framebufferTextureLayer(target, attachment, texture, level, layer) {
      textureLayerOn('framebufferTextureLayer', targetFramebuffer('framebufferTextureLayer', target), attachment, texture, level, layer);
    },
    namedFramebufferTextureLayer(framebuffer, attachment, texture, level, layer) {
      textureLayerOn('namedFramebufferTextureLayer', named('namedFramebufferTextureLayer', framebuffer), attachment, texture, level, layer);
    },
    framebufferRenderbuffer(target, attachment, renderbuffertarget, renderbuffer) {
      renderbufferOn('framebufferRenderbuffer', targetFramebuffer('framebufferRenderbuffer', target), attachment, renderbuffertarget, renderbuffer);
    },
    namedFramebufferRenderbuffer(framebuffer, attachment, renderbuffertarget, renderbuffer) {
      renderbufferOn('namedFramebufferRenderbuffer', named('namedFramebufferRenderbuffer', framebuffer), attachment, renderbuffertarget, renderbuffer);
    },

    checkFramebufferStatus(target: number): number {
      const fb = targetFramebuffer('checkFramebufferStatus', target);
      return fb === undefined ? 0 : framebufferStatus(fb);
    },
    checkNamedFramebufferStatus(framebuffer: number, target: number): number {
      const fn = 'checkNamedFramebufferStatus';
      if (target !== GL.FRAMEBUFFER && target !== GL.DRAW_FRAMEBUFFER && target !== GL.READ_FRAMEBUFFER) {
        fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a framebuffer target`);
        return 0;
      }
      const fb = named(fn, framebuffer);
      return fb === undefined ? 0 : framebufferStatus(fb);
    },

    drawBuffer(buf: number) {
      drawBufferOn('drawBuffer', st.drawFramebuffer, buf);
    },
    namedFramebufferDrawBuffer(framebuffer: number, buf: number) {
      const fb = named('namedFramebufferDrawBuffer', framebuffer);
      if (fb !== undefined) drawBufferOn('namedFramebufferDrawBuffer', fb, buf);
    },
    drawBuffers(bufs) {
      drawBuffersOn('drawBuffers', st.drawFramebuffer, bufs);
    },
    namedFramebufferDrawBuffers(framebuffer, bufs) {
      const fb = named('namedFramebufferDrawBuffers', framebuffer);
      if (fb !== undefined) drawBuffersOn('namedFramebufferDrawBuffers', fb, bufs);
    },
    readBuffer(src: number) {
      readBufferOn('readBuffer', st.readFramebuffer, src);
    },
    namedFramebufferReadBuffer(framebuffer: number, src: number) {
      const fb = named('namedFramebufferReadBuffer', framebuffer);
      if (fb !== undefined) readBufferOn('namedFramebufferReadBuffer', fb, src);
    },

    framebufferParameteri(target, pname, param) {
      parameterOn('framebufferParameteri', targetFramebuffer('framebufferParameteri', target), pname, param);
    },
    namedFramebufferParameteri(framebuffer, pname, param) {
      parameterOn('namedFramebufferParameteri', named('namedFramebufferParameteri', framebuffer), pname, param);
    },
    getFramebufferParameteriv(target, pname): number {
      return getParameterOn('getFramebufferParameteriv', targetFramebuffer('getFramebufferParameteriv', target), pname);
    },
    getNamedFramebufferParameteriv(framebuffer, pname): number {
      return getParameterOn('getNamedFramebufferParameteriv', named('getNamedFramebufferParameteriv', framebuffer), pname);
    },

    invalidateFramebuffer(target, attachments) {
      invalidate('invalidateFramebuffer', targetFramebuffer('invalidateFramebuffer', target), attachments, 0, 0, 0, 0);
    },
    invalidateSubFramebuffer(target, attachments, x, y, width, height) {
      invalidate('invalidateSubFramebuffer', targetFramebuffer('invalidateSubFramebuffer', target), attachments, x, y, width, height);
    },
    invalidateNamedFramebufferData(framebuffer, attachments) {
      invalidate('invalidateNamedFramebufferData', named('invalidateNamedFramebufferData', framebuffer), attachments, 0, 0, 0, 0);
    },
    invalidateNamedFramebufferSubData(framebuffer, attachments, x, y, width, height) {
      invalidate('invalidateNamedFramebufferSubData', named('invalidateNamedFramebufferSubData', framebuffer), attachments, x, y, width, height);
    },
  } satisfies Partial<GLFunctions>;

  // The operations below take the framebuffer object (bind-to-edit: the one bound to the target; GL 4.5
  // named forms: the named one, 0 = the default framebuffer), so both forms share checks and effects.

  function textureOn(fn: string, fb: Framebuffer | undefined, attachment: number, texture: number, level: number): void {
    const p = prepare(fn, fb, attachment, texture);
    if (p === null) return;
    if (p.tex === null) return attach(p.fb, p.slot, null, 0, 0);
    if (!levelOk(fn, p.tex, level)) return;
    attach(p.fb, p.slot, p.tex, level, isLayerableTarget(p.tex.target) ? -1 : 0);
  }

  function textureLayerOn(fn: string, fb: Framebuffer | undefined, attachment: number, texture: number, level: number, layer: number): void {
    const p = prepare(fn, fb, attachment, texture);
    if (p === null) return;
    if (p.tex === null) return attach(p.fb, p.slot, null, 0, 0);
    const t = p.tex.target;
    if (!isLayerableTarget(t)) return fe.error(GL.INVALID_OPERATION, `${fn}: texture ${texture} (${hex(t)}) has no layers`);
    const maxLayers = t === GL.TEXTURE_3D ? fe.caps.max3DTextureSize : t === GL.TEXTURE_CUBE_MAP ? 6 : fe.caps.maxArrayTextureLayers;
    if (layer < 0 || layer >= maxLayers) return fe.error(GL.INVALID_VALUE, `${fn}: layer ${layer} is out of range`);
    if (!levelOk(fn, p.tex, level)) return;
    attach(p.fb, p.slot, p.tex, level, layer);
  }

  function renderbufferOn(fn: string, fb: Framebuffer | undefined, attachment: number, renderbuffertarget: number, renderbuffer: number): void {
    if (fb === undefined) return;
    const slot = attachmentSlot(fn, attachment);
    if (slot === -1) return;
    if (renderbuffertarget !== GL.RENDERBUFFER) return fe.error(GL.INVALID_ENUM, `${fn}: renderbuffertarget must be RENDERBUFFER`);
    if (fb.isDefault) return fe.error(GL.INVALID_OPERATION, `${fn}: the framebuffer is the default framebuffer`);
    const rb = renderbuffer === 0 ? null : objects.renderbuffers.Get(renderbuffer);
    if (renderbuffer !== 0 && rb === null) return fe.error(GL.INVALID_OPERATION, `${fn}: ${renderbuffer} is not an existing renderbuffer`);
    if (slot === -2) {
      fb.SetRenderbufferAttachment(DEPTH_SLOT, rb);
      fb.SetRenderbufferAttachment(STENCIL_SLOT, rb);
    } else fb.SetRenderbufferAttachment(slot, rb);
  }

  function drawBufferOn(fn: string, fb: Framebuffer, buf: number): void {
    if (buf === GL.NONE) return fb.SetDrawBuffers(NONE_LIST);
    if (fb.isDefault) {
      if (isDefaultBufferEnum(buf)) {
        if (!defaultBufferExists(buf)) return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(buf)} does not exist in the default framebuffer`);
        one[0] = buf;
        return fb.SetDrawBuffers(one);
      }
      if (colorSlotOf(buf) >= 0) return fe.error(GL.INVALID_OPERATION, `${fn}: COLOR_ATTACHMENTi names no buffer of the default framebuffer`);
      return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(buf)} is not a draw buffer`);
    }
    const c = colorSlotOf(buf);
    if (c >= 0) {
      if (c >= MAX_COLOR_ATTACHMENTS) return fe.error(GL.INVALID_OPERATION, `${fn}: COLOR_ATTACHMENT${c} exceeds MAX_COLOR_ATTACHMENTS`);
      one[0] = buf;
      return fb.SetDrawBuffers(one);
    }
    if (isDefaultBufferEnum(buf)) return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(buf)} is not a buffer of a framebuffer object`);
    return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(buf)} is not a draw buffer`);
  }

  function drawBuffersOn(fn: string, fb: Framebuffer, bufs: ArrayLike<number>): void {
    const n = bufs.length;
    if (n > fe.caps.maxDrawBuffers) return fe.error(GL.INVALID_VALUE, `${fn}: ${n} buffers exceed MAX_DRAW_BUFFERS`);
    let seen = 0;
    for (let i = 0; i < n; i++) {
      const b = bufs[i];
      if (b === GL.NONE) continue;
      // §17.4.1: FRONT, LEFT, RIGHT and FRONT_AND_BACK name several buffers: INVALID_ENUM in a list.
      if (b === GL.FRONT || b === GL.LEFT || b === GL.RIGHT || b === GL.FRONT_AND_BACK) {
        return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(b)} names more than one buffer`);
      }
      const c = colorSlotOf(b);
      let bit: number;
      if (fb.isDefault) {
        if (b === GL.BACK && n === 1) bit = 1 << 30;
        else if (b === GL.FRONT_LEFT || b === GL.BACK_LEFT) bit = b === GL.FRONT_LEFT ? 1 << 28 : 1 << 29;
        else if (b === GL.FRONT_RIGHT || b === GL.BACK_RIGHT || b === GL.BACK || c >= 0) {
          return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(b)} is not a buffer of the default framebuffer (or BACK with n ≠ 1)`);
        } else return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(b)} is not a draw buffer`);
      } else {
        if (c < 0) {
          if (isDefaultBufferEnum(b)) return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(b)} is not a buffer of a framebuffer object`);
          return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(b)} is not a draw buffer`);
        }
        if (c >= MAX_COLOR_ATTACHMENTS) return fe.error(GL.INVALID_OPERATION, `${fn}: COLOR_ATTACHMENT${c} exceeds MAX_COLOR_ATTACHMENTS`);
        bit = 1 << c;
      }
      if ((seen & bit) !== 0) return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(b)} appears twice`);
      seen |= bit;
    }
    fb.SetDrawBuffers(bufs);
  }

  function readBufferOn(fn: string, fb: Framebuffer, src: number): void {
    if (src === GL.NONE) return fb.SetReadBuffer(src);
    const c = colorSlotOf(src);
    if (fb.isDefault) {
      if (defaultBufferExists(src) && src !== GL.FRONT_AND_BACK) return fb.SetReadBuffer(src);
      if (isDefaultBufferEnum(src) || c >= 0) return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(src)} is not a buffer of the default framebuffer`);
      return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(src)} is not a read buffer`);
    }
    if (c >= 0) {
      if (c >= MAX_COLOR_ATTACHMENTS) return fe.error(GL.INVALID_OPERATION, `${fn}: COLOR_ATTACHMENT${c} exceeds MAX_COLOR_ATTACHMENTS`);
      return fb.SetReadBuffer(src);
    }
    if (isDefaultBufferEnum(src)) return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(src)} is not a buffer of a framebuffer object`);
    return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(src)} is not a read buffer`);
  }

  function parameterOn(fn: string, fb: Framebuffer | undefined, pname: number, param: number): void {
    if (fb === undefined) return;
    let w = fb.defaultWidth, h = fb.defaultHeight, l = fb.defaultLayers, s = fb.defaultSamples, f = fb.defaultFixedSampleLocations;
    let max = 0;
    switch (pname) {
      case GL.FRAMEBUFFER_DEFAULT_WIDTH: w = param; max = MAX_FRAMEBUFFER_SIZE; break;
      case GL.FRAMEBUFFER_DEFAULT_HEIGHT: h = param; max = MAX_FRAMEBUFFER_SIZE; break;
      case GL.FRAMEBUFFER_DEFAULT_LAYERS: l = param; max = MAX_FRAMEBUFFER_LAYERS; break;
      case GL.FRAMEBUFFER_DEFAULT_SAMPLES: s = param; max = fe.caps.maxSamples; break;
      case GL.FRAMEBUFFER_DEFAULT_FIXED_SAMPLE_LOCATIONS: f = param !== 0; max = Infinity; break;
      default: return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a framebuffer parameter`);
    }
    if (fb.isDefault) return fe.error(GL.INVALID_OPERATION, `${fn}: the framebuffer is the default framebuffer`);
    if (param < 0 || param > max) return fe.error(GL.INVALID_VALUE, `${fn}: ${param} is out of range for ${hex(pname)}`);
    fb.SetDefaultParameters(w, h, l, s, f);
  }

  function getParameterOn(fn: string, fb: Framebuffer | undefined, pname: number): number {
    if (fb === undefined) return 0;
    switch (pname) {
      // GL 4.5 §9.2.3: these describe any framebuffer, the default one included.
      case GL.DOUBLEBUFFER: return fb.isDefault ? 1 : 0;
      case GL.STEREO: return 0;
      case GL.SAMPLES: return framebufferSamples(fb);
      case GL.SAMPLE_BUFFERS: return framebufferSamples(fb) > 0 ? 1 : 0;
      case GL.IMPLEMENTATION_COLOR_READ_FORMAT: return GL.RGBA;
      case GL.IMPLEMENTATION_COLOR_READ_TYPE: return GL.UNSIGNED_BYTE;
    }
    let v: number;
    switch (pname) {
      case GL.FRAMEBUFFER_DEFAULT_WIDTH: v = fb.defaultWidth; break;
      case GL.FRAMEBUFFER_DEFAULT_HEIGHT: v = fb.defaultHeight; break;
      case GL.FRAMEBUFFER_DEFAULT_LAYERS: v = fb.defaultLayers; break;
      case GL.FRAMEBUFFER_DEFAULT_SAMPLES: v = fb.defaultSamples; break;
      case GL.FRAMEBUFFER_DEFAULT_FIXED_SAMPLE_LOCATIONS: v = fb.defaultFixedSampleLocations ? 1 : 0; break;
      default:
        fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a framebuffer parameter`);
        return 0;
    }
    if (fb.isDefault) {
      fe.error(GL.INVALID_OPERATION, `${fn}: the default framebuffer has no ${hex(pname)}`);
      return 0;
    }
    return v;
  }

  /** §17.4.4: validation only; invalidation is a hint the front end does not forward. */
  function invalidate(fn: string, fb: Framebuffer | undefined, attachments: ArrayLike<number>, _x: number, _y: number, width: number, height: number): void {
    if (fb === undefined) return;
    if (width < 0 || height < 0) return fe.error(GL.INVALID_VALUE, `${fn}: negative size`);
    for (let i = 0; i < attachments.length; i++) {
      const a = attachments[i];
      if (fb.isDefault) {
        if (a === GL.COLOR || a === GL.DEPTH || a === GL.STENCIL) continue;
        if (colorSlotOf(a) >= 0) return fe.error(GL.INVALID_OPERATION, `${fn}: COLOR_ATTACHMENTi is not valid for the default framebuffer`);
        return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(a)} is not an attachment of the default framebuffer`);
      }
      if (a === GL.DEPTH_ATTACHMENT || a === GL.STENCIL_ATTACHMENT || a === GL.DEPTH_STENCIL_ATTACHMENT) continue;
      const c = colorSlotOf(a);
      if (c >= MAX_COLOR_ATTACHMENTS) return fe.error(GL.INVALID_OPERATION, `${fn}: COLOR_ATTACHMENT${c} exceeds MAX_COLOR_ATTACHMENTS`);
      if (c < 0) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(a)} is not an attachment`);
    }
  }
}

const NONE_LIST = [GL.NONE];
const one = [0];
