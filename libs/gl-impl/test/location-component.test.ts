// GL_LOCATION_COMPONENT of PROGRAM_INPUT / PROGRAM_OUTPUT resources (GL 4.5 §7.3.1.1, ARB_enhanced_layouts): the
// layout(component) the source gave, 0 without one. Expected values are the qualifiers below; a variable without a
// component qualifier beside one with it (a / b, d / e) is the control that a constant answer cannot pass.
import { describe, expect, it } from 'vitest';
import { makeGL, program } from './c-helpers.ts';

const VS = `#version 450
layout(location = 0) in vec3 a;
layout(location = 0, component = 3) in float b;
out vec4 c;
void main() { c = vec4(a, b); gl_Position = c; }
`;
const FS = `#version 450
in vec4 c;
layout(location = 0) out vec2 d;
layout(location = 0, component = 2) out vec2 e;
void main() { d = c.xy; e = c.zw; }
`;

describe('GL_LOCATION_COMPONENT', () => {
  it('reports each input and output its layout(component)', () => {
    const { gl } = makeGL();
    const p = program(gl, VS, FS);
    expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(1);
    const component = (iface: number, name: string) =>
      gl.getProgramResourceiv(p, iface, gl.getProgramResourceIndex(p, iface, name), [gl.LOCATION_COMPONENT])[0];
    expect(component(gl.PROGRAM_INPUT, 'a')).toBe(0);
    expect(component(gl.PROGRAM_INPUT, 'b')).toBe(3);
    expect(component(gl.PROGRAM_OUTPUT, 'd')).toBe(0);
    expect(component(gl.PROGRAM_OUTPUT, 'e')).toBe(2);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });
});
