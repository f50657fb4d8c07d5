// getInternalformativ / getMultisamplefv / getGraphicsResetStatus / getPointerv (GL 4.5 §22.3, §14.3.1).
import { describe, expect, it } from 'vitest';
import { createFrontEndGL, UNIMPLEMENTED_METHODS } from '../src/index.ts';

function fresh() {
  return createFrontEndGL({ width: 8, height: 8 }).gl;
}

describe('format and sample queries', () => {
  it('every method of the GL interface is implemented', () => {
    expect(UNIMPLEMENTED_METHODS).toEqual([]);
  });

  it('lists sample counts high to low, bounded by count, for renderable formats only', () => {
    const gl = fresh();
    // The recording backend's caps: MAX_SAMPLES 4 (GL 4.5 minimum) → counts 4, 2.
    expect(gl.getInternalformativ(gl.RENDERBUFFER, gl.RGBA8, gl.NUM_SAMPLE_COUNTS, 1)).toEqual([2]);
    expect(gl.getInternalformativ(gl.RENDERBUFFER, gl.RGBA8, gl.SAMPLES, 4)).toEqual([4, 2]);
    expect(gl.getInternalformativ(gl.RENDERBUFFER, gl.RGBA8, gl.SAMPLES, 1)).toEqual([4]);
    expect(gl.getInternalformativ(gl.TEXTURE_2D, gl.RGBA8, gl.NUM_SAMPLE_COUNTS, 1)).toEqual([0]);
    expect(gl.getInternalformativ(gl.RENDERBUFFER, gl.DEPTH24_STENCIL8, gl.INTERNALFORMAT_DEPTH_SIZE, 1)).toEqual([24]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('names the errors of bad targets, counts and pnames', () => {
    const gl = fresh();
    expect(gl.getInternalformativ(gl.ARRAY_BUFFER, gl.RGBA8, gl.SAMPLES, 4)).toEqual([]);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.getInternalformativ(gl.RENDERBUFFER, gl.RGBA8, gl.SAMPLES, -1);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
  });

  it('gives the one sample of the single-sample default framebuffer at the pixel center', () => {
    const gl = fresh();
    expect(gl.getMultisamplefv(gl.SAMPLE_POSITION, 0)).toEqual([0.5, 0.5]);
    gl.getMultisamplefv(gl.SAMPLE_POSITION, 1);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.getMultisamplefv(gl.VIEWPORT, 0);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
  });

  it('never reports a lost context, and reads the debug callback pointers as 0', () => {
    const gl = fresh();
    expect(gl.getGraphicsResetStatus()).toBe(gl.NO_ERROR);
    expect(gl.getPointerv(gl.DEBUG_CALLBACK_FUNCTION)).toBe(0);
    gl.getPointerv(gl.VIEWPORT);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
  });
});
