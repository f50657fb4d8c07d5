// Issue 14, "every bad input handled": the generated argument checks on both lanes (sweep over the whole
// generated table, each lane in a child process so a driver crash fails the test instead of killing the
// runner), and the named cases each with their own test, on our stack and on the reference lane.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import type { Lane } from '@mgpipe/harness';
import { flatColorProgram, fullQuadStrip } from '@mgpipe/scenarios';

const SWEEP = join(import.meta.dirname, 'bad-input-sweep.ts');

function sweep(lane: 'gles' | 'reference', only?: string, plant?: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', SWEEP, lane, ...(only ? [only] : [])],
    { encoding: 'utf8', timeout: 120_000, env: plant ? { ...process.env, SWEEP_PLANT: plant } : process.env });
  expect(r.signal, `${lane} sweep died by ${r.signal} (stderr: ${r.stderr.slice(-400)})`).toBeNull();
  expect(r.status, r.stderr.slice(-400)).toBe(0);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as { calls: number; typeErrors: number; failures: string[]; pixel: number[] };
}

describe.each(['gles', 'reference'] as const)('bad-input sweep over every entry point: %s', (lane) => {
  it('wrong-typed arguments are named TypeErrors, out-of-range ones GL errors, and the context still draws', () => {
    const result = sweep(lane);
    expect(result.failures).toEqual([]);
    expect(result.calls).toBeGreaterThan(15_000);
    expect(result.typeErrors).toBeGreaterThan(9_000);
    expect(result.pixel).toEqual([0, 255, 0, 255, 0]); // green triangle strip over red, no GL error
  });
});

describe('the sweep itself', () => {
  it('negative control: a method without its checks is reported (accepted wrong-typed arguments)', () => {
    const result = sweep('gles', 'activeTexture', 'activeTexture');
    expect(result.failures.length).toBeGreaterThan(3);
    expect(result.failures[0]).toMatch(/^activeTexture\(texture = undefined\): accepted, wanted a TypeError/);
  });
});

