// glCompileShader for one shader object. glslang builds reflection only for a whole linked program,
// so a compile is a per-stage check (syntax, types, version) whose result keeps the source; the real
// work — SPIR-V, reflection, locations — happens once, in linkProgram.
import { compileProgram, type ShaderResources, type ShaderStage } from '@mgpipe/native-shader';
import { lowerSubroutines } from './subroutine-lowering.ts';

export interface CompiledShader {
  stage: ShaderStage;
  source: string;
  /** GL_COMPILE_STATUS. */
  ok: boolean;
  /** The shader info log (glslang's, line numbers of the caller's source). */
  log: string;
}

// A stage checked on its own is linked alone, which adds link-time complaints GL would not raise at
// compile time: a shader object without main(), calling a function another object defines, or a geometry
// shader object without the layout another one of its stage declares is legal until the link. The
// native log puts glslang's link log after a `link:` line; a compile fails only on errors before it.
export function compileShader(stage: ShaderStage, source: string, resources?: ShaderResources): CompiledShader {
  // Subroutines are lowered first (glslang rejects them for SPIR-V); the shader keeps the caller's source.
  const lowered = lowerSubroutines(source);
  if (!lowered.ok) return { stage, source, ok: false, log: lowered.log };
  const r = compileProgram({ stages: [{ stage, source: lowered.source }], resources });
  if (r.ok) return { stage, source, ok: true, log: r.log };
  const linkAt = r.log.search(/^link:$/m);
  const compilePart = linkAt < 0 ? r.log : r.log.slice(0, linkAt);
  if (linkAt >= 0 && !/ERROR/.test(compilePart)) return { stage, source, ok: true, log: compilePart };
  return { stage, source, ok: false, log: r.log };
}
