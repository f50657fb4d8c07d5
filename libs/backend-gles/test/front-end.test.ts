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

describe('framebuffer twins leave the other binding point alone', () => {
  /** An RGBA8 renderbuffer FBO with the given draw and read buffers, left bound to `target`. */
  function fbo(gl: GL, drawBuffer: number, readBuffer: number, target: number): number {
    const [rb] = gl.genRenderbuffers(1);
    gl.bindRenderbuffer(gl.RENDERBUFFER, rb);
    gl.renderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, W, H);
    const [fb] = gl.genFramebuffers(1);
    gl.bindFramebuffer(gl.FRAMEBUFFER, fb);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, rb);
    gl.drawBuffer(drawBuffer);
    gl.readBuffer(readBuffer);
    gl.bindFramebuffer(gl.FRAMEBUFFER, 0);
    gl.bindFramebuffer(target, fb);
    return fb;
  }

  it('a DRAW-bound FBO with readBuffer NONE does not set framebuffer 0 read buffer to NONE', () => {
    const backend = createGlesBackend({ width: W, height: H });
    try {
      const { gl } = createFrontEndGL({ width: W, height: H, backend });
      backend.makeCurrent();
      fbo(gl, gl.COLOR_ATTACHMENT0, gl.NONE, gl.DRAW_FRAMEBUFFER);
      gl.clearColor(0, 0, 1, 1);
      gl.clear(gl.COLOR_BUFFER_BIT); // syncs the FBO as the DRAW framebuffer while READ is still 0
      gl.bindFramebuffer(gl.FRAMEBUFFER, 0);
      gl.clearColor(1, 0, 0, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
      expect(gl.getError()).toBe(gl.NO_ERROR);
      // Before the fix GLES framebuffer 0's read buffer was NONE: Mesa crashed (now the binding throws).
      const px = backend.readDefaultFramebuffer();
      expect(Array.from(px.subarray(0, 4))).toEqual([255, 0, 0, 255]);
    } finally {
      backend.destroy();
    }
  });

  it('a READ-bound FBO with drawBuffer NONE does not set the DRAW-bound FBO draw buffers to NONE', () => {
    const backend = createGlesBackend({ width: W, height: H });
    try {
      const { gl } = createFrontEndGL({ width: W, height: H, backend });
      backend.makeCurrent();
      const readFbo = fbo(gl, gl.NONE, gl.COLOR_ATTACHMENT0, gl.READ_FRAMEBUFFER);
      const drawFbo = fbo(gl, gl.COLOR_ATTACHMENT0, gl.COLOR_ATTACHMENT0, gl.DRAW_FRAMEBUFFER);
      gl.clearColor(0, 1, 0, 1);
      gl.clear(gl.COLOR_BUFFER_BIT); // the draw FBO synced first
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, readFbo);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4)); // syncs readFbo as READ
      gl.clearColor(1, 0, 0, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, drawFbo);
      const px = new Uint8Array(4);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      expect(gl.getError()).toBe(gl.NO_ERROR);
      expect(Array.from(px)).toEqual([255, 0, 0, 255]);
    } finally {
      backend.destroy();
    }
  });
});

describe('texture views (OES_texture_view)', () => {
  it('a view aliases the origin storage: a GPU write to the origin shows through the view', () => {
    const backend = createGlesBackend({ width: W, height: H });
    try {
      const { gl } = createFrontEndGL({ width: W, height: H, backend });
      backend.makeCurrent();
      const [origin, view] = gl.genTextures(2);
      gl.bindTexture(gl.TEXTURE_2D, origin);
      gl.texStorage2D(gl.TEXTURE_2D, 1, gl.SRGB8_ALPHA8, 4, 4);
      gl.textureView(view, gl.TEXTURE_2D, origin, gl.RGBA8, 0, 1, 0, 1);
      const [fbOrigin, fbView] = gl.genFramebuffers(2);
      gl.bindFramebuffer(gl.FRAMEBUFFER, fbView);
      gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, view, 0);
      const px = new Uint8Array(4);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px); // the view's twin exists before the write
      gl.bindFramebuffer(gl.FRAMEBUFFER, fbOrigin);
      gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, origin, 0);
      gl.viewport(0, 0, 4, 4);
      gl.clearColor(0.4, 0.6, 0.8, 1);
      gl.clear(gl.COLOR_BUFFER_BIT); // FRAMEBUFFER_SRGB off: stored raw
      gl.bindFramebuffer(gl.FRAMEBUFFER, fbView);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      expect(gl.getError()).toBe(gl.NO_ERROR);
      expect(Array.from(px)).toEqual([102, 153, 204, 255]);
    } finally {
      backend.destroy();
    }
  });
});
