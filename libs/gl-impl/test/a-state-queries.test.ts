import { describe, expect, it } from 'vitest';
import { convertValue } from '../src/entry-points/a-state-queries.ts';
import { advertisedExtensions } from '../src/entry-points/a-extensions.ts';
import { err, makeA } from './a-helpers.ts';

describe('state queries: GL 4.5 §2.2.2 conversions', () => {
  it('float state through getIntegerv rounds; normalized state maps [-1, 1] onto the int range', () => {
    const { gl } = makeA();
    gl.lineWidth(2.6);
    expect(gl.getIntegerv(gl.LINE_WIDTH)).toEqual([3]);
    expect(gl.getFloatv(gl.LINE_WIDTH)).toEqual([Math.fround(2.6)]);
    gl.clearColor(1, 0, -1, 0.5);
    expect(gl.getIntegerv(gl.COLOR_CLEAR_VALUE)).toEqual([2147483647, 0, -2147483648, 1073741823]);
    expect(gl.getIntegerv(gl.DEPTH_RANGE)).toEqual([0, 2147483647]);
    expect(gl.getBooleanv(gl.COLOR_CLEAR_VALUE)).toEqual([1, 0, 1, 1]);
    expect(gl.getDoublev(gl.COLOR_CLEAR_VALUE)).toEqual([1, 0, -1, 0.5]);
  });

  it('unsigned masks keep their bit pattern through getIntegerv and their value through getInteger64v', () => {
    const { gl } = makeA();
    expect(gl.getIntegerv(gl.STENCIL_WRITEMASK)).toEqual([-1]);
    expect(gl.getInteger64v(gl.STENCIL_WRITEMASK)).toEqual([0xffffffff]);
    gl.stencilMaskSeparate(gl.BACK, 0xf0);
    expect(gl.getIntegerv(gl.STENCIL_BACK_WRITEMASK)).toEqual([0xf0]);
    expect(gl.getBooleanv(gl.DEPTH_WRITEMASK)).toEqual([1]);
    expect(convertValue(1e12, 0, false)).toBe(2147483647);
    expect(convertValue(-1e12, 0, false)).toBe(-2147483648);
  });

  it('initial state values', () => {
    const { gl } = makeA(20, 10);
    expect(gl.getIntegerv(gl.VIEWPORT)).toEqual([0, 0, 20, 10]);
    expect(gl.getIntegeri_v(gl.VIEWPORT, 15)).toEqual([0, 0, 20, 10]);
    expect(gl.getIntegerv(gl.SCISSOR_BOX)).toEqual([0, 0, 20, 10]);
    expect(gl.getIntegerv(gl.BLEND_SRC_RGB)).toEqual([gl.ONE]);
    expect(gl.getIntegerv(gl.BLEND_EQUATION_RGB)).toEqual([gl.FUNC_ADD]);
    expect(gl.getIntegerv(gl.DEPTH_FUNC)).toEqual([gl.LESS]);
    expect(gl.getIntegerv(gl.STENCIL_BACK_FUNC)).toEqual([gl.ALWAYS]);
    expect(gl.getIntegerv(gl.CULL_FACE_MODE)).toEqual([gl.BACK]);
    expect(gl.getIntegerv(gl.FRONT_FACE)).toEqual([gl.CCW]);
    expect(gl.getIntegerv(gl.POLYGON_MODE)).toEqual([gl.FILL, gl.FILL]);
    expect(gl.getIntegerv(gl.PROVOKING_VERTEX)).toEqual([gl.LAST_VERTEX_CONVENTION]);
    expect(gl.getIntegerv(gl.POINT_SPRITE_COORD_ORIGIN)).toEqual([gl.UPPER_LEFT]);
    expect(gl.getIntegerv(gl.LOGIC_OP_MODE)).toEqual([gl.COPY]);
    expect(gl.getBooleanv(gl.COLOR_WRITEMASK)).toEqual([1, 1, 1, 1]);
    expect(gl.getIntegerv(gl.FRAGMENT_SHADER_DERIVATIVE_HINT)).toEqual([gl.DONT_CARE]);
    expect(gl.getIntegerv(gl.PATCH_VERTICES)).toEqual([3]);
    expect(gl.getIntegerv(gl.VERTEX_ARRAY_BINDING)).toEqual([0]);
    expect(gl.getBooleanv(gl.DITHER)).toEqual([1]);
  });

  it('indexed forms: per draw buffer and per viewport; out-of-range index is INVALID_VALUE', () => {
    const { gl } = makeA();
    gl.blendFunci(3, gl.DST_COLOR, gl.ZERO);
    expect(gl.getIntegeri_v(gl.BLEND_SRC_RGB, 3)).toEqual([gl.DST_COLOR]);
    expect(gl.getIntegeri_v(gl.BLEND_SRC_RGB, 2)).toEqual([gl.ONE]);
    gl.colorMaski(1, true, false, true, false);
    expect(gl.getBooleani_v(gl.COLOR_WRITEMASK, 1)).toEqual([1, 0, 1, 0]);
    gl.depthRangeIndexed(4, 0.25, 0.5);
    expect(gl.getDoublei_v(gl.DEPTH_RANGE, 4)).toEqual([0.25, 0.5]);
    expect(gl.getFloati_v(gl.DEPTH_RANGE, 4)).toEqual([0.25, 0.5]);
    gl.sampleMaski(0, 5);
    expect(gl.getIntegeri_v(gl.SAMPLE_MASK_VALUE, 0)).toEqual([5]);
    expect(gl.getIntegeri_v(gl.VIEWPORT, 16)).toEqual([]);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    expect(gl.getIntegeri_v(gl.BLEND_SRC_RGB, 8)).toEqual([]);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    expect(gl.getIntegeri_v(gl.DEPTH_FUNC, 0)).toEqual([]);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
    expect(gl.getIntegerv(0x1234)).toEqual([]);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
  });

  it('limits, version and profile', () => {
    const { gl } = makeA();
    expect(gl.getIntegerv(gl.MAJOR_VERSION)).toEqual([4]);
    expect(gl.getIntegerv(gl.MINOR_VERSION)).toEqual([5]);
    expect(gl.getIntegerv(gl.CONTEXT_PROFILE_MASK)).toEqual([gl.CONTEXT_CORE_PROFILE_BIT]);
    expect(gl.getIntegerv(gl.MAX_VERTEX_ATTRIBS)).toEqual([16]);
    expect(gl.getIntegerv(gl.MAX_VIEWPORTS)).toEqual([16]);
    expect(gl.getIntegerv(gl.MAX_UNIFORM_BUFFER_BINDINGS)).toEqual([84]);
    expect(gl.getIntegerv(gl.UNIFORM_BUFFER_OFFSET_ALIGNMENT)).toEqual([256]);
    expect(gl.getIntegerv(gl.MAX_VERTEX_ATTRIB_STRIDE)).toEqual([2048]);
    expect(gl.getIntegerv(gl.MAX_VIEWPORT_DIMS)).toEqual([16384, 16384]);
    expect(gl.getIntegerv(gl.NUM_EXTENSIONS)).toEqual([advertisedExtensions({}).length]);
  });

  it('getString / getStringi', () => {
    const { gl } = makeA();
    expect(gl.getString(gl.VENDOR)).toBe('MGPipe');
    expect(gl.getString(gl.RENDERER)).toBe('MGPipe recording backend');
    expect(gl.getString(gl.VERSION)).toBe('4.5 (Core Profile) MGPipe');
    expect(gl.getString(gl.SHADING_LANGUAGE_VERSION)).toBe('4.50');
    expect(gl.getString(gl.EXTENSIONS)).toBeNull();
    expect(err(gl)).toBe(gl.INVALID_ENUM);
    const n = gl.getIntegerv(gl.NUM_EXTENSIONS)[0];
    for (let i = 0; i < n; i++) expect(gl.getStringi(gl.EXTENSIONS, i)).toMatch(/^GL_/);
    expect(gl.getStringi(gl.EXTENSIONS, n)).toBeNull();
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    expect(gl.getStringi(gl.VENDOR, 0)).toBeNull();
    expect(err(gl)).toBe(gl.INVALID_ENUM);
  });

  it('the first error sticks until getError', () => {
    const { gl } = makeA();
    gl.enable(0x1234);
    gl.lineWidth(-1);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
    expect(err(gl)).toBe(gl.NO_ERROR);
  });
});
