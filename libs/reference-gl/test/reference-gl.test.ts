// The reference lane behind the GL interface: DESIGN §7's shapes (names returned, arrays without counts,
// strings, getters returning values) over Mesa's desktop GL 4.5 compatibility context.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceGL, type ReferenceGL } from '../src/index.ts';

const W = 32;
const H = 24;
let lane: ReferenceGL;

beforeAll(() => {
  lane = createReferenceGL({ width: W, height: H });
  lane.makeCurrent();
});
afterAll(() => lane.destroy());

function rgbaAt(pixels: Uint8Array, x: number, y: number): number[] {
  const i = (y * W + x) * 4;
  return Array.from(pixels.subarray(i, i + 4));
}

describe('reference lane (desktop GL 4.5 compatibility through the GL interface)', () => {
  it('framebuffer 0 is the W×H surface and the initial viewport covers it', () => {
    const { gl } = lane;
    expect(gl.getIntegerv(gl.VIEWPORT)).toEqual([0, 0, W, H]);
    expect(gl.getIntegerv(gl.DRAW_FRAMEBUFFER_BINDING)).toEqual([0]);
    expect(gl.getString(gl.VERSION)).toMatch(/^4\.5 \(Compatibility Profile\)/);
  });

  it('draws a triangle from a client-memory array and a buffer, read back at named pixels', () => {
    const { gl } = lane;
    const vs = gl.createShader(gl.VERTEX_SHADER);
    gl.shaderSource(vs, '#version 330 core\nlayout(location = 0) in vec2 p;\nvoid main() { gl_Position = vec4(p, 0.0, 1.0); }\n');
    gl.compileShader(vs);
    expect(gl.getShaderiv(vs, gl.COMPILE_STATUS)).toBe(gl.TRUE);
    const fs = gl.createShader(gl.FRAGMENT_SHADER);
    gl.shaderSource(fs, '#version 330 core\nuniform vec4 color;\nout vec4 o;\nvoid main() { o = color; }\n');
    gl.compileShader(fs);
    const prog = gl.createProgram();
    gl.attachShader(prog, vs);
    gl.attachShader(prog, fs);
    gl.linkProgram(prog);
    expect(gl.getProgramiv(prog, gl.LINK_STATUS)).toBe(gl.TRUE);
    expect(gl.getProgramInfoLog(prog)).toBe('');
    expect(gl.getActiveUniform(prog, 0)).toEqual({ name: 'color', size: 1, type: gl.FLOAT_VEC4 });
    expect(gl.getActiveUniform(prog, 7)).toBeNull();
    expect(gl.getError()).toBe(gl.INVALID_VALUE); // the bad index above

    gl.useProgram(prog);
    const loc = gl.getUniformLocation(prog, 'color');
    gl.uniform4fv(loc, [1, 0, 0, 1]);
    expect(gl.getUniformfv(prog, loc)).toEqual([1, 0, 0, 1]);
    gl.clearColor(0, 0, 1, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    // Lower-left half of the surface: x + y < 0 in NDC.
    const tri = new Float32Array([-1, -1, 1, -1, -1, 1]);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, tri); // client memory: compat profile
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    const px = lane.readDefaultFramebuffer();
    expect(rgbaAt(px, 2, 2)).toEqual([255, 0, 0, 255]);
    expect(rgbaAt(px, W - 2, H - 2)).toEqual([0, 0, 255, 255]);

    const [vao] = gl.genVertexArrays(1);
    const [vbo, spare] = gl.genBuffers(2);
    expect(vbo).toBeGreaterThan(0);
    expect(spare).toBe(vbo + 1);
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
    // Upper-right half this time.
    gl.bufferData(gl.ARRAY_BUFFER, 24, new Float32Array([1, 1, -1, 1, 1, -1]), gl.STATIC_DRAW);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_SIZE)).toBe(24);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 8, 0);
    gl.uniform4fv(loc, new Float32Array([0, 1, 0, 1]));
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    const px2 = lane.readDefaultFramebuffer();
    expect(rgbaAt(px2, 2, 2)).toEqual([255, 0, 0, 255]);
    expect(rgbaAt(px2, W - 2, H - 2)).toEqual([0, 255, 0, 255]);
    gl.deleteBuffers([vbo, spare]);
    expect(gl.isBuffer(vbo)).toBe(false);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('returns vector state as arrays of the pname\'s length and maps buffers as Uint8Array', () => {
    const { gl } = lane;
    gl.colorMask(true, false, true, false);
    expect(gl.getBooleanv(gl.COLOR_WRITEMASK)).toEqual([1, 0, 1, 0]);
    gl.colorMask(true, true, true, true);
    expect(gl.getFloatv(gl.DEPTH_RANGE)).toEqual([0, 1]);
    expect(gl.getIntegerv(gl.MAX_TEXTURE_SIZE)).toHaveLength(1);
    expect(gl.getIntegeri_v(gl.MAX_COMPUTE_WORK_GROUP_COUNT, 0)).toHaveLength(1);
    const [buf] = gl.genBuffers(1);
    gl.bindBuffer(gl.COPY_WRITE_BUFFER, buf);
    gl.bufferData(gl.COPY_WRITE_BUFFER, 8, null, gl.DYNAMIC_DRAW);
    const mapped = gl.mapBufferRange(gl.COPY_WRITE_BUFFER, 0, 8, gl.MAP_WRITE_BIT);
    expect(mapped).toBeInstanceOf(Uint8Array);
    mapped!.set([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(gl.unmapBuffer(gl.COPY_WRITE_BUFFER)).toBe(true);
    const back = new Uint8Array(8);
    gl.getBufferSubData(gl.COPY_WRITE_BUFFER, 0, 8, back);
    expect(Array.from(back)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('answers a compute program\'s work group size as three numbers', () => {
    const { gl } = lane;
    const cs = gl.createShader(gl.COMPUTE_SHADER);
    gl.shaderSource(cs, '#version 430\nlayout(local_size_x = 8, local_size_y = 4) in;\nvoid main() {}\n');
    gl.compileShader(cs);
    const prog = gl.createProgram();
    gl.attachShader(prog, cs);
    gl.linkProgram(prog);
    expect(gl.getProgramiv(prog, gl.COMPUTE_WORK_GROUP_SIZE)).toEqual([8, 4, 1]);
    expect(gl.getAttachedShaders(prog)).toEqual([cs]);
  });

  it('sizes a per-object list query by that object\'s count: all of a block\'s uniform indices, none written past', () => {
    const { gl } = lane;
    const link = (stage: number, source: string) => {
      const sh = gl.createShader(stage);
      gl.shaderSource(sh, source);
      gl.compileShader(sh);
      const prog = gl.createProgram();
      gl.attachShader(prog, sh);
      gl.linkProgram(prog);
      expect(gl.getProgramiv(prog, gl.LINK_STATUS), gl.getProgramInfoLog(prog)).toBe(gl.TRUE);
      return prog;
    };
    // Three members used: UNIFORM_BLOCK_ACTIVE_UNIFORMS is 3, so the list has three entries (the GL interface
    // returned one, and the driver wrote the other two past a one-element output, before the count query).
    const prog = link(gl.FRAGMENT_SHADER, '#version 330 core\nlayout(std140) uniform B { vec4 a; vec4 b; vec4 c; };\nout vec4 o;\nvoid main() { o = a + b + c; }\n');
    expect(gl.getActiveUniformBlockiv(prog, 0, gl.UNIFORM_BLOCK_ACTIVE_UNIFORMS)).toBe(3);
    const indices = gl.getActiveUniformBlockiv(prog, 0, gl.UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES) as unknown as number[];
    expect([...indices].sort()).toEqual([0, 1, 2]);
    // Atomic counters: the buffer's first counter index, from an output sized for all of its counters.
    const counters = link(gl.COMPUTE_SHADER, '#version 430\nlayout(local_size_x = 1) in;\nlayout(binding = 0) uniform atomic_uint c0, c1, c2;\nvoid main() { atomicCounterIncrement(c0); atomicCounterIncrement(c1); atomicCounterIncrement(c2); }\n');
    expect(gl.getActiveAtomicCounterBufferiv(counters, 0, gl.ATOMIC_COUNTER_BUFFER_ACTIVE_ATOMIC_COUNTERS)).toBe(3);
    expect(gl.getActiveAtomicCounterBufferiv(counters, 0, gl.ATOMIC_COUNTER_BUFFER_ACTIVE_ATOMIC_COUNTER_INDICES)).toBeGreaterThanOrEqual(0);
    // A bad block index: the count query and the list query raise INVALID_VALUE, nothing is read back.
    gl.getActiveUniformBlockiv(prog, 5, gl.UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });
});
