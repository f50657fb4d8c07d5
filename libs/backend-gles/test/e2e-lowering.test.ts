// Lowerings end to end, each against the reference lane (Mesa desktop GL 4.5 compat):
// arbitrary primitive-restart index (CPU index rewrite) + base vertex; base instance (instanced binding
// rebase) through multi-draw indirect (CPU flatten); client-memory vertex arrays and indices (streamed).
import type { GL as GLApi } from '@mgpipe/gl-api';
import { compareImages } from '@mgpipe/harness';
import { createReferenceGL } from '@mgpipe/reference-gl';
import { GL, RenderStateCap, VertexAttributePath } from '@mgpipe/value-types';
import { afterEach, describe, expect, it } from 'vitest';
import { createRig, makeProgram, type Rig } from './helpers.ts';

const W = 48, H = 48;
const VS = `#version 330 core
layout(location = 0) in vec2 p;
layout(location = 1) in vec2 off;
out vec3 c;
void main() { c = vec3(0.5 + off.x, 0.5 - off.y, 0.7); gl_Position = vec4(p + off, 0.0, 1.0); }`;
const FS = `#version 330 core
in vec3 c; out vec4 o; void main() { o = vec4(c, 1.0); }`;

let rig: Rig | null = null;
afterEach(() => { rig?.destroy(); rig = null; });

/** A quad (strip order) of half-size s at (x, y). */
function quad(x: number, y: number, s: number): number[] {
  return [x - s, y - s, x + s, y - s, x - s, y + s, x + s, y + s];
}

function reference(draw: (gl: GLApi) => void): Uint8Array {
  const lane = createReferenceGL({ width: W, height: H });
  try {
    lane.makeCurrent();
    const gl = lane.gl;
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    const vs = gl.createShader(gl.VERTEX_SHADER); gl.shaderSource(vs, VS); gl.compileShader(vs);
    const fs = gl.createShader(gl.FRAGMENT_SHADER); gl.shaderSource(fs, FS); gl.compileShader(fs);
    const p = gl.createProgram(); gl.attachShader(p, vs); gl.attachShader(p, fs); gl.linkProgram(p); gl.useProgram(p);
    const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao);
    draw(gl);
    return lane.readDefaultFramebuffer();
  } finally {
    lane.destroy();
  }
}

function ours(draw: (r: Rig) => void, options = {}): Uint8Array {
  rig = createRig(W, H, options);
  rig.ctx.renderState.SetClearColor(0, 0, 0, 1);
  rig.backend.verbs.clear!(GL.COLOR_BUFFER_BIT);
  const program = makeProgram(rig, { vs: VS, fs: FS });
  rig.ctx.BindProgram(program);
  const vao = rig.ctx.objects.CreateVertexArray();
  rig.ctx.BindVertexArray(vao);
  draw(rig);
  return rig.backend.readDefaultFramebuffer();
}

function buffer(r: Rig, bytes: ArrayBufferView) {
  const b = r.ctx.objects.CreateBuffer();
  b.AllocateStorage(bytes.byteLength, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), GL.STATIC_DRAW, 0, false);
  r.backend.bufferOps.onBufferStorage(b);
  return b;
}

function expectSame(a: Uint8Array, b: Uint8Array): void {
  const cmp = compareImages({ width: W, height: H, pixels: a }, { width: W, height: H, pixels: b });
  expect(cmp.diffPixels).toBe(0);
  // Something was drawn at all.
  expect(a.some((v, i) => i % 4 === 2 && v > 100)).toBe(true);
}

const POS = new Float32Array([...quad(-0.5, -0.5, 0.3), ...quad(0.5, -0.5, 0.3), ...quad(0, 0.5, 0.3)]);
const STRIP = new Uint16Array([0, 1, 2, 3, 100, 4, 5, 6, 7]);
const BASE = new Uint16Array([0, 1, 2, 3]);


