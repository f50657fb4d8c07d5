// Area B framebuffers, renderbuffers, completeness (GL 4.5 §9.4.2), draw/read buffers, readback and blits.
import { describe, expect, it } from 'vitest';
import { createFrontEndGL, type RecordingBackend } from '../src/index.ts';

function setup() {
  const { gl, frontEnd } = createFrontEndGL({ width: 8, height: 8 });
  return { gl, fe: frontEnd, st: frontEnd.state, rec: frontEnd.backend as RecordingBackend };
}
type GLx = ReturnType<typeof setup>['gl'];

function fbo(gl: GLx): number {
  const [f] = gl.genFramebuffers(1);
  gl.bindFramebuffer(gl.FRAMEBUFFER, f);
  return f;
}
function tex2d(gl: GLx, internal: number, format: number, type: number, w = 4, h = 4): number {
  const [t] = gl.genTextures(1);
  gl.bindTexture(gl.TEXTURE_2D, t);
  gl.texImage2D(gl.TEXTURE_2D, 0, internal, w, h, 0, format, type, null);
  return t;
}
function rb(gl: GLx, internal: number, samples = 0, w = 4, h = 4): number {
  const [r] = gl.genRenderbuffers(1);
  gl.bindRenderbuffer(gl.RENDERBUFFER, r);
  gl.renderbufferStorageMultisample(gl.RENDERBUFFER, samples, internal, w, h);
  return r;
}
const status = (gl: GLx) => gl.checkFramebufferStatus(gl.FRAMEBUFFER);

describe('framebuffer objects', () => {
  it('names are LIFO with distinct lifetime ids; bind creates; attaching moves objectVersion + anyFboAttachment once', () => {
    const { gl, st } = setup();
    const [a, b] = gl.genFramebuffers(2);
    expect(gl.isFramebuffer(a)).toBe(false);
    gl.bindFramebuffer(gl.FRAMEBUFFER, a);
    const idA = st.objects.framebuffers.Get(a)!.lifetimeId;
    gl.deleteFramebuffers([a]);
    expect(gl.getIntegerv(gl.DRAW_FRAMEBUFFER_BINDING)).toEqual([0]);
    const [c] = gl.genFramebuffers(1);
    expect(c).toBe(a);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, c);
    const f = st.objects.framebuffers.Get(c)!;
    expect(f.lifetimeId).not.toBe(idA);
    expect(gl.getIntegerv(gl.READ_FRAMEBUFFER_BINDING)).toEqual([0]);
    const t = tex2d(gl, gl.RGBA8, gl.RGBA, gl.UNSIGNED_BYTE);
    const v0 = f.objectVersion, g0 = st.generations.anyFboAttachment;
    gl.framebufferTexture2D(gl.DRAW_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, t, 0);
    gl.framebufferTexture2D(gl.DRAW_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, t, 0);
    expect(f.objectVersion).toBe(v0 + 1);
    expect(st.generations.anyFboAttachment).toBe(g0 + 1);
    gl.drawBuffers([gl.COLOR_ATTACHMENT0]);
    expect(f.objectVersion).toBe(v0 + 1); // identical draw buffers
    expect(b).toBeGreaterThan(0);
    gl.bindFramebuffer(gl.FRAMEBUFFER, 999);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('attachment errors: default framebuffer, bad attachment, missing texture, wrong textarget, bad level', () => {
    const { gl } = setup();
    const t = tex2d(gl, gl.RGBA8, gl.RGBA, gl.UNSIGNED_BYTE);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, t, 0);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // default framebuffer bound
    fbo(gl);
    const cases: [() => void, number][] = [
      [() => gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0 + 8, gl.TEXTURE_2D, t, 0), gl.INVALID_OPERATION],
      [() => gl.framebufferTexture2D(gl.FRAMEBUFFER, 0x1234, gl.TEXTURE_2D, t, 0), gl.INVALID_ENUM],
      [() => gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, 4242, 0), gl.INVALID_OPERATION],
      [() => gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_CUBE_MAP_POSITIVE_X, t, 0), gl.INVALID_OPERATION],
      [() => gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, t, -1), gl.INVALID_VALUE],
      [() => gl.framebufferTextureLayer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, t, 0, 0), gl.INVALID_OPERATION],
      [() => gl.framebufferTexture2D(0x1234, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, t, 0), gl.INVALID_ENUM],
    ];
    cases.forEach(([call, code], i) => {
      call();
      expect(gl.getError(), `case ${i}`).toBe(code);
    });
  });
});

