// Subroutines declared across several shader objects of one stage (GL 4.5 §7.3: a stage may be linked from
// several compilation units; §7.9's indices and locations are the linked stage's). Our stack lowers subroutines to
// plain GLSL per source, so the dispatchers must see the compatible functions of every object of the stage.
// The reference lane cannot be the oracle here: Mesa 22.3 links such programs but takes the subroutine declarations
// of the stage's first object only (observed below). Both cases are held to GL 4.5 §7.9 instead, the pixels computed
// from the shaders; each also runs on the reference lane, which must link it.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { buildProgram, observeOnBothLanes } from './helpers.ts';

const W = 8, H = 8;
const VS = '#version 400\nin vec2 pos;\nvoid main() { gl_Position = vec4(pos, 0.0, 1.0); }\n';
// Object 1: the type, two functions, the uniform and main. Object 2: the type again, two more functions, and a
// second type with its uniform (called from object 1 through a plain function object 2 defines).
const FS_MAIN = `#version 430
out vec4 color;
subroutine vec4 Shade(float k);
subroutine(Shade) vec4 red(float k) { return vec4(k, 0.0, 0.0, 1.0); }
subroutine(Shade) vec4 green(float k) { return vec4(0.0, k, 0.0, 1.0); }
subroutine uniform Shade shade;
float alpha();
void main() { color = shade(1.0) * vec4(1.0, 1.0, 1.0, alpha()); }
`;
const FS_MORE = `#version 430
subroutine vec4 Shade(float k);
subroutine(Shade) vec4 blue(float k) { return vec4(0.0, 0.0, k, 1.0); }
subroutine(Shade) vec4 grey(float k) { return vec4(0.5 * k, 0.5 * k, 0.5 * k, 1.0); }
subroutine float Alpha();
subroutine(Alpha) float opaque() { return 1.0; }
subroutine(Alpha) float semi() { return 0.5; }
subroutine uniform Alpha alphaOf;
float alpha() { return alphaOf(); }
`;
const NAMES = ['red', 'green', 'blue', 'grey', 'opaque', 'semi'];

function observe(gl: GL, fragment: readonly string[], choices: readonly (readonly [string, string])[]): unknown[] {
  const p = buildProgram(gl, [[gl.VERTEX_SHADER, VS], ...fragment.map((f) => [gl.FRAGMENT_SHADER, f] as const)]);
  const o: unknown[] = [gl.getProgramiv(p, gl.LINK_STATUS)];
  const fs = gl.FRAGMENT_SHADER;
  o.push([gl.ACTIVE_SUBROUTINES, gl.ACTIVE_SUBROUTINE_UNIFORMS, gl.ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS].map((q) => gl.getProgramStageiv(p, fs, q)));
  o.push(NAMES.map((n) => gl.getSubroutineIndex(p, fs, n)), ['shade', 'alphaOf'].map((n) => gl.getSubroutineUniformLocation(p, fs, n)));
  for (let i = 0; i < 2; i++) o.push(gl.getActiveSubroutineUniformName(p, fs, i), gl.getActiveSubroutineUniformiv(p, fs, i, gl.COMPATIBLE_SUBROUTINES));
  const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao!);
  const [b] = gl.genBuffers(1); gl.bindBuffer(gl.ARRAY_BUFFER, b!);
  const quad = new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]);
  gl.bufferData(gl.ARRAY_BUFFER, quad.byteLength, quad, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 8, 0); gl.enableVertexAttribArray(0);
  gl.useProgram(p);
  const shadeAt = gl.getSubroutineUniformLocation(p, fs, 'shade'), alphaAt = gl.getSubroutineUniformLocation(p, fs, 'alphaOf');
  const px = new Uint8Array(4);
  for (const [shade, alpha] of choices) {
    const values = new Uint32Array(2);
    values[shadeAt] = gl.getSubroutineIndex(p, fs, shade);
    values[alphaAt] = gl.getSubroutineIndex(p, fs, alpha);
    gl.uniformSubroutinesuiv(fs, values);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.readPixels(4, 4, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    o.push(`${shade}/${alpha}`, Array.from(px));
  }
  o.push(gl.getError());
  return o;
}

