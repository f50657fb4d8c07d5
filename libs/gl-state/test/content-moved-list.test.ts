// ContextGenerations.texturesContentMoved (content-moved-list.ts): which Texture helpers list a texture, at most once
// until drained, nothing before a drainer attaches, and a drain that throws keeps what it did not finish. Expected
// lists are the test's own writes.
import { describe, expect, it } from 'vitest';
import { GL } from '@mgpipe/value-types';
import { ContentMovedList, GLContext, type Texture } from '../src/index.ts';

function listed(ctx: GLContext): Texture[] {
  const out: Texture[] = [];
  ctx.generations.texturesContentMoved.TakeEach((t) => { out.push(t); return true; }, null);
  return out;
}

function texture(ctx: GLContext): Texture {
  return ctx.objects.CreateTexture(GL.TEXTURE_2D, ctx.objects.textures.AllocateName());
}

describe('ContextGenerations.texturesContentMoved', () => {
  it('lists nothing until a drainer attaches; one drainer only', () => {
    const ctx = new GLContext();
    const t = texture(ctx);
    t.AllocateLevel(0, 0, GL.RGBA8, 4, 4, 1, 0, true, new Uint8Array(64));
    expect(ctx.generations.texturesContentMoved.length).toBe(0);
    expect(t.contentListed).toBe(false);
    expect(ctx.generations.texturesContentMoved.Attach()).toBe(true);
    expect(ctx.generations.texturesContentMoved.Attach()).toBe(false);
  });

  it('each content helper lists the texture once per drain; shape-only and parameter helpers list nothing', () => {
    const ctx = new GLContext();
    ctx.generations.texturesContentMoved.Attach();
    const [a, b, c, d, e] = [texture(ctx), texture(ctx), texture(ctx), texture(ctx), texture(ctx)];
    a.AllocateLevel(0, 0, GL.RGBA8, 4, 4, 1, 0, true, new Uint8Array(64));
    a.MarkLevelContentChanged(0, 0, 0, 0, 0, 1, 1, 1);
    a.MarkLevelContentChanged(0, 0, 1, 1, 0, 1, 1, 1);
    b.SetViewSource(a, 0, 1, 0, 1);
    c.SetBufferSource(null, GL.RGBA8, 0, 64);
    d.MarkImmutable(1);
    d.SetParameter(GL.TEXTURE_MIN_FILTER, GL.NEAREST);
    d.MarkLevelServerWritten(0, 0);
    e.MarkLevelContentChanged(0, 0, 0, 0, 0, 1, 1, 1);
    expect(listed(ctx)).toEqual([a, b, c, e]);
    // Kept (the visitor returned true): still listed, and a further write does not list it twice.
    a.MarkLevelContentChanged(0, 0, 2, 2, 0, 1, 1, 1);
    expect(ctx.generations.texturesContentMoved.length).toBe(4);
    ctx.generations.texturesContentMoved.TakeEach(() => false, null);
    expect(ctx.generations.texturesContentMoved.length).toBe(0);
    expect([a, b, c, e].map((t) => t.contentListed)).toEqual([false, false, false, false]);
    e.MarkLevelContentChanged(0, 0, 0, 0, 0, 1, 1, 1);
    expect(listed(ctx)).toEqual([e]);
  });

  it('grows past its preallocated size and keeps first-listed order', () => {
    const list = new ContentMovedList<{ contentListed: boolean; id: number }>();
    list.Attach();
    const objects = Array.from({ length: 200 }, (_, id) => ({ contentListed: false, id }));
    for (const o of objects) list.MarkMoved(o);
    for (const o of objects) list.MarkMoved(o);
    const seen: number[] = [];
    list.TakeEach((o) => { seen.push(o.id); return o.id % 2 === 0; }, null);
    expect(seen).toEqual(objects.map((o) => o.id));
    expect(list.length).toBe(100);
    expect(objects.filter((o) => o.contentListed).map((o) => o.id)).toEqual(objects.filter((o) => o.id % 2 === 0).map((o) => o.id));
  });

  it('a visitor that throws keeps the object it threw on and every one after it', () => {
    const list = new ContentMovedList<{ contentListed: boolean; id: number }>();
    list.Attach();
    const objects = Array.from({ length: 5 }, (_, id) => ({ contentListed: false, id }));
    for (const o of objects) list.MarkMoved(o);
    expect(() => list.TakeEach((o) => { if (o.id === 2) throw new Error('send failed'); return false; }, null)).toThrow('send failed');
    const seen: number[] = [];
    list.TakeEach((o) => { seen.push(o.id); return false; }, null);
    expect(seen).toEqual([2, 3, 4]);
    expect(objects.map((o) => o.contentListed)).toEqual([false, false, false, false, false]);
  });
});
