// Vertex inputs packed into one location with layout(component) (gles-program vertex-input-components.ts): ESSL has
// no component qualifier, so each such location becomes one vec4 input whose components fill the packed inputs.
import { compileProgram, crossCompile } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { mergeVertexInputComponents } from '@mgpipe/gles-program';

const fs = '#version 450\nlayout(location = 0) in vec4 c;\nlayout(location = 0) out vec4 o;\nvoid main() { o = c; }\n';
function vertexSpirv(vs: string): Uint32Array {
  const r = compileProgram({ stages: [{ stage: 'vertex', source: vs }, { stage: 'fragment', source: fs }] });
  expect(r.ok, r.log).toBe(true);
  return r.stages[0].spirv;
}
const essl = (spirv: Uint32Array) => crossCompile(spirv, { target: 'essl', version: 320, stage: 'vertex' });

describe('mergeVertexInputComponents', () => {
  it('float / vec3 at components 0 and 1 of location 1 read one vec4 input: x and yzw', () => {
    const spirv = vertexSpirv(`#version 450
layout(location = 0) in vec3 vertex;
layout(location = 1, component = 1) in vec3 gba;
layout(location = 1) in float red;
layout(location = 2, component = 2) in vec2 zw;
layout(location = 0) out vec4 c;
void main() { gl_Position = vec4(vertex, 1.0); c = vec4(red, gba) + zw.xyxy; }
`);
    // Before: SPIRV-Cross refuses the Component decoration for ES.
    expect(essl(spirv).ok).toBe(false);
    const r = essl(mergeVertexInputComponents(spirv, 'vertex'));
    expect(r.ok, r.source).toBe(true);
    expect(r.source).not.toMatch(/component/);
    expect(r.source).toMatch(/layout\(location = 0\) in vec3 vertex;/);
    const at1 = /layout\(location = 1\) in vec4 (\w+);/.exec(r.source);
    const at2 = /layout\(location = 2\) in vec4 (\w+);/.exec(r.source);
    expect(at1, r.source).not.toBeNull();
    expect(at2, r.source).not.toBeNull();
    expect(r.source).toContain(`gba = ${at1![1]}.yzw;`);
    expect(r.source).toContain(`red = ${at1![1]}.x;`);
    expect(r.source).toContain(`zw = ${at2![1]}.zw;`);
    // The copies come before main's own code.
    expect(r.source.indexOf(`red = ${at1![1]}.x;`)).toBeLessThan(r.source.indexOf('gl_Position ='));
  });

  it('integer inputs merge into an ivec4; a module without Component decorations and other stages are returned as they are', () => {
    const spirv = vertexSpirv(`#version 450
layout(location = 3, component = 0) in ivec2 a;
layout(location = 3, component = 2) in int b;
layout(location = 0) out vec4 c;
void main() { gl_Position = vec4(0.0); c = vec4(a, b, 1); }
`);
    const r = essl(mergeVertexInputComponents(spirv, 'vertex'));
    expect(r.ok, r.source).toBe(true);
    const at3 = /layout\(location = 3\) in ivec4 (\w+);/.exec(r.source);
    expect(at3, r.source).not.toBeNull();
    expect(r.source).toContain(`a = ${at3![1]}.xy;`);
    expect(r.source).toContain(`b = ${at3![1]}.z;`);
    const plain = vertexSpirv('#version 450\nlayout(location = 0) in vec4 p;\nlayout(location = 0) out vec4 c;\nvoid main() { gl_Position = p; c = p; }\n');
    expect(mergeVertexInputComponents(plain, 'vertex')).toBe(plain);
    expect(mergeVertexInputComponents(spirv, 'fragment')).toBe(spirv);
  });
});
