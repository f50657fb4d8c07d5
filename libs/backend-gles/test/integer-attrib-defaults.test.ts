// Integer current vertex attributes reach the shader exactly (glVertexAttribI4i / I4ui with the attribute array
// disabled): values above 2^24 have no Float32 form, so the current value is kept — in the front end and on the
// pipe (set_vertex_attrib_defaults' MGPAttribValue: raw 32-bit lanes) — as the int32 / uint32 it is, never as a
// float. A vertex shader compares what it reads with the values set and draws green on equality, red otherwise;
// pulled (the context read) and pushed with verify, and on the reference lane (Mesa).
import type { GL as GLInterface } from '@mgpipe/gl-api';
import { createFrontEndGL } from '@mgpipe/gl-impl';
import { PIPE_INPUT_READ_SUBSYSTEMS, type PipeInputSource, type PipeInputSubsystem } from '@mgpipe/gles-core';
import { subsystemMask } from '@mgpipe/migration';
import { describe, expect, it } from 'vitest';
import { createGlesBackend } from '../src/index.ts';
import { observeOnBothLanes } from './helpers.ts';

const W = 8, H = 8;
const INTS = [16777217, -16777217, 2147483647, -2147483648];
const UINTS = [4294967295, 16777217, 0, 1];

const VS = `#version 330 core
layout(location = 0) in vec2 p;
layout(location = 1) in ivec4 ai;
layout(location = 2) in uvec4 au;
flat out int ok;
void main() {
  ok = int(ai == ivec4(${INTS[0]}, ${INTS[1]}, ${INTS[2]}, ${INTS[3] + 1} - 1) && au == uvec4(${UINTS.map((u) => `${u}u`).join(', ')}));
  gl_Position = vec4(p, 0.0, 1.0);
}
`;
const FS = '#version 330 core\nflat in int ok;\nout vec4 o;\nvoid main() { o = ok == 1 ? vec4(0.0, 1.0, 0.0, 1.0) : vec4(1.0, 0.0, 0.0, 1.0); }\n';

/** Draws the full-viewport quad with the current integer values set; returns the centre pixel. */
function observe(gl: GLInterface): number[] {
  const p = gl.createProgram();
  for (const [t, src] of [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]] as const) {
    const s = gl.createShader(t); gl.shaderSource(s, src); gl.compileShader(s); gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  gl.useProgram(p);
  const [vao] = gl.genVertexArrays(1);
  const [vbo] = gl.genBuffers(1);
  gl.bindVertexArray(vao);
  gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
  gl.bufferData(gl.ARRAY_BUFFER, 32, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.vertexAttribI4i(1, INTS[0], INTS[1], INTS[2], INTS[3]);
  gl.vertexAttribI4ui(2, UINTS[0], UINTS[1], UINTS[2], UINTS[3]);
  gl.clearColor(0, 0, 1, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  const px = new Uint8Array(4);
  gl.readPixels(W / 2, H / 2, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
  return [...px, gl.getError()];
}

const GREEN = [0, 255, 0, 255, 0];

describe('integer current vertex attributes above 2^24', () => {
  it('reach the shader exactly with the attribute pulled from the context, as on the reference lane', () => {
    const { ours, reference } = observeOnBothLanes(W, H, observe);
    expect(reference).toEqual(GREEN);
    expect(ours).toEqual(GREEN);
  });

  it('reach the shader exactly through set_vertex_attrib_defaults (pushed, verify: 0 divergences)', () => {
    const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, s === 'vertex-attrib-defaults' ? 'push' : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
    const backend = createGlesBackend({ width: W, height: H, pipe: { sources, verify: true } });
    try {
      const sent: number[][] = [];
      const table = backend.pipeContext;
      const set = table.set_vertex_attrib_defaults!;
      table.set_vertex_attrib_defaults = (p) => { for (const v of p.values) sent.push([...Array.from(v.bits), v.cls]); set(p); };
      const { gl, frontEnd } = createFrontEndGL({
        width: W, height: H, backend,
        pipe: { context: table, screen: backend.pipeScreen, switches: { pushMask: subsystemMask('vertex-attrib-defaults'), noCsoContentAddressing: false } },
      });
      backend.pipeInputs.setPushCovered(frontEnd.tracker!.pipeInputsCovered());
      backend.makeCurrent();
      expect(observe(gl)).toEqual(GREEN);
      // The wire's lanes are the integers' own bits (uint32 view), with their class.
      expect(sent).toContainEqual([...INTS.map((v) => v >>> 0), 1]);
      expect(sent).toContainEqual([...UINTS, 2]);
      expect(backend.verifyReport.divergences).toBe(0);
      expect(backend.verifyReport.verbs).toBeGreaterThan(0);
    } finally {
      backend.destroy();
    }
  });
});
