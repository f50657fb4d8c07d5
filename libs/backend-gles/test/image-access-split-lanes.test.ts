// A storage image of format rgba8 both read and written by one fragment stage (ESSL: needs `readonly` or `writeonly`;
// gles-program image-access-split.ts splits it into a readonly original and a writeonly twin at an extra driver unit,
// the backend binding the application's image unit to both) through our stack and on the reference lane (Mesa's
// desktop GL). Each invocation reads its texel and writes a function of it back (the same invocation's read before
// its write, through the two halves), then a second program only reads; the texture's texels, the pixels drawn and the
// GL view of the program (one active image uniform, its unit) must be Mesa's. Values also stated: texel (x, y) starts
// (16x, 16y, 0, 255) and ends (16y + 32, 0, 16x + 64, 255) (the read as gbra plus 32/255, 64/255 on r, b).
// Negative control: the twin planted at a unit the backend does not bind loses the writes.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it, vi } from 'vitest';
import { linkedProgram, observeOnBothLanes } from './helpers.ts';

const plant = vi.hoisted(() => ({ wrongUnit: false }));
vi.mock('../../gles-subsystems/program/src/image-access-split.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../gles-subsystems/program/src/image-access-split.ts')>();
  return {
    ...real,
    splitImageAccess: (spirv: Uint32Array, units: ReadonlyMap<number, number>) =>
      real.splitImageAccess(spirv, plant.wrongUnit ? new Map([...units].map(([b, u]) => [b, u + 5])) : units),
  };
});

const W = 4, H = 4;
const VS = `#version 330
layout(location = 0) in vec2 p;
void main() { gl_Position = vec4(p, 0.0, 1.0); }
`;
const FS_READ_WRITE = `#version 330
#extension GL_ARB_shader_image_load_store : enable
layout(rgba8) uniform image2D img;
out vec4 o;
void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  vec4 c = imageLoad(img, p);
  imageStore(img, p, c.gbra + vec4(32.0, 0.0, 64.0, 0.0) / 255.0);
  o = c;
}
`;
const FS_READ = `#version 330
#extension GL_ARB_shader_image_load_store : enable
layout(rgba8) uniform image2D img;
out vec4 o;
void main() { o = imageLoad(img, ivec2(gl_FragCoord.xy)); }
`;

function observe(gl: GL): unknown[] {
  const texels = new Uint8Array(W * H * 4);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) texels.set([16 * x, 16 * y, 0, 255], (y * W + x) * 4);
  const [tex] = gl.genTextures(1);
  gl.bindTexture(gl.TEXTURE_2D, tex);
  gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, W, H);
  gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, texels);
  gl.bindImageTexture(3, tex, 0, false, 0, gl.READ_WRITE, gl.RGBA8);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [vb] = gl.genBuffers(1);
  gl.bindBuffer(gl.ARRAY_BUFFER, vb);
  const quad = new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]);
  gl.bufferData(gl.ARRAY_BUFFER, quad.byteLength, quad, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(0);
  const out: unknown[] = [];
  const px = new Uint8Array(W * H * 4);
  for (const fs of [FS_READ_WRITE, FS_READ]) {
    const program = linkedProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, fs]]);
    gl.useProgram(program);
    const location = gl.getUniformLocation(program, 'img');
    gl.uniform1i(location, 3);
    out.push(gl.getProgramiv(program, gl.ACTIVE_UNIFORMS), gl.getUniformiv(program, location));
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.memoryBarrier(gl.ALL_BARRIER_BITS);
    gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, px);
    out.push(Array.from(px));
  }
  out.push(gl.getError());
  return out;
}

describe('a storage image read and written in one stage (readonly / writeonly halves on GLES)', () => {
  it('reads, writes and leaves the texels Mesa does; GL sees one image uniform', () => {
    const { ours, reference, logs } = observeOnBothLanes(W, H, observe);
    expect(logs.filter((l) => /rejected|failed|cannot/.test(l))).toEqual([]);
    expect(ours).toEqual(reference);
    // Stated: after the read-write pass, texel (1, 2) = (16·2 + 32, 0, 16·1 + 64, 255), which the read pass draws.
    const final = ours[5] as number[];
    expect(final.slice((2 * W + 1) * 4, (2 * W + 1) * 4 + 4)).toEqual([64, 0, 80, 255]);
    expect(ours[0]).toBe(1); // one active uniform: the twin is not GL's
  });

  it('negative control: the writeonly twin planted at an unbound unit loses the writes', () => {
    plant.wrongUnit = true;
    try {
      const { ours, reference } = observeOnBothLanes(W, H, observe);
      expect(ours).not.toEqual(reference);
    } finally { plant.wrongUnit = false; }
  });
});
