// A storage buffer written (glBufferSubData) between two draws that read it: each draw sees the bytes of its own time,
// on Mesa's desktop GL and on ours (gles-buffers backend-buffer.ts STORAGE_TARGET: llvmpipe skipped its flush for
// storage created through COPY_WRITE_BUFFER, so the first draw read the second write). Expected colours are the
// written ones; the failing twin (the two halves swapped) must fail on both lanes.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const TEST = (left: string, right: string) => `[require]
GLSL >= 4.30

[vertex shader passthrough]

[fragment shader]
#version 430
layout(location = 0) out vec4 color_out;
layout(std430, binding = 0) buffer ssbo { vec4 base_color; };
void main() { color_out = base_color; }

[test]
clear color 1.0 0.0 0.0 0.0
clear
ssbo 0 16
ssbo 0 subdata float 0 0 1 0 1
draw rect -1 -1 1 2
ssbo 0 subdata float 0 0 0 1 1
draw rect 0 -1 1 2
probe rgba 10 10 ${left}
probe rgba 200 10 ${right}
`;

describe('a storage buffer written between two draws', () => {
  for (const lane of ['reference', 'ours'] as const) {
    it(`${lane}: the first draw reads the first write, the second the second`, async () => {
      expect(await verdict(TEST('0 1 0 1', '0 0 1 1'), lanes[lane])).toEqual({ status: 'pass', reason: '' });
      expect((await verdict(TEST('0 0 1 1', '0 1 0 1'), lanes[lane])).status).toBe('fail');
    });
  }
});
