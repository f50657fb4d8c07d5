// Buffer resources through MGPipe (issue 15, first step): the handle rules of the server-side buffer table and
// the front end's lifecycle (create at construction, respecify, the data ops, destroy when the last reference
// goes), end to end from the GL interface to a server table over an in-memory store. No driver here: the store
// keeps bytes in memory, so every expectation below is a stated computation, not our own output copied back.
import { createFrontEndGL } from '@mgpipe/gl-impl';
import { BufferInputs } from '@mgpipe/gles-core';
import { BufferTable, installBufferReceiver, type BufferRecord, type BufferStore } from '@mgpipe/gles-buffers';
import { subsystemMask } from '@mgpipe/migration';
import { MGPMapAccess, emptyMGPipeContext, emptyMGPipeScreen, type MGPipeHandle } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { expectCorruption } from './expect-corruption.ts';

/** Undefined content is 0xcd: a read of bytes nobody wrote shows up in a comparison. */
class MemBuffer {
  bytes = new Uint8Array(0);
  destroyed = 0;
}
const memStore: BufferStore<MemBuffer> = {
  create: () => new MemBuffer(),
  allocate: (t, size) => { t.bytes = new Uint8Array(size).fill(0xcd); },
  write: (t, offset, bytes) => t.bytes.set(bytes, offset),
  copy: (dst, src, so, dO, size) => dst.bytes.set(src.bytes.slice(so, so + size), dO),
  destroy: (t) => { t.destroyed++; },
};

const REC: BufferRecord = { size: 16, usage: GL.STATIC_DRAW, storageFlags: 0, immutable: false, hasDefinedContent: false, bindMask: 0, glName: 7 };

