// GL's initial sampler units and block bindings (layout(binding), else 0) taken from glslang's tree, so a
// binding written with a macro or a constant expression counts: our stack vs the reference lane.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { buildProgram, observeOnBothLanes } from './helpers.ts';

const FS = `#version 440
#define UNIT 3
#define BLOCK_BASE 2
layout(binding = UNIT) uniform sampler2D a;
layout(binding = UNIT + 2) uniform sampler2D arr[2];
uniform sampler2D none;
layout(std140, binding = BLOCK_BASE * 2) uniform U { vec4 u; };
layout(std430, binding = BLOCK_BASE + 1) buffer S { vec4 s; };
layout(std140, binding = BLOCK_BASE) uniform Arr { vec4 v; } inst[2];
out vec4 o;
void main() { o = texture(a, vec2(0.0)) + texture(arr[1], vec2(0.0)) + texture(none, vec2(0.0)) + u + s + inst[1].v; }
`;
const VS = '#version 430\nvoid main() { gl_Position = vec4(0.0); }\n';

function observe(gl: GL): unknown[] {
  const p = buildProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
  const o: unknown[] = [gl.getProgramiv(p, gl.LINK_STATUS)];
  for (const name of ['a', 'arr[0]', 'arr[1]', 'none']) o.push(name, gl.getUniformiv(p, gl.getUniformLocation(p, name)));
  for (const name of ['U', 'Arr[0]', 'Arr[1]']) o.push(name, gl.getActiveUniformBlockiv(p, gl.getUniformBlockIndex(p, name), gl.UNIFORM_BLOCK_BINDING));
  o.push('S', gl.getProgramResourceiv(p, gl.SHADER_STORAGE_BLOCK, gl.getProgramResourceIndex(p, gl.SHADER_STORAGE_BLOCK, 'S'), [gl.BUFFER_BINDING]));
  o.push(gl.getError());
  return o;
}

describe('initial bindings, our stack vs the reference lane', () => {
  it('takes layout(binding) written with macros and expressions, 0 when none is written', () => {
    const { ours, reference } = observeOnBothLanes(4, 4, observe);
    expect(ours).toEqual(reference);
    expect(ours).toEqual([1, 'a', [3], 'arr[0]', [5], 'arr[1]', [6], 'none', [0], 'U', 4, 'Arr[0]', 2, 'Arr[1]', 3, 'S', [3], 0]);
  });
});
