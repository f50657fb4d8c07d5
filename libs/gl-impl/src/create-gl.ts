// Assembles the GL interface from the entry-point areas. Each area is a function of the FrontEnd that
// returns its methods as closures (scenarios may pass `gl.drawArrays` around detached from `gl`).
// Methods no area implements yet are filled with a method that records INVALID_OPERATION and says so
// through the debug callback; UNIMPLEMENTED_METHODS lists them (a test prints and tracks the count).
import { GL_METHOD_NAMES, withArgChecks, type GL, type GLFunctions } from '@mgpipe/gl-api';
import { FAST_PROPERTY_LIMIT, GL as CONSTANTS } from '@mgpipe/value-types';
import { ENTRY_POINT_AREAS } from './entry-points/index.ts';
import { FrontEnd } from './front-end.ts';
import type { LegacyBackend } from './legacy-backend.ts';
import type { FrontEndPipeOptions } from './pipe-boundary.ts';
import { RecordingBackend } from './recording-backend.ts';

export interface FrontEndOptions {
  /** Default: a RecordingBackend (renders nothing, records what it was asked). */
  backend?: LegacyBackend;
  /** Size of the default framebuffer (framebuffer 0). */
  width: number;
  height: number;
  /** MGPipe push: the tracker validates before each verb and pushes to `pipe.context` (absent: everything pulls). */
  pipe?: FrontEndPipeOptions;
}

export interface FrontEndGL {
  gl: GL;
  frontEnd: FrontEnd;
}

function implementedMethods(fe: FrontEnd): Partial<GLFunctions> {
  const methods: Partial<GLFunctions> = {};
  for (const area of ENTRY_POINT_AREAS) {
    const provided = area(fe);
    for (const name of Object.keys(provided) as (keyof GLFunctions)[]) {
      if (name in methods) throw new Error(`GL method ${name} is implemented by two entry-point areas`);
      (methods as Record<string, unknown>)[name] = provided[name];
    }
  }
  return methods;
}

/** GL methods no entry-point area implements yet. */
export const UNIMPLEMENTED_METHODS: readonly string[] = (() => {
  const probe = implementedMethods(new FrontEnd(new RecordingBackend(), 1, 1));
  return GL_METHOD_NAMES.filter((m) => !(m in probe));
})();

export function createFrontEndGL(options: FrontEndOptions): FrontEndGL {
  const fe = new FrontEnd(options.backend ?? new RecordingBackend(), options.width, options.height, options.pipe);
  const methods = implementedMethods(fe) as Record<string, unknown>;
  for (const name of GL_METHOD_NAMES) {
    if (name in methods) continue;
    methods[name] = () => fe.error(CONSTANTS.INVALID_OPERATION, `${name}: not implemented by the MGPipe front end yet`);
  }
  // The generated argument checks (shared with the reference lane): a wrong JS argument is a TypeError
  // before any entry point runs; the few GL errors they decide are recorded like the front end's own.
  const checked = withArgChecks(methods as unknown as GLFunctions, (code, why) => fe.error(code, why));
  return { gl: fastChain(checked as unknown as Record<string, unknown>) as unknown as GL, frontEnd: fe };
}

/**
 * V8 keeps an object of more than ~1020 properties in dictionary mode: one object of the 2,500 methods and
 * constants made every `gl.drawArrays` a hash lookup. So `gl` is an empty object over the methods (one prototype)
 * over value-types' GL, itself an empty object over the constants in prototypes of at most FAST_PROPERTY_LIMIT names
 * (gl-constants.ts), ending in null (no Object.prototype names); for-in still sees every name.
 */
function fastChain(methods: Record<string, unknown>): object {
  if (Object.keys(methods).length > FAST_PROPERTY_LIMIT) throw new Error(`create-gl: ${Object.keys(methods).length} GL methods exceed one fast prototype`);
  return Object.create(Object.assign(Object.create(CONSTANTS) as object, methods)) as object;
}
