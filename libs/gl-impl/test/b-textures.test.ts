// Area B textures and samplers: names, binding rules, image specification, unpack state, counters, params.
import { describe, expect, it } from 'vitest';
import { createFrontEndGL, type RecordingBackend } from '../src/index.ts';

function setup() {
  const { gl, frontEnd } = createFrontEndGL({ width: 8, height: 8 });
  return { gl, fe: frontEnd, st: frontEnd.state };
}

describe('texture names and bindings', () => {
  it('reuses deleted names LIFO with distinct lifetime ids; isTexture is false until first bind', () => {
    const { gl, st } = setup();
    const [a, b] = gl.genTextures(2);
    expect(gl.isTexture(a)).toBe(false);
    gl.bindTexture(gl.TEXTURE_2D, a);
    gl.bindTexture(gl.TEXTURE_2D, b);
    expect(gl.isTexture(a)).toBe(true);
    const idA = st.objects.textures.Get(a)!.lifetimeId;
    const idB = st.objects.textures.Get(b)!.lifetimeId;
    gl.deleteTextures([a, b]);
    const [c, d] = gl.genTextures(2);
    expect([c, d]).toEqual([b, a]); // most recently freed first
    gl.bindTexture(gl.TEXTURE_2D, c);
    const idC = st.objects.textures.Get(c)!.lifetimeId;
    expect(idC).not.toBe(idB);
    expect(idC).not.toBe(idA);
    expect(gl.getIntegerv(gl.TEXTURE_BINDING_2D)).toEqual([c]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('fixes the target at first bind: a different target is INVALID_OPERATION and binds nothing', () => {
    const { gl } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.bindTexture(gl.TEXTURE_3D, t);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(gl.getIntegerv(gl.TEXTURE_BINDING_3D)).toEqual([0]);
    gl.bindTexture(gl.TEXTURE_2D, 77); // never generated
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.bindTexture(0x1234, t);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
  });

  it('textureBind moves on real binding changes only; activeTexture range', () => {
    const { gl, st } = setup();
    const [t] = gl.genTextures(1);
    const g0 = st.generations.textureBind;
    gl.bindTexture(gl.TEXTURE_2D, t);
    expect(st.generations.textureBind).toBe(g0 + 1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    expect(st.generations.textureBind).toBe(g0 + 1);
    gl.activeTexture(gl.TEXTURE0 + 5);
    expect(gl.getIntegerv(gl.ACTIVE_TEXTURE)).toEqual([gl.TEXTURE0 + 5]);
    expect(gl.getIntegerv(gl.TEXTURE_BINDING_2D)).toEqual([0]);
    gl.activeTexture(gl.TEXTURE0 + 192);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
  });

  it('bindTextures binds each to its own target and keeps going past a bad name', () => {
    const { gl, st } = setup();
    const [a, b] = gl.genTextures(2);
    gl.bindTexture(gl.TEXTURE_2D, a);
    gl.bindTexture(gl.TEXTURE_3D, b);
    gl.bindTextures(3, [a, 999, b]);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(st.textures.GetBound(3, 1)?.name).toBe(a);
    expect(st.textures.GetBound(5, 2)?.name).toBe(b);
  });
});

describe('image specification', () => {
  it('texImage2D moves shape + level content + anyTextureContent + anyFboAttachment; not params', () => {
    const { gl, st } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    const tex = st.objects.textures.Get(t)!;
    const g = { ...st.generations };
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 4, 4, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(tex.shapeVersion).toBe(1);
    expect(tex.GetLevelContentVersion(0)).toBe(1);
    expect(tex.paramsVersion).toBe(0);
    expect(st.generations.anyTextureContent).toBeGreaterThan(g.anyTextureContent);
    expect(st.generations.anyFboAttachment).toBeGreaterThan(g.anyFboAttachment);
    expect(st.generations.anyTextureParams).toBe(g.anyTextureParams);
    expect(gl.getTexLevelParameteriv(gl.TEXTURE_2D, 0, gl.TEXTURE_WIDTH)).toBe(4);
    expect(gl.getTexLevelParameteriv(gl.TEXTURE_2D, 0, gl.TEXTURE_INTERNAL_FORMAT)).toBe(gl.RGBA8);
    expect(gl.getTexLevelParameteriv(gl.TEXTURE_2D, 0, gl.TEXTURE_RED_TYPE)).toBe(gl.UNSIGNED_NORMALIZED);
  });

  it('texSubImage2D applies row length, skip pixels/rows and alignment on the client; moves content, not shape', () => {
    const { gl, st } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 4, 4, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
    const tex = st.objects.textures.Get(t)!;
    const shape = tex.shapeVersion, content = tex.GetLevelContentVersion(0), fbo = st.generations.anyFboAttachment;
    gl.pixelStorei(gl.UNPACK_ROW_LENGTH, 3);
    gl.pixelStorei(gl.UNPACK_SKIP_PIXELS, 1);
    gl.pixelStorei(gl.UNPACK_SKIP_ROWS, 1);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 8);
    // Row stride = ceil(3 px · 4 B / 8) · 8 = 16 B; start = 1·4 + 1·16 = 20; extent = 20 + 16 + 2·4 = 44.
    const src = new Uint8Array(44).map((_, i) => i);
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 1, 1, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, src);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    const data = tex.GetImage(0, 0).data!;
    const at = (x: number, y: number) => Array.from(data.subarray((y * 4 + x) * 4, (y * 4 + x) * 4 + 4));
    expect(at(1, 1)).toEqual([20, 21, 22, 23]);
    expect(at(2, 1)).toEqual([24, 25, 26, 27]);
    expect(at(1, 2)).toEqual([36, 37, 38, 39]);
    expect(at(2, 2)).toEqual([40, 41, 42, 43]);
    expect(at(0, 0)).toEqual([0, 0, 0, 0]);
    expect(tex.shapeVersion).toBe(shape);
    expect(tex.GetLevelContentVersion(0)).toBe(content + 1);
    expect(st.generations.anyFboAttachment).toBe(fbo);
    const dirty = tex.GetImage(0, 0).dirty!;
    expect([dirty.x0, dirty.y0, dirty.x1, dirty.y1]).toEqual([1, 1, 3, 3]);
    // One byte short of the extent: INVALID_OPERATION, nothing written.
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 1, 1, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(43));
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(tex.GetLevelContentVersion(0)).toBe(content + 1);
  });

  it('RGB rows pad to UNPACK_ALIGNMENT 4 (3 px · 3 B = 9 → 12 B stride) and float sources convert to UNORM', () => {
    const { gl, st } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    const src = new Uint8Array(12 + 9).map((_, i) => i);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB8, 3, 2, 0, gl.RGB, gl.UNSIGNED_BYTE, src);
    const data = st.objects.textures.Get(t)!.GetImage(0, 0).data!;
    expect(Array.from(data.subarray(9, 12))).toEqual([12, 13, 14]); // row 1 starts at source byte 12
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 1, 1, 0, gl.RGBA, gl.FLOAT, new Float32Array([0.5, 1, 0, 2]));
    expect(Array.from(st.objects.textures.Get(t)!.GetImage(0, 0).data!)).toEqual([128, 255, 0, 255]);
  });

  it('a PIXEL_UNPACK buffer offset reads the buffer shadow; out-of-range offsets are INVALID_OPERATION', () => {
    const { gl, st } = setup();
    const [buf] = gl.genBuffers(1);
    gl.bindBuffer(gl.PIXEL_UNPACK_BUFFER, buf);
    gl.bufferData(gl.PIXEL_UNPACK_BUFFER, 8, new Uint8Array([9, 9, 9, 9, 1, 2, 3, 4]), gl.STATIC_DRAW);
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, 4);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(Array.from(st.objects.textures.Get(t)!.GetImage(0, 0).data!)).toEqual([1, 2, 3, 4]);
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, 5);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('validates in spec order: enums, values, combinations', () => {
    const { gl } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    const cases: [() => void, number][] = [
      [() => gl.texImage2D(gl.TEXTURE_3D, 0, gl.RGBA8, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, null), gl.INVALID_ENUM],
      [() => gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 1, 1, 0, 0x1234, gl.UNSIGNED_BYTE, null), gl.INVALID_ENUM],
      [() => gl.texImage2D(gl.TEXTURE_2D, 0, 0x1234, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, null), gl.INVALID_VALUE],
      [() => gl.texImage2D(gl.TEXTURE_2D, -1, gl.RGBA8, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, null), gl.INVALID_VALUE],
      [() => gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, null), gl.INVALID_VALUE],
      [() => gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 16385, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, null), gl.INVALID_VALUE],
      [() => gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 1, 1, 0, gl.RGB, gl.UNSIGNED_SHORT_4_4_4_4, null), gl.INVALID_OPERATION],
      [() => gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8UI, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, null), gl.INVALID_OPERATION],
      [() => gl.texImage2D(gl.TEXTURE_2D, 0, gl.DEPTH_COMPONENT24, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, null), gl.INVALID_OPERATION],
      [() => gl.texImage2D(gl.TEXTURE_CUBE_MAP_POSITIVE_X, 0, gl.RGBA8, 2, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, null), gl.INVALID_VALUE],
      [() => gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4)), gl.INVALID_OPERATION],
    ];
    cases.forEach(([call, code], i) => {
      call();
      expect(gl.getError(), `case ${i}`).toBe(code);
    });
  });

  it('texStorage is immutable: later texImage / texStorage are INVALID_OPERATION; level counts are checked', () => {
    const { gl, st } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.texStorage2D(gl.TEXTURE_2D, 4, gl.RGBA8, 8, 8);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getTexParameteriv(gl.TEXTURE_2D, gl.TEXTURE_IMMUTABLE_FORMAT)).toEqual([1]);
    expect(gl.getTexParameteriv(gl.TEXTURE_2D, gl.TEXTURE_IMMUTABLE_LEVELS)).toEqual([4]);
    expect(st.objects.textures.Get(t)!.GetImage(0, 3).width).toBe(1);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 8, 8, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, 8, 8);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    const [u] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, u);
    gl.texStorage2D(gl.TEXTURE_2D, 5, gl.RGBA8, 8, 8); // 8×8 has 4 levels
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA, 8, 8); // unsized
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.bindTexture(gl.TEXTURE_2D, 0);
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, 8, 8);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // default texture
  });

  it('compressedTexImage2D decodes DXT1 into the RGBA8 fallback; imageSize must match', () => {
    const { gl, st } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    const block = new Uint8Array([0x00, 0xf8, 0x1f, 0x00, 0xe4, 0, 0, 0]);
    gl.compressedTexImage2D(gl.TEXTURE_2D, 0, gl.COMPRESSED_RGB_S3TC_DXT1_EXT, 4, 4, 0, 7, block);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.compressedTexImage2D(gl.TEXTURE_2D, 0, gl.COMPRESSED_RGB_S3TC_DXT1_EXT, 4, 4, 0, 8, block);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    const data = st.objects.textures.Get(t)!.GetImage(0, 0).data!;
    expect(Array.from(data.subarray(8, 12))).toEqual([170, 0, 85, 255]);
    expect(gl.getTexLevelParameteriv(gl.TEXTURE_2D, 0, gl.TEXTURE_COMPRESSED)).toBe(1);
    expect(gl.getTexLevelParameteriv(gl.TEXTURE_2D, 0, gl.TEXTURE_COMPRESSED_IMAGE_SIZE)).toBe(8);
    gl.compressedTexSubImage2D(gl.TEXTURE_2D, 0, 1, 0, 3, 4, gl.COMPRESSED_RGB_S3TC_DXT1_EXT, 8, block);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // not block aligned
  });

  it('generateMipmap allocates the level chain, then calls the verb; depth formats are INVALID_OPERATION', () => {
    const { gl, st, fe } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 8, 4, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
    gl.generateMipmap(gl.TEXTURE_2D);
    const tex = st.objects.textures.Get(t)!;
    expect([1, 2, 3].map((l) => [tex.GetImage(0, l).width, tex.GetImage(0, l).height])).toEqual([[4, 2], [2, 1], [1, 1]]);
    expect(tex.GetImage(0, 4).width).toBe(0);
    expect((fe.backend as RecordingBackend).callsOf('generateMipmap').length).toBe(1);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.DEPTH_COMPONENT24, 4, 4, 0, gl.DEPTH_COMPONENT, gl.UNSIGNED_INT, null);
    gl.generateMipmap(gl.TEXTURE_2D);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });
});

