// Input arrays whose length GL takes from another argument (the registry's COMPSIZE(pname) / COMPSIZE(buffer)):
// texParameter*v / textureParameter*v / samplerParameter*v (TEXTURE_BORDER_COLOR and TEXTURE_SWIZZLE_RGBA read 4
// values, every other pname 1), clearBuffer*v / clearNamedFramebuffer*v (COLOR reads 4, DEPTH / STENCIL 1),
// patchParameterfv (PATCH_DEFAULT_OUTER_LEVEL 4, PATCH_DEFAULT_INNER_LEVEL 2). An array shorter than that is a
// wrong JS argument: a TypeError naming the function and parameter on both lanes, nothing reaches GL (no native
// read past the array, no zero-filled values), and the context keeps working.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { observeOnBothLanes } from './helpers.ts';

function thrown(f: () => void): string {
  try { f(); return 'no error'; } catch (e) { return e instanceof TypeError ? `TypeError ${/parameter '(\w+)'/.exec(e.message)?.[1]}` : String(e); }
}

describe('pname-sized input arrays, both lanes', () => {
  it('too short for the pname: TypeError naming the parameter; state unchanged; long enough: taken', () => {
    const { ours, reference } = observeOnBothLanes(8, 8, (gl: GL) => {
      const o: unknown[] = [];
      const [t] = gl.genTextures(1);
      gl.bindTexture(gl.TEXTURE_2D, t!);
      const [s] = gl.genSamplers(1);
      const [t2] = gl.createTextures(gl.TEXTURE_2D, 1);
      o.push(thrown(() => gl.texParameterfv(gl.TEXTURE_2D, gl.TEXTURE_BORDER_COLOR, [0.5])));
      o.push(thrown(() => gl.texParameteriv(gl.TEXTURE_2D, gl.TEXTURE_SWIZZLE_RGBA, new Int32Array([gl.RED, gl.RED, gl.RED]))));
      o.push(thrown(() => gl.texParameterIiv(gl.TEXTURE_2D, gl.TEXTURE_BORDER_COLOR, [1, 2])));
      o.push(thrown(() => gl.texParameterIuiv(gl.TEXTURE_2D, gl.TEXTURE_BORDER_COLOR, [1, 2, 3])));
      o.push(thrown(() => gl.textureParameterfv(t2!, gl.TEXTURE_BORDER_COLOR, [0.25, 0.25])));
      o.push(thrown(() => gl.textureParameteriv(t2!, gl.TEXTURE_SWIZZLE_RGBA, [gl.RED])));
      o.push(thrown(() => gl.textureParameterIiv(t2!, gl.TEXTURE_BORDER_COLOR, [7])));
      o.push(thrown(() => gl.textureParameterIuiv(t2!, gl.TEXTURE_BORDER_COLOR, [7])));
      o.push(thrown(() => gl.samplerParameterfv(s!, gl.TEXTURE_BORDER_COLOR, new Float32Array(3))));
      o.push(thrown(() => gl.samplerParameteriv(s!, gl.TEXTURE_BORDER_COLOR, [1])));
      o.push(thrown(() => gl.samplerParameterIiv(s!, gl.TEXTURE_BORDER_COLOR, [1])));
      o.push(thrown(() => gl.samplerParameterIuiv(s!, gl.TEXTURE_BORDER_COLOR, [1])));
      o.push(thrown(() => gl.clearBufferfv(gl.COLOR, 0, [1, 0, 0])));
      o.push(thrown(() => gl.clearBufferiv(gl.COLOR, 0, [1])));
      o.push(thrown(() => gl.clearBufferuiv(gl.COLOR, 0, [1, 2])));
      o.push(thrown(() => gl.clearNamedFramebufferfv(0, gl.COLOR, 0, [1])));
      o.push(thrown(() => gl.clearNamedFramebufferiv(0, gl.COLOR, 0, [1])));
      o.push(thrown(() => gl.clearNamedFramebufferuiv(0, gl.COLOR, 0, [1])));
      o.push(thrown(() => gl.patchParameterfv(gl.PATCH_DEFAULT_OUTER_LEVEL, [2, 2, 2])));
      o.push(thrown(() => gl.patchParameterfv(gl.PATCH_DEFAULT_INNER_LEVEL, [2])));
      o.push(gl.getError()); // nothing reached GL
      o.push(gl.getTexParameterfv(gl.TEXTURE_2D, gl.TEXTURE_BORDER_COLOR), gl.getTexParameteriv(gl.TEXTURE_2D, gl.TEXTURE_SWIZZLE_RGBA));
      o.push(gl.getSamplerParameterfv(s!, gl.TEXTURE_BORDER_COLOR), gl.getFloatv(gl.PATCH_DEFAULT_OUTER_LEVEL), gl.getFloatv(gl.PATCH_DEFAULT_INNER_LEVEL));
      // Exactly as many as the pname reads: accepted.
      gl.texParameterfv(gl.TEXTURE_2D, gl.TEXTURE_BORDER_COLOR, [0.5, 0.25, 0.125, 1]);
      gl.texParameteriv(gl.TEXTURE_2D, gl.TEXTURE_SWIZZLE_RGBA, [gl.BLUE, gl.GREEN, gl.RED, gl.ONE]);
      gl.samplerParameterIiv(s!, gl.TEXTURE_BORDER_COLOR, [1, 2, 3, 4]);
      gl.patchParameterfv(gl.PATCH_DEFAULT_INNER_LEVEL, [3, 5]);
      gl.patchParameterfv(gl.PATCH_DEFAULT_OUTER_LEVEL, [1, 2, 3, 4]);
      gl.texParameterfv(gl.TEXTURE_2D, gl.TEXTURE_MIN_LOD, [-2]); // one-value pnames take one
      gl.samplerParameteriv(s!, gl.TEXTURE_WRAP_S, [gl.REPEAT]);
      gl.clearBufferfv(gl.DEPTH, 0, [0.5]);
      gl.clearBufferiv(gl.STENCIL, 0, [3]);
      gl.clearBufferfv(gl.COLOR, 0, [0, 1, 0, 1]);
      o.push(gl.getError());
      o.push(gl.getTexParameterfv(gl.TEXTURE_2D, gl.TEXTURE_BORDER_COLOR), gl.getTexParameteriv(gl.TEXTURE_2D, gl.TEXTURE_SWIZZLE_RGBA));
      o.push(gl.getSamplerParameterIiv(s!, gl.TEXTURE_BORDER_COLOR), gl.getFloatv(gl.PATCH_DEFAULT_OUTER_LEVEL), gl.getFloatv(gl.PATCH_DEFAULT_INNER_LEVEL));
      o.push(gl.getTexParameterfv(gl.TEXTURE_2D, gl.TEXTURE_MIN_LOD), gl.getSamplerParameteriv(s!, gl.TEXTURE_WRAP_S));
      return o;
    });
    expect(ours).toEqual(reference);
    expect(reference.slice(0, 20)).toEqual([
      'TypeError params', 'TypeError params', 'TypeError params', 'TypeError params',
      'TypeError param', 'TypeError param', 'TypeError params', 'TypeError params',
      'TypeError param', 'TypeError param', 'TypeError param', 'TypeError param',
      'TypeError value', 'TypeError value', 'TypeError value', 'TypeError value', 'TypeError value', 'TypeError value',
      'TypeError values', 'TypeError values',
    ]);
    expect(reference[20]).toBe(0);
    expect(reference[26]).toBe(0);
    expect(reference[27]).toEqual([0.5, 0.25, 0.125, 1]);
    expect(reference[29]).toEqual([1, 2, 3, 4]);
    expect(reference[30]).toEqual([1, 2, 3, 4]);
    expect(reference[31]).toEqual([3, 5]);
  });
});
