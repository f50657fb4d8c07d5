// Links every program of native-shader's reflection corpus (native/shader/corpus, the programs whose
// glslang reflection is checked against a GLES driver by shader-conformance) through linkProgram.
import { loadCorpus } from '@mgpipe/native-shader/corpus';
import { compileShader, linkProgram, type ProgramArtifact } from '../../src/index.ts';

export function linkCorpus(): Array<{ name: string; artifact: ProgramArtifact }> {
  return loadCorpus().map((program) => {
    const shaders = program.stages.map((s) => compileShader(s.stage, s.source));
    const varyings = program.transformFeedbackVaryings;
    const r = linkProgram({ shaders, transformFeedback: varyings && { varyings, bufferMode: 'interleaved' } });
    if (!r.ok) throw new Error(`${program.name}: ${r.log}`);
    return { name: program.name, artifact: r.artifact };
  });
}
