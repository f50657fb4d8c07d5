// get_texture_image's operands on the server (gles-readback-pack PushedReadback.getTextureImage): the target, level,
// box and format / type come from the wire, so each is checked against the texture resource before anything is
// read — Fatal{ProtocolCorruption} otherwise, with no driver call made. The texture here is a stand-in: a 2D array
// of 2×2 texels and 3 layers at level 0 (its shape as the images-upload bridge reports it).
import { PushedReadback, ScratchReadFramebuffer, type PushedReadbackDevice } from '@mgpipe/gles-readback-pack';
import { MGPipeFatal, type MGPBox } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';

const PACK = { alignment: 4, rowLength: 0, skipRows: 0, skipPixels: 0, imageHeight: 0, skipImages: 0, swapBytes: false, lsbFirst: false };

function pushed() {
  const driverCalls: string[] = [];
  const gl = new Proxy({}, { get: (_t, name) => () => { driverCalls.push(String(name)); } });
  const image = { internalFormat: GL.RGBA8, width: 2, height: 2, depth: 3, samples: 0, fixedSampleLocations: true, data: null, dirty: null };
  const front = { target: GL.TEXTURE_2D_ARRAY, GetImage: (_face: number, level: number) => (level === 0 ? image : { ...image, width: 0, height: 0, depth: 0 }) };
  const dev = {
    gl, bindings: new Proxy({}, { get: (_t, name) => () => { driverCalls.push(`bindings.${String(name)}`); } }),
    inputs: { getPixelPackState: () => PACK },
    caps: { textureNorm16: false },
    pushedTextureForRead: () => ({ twin: { name: 9, target: GL.TEXTURE_2D_ARRAY }, front }),
  } as unknown as PushedReadbackDevice;
  const reads = new PushedReadback(dev, {} as never, new ScratchReadFramebuffer(dev.gl, dev.bindings));
  return { reads, driverCalls };
}

const BOX: MGPBox = { x: 0, y: 0, z: 0, w: 2, h: 2, d: 3 };

function kind(f: () => unknown): string {
  try { f(); } catch (e) { if (e instanceof MGPipeFatal) return e.kind; throw e; }
  return 'none';
}

describe('get_texture_image operands on the server', () => {
  it('a box, level, target or format outside the resource is ProtocolCorruption before any driver call', () => {
    const { reads, driverCalls } = pushed();
    const h = { slot: 1, gen: 1 };
    const read = (target: number, level: number, box: MGPBox, format: number = GL.RGBA) => () => reads.getTextureImage(h, target, level, format, GL.UNSIGNED_BYTE, box);
    expect(kind(read(GL.TEXTURE_3D, 0, BOX))).toBe('ProtocolCorruption'); // not the texture's target
    expect(kind(read(GL.TEXTURE_2D_ARRAY, 16, BOX))).toBe('ProtocolCorruption'); // no such level
    expect(kind(read(GL.TEXTURE_2D_ARRAY, -1, BOX))).toBe('ProtocolCorruption');
    expect(kind(read(GL.TEXTURE_2D_ARRAY, 0, { ...BOX, d: 4 }))).toBe('ProtocolCorruption'); // a 4th layer
    expect(kind(read(GL.TEXTURE_2D_ARRAY, 0, { ...BOX, x: 1 }))).toBe('ProtocolCorruption'); // past the row
    expect(kind(read(GL.TEXTURE_2D_ARRAY, 0, { ...BOX, y: -1 }))).toBe('ProtocolCorruption');
    expect(kind(read(GL.TEXTURE_2D_ARRAY, 0, { ...BOX, w: 0.5 }))).toBe('ProtocolCorruption');
    expect(kind(read(GL.TEXTURE_2D_ARRAY, 1, BOX))).toBe('ProtocolCorruption'); // level 1 is empty
    expect(kind(read(GL.TEXTURE_2D_ARRAY, 0, BOX, 0x1234))).toBe('ProtocolCorruption'); // packs no bytes
    expect(driverCalls).toEqual([]);
  });

  it('the control: the whole level reads three layers, one scratch attachment each', () => {
    const { reads, driverCalls } = pushed();
    expect(reads.getTextureImage({ slot: 1, gen: 1 }, GL.TEXTURE_2D_ARRAY, 0, GL.RGBA, GL.UNSIGNED_BYTE, BOX).byteLength).toBe(48);
    expect(driverCalls.filter((c) => c === 'glFramebufferTextureLayer')).toHaveLength(3);
    expect(driverCalls.filter((c) => c === 'glReadPixels')).toHaveLength(3);
  });
});
