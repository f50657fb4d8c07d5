// Renderbuffer objects (GL 4.5 §9.2.4, §9.2.6): names, binding (object created at first bind), storage
// (a renderable sized or base format; samples bounded by MAX_SAMPLES) and getRenderbufferParameteriv, plus
// getFramebufferAttachmentParameteriv (§9.2.3), which reads both kinds of attached images.
import type { GLFunctions } from '@mgpipe/gl-api';
import { DEPTH_SLOT, type Framebuffer, MAX_COLOR_ATTACHMENTS, type Renderbuffer, STENCIL_SLOT } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { namedFramebuffer } from './framebuffer-scope.ts';
import { type FormatInfo, formatInfo, isCompressed, isRenderable } from './b-formats.ts';
import {
  AttachedImage, colorSlotOf, DEFAULT_COLOR_FORMAT, DEFAULT_DEPTH_STENCIL_FORMAT, describeAttachment,
} from './b-framebuffer-status.ts';
import { hex } from './b-texture-images.ts';

/** Component size / type / encoding pnames answered from a FormatInfo. */
function formatQuery(f: FormatInfo, pname: number): number {
  switch (pname) {
    case GL.FRAMEBUFFER_ATTACHMENT_RED_SIZE: return f.redBits;
    case GL.FRAMEBUFFER_ATTACHMENT_GREEN_SIZE: return f.greenBits;
    case GL.FRAMEBUFFER_ATTACHMENT_BLUE_SIZE: return f.blueBits;
    case GL.FRAMEBUFFER_ATTACHMENT_ALPHA_SIZE: return f.alphaBits;
    case GL.FRAMEBUFFER_ATTACHMENT_DEPTH_SIZE: return f.depthBits;
    case GL.FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE: return f.stencilBits;
    case GL.FRAMEBUFFER_ATTACHMENT_COMPONENT_TYPE:
      // A stencil-only image has no component type (§9.2.3: NONE); depth uses its depth type.
      return f.base === GL.STENCIL_INDEX ? GL.INDEX : f.componentType;
    case GL.FRAMEBUFFER_ATTACHMENT_COLOR_ENCODING: return (f.flags & 8) !== 0 ? GL.SRGB : GL.LINEAR;
    default: return -1;
  }
}

