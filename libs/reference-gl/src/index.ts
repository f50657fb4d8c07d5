// @mgpipe/reference-gl: the reference lane (DESIGN §5, §7). Mesa's own desktop OpenGL 4.5 in the
// compatibility profile (client-memory arrays work there, as in the seeds' front end), on an EGL pbuffer
// whose RGBA8 + depth24/stencil8 surface is framebuffer 0. Nobody here wrote it: it is the oracle.
import { withArgChecks, type GL, type GLFunctions } from '@mgpipe/gl-api';
import { createContext, type NativeContext } from '@mgpipe/native-gl';
import { GL as CONSTANTS } from '@mgpipe/value-types';
import { deliverDebugMessages, raiseLaneError, setDebugCallback, takeLaneError } from './lowering.ts';
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

/** Methods whose behaviour the lane adds to the generated lowering. */
function withLaneHooks(methods: GLFunctions): GLFunctions {
  return {
    ...methods,
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
  const gl = Object.assign(Object.create(null) as object, CONSTANTS, checked) as GL;
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
