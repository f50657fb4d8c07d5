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

  // piglit glsl-1.50 fragcoord-layout-qualifiers-matching-case-1/2/4: glslang 12 refused these links.
  const upperLeft = (layout: string) => compileShader('fragment',
    `#version 150\nlayout(${layout}) in vec4 gl_FragCoord;\nvoid blue();\nvoid main() { gl_FragColor = vec4(gl_FragCoord.xy, 0.0, 1.0); blue(); }\n`);
  const blue = compileShader('fragment', '#version 150\nvoid blue() { gl_FragColor.b = 1.0; }\n');
  const blueToo = (layout: string) => compileShader('fragment', `#version 150\nlayout(${layout}) in vec4 gl_FragCoord;\nvoid blue() { gl_FragColor.b = gl_FragCoord.z; }\n`);

  /** OpExecutionMode (16) modes of the fragment stage: 6 PixelCenterInteger, 7 OriginUpperLeft, 8 OriginLowerLeft. */
  function executionModes(spirv: Uint32Array): number[] {
    const modes: number[] = [];
    for (let i = 5; i < spirv.length; i += spirv[i] >>> 16) if ((spirv[i] & 0xffff) === 16) modes.push(spirv[i + 2]);
    return modes.sort();
  }
  const fragmentModes = (shaders: ReturnType<typeof compileShader>[]) => {
    const r = linkProgram({ shaders: [vertex, ...shaders] });
    expect(r.log).not.toMatch(/ERROR/);
    return executionModes(r.artifact!.stages.find((s) => s.stage === 'fragment')!.spirv);
  };

  it('objects that neither use nor redeclare gl_FragCoord link with origin_upper_left / pixel_center_integer elsewhere', () => {
    expect(fragmentModes([upperLeft('origin_upper_left'), blue])).toEqual([7]);
    expect(fragmentModes([upperLeft('pixel_center_integer'), blue])).toEqual([6, 8]);
    expect(fragmentModes([upperLeft('origin_upper_left, pixel_center_integer'), blue])).toEqual([6, 7]);
  });

  it('identical redeclarations in every object link, and the stage keeps their modes', () => {
    expect(fragmentModes([upperLeft('pixel_center_integer'), blueToo('pixel_center_integer')])).toEqual([6, 8]);
    expect(fragmentModes([upperLeft('pixel_center_integer, origin_upper_left'), blueToo('origin_upper_left, pixel_center_integer')])).toEqual([6, 7]);
    // One object: glslang's own modes.
    expect(fragmentModes([compileShader('fragment', '#version 150\nlayout(origin_upper_left) in vec4 gl_FragCoord;\nvoid main() { gl_FragColor = gl_FragCoord; }\n')])).toEqual([7]);
  });

  it('redeclarations with different qualifiers fail the link', () => {
    for (const [a, b] of [['origin_upper_left', 'pixel_center_integer'], ['origin_upper_left, pixel_center_integer', 'origin_upper_left']]) {
      const r = linkProgram({ shaders: [vertex, upperLeft(a), blueToo(b)] });
      expect(r.ok).toBe(false);
      expect(r.log).toMatch(/gl_FragCoord redeclarations must match/);
    }
  });
});
