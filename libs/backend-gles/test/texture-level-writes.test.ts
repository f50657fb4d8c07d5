// A texture sampled by one draw and written at one of its levels before the next (texSubImage2D): the next draw
// samples the new texels. The twin walks its levels only when the texture's contentVersion moved since the walk
// that left every level in step (backend-texture.ts syncLevels), so a write to any level must move it.
// Expected colours are stated (each level filled with one colour, sampled with textureLod at that level) and
// Mesa's desktop GL must read the same.
// Negative control run by hand (see the commit): syncLevels walking the levels only once (later writes marked in
// step without an upload) reads the old level-1 colour after the first write.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { linkedProgram, observeOnBothLanes } from './helpers.ts';

const VS = `#version 330 core
void main() {
  vec2 p = vec2(float((gl_VertexID & 1) << 2) - 1.0, float((gl_VertexID & 2) << 1) - 1.0);
  gl_Position = vec4(p, 0.0, 1.0);
}`;
const FS = `#version 330 core
uniform sampler2D t;
uniform float lod;
out vec4 color;
void main() { color = textureLod(t, vec2(0.5), lod); }`;

const texels = (w: number, h: number, rgba: readonly number[]) => Uint8Array.from({ length: w * h * 4 }, (_, i) => rgba[i % 4]);

/** Draws a full-screen triangle sampling `lod` and reads the centre pixel. */
function sample(gl: GL, lodLocation: ReturnType<GL["getUniformLocation"]>, lod: number): number[] {
  gl.uniform1f(lodLocation, lod);
  gl.drawArrays(gl.TRIANGLES, 0, 3);
  const px = new Uint8Array(4);
  gl.readPixels(2, 2, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
  return Array.from(px);
}

describe('a level written between draws that sample the texture', () => {
  it('level 1, then level 0, then level 1 again: each draw samples what was written last', () => {
    const { ours, reference, logs } = observeOnBothLanes(4, 4, (gl) => {
      const [vao] = gl.genVertexArrays(1);
      gl.bindVertexArray(vao);
      const program = linkedProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
      gl.useProgram(program);
      gl.uniform1i(gl.getUniformLocation(program, 't'), 0);
      const lod = gl.getUniformLocation(program, 'lod');
      const [tex] = gl.genTextures(1);
      gl.bindTexture(gl.TEXTURE_2D, tex);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 2, 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels(2, 2, [255, 0, 0, 255]));
      gl.texImage2D(gl.TEXTURE_2D, 1, gl.RGBA8, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels(1, 1, [0, 255, 0, 255]));
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAX_LEVEL, 1);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST_MIPMAP_NEAREST);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
      const seen = [sample(gl, lod, 1), sample(gl, lod, 0)];
      gl.texSubImage2D(gl.TEXTURE_2D, 1, 0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, texels(1, 1, [0, 0, 255, 255]));
      seen.push(sample(gl, lod, 1), sample(gl, lod, 0));
      gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, texels(2, 2, [255, 255, 255, 255]));
      seen.push(sample(gl, lod, 0), sample(gl, lod, 1));
      gl.texSubImage2D(gl.TEXTURE_2D, 1, 0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, texels(1, 1, [255, 0, 255, 255]));
      seen.push(sample(gl, lod, 1));
      return seen;
    });
    const red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255], white = [255, 255, 255, 255], magenta = [255, 0, 255, 255];
    const want = [green, red, blue, red, white, blue, magenta];
    expect(reference).toEqual(want);
    expect(logs).toEqual([]);
    expect(ours).toEqual(want);
  });
});
