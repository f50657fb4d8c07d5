// getError. Debug output (debugMessageCallback, filters, groups, the message log) lives in
// c-debug.ts, which installs the dispatcher behind fe.error's debug callback.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { FrontEnd } from '../front-end.ts';

export function errorsAndDebugEntryPoints(fe: FrontEnd) {
  return {
    getError(): number {
      return fe.state.errors.TakeError();
    },
  } satisfies Partial<GLFunctions>;
}
