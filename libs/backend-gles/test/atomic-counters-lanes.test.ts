// Atomic counters (GL 4.5 §7.7, ARB_shader_atomic_counters) through our stack (front end over this backend,
// counters lowered to ESSL 3.20 atomic_uint) and on the reference lane (Mesa's desktop GL): the reflection
// (atomic counter buffers, counter offsets, buffer indices) and the values the counters end up with after
// draws and dispatches must be the same on both.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { linkedProgram as program, observeOnBothLanes, openFrontEnd } from './helpers.ts';

const W = 8, H = 8;
type Observe = (gl: GL) => unknown[];

function same(observe: Observe): unknown[] {
  const { ours, reference, logs } = observeOnBothLanes(W, H, observe);
  expect(logs.filter((l) => /rejected|failed/.test(l))).toEqual([]);
  expect(ours).toEqual(reference);
  return ours;
}

const VS = `#version 420
in vec2 p;
layout(binding = 2, offset = 4) uniform atomic_uint verts;
void main() { atomicCounterIncrement(verts); gl_Position = vec4(p, 0.0, 1.0); }
`;
// Counters on three bindings, an array, and one that is declared but unused (inactive). The fragment stage counts fragments, decrements, and reads.
const FS = `#version 420
layout(binding = 2) uniform atomic_uint frags;            // offset 0: the next offset is per shader
layout(binding = 2, offset = 16) uniform atomic_uint arr[3];
layout(binding = 5, offset = 0) uniform atomic_uint down;
layout(binding = 5) uniform atomic_uint lastSeen;          // offset 4
layout(binding = 0) uniform atomic_uint zero;
layout(binding = 5) uniform atomic_uint unused;
out vec4 o;
void main() {
  atomicCounterIncrement(frags);
  uint before = atomicCounter(arr[1]);
  uint after = atomicCounterDecrement(down);
  atomicCounterIncrement(arr[int(gl_FragCoord.x) % 3]);
  if (after == 999u) atomicCounterIncrement(lastSeen); // exactly one fragment does the first decrement
  // atomicCounterDecrement returns the value after the decrement (SPIR-V's OpAtomicIDecrement the value
  // before): the 64 fragments take 'down' from 1000 to 936 and see 999 .. 936, each once.
  o = vec4(after < 1000u ? 1.0 : 0.0, float(before) / 255.0, float(atomicCounter(zero)), 1.0);
}
`;

