// getCompressed*Image answer from the blocks the compressed uploads kept (GL 4.5 §8.11.4: the compressed image,
// exactly its compressed size). The byte-for-byte comparison with Mesa is the lane test
// (libs/backend-gles/test/buffer-offset-lanes.test.ts); these cover the front end's own rules: block-aligned
// sub-updates, storage-only blocks, and images whose blocks it does not know (zeros, said through the debug output).
import { describe, expect, it } from 'vitest';
import { createFrontEndGL } from '../src/index.ts';

function setup() {
  const { gl } = createFrontEndGL({ width: 8, height: 8 });
  const seen: string[] = [];
  gl.debugMessageCallback((_s, _t, _id, _sev, message) => seen.push(message));
  const [t] = gl.genTextures(1);
  gl.bindTexture(gl.TEXTURE_2D, t!);
  return { gl, seen };
}

const blocks = new Uint8Array(32).map((_, i) => (i * 37 + 11) & 0xff); // 8×8 RGTC1: four 8-byte blocks
const one = new Uint8Array(8).map((_, i) => 0xa0 + i);

function readBack(gl: ReturnType<typeof setup>['gl']): number[] {
  const out = new Uint8Array(40).fill(0xee); // 8 bytes past the compressed size must stay 0xee
  gl.getCompressedTexImage(gl.TEXTURE_2D, 0, out);
  return Array.from(out);
}

describe('getCompressedTexImage: the kept blocks', () => {
  it('returns the uploaded blocks, exactly 32 bytes, with no debug message', () => {
    const { gl, seen } = setup();
    gl.compressedTexImage2D(gl.TEXTURE_2D, 0, gl.COMPRESSED_RED_RGTC1, 8, 8, 0, 32, blocks);
    expect(readBack(gl)).toEqual([...blocks, ...new Array(8).fill(0xee)]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(seen).toEqual([]);
  });

  it('texStorage2D then one block by compressedTexSubImage2D: that block, the never-written ones zero (undefined content)', () => {
    const { gl } = setup();
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.COMPRESSED_RED_RGTC1, 8, 8);
    gl.compressedTexSubImage2D(gl.TEXTURE_2D, 0, 0, 4, 4, 4, gl.COMPRESSED_RED_RGTC1, 8, one); // block row 1, column 0
    expect(readBack(gl)).toEqual([...new Array(16).fill(0), ...one, ...new Array(8).fill(0), ...new Array(8).fill(0xee)]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('a redefinition by texImage2D from uncompressed texels forgets the blocks: zeros, exactly the size, and a debug message', () => {
    const { gl, seen } = setup();
    gl.compressedTexImage2D(gl.TEXTURE_2D, 0, gl.COMPRESSED_RED_RGTC1, 8, 8, 0, 32, blocks);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.COMPRESSED_RED_RGTC1, 8, 8, 0, gl.RED, gl.UNSIGNED_BYTE, new Uint8Array(64).fill(200));
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(readBack(gl)).toEqual([...new Array(32).fill(0), ...new Array(8).fill(0xee)]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(seen).toEqual([expect.stringContaining('compressed blocks are not known')]);
  });

  it('a texSubImage2D of uncompressed texels into the level drops the kept blocks', () => {
    const { gl, seen } = setup();
    gl.compressedTexImage2D(gl.TEXTURE_2D, 0, gl.COMPRESSED_RED_RGTC1, 8, 8, 0, 32, blocks);
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, 4, 4, gl.RED, gl.UNSIGNED_BYTE, new Uint8Array(16).fill(9));
    expect(gl.getError()).toBe(gl.NO_ERROR); // this front end accepts it (decoded shadow); it cannot re-encode
    expect(readBack(gl).slice(0, 32)).toEqual(new Array(32).fill(0));
    expect(seen.some((m) => m.includes('compressed blocks are not known'))).toBe(true);
  });
});
