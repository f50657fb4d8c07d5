// GL_ARB_shader_clock's clock2x32ARB() through our stack (gles-program shader-clock.ts: a logical clock, one atomic
// increment of a device-wide storage word per call, since ESSL has no clock) and on the reference lane (Mesa's desktop
// GL). What the extension guarantees is compared, not values (units are undefined): within an invocation a later call
// is not smaller (checked strictly greater: both lanes are), and a dispatch after a
// barrier reads a later clock than the dispatch before it (as piglit's clock2x32 test checks, for every work group).
// Counted per lane: calls ordered within an invocation, across the two dispatches, and in a fragment stage; stated: all.
// Negative control: the clock word planted at a binding the backend does not bind (every call reads 0) breaks ordering.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it, vi } from 'vitest';
import { linkedProgram, observeOnBothLanes } from './helpers.ts';

const plant = vi.hoisted(() => ({ unbound: false }));
vi.mock('../../gles-subsystems/program/src/shader-clock.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../gles-subsystems/program/src/shader-clock.ts')>();
  return { ...real, lowerShaderClock: (spirv: Uint32Array, binding: number) => real.lowerShaderClock(spirv, plant.unbound ? binding + 7 : binding) };
});

const W = 4, H = 4, GROUPS = 8;
const ORDERED = `
bool later(uvec2 a, uvec2 b) { return b.y != a.y ? int(b.y - a.y) > 0 : int(b.x - a.x) > 0; }
`;
const CS = `#version 430
#extension GL_ARB_shader_clock : require
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer Times { uvec2 first[${GROUPS}]; uint inside; uint across; };
uniform uint phase;
${ORDERED}
void main() {
  uvec2 a = clock2x32ARB();
  uvec2 b = clock2x32ARB();
  if (later(a, b)) atomicAdd(inside, 1u);
  if (phase == 0u) first[gl_WorkGroupID.x] = a;
  else if (later(first[gl_WorkGroupID.x], a)) atomicAdd(across, 1u);
}
`;
const VS = `#version 430
layout(location = 0) in vec2 p;
void main() { gl_Position = vec4(p, 0.0, 1.0); }
`;
const FS = `#version 430
#extension GL_ARB_shader_clock : require
${ORDERED}
out vec4 o;
void main() {
  uvec2 a = clock2x32ARB();
  uvec2 b = clock2x32ARB();
  o = later(a, b) ? vec4(0.0, 1.0, 0.0, 1.0) : vec4(1.0, 0.0, 0.0, 1.0);
}
`;

function observe(gl: GL): unknown[] {
  const names = Array.from({ length: gl.getIntegerv(gl.NUM_EXTENSIONS)[0] }, (_, i) => gl.getStringi(gl.EXTENSIONS, i));
  const [ssbo] = gl.genBuffers(1);
  gl.bindBuffer(gl.SHADER_STORAGE_BUFFER, ssbo);
  gl.bufferData(gl.SHADER_STORAGE_BUFFER, GROUPS * 8 + 8, new Uint8Array(GROUPS * 8 + 8), gl.DYNAMIC_COPY);
  gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, 0, ssbo);
  const cs = linkedProgram(gl, [[gl.COMPUTE_SHADER, CS]]);
  gl.useProgram(cs);
  for (const phase of [0, 1]) {
    gl.uniform1ui(gl.getUniformLocation(cs, 'phase'), phase);
    gl.dispatchCompute(GROUPS, 1, 1);
    gl.memoryBarrier(gl.ALL_BARRIER_BITS);
  }
  const counts = new Uint32Array(2);
  gl.getBufferSubData(gl.SHADER_STORAGE_BUFFER, GROUPS * 8, 8, counts);
  const fs = linkedProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
  gl.useProgram(fs);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [vb] = gl.genBuffers(1);
  gl.bindBuffer(gl.ARRAY_BUFFER, vb);
  const quad = new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]);
  gl.bufferData(gl.ARRAY_BUFFER, quad.byteLength, quad, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(0);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  const px = new Uint8Array(W * H * 4);
  gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, px);
  let green = 0;
  for (let i = 0; i < W * H; i++) if (px[i * 4 + 1] === 255 && px[i * 4] === 0) green++;
  return [names.includes('GL_ARB_shader_clock'), counts[0], counts[1], green, gl.getError()];
}

describe('GL_ARB_shader_clock: clock2x32ARB ordered as the extension promises, against the reference lane', () => {
  it('orders calls within an invocation, across dispatches and in a fragment stage as Mesa does', () => {
    const { ours, reference, logs } = observeOnBothLanes(W, H, observe);
    expect(logs.filter((l) => /rejected|failed|cannot/.test(l))).toEqual([]);
    expect(ours).toEqual(reference);
    // Stated: advertised; 2 × 8 invocations ordered inside, 8 ordered across, every pixel ordered.
    expect(ours).toEqual([true, 2 * GROUPS, GROUPS, W * H, 0]);
  });

  it('negative control: the clock word planted at an unbound binding breaks the ordering', () => {
    plant.unbound = true;
    try {
      const { ours, reference } = observeOnBothLanes(W, H, observe);
      expect(ours).not.toEqual(reference);
    } finally { plant.unbound = false; }
  });
});