describe('texture and sampler parameters', () => {
  it('a changed value moves paramsVersion + anyTextureParams; an identical one moves nothing; bad values set errors', () => {
    const { gl, st } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    const tex = st.objects.textures.Get(t)!;
    const p0 = st.generations.anyTextureParams, c0 = st.generations.anyTextureContent;
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    expect(tex.paramsVersion).toBe(1);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    expect(tex.paramsVersion).toBe(1);
    expect(st.generations.anyTextureParams).toBe(p0 + 1);
    expect(st.generations.anyTextureContent).toBe(c0);
    gl.texParameteriv(gl.TEXTURE_2D, gl.TEXTURE_SWIZZLE_RGBA, [gl.BLUE, gl.GREEN, gl.RED, gl.ONE]);
    expect(gl.getTexParameteriv(gl.TEXTURE_2D, gl.TEXTURE_SWIZZLE_RGBA)).toEqual([gl.BLUE, gl.GREEN, gl.RED, gl.ONE]);
    gl.texParameterf(gl.TEXTURE_2D, gl.TEXTURE_MIN_LOD, -2.5);
    expect(gl.getTexParameterfv(gl.TEXTURE_2D, gl.TEXTURE_MIN_LOD)).toEqual([-2.5]);
    gl.texParameterIiv(gl.TEXTURE_2D, gl.TEXTURE_BORDER_COLOR, [1, -2, 3, 4]);
    expect(gl.getTexParameterIiv(gl.TEXTURE_2D, gl.TEXTURE_BORDER_COLOR)).toEqual([1, -2, 3, 4]);
    expect(tex.sampler.borderColorForm).toBe(1);
    const cases: [() => void, number][] = [
      [() => gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.REPEAT), gl.INVALID_ENUM],
      [() => gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_BORDER_COLOR, 0), gl.INVALID_ENUM],
      [() => gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_BASE_LEVEL, -1), gl.INVALID_VALUE],
      [() => gl.texParameterf(gl.TEXTURE_2D, gl.TEXTURE_MAX_ANISOTROPY, 0.5), gl.INVALID_VALUE],
      [() => gl.texParameteri(gl.TEXTURE_2D, gl.DEPTH_STENCIL_TEXTURE_MODE, gl.RED), gl.INVALID_ENUM],
      [() => gl.texParameteri(gl.TEXTURE_BUFFER, gl.TEXTURE_MIN_FILTER, gl.LINEAR), gl.INVALID_ENUM],
      [() => gl.texParameteri(gl.TEXTURE_2D_MULTISAMPLE, gl.TEXTURE_MIN_FILTER, gl.LINEAR), gl.INVALID_ENUM],
      [() => gl.texParameteri(gl.TEXTURE_RECTANGLE, gl.TEXTURE_WRAP_S, gl.REPEAT), gl.INVALID_ENUM],
      [() => gl.texParameteri(gl.TEXTURE_RECTANGLE, gl.TEXTURE_BASE_LEVEL, 1), gl.INVALID_OPERATION],
    ];
    const v = tex.paramsVersion;
    cases.forEach(([call, code], i) => {
      call();
      expect(gl.getError(), `case ${i}`).toBe(code);
    });
    expect(tex.paramsVersion).toBe(v);
  });

  it('sampler objects: created by genSamplers, params move paramsVersion + samplingResolution, texture-only pnames are INVALID_ENUM', () => {
    const { gl, st } = setup();
    const [s] = gl.genSamplers(1);
    expect(gl.isSampler(s)).toBe(true);
    const sampler = st.objects.samplers.Get(s)!;
    const r0 = st.generations.samplingResolution;
    gl.samplerParameteri(s, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.samplerParameteri(s, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    expect(sampler.paramsVersion).toBe(1);
    expect(st.generations.samplingResolution).toBe(r0 + 1);
    expect(gl.getSamplerParameteriv(s, gl.TEXTURE_WRAP_S)).toEqual([gl.CLAMP_TO_EDGE]);
    gl.samplerParameteri(s, gl.TEXTURE_BASE_LEVEL, 1);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.samplerParameteri(12345, gl.TEXTURE_WRAP_S, gl.REPEAT);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.bindSampler(2, s);
    gl.activeTexture(gl.TEXTURE2);
    expect(gl.getIntegerv(gl.SAMPLER_BINDING)).toEqual([s]);
    gl.deleteSamplers([s]);
    expect(gl.getIntegerv(gl.SAMPLER_BINDING)).toEqual([0]);
    gl.bindSampler(192, 0);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
  });
});

