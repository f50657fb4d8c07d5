// Where C's pointer argument is a byte offset into a bound buffer (GL 4.5 §4.2.3 QUERY_BUFFER, §8.11.4 /
// §18.2 PIXEL_PACK_BUFFER), run through our stack (front end over this backend) and on the reference lane
// (Mesa's desktop GL 4.5): the bytes that land in the buffer, read back with getBufferSubData, the returned
// values and the GL errors must be the same on both. Each buffer starts filled with a marker byte so a write
// at the wrong offset, or a write that should not have happened, shows.
import type { GL } from '@mgpipe/gl-api';
import { createReferenceGL } from '@mgpipe/reference-gl';
import { describe, expect, it } from 'vitest';
import { openFrontEnd } from './helpers.ts';

const W = 16, H = 16;
type Observe = (gl: GL) => unknown[];

function same(observe: Observe): unknown[] {
  const { backend, gl } = openFrontEnd(W, H);
  let ours: unknown[];
  try { ours = observe(gl); } finally { backend.destroy(); }
  const lane = createReferenceGL({ width: W, height: H });
  let reference: unknown[];
  try { lane.makeCurrent(); reference = observe(lane.gl); } finally { lane.destroy(); }
  expect(ours).toEqual(reference);
  return ours;
}

/** A buffer of `size` bytes of `marker`, bound to `target`. */
function markedBuffer(gl: GL, target: number, size: number, marker: number): number {
  const [b] = gl.genBuffers(1);
  gl.bindBuffer(target, b!);
  gl.bufferData(target, new Uint8Array(size).fill(marker), gl.DYNAMIC_READ);
  return b!;
}

function bytesOf(gl: GL, target: number, size: number): number[] {
  const got = new Uint8Array(size);
  gl.getBufferSubData(target, 0, size, got);
  return Array.from(got);
}

describe('getQueryObject* with a QUERY_BUFFER bound: the result at the offset argument', () => {
  it('32- and 64-bit forms at several offsets, QUERY_RESULT / NO_WAIT / AVAILABLE / TARGET, offset ignored when unbound', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const [q] = gl.genQueries(1);
      gl.beginQuery(gl.SAMPLES_PASSED, q!);
      gl.endQuery(gl.SAMPLES_PASSED); // nothing drawn: the result is 0, available once waited for
      // No QUERY_BUFFER: the value comes back; a given offset changes nothing.
      o.push(gl.getQueryObjectuiv(q!, gl.QUERY_RESULT), gl.getQueryObjectuiv(q!, gl.QUERY_TARGET, 12), gl.getError());
      markedBuffer(gl, gl.QUERY_BUFFER, 64, 0xaa);
      o.push(gl.getQueryObjectuiv(q!, gl.QUERY_TARGET, 4)); // returns 0: nothing goes to client memory
      gl.getQueryObjectiv(q!, gl.QUERY_RESULT, 8);
      gl.getQueryObjectuiv(q!, gl.QUERY_RESULT_AVAILABLE, 12);
      gl.getQueryObjectuiv(q!, gl.QUERY_RESULT_NO_WAIT, 16);
      gl.getQueryObjecti64v(q!, gl.QUERY_TARGET, 24);
      gl.getQueryObjectui64v(q!, gl.QUERY_RESULT_AVAILABLE, 32);
      gl.getQueryObjectui64v(q!, gl.QUERY_RESULT, 40);
      gl.getQueryObjectiv(q!, gl.QUERY_TARGET); // left out: offset 0
      gl.getQueryObjectuiv(q!, gl.QUERY_TARGET, 60); // the last 4 bytes exactly
      o.push(gl.getError(), bytesOf(gl, gl.QUERY_BUFFER, 64));
      return o;
    });
    const bytes = out[out.length - 1] as number[];
    const u32 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! * 2 ** 24);
    expect(u32(0)).toBe(0x8914); // SAMPLES_PASSED, the query's target
    expect(u32(4)).toBe(0x8914);
    expect(u32(8)).toBe(0);
    expect(u32(12)).toBe(1);
    expect([u32(24), u32(28), u32(32), u32(36)]).toEqual([0x8914, 0, 1, 0]);
    expect(bytes.slice(48, 60)).toEqual(new Array(12).fill(0xaa)); // untouched between the writes
  });

  it('errors: negative offset INVALID_VALUE, a result past the end INVALID_OPERATION, nothing written', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const [q] = gl.genQueries(1);
      gl.beginQuery(gl.ANY_SAMPLES_PASSED, q!);
      gl.endQuery(gl.ANY_SAMPLES_PASSED);
      markedBuffer(gl, gl.QUERY_BUFFER, 16, 0x55);
      gl.getQueryObjectuiv(q!, gl.QUERY_TARGET, -4); o.push(gl.getError());
      gl.getQueryObjecti64v(q!, gl.QUERY_TARGET, -8); o.push(gl.getError());
      gl.getQueryObjectuiv(q!, gl.QUERY_TARGET, 13); o.push(gl.getError()); // 13 + 4 > 16
      gl.getQueryObjectui64v(q!, gl.QUERY_TARGET, 12); o.push(gl.getError()); // 12 + 8 > 16
      gl.getQueryObjectiv(q!, gl.QUERY_TARGET, 64); o.push(gl.getError());
      gl.getQueryObjecti64v(q!, gl.QUERY_TARGET, 8); o.push(gl.getError()); // fits exactly
      o.push(bytesOf(gl, gl.QUERY_BUFFER, 16));
      return o;
    });
    expect(out.slice(0, 6)).toEqual([0x501, 0x501, 0x502, 0x502, 0x502, 0]);
    expect((out[6] as number[]).slice(0, 8)).toEqual(new Array(8).fill(0x55));
  });
});