describe('lowering, end to end', () => {
  it('arbitrary restart index (rewritten to the fixed index) and base vertex', () => {
    const mine = ours((r) => {
      const vao = r.ctx.vertexArray;
      vao.SetAttribFormat(0, 2, GL.FLOAT, false, VertexAttributePath.Float, 0);
      vao.SetAttribEnabled(0, true);
      vao.BindVertexBuffer(0, buffer(r, POS), 0, 8);
      r.ctx.SetCurrentVertexAttrib(1, 0, 0, 0, 1, 0);
      const indices = new Uint8Array(STRIP.byteLength + BASE.byteLength);
      indices.set(new Uint8Array(STRIP.buffer)); indices.set(new Uint8Array(BASE.buffer), STRIP.byteLength);
      vao.BindElementBuffer(buffer(r, indices));
      r.ctx.renderState.SetCapability(RenderStateCap.PrimitiveRestart, true);
      r.ctx.renderState.SetPrimitiveRestartIndex(100);
      r.backend.verbs.draw!({ mode: GL.TRIANGLE_STRIP, first: 0, count: 9, indexType: GL.UNSIGNED_SHORT, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0 });
      r.backend.verbs.draw!({ mode: GL.TRIANGLE_STRIP, first: 0, count: 4, indexType: GL.UNSIGNED_SHORT, indices: STRIP.byteLength, instanceCount: 1, baseVertex: 8, baseInstance: 0 });
    });
    expect(rig!.backend.stats.lowered['primitive-restart-rewrite']).toBe(2); // both draws: restart stays on
    const ref = reference((gl) => {
      const [vb, ib] = gl.genBuffers(2);
      gl.bindBuffer(gl.ARRAY_BUFFER, vb); gl.bufferData(gl.ARRAY_BUFFER, POS.byteLength, POS, gl.STATIC_DRAW);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 8, 0); gl.enableVertexAttribArray(0);
      gl.vertexAttrib4f(1, 0, 0, 0, 1);
      gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, ib);
      gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, STRIP.byteLength + BASE.byteLength, null, gl.STATIC_DRAW);
      gl.bufferSubData(gl.ELEMENT_ARRAY_BUFFER, 0, STRIP.byteLength, STRIP);
      gl.bufferSubData(gl.ELEMENT_ARRAY_BUFFER, STRIP.byteLength, BASE.byteLength, BASE);
      gl.enable(gl.PRIMITIVE_RESTART); gl.primitiveRestartIndex(100);
      gl.drawElements(gl.TRIANGLE_STRIP, 9, gl.UNSIGNED_SHORT, 0);
      gl.drawElementsBaseVertex(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, STRIP.byteLength, 8);
    });
    expectSame(mine, ref);
  });

  const QUAD = new Float32Array(quad(0, 0, 0.15));
  const OFFSETS = new Float32Array([-0.6, -0.6, -0.2, -0.2, 0.2, 0.2, 0.6, 0.6]);
  const COMMANDS = new Uint32Array([4, 2, 0, 0, 4, 2, 0, 2]);

  it('multi-draw indirect flattened on the CPU, base instance by instanced-binding rebase', () => {
    const mine = ours((r) => {
      const vao = r.ctx.vertexArray;
      vao.SetAttribFormat(0, 2, GL.FLOAT, false, VertexAttributePath.Float, 0);
      vao.SetAttribEnabled(0, true);
      vao.BindVertexBuffer(0, buffer(r, QUAD), 0, 8);
      vao.SetAttribFormat(1, 2, GL.FLOAT, false, VertexAttributePath.Float, 0);
      vao.SetAttribBinding(1, 1);
      vao.SetAttribEnabled(1, true);
      vao.BindVertexBuffer(1, buffer(r, OFFSETS), 0, 8);
      vao.SetBindingDivisor(1, 1);
      r.ctx.buffers.BindGeneric(8, buffer(r, COMMANDS));
      r.backend.verbs.drawIndirect!(GL.TRIANGLE_STRIP, 0, 0, 2, 0, null);
    });
    expect(rig!.backend.stats.lowered['multi-draw-flatten']).toBe(1);
    expect(rig!.backend.stats.lowered['base-instance-rebase']).toBe(1);
    const ref = reference((gl) => {
      const [vb, ob, cb] = gl.genBuffers(3);
      gl.bindBuffer(gl.ARRAY_BUFFER, vb); gl.bufferData(gl.ARRAY_BUFFER, QUAD.byteLength, QUAD, gl.STATIC_DRAW);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 8, 0); gl.enableVertexAttribArray(0);
      gl.bindBuffer(gl.ARRAY_BUFFER, ob); gl.bufferData(gl.ARRAY_BUFFER, OFFSETS.byteLength, OFFSETS, gl.STATIC_DRAW);
      gl.vertexAttribPointer(1, 2, gl.FLOAT, false, 8, 0); gl.enableVertexAttribArray(1); gl.vertexAttribDivisor(1, 1);
      gl.bindBuffer(gl.DRAW_INDIRECT_BUFFER, cb); gl.bufferData(gl.DRAW_INDIRECT_BUFFER, COMMANDS.byteLength, COMMANDS, gl.STATIC_DRAW);
      gl.multiDrawArraysIndirect(gl.TRIANGLE_STRIP, 0, 2, 0);
    });
    expectSame(mine, ref);
  });

  it('client-memory vertex arrays and indices are streamed', () => {
    const idx = new Uint8Array([0, 1, 2, 2, 1, 3]);
    const mine = ours((r) => {
      const vao = r.ctx.vertexArray;
      vao.SetAttribFormat(0, 2, GL.FLOAT, false, VertexAttributePath.Float, 0);
      vao.SetAttribBinding(0, 0);
      vao.SetAttribClientArray(0, POS);
      vao.BindVertexBuffer(0, null, 0, 8);
      vao.SetAttribEnabled(0, true);
      r.ctx.SetCurrentVertexAttrib(1, 0, 0, 0, 1, 0);
      r.backend.verbs.draw!({ mode: GL.TRIANGLES, first: 0, count: 6, indexType: GL.UNSIGNED_BYTE, indices: idx, instanceCount: 1, baseVertex: 0, baseInstance: 0 });
      r.backend.verbs.draw!({ mode: GL.TRIANGLE_STRIP, first: 8, count: 4, indexType: 0, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0 });
    });
    expect(rig!.backend.stats.lowered['host-vertex-stream']).toBe(2);
    const ref = reference((gl) => {
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 8, POS); gl.enableVertexAttribArray(0);
      gl.vertexAttrib4f(1, 0, 0, 0, 1);
      gl.drawElements(gl.TRIANGLES, 6, gl.UNSIGNED_BYTE, idx);
      gl.drawArrays(gl.TRIANGLE_STRIP, 8, 4);
    });
    expectSame(mine, ref);
  });
});

