// @mgpipe/reference-gl: the reference lane (DESIGN §5, §7). Mesa's own desktop OpenGL 4.5 in the
// compatibility profile (client-memory arrays work there, as in the seeds' front end), on an EGL pbuffer
// whose RGBA8 + depth24/stencil8 surface is framebuffer 0. Nobody here wrote it: it is the oracle.
import { withArgChecks, type GL, type GLFunctions } from '@mgpipe/gl-api';
import { createContext, gl as native, type NativeContext } from '@mgpipe/native-gl';
import { GL as CONSTANTS, GL_TABLE } from '@mgpipe/value-types';
import { deliverDebugMessages, raiseLaneError, setDebugCallback, takeLaneError } from './lowering.ts';
import { noClientArrays, withClientArrayGuard } from './client-array-guard.ts';
import { referenceMethods } from './reference-methods.generated.ts';

export interface ReferenceGL {
  /** The GL interface; its calls act on this lane's context, which `run` makes current. */
  readonly gl: GL;
  readonly context: NativeContext;
  /** Makes the reference context current (scenarios call GL only inside this). */
  makeCurrent(): void;
  /** Reads back framebuffer 0 as RGBA8, bottom row first. */
  readDefaultFramebuffer(): Uint8Array;
  destroy(): void;
}

export interface ReferenceOptions {
  width: number;
  height: number;
  /** A debug context (synchronous debug output); default false. */
  debug?: boolean;
}

/**
 * Mesa 22.3 computes `first + count` of the multi-bind calls in 32 bits: a first near 2^32 wraps past its
 * range check and the driver writes outside its binding tables (a segfault). GL says INVALID_OPERATION
 * whenever first + count exceeds the binding points; no implementation has 2^31 of them.
 */
function firstCountOk(first: number, count: number): boolean {
  if (first + count <= 0x7fffffff) return true;
  raiseLaneError(CONSTANTS.INVALID_OPERATION);
  return false;
}

/**
 * Compatibility-profile Mesa takes indirect draw commands from client memory when no DRAW_INDIRECT_BUFFER is
 * bound, so an offset (or null) is dereferenced as an address. The front end implements the core rule
 * (INVALID_OPERATION without a bound indirect buffer); the lane applies the same rule before the driver.
 */
function indirectBufferBound(): boolean {
  const v = new Int32Array(1);
  native.glGetIntegerv(CONSTANTS.DRAW_INDIRECT_BUFFER_BINDING, v);
  if (v[0] === 0) {
    raiseLaneError(CONSTANTS.INVALID_OPERATION);
    return false;
  }
  // Nor a client-memory vertex array: Mesa's compatibility profile would read it for the buffer's vertex count.
  return noClientArrays(raiseLaneError);
}

/** Mesa 22.3 dereferences a missing texture in InvalidateTexSubImage: GL says INVALID_VALUE for a non-texture. */
function isTextureName(texture: number): boolean {
  if (native.glIsTexture(texture) !== 0) return true;
  raiseLaneError(CONSTANTS.INVALID_VALUE);
  return false;
}

/** Mesa 22.3 copies a negative count of GetInternalformati64v as unsigned; GL says INVALID_VALUE for it. */
function countOk(count: number): boolean {
  if (count >= 0) return true;
  raiseLaneError(CONSTANTS.INVALID_VALUE);
  return false;
}

