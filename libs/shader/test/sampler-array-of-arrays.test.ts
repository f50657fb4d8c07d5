// Arrays of arrays of samplers: glslang reflects one entry per outer index ("tex[1][0]", as long as the innermost
// dimension) and gives those entries no binding; the driver's elements sit row-major from the variable's Binding,
// so entry tex[i][0] of tex[2][2] must start at unit base + 2i (else glUniform1i on tex[1][1] sets the wrong unit).
import { describe, expect, it } from 'vitest';
import { compileShader, linkProgram } from '../src/index.ts';

describe('arrays of arrays of samplers at link', () => {
  it('entry tex[i][0] of sampler2D tex[2][2] has binding base + 2i', () => {
    const vs = compileShader('vertex', '#version 430\nlayout(location = 0) in vec4 p;\nvoid main() { gl_Position = p; }\n');
    const fs = compileShader('fragment', '#version 430\nuniform sampler2D tex[2][2];\nout vec4 o;\nvoid main() { o = texture(tex[1][1], vec2(0.5)) + texture(tex[0][0], vec2(0.5)); }\n');
    const r = linkProgram({ shaders: [vs, fs] });
    if (!r.ok) throw new Error(r.log);
    const entries = r.artifact.uniforms.filter((u) => u.name.startsWith('tex[')).map((u) => ({ name: u.name, binding: u.binding, size: u.arraySize })).sort((a, b) => a.name.localeCompare(b.name));
    expect(entries.map((e) => e.name)).toEqual(['tex[0][0]', 'tex[1][0]']);
    const base = entries[0].binding;
    expect(base).toBeGreaterThanOrEqual(0);
    expect(entries[1].binding).toBe(base + 2);
  });

  it('with layout(binding = 4) on sampler2D tex[2][2][2], entry tex[i][j][0] starts at unit 4 + 4i + 2j (binding and GL initial unit)', () => {
    const vs = compileShader('vertex', '#version 430\nlayout(location = 0) in vec4 p;\nvoid main() { gl_Position = p; }\n');
    const fs = compileShader('fragment', '#version 430\nlayout(binding = 4) uniform sampler2D tex[2][2][2];\nout vec4 o;\nvoid main() { o = texture(tex[0][1][1], vec2(0.5)) + texture(tex[1][0][0], vec2(0.5)); }\n');
    const r = linkProgram({ shaders: [vs, fs] });
    if (!r.ok) throw new Error(r.log);
    const units = Object.fromEntries(r.artifact.uniforms.filter((u) => u.name.startsWith('tex[')).map((u) => [u.name, [u.binding, u.initialUnit]]));
    expect(units['tex[0][1][0]']).toEqual([6, 6]);
    expect(units['tex[1][0][0]']).toEqual([8, 8]);
  });
});