/** A 4×4 RGBA8 texture whose texel (x, y) is [x, y, 10 * x + y, 200]. */
function texture4x4(gl: GL): number {
  const [t] = gl.createTextures(gl.TEXTURE_2D, 1);
  gl.textureStorage2D(t!, 1, gl.RGBA8, 4, 4);
  const texels = new Uint8Array(64);
  for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) texels.set([x, y, 10 * x + y, 200], (y * 4 + x) * 4);
  gl.textureSubImage2D(t!, 0, 0, 0, 4, 4, gl.RGBA, gl.UNSIGNED_BYTE, texels);
  return t!;
}

describe('texture image queries with a PIXEL_PACK_BUFFER bound: pixels is a byte offset, as for readPixels', () => {
  it('getTexImage / getTextureImage / getTextureSubImage write at the offset under the pack state', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const t = texture4x4(gl);
      gl.bindTexture(gl.TEXTURE_2D, t);
      markedBuffer(gl, gl.PIXEL_PACK_BUFFER, 256, 0xcc);
      gl.getTexImage(gl.TEXTURE_2D, 0, gl.RGBA, gl.UNSIGNED_BYTE, 0); o.push(gl.getError());
      gl.getTextureImage(t, 0, gl.RGBA, gl.UNSIGNED_BYTE, 256, 64); o.push(gl.getError());
      // A 2×2 region at (1, 2), rows 12 bytes apart (PACK_ROW_LENGTH 3), at offset 140.
      gl.pixelStorei(gl.PACK_ROW_LENGTH, 3);
      gl.getTextureSubImage(t, 0, 1, 2, 0, 2, 2, 1, gl.RGBA, gl.UNSIGNED_BYTE, 256, 140); o.push(gl.getError());
      gl.pixelStorei(gl.PACK_ROW_LENGTH, 0);
      // One texel with PACK_SKIP_PIXELS 1: lands 4 bytes past the offset.
      gl.pixelStorei(gl.PACK_SKIP_PIXELS, 1);
      gl.getTextureSubImage(t, 0, 3, 3, 0, 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, 256, 200); o.push(gl.getError());
      gl.pixelStorei(gl.PACK_SKIP_PIXELS, 0);
      o.push(bytesOf(gl, gl.PIXEL_PACK_BUFFER, 256));
      return o;
    });
    expect(out.slice(0, 4)).toEqual([0, 0, 0, 0]);
    const bytes = out[4] as number[];
    expect(bytes.slice(0, 8)).toEqual([0, 0, 0, 200, 1, 0, 10, 200]); // texels (0,0), (1,0)
    expect(bytes.slice(64 + 60, 64 + 64)).toEqual([3, 3, 33, 200]); // getTextureImage's last texel
    expect(bytes.slice(140, 148)).toEqual([1, 2, 12, 200, 2, 2, 22, 200]);
    expect(bytes.slice(148, 152)).toEqual([0xcc, 0xcc, 0xcc, 0xcc]); // the row stride's gap is left alone
    expect(bytes.slice(152, 160)).toEqual([1, 3, 13, 200, 2, 3, 23, 200]);
    expect(bytes.slice(200, 208)).toEqual([0xcc, 0xcc, 0xcc, 0xcc, 3, 3, 33, 200]);
  });

  // The offset rule only; the blocks themselves are compared in 'compressed readback' below.
  it('compressed images (RGTC1): the offset rule', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const [t] = gl.createTextures(gl.TEXTURE_2D, 1);
      gl.textureStorage2D(t!, 1, gl.COMPRESSED_RED_RGTC1, 8, 8);
      const blocks = new Uint8Array(32).map((_, i) => (i * 37 + 11) & 0xff); // four 8-byte blocks
      gl.compressedTextureSubImage2D(t!, 0, 0, 0, 8, 8, gl.COMPRESSED_RED_RGTC1, 32, blocks);
      gl.bindTexture(gl.TEXTURE_2D, t!);
      markedBuffer(gl, gl.PIXEL_PACK_BUFFER, 128, 0xcc);
      gl.getCompressedTexImage(gl.TEXTURE_2D, 0, 8); o.push(gl.getError());
      gl.getCompressedTextureImage(t!, 0, 32, 48); o.push(gl.getError());
      gl.getCompressedTextureSubImage(t!, 0, 4, 0, 0, 4, 8, 1, 128, 96); o.push(gl.getError()); // the right column of blocks
      gl.getCompressedTexImage(gl.TEXTURE_2D, 0, 97); o.push(gl.getError()); // 97 + 32 > 128
      gl.getCompressedTextureImage(t!, 0, 32, 100); o.push(gl.getError());
      gl.getCompressedTextureSubImage(t!, 0, 4, 0, 0, 4, 8, 1, 128, 113); o.push(gl.getError()); // 113 + 16 > 128
      gl.getCompressedTextureSubImage(t!, 0, 4, 0, 0, 4, 8, 1, 0, 112); o.push(gl.getError()); // bufSize does not bound the buffer
      return o;
    });
    expect(out).toEqual([0, 0, 0, 0x502, 0x502, 0x502, 0]);
  });

  it('errors: past the end or misaligned is INVALID_OPERATION, nothing written; bufSize does not bound the buffer', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const t = texture4x4(gl);
      gl.bindTexture(gl.TEXTURE_2D, t);
      markedBuffer(gl, gl.PIXEL_PACK_BUFFER, 96, 0xcc);
      gl.getTexImage(gl.TEXTURE_2D, 0, gl.RGBA, gl.UNSIGNED_BYTE, 40); o.push(gl.getError()); // 40 + 64 > 96
      gl.getTextureImage(t, 0, gl.RGBA, gl.UNSIGNED_BYTE, 1000, 33); o.push(gl.getError());
      gl.getTextureSubImage(t, 0, 0, 0, 0, 2, 2, 1, gl.RGBA, gl.UNSIGNED_BYTE, 1000, 84); o.push(gl.getError()); // 84 + 16 > 96
      gl.getTextureSubImage(t, 0, 0, 0, 0, 1, 1, 1, gl.RGBA, gl.FLOAT, 1000, 2); o.push(gl.getError()); // not a multiple of 4
      gl.readPixels(0, 0, 4, 4, gl.RGBA, gl.UNSIGNED_BYTE, 40); o.push(gl.getError()); // readPixels: the same rule
      o.push(bytesOf(gl, gl.PIXEL_PACK_BUFFER, 96));
      // With the buffer bound, bufSize (client memory's bound) does not limit the write.
      gl.getTextureImage(t, 0, gl.RGBA, gl.UNSIGNED_BYTE, 0, 0); o.push(gl.getError());
      gl.getTextureSubImage(t, 0, 0, 0, 0, 2, 2, 1, gl.RGBA, gl.UNSIGNED_BYTE, 0, 80); o.push(gl.getError());
      return o;
    });
    expect(out.slice(0, 5)).toEqual([0x502, 0x502, 0x502, 0x502, 0x502]);
    expect(out[5]).toEqual(new Array(96).fill(0xcc));
  });
});

