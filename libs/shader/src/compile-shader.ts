// glCompileShader for one shader object. glslang builds reflection only for a whole linked program,
// so a compile is a per-stage check (syntax, types, version) whose result keeps the source; the real
// work — SPIR-V, reflection, locations — happens once, in linkProgram.
import { compileProgram, type ShaderStage } from '@mgpipe/native-shader';

export interface CompiledShader {
  stage: ShaderStage;
  source: string;
  /** GL_COMPILE_STATUS. */
  ok: boolean;
  /** The shader info log (glslang's, line numbers of the caller's source). */
  log: string;
}

// A stage checked on its own is linked alone, which adds link-only complaints GL would not raise at
// compile time: a shader object without main() is legal until the link.
const LINK_ONLY = /Missing entry point|No function definition \(body\) found/;

export function compileShader(stage: ShaderStage, source: string): CompiledShader {
  const r = compileProgram({ stages: [{ stage, source }] });
  if (r.ok) return { stage, source, ok: true, log: r.log };
  const compileErrors = r.log.split('\n').filter((l) => /ERROR/.test(l) && !LINK_ONLY.test(l));
  if (compileErrors.length === 0 && LINK_ONLY.test(r.log)) return { stage, source, ok: true, log: '' };
  return { stage, source, ok: false, log: r.log };
}
