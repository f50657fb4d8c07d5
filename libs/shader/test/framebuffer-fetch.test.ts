// GL_EXT_shader_framebuffer_fetch's source lowering (framebuffer-fetch.ts): the directive blanked (lines kept), global
// `inout` declarations made `out`, function parameters left alone; the link marks the fragment SPIR-V, and only a
// program whose fragment stage enabled the extension.
import { describe, expect, it } from 'vitest';
import { lowerFramebufferFetch } from '../src/framebuffer-fetch.ts';
import { compileShader, linkProgram } from '../src/index.ts';

const FETCHING = `#version 150
#extension GL_EXT_shader_framebuffer_fetch : enable
in vec4 vcolor;
 inout mediump vec4 fcolor;
layout(location = 1) inout vec4 second;
void add(inout vec4 x, vec4 y) { x += y; }
void scale(vec4 k,
    inout vec4 x);
void scale(vec4 k, inout vec4 x) { x *= k; }
void main() { add(fcolor, vcolor); scale(vec4(0.5), second); }
`;
const VS = `#version 150
in vec4 vertex;
out vec4 vcolor;
void main() { gl_Position = vertex; vcolor = vertex; }
`;

/** Whether a module carries OpSourceExtension "GL_EXT_shader_framebuffer_fetch". */
function marked(spirv: Uint32Array): boolean {
  const text = new TextDecoder().decode(new Uint8Array(spirv.buffer, spirv.byteOffset, spirv.byteLength));
  for (let i = 5; i < spirv.length;) {
    if ((spirv[i] & 0xffff) === 4 && text.slice((i + 1) * 4).startsWith('GL_EXT_shader_framebuffer_fetch')) return true;
    i += spirv[i] >>> 16;
  }
  return false;
}

describe('GL_EXT_shader_framebuffer_fetch before glslang', () => {
  it('blanks the directive, makes the global inout outputs out, keeps parameters and line numbers', () => {
    const { source, fetch } = lowerFramebufferFetch(FETCHING);
    expect(fetch).toBe(true);
    expect(source.split('\n')).toEqual([
      '#version 150', '', 'in vec4 vcolor;', ' out mediump vec4 fcolor;', 'layout(location = 1) out vec4 second;',
      'void add(inout vec4 x, vec4 y) { x += y; }', 'void scale(vec4 k,', '    inout vec4 x);', 'void scale(vec4 k, inout vec4 x) { x *= k; }',
      'void main() { add(fcolor, vcolor); scale(vec4(0.5), second); }', '',
    ]);
    expect(lowerFramebufferFetch(VS)).toEqual({ source: VS, fetch: false });
  });

  it('compiles, and the link marks the fragment stage only where the extension was enabled', () => {
    expect(compileShader('fragment', FETCHING).ok).toBe(true);
    const link = (fs: string) => linkProgram({ shaders: [compileShader('vertex', VS), compileShader('fragment', fs)] });
    const fetching = link(FETCHING);
    expect(fetching.ok).toBe(true);
    const stages = fetching.ok ? fetching.artifact.stages : [];
    expect(stages.map((s) => [s.stage, marked(s.spirv)])).toEqual([['vertex', false], ['fragment', true]]);
    const plain = link(FETCHING.replace('#extension GL_EXT_shader_framebuffer_fetch : enable', '').replace(/^( ?|layout\(location = 1\) )inout (mediump )?vec4 (fcolor|second)/gm, '$1out vec4 $3'));
    expect(plain.ok && plain.artifact.stages.some((s) => marked(s.spirv))).toBe(false);
  });
});
