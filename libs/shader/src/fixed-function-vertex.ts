// A program of desktop fragment shaders only gets the fixed-function vertex stage a compatibility context
// runs in its place (GL 4.5 compatibility §11.1: with no vertex shader, vertices are processed by the
// fixed-function pipeline; in the core profile the results are undefined, so the same stage serves both).
// The GLES driver cannot link a program without a vertex shader, so that stage is written out as a GLSL
// 1.10 vertex shader whose compatibility built-ins the native lowering gives their values (compat-builtins.cc:
// gl_Vertex is generic attribute 0, the matrices identity, the current color white): the position transformed
// by the modelview-projection matrix, and the varyings the fragment shader reads — the vertex color (no
// lighting: its initial state is off), the texture coordinates through the texture matrices (no texgen), and
// the fog coordinate as the eye-space depth |z_e| (FOG_COORD_SRC's initial FRAGMENT_DEPTH).
// A separable program is left alone: its vertex stage is the pipeline's other program.
import type { CompiledShader } from './compile-shader.ts';

const MAX_TEXTURE_COORDS = 8;

function isDesktop(source: string): boolean {
  const m = /^[ \t]*#[ \t]*version[ \t]+\d+(?:[ \t]+(\w+))?/m.exec(source);
  return m !== null && m[1] !== 'es';
}

/** The vertex shader to link in front of `shaders`, or null when the program needs none. */
export function fixedFunctionVertexShader(shaders: readonly CompiledShader[], separable: boolean): CompiledShader | null {
  if (separable || shaders.length === 0 || shaders.some((s) => s.stage !== 'fragment' || !isDesktop(s.source))) return null;
  const fragment = shaders.map((s) => s.source).join('\n');
  const reads = (name: string) => new RegExp(`\\b${name}\\b`).test(fragment);
  const body = ['  gl_Position = ftransform();'];
  if (reads('gl_Color')) body.push('  gl_FrontColor = gl_Color;');
  if (reads('gl_SecondaryColor')) body.push('  gl_FrontSecondaryColor = gl_SecondaryColor;');
  if (reads('gl_TexCoord')) {
    for (let i = 0; i < MAX_TEXTURE_COORDS; i++) body.push(`  gl_TexCoord[${i}] = gl_TextureMatrix[${i}] * gl_MultiTexCoord${i};`);
  }
  if (reads('gl_FogFragCoord')) body.push('  gl_FogFragCoord = abs((gl_ModelViewMatrix * gl_Vertex).z);');
  const source = `#version 110\nvoid main()\n{\n${body.join('\n')}\n}\n`;
  return { stage: 'vertex', source, ok: true, log: '' };
}