// Mesa 22.3 (the reference lane) links FS_MAIN + FS_MORE but sees only the first object's subroutine functions:
// ACTIVE_SUBROUTINES 2, blue / grey / opaque / semi have no index, alphaOf no compatible function, and every draw
// is red at alpha 0.5. So this case is held to GL 4.5 §7.9 instead, the pixels computed from the shaders.
const SPEC_CHOICES = [['red', 'opaque'], ['blue', 'semi'], ['grey', 'opaque'], ['green', 'semi']] as const;

// Functions in the first object only, the second declaring the type and its own uniform. Mesa: ACTIVE_SUBROUTINE_UNIFORMS
// 1, alphaOf has no location, and other() draws black.
const FS_ALL_FUNCTIONS = `#version 430
out vec4 color;
subroutine vec4 Shade(float k);
subroutine(Shade) vec4 red(float k) { return vec4(k, 0.0, 0.0, 1.0); }
subroutine(Shade) vec4 green(float k) { return vec4(0.0, k, 0.0, 1.0); }
subroutine(Shade) vec4 blue(float k) { return vec4(0.0, 0.0, k, 1.0); }
subroutine uniform Shade shade;
vec4 other();
void main() { color = 0.5 * shade(1.0) + 0.5 * other(); }
`;
const FS_OTHER_UNIFORM = `#version 430
subroutine vec4 Shade(float k);
subroutine uniform Shade alphaOf;
vec4 other() { return alphaOf(1.0); }
`;

describe('subroutines across several shader objects of one stage', () => {
  it('functions in both objects: every function of the stage is indexed and callable (GL 4.5 §7.9; Mesa sees one object)', () => {
    const { ours, reference } = observeOnBothLanes(W, H, (gl) => observe(gl, [FS_MAIN, FS_MORE], SPEC_CHOICES));
    expect(reference[0]).toBe(1); // Mesa links it too (with the first object's functions only, see above)
    expect(ours[0]).toBe(1);
    expect(ours[1]).toEqual([6, 2, 2]); // ACTIVE_SUBROUTINES, ACTIVE_SUBROUTINE_UNIFORMS, ..._LOCATIONS
    const indices = ours[2] as number[];
    expect([...indices].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const [shadeAt, alphaAt] = ours[3] as number[];
    expect([shadeAt, alphaAt].sort()).toEqual([0, 1]);
    // Each uniform's compatible list: the indices of its type's functions, whichever object defines them.
    const compatible = new Map([[ours[4], ours[5]], [ours[6], ours[7]]]);
    expect([...(compatible.get('shade') as number[])].sort()).toEqual([indices[0], indices[1], indices[2], indices[3]].sort());
    expect([...(compatible.get('alphaOf') as number[])].sort()).toEqual([indices[4], indices[5]].sort());
    // color = shade(1.0) with alpha alphaOf(): red / blue / grey (0.5) / green, alpha 1 or 0.5.
    expect(ours.slice(8)).toEqual([
      'red/opaque', [255, 0, 0, 255], 'blue/semi', [0, 0, 255, 128], 'grey/opaque', [128, 128, 128, 255], 'green/semi', [0, 255, 0, 128], 0,
    ]);
  });

  it('a uniform of the type declared in a second object: a uniform of the stage like the first one\'s', () => {
    const choices = [['red', 'blue'], ['green', 'green'], ['blue', 'red']] as const;
    const { ours, reference } = observeOnBothLanes(W, H, (gl) => observe(gl, [FS_ALL_FUNCTIONS, FS_OTHER_UNIFORM], choices));
    expect(reference[0]).toBe(1);
    expect(ours.slice(0, 2)).toEqual([1, [3, 2, 2]]);
    expect(ours[2]).toEqual([0, 1, 2, 4294967295, 4294967295, 4294967295]); // red, green, blue: declaration order
    expect([...(ours[3] as number[])].sort()).toEqual([0, 1]);
    expect([ours[5], ours[7]]).toEqual([[0, 1, 2], [0, 1, 2]]);
    // color = 0.5 * shade(1.0) + 0.5 * alphaOf(1.0).
    expect(ours.slice(8)).toEqual(['red/blue', [128, 0, 128, 255], 'green/green', [0, 255, 0, 255], 'blue/red', [128, 0, 128, 255], 0]);
  });
});
