// Float atomics (GL_NV_shader_atomic_float, GL_INTEL_shader_atomic_float_minmax) on our lane, lowered to uint atomics
// for ESSL (gles-program float-atomics.ts), against the reference lane (Mesa's desktop GL, native float atomics).
// Each operation runs on a buffer variable and on a shared variable, one element per invocation, over a table of
// memory / operand bit patterns; the returned value and the memory after it are compared bit for bit with the
// reference. Where Mesa does not follow the extension (its min / max ignore the NaN rules, and it cannot run a float
// compare-and-swap: llvmpipe crashes on it in a buffer and gets it wrong in shared memory) the expectation is the
// extension's rule, computed below. Signed zeros: ours orders -0 below +0 (float-atomics.ts); Mesa keeps the memory's
// zero (min(+0, -0) = +0, max(-0, +0) = -0, measured 2026-12-04), so they are checked against that order, not Mesa. Contention: 64 invocations add to / exchange one element. A buffer block a vertex
// stage reads and a fragment stage adds to links (both stages retype it).
// Negative controls: a planted wrong lowering (min without the NaN rules; add as a plain read-modify-write; the block
// retyped in one stage only) fails.
import type { GL } from '@mgpipe/gl-api';
import type { LaneFactory } from '@mgpipe/harness';
import { plantFloatAtomicsFault } from '@mgpipe/gles-program';
import { afterEach, describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();
afterEach(() => plantFloatAtomicsFault(null));

const f32 = (v: number): number => new Uint32Array(new Float32Array([v]).buffer)[0];
const QNAN = 0x7fc01234;
const NEG_QNAN = 0xffc00042;
const SNAN = 0x7f812345;
const NEG_SNAN = 0xff800777;
const NEG_ZERO = 0x80000000;

/** Runs `cs` (one work group) over buffer 0 holding `words`; returns the buffer's words afterwards. */
function dispatch(lane: LaneFactory, cs: string, words: Uint32Array): Uint32Array {
  const l = lane({ width: 4, height: 4 });
  try {
    l.makeCurrent();
    const gl: GL = l.gl;
    const shader = gl.createShader(gl.COMPUTE_SHADER);
    gl.shaderSource(shader, cs);
    gl.compileShader(shader);
    if (gl.getShaderiv(shader, gl.COMPILE_STATUS) !== gl.TRUE) throw new Error(`${l.name}: compile: ${gl.getShaderInfoLog(shader)}`);
    const program = gl.createProgram();
    gl.attachShader(program, shader);
    gl.linkProgram(program);
    if (gl.getProgramiv(program, gl.LINK_STATUS) !== gl.TRUE) throw new Error(`${l.name}: link: ${gl.getProgramInfoLog(program)}`);
    gl.useProgram(program);
    const [buffer] = gl.genBuffers(1);
    gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, 0, buffer);
    gl.bufferData(gl.SHADER_STORAGE_BUFFER, words, gl.DYNAMIC_COPY);
    gl.dispatchCompute(1, 1, 1);
    gl.memoryBarrier(gl.BUFFER_UPDATE_BARRIER_BIT);
    const out = new Uint32Array(words.length);
    gl.getBufferSubData(gl.SHADER_STORAGE_BUFFER, 0, out);
    expect(gl.getError(), `${l.name}: GL error`).toBe(gl.NO_ERROR);
    return out;
  } finally {
    l.destroy();
  }
}

type Op = 'atomicAdd' | 'atomicExchange' | 'atomicMin' | 'atomicMax' | 'atomicCompSwap';
const EXTENSION: Record<Op, string> = {
  atomicAdd: 'GL_NV_shader_atomic_float', atomicExchange: 'GL_NV_shader_atomic_float',
  atomicMin: 'GL_INTEL_shader_atomic_float_minmax', atomicMax: 'GL_INTEL_shader_atomic_float_minmax',
  atomicCompSwap: 'GL_INTEL_shader_atomic_float_minmax',
};

