// Shared helpers of area C's tests: a fresh front end over the recording backend, and program builders.
import type { GL } from '@mgpipe/gl-api';
import { createFrontEndGL } from '../src/index.ts';
import type { FrontEnd } from '../src/front-end.ts';
import type { RecordingBackend } from '../src/recording-backend.ts';

export interface Ctx {
  gl: GL;
  fe: FrontEnd;
  backend: RecordingBackend;
}

export function makeGL(): Ctx {
  const { gl, frontEnd } = createFrontEndGL({ width: 8, height: 8 });
  return { gl, fe: frontEnd, backend: frontEnd.backend as RecordingBackend };
}

export function shader(gl: GL, type: number, source: string): number {
  const s = gl.createShader(type);
  gl.shaderSource(s, source);
  gl.compileShader(s);
  return s;
}

export const VS = '#version 430 core\nin vec4 pos;\nvoid main() { gl_Position = pos; }\n';
export const FS = '#version 430 core\nout vec4 color;\nvoid main() { color = vec4(1.0); }\n';

/** Links vs+fs into a new program (attachments kept); returns the program name. */
export function program(gl: GL, vs: string = VS, fs: string = FS, before?: (p: number) => void): number {
  const p = gl.createProgram();
  gl.attachShader(p, shader(gl, gl.VERTEX_SHADER, vs));
  gl.attachShader(p, shader(gl, gl.FRAGMENT_SHADER, fs));
  before?.(p);
  gl.linkProgram(p);
  return p;
}

/** Drains the error latch and returns what it held. */
export function err(gl: GL): number {
  return gl.getError();
}