// Both arms of the twin lookup (buffer-table.ts): the phase C slot array and the hashed registry that
// MOBILEGL_PIPE_LEGACY_MEMOS=1 keeps. The handle rules are the table's, so each arm must say the same.
describe.each([
  { arm: 'handleMemo (slot array)', handleMemo: true },
  { arm: 'legacy memos (hashed registry)', handleMemo: false },
])('server buffer table: handle rules, $arm', ({ handleMemo }) => {
  it('a freed slot is reused only under gen + 1; the old handle is then stale (ProtocolCorruption, never the new buffer)', () => {
    const t = new BufferTable(memStore, handleMemo);
    const a: MGPipeHandle = { slot: 1, gen: 1 };
    t.create(a, REC);
    t.subdata(a, 0, new Uint8Array([1, 2, 3, 4]));
    const twinA = t.destroy(a);
    expect(twinA.destroyed).toBe(1);
    // Recreating under the same gen (a client that did not bump) is refused.
    expectCorruption(() => t.create({ slot: 1, gen: 1 }, REC), /gen 1 is not above the slot's last gen 1/);
    const b = { slot: 1, gen: 2 };
    t.create(b, REC);
    expectCorruption(() => t.subdata(a, 0, new Uint8Array(4)), /slot 1 is live under gen 2/);
    expectCorruption(() => t.destroy(a), /slot 1 is live under gen 2/);
    expect(t.live).toBe(1);
    // The new buffer was not touched by the stale calls.
    expect(Array.from(t.twin(b).bytes.subarray(0, 4))).toEqual([0xcd, 0xcd, 0xcd, 0xcd]);
  });

  it('destroy frees a slot exactly once; a never-created slot is refused; the GL name is only in the message', () => {
    const t = new BufferTable(memStore, handleMemo);
    const h = { slot: 3, gen: 1 };
    t.create(h, REC);
    t.destroy(h);
    expectCorruption(() => t.destroy(h), /slot 3 was destroyed \(last gen 1\)/);
    expectCorruption(() => t.twin({ slot: 2, gen: 1 }), /slot 2 was never created/);
    t.create({ slot: 4, gen: 1 }, REC);
    expectCorruption(() => t.create({ slot: 4, gen: 2 }, REC), /slot 4 is still live under gen 1/);
    expectCorruption(() => t.subdata({ slot: 4, gen: 1 }, 12, new Uint8Array(8)), /GL name 7, diagnostic only.*outside the pushed size 16/);
  });

  it('100,000 create / destroy cycles on one slot: gen counts them, the table does not grow', () => {
    const t = new BufferTable(memStore, handleMemo);
    for (let gen = 1; gen <= 100_000; gen++) {
      const h = { slot: 1, gen };
      t.create(h, REC);
      t.destroy(h);
    }
    expect(t.length).toBe(2); // slot 0 (null) + slot 1
    expect(t.live).toBe(0);
    expect(t.stats.creates).toBe(100_000);
    expect(t.stats.destroys).toBe(100_000);
  });

  it('a slot past the table\'s first 64 grows it: live twins keep their handles, the slots the growth adds are never created', () => {
    const t = new BufferTable(memStore, handleMemo);
    const low = { slot: 3, gen: 2 };
    t.create(low, REC);
    const high = { slot: 300, gen: 1 };
    t.create(high, REC);
    expect(t.twin(low)).not.toBe(t.twin(high));
    t.subdata(low, 0, new Uint8Array([9, 8, 7, 6]));
    expect(Array.from(t.twin(low).bytes.subarray(0, 4))).toEqual([9, 8, 7, 6]);
    expectCorruption(() => t.twin({ slot: 3, gen: 1 }), /slot 3 is live under gen 2/); // the copied gen, not a fresh one
    for (const slot of [64, 200, 299]) {
      expectCorruption(() => t.twin({ slot, gen: 1 }), new RegExp(`slot ${slot} was never created`));
      expectCorruption(() => t.twin({ slot, gen: 0 }), new RegExp(`slot ${slot} was never created`));
    }
  });

  it('the arm is the one asked for, and a twin is found under its own handle only', () => {
    const t = new BufferTable(memStore, handleMemo);
    expect(t.handleMemo).toBe(handleMemo);
    const a = { slot: 1, gen: 1 };
    const b = { slot: 2, gen: 1 };
    t.create(a, REC);
    t.create(b, REC);
    expect(t.twin(a)).not.toBe(t.twin(b));
    expectCorruption(() => t.twin({ slot: 1, gen: 2 }), /slot 1 is live under gen 1/);
    t.destroyAll();
    expect(t.live).toBe(0);
    expectCorruption(() => t.twin(a), /slot 1 was destroyed/);
  });
});



/** Our front end pushing buffers into a server table over memory (the GLES wiring's receiver, without a driver). */
function pushedFrontEnd() {
  const table = new BufferTable(memStore);
  const screen = emptyMGPipeScreen();
  const context = emptyMGPipeContext();
  installBufferReceiver(table, screen, context);
  const calls: string[] = [];
  const handles: MGPipeHandle[] = [];
  for (const name of ['resource_create', 'resource_respecify', 'resource_destroy'] as const) {
    const f = screen[name]!;
    (screen as unknown as Record<string, unknown>)[name] = (p: { res: MGPipeHandle }) => { calls.push(name); handles.push({ ...p.res }); f(p as never); };
  }
  const flushes: number[] = [];
  const flush = context.resource_flush_range!;
  context.resource_flush_range = (p) => { flushes.push(p.access); flush(p); };
  const { gl, frontEnd } = createFrontEndGL({
    width: 16, height: 16,
    pipe: { context, screen, switches: { pushMask: subsystemMask('buffers'), noCsoContentAddressing: false } },
  });
  const buffers = frontEnd.tracker!.buffers!;
  const bytesOf = (name: number) => table.twin(buffers.handleOf(frontEnd.state.objects.buffers.Get(name)!)!).bytes;
  return { gl, frontEnd, table, buffers, calls, handles, flushes, bytesOf };
}

describe('front end → MGPipe → server buffer table', () => {
  it('construction creates, bufferData respecifies with the descriptor, the data ops land on the server', () => {
    const { gl, table, calls, flushes, bytesOf } = pushedFrontEnd();
    const [a, b] = gl.genBuffers(2);
    expect(calls).toEqual([]); // genBuffers makes names, not objects (GL 4.5 §6.1)
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, a);
    expect(calls).toEqual(['resource_create']);
    gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, 8, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]), gl.DYNAMIC_DRAW);
    expect(calls).toEqual(['resource_create', 'resource_respecify']);
    const rec = table.record({ slot: 1, gen: 1 });
    expect(rec).toMatchObject({ size: 8, usage: GL.DYNAMIC_DRAW, hasDefinedContent: true, immutable: false, glName: a });
    expect(rec.bindMask & 2048).toBe(2048); // MGPBindMask.elementArray: the D-B7 index-mirror switch
    expect(Array.from(bytesOf(a))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    gl.bufferSubData(gl.ELEMENT_ARRAY_BUFFER, 2, 2, new Uint8Array([9, 9]));
    expect(Array.from(bytesOf(a))).toEqual([1, 2, 9, 9, 5, 6, 7, 8]);

    // bufferStorage with NULL data: no bytes shipped, content undefined on the server (0xcd here).
    gl.bindBuffer(gl.COPY_WRITE_BUFFER, b);
    gl.bufferStorage(gl.COPY_WRITE_BUFFER, 8, null, gl.MAP_WRITE_BIT | gl.DYNAMIC_STORAGE_BIT);
    expect(table.record({ slot: 2, gen: 1 })).toMatchObject({ size: 8, immutable: true, hasDefinedContent: false, storageFlags: GL.MAP_WRITE_BIT | GL.DYNAMIC_STORAGE_BIT });
    expect(Array.from(bytesOf(b))).toEqual(new Array(8).fill(0xcd));

    gl.bindBuffer(gl.COPY_READ_BUFFER, a);
    gl.copyBufferSubData(gl.COPY_READ_BUFFER, gl.COPY_WRITE_BUFFER, 0, 4, 4);
    expect(Array.from(bytesOf(b))).toEqual([0xcd, 0xcd, 0xcd, 0xcd, 1, 2, 9, 9]);

    // R8UI clear of [0, 4) to 0x42: the element is converted on the client, repeated on the server.
    gl.clearBufferSubData(gl.COPY_WRITE_BUFFER, gl.R8UI, 0, 4, gl.RED_INTEGER, gl.UNSIGNED_BYTE, new Uint8Array([0x42]));
    expect(Array.from(bytesOf(b))).toEqual([0x42, 0x42, 0x42, 0x42, 1, 2, 9, 9]);
    expect(table.stats.clears).toBe(1);

    // A FLUSH_EXPLICIT mapping: only the flushed range reaches the server, with the app's access flags.
    const view = gl.mapBufferRange(gl.COPY_WRITE_BUFFER, 4, 4, gl.MAP_WRITE_BIT | gl.MAP_FLUSH_EXPLICIT_BIT)!;
    view.set([7, 7, 7, 7]);
    gl.flushMappedBufferRange(gl.COPY_WRITE_BUFFER, 1, 2);
    gl.unmapBuffer(gl.COPY_WRITE_BUFFER);
    expect(Array.from(bytesOf(b))).toEqual([0x42, 0x42, 0x42, 0x42, 1, 7, 7, 9]);
    expect(flushes).toEqual([MGPMapAccess.write | MGPMapAccess.flushExplicit]);
    expect(table.stats.flushedExplicitBytes).toBe(2);

    gl.invalidateBufferSubData(b, 0, 4);
    expect(table.stats.invalidates).toBe(1);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('a buffer still held by an unbound VAO survives glDeleteBuffers; destroyed exactly once when the VAO goes', () => {
    const { gl, table, calls, buffers } = pushedFrontEnd();
    const [vao] = gl.genVertexArrays(1);
    const [buf] = gl.genBuffers(1);
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    gl.bufferData(gl.ARRAY_BUFFER, 16, new Float32Array([1, 2, 3, 4]), gl.STATIC_DRAW);
    gl.vertexAttribPointer(0, 4, gl.FLOAT, false, 0, 0);
    gl.bindVertexArray(0);
    gl.bindBuffer(gl.ARRAY_BUFFER, 0);
    gl.deleteBuffers([buf]);
    expect(calls.filter((c) => c === 'resource_destroy')).toHaveLength(0);
    expect(table.live).toBe(1);
    expect(buffers.pendingCount).toBe(1);
    gl.clear(gl.COLOR_BUFFER_BIT); // verbs re-check only when a holder may have let go: nothing moved
    expect(table.live).toBe(1);

    gl.deleteVertexArrays([vao]);
    gl.clear(gl.COLOR_BUFFER_BIT);
    expect(calls.filter((c) => c === 'resource_destroy')).toHaveLength(1);
    expect(table.live).toBe(0);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.deleteBuffers([buf]); // the name is already gone: nothing more
    expect(calls.filter((c) => c === 'resource_destroy')).toHaveLength(1);
    expect(buffers.destroyed).toBe(1);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('ABA: delete, recreate under the same GL name → a new handle (same slot, gen + 1); the stale one is refused', () => {
    const { gl, table, calls, handles, frontEnd } = pushedFrontEnd();
    const [n1] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, n1);
    const first = handles[0];
    gl.deleteBuffers([n1]);
    const [n2] = gl.genBuffers(1);
    expect(n2).toBe(n1); // LIFO name reuse: the very problem handles solve
    gl.bindBuffer(gl.ARRAY_BUFFER, n2);
    expect(calls).toEqual(['resource_create', 'resource_destroy', 'resource_create']);
    const second = handles[2];
    expect(second).toEqual({ slot: first.slot, gen: first.gen + 1 });
    expect(frontEnd.tracker!.buffers!.handleOf(frontEnd.state.objects.buffers.Get(n2)!)).toEqual(second);
    expectCorruption(() => table.subdata(first, 0, new Uint8Array(0)), /live under gen 2/);
  });

  it('100,000 create / delete cycles through the GL interface: one slot, gen bumped each time, no table growth', () => {
    const { gl, table, handles, buffers } = pushedFrontEnd();
    for (let i = 0; i < 100_000; i++) {
      const [n] = gl.createBuffers(1);
      gl.deleteBuffers([n]);
    }
    expect(table.length).toBe(2);
    expect(table.live).toBe(0);
    expect(table.stats.creates).toBe(100_000);
    expect(buffers.destroyed).toBe(100_000);
    expect(handles[handles.length - 1]).toEqual({ slot: 1, gen: 100_000 });
  });
});

describe('MGB_CTX of buffers (phase A alias, push verify)', () => {
  const front = { lifetimeId: 1, name: 3, data: new Uint8Array(24), usage: GL.DYNAMIC_DRAW, shapeVersion: 2, changeSerial: 5 };
  const counts = () => ({ bufferResources: 0, divergences: 0, first: [] as string[] });

  it('alias reads a copy of the descriptor and verify compares it with the context at every read', () => {
    const report = counts();
    const mgb = new BufferInputs('alias', true, report);
    expect(mgb.shape(front)).toEqual({ size: 24, usage: GL.DYNAMIC_DRAW, shapeVersion: 2 });
    mgb.shape(front);
    expect(report).toMatchObject({ bufferResources: 2, divergences: 0 });
    // Pull compares nothing (MGB_CTX is the context).
    const pulled = counts();
    new BufferInputs('context', true, pulled).shape(front);
    expect(pulled.bufferResources).toBe(0);
  });

  it('negative controls: a corrupted alias copy and a pushed size that differs both go red', () => {
    const report = counts();
    const bad = new BufferInputs('alias', true, report, true);
    expect(() => bad.shape(front)).toThrow(/PipeVerifyDiffer, bufferResources@buffer-op/);
    expect(report.first).toEqual(['bufferResources@buffer-op: size']);
    const pushed = new BufferInputs('push', true, counts());
    pushed.verifyPushed(front, 24, GL.DYNAMIC_DRAW, false);
    expect(() => pushed.verifyPushed(front, 16, GL.DYNAMIC_DRAW, false)).toThrow(/PipeVerifyDiffer/);
  });
});
