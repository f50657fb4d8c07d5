// Subroutines lowered to plain GLSL before glslang (src/subroutine-lowering.ts) and reflected at link
// (src/subroutine-link.ts). The expected indices / locations are those Mesa 22.3 reports for the same sources
// (probed on the reference lane; the lane comparison itself is libs/backend-gles/test/subroutines-lanes.test.ts).
import { describe, expect, it } from 'vitest';
import { crossCompile } from '@mgpipe/native-shader';
import { GL } from '@mgpipe/value-types';
import { compileShader, decodeProgramArtifact, encodeProgramArtifact, linkProgram, ProgramInterface } from '../src/index.ts';
import { lowerSubroutines } from '../src/subroutine-lowering.ts';

const VS = `#version 400
in vec4 pos;
void main() { gl_Position = pos; }
`;
const FS = `#version 430
out vec4 color;
subroutine vec4 Shade();
subroutine vec4 Other(); // two types of one signature
layout(index = 3) subroutine(Shade) vec4 red() { return vec4(1, 0, 0, 1); }
subroutine(Shade, Other) vec4 green() { return vec4(0, 1, 0, 1); }
subroutine(Other) vec4 blueish() { return vec4(0, 0, 0.5, 1); }
subroutine(Shade) vec4 blue() { return vec4(0, 0, 1, 1); }
subroutine(Other) vec4 unusedfn() { return vec4(0.25); }
subroutine uniform Shade shades[3];
layout(location = 5) subroutine uniform Other other;
subroutine uniform Other unusedU;
uniform int which;
uniform vec4 tint;
void main() { color = shades[which]() + other() + tint; }
`;

function link(vs: string, fs: string) {
  const r = linkProgram({ shaders: [compileShader('vertex', vs), compileShader('fragment', fs)] });
  if (!r.ok) throw new Error(r.log);
  return r.artifact;
}

