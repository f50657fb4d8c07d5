// Program-interface queries whose answer for one property is a list (GL 4.5 §7.3.1.1: ACTIVE_VARIABLES has
// NUM_ACTIVE_VARIABLES values, COMPATIBLE_SUBROUTINES has NUM_COMPATIBLE_SUBROUTINES). The GL interface returns every
// value of every property, so the C output must be sized from those counts: Mesa writes a whole list once it has
// started one, whatever bufSize says, so an output sized from anything else is overrun or the answer cut short.
// Both lanes must give the same values and errors.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { buildProgram, observeOnBothLanes } from './helpers.ts';

const FS = `#version 430
out vec4 color;
subroutine vec4 Shade();
subroutine(Shade) vec4 red() { return vec4(1.0, 0.0, 0.0, 1.0); }
subroutine(Shade) vec4 green() { return vec4(0.0, 1.0, 0.0, 1.0); }
subroutine(Shade) vec4 blue() { return vec4(0.0, 0.0, 1.0, 1.0); }
subroutine uniform Shade shade;
layout(std140, binding = 0) uniform Block { vec4 a; vec4 b; vec4 c; };
void main() { color = shade() + a + b + c; }
`;
const VS = '#version 430\nin vec4 p;\nvoid main() { gl_Position = p; }\n';

function program(gl: GL): number {
  const p = buildProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
  expect(gl.getProgramiv(p, gl.LINK_STATUS), gl.getProgramInfoLog(p)).toBe(gl.TRUE);
  return p;
}

describe('getProgramResourceiv with list-valued properties, on both lanes', () => {
  it('a list in the middle of the props, and several lists: every value, in order', () => {
    const { ours, reference } = observeOnBothLanes(8, 8, (gl) => {
      const p = program(gl);
      const su = gl.FRAGMENT_SUBROUTINE_UNIFORM;
      return [
        gl.getProgramResourceiv(p, su, 0, [gl.NUM_COMPATIBLE_SUBROUTINES, gl.COMPATIBLE_SUBROUTINES, gl.LOCATION]),
        gl.getProgramResourceiv(p, su, 0, [gl.LOCATION, gl.LOCATION, gl.COMPATIBLE_SUBROUTINES, gl.ARRAY_SIZE]),
        gl.getProgramResourceiv(p, su, 0, [gl.COMPATIBLE_SUBROUTINES, gl.COMPATIBLE_SUBROUTINES]),
        gl.getProgramResourceiv(p, gl.UNIFORM_BLOCK, 0, [gl.ACTIVE_VARIABLES, gl.NUM_ACTIVE_VARIABLES, gl.BUFFER_BINDING]).length,
        gl.getError(),
      ];
    });
    expect(ours).toEqual(reference);
    // Values in property order, each list whole (Mesa's one-call answer overwrites a list's tail with the next value).
    expect(reference).toEqual([[3, 0, 1, 2, 0], [0, 0, 0, 1, 2, 1], [0, 1, 2, 0, 1, 2], 5, 0]);
  });

  it('a list that starts just before the end of a large output is returned whole (the lane once cut it at 4096)', () => {
    const { ours, reference } = observeOnBothLanes(8, 8, (gl) => {
      const p = program(gl);
      const props = new Array<number>(4095).fill(gl.NUM_COMPATIBLE_SUBROUTINES);
      props.push(gl.COMPATIBLE_SUBROUTINES, gl.NUM_COMPATIBLE_SUBROUTINES);
      const got = gl.getProgramResourceiv(p, gl.FRAGMENT_SUBROUTINE_UNIFORM, 0, props);
      const blocks = new Array<number>(4095).fill(gl.BUFFER_BINDING);
      blocks.push(gl.ACTIVE_VARIABLES);
      const vars = gl.getProgramResourceiv(p, gl.UNIFORM_BLOCK, 0, blocks);
      return [got.length, got.slice(4095).sort(), vars.length, gl.getError()];
    });
    expect(ours).toEqual(reference);
    expect(reference).toEqual([4099, [0, 1, 2, 3], 4098, 0]);
  });

  it('a bad index or property: the GL error, no values', () => {
    const { ours, reference } = observeOnBothLanes(8, 8, (gl) => {
      const p = program(gl);
      const o: unknown[] = [];
      o.push(gl.getProgramResourceiv(p, gl.FRAGMENT_SUBROUTINE_UNIFORM, 7, [gl.COMPATIBLE_SUBROUTINES]), gl.getError());
      o.push(gl.getProgramResourceiv(p, gl.UNIFORM_BLOCK, 3, [gl.ACTIVE_VARIABLES]), gl.getError());
      o.push(gl.getProgramResourceiv(p, gl.UNIFORM, 0, [gl.COMPATIBLE_SUBROUTINES]), gl.getError());
      return o;
    });
    expect(ours).toEqual(reference);
  });
});
