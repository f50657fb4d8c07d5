// Shared helpers of area A's tests: a fresh front end over the recording backend.
import type { GL } from '@mgpipe/gl-api';
import { createFrontEndGL } from '../src/index.ts';
import type { FrontEnd } from '../src/front-end.ts';
import type { RecordingBackend } from '../src/recording-backend.ts';

export interface ACtx {
  gl: GL;
  fe: FrontEnd;
  backend: RecordingBackend;
  /** Debug messages the front end reported. */
  messages: string[];
}

export function makeA(width = 8, height = 8): ACtx {
  const { gl, frontEnd } = createFrontEndGL({ width, height });
  const messages: string[] = [];
  gl.debugMessageCallback((_s, _t, _id, _sev, m) => messages.push(m));
  return { gl, fe: frontEnd, backend: frontEnd.backend as RecordingBackend, messages };
}

/** A current program object as far as draw validation is concerned (linking is area C's, not under test here). */
export function useStubProgram(fe: FrontEnd): void {
  fe.state.BindProgram(fe.state.objects.CreateProgram());
}

/** A bound VAO with one enabled float attribute reading a 64-byte ARRAY_BUFFER. */
export function drawableVao(ctx: ACtx): { vao: number; vbo: number } {
  const { gl } = ctx;
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [vbo] = gl.genBuffers(1);
  gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
  gl.bufferData(gl.ARRAY_BUFFER, 64, null, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 4, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(0);
  return { vao, vbo };
}

/** Every error recorded since the last call, oldest first (GL keeps only the first: drain after each call). */
export function err(gl: GL): number {
  return gl.getError();
}
