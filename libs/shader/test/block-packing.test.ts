// layout(shared) / layout(packed) blocks: implementation-defined layouts, defined here as std140 (glslang refuses
// both for SPIR-V). By std140's rules: f at 0, the vec3 aligned to 16, the float after it in the vec3's 16-byte
// slot at 28.
import { describe, expect, it } from 'vitest';
import { sharedAndPackedAsStd140 } from '../src/block-packing.ts';
import { compileShader, linkProgram } from '../src/index.ts';

describe('shared and packed blocks as std140', () => {
  it('rewrites the layout qualifier only, not the compute storage qualifier', () => {
    expect(sharedAndPackedAsStd140('layout(shared, row_major) uniform B { vec4 a; };\nshared float s[4];'))
      .toBe('layout(std140, row_major) uniform B { vec4 a; };\nshared float s[4];');
    expect(sharedAndPackedAsStd140('layout(packed) uniform B { vec4 a; };')).toBe('layout(std140) uniform B { vec4 a; };');
  });

  it('links a shared block with std140 offsets', () => {
    const vs = compileShader('vertex', '#version 150\nlayout(shared) uniform B { float f; vec3 v; float g; };\nvoid main() { gl_Position = vec4(f, v.x, g, 1.0); }\n');
    expect(vs.ok).toBe(true);
    const r = linkProgram({ shaders: [vs] });
    expect(r.ok).toBe(true);
    const offsets = Object.fromEntries(r.artifact!.uniforms.filter((u) => u.blockIndex >= 0).map((u) => [u.name, u.offset]));
    expect(offsets).toEqual({ f: 0, v: 16, g: 28 });
  });
});