describe('atomic counters, our stack vs the reference lane', () => {
  it('reflects atomic counter buffers, counters, offsets and buffer indices as Mesa does', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const p = program(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
      const buffers = gl.getProgramiv(p, gl.ACTIVE_ATOMIC_COUNTER_BUFFERS) as number;
      o.push(buffers);
      for (let b = 0; b < buffers; b++) {
        o.push([gl.ATOMIC_COUNTER_BUFFER_BINDING, gl.ATOMIC_COUNTER_BUFFER_DATA_SIZE, gl.ATOMIC_COUNTER_BUFFER_ACTIVE_ATOMIC_COUNTERS,
          gl.ATOMIC_COUNTER_BUFFER_REFERENCED_BY_VERTEX_SHADER, gl.ATOMIC_COUNTER_BUFFER_REFERENCED_BY_FRAGMENT_SHADER]
          .map((pname) => gl.getActiveAtomicCounterBufferiv(p, b, pname)));
        const n = gl.getProgramResourceiv(p, gl.ATOMIC_COUNTER_BUFFER, b, [gl.NUM_ACTIVE_VARIABLES])[0];
        const members = gl.getProgramResourceiv(p, gl.ATOMIC_COUNTER_BUFFER, b, [gl.ACTIVE_VARIABLES]);
        o.push(n, members.map((i) => gl.getActiveUniformName(p, i)).sort());
      }
      // Per counter (by name, since uniform order is the implementation's): offset, stride, buffer binding, location.
      for (const name of ['verts', 'frags', 'arr[0]', 'down', 'zero']) {
        const [index] = gl.getUniformIndices(p, [name]);
        const acb = gl.getActiveUniformsiv(p, [index], gl.UNIFORM_ATOMIC_COUNTER_BUFFER_INDEX)[0];
        o.push(name, gl.getActiveUniformsiv(p, [index], gl.UNIFORM_TYPE)[0], gl.getActiveUniformsiv(p, [index], gl.UNIFORM_SIZE)[0],
          gl.getActiveUniformsiv(p, [index], gl.UNIFORM_OFFSET)[0], gl.getActiveUniformsiv(p, [index], gl.UNIFORM_ARRAY_STRIDE)[0],
          gl.getActiveAtomicCounterBufferiv(p, acb, gl.ATOMIC_COUNTER_BUFFER_BINDING), gl.getUniformLocation(p, name),
          gl.getProgramResourceiv(p, gl.UNIFORM, index, [gl.ATOMIC_COUNTER_BUFFER_INDEX])[0] === acb);
      }
      o.push(gl.getUniformIndices(p, ['unused'])[0] === 0xffffffff, gl.getError());
      // Errors: an index past the active buffers; a pname that is not an atomic counter buffer parameter.
      gl.getActiveAtomicCounterBufferiv(p, buffers, gl.ATOMIC_COUNTER_BUFFER_BINDING); o.push(gl.getError());
      gl.getActiveAtomicCounterBufferiv(p, 0, gl.TEXTURE_2D); o.push(gl.getError());
      gl.getProgramResourceName(p, gl.ATOMIC_COUNTER_BUFFER, 0); o.push(gl.getError());
      // A counter without layout(binding) does not compile (Mesa: "atomic counters require explicit binding point").
      const s = gl.createShader(gl.FRAGMENT_SHADER);
      gl.shaderSource(s, '#version 420\nuniform atomic_uint c;\nout vec4 o;\nvoid main() { o = vec4(atomicCounter(c)); }\n');
      gl.compileShader(s);
      o.push(gl.getShaderiv(s, gl.COMPILE_STATUS));
      return o;
    });
    expect(out[0]).toBe(3); // bindings 0, 2, 5
  });

  it('draws and dispatches update the bound counter buffers with the same values', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const p = program(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
      gl.useProgram(p);
      const [vao] = gl.genVertexArrays(1);
      gl.bindVertexArray(vao);
      const [vbo, b0, b2, b5] = gl.genBuffers(4);
      gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
      gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
      gl.vertexAttribPointer(gl.getAttribLocation(p, 'p'), 2, gl.FLOAT, false, 0, 0);
      gl.enableVertexAttribArray(gl.getAttribLocation(p, 'p'));
      gl.bindBuffer(gl.ATOMIC_COUNTER_BUFFER, b0);
      gl.bufferData(gl.ATOMIC_COUNTER_BUFFER, new Uint32Array([7]), gl.DYNAMIC_COPY);
      gl.bindBuffer(gl.ATOMIC_COUNTER_BUFFER, b2);
      gl.bufferData(gl.ATOMIC_COUNTER_BUFFER, new Uint32Array(12), gl.DYNAMIC_COPY);
      gl.bindBuffer(gl.ATOMIC_COUNTER_BUFFER, b5);
      // 'down' lives at offset 0 of a range that starts 16 bytes into the buffer.
      gl.bufferData(gl.ATOMIC_COUNTER_BUFFER, new Uint32Array([1, 2, 3, 4, 1000, 0, 0, 0]), gl.DYNAMIC_COPY);
      gl.bindBufferBase(gl.ATOMIC_COUNTER_BUFFER, 0, b0);
      gl.bindBufferBase(gl.ATOMIC_COUNTER_BUFFER, 2, b2);
      gl.bindBufferRange(gl.ATOMIC_COUNTER_BUFFER, 5, b5, 16, 16);
      o.push(gl.getIntegeri_v(gl.ATOMIC_COUNTER_BUFFER_BINDING, 5), gl.getInteger64i_v(gl.ATOMIC_COUNTER_BUFFER_START, 5));
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      gl.memoryBarrier(gl.ALL_BARRIER_BITS);
      const read = (buffer: number, words: number) => {
        const bytes = new Uint8Array(words * 4);
        gl.bindBuffer(gl.COPY_READ_BUFFER, buffer);
        gl.getBufferSubData(gl.COPY_READ_BUFFER, 0, bytes.length, bytes);
        return Array.from(new Uint32Array(bytes.buffer));
      };
      // b2: [frags, verts, 0, 0, arr[0..2]]: the vertex count is the implementation's (≥ 4), so only bounds;
      // 64 fragments, split over arr by x % 3.
      const c2 = read(b2, 7);
      o.push(c2[1] >= 4, c2[0], c2.slice(2), read(b5, 8), read(b0, 1));
      const px = new Uint8Array(4);
      gl.readPixels(3, 3, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      o.push(px[0], px[2]); // 'after' < 1000 everywhere; 'zero' reads 7
      // A compute dispatch: 2 × 3 groups of 4 invocations, each increments once; atomicCounter after a barrier.
      const cs = program(gl, [[gl.COMPUTE_SHADER, `#version 430
layout(local_size_x = 4) in;
layout(binding = 1, offset = 8) uniform atomic_uint n;
void main() { atomicCounterIncrement(n); }
`]]);
      gl.useProgram(cs);
      const [b1] = gl.genBuffers(1);
      gl.bindBuffer(gl.ATOMIC_COUNTER_BUFFER, b1);
      gl.bufferData(gl.ATOMIC_COUNTER_BUFFER, new Uint32Array([9, 9, 100]), gl.DYNAMIC_COPY);
      gl.bindBufferBase(gl.ATOMIC_COUNTER_BUFFER, 1, b1);
      gl.dispatchCompute(2, 3, 1);
      gl.memoryBarrier(gl.ALL_BARRIER_BITS);
      o.push(read(b1, 3), gl.getError());
      return o;
    });
    expect(out[3]).toBe(64);
    expect(out[4]).toEqual([0, 0, 24, 24, 16]); // x = 0..7: x % 3 = 0, 1, 2, 0, 1, 2, 0, 1 over 8 rows
    expect(out[5]).toEqual([1, 2, 3, 4, 1000 - 64, 1, 0, 0]);
    expect(out[9]).toEqual([9, 9, 124]);
  });

  it('advertises the extension and the driver-bounded limits on our stack', () => {
    const { backend, gl } = openFrontEnd(W, H);
    try {
      const n = gl.getIntegerv(gl.NUM_EXTENSIONS)[0];
      const names = Array.from({ length: n }, (_, i) => gl.getStringi(gl.EXTENSIONS, i));
      expect(names).toContain('GL_ARB_shader_atomic_counters');
      expect(gl.getIntegerv(gl.MAX_FRAGMENT_ATOMIC_COUNTERS)[0]).toBeGreaterThanOrEqual(8);
      expect(gl.getIntegerv(gl.MAX_COMBINED_ATOMIC_COUNTER_BUFFERS)[0]).toBeGreaterThanOrEqual(1);
      expect(gl.getIntegerv(gl.MAX_ATOMIC_COUNTER_BUFFER_SIZE)[0]).toBeGreaterThanOrEqual(32);
    } finally { backend.destroy(); }
  });
});