/** Methods whose behaviour the lane adds to the generated lowering. */
function withLaneHooks(methods: GLFunctions): GLFunctions {
  return {
    ...methods,
    ...withClientArrayGuard(methods, raiseLaneError),
    bindTextures: (first, textures) => void (firstCountOk(first, textures.length) && methods.bindTextures(first, textures)),
    bindSamplers: (first, samplers) => void (firstCountOk(first, samplers.length) && methods.bindSamplers(first, samplers)),
    bindImageTextures: (first, textures) => void (firstCountOk(first, textures.length) && methods.bindImageTextures(first, textures)),
    bindBuffersBase: (target, first, buffers) => void (firstCountOk(first, buffers.length) && methods.bindBuffersBase(target, first, buffers)),
    bindBuffersRange: (target, first, buffers, offsets, sizes) =>
      void (firstCountOk(first, buffers.length) && methods.bindBuffersRange(target, first, buffers, offsets, sizes)),
    depthRangeArrayv: (first, v) => void (firstCountOk(first, v.length >> 1) && methods.depthRangeArrayv(first, v)),
    viewportArrayv: (first, v) => void (firstCountOk(first, v.length >> 2) && methods.viewportArrayv(first, v)),
    scissorArrayv: (first, v) => void (firstCountOk(first, v.length >> 2) && methods.scissorArrayv(first, v)),
    drawArraysIndirect: (mode, indirect) => void (indirectBufferBound() && methods.drawArraysIndirect(mode, indirect)),
    drawElementsIndirect: (mode, type, indirect) => void (indirectBufferBound() && methods.drawElementsIndirect(mode, type, indirect)),
    multiDrawArraysIndirect: (mode, indirect, drawcount, stride) =>
      void (indirectBufferBound() && methods.multiDrawArraysIndirect(mode, indirect, drawcount, stride)),
    multiDrawElementsIndirect: (mode, type, indirect, drawcount, stride) =>
      void (indirectBufferBound() && methods.multiDrawElementsIndirect(mode, type, indirect, drawcount, stride)),
    multiDrawArraysIndirectCount: (mode, indirect, drawcount, maxdrawcount, stride) =>
      void (indirectBufferBound() && methods.multiDrawArraysIndirectCount(mode, indirect, drawcount, maxdrawcount, stride)),
    multiDrawElementsIndirectCount: (mode, type, indirect, drawcount, maxdrawcount, stride) =>
      void (indirectBufferBound() && methods.multiDrawElementsIndirectCount(mode, type, indirect, drawcount, maxdrawcount, stride)),
    invalidateTexSubImage: (texture, level, x, y, z, w, h, d) =>
      void (isTextureName(texture) && methods.invalidateTexSubImage(texture, level, x, y, z, w, h, d)),
    getInternalformati64v: (target, internalformat, pname, count) =>
      countOk(count) ? methods.getInternalformati64v(target, internalformat, pname, count) : [],
    getInternalformativ: (target, internalformat, pname, count) =>
      countOk(count) ? methods.getInternalformativ(target, internalformat, pname, count) : [],
    bindVertexBuffers: (first, buffers, offsets, strides) =>
      void (firstCountOk(first, buffers.length) && methods.bindVertexBuffers(first, buffers, offsets, strides)),
    debugMessageCallback: setDebugCallback,
    getError() {
      deliverDebugMessages();
      return takeLaneError() || methods.getError();
    },
    finish() {
      methods.finish();
      deliverDebugMessages();
    },
    flush() {
      methods.flush();
      deliverDebugMessages();
    },
  };
}

export function createReferenceGL(options: ReferenceOptions): ReferenceGL {
  const context = createContext({
    api: 'gl',
    major: 4,
    minor: 5,
    profile: 'compat',
    debug: options.debug ?? false,
    surface: { width: options.width, height: options.height },
  });
  // The same generated argument checks as the front end's: the lanes agree on what is a TypeError.
  const checked = withArgChecks(withLaneHooks(referenceMethods), raiseLaneError);
  const gl = Object.assign(Object.create(null) as object, GL_TABLE, checked) as GL;
  return {
    gl,
    context,
    makeCurrent: () => context.makeCurrent(),
    readDefaultFramebuffer() {
      context.makeCurrent();
      const pixels = new Uint8Array(options.width * options.height * 4);
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, 0);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, 0);
      gl.pixelStorei(gl.PACK_ALIGNMENT, 1);
      gl.pixelStorei(gl.PACK_ROW_LENGTH, 0);
      gl.pixelStorei(gl.PACK_SKIP_ROWS, 0);
      gl.pixelStorei(gl.PACK_SKIP_PIXELS, 0);
      gl.readBuffer(gl.BACK);
      gl.readPixels(0, 0, options.width, options.height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      return pixels;
    },
    destroy: () => context.destroy(),
  };
}
