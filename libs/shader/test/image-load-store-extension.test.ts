// GL_ARB_shader_image_load_store below GLSL 4.20: image arrays indexed with a dynamically uniform expression
// compile (Mesa accepts them with the extension alone, as 4.20 core does); glslang gated that indexing on 4.00 /
// GL_ARB_gpu_shader5, so the stage compiles at 4.20 (native extensions.cc). Without the extension the image types
// themselves do not exist at 3.30 (the negative control).
import { describe, expect, it } from 'vitest';
import { compileShader } from '../src/index.ts';

const source = (extension: boolean) => `#version 330
${extension ? '#extension GL_ARB_shader_image_load_store: enable' : ''}
uniform int idx;
uniform vec4 color;
writeonly uniform image2D tex[2];
out vec4 outcolor;
void main() { imageStore(tex[idx], ivec2(gl_FragCoord.xy), color); outcolor = vec4(0.0); }
`;

describe('GL_ARB_shader_image_load_store below 4.20', () => {
  it('an image array indexed with a uniform compiles', () => {
    const r = compileShader('fragment', source(true));
    expect(r.log).not.toMatch(/ERROR/);
    expect(r.ok).toBe(true);
  });

  it('without the extension, #version 330 has no images', () => {
    expect(compileShader('fragment', source(false)).ok).toBe(false);
  });
});
