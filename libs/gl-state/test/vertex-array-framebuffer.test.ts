import { GLDataType, GLInternalFormat, GLTextureTarget, VertexAttributePath } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { DEPTH_SLOT, GLContext } from '../src/index.ts';

describe('VertexArray counters', () => {
  it('format setters bump config + attribute versions + anyVaoAttribute; no-ops bump nothing', () => {
    const ctx = new GLContext();
    const vao = ctx.objects.CreateVertexArray();
    const g = ctx.generations;
    vao.SetAttribEnabled(1, true);
    vao.SetAttribFormat(1, 3, GLDataType.FLOAT, false, VertexAttributePath.Float, 0);
    expect([vao.configVersion, vao.GetAttributeVersion(1), vao.GetAttributeVersion(0), g.anyVaoAttribute]).toEqual([2, 2, 0, 2]);
    vao.SetAttribEnabled(1, true);
    vao.SetAttribFormat(1, 3, GLDataType.FLOAT, false, VertexAttributePath.Float, 0);
    expect(g.anyVaoAttribute).toBe(2);
  });

  it('a buffer binding bumps the versions of the attributes reading it, not the config', () => {
    const ctx = new GLContext();
    const vao = ctx.objects.CreateVertexArray();
    const b = ctx.objects.CreateBuffer();
    vao.SetAttribBinding(2, 1);
    const config = vao.configVersion;
    vao.BindVertexBuffer(1, b, 0, 12);
    expect(vao.configVersion).toBe(config);
    expect(vao.GetAttributeVersion(2)).toBe(2);
    expect(vao.GetAttributeVersion(0)).toBe(0);
    expect(vao.bindings[1].bufferLifetimeId).toBe(b.lifetimeId);
    vao.SetBindingDivisor(1, 1);
    expect(vao.configVersion).toBe(config + 1);
    const agg = ctx.generations.anyVaoAttribute;
    vao.BindElementBuffer(b);
    expect([vao.elementBufferVersion, ctx.generations.anyVaoAttribute]).toEqual([1, agg + 1]);
  });

  it('the attribute masks follow every setter that decides them, and only those attributes', () => {
    const ctx = new GLContext();
    const vao = ctx.objects.CreateVertexArray();
    const masks = () => [vao.enabledMask, vao.clientMask, vao.doubleMask, vao.bgraMask];
    expect(masks()).toEqual([0, 0, 0, 0]);
    vao.SetAttribEnabled(3, true);
    vao.SetAttribClientArray(5, new Float32Array(4)); // a client pointer on a disabled attribute
    vao.SetAttribFormat(7, 2, GLDataType.DOUBLE, false, VertexAttributePath.Float, 0);
    vao.SetAttribFormat(8, 1, GLDataType.DOUBLE, false, VertexAttributePath.Long, 0);
    vao.SetAttribFormat(9, 0x80e1, GLDataType.UNSIGNED_BYTE, true, VertexAttributePath.Float, 0); // size GL_BGRA
    expect(masks()).toEqual([1 << 3, 1 << 5, (1 << 7) | (1 << 8), 1 << 9]);
    vao.SetAttribEnabled(5, true);
    vao.SetAttribEnabled(3, false);
    vao.SetAttribClientArray(5, null);
    vao.SetAttribFormat(7, 2, GLDataType.FLOAT, false, VertexAttributePath.Float, 0);
    vao.SetAttribFormat(9, 4, GLDataType.UNSIGNED_BYTE, true, VertexAttributePath.Float, 0);
    expect(masks()).toEqual([1 << 5, 0, 1 << 8, 0]);
    vao.SetAttribBinding(8, 2); // the binding point decides none of them
    expect(masks()).toEqual([1 << 5, 0, 1 << 8, 0]);
  });

  it('the default VAO exists with stride 16 bindings', () => {
    const ctx = new GLContext();
    expect(ctx.vertexArray.isDefault).toBe(true);
    expect(ctx.vertexArray.bindings[0].stride).toBe(16);
  });
});

describe('Framebuffer counters', () => {
  it('attachment and draw-buffer changes bump objectVersion and anyFboAttachment once each', () => {
    const ctx = new GLContext();
    const fb = ctx.objects.CreateFramebuffer();
    const t = ctx.objects.CreateTexture(GLTextureTarget.TEXTURE_2D);
    const rb = ctx.objects.CreateRenderbuffer();
    const g0 = ctx.generations.anyFboAttachment;
    fb.SetTextureAttachment(0, t, 0, 0);
    fb.SetTextureAttachment(0, t, 0, 0);
    fb.SetRenderbufferAttachment(DEPTH_SLOT, rb);
    fb.SetDrawBuffers([0x8ce0, 0x8ce1]);
    fb.SetDrawBuffers([0x8ce0, 0x8ce1]);
    fb.SetReadBuffer(0x8ce1);
    expect(fb.objectVersion).toBe(4);
    expect(ctx.generations.anyFboAttachment).toBe(g0 + 4);
  });

  it('redefining an attached image moves anyFboAttachment', () => {
    const ctx = new GLContext();
    const rb = ctx.objects.CreateRenderbuffer();
    const t = ctx.objects.CreateTexture(GLTextureTarget.TEXTURE_2D);
    const g0 = ctx.generations.anyFboAttachment;
    rb.AllocateStorage(GLInternalFormat.DEPTH24_STENCIL8, 8, 8, 0);
    t.AllocateLevel(0, 0, GLInternalFormat.RGBA8, 8, 8, 1, 0, true, null);
    expect(ctx.generations.anyFboAttachment).toBe(g0 + 2);
  });

  it('default framebuffer draws to BACK; binding changes bump objectBindingVersion', () => {
    const ctx = new GLContext();
    expect(ctx.drawFramebuffer.isDefault).toBe(true);
    expect(ctx.drawFramebuffer.drawBuffers[0]).toBe(0x0405);
    const fb = ctx.objects.CreateFramebuffer();
    ctx.BindFramebuffer(true, true, fb);
    ctx.BindFramebuffer(true, true, fb);
    expect(ctx.objectBindingVersion).toBe(2);
    ctx.DeleteFramebuffer(fb);
    expect(ctx.drawFramebuffer).toBe(ctx.defaultFramebuffer);
  });
});
