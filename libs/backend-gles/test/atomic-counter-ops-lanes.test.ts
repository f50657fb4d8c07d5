// GL_ARB_shader_atomic_counter_ops through our stack (gles-program atomic-counter-ops.ts: the program's counters
// become storage-buffer words, since ESSL's atomic_uint has no such operations) and on the reference lane (Mesa's
// desktop GL): every operation's return value and the counters it leaves, in one invocation (each value also stated
// below from the extension's definitions) and under 64 concurrent fragments (only order-independent outcomes compared).
// Negative control: a planted wrong lowering (subtract lowered as add, or each counter one word off) makes our values
// differ from the reference lane's.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it, vi } from 'vitest';
import { linkedProgram as program, observeOnBothLanes, openFrontEnd } from './helpers.ts';

// The planted faults rewrite the lowering's SPIR-V output (vi.mock wraps the real module; off unless a test sets it).
const plant = vi.hoisted(() => ({ fault: null as null | 'sub-as-add' | 'word-off-by-one' }));
vi.mock('../../gles-subsystems/program/src/atomic-counter-ops.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../gles-subsystems/program/src/atomic-counter-ops.ts')>();
  return {
    ...real,
    lowerAtomicCountersToStorage: (spirv: Uint32Array, driverBinding: (b: number) => number | undefined) => {
      if (plant.fault === 'word-off-by-one') {
        // Every counter's Offset decoration one word further on: each operation works on its neighbour's word.
        const moved = spirv.slice();
        for (let i = 5; i < moved.length; i += moved[i] >>> 16) {
          if ((moved[i] & 0xffff) === 71 && moved[i + 2] === 35) moved[i + 3] += 4;
        }
        return real.lowerAtomicCountersToStorage(moved, driverBinding);
      }
      const r = real.lowerAtomicCountersToStorage(spirv, driverBinding);
      if (!r.ok || plant.fault !== 'sub-as-add') return r;
      const out = r.spirv.slice();
      for (let i = 5; i < out.length; i += out[i] >>> 16) if ((out[i] & 0xffff) === 235) out[i] = (out[i] & 0xffff0000) | 234;
      return { ok: true as const, spirv: out };
    },
  };
});

const W = 8, H = 8;

function read(gl: GL, buffer: number, byteOffset: number, words: number): number[] {
  const bytes = new Uint8Array(words * 4);
  gl.bindBuffer(gl.COPY_READ_BUFFER, buffer);
  gl.getBufferSubData(gl.COPY_READ_BUFFER, byteOffset, bytes.length, bytes);
  return Array.from(new Uint32Array(bytes.buffer));
}

function buffer(gl: GL, target: number, data: Uint32Array): number {
  const [b] = gl.genBuffers(1);
  gl.bindBuffer(target, b);
  gl.bufferData(target, data, gl.DYNAMIC_COPY);
  return b;
}

// One invocation, each operation once: the counters are words 1..9 of a range bound `start` bytes into the buffer (16:
// a storage-range alignment on Mesa; 4: not one, so our storage range starts before the counter range); the results
// go to a storage block of the program's own at binding 0 (the counters' storage binding must not take it).
const SEQUENCE_CS = `#version 430
#extension GL_ARB_shader_atomic_counter_ops : require
layout(local_size_x = 1) in;
layout(binding = 3, offset = 4) uniform atomic_uint c[9];
layout(std430, binding = 0) buffer Out { uint r[]; };
void main() {
  r[0] = atomicCounterAddARB(c[0], 5u);
  r[1] = atomicCounterSubtractARB(c[1], 3u);
  r[2] = atomicCounterMinARB(c[2], 7u);
  r[3] = atomicCounterMaxARB(c[3], 7u);
  r[4] = atomicCounterAndARB(c[4], 0xf0u);
  r[5] = atomicCounterOrARB(c[5], 0x0fu);
  r[6] = atomicCounterXorARB(c[6], 0xffu);
  r[7] = atomicCounterExchangeARB(c[7], 42u);
  r[8] = atomicCounterCompSwapARB(c[8], 9u, 100u);
  r[9] = atomicCounterCompSwapARB(c[8], 9u, 200u);
  r[10] = atomicCounterIncrement(c[0]);
  r[11] = atomicCounterDecrement(c[1]);
  r[12] = atomicCounter(c[2]);
}
`;
const INITIAL = [10, 2, 20, 3, 0xff, 0x30, 0x0f, 1, 9];