describe('subroutine lowering (one source)', () => {
  it('rewrites types, functions, uniforms and calls; keeps the line count; assigns indices as Mesa does', () => {
    const r = lowerSubroutines(FS);
    if (!r.ok) throw new Error(r.log);
    expect(r.source).not.toMatch(/\bsubroutine\b/);
    // Every line of the caller's source is where it was: the additions are all after its last line.
    expect(r.source.split('\n').slice(0, FS.split('\n').length - 1).map((l) => l.length > 0)).toEqual(FS.split('\n').slice(0, -1).map((l) => l.length > 0));
    expect(r.source).toMatch(/mgpipe_call_shades\(which\) \+ mgpipe_call_other\(\)/);
    expect(r.table.functions).toEqual([
      { name: 'red', index: 3, types: ['Shade'] },
      { name: 'green', index: 0, types: ['Shade', 'Other'] },
      { name: 'blueish', index: 1, types: ['Other'] },
      { name: 'blue', index: 2, types: ['Shade'] },
      { name: 'unusedfn', index: 4, types: ['Other'] },
    ]);
    expect(r.table.uniforms.map((u) => [u.name, u.type, u.arraySize, u.location])).toEqual([
      ['shades', 'Shade', 3, -1], ['other', 'Other', 0, 5], ['unusedU', 'Other', 0, -1],
    ]);
    // The dispatcher's fallback is the last compatible function (Mesa's if-chain ends there).
    expect(r.source).toMatch(/mgpipe_sub_Shade\(int mgpipe_i\) \{ switch \(mgpipe_i\) \{ case 3: return red\(\); case 0: return green\(\); default: return blue\(\); \} \}/);
  });

  it('parameters: named, unnamed, qualified and array ones reach the dispatcher; void subroutines; an array caller takes the element', () => {
    const src = `#version 400
subroutine void Emit(in vec4 c, out float a[2], inout int);
subroutine(Emit) void e0(in vec4 c, out float a[2], inout int n) { a[0] = c.x; a[1] = c.y; n++; }
subroutine uniform Emit emits[2];
void main() { float a[2]; int n = 0; emits[n + 1](vec4(1.0), a, n); }
`;
    const r = lowerSubroutines(src);
    if (!r.ok) throw new Error(r.log);
    expect(r.source).toMatch(/void mgpipe_sub_Emit\(int mgpipe_i, in vec4 mgpipe_a0, out float mgpipe_a1\[2\], inout int mgpipe_a2\)/);
    expect(r.source).toMatch(/mgpipe_call_emits\(n \+ 1, vec4\(1\.0\), a, n\)/);
    expect(r.source).toMatch(/default: e0\(mgpipe_a0, mgpipe_a1, mgpipe_a2\); return;/);
    expect(compileShader('vertex', src).ok).toBe(true);
  });

  it('an array of arrays: one flattened hidden int array, u[i][j] → the row-major element; one resource per innermost array', () => {
    const fs = '#version 430\nout vec4 c;\nsubroutine float Chan();\nsubroutine(Chan) float one() { return 1.0; }\nsubroutine uniform Chan ch[2][3];\nvoid main() { int k = 1; c = vec4(ch[k][2]()); }\n';
    const r = lowerSubroutines(fs);
    if (!r.ok) throw new Error(r.log);
    expect(r.source).toMatch(/mgpipe_call_ch\(\(k\) \* 3 \+ \(2\)\)/);
    expect(r.source).toMatch(/uniform int mgpipe_su_ch\[6\];/);
    const a = link(VS, fs);
    expect(a.subroutineUniforms.map((u) => [u.name, u.arraySize, u.location])).toEqual([['ch[0][0]', 3, 0], ['ch[1][0]', 3, 3]]);
  });

  it('sources without subroutines, ES sources and pre-4.00 sources without the extension are left alone', () => {
    expect(lowerSubroutines(VS)).toEqual({ ok: true, source: VS, table: { types: [], functions: [], uniforms: [] } });
    const es = '#version 310 es\nsubroutine vec4 T();\nvoid main() {}\n';
    expect(lowerSubroutines(es)).toMatchObject({ ok: true, source: es });
    const old = '#version 330\nsubroutine vec4 T();\nvoid main() {}\n';
    expect(lowerSubroutines(old)).toMatchObject({ ok: true, source: old });
    expect(compileShader('vertex', old).ok).toBe(false); // glslang rejects it, as Mesa does
    const ext = '#version 330\n#extension GL_ARB_shader_subroutine : require\nsubroutine float T();\nsubroutine(T) float one() { return 1.0; }\nsubroutine uniform T t;\nvoid main() { gl_Position = vec4(t()); }\n';
    expect(compileShader('vertex', ext)).toMatchObject({ ok: true });
  });

  it('negative: an unknown subroutine type, a non-literal array size and duplicate explicit indices fail the compile', () => {
    const unknownType = '#version 400\nsubroutine uniform Missing m;\nvoid main() {}\n';
    const r = compileShader('vertex', unknownType);
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/0:2: 'Missing' of subroutine uniform 'm' is not a subroutine type/);
    expect(compileShader('vertex', '#version 400\nsubroutine float T();\nsubroutine(Nope) float f() { return 1.0; }\nvoid main() {}\n').ok).toBe(false);
    expect(compileShader('vertex', '#version 400\nsubroutine float T();\nconst int N = 2;\nsubroutine uniform T t[N];\nvoid main() {}\n').ok).toBe(false);
    const dup = '#version 430\nsubroutine float T();\nlayout(index = 1) subroutine(T) float a() { return 1.0; }\nlayout(index = 1) subroutine(T) float b() { return 2.0; }\nsubroutine uniform T t;\nvoid main() { gl_Position = vec4(t()); }\n';
    expect(compileShader('vertex', dup)).toMatchObject({ ok: false, log: expect.stringMatching(/must be unique/) });
  });
});