/**
 * One invocation per row: `op` on mem[i] (buffer) and on a shared copy of it, with operand[i] (and compare[i]); the
 * buffer's layout is mem | shared copy | operand | compare | returned (buffer) | returned (shared), N words each.
 */
function elementwise(op: Op, n: number, type = 'float'): string {
  const args = op === 'atomicCompSwap' ? 'compare[i], operand[i]' : 'operand[i]';
  return `#version 430
#extension ${EXTENSION[op]} : require
layout(local_size_x = ${n}) in;
layout(std430, binding = 0) buffer B { ${type} mem[${n}]; ${type} memS[${n}]; ${type} operand[${n}]; ${type} compare[${n}]; ${type} old[${n}]; ${type} oldS[${n}]; };
shared ${type} s[${n}];
void main() {
  uint i = gl_LocalInvocationIndex;
  s[i] = memS[i];
  barrier();
  old[i] = ${op}(mem[i], ${args});
  oldS[i] = ${op}(s[i], ${args});
  barrier();
  memS[i] = s[i];
}
`;
}

interface Row { mem: number; operand: number; compare?: number }
interface Outcome { returned: number; after: number }

/** Both variants' (buffer, shared) outcome per row on `lane`. */
function runRows(lane: LaneFactory, op: Op, rows: readonly Row[], type = 'float'): { buffer: Outcome[]; shared: Outcome[] } {
  const n = rows.length;
  const words = new Uint32Array(6 * n);
  rows.forEach((r, i) => { words[i] = r.mem; words[n + i] = r.mem; words[2 * n + i] = r.operand; words[3 * n + i] = r.compare ?? 0; });
  const out = dispatch(lane, elementwise(op, n, type), words);
  return {
    buffer: rows.map((_, i) => ({ returned: out[4 * n + i], after: out[i] })),
    shared: rows.map((_, i) => ({ returned: out[5 * n + i], after: out[n + i] })),
  };
}

// The extension's min / max on bits (file comment of float-atomics.ts; the INTEL spec's atomicMin / atomicMax rows).
const isNaN32 = (b: number): boolean => (b & 0x7fffffff) >>> 0 > 0x7f800000;
const quiet = (b: number): boolean => isNaN32(b) && (b & 0x00400000) !== 0;
const signaling = (b: number): boolean => isNaN32(b) && (b & 0x00400000) === 0;
function intelMinMax(max: boolean, mem: number, data: number): number {
  if (signaling(mem)) return mem;
  if (signaling(data)) return data;
  if (quiet(mem)) return data;
  if (quiet(data)) return mem;
  const [a, d] = [new Float32Array(new Uint32Array([mem]).buffer)[0], new Float32Array(new Uint32Array([data]).buffer)[0]];
  const negative = (b: number): boolean => (b & NEG_ZERO) !== 0;
  // Equal numbers: -0 is ordered below +0; otherwise the memory's bits stay.
  if (a === d) return (max ? negative(mem) && !negative(data) : negative(data) && !negative(mem)) ? data : mem;
  return (max ? d > a : d < a) ? data : mem;
}

const NUMERIC: Row[] = [
  { mem: f32(1.5), operand: f32(2.25) }, { mem: f32(2.25), operand: f32(1.5) }, { mem: f32(-3), operand: f32(2) },
  { mem: f32(Infinity), operand: f32(5) }, { mem: f32(-Infinity), operand: f32(-5) }, { mem: f32(1e-30), operand: f32(1e30) },
  { mem: f32(7), operand: f32(7) }, { mem: f32(-0.5), operand: f32(-0.25) },
];