describe('pixel store', () => {
  it('validates alignment and negatives, treats swap bytes as boolean, moves pixelStoreVersion only on change', () => {
    const { gl, st } = setup();
    const v0 = st.pixelStoreVersion;
    gl.pixelStorei(gl.PACK_ALIGNMENT, 3);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.pixelStorei(gl.UNPACK_SKIP_ROWS, -1);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.pixelStorei(0x1234, 1);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    expect(st.pixelStoreVersion).toBe(v0);
    gl.pixelStorei(gl.UNPACK_SWAP_BYTES, 7);
    expect(gl.getIntegerv(gl.UNPACK_SWAP_BYTES)).toEqual([1]);
    gl.pixelStoref(gl.PACK_ROW_LENGTH, 2.6);
    expect(gl.getIntegerv(gl.PACK_ROW_LENGTH)).toEqual([3]);
    const v1 = st.pixelStoreVersion;
    gl.pixelStorei(gl.PACK_ROW_LENGTH, 3);
    expect(st.pixelStoreVersion).toBe(v1);
  });

  it('UNPACK_SWAP_BYTES swaps each 2-byte element of an upload', () => {
    const { gl, st } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.pixelStorei(gl.UNPACK_SWAP_BYTES, 1);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.R16UI, 1, 1, 0, gl.RED_INTEGER, gl.UNSIGNED_SHORT, new Uint8Array([0x12, 0x34]));
    expect(Array.from(st.objects.textures.Get(t)!.GetImage(0, 0).data!)).toEqual([0x12, 0x34].reverse());
  });
});

