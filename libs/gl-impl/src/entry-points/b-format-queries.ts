// The last queries of the GL interface: internal-format queries (GL 4.5 §22.3, ARB_internalformat_query2 in
// core), sample positions (§14.3.1), the reset status (§4.1.5 robustness: we never lose the context) and
// getPointerv's debug pnames (§20.2: the callback and user parameter, which our JS interface does not
// expose as pointers, so they read as 0).
import type { GLFunctions } from '@mgpipe/gl-api';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { formatInfo, isCompressed, isDepthOrStencil, isRenderable, FormatFlag } from './b-formats.ts';
import { framebufferSamples } from './b-framebuffer-status.ts';

const INTERNALFORMAT_TARGETS: ReadonlySet<number> = new Set([
  GL.TEXTURE_1D, GL.TEXTURE_1D_ARRAY, GL.TEXTURE_2D, GL.TEXTURE_2D_ARRAY, GL.TEXTURE_3D, GL.TEXTURE_CUBE_MAP,
  GL.TEXTURE_CUBE_MAP_ARRAY, GL.TEXTURE_RECTANGLE, GL.TEXTURE_BUFFER, GL.RENDERBUFFER,
  GL.TEXTURE_2D_MULTISAMPLE, GL.TEXTURE_2D_MULTISAMPLE_ARRAY,
]);
const MULTISAMPLE_TARGETS: ReadonlySet<number> = new Set([GL.RENDERBUFFER, GL.TEXTURE_2D_MULTISAMPLE, GL.TEXTURE_2D_MULTISAMPLE_ARRAY]);

/** Standard sample positions are implementation-defined; these are D3D's standard 4x pattern (in [0,1)). */
const FOUR_SAMPLE_POSITIONS = [0.375, 0.125, 0.875, 0.375, 0.125, 0.625, 0.625, 0.875];

export function formatQueryEntryPoints(fe: FrontEnd) {
  /** Sample counts supported for a format, descending (GL 4.5 §22.3.1: SAMPLES is sorted high to low). */
  function sampleCounts(target: number, internalformat: number): number[] {
    const f = formatInfo(internalformat);
    if (!MULTISAMPLE_TARGETS.has(target) || f === undefined || !(f.flags & FormatFlag.Sized) || isCompressed(f)) return [];
    if (!isRenderable(f) && !isDepthOrStencil(f)) return [];
    // MAX_INTEGER_SAMPLES equals MAX_SAMPLES here (b-state-queries.ts), so one limit serves both.
    const max = fe.caps.maxSamples;
    const counts: number[] = [];
    for (let s = max; s >= 2; s >>= 1) counts.push(s);
    return counts;
  }

  function internalformat(fn: string, target: number, internalformat: number, pname: number, count: number): number[] {
    if (!INTERNALFORMAT_TARGETS.has(target)) {
      fe.error(GL.INVALID_ENUM, `${fn}: invalid target 0x${target.toString(16)}`);
      return [];
    }
    if (count < 0) {
      fe.error(GL.INVALID_VALUE, `${fn}: negative count`);
      return [];
    }
    const f = formatInfo(internalformat);
    let values: number[];
    switch (pname) {
      case GL.NUM_SAMPLE_COUNTS:
        values = [sampleCounts(target, internalformat).length];
        break;
      case GL.SAMPLES:
        values = sampleCounts(target, internalformat);
        break;
      case GL.INTERNALFORMAT_SUPPORTED:
        values = [f !== undefined ? GL.TRUE : GL.FALSE];
        break;
      case GL.INTERNALFORMAT_PREFERRED:
        values = [f !== undefined ? internalformat : GL.NONE];
        break;
      case GL.COLOR_RENDERABLE:
        values = [f !== undefined && isRenderable(f) && !isDepthOrStencil(f) ? GL.TRUE : GL.FALSE];
        break;
      case GL.DEPTH_RENDERABLE:
        values = [f !== undefined && f.depthBits > 0 ? GL.TRUE : GL.FALSE];
        break;
      case GL.STENCIL_RENDERABLE:
        values = [f !== undefined && f.stencilBits > 0 ? GL.TRUE : GL.FALSE];
        break;
      case GL.TEXTURE_COMPRESSED:
        values = [f !== undefined && isCompressed(f) ? GL.TRUE : GL.FALSE];
        break;
      case GL.INTERNALFORMAT_RED_SIZE:
        values = [f?.redBits ?? 0];
        break;
      case GL.INTERNALFORMAT_GREEN_SIZE:
        values = [f?.greenBits ?? 0];
        break;
      case GL.INTERNALFORMAT_BLUE_SIZE:
        values = [f?.blueBits ?? 0];
        break;
      case GL.INTERNALFORMAT_ALPHA_SIZE:
        values = [f?.alphaBits ?? 0];
        break;
      case GL.INTERNALFORMAT_DEPTH_SIZE:
        values = [f?.depthBits ?? 0];
        break;
      case GL.INTERNALFORMAT_STENCIL_SIZE:
        values = [f?.stencilBits ?? 0];
        break;
      default:
        fe.error(GL.INVALID_ENUM, `${fn}: pname 0x${pname.toString(16)} is not answered by this front end`);
        return [];
    }
    // The caller's count bounds how many values are written (§22.3: "at most count").
    return values.slice(0, count);
  }

  return {
    getInternalformativ(target, internalformat_, pname, count) {
      return internalformat('getInternalformativ', target, internalformat_, pname, count);
    },
    getInternalformati64v(target, internalformat_, pname, count) {
      return internalformat('getInternalformati64v', target, internalformat_, pname, count);
    },
    getMultisamplefv(pname, index) {
      if (pname !== GL.SAMPLE_POSITION) {
        fe.error(GL.INVALID_ENUM, `getMultisamplefv: pname must be SAMPLE_POSITION`);
        return [];
      }
      const samples = framebufferSamples(fe.state.drawFramebuffer);
      // A single-sample framebuffer has one sample, at the pixel center.
      const count = Math.max(1, samples);
      if (index >= count) {
        fe.error(GL.INVALID_VALUE, `getMultisamplefv: index ${index} is not below the ${count} samples of the draw framebuffer`);
        return [];
      }
      if (samples === 4) return FOUR_SAMPLE_POSITIONS.slice(index * 2, index * 2 + 2);
      if (samples <= 1) return [0.5, 0.5];
      // Other counts: evenly spread along the diagonal (implementation-defined, stable).
      const t = (index + 0.5) / samples;
      return [t, 1 - t];
    },
    getGraphicsResetStatus() {
      return GL.NO_ERROR;
    },
    getPointerv(pname) {
      if (pname !== GL.DEBUG_CALLBACK_FUNCTION && pname !== GL.DEBUG_CALLBACK_USER_PARAM) {
        fe.error(GL.INVALID_ENUM, `getPointerv: invalid pname 0x${pname.toString(16)}`);
      }
      return 0;
    },
  } satisfies Partial<GLFunctions>;
}