export function renderbufferEntryPoints(fe: FrontEnd) {
  const st = fe.state;
  const objects = st.objects;
  const image = new AttachedImage();

  /** `named`: NamedRenderbufferStorage*'s renderbuffer (undefined: the bound one). */
  function storage(fn: string, target: number, samples: number, internalformat: number, width: number, height: number, named?: Renderbuffer): void {
    if (target !== GL.RENDERBUFFER) return fe.error(GL.INVALID_ENUM, `${fn}: target must be RENDERBUFFER`);
    const info = formatInfo(internalformat);
    if (info === undefined || !isRenderable(info) || isCompressed(info)) {
      return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(internalformat)} is not a renderable internal format`);
    }
    if (samples < 0 || width < 0 || height < 0) return fe.error(GL.INVALID_VALUE, `${fn}: negative samples or size`);
    if (width > fe.caps.maxRenderbufferSize || height > fe.caps.maxRenderbufferSize) {
      return fe.error(GL.INVALID_VALUE, `${fn}: ${width}×${height} exceeds MAX_RENDERBUFFER_SIZE`);
    }
    if (samples > fe.caps.maxSamples) return fe.error(GL.INVALID_OPERATION, `${fn}: ${samples} samples exceed MAX_SAMPLES`);
    const rb = named ?? st.renderbuffer;
    if (rb === null) return fe.error(GL.INVALID_OPERATION, `${fn}: no renderbuffer is bound`);
    rb.AllocateStorage(internalformat, width, height, samples);
  }

  const methods = {
    genRenderbuffers(n: number): number[] {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'genRenderbuffers: n is negative');
        return [];
      }
      const names: number[] = [];
      for (let i = 0; i < n; i++) names.push(objects.renderbuffers.AllocateName());
      return names;
    },
    deleteRenderbuffers(renderbuffers) {
      for (let i = 0; i < renderbuffers.length; i++) {
        const name = renderbuffers[i];
        if (name === 0) continue;
        const rb = objects.renderbuffers.Get(name);
        if (rb !== null) st.DeleteRenderbuffer(rb);
        else objects.renderbuffers.Release(name);
      }
    },
    isRenderbuffer(renderbuffer: number): boolean {
      return renderbuffer !== 0 && objects.renderbuffers.Get(renderbuffer) !== null;
    },
    bindRenderbuffer(target: number, renderbuffer: number) {
      if (target !== GL.RENDERBUFFER) return fe.error(GL.INVALID_ENUM, 'bindRenderbuffer: target must be RENDERBUFFER');
      if (renderbuffer === 0) return st.BindRenderbuffer(null);
      if (!objects.renderbuffers.IsName(renderbuffer)) {
        return fe.error(GL.INVALID_OPERATION, `bindRenderbuffer: ${renderbuffer} is not a name returned by genRenderbuffers`);
      }
      st.BindRenderbuffer(objects.renderbuffers.Get(renderbuffer) ?? objects.CreateRenderbuffer(renderbuffer));
    },
    renderbufferStorage(target, internalformat, width, height) {
      storage('renderbufferStorage', target, 0, internalformat, width, height);
    },
    renderbufferStorageMultisample(target, samples, internalformat, width, height) {
      storage('renderbufferStorageMultisample', target, samples, internalformat, width, height);
    },
    getRenderbufferParameteriv(target, pname): number {
      const fn = 'getRenderbufferParameteriv';
      if (target !== GL.RENDERBUFFER) {
        fe.error(GL.INVALID_ENUM, `${fn}: target must be RENDERBUFFER`);
        return 0;
      }
      return parameterOf(fn, st.renderbuffer, pname);
    },
    getNamedRenderbufferParameteriv(renderbuffer, pname): number {
      const rb = namedRenderbuffer('getNamedRenderbufferParameteriv', renderbuffer);
      return rb === null ? 0 : parameterOf('getNamedRenderbufferParameteriv', rb, pname);
    },
    namedRenderbufferStorage(renderbuffer, internalformat, width, height) {
      const rb = namedRenderbuffer('namedRenderbufferStorage', renderbuffer);
      if (rb !== null) storage('namedRenderbufferStorage', GL.RENDERBUFFER, 0, internalformat, width, height, rb);
    },
    namedRenderbufferStorageMultisample(renderbuffer, samples, internalformat, width, height) {
      const rb = namedRenderbuffer('namedRenderbufferStorageMultisample', renderbuffer);
      if (rb !== null) storage('namedRenderbufferStorageMultisample', GL.RENDERBUFFER, samples, internalformat, width, height, rb);
    },
    /** GL 4.5 §9.2.4: names with their renderbuffer objects already created. */
    createRenderbuffers(n: number): number[] {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'createRenderbuffers: n is negative');
        return [];
      }
      return Array.from({ length: n }, () => objects.CreateRenderbuffer().name);
    },

    getFramebufferAttachmentParameteriv(target, attachment, pname): number {
      const fn = 'getFramebufferAttachmentParameteriv';
      const fb = target === GL.FRAMEBUFFER || target === GL.DRAW_FRAMEBUFFER ? st.drawFramebuffer
        : target === GL.READ_FRAMEBUFFER ? st.readFramebuffer : null;
      if (fb === null) {
        fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a framebuffer target`);
        return 0;
      }
      return attachmentParameter(fn, fb, attachment, pname);
    },
    getNamedFramebufferAttachmentParameteriv(framebuffer, attachment, pname): number {
      const fn = 'getNamedFramebufferAttachmentParameteriv';
      const fb = namedFramebuffer(fe, fn, framebuffer);
      return fb === undefined ? 0 : attachmentParameter(fn, fb, attachment, pname);
    },
  } satisfies Partial<GLFunctions>;

  function namedRenderbuffer(fn: string, name: number): Renderbuffer | null {
    const rb = name === 0 ? null : objects.renderbuffers.Get(name);
    if (rb === null) fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is not the name of an existing renderbuffer object`);
    return rb;
  }

  /** GetRenderbufferParameteriv on a renderbuffer object (null: none bound, INVALID_OPERATION after the pname check). */
  function parameterOf(fn: string, rb: Renderbuffer | null, pname: number): number {
    const f = rb === null ? undefined : formatInfo(rb.internalFormat);
    let v: number;
    switch (pname) {
      case GL.RENDERBUFFER_WIDTH: v = rb?.width ?? 0; break;
      case GL.RENDERBUFFER_HEIGHT: v = rb?.height ?? 0; break;
      case GL.RENDERBUFFER_INTERNAL_FORMAT: v = rb === null || rb.internalFormat === 0 ? GL.RGBA : rb.internalFormat; break;
      case GL.RENDERBUFFER_SAMPLES: v = rb?.samples ?? 0; break;
      case GL.RENDERBUFFER_RED_SIZE: v = f?.redBits ?? 0; break;
      case GL.RENDERBUFFER_GREEN_SIZE: v = f?.greenBits ?? 0; break;
      case GL.RENDERBUFFER_BLUE_SIZE: v = f?.blueBits ?? 0; break;
      case GL.RENDERBUFFER_ALPHA_SIZE: v = f?.alphaBits ?? 0; break;
      case GL.RENDERBUFFER_DEPTH_SIZE: v = f?.depthBits ?? 0; break;
      case GL.RENDERBUFFER_STENCIL_SIZE: v = f?.stencilBits ?? 0; break;
      default:
        fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a renderbuffer parameter`);
        return 0;
    }
    if (rb === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: no renderbuffer is bound`);
      return 0;
    }
    return v;
  }

  /** GetFramebufferAttachmentParameteriv on a framebuffer object (bound, or named). */
  function attachmentParameter(fn: string, fb: Framebuffer, attachment: number, pname: number): number {
    if (fb.isDefault) {
      // Default framebuffer (§9.2.3): BACK_LEFT / FRONT_LEFT RGBA8, DEPTH and STENCIL of a D24S8 surface.
      let f: FormatInfo | undefined;
      switch (attachment) {
        case GL.FRONT_LEFT: case GL.BACK_LEFT: f = DEFAULT_COLOR_FORMAT; break;
        case GL.DEPTH: case GL.STENCIL: f = DEFAULT_DEPTH_STENCIL_FORMAT; break;
        case GL.FRONT_RIGHT: case GL.BACK_RIGHT: f = undefined; break;
        default:
          fe.error(GL.INVALID_ENUM, `${fn}: ${hex(attachment)} is not a buffer of the default framebuffer`);
          return 0;
      }
      if (pname === GL.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE) return f === undefined ? GL.NONE : GL.FRAMEBUFFER_DEFAULT;
      if (f === undefined) {
        if (pname === GL.FRAMEBUFFER_ATTACHMENT_OBJECT_NAME) return 0;
        fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(attachment)} does not exist`);
        return 0;
      }
      if (attachment === GL.DEPTH || attachment === GL.STENCIL) {
        // The D24S8 surface seen through one aspect: the other aspect's size reads 0.
        if (pname === GL.FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE && attachment === GL.DEPTH) return 0;
        if (pname === GL.FRAMEBUFFER_ATTACHMENT_DEPTH_SIZE && attachment === GL.STENCIL) return 0;
      }
      const v = formatQuery(f, pname);
      if (v >= 0) return attachment === GL.STENCIL && pname === GL.FRAMEBUFFER_ATTACHMENT_COMPONENT_TYPE ? GL.UNSIGNED_INT : v;
      fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not valid for the default framebuffer`);
      return 0;
    }
    let slot: number;
    if (attachment === GL.DEPTH_ATTACHMENT) slot = DEPTH_SLOT;
    else if (attachment === GL.STENCIL_ATTACHMENT) slot = STENCIL_SLOT;
    else if (attachment === GL.DEPTH_STENCIL_ATTACHMENT) {
      const d = fb.attachments[DEPTH_SLOT], s = fb.attachments[STENCIL_SLOT];
      if (d.texture !== s.texture || d.renderbuffer !== s.renderbuffer || d.level !== s.level || d.layer !== s.layer) {
        fe.error(GL.INVALID_OPERATION, `${fn}: DEPTH_STENCIL_ATTACHMENT with different depth and stencil images`);
        return 0;
      }
      if (pname === GL.FRAMEBUFFER_ATTACHMENT_COMPONENT_TYPE) {
        fe.error(GL.INVALID_OPERATION, `${fn}: COMPONENT_TYPE of DEPTH_STENCIL_ATTACHMENT is ambiguous`);
        return 0;
      }
      slot = DEPTH_SLOT;
    } else {
      slot = colorSlotOf(attachment);
      if (slot < 0 || slot >= MAX_COLOR_ATTACHMENTS) {
        if (slot >= MAX_COLOR_ATTACHMENTS) fe.error(GL.INVALID_OPERATION, `${fn}: COLOR_ATTACHMENT${slot} exceeds MAX_COLOR_ATTACHMENTS`);
        else fe.error(GL.INVALID_ENUM, `${fn}: ${hex(attachment)} is not an attachment point`);
        return 0;
      }
    }
    const a = fb.attachments[slot];
    if (!describeAttachment(a, image)) {
      if (pname === GL.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE) return GL.NONE;
      if (pname === GL.FRAMEBUFFER_ATTACHMENT_OBJECT_NAME) return 0;
      fe.error(GL.INVALID_OPERATION, `${fn}: nothing is attached to ${hex(attachment)}`);
      return 0;
    }
    const isTex = a.texture !== null;
    switch (pname) {
      case GL.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE: return isTex ? GL.TEXTURE : GL.RENDERBUFFER;
      case GL.FRAMEBUFFER_ATTACHMENT_OBJECT_NAME: return isTex ? a.texture!.name : a.renderbuffer!.name;
      case GL.FRAMEBUFFER_ATTACHMENT_TEXTURE_LEVEL:
      case GL.FRAMEBUFFER_ATTACHMENT_TEXTURE_CUBE_MAP_FACE:
      case GL.FRAMEBUFFER_ATTACHMENT_TEXTURE_LAYER:
      case GL.FRAMEBUFFER_ATTACHMENT_LAYERED: {
        if (!isTex) break;
        const t = a.texture!;
        const cube = t.target === GL.TEXTURE_CUBE_MAP;
        if (pname === GL.FRAMEBUFFER_ATTACHMENT_TEXTURE_LEVEL) return a.level;
        if (pname === GL.FRAMEBUFFER_ATTACHMENT_LAYERED) return a.layer < 0 ? 1 : 0;
        if (pname === GL.FRAMEBUFFER_ATTACHMENT_TEXTURE_CUBE_MAP_FACE) return cube && a.layer >= 0 ? GL.TEXTURE_CUBE_MAP_POSITIVE_X + a.layer : GL.NONE;
        return !cube && a.layer > 0 ? a.layer : 0;
      }
    }
    const f = image.info;
    const v = f === undefined ? (pname === GL.FRAMEBUFFER_ATTACHMENT_COMPONENT_TYPE ? GL.NONE : pname === GL.FRAMEBUFFER_ATTACHMENT_COLOR_ENCODING ? GL.LINEAR : -1) : formatQuery(f, pname);
    if (v >= 0) {
      // Each aspect of a depth-stencil image reports its own size only.
      if (slot === DEPTH_SLOT && attachment === GL.DEPTH_ATTACHMENT && pname === GL.FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE) return 0;
      if (slot === STENCIL_SLOT && pname === GL.FRAMEBUFFER_ATTACHMENT_DEPTH_SIZE) return 0;
      if (slot === STENCIL_SLOT && pname === GL.FRAMEBUFFER_ATTACHMENT_COMPONENT_TYPE) return GL.UNSIGNED_INT;
      return v;
    }
    fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not valid for this attachment`);
    return 0;
  }

  return methods;
}
