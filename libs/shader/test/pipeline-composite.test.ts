// A program pipeline's composite (pipeline-composite.ts): the stages of two separable programs joined, each
// program's default block kept apart — renamed mgpK_* in the reflection and in the SPIR-V (OpName), locations and
// storage moved past the earlier components' — and an input without a layout(location) matched by name to the
// producer's output (GL 4.5 §7.4.1). Expected values follow from the sources and the layouts the links report.
import { describe, expect, it } from 'vitest';
import { compileShader, composePipelineArtifact, linkProgram, type ProgramArtifact } from '../src/index.ts';

function separable(stage: 'vertex' | 'fragment', source: string): ProgramArtifact {
  const r = linkProgram({ shaders: [compileShader(stage, source)], separable: true });
  if (!r.ok) throw new Error(r.log);
  return r.artifact;
}

/** The OpName strings of a module. */
function names(spirv: Uint32Array): string[] {
  const out: string[] = [];
  for (let i = 5; i < spirv.length; ) {
    const count = spirv[i] >>> 16;
    if ((spirv[i] & 0xffff) === 5) {
      const bytes = new Uint8Array(spirv.buffer, spirv.byteOffset + (i + 2) * 4, (count - 2) * 4);
      out.push(new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(0))));
    }
    i += count;
  }
  return out;
}

const VS = '#version 430 core\nlayout(location = 0) in vec2 p;\nuniform float scale;\nuniform vec2 offset;\nout vec2 extra;\nout vec3 shade;\n' +
  'out gl_PerVertex { vec4 gl_Position; };\nvoid main() { extra = p; shade = vec3(p, 1.0); gl_Position = vec4(p * scale + offset, 0.0, 1.0); }\n';
const FS = '#version 430 core\nin vec3 shade;\nuniform float scale;\nuniform vec4 tint;\nout vec4 o;\nvoid main() { o = vec4(shade * scale, 1.0) * tint; }\n';

describe('composePipelineArtifact', () => {
  it('keeps each program\'s default block apart: renamed, locations and storage offsets rebased', () => {
    const vs = separable('vertex', VS);
    const fs = separable('fragment', FS);
    const r = composePipelineArtifact([vs, fs], [{ stage: 'fragment', component: 1 }, { stage: 'vertex', component: 0 }]);
    const a = r.artifact;
    expect(a.stages.map((s) => s.stage)).toEqual(['vertex', 'fragment']);
    expect(a.stageMask).toBe(0b10001);
    const vsBlock = (vs.defaultBlockSize + 15) & ~15;
    expect(r.blockBase).toEqual([0, vsBlock]);
    expect(a.defaultBlockSize).toBe(vsBlock + ((fs.defaultBlockSize + 15) & ~15));
    const byName = new Map(a.uniforms.map((u) => [u.name, u]));
    for (const [k, p] of [[0, vs], [1, fs]] as const) {
      for (const u of p.uniforms) {
        const c = byName.get(`mgp${k}_${u.name}`)!;
        expect(c.storageOffset).toBe(u.storageOffset + r.blockBase[k]);
        expect(c.location).toBe(u.location + r.locationBase[k]);
      }
    }
    // `scale` twice, apart: both names exist, at different storage.
    expect(byName.get('mgp0_scale')!.storageOffset).not.toBe(byName.get('mgp1_scale')!.storageOffset);
    expect(names(a.stages[0].spirv)).toEqual(expect.arrayContaining(['mgp0_scale', 'mgp0_offset']));
    expect(names(a.stages[1].spirv)).toEqual(expect.arrayContaining(['mgp1_scale', 'mgp1_tint']));
    expect(names(a.stages[1].spirv)).not.toContain('scale');
    expect(a.attributes).toEqual(vs.attributes);
    expect(a.outputs).toEqual(fs.outputs);
  });

  it('matches a fragment input to the vertex output of its name when the locations the two compiles chose differ', () => {
    const vs = separable('vertex', VS);
    const fs = separable('fragment', FS);
    const out = vs.interfaceVariables.find((v) => v.direction === 'out' && v.name === 'shade')!;
    const input = fs.interfaceVariables.find((v) => v.direction === 'in' && v.name === 'shade')!;
    expect(out.location).not.toBe(input.location); // the premise: `extra` took a location first in the VS
    const a = composePipelineArtifact([vs, fs], [{ stage: 'vertex', component: 0 }, { stage: 'fragment', component: 1 }]).artifact;
    // The fragment stage's Location decoration of `shade` now says the VS output's location.
    const spirv = a.stages[1].spirv;
    const ids = new Map<number, string>();
    const locations = new Map<number, number>();
    for (let i = 5; i < spirv.length; ) {
      const count = spirv[i] >>> 16, op = spirv[i] & 0xffff;
      if (op === 5) ids.set(spirv[i + 1], names(Uint32Array.from([0, 0, 0, 0, 0, ...spirv.subarray(i, i + count)]))[0]);
      if (op === 71 && spirv[i + 2] === 30) locations.set(spirv[i + 1], spirv[i + 3]);
      i += count;
    }
    const shadeId = [...ids].find(([, n]) => n === 'shade')![0];
    expect(locations.get(shadeId)).toBe(out.location);
  });
});