describe('float atomics, our lane against the reference lane', () => {
  it('atomicExchange returns the old bits and stores the new ones exactly (NaN payloads included), buffer and shared', () => {
    const rows = [...NUMERIC, { mem: SNAN, operand: NEG_QNAN }, { mem: NEG_ZERO, operand: NEG_SNAN }];
    const ours = runRows(lanes.ours, 'atomicExchange', rows);
    expect(ours).toEqual(runRows(lanes.reference, 'atomicExchange', rows));
    expect(ours.buffer[8]).toEqual({ returned: SNAN, after: NEG_QNAN });
  });

  it('atomicAdd: the sums of the reference, buffer and shared', () => {
    const rows = [...NUMERIC, { mem: f32(0), operand: NEG_ZERO }, { mem: f32(1e38), operand: f32(1e38) }];
    expect(runRows(lanes.ours, 'atomicAdd', rows)).toEqual(runRows(lanes.reference, 'atomicAdd', rows));
  });

  it('atomicMin / atomicMax on numbers: the reference\'s results; on NaNs and signed zeros: the extension\'s rules', () => {
    for (const op of ['atomicMin', 'atomicMax'] as const) {
      expect(runRows(lanes.ours, op, NUMERIC), op).toEqual(runRows(lanes.reference, op, NUMERIC));
      const special: Row[] = [QNAN, NEG_QNAN, SNAN, NEG_SNAN, f32(3)].flatMap((a) => [QNAN, SNAN, NEG_SNAN, f32(-2)].map((d) => ({ mem: a, operand: d })))
        .filter((r) => !(quiet(r.mem) && quiet(r.operand)) && !(signaling(r.mem) && signaling(r.operand))) // undefined in the extension
        .concat([{ mem: NEG_ZERO, operand: 0 }, { mem: 0, operand: NEG_ZERO }]);
      const ours = runRows(lanes.ours, op, special);
      special.forEach((r, i) => {
        const expected = { returned: r.mem, after: intelMinMax(op === 'atomicMax', r.mem, r.operand) };
        const label = `${op}(0x${r.mem.toString(16)}, 0x${r.operand.toString(16)})`;
        expect(ours.buffer[i], `${label} buffer`).toEqual(expected);
        expect(ours.shared[i], `${label} shared`).toEqual(expected);
      });
    }
  });

  it('atomicCompSwap compares as floats (-0 == +0, NaN equals nothing); the int one carried through the same marker matches the reference', () => {
    const rows: Row[] = [
      { mem: f32(1), compare: f32(1), operand: f32(5) }, { mem: f32(1), compare: f32(2), operand: f32(5) },
      { mem: 0, compare: NEG_ZERO, operand: f32(6) }, { mem: NEG_ZERO, compare: 0, operand: f32(7) },
      { mem: QNAN, compare: QNAN, operand: f32(8) }, { mem: f32(1), compare: SNAN, operand: f32(9) }, { mem: SNAN, compare: f32(1), operand: f32(9) },
    ];
    const ours = runRows(lanes.ours, 'atomicCompSwap', rows);
    rows.forEach((r, i) => {
      const a = new Float32Array(new Uint32Array([r.mem]).buffer)[0];
      const c = new Float32Array(new Uint32Array([r.compare!]).buffer)[0];
      const expected = { returned: r.mem, after: a === c ? r.operand : r.mem };
      expect(ours.buffer[i], `row ${i} buffer`).toEqual(expected);
      expect(ours.shared[i], `row ${i} shared`).toEqual(expected);
    });
    const ints: Row[] = [{ mem: 1, compare: 1, operand: 5 }, { mem: 1, compare: 2, operand: 5 }, { mem: 0xffffffff, compare: 0xffffffff, operand: 3 }];
    expect(runRows(lanes.ours, 'atomicCompSwap', ints, 'int')).toEqual(runRows(lanes.reference, 'atomicCompSwap', ints, 'int'));
  });

  const CONTENDED = (op: 'atomicAdd' | 'atomicExchange') => `#version 430
#extension GL_NV_shader_atomic_float : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { float mem; float memS; float old[64]; float oldS[64]; };
shared float s;
void main() {
  uint i = gl_LocalInvocationIndex;
  if (i == 0u) s = memS;
  barrier();
  old[i] = ${op}(mem, ${op === 'atomicAdd' ? '1.0' : 'float(i + 1u)'});
  oldS[i] = ${op}(s, ${op === 'atomicAdd' ? '1.0' : 'float(i + 1u)'});
  barrier();
  if (i == 0u) memS = s;
}
`;
  /** Sorted returned values + the final value per variant: 0..64 for both operations when every update lands. */
  const contended = (lane: LaneFactory, op: 'atomicAdd' | 'atomicExchange') => {
    const out = new Float32Array(dispatch(lane, CONTENDED(op), new Uint32Array(130)).buffer);
    const seen = (final: number, returned: Float32Array) => [...returned, ...(op === 'atomicExchange' ? [final] : [])].sort((x, y) => x - y);
    return { buffer: { final: out[0], seen: seen(out[0], out.subarray(2, 66)) }, shared: { final: out[1], seen: seen(out[1], out.subarray(66, 130)) } };
  };

  it('64 invocations on one element: every add and every exchange lands once (as on the reference)', () => {
    for (const op of ['atomicAdd', 'atomicExchange'] as const) {
      const ours = contended(lanes.ours, op);
      const reference = contended(lanes.reference, op);
      const all = Array.from({ length: op === 'atomicAdd' ? 64 : 65 }, (_, i) => i);
      for (const variant of ['buffer', 'shared'] as const) {
        expect(ours[variant].seen, `${op} ${variant}`).toEqual(reference[variant].seen);
        expect(ours[variant].seen, `${op} ${variant}`).toEqual(all);
        // The order of the exchanges (so the value left) is the scheduler's; the sum is not.
        if (op === 'atomicAdd') expect([ours[variant].final, reference[variant].final]).toEqual([64, 64]);
      }
    }
  });

  // A block the fragment stage adds to and the vertex stage only reads: GLES links it only if both stages declare it
  // alike, so both retype it. 250 × 250 fragments (piglit's window) add 0.5 each: 31,250.
  const crossStage = `[require]
GLSL >= 4.30
GL_NV_shader_atomic_float
[vertex shader]
#version 430
layout(std430, binding = 0) buffer B { float total; float scale; };
in vec4 piglit_vertex;
void main() { gl_Position = piglit_vertex * vec4(scale, scale, 1.0, 1.0); }
[fragment shader]
#version 430
#extension GL_NV_shader_atomic_float : require
layout(std430, binding = 0) buffer B { float total; float scale; };
out vec4 color;
void main() { atomicAdd(total, 0.5); color = vec4(0.0, 1.0, 0.0, 1.0); }
[test]
ssbo 0 8
ssbo 0 subdata float 4 1.0
draw rect -1 -1 2 2
probe all rgba 0.0 1.0 0.0 1.0
probe ssbo float 0 0 == 31250.0
`;
  it('a buffer block shared with a stage without float atomics is retyped there too (the program links)', async () => {
    expect(await verdict(crossStage, lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(crossStage, lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    plantFloatAtomicsFault('stage-local-blocks');
    expect((await verdict(crossStage, lanes.ours)).reason, 'planted: retyped in the fragment stage only').toMatch(/do not match/);
  });

  it('negative controls: a planted min without the NaN rules, and a planted non-atomic add, fail', () => {
    plantFloatAtomicsFault('min-ignores-nan');
    const row: Row = { mem: QNAN, operand: f32(-2) }; // a quiet NaN loses: the memory becomes -2
    expect(runRows(lanes.ours, 'atomicMin', [row]).buffer[0].after).not.toBe(f32(-2));
    plantFloatAtomicsFault('add-not-atomic');
    expect(contended(lanes.ours, 'atomicAdd').buffer.final).toBeLessThan(64);
  });
});
