// Interface blocks matched by explicit location across stages whatever their names (GLSL 4.50 §4.4.1); glslang
// matches blocks by name (block-location-matching.ts renames the consumer's blocks first).
import { describe, expect, it } from 'vitest';
import { compileShader, linkProgram } from '../src/index.ts';
import { matchBlocksByLocation } from '../src/block-location-matching.ts';

const vs = `#version 450
in vec4 p;
layout(location = 0) out block { vec4 a; } name;
layout(location = 2) out block2 { vec4 a; } name2;
void main() { name.a = vec4(0.0, 1.0, 1.0, 1.0); name2.a = vec4(1.0, 0.0, 0.0, 1.0); gl_Position = p; }
`;
const fs = `#version 450
layout(location = 2) in block { vec4 a; } name;   // the vertex stage's block2
layout(location = 0) in block2 { vec4 a; } name2; // the vertex stage's block
out vec4 color;
void main() { color = name.a; }
`;

describe('interface blocks matched by location', () => {
  it('the stages link when two blocks swap names between them', () => {
    const r = linkProgram({ shaders: [compileShader('vertex', vs), compileShader('fragment', fs)] });
    expect(r.ok, r.ok ? '' : r.log).toBe(true);
  });

  it('the input blocks take the output blocks\' names by location; comments and blocks without a location are left alone', () => {
    const [, [renamed]] = matchBlocksByLocation([[vs], [fs]]);
    expect(renamed).toContain('layout(location = 2) in block2 { vec4 a; } name;   // the vertex stage\'s block2');
    expect(renamed).toContain('layout(location = 0) in block { vec4 a; } name2; // the vertex stage\'s block');
    const plain = 'in block { vec4 a; } name;\n';
    expect(matchBlocksByLocation([[vs], [plain]])[1][0]).toBe(plain);
    expect(matchBlocksByLocation([[vs], [fs]])[0][0]).toBe(vs);
  });
});
