// The client-side default-block storage layout carried by the artifact (computed once at link; the front
// end writes glUniform* values there and backends read them): location order, std140 rules.
import { describe, expect, it } from 'vitest';
import { compileShader, decodeProgramArtifact, encodeProgramArtifact, linkProgram } from '../src/index.ts';

const FS = `#version 430 core
layout(location = 0) uniform float a;
layout(location = 1) uniform vec3 b;
layout(location = 2) uniform mat3 m;
layout(location = 3) uniform vec2 arr[3];
layout(location = 6) uniform int i;
layout(location = 7) uniform mat2x3 n;
layout(location = 8) uniform vec4 last;
layout(location = 9) uniform dmat2x3 d;
layout(location = 10) uniform sampler2D tex;
layout(std140, binding = 0) uniform Block { vec4 inBlock; };
out vec4 o;
void main() {
  o = vec4(a, b) + vec4(m[0], 1) + vec4(arr[2], arr[1]) + vec4(float(i)) + vec4(n[1], 0) + last
    + vec4(vec3(d[1]), 0) + texture(tex, vec2(0)) + inBlock;
}`;

describe('default-block storage layout', () => {
  const r = linkProgram({ shaders: [compileShader('fragment', FS)] });
  it('links', () => expect(r.ok, r.ok ? '' : r.log).toBe(true));
  const a = r.ok ? r.artifact : null;
  const of = (name: string) => a!.uniforms.find((u) => u.name === name)!;

  it('lays default-block uniforms out in location order with std140 alignment', () => {
    const got = ['a', 'b', 'm', 'arr[0]', 'i', 'n', 'last', 'd'].map((name) => {
      const u = of(name);
      return [name, u.storageOffset, u.storageArrayStride, u.storageMatrixStride];
    });
    expect(got).toEqual([
      ['a', 0, 0, 0], ['b', 16, 0, 0], ['m', 32, 0, 16], ['arr[0]', 80, 16, 0], ['i', 128, 0, 0],
      ['n', 144, 0, 16], ['last', 176, 0, 0], ['d', 192, 0, 32],
    ]);
    expect(a!.defaultBlockSize).toBe(256);
  });

  it('gives opaque uniforms and block members no storage, and keeps GL UNIFORM_OFFSET -1 in the default block', () => {
    expect(of('tex').storageOffset).toBe(-1);
    expect(of('inBlock').storageOffset).toBe(-1);
    expect(of('a').offset).toBe(-1);
  });

  it('survives the codec', () => {
    const back = decodeProgramArtifact(encodeProgramArtifact(a!));
    expect(back.ok && back.artifact.defaultBlockSize).toBe(256);
    expect(back.ok && back.artifact.uniforms).toEqual(a!.uniforms);
  });
});