describe('completeness (§9.4.2): each rule failing, then passing', () => {
  it('missing attachment, unless FRAMEBUFFER_DEFAULT_WIDTH/HEIGHT are set', () => {
    const { gl } = setup();
    fbo(gl);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT);
    gl.framebufferParameteri(gl.FRAMEBUFFER, gl.FRAMEBUFFER_DEFAULT_WIDTH, 16);
    gl.framebufferParameteri(gl.FRAMEBUFFER, gl.FRAMEBUFFER_DEFAULT_HEIGHT, 16);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_COMPLETE);
    expect(gl.getFramebufferParameteriv(gl.FRAMEBUFFER, gl.FRAMEBUFFER_DEFAULT_WIDTH)).toBe(16);
    gl.bindFramebuffer(gl.FRAMEBUFFER, 0);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_COMPLETE);
    gl.framebufferParameteri(gl.FRAMEBUFFER, gl.FRAMEBUFFER_DEFAULT_WIDTH, 16);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('attachment completeness: undefined level, non-color-renderable, depth format in a color slot', () => {
    const { gl } = setup();
    fbo(gl);
    const [empty] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, empty);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, empty, 0);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_INCOMPLETE_ATTACHMENT);
    const snorm = tex2d(gl, gl.RGBA8_SNORM, gl.RGBA, gl.BYTE);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, snorm, 0);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_INCOMPLETE_ATTACHMENT);
    const depth = tex2d(gl, gl.DEPTH_COMPONENT24, gl.DEPTH_COMPONENT, gl.UNSIGNED_INT);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, depth, 0);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_INCOMPLETE_ATTACHMENT);
    const color = tex2d(gl, gl.RGBA8, gl.RGBA, gl.UNSIGNED_BYTE);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, color, 0);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.TEXTURE_2D, depth, 0);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_COMPLETE);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.TEXTURE_2D, color, 0);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_INCOMPLETE_ATTACHMENT);
  });

  it('samples must match; fixed sample locations must be TRUE when mixed with renderbuffers', () => {
    const { gl } = setup();
    fbo(gl);
    const r4 = rb(gl, gl.RGBA8, 4);
    const r0 = rb(gl, gl.DEPTH24_STENCIL8, 0);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, r4);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.DEPTH_STENCIL_ATTACHMENT, gl.RENDERBUFFER, r0);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_INCOMPLETE_MULTISAMPLE);
    const r4d = rb(gl, gl.DEPTH24_STENCIL8, 4);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.DEPTH_STENCIL_ATTACHMENT, gl.RENDERBUFFER, r4d);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_COMPLETE);
    const [ms] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D_MULTISAMPLE, ms);
    gl.texImage2DMultisample(gl.TEXTURE_2D_MULTISAMPLE, 4, gl.RGBA8, 4, 4, false);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT1, gl.TEXTURE_2D_MULTISAMPLE, ms, 0);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_INCOMPLETE_MULTISAMPLE);
    gl.texImage2DMultisample(gl.TEXTURE_2D_MULTISAMPLE, 4, gl.RGBA8, 4, 4, true);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_COMPLETE);
  });

  it('layered and non-layered attachments do not mix (INCOMPLETE_LAYER_TARGETS)', () => {
    const { gl } = setup();
    fbo(gl);
    const [arr] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D_ARRAY, arr);
    gl.texImage3D(gl.TEXTURE_2D_ARRAY, 0, gl.RGBA8, 4, 4, 3, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
    const flat = tex2d(gl, gl.RGBA8, gl.RGBA, gl.UNSIGNED_BYTE);
    gl.framebufferTexture(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, arr, 0);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT1, gl.TEXTURE_2D, flat, 0);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_INCOMPLETE_LAYER_TARGETS);
    expect(gl.getFramebufferAttachmentParameteriv(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.FRAMEBUFFER_ATTACHMENT_LAYERED)).toBe(1);
    gl.framebufferTextureLayer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, arr, 0, 2);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_COMPLETE);
    gl.framebufferTextureLayer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, arr, 0, 3);
    expect(status(gl)).toBe(gl.FRAMEBUFFER_INCOMPLETE_ATTACHMENT); // layer past the array
  });

  it('UNSUPPORTED for separate depth and stencil images; one depth-stencil image is complete', () => {
    const { gl } = setup();
    fbo(gl);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, rb(gl, gl.RGBA8));
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.RENDERBUFFER, rb(gl, gl.DEPTH_COMPONENT24));
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.STENCIL_ATTACHMENT, gl.RENDERBUFFER, rb(gl, gl.STENCIL_INDEX8));
    expect(status(gl)).toBe(gl.FRAMEBUFFER_UNSUPPORTED);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.DEPTH_STENCIL_ATTACHMENT, gl.RENDERBUFFER, rb(gl, gl.DEPTH24_STENCIL8));
    expect(status(gl)).toBe(gl.FRAMEBUFFER_COMPLETE);
    expect(gl.getFramebufferAttachmentParameteriv(gl.FRAMEBUFFER, gl.DEPTH_STENCIL_ATTACHMENT, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE)).toBe(gl.RENDERBUFFER);
    expect(gl.getFramebufferAttachmentParameteriv(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.FRAMEBUFFER_ATTACHMENT_DEPTH_SIZE)).toBe(24);
    expect(gl.getFramebufferAttachmentParameteriv(gl.FRAMEBUFFER, gl.STENCIL_ATTACHMENT, gl.FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE)).toBe(8);
  });

  it('the hook on FrontEnd answers for any framebuffer', () => {
    const { gl, fe, st } = setup();
    fbo(gl);
    expect(fe.framebufferStatus?.(st.drawFramebuffer)).toBe(gl.FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT);
    expect(fe.framebufferStatus?.(st.defaultFramebuffer)).toBe(gl.FRAMEBUFFER_COMPLETE);
  });
});

