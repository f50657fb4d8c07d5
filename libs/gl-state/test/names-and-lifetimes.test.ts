import { describe, expect, it } from 'vitest';
import { GLContext, LifoNameGenerator, ObjectNamespace } from '../src/index.ts';

describe('names and lifetime ids', () => {
  it('reuses freed names most-recently-freed first', () => {
    const g = new LifoNameGenerator();
    const [a, b, c] = [g.Allocate(), g.Allocate(), g.Allocate()];
    expect([a, b, c]).toEqual([1, 2, 3]);
    g.Release(a);
    g.Release(c);
    expect(g.Allocate()).toBe(3);
    expect(g.Allocate()).toBe(1);
    expect(g.Allocate()).toBe(4);
  });

  it('a claimed name is never handed out; the names it skipped come after the released ones, in order', () => {
    const g = new LifoNameGenerator();
    expect(g.Allocate()).toBe(1);
    g.Claim(4);
    g.Claim(0x7fff0000); // far past the sequence: claimed without walking the names below it
    g.Release(1);
    expect([g.Allocate(), g.Allocate(), g.Allocate(), g.Allocate()]).toEqual([1, 2, 3, 5]);
    g.Claim(6); // the next name of the sequence
    g.Release(4); // a claimed name released: reused from the free list once, never by the sequence again
    expect([g.Allocate(), g.Allocate(), g.Allocate()]).toEqual([4, 7, 8]);
    g.Claim(3); // already handed out: nothing changes
    g.Release(2);
    g.Claim(2); // on the free list: taken off it
    expect(g.Allocate()).toBe(9);
    g.Claim(20);
    g.Release(20); // claimed past the sequence, released: on the free list
    g.Claim(20); // claimed again: off the free list, so it is not handed out while in use
    expect([g.Allocate(), g.Allocate()]).toEqual([10, 11]);
  });

  it('a reused name gets a new object with a distinct lifetime id', () => {
    const ctx = new GLContext();
    const first = ctx.objects.CreateBuffer();
    ctx.DeleteBuffer(first);
    const second = ctx.objects.CreateBuffer();
    expect(second.name).toBe(first.name);
    expect(second.lifetimeId).not.toBe(first.lifetimeId);
    expect(ctx.objects.buffers.Get(first.name)).toBe(second);
  });

  it('lifetime ids are unique across namespaces', () => {
    const ctx = new GLContext();
    const ids = [ctx.objects.CreateBuffer(), ctx.objects.CreateTexture(0x0de1), ctx.objects.CreateSampler(),
      ctx.objects.CreateVertexArray(), ctx.objects.CreateProgram(), ctx.defaultFramebuffer].map((o) => o.lifetimeId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('generated names have no object until one is recorded; shaders and programs share a namespace', () => {
    const ns = new ObjectNamespace<object>();
    const n = ns.AllocateName();
    expect(ns.IsName(n)).toBe(true);
    expect(ns.Get(n)).toBeNull();
    const ctx = new GLContext();
    const s = ctx.objects.CreateShader(0x8b31);
    const p = ctx.objects.CreateProgram();
    expect(p.name).toBe(s.name + 1);
    expect(ctx.objects.GetProgram(s.name)).toBeNull();
    expect(ctx.objects.GetShader(s.name)).toBe(s);
  });

  it('Get finds what was recorded and nothing after a release, for small names (the array) and large ones (the map)', () => {
    const ns = new ObjectNamespace<{ id: number }>();
    const small = ns.AllocateName();
    const a = { id: 1 };
    ns.RecordObject(small, a);
    const big = 0x7fff0000; // a name the application picked itself, far past the array
    const b = { id: 2 };
    ns.RecordObject(big, b);
    ns.RecordObject(300, { id: 3 }); // picked too, inside the array's range: the array grows to it
    expect([ns.Get(small), ns.Get(big), ns.Get(300)?.id]).toEqual([a, b, 3]);
    expect([ns.Get(299), ns.Get(301), ns.Get(-1), ns.Get(0.5), ns.Get(big + 1)]).toEqual([null, null, null, null, null]);
    expect(ns.Release(big)).toBe(b);
    expect(ns.Release(small)).toBe(a);
    expect([ns.Get(small), ns.Get(big), ns.IsName(small)]).toEqual([null, null, false]);
    const again = ns.AllocateName(); // LIFO: the released name again, with no object until one is recorded
    expect(again).toBe(small);
    expect(ns.Get(again)).toBeNull();
    const c = { id: 4 };
    ns.RecordObject(again, c);
    expect(ns.Get(again)).toBe(c);
  });

  it('a shader deleted while attached keeps its name until released', () => {
    const ctx = new GLContext();
    const s = ctx.objects.CreateShader(0x8b31);
    const p = ctx.objects.CreateProgram();
    p.AttachShader(s);
    ctx.DeleteShader(s);
    expect(ctx.objects.shaderPrograms.IsName(s.name)).toBe(true);
    p.DetachShader(s);
    ctx.DeleteShader(s);
    expect(ctx.objects.shaderPrograms.IsName(s.name)).toBe(false);
  });

  it('a program deleted while current is released when replaced', () => {
    const ctx = new GLContext();
    const p = ctx.objects.CreateProgram();
    ctx.BindProgram(p);
    ctx.DeleteProgram(p);
    expect(ctx.objects.shaderPrograms.IsName(p.name)).toBe(true);
    ctx.BindProgram(null);
    expect(ctx.objects.shaderPrograms.IsName(p.name)).toBe(false);
  });
});