// GL 4.5 §8.11.4: GetCompressedTexImage returns the compressed blocks, exactly the image's compressed size: the
// bytes after it (client memory or the pack buffer) stay as they were. The expected blocks are the ones uploaded
// (a stated computation), and both lanes must agree. Formats: RGTC1 / RGTC2 (8- and 16-byte blocks), S3TC DXT5
// and BPTC (Mesa's llvmpipe keeps all of these compressed; ETC2 it may decompress on upload, so it is left out).
describe('compressed readback: the blocks uploaded, exactly the compressed size', () => {
  const FORMATS: readonly [string, number, number][] = [
    ['RGTC1', 0x8dbb, 8], ['RGTC2', 0x8dbd, 16], ['S3TC DXT5', 0x83f3, 16], ['BPTC UNORM', 0x8e8c, 16],
  ];
  for (const [name, format, bb] of FORMATS) {
    it(`${name}: client memory, a pack buffer at an offset with sentinels around it, then a compressedTexSubImage2D update`, () => {
      const size = 4 * bb; // 8×8: four 4×4 blocks
      const blocks = new Uint8Array(size).map((_, i) => (i * 37 + 11) & 0xff);
      const update = new Uint8Array(bb).map((_, i) => (i * 53 + 200) & 0xff); // the top-right block (x 4, y 0)
      const out = same((gl) => {
        const o: unknown[] = [];
        const [t] = gl.genTextures(1);
        gl.bindTexture(gl.TEXTURE_2D, t!);
        gl.compressedTexImage2D(gl.TEXTURE_2D, 0, format, 8, 8, 0, size, blocks); o.push(gl.getError());
        const client = new Uint8Array(size + 16).fill(0xee);
        gl.getCompressedTexImage(gl.TEXTURE_2D, 0, client); o.push(gl.getError(), Array.from(client));
        const pack = markedBuffer(gl, gl.PIXEL_PACK_BUFFER, 8 + size + 16, 0xcc);
        gl.getCompressedTexImage(gl.TEXTURE_2D, 0, 8); o.push(gl.getError(), bytesOf(gl, gl.PIXEL_PACK_BUFFER, 8 + size + 16));
        gl.bindBuffer(gl.PIXEL_PACK_BUFFER, 0);
        gl.compressedTexSubImage2D(gl.TEXTURE_2D, 0, 4, 0, 4, 4, format, bb, update); o.push(gl.getError());
        gl.bindBuffer(gl.PIXEL_PACK_BUFFER, pack);
        gl.bufferData(gl.PIXEL_PACK_BUFFER, new Uint8Array(8 + size + 16).fill(0xcc), gl.DYNAMIC_READ);
        gl.getCompressedTextureImage(t!, 0, size, 8); o.push(gl.getError(), bytesOf(gl, gl.PIXEL_PACK_BUFFER, 8 + size + 16));
        gl.bindBuffer(gl.PIXEL_PACK_BUFFER, 0);
        const sub = new Uint8Array(bb + 8).fill(0xee);
        gl.getCompressedTextureSubImage(t!, 0, 4, 0, 0, 4, 4, 1, bb + 8, sub); o.push(gl.getError(), Array.from(sub));
        return o;
      });
      const updated = Uint8Array.from(blocks);
      updated.set(update, bb); // blocks are stored row by row: (4, 0) is the second block
      const sentinel = (n: number, v: number) => new Array(n).fill(v) as number[];
      expect(out[0]).toBe(0);
      expect(out.slice(1, 3)).toEqual([0, [...blocks, ...sentinel(16, 0xee)]]);
      expect(out.slice(3, 5)).toEqual([0, [...sentinel(8, 0xcc), ...blocks, ...sentinel(16, 0xcc)]]);
      expect(out[5]).toBe(0);
      expect(out.slice(6, 8)).toEqual([0, [...sentinel(8, 0xcc), ...updated, ...sentinel(16, 0xcc)]]);
      expect(out.slice(8, 10)).toEqual([0, [...update, ...sentinel(8, 0xee)]]);
    });
  }
});