describe('draw and read buffers', () => {
  it('default framebuffer: BACK/FRONT/NONE accepted, COLOR_ATTACHMENTi and RIGHT buffers INVALID_OPERATION', () => {
    const { gl } = setup();
    gl.drawBuffer(gl.FRONT);
    expect(gl.getIntegerv(gl.DRAW_BUFFER)).toEqual([gl.FRONT]);
    gl.drawBuffer(gl.COLOR_ATTACHMENT0);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.drawBuffer(gl.BACK_RIGHT);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.readBuffer(gl.COLOR_ATTACHMENT0);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.readBuffer(gl.NONE);
    expect(gl.getIntegerv(gl.READ_BUFFER)).toEqual([gl.NONE]);
    gl.drawBuffers([gl.BACK]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    gl.drawBuffers([gl.BACK_LEFT, gl.NONE]);
    expect(gl.getIntegerv(gl.DRAW_BUFFER1)).toEqual([gl.NONE]);
  });

  it('FBO: COLOR_ATTACHMENTi / NONE only; duplicates, BACK, too many, FRONT are errors', () => {
    const { gl } = setup();
    fbo(gl);
    gl.drawBuffers([gl.COLOR_ATTACHMENT1, gl.NONE, gl.COLOR_ATTACHMENT0]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getIntegerv(gl.DRAW_BUFFER2)).toEqual([gl.COLOR_ATTACHMENT0]);
    const cases: [() => void, number][] = [
      [() => gl.drawBuffers([gl.COLOR_ATTACHMENT0, gl.COLOR_ATTACHMENT0]), gl.INVALID_OPERATION],
      [() => gl.drawBuffers([gl.BACK]), gl.INVALID_OPERATION],
      [() => gl.drawBuffers([gl.FRONT]), gl.INVALID_ENUM],
      [() => gl.drawBuffers(new Array(9).fill(gl.NONE)), gl.INVALID_VALUE],
      [() => gl.drawBuffer(gl.BACK), gl.INVALID_OPERATION],
      [() => gl.readBuffer(gl.BACK), gl.INVALID_OPERATION],
      [() => gl.readBuffer(gl.COLOR_ATTACHMENT0 + 8), gl.INVALID_OPERATION],
      [() => gl.readBuffer(0x1234), gl.INVALID_ENUM],
    ];
    cases.forEach(([call, code], i) => {
      call();
      expect(gl.getError(), `case ${i}`).toBe(code);
    });
    expect(gl.getIntegerv(gl.DRAW_BUFFER0)).toEqual([gl.COLOR_ATTACHMENT1]);
  });

  it('default framebuffer attachment queries: RGBA8 + D24S8', () => {
    const { gl } = setup();
    const q = (a: number, p: number) => gl.getFramebufferAttachmentParameteriv(gl.FRAMEBUFFER, a, p);
    expect(q(gl.BACK_LEFT, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE)).toBe(gl.FRAMEBUFFER_DEFAULT);
    expect(q(gl.BACK_LEFT, gl.FRAMEBUFFER_ATTACHMENT_RED_SIZE)).toBe(8);
    expect(q(gl.BACK_LEFT, gl.FRAMEBUFFER_ATTACHMENT_COMPONENT_TYPE)).toBe(gl.UNSIGNED_NORMALIZED);
    expect(q(gl.BACK_LEFT, gl.FRAMEBUFFER_ATTACHMENT_COLOR_ENCODING)).toBe(gl.LINEAR);
    expect(q(gl.DEPTH, gl.FRAMEBUFFER_ATTACHMENT_DEPTH_SIZE)).toBe(24);
    expect(q(gl.STENCIL, gl.FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE)).toBe(8);
    expect(q(gl.BACK_RIGHT, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE)).toBe(gl.NONE);
    q(gl.BACK_RIGHT, gl.FRAMEBUFFER_ATTACHMENT_RED_SIZE);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    q(gl.COLOR_ATTACHMENT0, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
  });
});

describe('renderbuffers', () => {
  it('storage validates format, size and samples; shapeVersion and anyFboAttachment move', () => {
    const { gl, st } = setup();
    const [r] = gl.genRenderbuffers(1);
    gl.renderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, 4, 4);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // nothing bound
    gl.bindRenderbuffer(gl.RENDERBUFFER, r);
    const obj = st.objects.renderbuffers.Get(r)!;
    const g0 = st.generations.anyFboAttachment;
    gl.renderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, 4, 2);
    expect(obj.shapeVersion).toBe(1);
    expect(st.generations.anyFboAttachment).toBe(g0 + 1);
    expect(gl.getRenderbufferParameteriv(gl.RENDERBUFFER, gl.RENDERBUFFER_HEIGHT)).toBe(2);
    expect(gl.getRenderbufferParameteriv(gl.RENDERBUFFER, gl.RENDERBUFFER_GREEN_SIZE)).toBe(8);
    gl.renderbufferStorage(gl.RENDERBUFFER, gl.COMPRESSED_RGBA_S3TC_DXT1_EXT, 4, 4);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.renderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, 16385, 4);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.renderbufferStorageMultisample(gl.RENDERBUFFER, 5, gl.RGBA8, 4, 4);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(obj.shapeVersion).toBe(1);
  });
});

