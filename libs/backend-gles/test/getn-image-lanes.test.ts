// glGetnTexImage / glGetnCompressedTexImage (GL 4.5 §8.11.4, from ARB_robustness) on both lanes: into client memory
// bounded by bufSize (too small: INVALID_OPERATION, nothing written), and into a bound PIXEL_PACK_BUFFER at an offset
// (bufSize bounds client memory only). The reference lane once resolved Mesa's core name to a do-nothing stub: no
// pixels, no error; it now takes the ARB entry point (native marshal.cc).
import { describe, expect, it } from 'vitest';
import { observeOnBothLanes } from './helpers.ts';

describe('getnTexImage / getnCompressedTexImage, both lanes', () => {
  it('client memory and a pack buffer at an offset; bufSize too small is INVALID_OPERATION', () => {
    const { ours, reference } = observeOnBothLanes(8, 8, (gl) => {
      const o: unknown[] = [];
      const [t] = gl.createTextures(gl.TEXTURE_2D, 1);
      gl.textureStorage2D(t!, 1, gl.RGBA8, 2, 2);
      gl.textureSubImage2D(t!, 0, 0, 0, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(16).map((_, i) => i + 1));
      gl.bindTexture(gl.TEXTURE_2D, t!);
      const out = new Uint8Array(16);
      gl.getnTexImage(gl.TEXTURE_2D, 0, gl.RGBA, gl.UNSIGNED_BYTE, 16, out); o.push(Array.from(out), gl.getError());
      const small = new Uint8Array(16).fill(9);
      gl.getnTexImage(gl.TEXTURE_2D, 0, gl.RGBA, gl.UNSIGNED_BYTE, 12, small); o.push(Array.from(small), gl.getError());
      gl.getnCompressedTexImage(gl.TEXTURE_2D, 0, 16, out); o.push(gl.getError()); // not compressed: INVALID_OPERATION
      const [b] = gl.genBuffers(1);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, b!);
      gl.bufferData(gl.PIXEL_PACK_BUFFER, new Uint8Array(64).fill(0xcc), gl.DYNAMIC_READ);
      gl.getnTexImage(gl.TEXTURE_2D, 0, gl.RGBA, gl.UNSIGNED_BYTE, 1000, 8); o.push(gl.getError());
      gl.getnTexImage(gl.TEXTURE_2D, 0, gl.RGBA, gl.UNSIGNED_BYTE, 0, 40); o.push(gl.getError()); // bufSize 0: the buffer bounds it
      gl.getnTexImage(gl.TEXTURE_2D, 0, gl.RGBA, gl.UNSIGNED_BYTE, 1000, 60); o.push(gl.getError()); // 60 + 16 > 64
      const got = new Uint8Array(64);
      gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, 64, got); o.push(Array.from(got));
      return o;
    });
    expect(ours).toEqual(reference);
    const texels = Array.from({ length: 16 }, (_, i) => i + 1);
    expect(reference.slice(0, 6)).toEqual([texels, 0, new Array(16).fill(9), 0x502, 0x502, 0]);
    expect(reference.slice(6, 8)).toEqual([0, 0x502]);
    const bytes = reference[8] as number[];
    expect(bytes.slice(8, 24)).toEqual(texels);
    expect(bytes.slice(40, 56)).toEqual(texels);
    expect(bytes.slice(24, 40)).toEqual(new Array(16).fill(0xcc));
  });
});