const sequence = (start: number) => (gl: GL): unknown[] => {
  const p = program(gl, [[gl.COMPUTE_SHADER, SEQUENCE_CS]]);
  gl.useProgram(p);
  const before = [0xaaaa, 0xbbbb, 0xcccc, 0xdddd, 0xeeee].slice(0, start / 4 + 1);
  const counters = buffer(gl, gl.ATOMIC_COUNTER_BUFFER, new Uint32Array([...before, ...INITIAL, 0x1111]));
  gl.bindBufferRange(gl.ATOMIC_COUNTER_BUFFER, 3, counters, start, 40);
  const out = buffer(gl, gl.SHADER_STORAGE_BUFFER, new Uint32Array(13).fill(0xdead));
  gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, 0, out);
  gl.dispatchCompute(1, 1, 1);
  gl.memoryBarrier(gl.ALL_BARRIER_BITS);
  return [read(gl, out, 0, 13), read(gl, counters, 0, before.length + 10), gl.getError()];
};

// 64 fragments (id = x + 8y), each doing every operation; compared: what does not depend on their order. Exchange:
// the values handed back plus the one left are the initial value and every id + 1, once each (their sum is
// order-free); CompSwap from 0: exactly one fragment sees 0. The vertex stage increments a counter of the same
// binding with the core function only: the whole program is lowered, so both stages reach the same words.
const VS = `#version 420
#extension GL_ARB_shader_atomic_counter_ops : enable
in vec2 p;
layout(binding = 1, offset = 44) uniform atomic_uint verts;
void main() { atomicCounterIncrement(verts); gl_Position = vec4(p, 0.0, 1.0); }
`;
const FS = `#version 420
#extension GL_ARB_shader_atomic_counter_ops : require
layout(binding = 1) uniform atomic_uint sum, sub, mn, mx, and_, or_, xor_, ex, exSum, cs, csWon;
out vec4 o;
void main() {
  uint id = uint(gl_FragCoord.x) + 8u * uint(gl_FragCoord.y);
  atomicCounterAddARB(sum, id);
  atomicCounterSubtractARB(sub, id);
  atomicCounterMinARB(mn, id + 5u);
  atomicCounterMaxARB(mx, id + 5u);
  atomicCounterAndARB(and_, ~(1u << (id % 32u)));
  atomicCounterOrARB(or_, 1u << (id % 32u));
  atomicCounterXorARB(xor_, id * id);
  atomicCounterAddARB(exSum, atomicCounterExchangeARB(ex, id + 1u));
  if (atomicCounterCompSwapARB(cs, 0u, id + 1u) == 0u) atomicCounterIncrement(csWon);
  o = vec4(1.0);
}
`;

function concurrent(gl: GL): unknown[] {
  const p = program(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
  gl.useProgram(p);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  buffer(gl, gl.ARRAY_BUFFER, new Uint32Array(new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]).buffer));
  gl.vertexAttribPointer(gl.getAttribLocation(p, 'p'), 2, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(gl.getAttribLocation(p, 'p'));
  // sum, sub, mn, mx, and, or, xor, ex, exSum, cs, csWon, verts
  const counters = buffer(gl, gl.ATOMIC_COUNTER_BUFFER, new Uint32Array([0, 10000, 1000, 0, 0xffffffff, 0, 0, 1000, 0, 0, 0, 0]));
  gl.bindBufferBase(gl.ATOMIC_COUNTER_BUFFER, 1, counters);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.memoryBarrier(gl.ALL_BARRIER_BITS);
  const c = read(gl, counters, 0, 12);
  return [c.slice(0, 7), (c[7] + c[8]) >>> 0, c[9] !== 0, c[10], c[11] >= 4, gl.getError()];
}

// A program pipeline: the vertex program uses an operation, the fragment program only the core functions, on the
// same binding (the composite program is lowered as a whole); an array of arrays of counters indexed at run time.
const PIPE_VS = `#version 450
#extension GL_ARB_shader_atomic_counter_ops : require
in vec2 p;
out gl_PerVertex { vec4 gl_Position; };
layout(binding = 4) uniform atomic_uint vmax;
void main() { atomicCounterMaxARB(vmax, uint(gl_VertexID) + 10u); gl_Position = vec4(p, 0.0, 1.0); }
`;
const PIPE_FS = `#version 450
layout(binding = 4, offset = 8) uniform atomic_uint grid[2][3];
out vec4 o;
void main() {
  atomicCounterIncrement(grid[int(gl_FragCoord.y) % 2][int(gl_FragCoord.x) % 3]);
  o = vec4(1.0);
}
`;