describe('readback, blits, copies', () => {
  it('readPixels: verb on success; incomplete read FB, multisample, integer mismatch, PBO bounds are errors', () => {
    const { gl, rec } = setup();
    gl.readPixels(0, 0, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(16));
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(rec.callsOf('readPixels').length).toBe(1);
    gl.readPixels(0, 0, 2, 2, gl.RGBA_INTEGER, gl.UNSIGNED_BYTE, new Uint8Array(16));
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.readPixels(0, 0, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(15));
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.readnPixels(0, 0, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, 15, new Uint8Array(16));
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    const [pbo] = gl.genBuffers(1);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, pbo);
    gl.bufferData(gl.PIXEL_PACK_BUFFER, 16, null, gl.STREAM_READ);
    gl.readPixels(0, 0, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, 4); // 4 + 16 > 16
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.readPixels(0, 0, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, 0);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    // The verb gets the resolved PIXEL_PACK buffer as its destination operand (null for client memory).
    const [toClient, toPbo] = rec.callsOf('readPixels') as unknown[][];
    expect(toClient[7]).toBeNull();
    expect([toPbo[6], (toPbo[7] as { name: number }).name]).toEqual([0, pbo]);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, 0);
    fbo(gl);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    expect(gl.getError()).toBe(gl.INVALID_FRAMEBUFFER_OPERATION);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, rb(gl, gl.RGBA8, 4));
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(rec.callsOf('readPixels').length).toBe(2);
  });

  it('blitFramebuffer error rules', () => {
    const { gl, rec } = setup();
    const [read, draw] = gl.genFramebuffers(2);
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, read);
    gl.framebufferRenderbuffer(gl.READ_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, rb(gl, gl.RGBA8, 4));
    gl.framebufferRenderbuffer(gl.READ_FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.RENDERBUFFER, rb(gl, gl.DEPTH_COMPONENT24, 4));
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, draw);
    gl.framebufferRenderbuffer(gl.DRAW_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, rb(gl, gl.RGBA16F));
    gl.framebufferRenderbuffer(gl.DRAW_FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.RENDERBUFFER, rb(gl, gl.DEPTH_COMPONENT32F));
    const blit = (mask: number, filter: number, dx1 = 4) => gl.blitFramebuffer(0, 0, 4, 4, 0, 0, dx1, 4, mask, filter);
    const cases: [() => void, number][] = [
      [() => blit(0x8000, gl.NEAREST), gl.INVALID_VALUE],
      [() => blit(gl.COLOR_BUFFER_BIT, gl.LINEAR_MIPMAP_LINEAR), gl.INVALID_ENUM],
      [() => blit(gl.DEPTH_BUFFER_BIT, gl.LINEAR), gl.INVALID_OPERATION],
      [() => blit(gl.COLOR_BUFFER_BIT, gl.NEAREST, 2), gl.INVALID_OPERATION], // resolve with a scaled rectangle
      [() => blit(gl.COLOR_BUFFER_BIT, gl.NEAREST), gl.INVALID_OPERATION], // resolve RGBA8 → RGBA16F
      [() => blit(gl.DEPTH_BUFFER_BIT, gl.NEAREST), gl.INVALID_OPERATION], // depth formats differ
    ];
    cases.forEach(([call, code], i) => {
      call();
      expect(gl.getError(), `case ${i}`).toBe(code);
    });
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, 0);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, 0);
    blit(gl.COLOR_BUFFER_BIT, gl.LINEAR, 8);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(rec.callsOf('blitFramebuffer').length).toBe(1);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, draw);
    gl.framebufferRenderbuffer(gl.DRAW_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, rb(gl, gl.RGBA8UI));
    blit(gl.COLOR_BUFFER_BIT, gl.NEAREST);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // normalized → integer
    gl.framebufferRenderbuffer(gl.DRAW_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, 0);
    blit(gl.COLOR_BUFFER_BIT, gl.NEAREST); // no color buffer to draw into: the bit is silently ignored
    expect(gl.getError()).toBe(gl.NO_ERROR);
    gl.framebufferRenderbuffer(gl.DRAW_FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.RENDERBUFFER, 0);
    blit(gl.COLOR_BUFFER_BIT, gl.NEAREST);
    expect(gl.getError()).toBe(gl.INVALID_FRAMEBUFFER_OPERATION);
  });

  it('copyImageSubData: names, bounds, compatibility; success marks the destination level', () => {
    const { gl, st, rec } = setup();
    const a = tex2d(gl, gl.RGBA8, gl.RGBA, gl.UNSIGNED_BYTE);
    const b = tex2d(gl, gl.R32UI, gl.RED_INTEGER, gl.UNSIGNED_INT);
    const c = tex2d(gl, gl.RGBA16F, gl.RGBA, gl.HALF_FLOAT);
    const copy = (dst: number, w = 4) => gl.copyImageSubData(a, gl.TEXTURE_2D, 0, 0, 0, 0, dst, gl.TEXTURE_2D, 0, 0, 0, 0, w, 4, 1);
    // §18.3.3: one level under the default NEAREST_MIPMAP_LINEAR is not complete (judged by the texture's own
    // filter; formats aside: R32UI with a LINEAR filter is fine).
    copy(b);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(rec.callsOf('copyImageSubData').length).toBe(0);
    for (const t of [a, b, c]) gl.textureParameteri(t, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    copy(c);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    copy(b, 5);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.copyImageSubData(a, gl.TEXTURE_3D, 0, 0, 0, 0, b, gl.TEXTURE_2D, 0, 0, 0, 0, 1, 1, 1);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.copyImageSubData(777, gl.TEXTURE_2D, 0, 0, 0, 0, b, gl.TEXTURE_2D, 0, 0, 0, 0, 1, 1, 1);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    const before = st.objects.textures.Get(b)!.GetLevelContentVersion(0);
    copy(b);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(rec.callsOf('copyImageSubData').length).toBe(1);
    expect(st.objects.textures.Get(b)!.GetLevelContentVersion(0)).toBe(before + 1);
  });

  it('copyTexImage2D defines the level and calls copyTexSubImage; needs a complete single-sampled read FB', () => {
    const { gl, st, rec } = setup();
    const [t] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.copyTexImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 0, 0, 4, 4, 0);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(st.objects.textures.Get(t)!.GetImage(0, 0).width).toBe(4);
    expect(rec.callsOf('copyTexSubImage').length).toBe(1);
    gl.copyTexImage2D(gl.TEXTURE_2D, 0, gl.RGBA8UI, 0, 0, 4, 4, 0);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // integer from a normalized buffer
    fbo(gl);
    gl.copyTexSubImage2D(gl.TEXTURE_2D, 0, 0, 0, 0, 0, 1, 1);
    expect(gl.getError()).toBe(gl.INVALID_FRAMEBUFFER_OPERATION);
  });
});
