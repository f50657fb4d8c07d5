// ARB_separate_shader_objects (core in GL 4.1, GLSL 4.10 §7.1): "To use any built-in input or output in the
// gl_PerVertex […] blocks in separable program objects, shader code must redeclare those blocks prior to use.
// A separable program will fail to link if […] any shader uses a built-in block member not found in the
// redeclaration of that block." Issue 28 of the extension exempts #version 140 and earlier (no interface
// blocks there). glslang does not know whether a program is separable, so the rule is checked here, on the
// sources (comments stripped), in programs of two stages or more: a stage of #version 150 or later that reads gl_in[…].gl_<member> or writes
// gl_<member> (gl_out[…].gl_<member> in tessellation control) needs the matching `in` / `out gl_PerVertex`
// redeclaration, and every member it uses must be in it.
import type { CompiledShader } from './compile-shader.ts';

const MEMBERS = '(gl_Position|gl_PointSize|gl_ClipDistance|gl_CullDistance)';
const OUTPUT_STAGES = new Set(['vertex', 'tessControl', 'tessEvaluation', 'geometry']);
const INPUT_STAGES = new Set(['tessControl', 'tessEvaluation', 'geometry']);

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, '');
}

/** Members declared by `<storage> gl_PerVertex { … }`, or null when the block is not redeclared. */
function redeclared(source: string, storage: 'in' | 'out'): Set<string> | null {
  const m = new RegExp(`\\b${storage}\\s+gl_PerVertex\\s*\\{([^}]*)\\}`).exec(source);
  return m === null ? null : new Set(m[1].match(/\bgl_\w+/g) ?? []);
}

/** The link error of the first stage that breaks the rule, or null. */
export function separablePerVertexError(shaders: readonly CompiledShader[]): string | null {
  // Mesa (the reference lane) applies the rule to programs of two stages or more only: a one-stage separable
  // program — what createShaderProgramv makes, its outputs met by another program's inputs — links without the
  // redeclaration (checked on Mesa 22.3: a #version 150+ vertex program writing gl_Position alone links, the
  // same vertex shader with any second stage does not). NVIDIA's driver accepts it too; applications rely on it.
  if (new Set(shaders.map((s) => s.stage)).size < 2) return null;
  for (const s of shaders) {
    const source = stripComments(s.source);
    const version = /^\s*#\s*version\s+(\d+)\s*(es)?/m.exec(source);
    if (version === null || Number(version[1]) < 150 || version[2] !== undefined) continue;
    // Uses are looked for outside the redeclarations themselves.
    const body = source.replace(/\b(?:in|out)\s+gl_PerVertex\s*\{[^}]*\}/g, ' ');
    const inputs = new Set<string>();
    const outputs = new Set<string>();
    if (INPUT_STAGES.has(s.stage)) {
      for (const m of body.matchAll(new RegExp(`\\bgl_in\\s*\\[[^\\]]*\\]\\s*\\.\\s*${MEMBERS}\\b`, 'g'))) inputs.add(m[1]);
    }
    if (s.stage === 'tessControl') {
      for (const m of body.matchAll(new RegExp(`\\bgl_out\\s*\\[[^\\]]*\\]\\s*\\.\\s*${MEMBERS}\\b`, 'g'))) outputs.add(m[1]);
    } else if (OUTPUT_STAGES.has(s.stage)) {
      // A bare name (not a member access such as gl_in[…].gl_Position) is the stage's output.
      for (const m of body.matchAll(new RegExp(`(?<!\\.\\s*)\\b${MEMBERS}\\b`, 'g'))) outputs.add(m[1]);
    }
    for (const [storage, used] of [['in', inputs], ['out', outputs]] as const) {
      if (used.size === 0) continue;
      const members = redeclared(source, storage);
      const missing = [...used].filter((u) => members === null || !members.has(u));
      if (missing.length > 0) {
        return `ERROR: ${s.stage} shader: a separable program must redeclare ${storage} gl_PerVertex to use ${missing.join(', ')}\n`;
      }
    }
  }
  return null;
}
