// getError, debug output (the front end reports its own errors through the callback synchronously).
import type { GLFunctions } from '@mgpipe/gl-api';
import type { FrontEnd } from '../front-end.ts';

export function errorsAndDebugEntryPoints(fe: FrontEnd) {
  return {
    getError(): number {
      return fe.state.errors.TakeError();
    },
    debugMessageCallback(callback) {
      fe.debugCallback = callback;
    },
  } satisfies Partial<GLFunctions>;
}
