// An array of shader storage blocks indexed with a non-constant expression (desktop GL 4.00; ESSL allows constant
// indices only: gles-program storage-block-array-indexing.ts), written by a fragment shader and read back with
// `probe ssbo` right after the draw, with no memory barrier in between (the front end makes shader writes visible to
// a client read of a buffer bound for shader writes: gl-impl a-buffer-data.ts; piglit's
// arb_shader_storage_buffer_object execution/indirect and memory-layouts-struct-deref). Run on both lanes; values
// computed: with idx = 1 the shader reads data[1].k = 0.5 into green and writes data[1].v = idx + 41 = 42.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const test = (written: number) => `[require]
GLSL >= 4.30
[vertex shader passthrough]
[fragment shader]
#version 430
layout(binding = 0, std430) buffer Data { float k; int v; } data[2];
uniform int idx;
out vec4 color;
void main() {
  color = vec4(0.0, data[idx].k, 0.0, 1.0);
  data[idx].v = idx + 41;
}
[test]
ssbo 0 16
ssbo 0 subdata float 0 0.25
ssbo 1 16
ssbo 1 subdata float 0 0.5
uniform int idx 1
draw rect -1 -1 2 2
probe all rgba 0.0 0.5 0.0 1.0
probe ssbo int 1 4 == ${written}
probe ssbo int 0 4 == 0
`;

describe('arrays of storage blocks indexed at run time, both lanes', () => {
  it('reads and writes the indexed element, visible to probe ssbo without a barrier', async () => {
    expect(await verdict(test(42), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(test(42), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(test(41), lanes.ours)).status, 'the twin (another value)').toBe('fail');
  });
});
