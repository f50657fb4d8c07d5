// A separable program must redeclare gl_PerVertex to use its members (ARB_separate_shader_objects; piglit's
// arb_separate_shader_objects/linker/pervertex-* expect these link results on Mesa). Each rejected case has
// its accepted twin, so a check that refused everything (or nothing) fails here.
import { describe, expect, it } from 'vitest';
import { compileShader, linkProgram } from '../src/index.ts';

const vs150 = (body: string) => compileShader('vertex', `#version 150\n${body}`);
const gs150 = (body: string) => compileShader('geometry', `#version 150\nlayout(points) in;\nlayout(points, max_vertices = 1) out;\n${body}`);
const fs150 = compileShader('fragment', '#version 150\nin vec4 g_color;\nout vec4 color;\nvoid main() { color = g_color; }\n');
const READ_POINT_SIZE = 'out vec4 g_color;\nvoid main() { g_color = vec4(gl_in[0].gl_PointSize); EmitVertex(); }\n';
const REDECLARED_IN = 'in gl_PerVertex { float gl_PointSize; } gl_in[];\n';

describe('separable programs and gl_PerVertex', () => {
  it('a #version 150 output without `out gl_PerVertex` fails the link only when separable', () => {
    const shaders = [vs150('void main() { gl_PointSize = 1.0; }\n'), gs150(READ_POINT_SIZE), fs150];
    const separable = linkProgram({ shaders, separable: true });
    expect(separable.ok ? '' : separable.log).toMatch(/vertex shader: a separable program must redeclare out gl_PerVertex to use gl_PointSize/);
    expect(linkProgram({ shaders }).ok).toBe(true);
  });

  it('redeclared blocks link; a member outside the redeclaration does not; gl_in[] reads need `in gl_PerVertex`', () => {
    const vs = vs150('out gl_PerVertex { float gl_PointSize; };\nvoid main() { gl_PointSize = 1.0; }\n');
    expect(linkProgram({ shaders: [vs, gs150(`${REDECLARED_IN}${READ_POINT_SIZE}`), fs150], separable: true }).ok).toBe(true);
    const notRedeclaredIn = linkProgram({ shaders: [vs, gs150(`out gl_PerVertex { vec4 gl_Position; };\n${READ_POINT_SIZE}`), fs150], separable: true });
    expect(notRedeclaredIn.ok ? '' : notRedeclaredIn.log).toMatch(/geometry shader: .* redeclare in gl_PerVertex to use gl_PointSize/);
    const vsPosition = vs150('out gl_PerVertex { float gl_PointSize; };\nvoid main() { gl_PointSize = 1.0; gl_Position = vec4(0.0); }\n');
    expect(linkProgram({ shaders: [vsPosition, gs150(`${REDECLARED_IN}${READ_POINT_SIZE}`), fs150], separable: true }).ok).toBe(false);
  });

  it('a one-stage separable program (createShaderProgramv) links without the redeclaration, as on Mesa', () => {
    const vs = vs150('void main() { gl_Position = vec4(0.0); gl_PointSize = 1.0; }\n');
    expect(linkProgram({ shaders: [vs], separable: true }).ok).toBe(true);
    expect(linkProgram({ shaders: [gs150(READ_POINT_SIZE)], separable: true }).ok).toBe(true);
    // The same vertex shader with a fragment stage beside it: two stages, the rule applies (Mesa refuses it too).
    const fs = compileShader('fragment', '#version 150\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n');
    expect(linkProgram({ shaders: [vs, fs], separable: true }).ok).toBe(false);
  });

  it('#version 140 and earlier are exempt (issue 28 of the extension)', () => {
    const vs = compileShader('vertex', '#version 140\nvoid main() { gl_PointSize = 1.0; gl_Position = vec4(0.0); }\n');
    const fs = compileShader('fragment', '#version 140\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n');
    expect(linkProgram({ shaders: [vs, fs], separable: true }).ok).toBe(true);
  });
});