function pipeline(gl: GL): unknown[] {
  const vp = gl.createShaderProgramv(gl.VERTEX_SHADER, [PIPE_VS]);
  const fp = gl.createShaderProgramv(gl.FRAGMENT_SHADER, [PIPE_FS]);
  const [pipe] = gl.genProgramPipelines(1);
  gl.useProgramStages(pipe, gl.VERTEX_SHADER_BIT, vp);
  gl.useProgramStages(pipe, gl.FRAGMENT_SHADER_BIT, fp);
  gl.bindProgramPipeline(pipe);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  buffer(gl, gl.ARRAY_BUFFER, new Uint32Array(new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]).buffer));
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(0);
  const counters = buffer(gl, gl.ATOMIC_COUNTER_BUFFER, new Uint32Array(8));
  gl.bindBufferBase(gl.ATOMIC_COUNTER_BUFFER, 4, counters);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.memoryBarrier(gl.ALL_BARRIER_BITS);
  return [gl.getProgramiv(vp, gl.LINK_STATUS), gl.getProgramiv(fp, gl.LINK_STATUS), read(gl, counters, 0, 8), gl.getError()];
}

function bothLanes<T>(observe: (gl: GL) => T): { ours: T; reference: T; logs: string[] } {
  return observeOnBothLanes(W, H, observe);
}

describe('ARB_shader_atomic_counter_ops, our stack vs the reference lane', () => {
  it.each([16, 4])('each operation returns the value before it and leaves the same counter, once (range at byte %i)', (start) => {
    const { ours, reference, logs } = bothLanes(sequence(start));
    expect(logs.filter((l) => /rejected|failed|cannot/.test(l))).toEqual([]);
    expect(ours).toEqual(reference);
    // Stated from the definitions: add, subtract (2 - 3 wraps), min, max, and, or, xor, exchange, compSwap (equal,
    // then not), increment (returns the value before), decrement (the value after), read.
    expect(ours[0]).toEqual([10, 2, 20, 3, 0xff, 0x30, 0x0f, 1, 9, 100, 15, 0xfffffffe, 7]);
    expect(ours[1]).toEqual([...[0xaaaa, 0xbbbb, 0xcccc, 0xdddd, 0xeeee].slice(0, start / 4 + 1), 16, 0xfffffffe, 7, 7, 0xf0, 0x3f, 0xf0, 42, 100, 0x1111]);
  });

  it('64 concurrent fragments leave the same order-independent outcomes, with the vertex stage on the same binding', () => {
    const { ours, reference, logs } = bothLanes(concurrent);
    expect(logs.filter((l) => /rejected|failed|cannot/.test(l))).toEqual([]);
    expect(ours).toEqual(reference);
    // Σ id = 2016; 10000 - 2016; min / max of id + 5; every bit cleared / set; xor of id² over 0..63 is 0 (each bit
    // of the squares pairs up: stated by the computation below); 1000 + Σ (id + 1) = 3080; one CompSwap winner.
    let xor = 0;
    for (let id = 0; id < 64; id++) xor ^= id * id;
    expect(ours).toEqual([[2016, 7984, 5, 68, 0, 0xffffffff, xor >>> 0], 3080, true, 1, true, 0]);
  });

  it('a program pipeline (operation in the vertex program only) and an array of arrays of counters', () => {
    const { ours, reference, logs } = bothLanes(pipeline);
    expect(logs.filter((l) => /rejected|failed|cannot/.test(l))).toEqual([]);
    expect(ours).toEqual(reference);
    // max(gl_VertexID + 10) over vertices 0..3 = 13; 8 × 8 fragments over grid[y % 2][x % 3]: x % 3 = 0, 1, 2 for 3, 3, 2
    // columns, y % 2 for 4 rows each.
    expect(ours).toEqual([1, 1, [13, 0, 12, 12, 8, 12, 12, 8], 0]);
  });

  it('is advertised on our stack', () => {
    const { backend, gl } = openFrontEnd(W, H);
    try {
      const n = gl.getIntegerv(gl.NUM_EXTENSIONS)[0];
      const names = Array.from({ length: n }, (_, i) => gl.getStringi(gl.EXTENSIONS, i));
      expect(names).toContain('GL_ARB_shader_atomic_counter_ops');
    } finally { backend.destroy(); }
  });

  it.each(['sub-as-add', 'word-off-by-one'] as const)('negative control: a planted wrong lowering (%s) differs from the reference lane', (fault) => {
    plant.fault = fault;
    try {
      const { ours, reference, logs } = bothLanes(sequence(4));
      expect(logs.filter((l) => /rejected|failed|cannot/.test(l))).toEqual([]); // built: the wrong values are the lowering's
      expect(ours).not.toEqual(reference);
    } finally { plant.fault = null; }
  });
});
