// Issue 15, "reverse channel, not back-writes": bytes the server writes into a buffer (transform feedback capture,
// storage writes made visible by a barrier, readPixels into a PIXEL_PACK buffer) reach the client's shadow only as
// MGPipeCallbacks.on_buffer_writeback events, which the client applies itself (tracker buffer-writeback.ts). With
// buffers pushed, a tap on the channel sees each event; when the tap drops them, the shadow keeps its old bytes —
// so nothing on the server side writes the front-end buffer. Expected bytes are stated computations.
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import { glesLane } from '@mgpipe/lanes';
import type { BufferWriteback } from '@mgpipe/tracker';
import type { Lane } from '@mgpipe/harness';

interface Tap {
  events: { slot: number; gen: number; offset: number; length: number }[];
  drop: boolean;
  sink: BufferWriteback | null;
}

async function lane(push: string, tap: Tap | null): Promise<Lane> {
  const { parsePipeSwitches } = await import('@mgpipe/migration');
  const switches = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: push, MOBILEGL_PIPE_VERIFY: '0', MOBILEGL_PIPE_STATS: '0' }, {}, 'gles');
  const factory = await glesLane({
    switches,
    bufferWritebackTap: tap === null ? undefined : (sink) => {
      tap.sink = sink;
      return {
        on_buffer_writeback(res, offset, bytes) {
          tap.events.push({ slot: res.slot, gen: res.gen, offset: Number(offset), length: bytes.byteLength });
          if (!tap.drop) sink.on_buffer_writeback(res, offset, bytes);
        },
      };
    },
  });
  return factory({ width: 8, height: 8 });
}

function compile(gl: GL, type: number, source: string): number {
  const s = gl.createShader(type);
  gl.shaderSource(s, source);
  gl.compileShader(s);
  if (gl.getShaderiv(s, gl.COMPILE_STATUS) !== gl.TRUE) throw new Error(gl.getShaderInfoLog(s) ?? 'compile failed');
  return s;
}

function link(gl: GL, shaders: number[], beforeLink?: (p: number) => void): number {
  const p = gl.createProgram();
  for (const s of shaders) gl.attachShader(p, s);
  beforeLink?.(p);
  gl.linkProgram(p);
  if (gl.getProgramiv(p, gl.LINK_STATUS) !== gl.TRUE) throw new Error(gl.getProgramInfoLog(p) ?? 'link failed');
  return p;
}

const CAPTURE_VS = `#version 330 core
out float v;
void main() { v = float(gl_VertexID) * 2.0 + 1.0; gl_Position = vec4(0.0, 0.0, 0.0, 1.0); }
`;
const STORAGE_CS = `#version 430 core
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { uint words[]; };
void main() { words[gl_GlobalInvocationID.x] = 100u + gl_GlobalInvocationID.x; }
`;

/** Four points captured into a 16-byte buffer that starts as 0xEE bytes: the shadow after the capture. */
function captureFourPoints(gl: GL): Float32Array {
  const program = link(gl, [compile(gl, gl.VERTEX_SHADER, CAPTURE_VS)], (p) => gl.transformFeedbackVaryings(p, ['v'], gl.INTERLEAVED_ATTRIBS));
  const [buffer] = gl.genBuffers(1);
  gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, buffer);
  gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, new Uint8Array(16).fill(0xee), gl.DYNAMIC_COPY);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  gl.useProgram(program);
  gl.enable(gl.RASTERIZER_DISCARD);
  gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, buffer);
  gl.beginTransformFeedback(gl.POINTS);
  gl.drawArrays(gl.POINTS, 0, 4);
  gl.endTransformFeedback();
  gl.disable(gl.RASTERIZER_DISCARD);
  const got = new Float32Array(4);
  gl.getBufferSubData(gl.TRANSFORM_FEEDBACK_BUFFER, 0, got);
  return got;
}

/** A compute shader writes words 100..103 into a 16-byte storage buffer of zeros; the shadow after the barrier. */
function storageWrite(gl: GL): Uint32Array {
  const program = link(gl, [compile(gl, gl.COMPUTE_SHADER, STORAGE_CS)]);
  const [buffer] = gl.genBuffers(1);
  gl.bindBuffer(gl.SHADER_STORAGE_BUFFER, buffer);
  gl.bufferData(gl.SHADER_STORAGE_BUFFER, new Uint32Array(4), gl.DYNAMIC_COPY);
  gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, 0, buffer);
  gl.useProgram(program);
  gl.dispatchCompute(1, 1, 1);
  gl.memoryBarrier(gl.BUFFER_UPDATE_BARRIER_BIT);
  const got = new Uint32Array(4);
  gl.getBufferSubData(gl.SHADER_STORAGE_BUFFER, 0, got);
  return got;
}

