// Failures come back as values: bad GLSL, bad versions, link errors and SPIRV-Cross errors never
// throw or abort, and logs point at the caller's own line numbers.
import { describe, expect, it } from 'vitest';
import { compileProgram, crossCompile } from '../src/index.ts';

const okFrag = `#version 310 es
precision highp float;
out vec4 c;
void main() { c = vec4(1.0); }
`;

describe('compileProgram errors', () => {
  it('returns glslang\'s log for a malformed shader', () => {
    const r = compileProgram({
      stages: [{ stage: 'fragment', source: '#version 450 core\nout vec4 c;\nvoid main() {\n  c = undefinedThing;\n}\n' }],
    });
    expect(r.ok).toBe(false);
    expect(r.reflection).toBeNull();
    expect(r.stages).toEqual([]);
    expect(r.log).toMatch(/ERROR: 0:4: 'undefinedThing' : undeclared identifier/);
  });

  it('maps 300 es log lines to the original source and says it upgraded', () => {
    const source = '#version 300 es\nprecision mediump float;\n\nout vec4 c;\nvoid main() {\n  c = vec4(nope);\n}\n';
    const r = compileProgram({ stages: [{ stage: 'fragment', source }] });
    expect(r.ok).toBe(false);
    expect(r.upgradedFrom).toBe('300 es');
    expect(r.log).toMatch(/ERROR: 0:6: 'nope' : undeclared identifier/);
    expect(r.log).toMatch(/compiled as 310 es/);
  });

  it('keeps line numbers when comments precede #version (desktop)', () => {
    const source = '// header comment\n\n#version 450 core\nout vec4 c;\nvoid main() { c = bad; }\n';
    const r = compileProgram({ stages: [{ stage: 'fragment', source }] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/ERROR: 0:5: 'bad' : undeclared identifier/);
  });

  it('keeps ES line numbers when comments precede #version (hoisted with #line)', () => {
    const source = '// header comment\n\n#version 300 es\nprecision mediump float;\nout vec4 c;\nvoid main() { c = bad; }\n';
    const r = compileProgram({ stages: [{ stage: 'fragment', source }] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/ERROR: 0:6: 'bad' : undeclared identifier/);
    const good = compileProgram({ stages: [{ stage: 'fragment', source: `// c\n${okFrag}` }] });
    expect(good.ok, good.log).toBe(true);
  });

  it('reports a successful 300 es compile as upgraded', () => {
    const r = compileProgram({ stages: [{ stage: 'fragment', source: okFrag.replace('310 es', '300 es') }] });
    expect(r.ok, r.log).toBe(true);
    expect(r.upgradedFrom).toBe('300 es');
  });

  it('rejects versions outside 110–150 / 330–460 core / 300–320 es', () => {
    for (const v of ['#version 100', '#version 300', '#version 450 compatibility', '#version 150 compatibility', '']) {
      const r = compileProgram({ stages: [{ stage: 'fragment', source: `${v}\nvoid main() {}\n` }] });
      expect(r.ok, v).toBe(false);
      expect(r.log).toMatch(/version/);
    }
  });

  it('reports link errors (interface mismatch) with the link log', () => {
    const vs = '#version 450 core\nlayout(location = 0) out vec3 v;\nvoid main() { v = vec3(1.0); gl_Position = vec4(0.0); }\n';
    const fs = '#version 450 core\nlayout(location = 0) in vec4 v;\nout vec4 c;\nvoid main() { c = v; }\n';
    const r = compileProgram({ stages: [{ stage: 'vertex', source: vs }, { stage: 'fragment', source: fs }] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/link:/);
  });

  it('fails an unknown transform feedback varying like a GL link does', () => {
    const vs = '#version 450 core\nout vec4 a;\nvoid main() { a = vec4(1.0); gl_Position = a; }\n';
    const r = compileProgram({ stages: [{ stage: 'vertex', source: vs }], transformFeedbackVaryings: ['a', 'missing'] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/'missing' is not an output/);
  });

  it('survives many malformed inputs in a row', () => {
    const junk = ['#version 450 core\n{{{{', '#version 310 es\nvoid main() { int x = ; }', '#version 450 core\n#error boom\n', '\u0000\u0001'];
    for (const source of junk) {
      for (const stage of ['vertex', 'fragment', 'compute'] as const) {
        expect(compileProgram({ stages: [{ stage, source }] }).ok).toBe(false);
      }
    }
  });
});

describe('crossCompile', () => {
  const compiled = compileProgram({
    stages: [
      {
        stage: 'fragment',
        source: `#version 450 core
layout(binding = 0) uniform sampler2D a;
layout(binding = 1) uniform sampler2D b;
layout(std140, binding = 3) uniform U { vec4 k; } u;
out vec4 c;
void main() { c = texture(a, vec2(0.0)) + texture(b, vec2(1.0)) + u.k; }
`,
      },
    ],
  });

  it('returns SPIRV-Cross\'s message for invalid SPIR-V instead of crashing', () => {
    const r = crossCompile(new Uint32Array([0x07230203, 0x00010000, 0, 5, 0, 0xdeadbeef]), { target: 'essl', version: 310 });
    expect(r.ok).toBe(false);
    expect(r.log.length).toBeGreaterThan(0);
    const empty = crossCompile(new Uint32Array(0), { target: 'essl', version: 310 });
    expect(empty.ok).toBe(false);
  });

  it('rejects unsupported target versions as values', () => {
    expect(crossCompile(compiled.stages[0].spirv, { target: 'essl', version: 300 }).ok).toBe(false);
  });

  it('emits highp ESSL that keeps the user\'s names', () => {
    expect(compiled.ok, compiled.log).toBe(true);
    const r = crossCompile(compiled.stages[0].spirv, { target: 'essl', version: 310 });
    expect(r.ok, r.log).toBe(true);
    expect(r.source).toMatch(/^#version 310 es/);
    expect(r.source).toMatch(/precision highp float;/);
    expect(r.source).toMatch(/uniform U\b/);
    expect(r.source).toMatch(/sampler2D a;/);
  });

  it('remaps bindings by their original value (a swap stays a swap)', () => {
    const r = crossCompile(compiled.stages[0].spirv, {
      target: 'essl',
      version: 320,
      bindingRemap: [
        { kind: 'sampledImage', from: 0, to: 1 },
        { kind: 'sampledImage', from: 1, to: 0 },
        { kind: 'uniformBuffer', from: 3, to: 7 },
      ],
    });
    expect(r.ok, r.log).toBe(true);
    expect(r.source).toMatch(/binding = 1\)? ?uniform highp sampler2D a;|binding = 1[^\n]*sampler2D a;/);
    expect(r.source).toMatch(/binding = 0[^\n]*sampler2D b;/);
    expect(r.source).toMatch(/binding = 7[^\n]*uniform U/);
  });

  it('emits desktop GLSL', () => {
    const r = crossCompile(compiled.stages[0].spirv, { target: 'glsl', version: 450 });
    expect(r.ok, r.log).toBe(true);
    expect(r.source).toMatch(/^#version 450/);
  });
});