describe('texture views, buffer textures, image units', () => {
  it('textureView needs an immutable origin and a compatible class; the view aliases the origin texels', () => {
    const { gl, st } = setup();
    const [orig, view, bad] = gl.genTextures(3);
    gl.bindTexture(gl.TEXTURE_2D, orig);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 2, 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
    gl.textureView(view, gl.TEXTURE_2D, orig, gl.RGBA8UI, 0, 1, 0, 1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // mutable origin
    gl.deleteTextures([orig]);
    const [o2] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, o2);
    gl.texStorage2D(gl.TEXTURE_2D, 2, gl.RGBA8, 2, 2);
    gl.textureView(bad, gl.TEXTURE_2D, o2, gl.RGBA16F, 0, 1, 0, 1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // 32-bit vs 64-bit class
    gl.textureView(view, gl.TEXTURE_3D, o2, gl.RGBA8UI, 0, 1, 0, 1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // target not in table 8.21
    gl.textureView(view, gl.TEXTURE_2D, o2, gl.R32UI, 1, 5, 0, 1);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    const v = st.objects.textures.Get(view)!;
    expect(v.viewOf?.name).toBe(o2);
    expect(v.viewNumLevels).toBe(1); // clamped to the origin's remaining levels
    expect(v.GetImage(0, 0).data!.buffer).toBe(st.objects.textures.Get(o2)!.GetImage(0, 1).data!.buffer);
  });

  it('texBufferRange checks alignment and bounds; bindImageTexture validates format and access', () => {
    const { gl, st } = setup();
    const [buf] = gl.genBuffers(1);
    gl.bindBuffer(gl.TEXTURE_BUFFER, buf);
    gl.bufferData(gl.TEXTURE_BUFFER, 1024, null, gl.STATIC_DRAW);
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_BUFFER, t);
    gl.texBufferRange(gl.TEXTURE_BUFFER, gl.RGBA8, buf, 4, 16);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.texBufferRange(gl.TEXTURE_BUFFER, gl.RGBA8, buf, 256, 16);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getTexLevelParameteriv(gl.TEXTURE_BUFFER, 0, gl.TEXTURE_WIDTH)).toBe(4);
    gl.texBuffer(gl.TEXTURE_BUFFER, gl.RGB8, buf);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    const [img] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, img);
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, 4, 4);
    const v0 = st.textures.imageUnitVersion;
    gl.bindImageTexture(1, img, 0, false, 0, gl.READ_WRITE, gl.RGBA8);
    gl.bindImageTexture(1, img, 0, false, 0, gl.READ_WRITE, gl.RGBA8);
    expect(st.textures.imageUnitVersion).toBe(v0 + 1);
    expect(gl.getIntegeri_v(gl.IMAGE_BINDING_NAME, 1)).toEqual([img]);
    expect(gl.getIntegeri_v(gl.IMAGE_BINDING_FORMAT, 0)).toEqual([gl.R8]);
    gl.bindImageTexture(1, img, 0, false, 0, gl.READ_WRITE, gl.RGB8);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.bindImageTexture(1, img, 0, false, 0, gl.RGBA, gl.RGBA8);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.bindImageTexture(8, img, 0, false, 0, gl.READ_WRITE, gl.RGBA8);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
  });
});