describe.each(['gles', 'reference'] as const)('named bad inputs: %s', (which) => {
  let lane: Lane;
  let gl: GL;
  beforeAll(async () => {
    lane = (which === 'gles' ? await glesLane() : await referenceLane())({ width: 4, height: 4 });
    lane.makeCurrent();
    gl = lane.gl;
  });
  afterAll(() => lane.destroy());
  const err = () => gl.getError();

  it('a null or undefined enum is a TypeError naming the function and parameter', () => {
    const [b] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, b!);
    expect(() => gl.bufferData(gl.ARRAY_BUFFER, 4, null, undefined as never))
      .toThrow("bufferData: parameter 'usage' must be a GLenum (integer), got undefined");
    expect(() => gl.enable(null as never)).toThrow(TypeError);
    expect(err()).toBe(gl.NO_ERROR);
  });

  it('activeTexture(NaN) is a TypeError; the active unit is unchanged', () => {
    gl.activeTexture(gl.TEXTURE3);
    expect(() => gl.activeTexture(NaN)).toThrow("activeTexture: parameter 'texture' must be a GLenum (integer), got NaN");
    expect(gl.getIntegerv(gl.ACTIVE_TEXTURE)).toEqual([gl.TEXTURE3]);
    gl.activeTexture(gl.TEXTURE0);
  });

  it('texStorage2D with NaN levels is a TypeError, nothing allocated', () => {
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t!);
    expect(() => gl.texStorage2D(gl.TEXTURE_2D, NaN, gl.RGBA8, 4, 4)).toThrow(/texStorage2D: parameter 'levels'/);
    expect(gl.getTexParameteriv(gl.TEXTURE_2D, gl.TEXTURE_IMMUTABLE_FORMAT)).toEqual([0]);
    gl.texStorage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 4, 4);
    expect(err()).toBe(gl.INVALID_VALUE);
  });

  it('blendFunci(-1, …) is INVALID_VALUE (GLuint 0xFFFFFFFF) and changes no draw buffer', () => {
    gl.blendFunc(gl.ONE, gl.ZERO);
    gl.blendFunci(-1, gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
    expect(err()).toBe(gl.INVALID_VALUE);
    expect(gl.getIntegeri_v(gl.BLEND_SRC_RGB, 0)).toEqual([gl.ONE]);
    expect(gl.getIntegeri_v(gl.BLEND_SRC_RGB, 1)).toEqual([gl.ONE]);
  });

  it('bindBufferRange with size -1 is INVALID_VALUE, not a whole-buffer binding', () => {
    const [b] = gl.genBuffers(1);
    gl.bindBuffer(gl.UNIFORM_BUFFER, b!);
    gl.bufferData(gl.UNIFORM_BUFFER, 256, null, gl.STATIC_DRAW);
    gl.bindBufferRange(gl.UNIFORM_BUFFER, 0, b!, 0, -1);
    expect(err()).toBe(gl.INVALID_VALUE);
    expect(gl.getIntegeri_v(gl.UNIFORM_BUFFER_BINDING, 0)).toEqual([0]);
  });

  it('genBuffers(Infinity) is a TypeError; genBuffers(2^21) is OUT_OF_MEMORY; the context keeps working', () => {
    expect(() => gl.genBuffers(Infinity)).toThrow("genBuffers: parameter 'n' must be a GLsizei (integer), got Infinity");
    expect(gl.genBuffers(1 << 21)).toEqual([]);
    expect(err()).toBe(gl.OUT_OF_MEMORY);
    expect(gl.genBuffers(2)).toHaveLength(2);
    expect(err()).toBe(gl.NO_ERROR);
  });

  it('a plain array as client memory is a TypeError; a too-short view is INVALID_OPERATION; data alone is the short form', () => {
    const [b] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, b!);
    expect(() => gl.bufferData(gl.ARRAY_BUFFER, 12, [1, 2, 3] as never, gl.STATIC_DRAW)).toThrow(/bufferData: parameter 'data'.*got an Array of length 3/);
    gl.bufferData(gl.ARRAY_BUFFER, 16, new Uint8Array(4), gl.STATIC_DRAW);
    expect(err()).toBe(gl.INVALID_OPERATION);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([1, 2, 3]), gl.DYNAMIC_DRAW);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_SIZE)).toBe(12);
    gl.bufferSubData(gl.ARRAY_BUFFER, 4, new Float32Array([7]));
    const out = new Float32Array(3);
    gl.getBufferSubData(gl.ARRAY_BUFFER, 0, out);
    expect(Array.from(out)).toEqual([1, 7, 3]);
    const px = new Uint8Array(3); // readPixels of one RGBA pixel needs 4 bytes
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    expect(err()).toBe(gl.INVALID_OPERATION);
    expect(err()).toBe(gl.NO_ERROR);
  });

  it('a mapped view is detached by unmapBuffer: a stale write reaches neither copy', () => {
    const [b] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, b!);
    gl.bufferData(gl.ARRAY_BUFFER, new Uint8Array([1, 2, 3, 4]), gl.DYNAMIC_DRAW);
    const view = gl.mapBufferRange(gl.ARRAY_BUFFER, 0, 4, gl.MAP_WRITE_BIT | gl.MAP_READ_BIT)!;
    expect(Array.from(view)).toEqual([1, 2, 3, 4]);
    view[0] = 9;
    expect(gl.unmapBuffer(gl.ARRAY_BUFFER)).toBe(true);
    expect(view.length).toBe(0); // detached
    view[1] = 77; // a stale write: goes nowhere
    const out = new Uint8Array(4);
    gl.getBufferSubData(gl.ARRAY_BUFFER, 0, 4, out);
    expect(Array.from(out)).toEqual([9, 2, 3, 4]);
    expect(err()).toBe(gl.NO_ERROR);
  });
});

describe.each(['gles', 'reference'] as const)('client-memory vertex arrays: %s', (which) => {
  it('a client array shorter than the draw fetches is INVALID_OPERATION on both lanes; a long enough one draws', async () => {
    const lane = (which === 'gles' ? await glesLane() : await referenceLane())({ width: 4, height: 4 });
    lane.makeCurrent();
    const { gl } = lane;
    const flat = flatColorProgram(gl);
    gl.useProgram(flat.program);
    gl.uniform4f(flat.color, 0, 0, 1, 1);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, fullQuadStrip());
    gl.enableVertexAttribArray(0);
    gl.clearColor(1, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 1000); // 1000 vertices from a 4-vertex array
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.drawElements(gl.TRIANGLES, 3, gl.UNSIGNED_SHORT, new Uint16Array([0, 1, 9])); // index 9 is past the end
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    const px = new Uint8Array(4);
    gl.readPixels(2, 2, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    expect(Array.from(px)).toEqual([0, 0, 255, 255]);
    lane.destroy();
  });
});
