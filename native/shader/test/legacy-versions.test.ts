// Desktop GLSL 1.10-1.50 (the versions most piglit tests use) compile as 330 core: same line numbers,
// __VERSION__ still the caller's, gl_PerVertex redeclarable as Mesa accepts it, the compatibility
// profile refused with a reason.
import { describe, expect, it } from 'vitest';
import { compileProgram, crossCompile } from '../src/index.ts';

const frag = (version: string, body = 'void main() { gl_FragColor = vec4(1.0); }\n') => `#version ${version}\n${body}`;

describe('compileProgram: #version 110-150', () => {
  it('compiles 1.40 and 1.50 fragment shaders that write gl_FragColor', () => {
    for (const v of ['140', '150', '150 core']) {
      const r = compileProgram({ stages: [{ stage: 'fragment', source: frag(v) }] });
      expect(r.ok, `${v}: ${r.log}`).toBe(true);
      expect(r.upgradedFrom).toBe(v.slice(0, 3));
      expect(r.log).toMatch(new RegExp(`#version ${v.slice(0, 3)} compiled as 330 core`));
    }
  });

  it('compiles 1.10-1.30 attribute / varying shaders', () => {
    for (const v of ['110', '120', '130']) {
      const vs = `#version ${v}\nattribute vec4 p;\nvarying vec4 c;\nvoid main() { c = p; gl_Position = p; }\n`;
      const fs = `#version ${v}\nvarying vec4 c;\nvoid main() { gl_FragColor = c; }\n`;
      const r = compileProgram({ stages: [{ stage: 'vertex', source: vs }, { stage: 'fragment', source: fs }] });
      expect(r.ok, `${v}: ${r.log}`).toBe(true);
    }
  });

  it("keeps the caller's line numbers (the version line is rewritten in place)", () => {
    const r = compileProgram({ stages: [{ stage: 'fragment', source: '// c\n#version 150\n\nvoid main() {\n  gl_FragColor = nope;\n}\n' }] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/0:5: 'nope' : undeclared identifier/);
  });

  it("__VERSION__ reads the caller's version, not 330", () => {
    const src = (v: number) => frag(String(v), `#if __VERSION__ != ${v}\n#error wrong version\n#endif\nvoid main() { gl_FragColor = vec4(1.0); }\n`);
    for (const v of [120, 140, 150]) {
      const r = compileProgram({ stages: [{ stage: 'fragment', source: src(v) }] });
      expect(r.ok, `${v}: ${r.log}`).toBe(true);
    }
  });

  it('accepts a gl_PerVertex redeclaration in a 1.50 geometry shader', () => {
    const gs = '#version 150\nlayout(triangles) in;\nlayout(triangle_strip, max_vertices = 3) out;\n' +
      'out gl_PerVertex { vec4 gl_Position; };\nvoid main() { for (int i = 0; i < 3; i++) { gl_Position = gl_in[i].gl_Position; EmitVertex(); } }\n';
    const r = compileProgram({ stages: [{ stage: 'geometry', source: gs }] });
    expect(r.ok, r.log).toBe(true);
  });

  it('compiles a compute shader below 430 with ARB_compute_shader as 430 (glslang wants 430 for compute)', () => {
    for (const v of ['140', '330', '420']) {
      const cs = `#version ${v}\n#extension GL_ARB_compute_shader : require\nlayout(local_size_x = 2) in;\n` +
        `#if __VERSION__ != ${v}\n#error wrong version\n#endif\nvoid main() { int x = nope; }\n`;
      const r = compileProgram({ stages: [{ stage: 'compute', source: cs }] });
      expect(r.log, v).toMatch(/0:7: 'nope' : undeclared identifier/);
      const ok = compileProgram({ stages: [{ stage: 'compute', source: cs.replace('int x = nope;', '') }] });
      expect(ok.ok, `${v}: ${ok.log}`).toBe(true);
      expect(ok.log).toMatch(new RegExp(`#version ${v} compiled as 430 core`));
    }
  });

  it('accepts line continuations below 4.20 (as Mesa does), keeping the line numbers after them', () => {
    const src = '#version 150\n#define GREEN \\\n  vec4(0.0, 1.0, \\\n       0.0, 1.0)\nout vec4 c;\nvoid main() {\n  c = GREEN + nope;\n}\n';
    const bad = compileProgram({ stages: [{ stage: 'fragment', source: src }] });
    expect(bad.log).toMatch(/0:7: 'nope' : undeclared identifier/);
    const ok = compileProgram({ stages: [{ stage: 'fragment', source: src.replace(' + nope', '') }] });
    expect(ok.ok, ok.log).toBe(true);
    const core450 = compileProgram({ stages: [{ stage: 'fragment', source: src.replace('#version 150', '#version 450 core').replace(' + nope', '') }] });
    expect(core450.ok, core450.log).toBe(true);
  });

  it('refuses #version 150 compatibility with a reason', () => {
    const r = compileProgram({ stages: [{ stage: 'fragment', source: frag('150 compatibility') }] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/compatibility profile is not supported/);
  });

  it('links several shader objects of one stage into that stage', () => {
    const helper = '#version 150\nvec4 color() { return vec4(0.0, 1.0, 0.0, 1.0); }\n';
    const main = '#version 150\nvec4 color();\nout vec4 c;\nvoid main() { c = color(); }\n';
    const r = compileProgram({ stages: [{ stage: 'fragment', source: main }, { stage: 'fragment', source: helper }] });
    expect(r.ok, r.log).toBe(true);
    expect(r.stages.map((s) => s.stage)).toEqual(['fragment']);
    const missing = compileProgram({ stages: [{ stage: 'fragment', source: main }] });
    expect(missing.ok).toBe(false);
  });

  it('gives 1.10-1.30 the compatibility built-ins (1.40 core has none), keeping line numbers', () => {
    const vs = (v: string) => `#version ${v}\nvoid main() {\n  gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;\n  gl_FrontColor = gl_Color;\n  gl_TexCoord[1] = ftransform();\n}\n`;
    const fs = (v: string) => `#version ${v}\nvoid main() { gl_FragColor = gl_Color + gl_TexCoord[1]; }\n`;
    for (const v of ['110', '120', '130']) {
      const r = compileProgram({ stages: [{ stage: 'vertex', source: vs(v) }, { stage: 'fragment', source: fs(v) }] });
      expect(r.ok, `${v}: ${r.log}`).toBe(true);
      // gl_Vertex is an input at location 0; the varyings match by name across the stages.
      const vertex = r.reflection!.stageInterfaces.find((s) => s.stage === 'vertex')!;
      expect(vertex.inputs.find((i) => i.name === 'mgpipe_gl_Vertex')?.location).toBe(0);
      expect(r.reflection!.attributes).toEqual([]);
      const bad = compileProgram({ stages: [{ stage: 'vertex', source: vs(v).replace('gl_Color;', 'gl_Color + nope;') }] });
      expect(bad.log).toMatch(/0:4: 'nope' : undeclared identifier/);
    }
    for (const v of ['140', '150']) {
      const r = compileProgram({ stages: [{ stage: 'vertex', source: vs(v) }] });
      expect(r.ok).toBe(false);
      expect(r.log).toMatch(/'gl_ModelViewProjectionMatrix' : undeclared identifier/);
    }
  });

  it('takes the interpolation qualifiers of redeclared colors (1.30) onto the lowered varyings, and links them by §4.3.7', () => {
    const link = (vs: string, fs: string) => compileProgram({ stages: [
      { stage: 'vertex', source: `#version 130\n${vs}\nvoid main() { gl_Position = vec4(0.0); gl_FrontColor = vec4(0.5); gl_BackColor = vec4(1.0); }\n` },
      { stage: 'fragment', source: `#version 130\n${fs}\nout vec4 c;\nvoid main() { c = gl_Color; }\n` }] });
    const flat = link('flat out vec4 gl_FrontColor;\nflat out vec4 gl_BackColor;', 'flat in vec4 gl_Color;');
    expect(flat.ok, flat.log).toBe(true);
    const essl = (stage: 'vertex' | 'fragment') =>
      crossCompile(flat.stages.find((s) => s.stage === stage)!.spirv, { target: 'essl', version: 320 }).source;
    expect(essl('vertex')).toMatch(/flat out (highp )?vec4 mgpipe_gl_FrontColor;/);
    expect(essl('fragment')).toMatch(/flat in (highp )?vec4 mgpipe_gl_FrontColor;/);
    // The back color is assigned, so it must match too; the fragment stage's default must match unqualified outputs.
    expect(link('flat out vec4 gl_FrontColor;', 'flat in vec4 gl_Color;').log)
      .toMatch(/vertex shader's gl_BackColor is not qualified but the fragment shader's gl_Color is qualified flat/);
    expect(link('smooth out vec4 gl_FrontColor;\nsmooth out vec4 gl_BackColor;', '').ok).toBe(false);
    expect(link('', '').ok).toBe(true);
    // Only statically used colors are matched: a fragment stage that does not read gl_Color links whatever it redeclares.
    const unread = compileProgram({ stages: [
      { stage: 'vertex', source: '#version 130\nflat out vec4 gl_FrontColor;\nvoid main() { gl_Position = vec4(0.0); gl_FrontColor = vec4(0.5); }\n' },
      { stage: 'fragment', source: '#version 130\nnoperspective in vec4 gl_Color;\nout vec4 c;\nvoid main() { c = vec4(0.0); }\n' }] });
    expect(unread.ok, unread.log).toBe(true);
  });

  it('keeps texture2D & co. and shadow2D & co. below 4.20, not at 4.20', () => {
    const fs = (v: string) => `#version ${v}\nuniform sampler2D t;\nuniform sampler2DShadow s;\nout vec4 o;\n` +
      'void main() { o = texture2D(t, vec2(0.5)) + texture2DProj(t, vec3(0.5)) + shadow2D(s, vec3(0.5)) + shadow2DProj(s, vec4(0.5), 1.0); }\n';
    for (const v of ['120', '150']) {
      const r = compileProgram({ stages: [{ stage: 'fragment', source: fs(v) }] });
      expect(r.ok, `${v}: ${r.log}`).toBe(true);
    }
    expect(compileProgram({ stages: [{ stage: 'fragment', source: fs('420') }] }).ok).toBe(false);
  });
});
