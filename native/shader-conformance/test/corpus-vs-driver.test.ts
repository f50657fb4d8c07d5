// Every corpus program goes GLSL → glslang → SPIR-V → SPIRV-Cross → ESSL 310/320, is linked on a
// real OpenGL ES 3.2 context, and glslang's reflection must agree with the driver's.
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProgram, crossCompile } from '@mgpipe/native-shader';
import { loadCorpus } from '@mgpipe/native-shader/corpus';
import { probe } from './helpers/gl-probe.ts';
import { compareReflection } from './helpers/compare.ts';

const corpus = loadCorpus();

describe('shader corpus on GLES 3.2', () => {
  beforeAll(() => {
    const info = probe.init();
    expect(info.version).toMatch(/OpenGL ES 3\.2/);
  });

  it('has at least 20 programs covering vertex, fragment and compute', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    const stages = new Set(corpus.flatMap((p) => p.stages.map((s) => s.stage)));
    expect([...stages].sort()).toEqual(['compute', 'fragment', 'vertex']);
  });

  for (const program of corpus) {
    it(program.name, () => {
      const compiled = compileProgram({
        stages: program.stages,
        transformFeedbackVaryings: program.transformFeedbackVaryings,
      });
      expect(compiled.ok, compiled.log).toBe(true);
      const refl = compiled.reflection!;

      const essl: Record<string, string> = {};
      for (const s of compiled.stages) {
        const x = crossCompile(s.spirv, { target: 'essl', version: program.esslVersion });
        expect(x.ok, x.log).toBe(true);
        essl[s.stage] = x.source;
      }
      const xfbNames = refl.xfbVaryings.map((v) => v.name);
      const driver = probe.link(essl, xfbNames.length ? xfbNames : undefined);
      expect(driver.ok, `${driver.log}\n${Object.values(essl).join('\n----\n')}`).toBe(true);
      expect(driver.glError).toBe(0);

      expect(compareReflection(refl, driver)).toEqual([]);
    });
  }
});
