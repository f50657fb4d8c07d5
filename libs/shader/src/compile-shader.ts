// glCompileShader for one shader object. glslang builds reflection only for a whole linked program,
// so a compile is a per-stage check (syntax, types, version) whose result keeps the source; the real
// work — SPIR-V, reflection, locations — happens once, in linkProgram.
import { compileProgram, type ShaderResources, type ShaderStage } from '@mgpipe/native-shader';
import { sharedAndPackedAsStd140 } from './block-packing.ts';
import { foldConstantBuiltins } from './constant-builtins.ts';
import { lowerFramebufferFetch } from './framebuffer-fetch.ts';
import { sizeImplicitArrays } from './implicit-array-sizes.ts';
import { withOutputPatchSize } from './output-patch-size.ts';
import { lowerSubroutines } from './subroutine-lowering.ts';
import { sizeEarlierStorageMembers } from './unsized-storage-indexing.ts';

export interface CompiledShader {
  stage: ShaderStage;
  source: string;
  /** GL_COMPILE_STATUS. */
  ok: boolean;
  /** The shader info log (glslang's, line numbers of the caller's source). */
  log: string;
  /**
   * GL_ARB_gl_spirv: the specialized module of a shader loaded with glShaderBinary (one entry point, the
   * application's constants applied; spirv-shader.ts). Set: the link takes it instead of compiling `source`.
   */
  spirv?: Uint32Array;
}

// Location / component aliasing is "a compile-time or link-time error" (GLSL 4.50 §4.4.1); glslang finds it
// while parsing, Mesa at the link, and the sources written against Mesa expect the link to say it (piglit's
// arb_enhanced_layouts linker tests compile such shaders and expect `link error`). A compile whose only errors
// are these succeeds; linkProgram parses every stage again and fails with the same errors.
const LINK_TIME_ERRORS = [
  /'location' : overlapping use of location \d+/,
  /'location' : fragment outputs sharing the same location must be the same basic type/,
];

function onlyLinkTimeErrors(log: string): boolean {
  const errors = log.split('\n').filter((l) => /^ERROR: /.test(l) && !/^ERROR: \d+ compilation errors/.test(l));
  return errors.length > 0 && errors.every((l) => LINK_TIME_ERRORS.some((re) => re.test(l)));
}

// A stage checked on its own is linked alone, which adds link-time complaints GL would not raise at
// compile time: a shader object without main(), calling a function another object defines, or a geometry
// shader object without the layout another one of its stage declares is legal until the link. The
// native log puts glslang's link log after a `link:` line; a compile fails only on errors before it.
export function compileShader(stage: ShaderStage, source: string, resources?: ShaderResources): CompiledShader {
  // Subroutines are lowered first (glslang rejects them for SPIR-V); the shader keeps the caller's source.
  // GL_EXT_shader_framebuffer_fetch's `inout` outputs compile as `out` (framebuffer-fetch.ts).
  const lowered = lowerSubroutines(stage === 'fragment' ? lowerFramebufferFetch(source).source : source);
  if (!lowered.ok) return { stage, source, ok: false, log: lowered.log };
  // An implicitly sized array's length() is the link's to know (implicit-array-sizes.ts): any size compiles.
  let [checked] = sizeImplicitArrays([foldConstantBuiltins(sharedAndPackedAsStd140(lowered.source))], 1);
  // An unsized storage-block array that is not the block's last member is the link's to size or refuse (unsized-storage-indexing.ts).
  checked = sizeEarlierStorageMembers(checked);
  // A control-stage object may leave its output patch size to another object of the stage (output-patch-size.ts).
  if (stage === 'tessControl') [checked] = withOutputPatchSize([checked], true);
  const r = compileProgram({ stages: [{ stage, source: checked }], resources });
  if (r.ok) return { stage, source, ok: true, log: r.log };
  const linkAt = r.log.search(/^link:$/m);
  const compilePart = linkAt < 0 ? r.log : r.log.slice(0, linkAt);
  if (linkAt >= 0 && !/ERROR/.test(compilePart)) return { stage, source, ok: true, log: compilePart };
  if (onlyLinkTimeErrors(compilePart)) return { stage, source, ok: true, log: compilePart };
  return { stage, source, ok: false, log: r.log };
}
