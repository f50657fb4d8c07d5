// Policy skips: tests we do not run by decision, each with the one reason the baseline prints. There are
// exactly two policies (issue 13): no doubles or 64-bit integers (OpenGL ES 3.2 has neither, so the GLES
// backend cannot express them), and no compatibility-profile-only features (the front end is core-style,
// DESIGN §1). Nothing else is skipped by policy; a missing feature is a failure with its reason.
import type { ShaderTest } from './shader-test.ts';

export const POLICY_REASONS = {
  fp64: 'policy: fp64 (no doubles in GLES 3.2)',
  int64: 'policy: int64 (no 64-bit integers in GLES 3.2)',
  compat: 'policy: compatibility-profile-only feature',
} as const;

export type PolicyName = keyof typeof POLICY_REASONS;

const FP64_EXTENSIONS = ['GL_ARB_gpu_shader_fp64', 'GL_ARB_vertex_attrib_64bit'];
const INT64_EXTENSIONS = ['GL_ARB_gpu_shader_int64', 'GL_AMD_gpu_shader_int64', 'GL_NV_shader_atomic_int64', 'GL_ARB_shader_ballot'];
const FP64_TYPES = /\b(double|dvec[234]|dmat[234](x[234])?)\b/;
const INT64_TYPES = /\b(u?int64_t|[iu]64vec[234])\b/;
// Built-ins that exist only in the compatibility profile (GLSL 1.40+ core dropped them); a test that reads
// them, or asks for a COMPAT context / GL_ARB_compatibility, is a compatibility-profile test. gl_FragColor /
// gl_FragData are not in the list: GLSL 1.40 / 1.50 keep them (deprecated, not removed), so those tests run.
const COMPAT_BUILTINS = /\bgl_(Vertex|Color|SecondaryColor|Normal|MultiTexCoord\d|FogCoord|FrontColor|BackColor|FrontSecondaryColor|BackSecondaryColor|TexCoord|ModelViewMatrix|ProjectionMatrix|ModelViewProjectionMatrix|TextureMatrix|NormalMatrix|ClipVertex|FogFragCoord|LightSource|Fog|Point|FrontMaterial|BackMaterial|LightModel|TexEnvColor|EyePlane[STRQ]|ObjectPlane[STRQ])\b/;
const COMPAT_COMMANDS = /^(color |shade model |newlist|endlist|calllist|deletelist|clip plane |frustum|ortho$)/;

/** The policy that skips this test, if any (fp64 first: a compat fp64 test counts once, as fp64). */
export function policySkip(test: ShaderTest, path = ''): PolicyName | null {
  const req = test.requirements;
  const sources = test.shaders.map((s) => s.source).join('\n');
  const needs = (list: string[]) => req.extensions.some((e) => list.includes(e));
  const fp64Data = (test.vertexData ?? []).some((l) => /\/double\//.test(l.text)) || test.commands.some((c) => /^(uniform|probe ssbo) d(ouble|vec|mat)/.test(c.text));
  if (/fp64/.test(path) || needs(FP64_EXTENSIONS) || FP64_TYPES.test(sources) || fp64Data) return 'fp64';
  if (/int64/.test(path) || needs(INT64_EXTENSIONS) || INT64_TYPES.test(sources)) return 'int64';
  if (req.gl?.compat || req.extensions.includes('GL_ARB_compatibility') || /-compat\//.test(path)) return 'compat';
  // A shader at GLSL 1.40+ that reads compatibility built-ins only compiles in the compatibility profile; below
  // 1.40 those built-ins are core (and legitimately used), so only 1.40+ shaders count.
  if (test.shaders.some((s) => glslVersionOf(s.source) >= 140 && !/\bes\b/.test(s.source.split('\n').find((l) => l.startsWith('#version')) ?? '') && COMPAT_BUILTINS.test(s.source))) return 'compat';
  if (test.commands.some((c) => COMPAT_COMMANDS.test(c.text))) return 'compat';
  return null;
}

/** The `#version` of a shader (110 when absent, as GLSL says). */
export function glslVersionOf(source: string): number {
  const m = /^\s*#\s*version\s+(\d+)/m.exec(source);
  return m ? Number(m[1]) : 110;
}
