import { GLBufferUsage } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { GLContext, WHOLE_BUFFER } from '../src/index.ts';

describe('buffers and indexed bindings', () => {
  it('resolves a whole-buffer binding live after bufferData', () => {
    const ctx = new GLContext();
    const b = ctx.objects.CreateBuffer();
    b.AllocateStorage(64, null, GLBufferUsage.STATIC_DRAW, 0, false);
    ctx.buffers.uniform.BindRange(3, b, 0, WHOLE_BUFFER);
    expect(ctx.buffers.uniform.ResolveSize(3)).toBe(64);
    const slotVersion = ctx.buffers.uniform.GetSlotVersion(3);
    b.AllocateStorage(256, null, GLBufferUsage.STATIC_DRAW, 0, false);
    expect(ctx.buffers.uniform.ResolveSize(3)).toBe(256);
    expect(ctx.buffers.uniform.GetSlotVersion(3)).toBe(slotVersion); // the binding did not change, the buffer did
  });

  it('counts the buffers mapped without MAP_PERSISTENT_BIT, through unmap, respecify and a mapped buffer\'s re-map', () => {
    const ctx = new GLContext();
    const g = ctx.generations;
    const a = ctx.objects.CreateBuffer(), b = ctx.objects.CreateBuffer();
    a.AllocateStorage(64, null, GLBufferUsage.STATIC_DRAW, 0, false);
    b.AllocateStorage(64, null, GLBufferUsage.STATIC_DRAW, 0, false);
    const READ = 0x0001, PERSISTENT = 0x0040;
    a.RecordMap(0, 16, READ);
    b.RecordMap(0, 16, READ | PERSISTENT);
    expect(g.exclusiveMaps).toBe(1); // the persistent mapping may stay while draws read it
    a.RecordMap(0, 8, READ); // mapped again (the front end refuses it first; the count stays exact)
    expect(g.exclusiveMaps).toBe(1);
    a.AllocateStorage(32, null, GLBufferUsage.STATIC_DRAW, 0, false); // respecifying unmaps
    expect(g.exclusiveMaps).toBe(0);
    a.RecordUnmap(); // not mapped: nothing to take back
    expect(g.exclusiveMaps).toBe(0);
    b.RecordUnmap();
    b.RecordMap(0, 16, READ);
    expect(g.exclusiveMaps).toBe(1);
    b.RecordUnmap();
    expect(g.exclusiveMaps).toBe(0);
  });

  it('clamps an explicit range to the buffer’s current size', () => {
    const ctx = new GLContext();
    const b = ctx.objects.CreateBuffer();
    b.AllocateStorage(256, null, GLBufferUsage.STATIC_DRAW, 0, false);
    ctx.buffers.shaderStorage.BindRange(0, b, 128, 64);
    expect(ctx.buffers.shaderStorage.ResolveSize(0)).toBe(64);
    b.AllocateStorage(160, null, GLBufferUsage.STATIC_DRAW, 0, false);
    expect(ctx.buffers.shaderStorage.ResolveSize(0)).toBe(32);
  });

  it('keeps a touched-count high-water mark and ignores identical rebinds', () => {
    const ctx = new GLContext();
    const b = ctx.objects.CreateBuffer();
    const t = ctx.buffers.uniform;
    expect(t.touchedCount).toBe(0);
    t.BindRange(5, b, 0, WHOLE_BUFFER);
    expect(t.touchedCount).toBe(6);
    const v = t.version;
    t.BindRange(5, b, 0, WHOLE_BUFFER);
    expect(t.version).toBe(v);
    t.BindRange(5, null, 0, WHOLE_BUFFER);
    t.BindRange(2, b, 0, WHOLE_BUFFER);
    expect(t.touchedCount).toBe(6);
    expect(t.version).toBe(v + 2);
  });

  it('moves content/shape/changeSerial and the anyBufferChange aggregate at each bump point', () => {
    const ctx = new GLContext();
    const g = ctx.generations;
    const b = ctx.objects.CreateBuffer();
    expect(g.anyBufferChange).toBe(0);
    b.AllocateStorage(16, new Uint8Array(16), GLBufferUsage.DYNAMIC_DRAW, 0, false);
    expect([b.shapeVersion, b.contentVersion, b.changeSerial, g.anyBufferChange]).toEqual([1, 0, 1, 1]);
    b.data[0] = 9;
    b.MarkContentChanged(0, 1);
    expect([b.shapeVersion, b.contentVersion, b.changeSerial, g.anyBufferChange]).toEqual([1, 1, 2, 2]);
    b.MarkContentChanged(0, 0); // empty write: nothing
    ctx.buffers.BindGeneric(0, b); // binding is not a buffer change
    b.RecordMap(0, 4, 1);
    b.RecordUnmap();
    expect(g.anyBufferChange).toBe(2);
  });

  it('deleting a buffer unbinds it from context, bound VAO and XFB bindings', () => {
    const ctx = new GLContext();
    const b = ctx.objects.CreateBuffer();
    ctx.buffers.BindGeneric(0, b);
    ctx.buffers.atomicCounter.BindRange(1, b, 0, WHOLE_BUFFER);
    ctx.vertexArray.BindVertexBuffer(0, b, 0, 16);
    ctx.vertexArray.BindElementBuffer(b);
    ctx.transformFeedback.bindings.BindRange(0, b, 0, WHOLE_BUFFER);
    ctx.DeleteBuffer(b);
    expect(ctx.buffers.GetBound(0)).toBeNull();
    expect(ctx.buffers.atomicCounter.GetBuffer(1)).toBeNull();
    expect(ctx.vertexArray.bindingBuffers[0]).toBeNull();
    expect(ctx.vertexArray.elementBuffer).toBeNull();
    expect(ctx.transformFeedback.bindings.GetBuffer(0)).toBeNull();
    expect(b.everBoundAsIndex).toBe(true);
  });
});