describe('subroutine reflection at link', () => {
  it('per-stage interfaces, locations and compatible lists as Mesa reports them; the hidden uniforms are not application-visible', () => {
    const a = link(VS, FS);
    const iface = new ProgramInterface(a);
    expect(a.subroutines.map((f) => [f.name, f.index])).toEqual([['red', 3], ['green', 0], ['blueish', 1], ['blue', 2], ['unusedfn', 4]]);
    expect(a.subroutineUniforms.map((u) => [u.name, u.arraySize, u.location, u.compatible])).toEqual([
      ['shades[0]', 3, 6, [0, 1, 3]], ['other', 1, 5, [1, 2, 4]], ['unusedU', 1, 9, [1, 2, 4]],
    ]);
    expect(iface.getProgramStageiv('fragment', GL.ACTIVE_SUBROUTINES)).toBe(5);
    expect(iface.getProgramStageiv('fragment', GL.ACTIVE_SUBROUTINE_UNIFORMS)).toBe(3);
    expect(iface.getProgramStageiv('fragment', GL.ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS)).toBe(10);
    expect(iface.getProgramStageiv('fragment', GL.ACTIVE_SUBROUTINE_MAX_LENGTH)).toBe(9);
    expect(iface.getProgramStageiv('fragment', GL.ACTIVE_SUBROUTINE_UNIFORM_MAX_LENGTH)).toBe(10);
    expect(iface.getProgramStageiv('vertex', GL.ACTIVE_SUBROUTINES)).toBe(0);
    expect(iface.getProgramResourceIndex(GL.FRAGMENT_SUBROUTINE, 'red')).toBe(3);
    expect(iface.getProgramResourceName(GL.FRAGMENT_SUBROUTINE, 0)).toBe('red');
    expect(iface.getProgramResourceLocation(GL.FRAGMENT_SUBROUTINE_UNIFORM, 'shades[2]')).toBe(8);
    expect(iface.getProgramInterfaceiv(GL.FRAGMENT_SUBROUTINE_UNIFORM, GL.MAX_NUM_COMPATIBLE_SUBROUTINES)).toBe(3);
    // Application uniforms: the two declared ones, numbered as if the hidden ones were not there.
    expect(iface.getProgramiv(GL.ACTIVE_UNIFORMS)).toBe(2);
    expect([iface.getUniformLocation('which'), iface.getUniformLocation('tint')]).toEqual([0, 1]);
    expect(iface.getUniformLocation('mgpipe_su_other')).toBe(-1);
    // ... while the hidden ints have default-block storage the backend uploads (unusedU is never called: none).
    const hidden = a.uniforms.filter((u) => u.name.startsWith('mgpipe_su_'));
    expect(hidden.map((u) => [u.name, u.location, u.storageOffset >= 0])).toEqual([['mgpipe_su_shades[0]', -1, true], ['mgpipe_su_other', -1, true]]);
    expect(a.subroutineUniforms.map((u) => u.storageOffset >= 0)).toEqual([true, true, false]);
  });

  it('the dispatch survives to the driver GLSL: a switch over the indices reading the hidden uniform', () => {
    const a = link(VS, FS);
    const essl = crossCompile(a.stages.find((s) => s.stage === 'fragment')!.spirv, { target: 'essl', version: 320 }).source;
    expect(essl).toMatch(/uniform int mgpipe_su_other;/);
    expect(essl).toMatch(/switch \(/);
  });

  it('the artifact codec carries the subroutine tables, and rejects a compatible list past the stage\'s subroutines', () => {
    const a = link(VS, FS);
    const back = decodeProgramArtifact(encodeProgramArtifact(a));
    expect(back.ok && back.artifact.subroutineUniforms).toEqual(a.subroutineUniforms);
    expect(back.ok && back.artifact.subroutines).toEqual(a.subroutines);
    const bad = { ...a, subroutineUniforms: a.subroutineUniforms.map((u, i) => (i === 0 ? { ...u, compatible: [0, 5] } : u)) };
    expect(decodeProgramArtifact(encodeProgramArtifact(bad))).toMatchObject({ ok: false, error: { kind: 'corrupt', message: expect.stringMatching(/compatible subroutine out of range/) } });
  });

  it('negative: overlapping explicit subroutine uniform locations fail the link', () => {
    const fs = '#version 430\nout vec4 c;\nsubroutine vec4 S();\nsubroutine(S) vec4 f() { return vec4(1.0); }\nlayout(location = 1) subroutine uniform S a[2];\nlayout(location = 2) subroutine uniform S b;\nvoid main() { c = a[0]() + b(); }\n';
    const r = linkProgram({ shaders: [compileShader('vertex', VS), compileShader('fragment', fs)] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/overlaps the explicit location 2/);
  });
});
