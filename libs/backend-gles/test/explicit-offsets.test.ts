// Block members placed with layout(offset) (gles-program explicit-offsets.ts): ESSL has no offset qualifier and
// SPIRV-Cross refuses Offsets that are not std140 / std430, so the gaps become float padding members.
import { compileProgram, crossCompile } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { padExplicitOffsets } from '@mgpipe/gles-program';

function fragmentSpirv(fs: string): Uint32Array {
  const vs = '#version 450\nlayout(location = 0) in vec4 p;\nvoid main() { gl_Position = p; }\n';
  const r = compileProgram({ stages: [{ stage: 'vertex', source: vs }, { stage: 'fragment', source: fs }] });
  expect(r.ok, r.log).toBe(true);
  return r.stages.find((s) => s.stage === 'fragment')!.spirv;
}
const essl = (spirv: Uint32Array) => crossCompile(spirv, { target: 'essl', version: 320, stage: 'fragment' });

describe('padExplicitOffsets', () => {
  it('layout(offset = 16) vec4 a in a std140 block gets four float pads before it; later members are renumbered', () => {
    const spirv = fragmentSpirv(`#version 450
layout(std140, binding = 0) uniform Block { layout(offset = 16) vec4 a; layout(offset = 48) vec2 b; float c; } blk;
layout(location = 0) out vec4 o;
void main() { o = blk.a + vec4(blk.b, blk.c, 0.0); }
`);
    // Before: SPIRV-Cross refuses the block for ES.
    expect(essl(spirv).ok).toBe(false);
    const r = essl(padExplicitOffsets(spirv));
    expect(r.ok, r.source).toBe(true);
    // a at 16 (pads at 0..12), b at 48 (pads at 32..44 after a's end at 32), c at 56 follows b unpadded.
    expect(r.source).toMatch(/float _mgpPad0;\s*float _mgpPad1;\s*float _mgpPad2;\s*float _mgpPad3;\s*vec4 a;\s*float _mgpPad4;\s*float _mgpPad5;\s*float _mgpPad6;\s*float _mgpPad7;\s*vec2 b;\s*float c;/);
    expect(r.source).toContain('blk.a + vec4(blk.b, blk.c, 0.0)');
  });

  it('a std430 storage block gap is padded too; a block without gaps is left alone; a structure member keeps its reads', () => {
    const spirv = fragmentSpirv(`#version 450
layout(std430, binding = 1) buffer S { float x; layout(offset = 12) float y; layout(offset = 32) vec4 z; } s;
layout(location = 0) out vec4 o;
void main() { o = s.z + s.x + s.y; }
`);
    const r = essl(padExplicitOffsets(spirv));
    expect(r.ok, r.source).toBe(true);
    // y at 12 after x's end at 4: pads at 4, 8; z at 32 after y's end at 16: pads at 16, 20, 24, 28.
    expect(r.source).toMatch(/float x;\s*float _mgpPad0;\s*float _mgpPad1;\s*float y;\s*float _mgpPad2;\s*float _mgpPad3;\s*float _mgpPad4;\s*float _mgpPad5;\s*vec4 z;/);
    const plain = fragmentSpirv('#version 450\nlayout(std140, binding = 0) uniform B { vec4 a; } b;\nlayout(location = 0) out vec4 o;\nvoid main() { o = b.a; }\n');
    expect(padExplicitOffsets(plain)).toBe(plain);
    // A structure member read whole: the chain to it is renumbered, the structure itself is not padded.
    const nested = fragmentSpirv(`#version 450
struct T { vec4 a; float f; };
layout(std140, binding = 0) uniform B { float k; layout(offset = 32) T t; } b;
layout(location = 0) out vec4 o;
void main() { T v = b.t; o = v.a * v.f * b.k; }
`);
    const n = essl(padExplicitOffsets(nested));
    expect(n.ok, n.source).toBe(true);
    expect(n.source).toMatch(/float k;\s*float _mgpPad0;\s*float _mgpPad1;\s*float _mgpPad2;\s*float _mgpPad3;\s*float _mgpPad4;\s*float _mgpPad5;\s*float _mgpPad6;\s*T t;/);
    expect(n.source).toMatch(/b\.t\.a|b\.t;/);
  });
});
