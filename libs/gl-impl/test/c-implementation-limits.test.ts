// The GL 4.5 implementation limits no area owns: every row answers all typed getters without an error,
// driver rows read the backend's reported driver value (0 when the driver lacks the pname), fixed rows
// their value.
import { describe, expect, it } from 'vitest';
import { createFrontEndGL, GL45_MINIMUM_CAPS, RecordingBackend } from '../src/index.ts';
import { IMPLEMENTATION_LIMITS } from '../src/entry-points/c-implementation-limits.ts';
import { GL } from '@mgpipe/value-types';

function glWith(driverLimits?: Map<number, number[]>) {
  const backend = new RecordingBackend({ ...GL45_MINIMUM_CAPS, driverLimits });
  return createFrontEndGL({ width: 4, height: 4, backend }).gl;
}

describe('implementation limits', () => {
  it('answers every row through getIntegerv / getInteger64v / getFloatv / getBooleanv without INVALID_ENUM', () => {
    const gl = glWith();
    for (const row of IMPLEMENTATION_LIMITS) {
      for (const get of [gl.getIntegerv, gl.getInteger64v, gl.getFloatv, gl.getBooleanv, gl.getDoublev]) {
        expect(get.call(gl, row.pname), `0x${row.pname.toString(16)}`).toHaveLength(1);
        expect(gl.getError(), `0x${row.pname.toString(16)}`).toBe(gl.NO_ERROR);
      }
    }
    // The examples, once INVALID_ENUM.
    for (const p of [GL.MAX_VERTEX_TEXTURE_IMAGE_UNITS, GL.MIN_MAP_BUFFER_ALIGNMENT, GL.MAX_FRAGMENT_ATOMIC_COUNTERS, GL.MAX_TESS_GEN_LEVEL]) {
      gl.getIntegerv(p);
      expect(gl.getError()).toBe(gl.NO_ERROR);
    }
  });

  it("reads driver rows from the backend's driver limits, 0 for a pname the driver lacks", () => {
    const gl = glWith(new Map([[GL.MAX_VERTEX_TEXTURE_IMAGE_UNITS, [24]], [GL.MAX_FRAGMENT_INTERPOLATION_OFFSET, [0.5]]]));
    expect(gl.getIntegerv(GL.MAX_VERTEX_TEXTURE_IMAGE_UNITS)).toEqual([24]);
    expect(gl.getFloatv(GL.MAX_FRAGMENT_INTERPOLATION_OFFSET)).toEqual([0.5]);
    expect(gl.getIntegerv(GL.MAX_CULL_DISTANCES)).toEqual([0]);
    // Without a driver (unit-test backend): GL 4.5's minimum maxima.
    expect(glWith().getIntegerv(GL.MAX_VERTEX_TEXTURE_IMAGE_UNITS)).toEqual([16]);
  });

  it("answers the driver's storage-block and stage-interface limits (GL 4.5's minimums without a driver)", () => {
    const pnames = [GL.MAX_VERTEX_SHADER_STORAGE_BLOCKS, GL.MAX_COMBINED_SHADER_STORAGE_BLOCKS, GL.MAX_VERTEX_OUTPUT_COMPONENTS,
      GL.MAX_GEOMETRY_INPUT_COMPONENTS, GL.MAX_GEOMETRY_OUTPUT_COMPONENTS, GL.MAX_FRAGMENT_INPUT_COMPONENTS];
    // Mesa 22.3 llvmpipe's GLES 3.2 values (piglit requires vertex storage blocks >= 1 and 128 vertex output components).
    const gl = glWith(new Map([16, 80, 128, 128, 128, 128].map((v, i) => [pnames[i], [v]])));
    expect(pnames.map((p) => gl.getIntegerv(p)[0])).toEqual([16, 80, 128, 128, 128, 128]);
    expect(pnames.map((p) => glWith().getIntegerv(p)[0])).toEqual([0, 8, 64, 64, 128, 128]);
  });

  it("answers the driver's atomic counter limits (GL 4.5's minimums without a driver) and the fixed values", () => {
    expect(glWith(new Map([[GL.MAX_FRAGMENT_ATOMIC_COUNTERS, [4096]]])).getIntegerv(GL.MAX_FRAGMENT_ATOMIC_COUNTERS)).toEqual([4096]);
    expect(glWith().getIntegerv(GL.MAX_FRAGMENT_ATOMIC_COUNTERS)).toEqual([8]);
    expect(glWith().getIntegerv(GL.MAX_ATOMIC_COUNTER_BUFFER_SIZE)).toEqual([32]);
    const gl = glWith(new Map());
    expect(gl.getIntegerv(GL.MAX_FRAGMENT_ATOMIC_COUNTERS)).toEqual([0]);
    expect(gl.getIntegerv(GL.MIN_MAP_BUFFER_ALIGNMENT)).toEqual([64]);
    expect(gl.getIntegerv(GL.DEBUG_OUTPUT)).toEqual([0]);
    gl.enable(GL.DEBUG_OUTPUT);
    expect(gl.getIntegerv(GL.DEBUG_OUTPUT)).toEqual([1]);
    const n = gl.getIntegerv(GL.NUM_SHADING_LANGUAGE_VERSIONS)[0];
    const versions = Array.from({ length: n }, (_, i) => gl.getStringi(GL.SHADING_LANGUAGE_VERSION, i));
    expect(versions).toContain('150 core');
    expect(versions).toContain('450 core');
    expect(gl.getIntegerv(GL.PROGRAM_BINARY_FORMATS)).toEqual([]);
  });
});