/**
 * readPixels of a 2×1 rect, cleared to (10, 20, 30, 40), into a 16-byte PIXEL_PACK buffer of 0xAB bytes at offset 4
 * with PACK_SKIP_PIXELS 1 and PACK_ROW_LENGTH 3: bytes 4..7 are skipped, 8..15 get the two pixels.
 */
function readIntoPackBuffer(gl: GL): Uint8Array {
  gl.clearColor(10 / 255, 20 / 255, 30 / 255, 40 / 255);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const [buffer] = gl.genBuffers(1);
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
  gl.bufferData(gl.PIXEL_PACK_BUFFER, new Uint8Array(16).fill(0xab), gl.STREAM_READ);
  gl.pixelStorei(gl.PACK_SKIP_PIXELS, 1);
  gl.pixelStorei(gl.PACK_ROW_LENGTH, 3);
  gl.readPixels(0, 0, 2, 1, gl.RGBA, gl.UNSIGNED_BYTE, 4);
  gl.pixelStorei(gl.PACK_SKIP_PIXELS, 0);
  gl.pixelStorei(gl.PACK_ROW_LENGTH, 0);
  const got = new Uint8Array(16);
  gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, got);
  return got;
}

const CAPTURED = [1, 3, 5, 7];
const STORED = [100, 101, 102, 103];
const PACKED = [0xab, 0xab, 0xab, 0xab, 0xab, 0xab, 0xab, 0xab, 10, 20, 30, 40, 10, 20, 30, 40];

describe('buffer reverse channel (buffers pushed)', () => {
  let current: Lane | null = null;
  afterEach(() => {
    current?.destroy();
    current = null;
  });

  const cases = [
    { name: 'transform feedback capture', run: (gl: GL) => Array.from(captureFourPoints(gl)), want: CAPTURED, before: [] as number[], bytes: 16, at: 0 },
    { name: 'storage writes at a BUFFER_UPDATE barrier', run: (gl: GL) => Array.from(storageWrite(gl)), want: STORED, before: [0, 0, 0, 0], bytes: 16, at: 0 },
    // read_pixels_to_buffer writes the packed rows only: bytes 8..15 (the skipped pixel at 4..7 is not sent).
    { name: 'readPixels into a PIXEL_PACK buffer', run: (gl: GL) => Array.from(readIntoPackBuffer(gl)), want: PACKED, before: new Array(16).fill(0xab), bytes: 8, at: 8 },
  ];

  for (const c of cases) {
    it(`${c.name}: arrives as one on_buffer_writeback the client applies (pull lane: the same bytes)`, async () => {
      const tap: Tap = { events: [], drop: false, sink: null };
      current = await lane('all', tap);
      expect(c.run(current.gl)).toEqual(c.want);
      expect(current.gl.getError()).toBe(current.gl.NO_ERROR);
      expect(tap.events.length).toBe(1);
      expect(tap.events[0]).toMatchObject({ offset: c.at, length: c.bytes });
      expect(tap.sink!.stats).toMatchObject({ applied: 1, bytes: c.bytes, staleHandle: 0, outOfRange: 0 });
      current.destroy();
      current = await lane('none', null);
      expect(c.run(current.gl)).toEqual(c.want);
    });

    it(`${c.name}: with the events dropped, the client's shadow keeps its old bytes (no server-side write)`, async () => {
      const tap: Tap = { events: [], drop: true, sink: null };
      current = await lane('all', tap);
      const got = c.run(current.gl);
      expect(tap.events.length).toBe(1);
      // The capture's buffer started as 0xEE bytes: read as floats they are one repeated NaN-free pattern.
      const before = c.before.length > 0 ? c.before : Array.from(new Float32Array(new Uint8Array(16).fill(0xee).buffer));
      expect(got).toEqual(before);
    });
  }

  it('an event naming no live buffer, or a range past the shadow, is dropped and counted, never written', async () => {
    const tap: Tap = { events: [], drop: false, sink: null };
    current = await lane('all', tap);
    const gl = current.gl;
    expect(captureFourPoints(gl)).toEqual(new Float32Array(CAPTURED));
    const live = tap.events[0];
    const sink = tap.sink!;
    sink.on_buffer_writeback({ slot: live.slot, gen: live.gen + 1 }, 0n, new Uint8Array(4).fill(1));
    sink.on_buffer_writeback({ slot: 4000, gen: 1 }, 0n, new Uint8Array(4).fill(1));
    sink.on_buffer_writeback({ slot: live.slot, gen: live.gen }, 13n, new Uint8Array(4).fill(1));
    sink.on_buffer_writeback({ slot: live.slot, gen: live.gen }, -1n, new Uint8Array(1).fill(1));
    expect(sink.stats).toMatchObject({ applied: 1, staleHandle: 2, outOfRange: 2 });
    const got = new Float32Array(4);
    gl.getBufferSubData(gl.TRANSFORM_FEEDBACK_BUFFER, 0, got);
    expect(Array.from(got)).toEqual(CAPTURED);
  });
});
