// Through the real front end (createFrontEndGL with this backend), as far as its entry points exist:
// a clear + vertex-coloured triangle compared with the reference lane. Skipped while draws are not wired.
import { createFrontEndGL, UNIMPLEMENTED_METHODS } from '@mgpipe/gl-impl';
import { compareImages } from '@mgpipe/harness';
import { createReferenceGL } from '@mgpipe/reference-gl';
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { createGlesBackend } from '../src/index.ts';

const W = 32, H = 32;
const VS = `#version 330 core
layout(location = 0) in vec2 p;
layout(location = 1) in vec3 c;
out vec3 vc;
void main() { vc = c; gl_Position = vec4(p, 0.0, 1.0); }`;
const FS = `#version 330 core
in vec3 vc; uniform vec4 tint; out vec4 o;
void main() { o = vec4(vc, 1.0) * tint; }`;
const TRI = new Float32Array([-0.8, -0.8, 1, 0, 0, 0.8, -0.8, 0, 1, 0, 0, 0.8, 0, 0, 1]);

function scene(gl: GL): void {
  gl.clearColor(0.1, 0.2, 0.3, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const vs = gl.createShader(gl.VERTEX_SHADER); gl.shaderSource(vs, VS); gl.compileShader(vs);
  const fs = gl.createShader(gl.FRAGMENT_SHADER); gl.shaderSource(fs, FS); gl.compileShader(fs);
  const p = gl.createProgram(); gl.attachShader(p, vs); gl.attachShader(p, fs); gl.linkProgram(p); gl.useProgram(p);
  gl.uniform4f(gl.getUniformLocation(p, 'tint'), 1, 0.5, 1, 1);
  const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao);
  const [b] = gl.genBuffers(1); gl.bindBuffer(gl.ARRAY_BUFFER, b); gl.bufferData(gl.ARRAY_BUFFER, TRI.byteLength, TRI, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 20, 0); gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(1, 3, gl.FLOAT, false, 20, 8); gl.enableVertexAttribArray(1);
  gl.drawArrays(gl.TRIANGLES, 0, 3);
}

const needed = ['drawArrays', 'clear', 'linkProgram', 'uniform4f', 'vertexAttribPointer', 'bufferData'];
const ready = needed.every((m) => !UNIMPLEMENTED_METHODS.includes(m));

describe('through the front end', () => {
  it.skipIf(!ready)('triangle matches the reference lane', () => {
    const backend = createGlesBackend({ width: W, height: H });
    try {
      const { gl } = createFrontEndGL({ width: W, height: H, backend });
      backend.makeCurrent();
      scene(gl);
      expect(gl.getError()).toBe(gl.NO_ERROR);
      const ours = backend.readDefaultFramebuffer();
      const lane = createReferenceGL({ width: W, height: H });
      let ref: Uint8Array;
      try { lane.makeCurrent(); scene(lane.gl); ref = lane.readDefaultFramebuffer(); } finally { lane.destroy(); }
      const cmp = compareImages({ width: W, height: H, pixels: ours }, { width: W, height: H, pixels: ref });
      expect(cmp.match).toBe(true);
    } finally {
      backend.destroy();
    }
  });
});
