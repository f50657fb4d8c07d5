import { describe, expect, it } from 'vitest';
import { parseShaderTest, parseVersion, policySkip, POLICY_REASONS } from '../src/index.ts';
import { globToRegExp, stratifiedSample } from '../src/corpus.ts';
import { numbers } from '../src/test-run.ts';

const TEXT = `# a comment before any section
[require]
GLSL >= 1.50
GL CORE >= 3.2
GL_ARB_gpu_shader5
!GL_ARB_foo
GL_MAX_VERTEX_UNIFORM_COMPONENTS >= 1024
INT GL_MAX_VARYING_COMPONENTS >= 16 # comment
SIZE 32 16
SSO ENABLED

[vertex shader passthrough]

[tessellation control shader]
#version 150
// a shader comment with # inside
void main() {}

[geometry shader file]
foo.geom

[compute shader spirv]
; SPIR-V

[vertex data]
piglit_vertex/float/vec2  color/float/vec4
-1 -1   1 0 0 1
 1 -1   0 1 0 1

[test]
clear color 0.0 0.0 1.0 0.0
probe ssbo int 0 0  == 0   # two spaces before ==
draw arrays GL_TRIANGLES 0 3

[fragment shader specializations]
uint 0 1

[vertex program]
!!ARBvp1.0
`;

describe('parseShaderTest', () => {
  const t = parseShaderTest(TEXT);

  it('reads [require]: versions with ES-ness and profile, extensions present / absent, limits, SIZE', () => {
    expect(t.requirements.glsl).toEqual({ op: '>=', version: 150, es: false });
    expect(t.requirements.gl).toEqual({ op: '>=', version: 320, es: false, core: true, compat: false });
    expect(t.requirements.extensions).toEqual(['GL_ARB_gpu_shader5']);
    expect(t.requirements.absentExtensions).toEqual(['GL_ARB_foo']);
    expect(t.requirements.limits).toEqual([
      { name: 'GL_MAX_VERTEX_UNIFORM_COMPONENTS', op: '>=', value: 1024 },
      { name: 'GL_MAX_VARYING_COMPONENTS', op: '>=', value: 16 },
    ]);
    expect(t.requirements.size).toEqual({ width: 32, height: 16 });
    expect(t.requirements.other).toEqual(['SSO ENABLED']);
    expect(parseShaderTest('[require]\nGLSL ES >= 3.00\n').requirements.glsl).toEqual({ op: '>=', version: 300, es: true });
  });

  it('keeps shader text verbatim (comments included), passthrough and file sections, SPIR-V sections apart, and names unsupported sections', () => {
    expect(t.shaders.map((s) => [s.stage, s.passthrough ?? false])).toEqual([['vertex', true], ['tess_ctrl', false]]);
    expect(t.shaders[1].source).toContain('// a shader comment with # inside');
    // `#version 150` is line 15 of TEXT.
    expect(t.shaders[1].line).toBe(15);
    expect(t.shaderFiles).toEqual([{ stage: 'geometry', file: 'foo.geom' }]);
    // shader_runner's GLSL mode ignores spirv / specializations sections: kept apart, not unsupported.
    expect(t.spirvSections).toEqual(['compute shader spirv', 'fragment shader specializations']);
    expect(t.unsupportedSections).toEqual(['vertex program']);
  });

  it('reads [vertex data] rows and [test] commands without comments, white space folded, with their line numbers', () => {
    expect(t.vertexData!.map((l) => l.text)).toEqual(['piglit_vertex/float/vec2 color/float/vec4', '-1 -1 1 0 0 1', '1 -1 0 1 0 1']);
    expect(t.commands).toEqual([
      { text: 'clear color 0.0 0.0 1.0 0.0', line: 31 },
      { text: 'probe ssbo int 0 0 == 0', line: 32 },
      { text: 'draw arrays GL_TRIANGLES 0 3', line: 33 },
    ]);
  });

  it('parses versions as GLSL spells them', () => {
    expect([parseVersion('1.50'), parseVersion('4.5'), parseVersion('3.0'), parseVersion('110'), parseVersion('4.30')]).toEqual([150, 450, 300, 110, 430]);
  });
});

describe('policySkip', () => {
  const req = '[require]\nGLSL >= 1.50\n';
  it('skips doubles, 64-bit integers and compatibility-profile features, and nothing else', () => {
    expect(policySkip(parseShaderTest(`${req}[fragment shader]\nuniform dvec2 d;\n`))).toBe('fp64');
    expect(policySkip(parseShaderTest(`${req}[test]\nuniform double d 1.0\n`))).toBe('fp64');
    expect(policySkip(parseShaderTest(`${req}GL_ARB_gpu_shader_int64\n`))).toBe('int64');
    expect(policySkip(parseShaderTest(`${req}[vertex shader]\n#version 150\nvoid main() { gl_Position = gl_Vertex; }\n`))).toBe('compat');
    expect(policySkip(parseShaderTest('[require]\nGL COMPAT >= 3.2\nGLSL >= 1.50\n'))).toBe('compat');
    // gl_FragColor is deprecated, not removed, in GLSL 1.40 / 1.50, and gl_Vertex is core below 1.40: both run.
    expect(policySkip(parseShaderTest(`${req}[fragment shader]\n#version 150\nvoid main() { gl_FragColor = vec4(1); }\n`))).toBeNull();
    expect(policySkip(parseShaderTest('[require]\nGLSL >= 1.10\n[vertex shader]\nvoid main() { gl_Position = gl_Vertex; }\n'))).toBeNull();
    expect(policySkip(parseShaderTest(`${req}[fragment shader]\nuniform float doubled;\n`))).toBeNull();
    expect(POLICY_REASONS.fp64).toBe('policy: fp64 (no doubles in GLES 3.2)');
  });
});

describe('helpers', () => {
  it('numbers: ints, floats, inf, hex as integer or (parse_floats) as float bits', () => {
    expect(numbers('(1, 2.5) -3 0x10 inf')).toEqual([1, 2.5, -3, 16, Infinity]);
    expect(numbers('0x3f800000 0xbfaa3d71', true)[0]).toBe(1);
    expect(numbers('0xbfaa3d71', true)[0]).toBeCloseTo(-1.33, 5);
  });

  it('globs: * within a component, ** across, ? one character', () => {
    const re = globToRegExp('tests/spec/glsl-1.?0/**/*.shader_test');
    expect(re.test('tests/spec/glsl-1.50/execution/a.shader_test')).toBe(true);
    expect(re.test('tests/spec/glsl-4.50/execution/a.shader_test')).toBe(false);
    expect(globToRegExp('tests/*.shader_test').test('tests/a/b.shader_test')).toBe(false);
  });

  it('the stratified sample is reproducible, seed-dependent and keeps one test of every stratum', () => {
    const tests = [...Array.from({ length: 400 }, (_, i) => `g/spec/big/${i}.shader_test`), 'tests/spec/small/a.shader_test', 'tests/spec/tiny/b.shader_test'];
    const a = stratifiedSample(tests, 40, 13);
    expect(stratifiedSample(tests, 40, 13)).toEqual(a);
    expect(stratifiedSample(tests, 40, 14)).not.toEqual(a);
    expect(a).toContain('tests/spec/small/a.shader_test');
    expect(a).toContain('tests/spec/tiny/b.shader_test');
    // sqrt weights: big gets 40·20/(20+1+1) ≈ 36.
    expect(a.filter((t) => t.startsWith('g/')).length).toBe(36);
  });
});
