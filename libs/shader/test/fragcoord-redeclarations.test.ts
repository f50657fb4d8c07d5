// GL's rule for gl_FragCoord redeclarations across the fragment shader objects of one program (GLSL 1.50 §7.2):
// every object with a static use redeclares it once any object does. glslang 12 links the violation.
import { describe, expect, it } from 'vitest';
import { compileShader, linkProgram } from '../src/index.ts';

const vertex = compileShader('vertex', '#version 150\nin vec4 p;\nvoid main() { gl_Position = p; }\n');
const main = compileShader('fragment', '#version 150\nin vec4 gl_FragCoord;\nout vec4 c;\nvoid alpha();\nvoid main() { c = vec4(gl_FragCoord.xyz, 1.0); alpha(); }\n');
const helper = (redeclare: boolean) =>
  compileShader('fragment', `#version 150\n${redeclare ? 'in vec4 gl_FragCoord;\n' : ''}out vec4 c;\nvoid alpha() { c.a = gl_FragCoord.z; }\n`);

describe('gl_FragCoord redeclarations across fragment shader objects', () => {
  it('an object using gl_FragCoord without the redeclaration another makes fails the link', () => {
    const r = linkProgram({ shaders: [vertex, main, helper(false)] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/uses gl_FragCoord without the redeclaration/);
  });

  it('links when every object that uses it redeclares it', () => {
    expect(linkProgram({ shaders: [vertex, main, helper(true)] }).ok).toBe(true);
  });
});
