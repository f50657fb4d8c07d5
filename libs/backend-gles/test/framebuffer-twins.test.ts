// The framebuffer subsystem's phase C memo (gles-framebuffer pushed-twins.ts) in both arms: the slot arrays keyed by
// handle slot and the identity registries MOBILEGL_PIPE_LEGACY_MEMOS=1 keeps. Driven with the receiver's renderbuffer
// table and pushed framebuffer views, over a driver that counts names and storage allocations. Expected counts are
// stated per step: one driver renderbuffer allocation per renderbuffer resource created, none for a repeated sync.
import { DriverBindings, FramebufferView } from '@mgpipe/gles-core';
import { PushedFramebufferTwins } from '@mgpipe/gles-framebuffer';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { MGPResourceTarget, kNullHandle, type MGPResourceDesc } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { RenderbufferTable } from '../src/state/framebuffer-receiver.ts';

function driver() {
  const liveFramebuffers = new Set<number>(), liveRenderbuffers = new Set<number>();
  let next = 0, storage = 0;
  const gl = new Proxy({
    glGenFramebuffers: (_n: number, out: Uint32Array) => { out[0] = ++next; liveFramebuffers.add(out[0]); },
    glDeleteFramebuffers: (_n: number, names: Uint32Array) => { liveFramebuffers.delete(names[0]); },
    glGenRenderbuffers: (_n: number, out: Uint32Array) => { out[0] = ++next; liveRenderbuffers.add(out[0]); },
    glDeleteRenderbuffers: (_n: number, names: Uint32Array) => { liveRenderbuffers.delete(names[0]); },
    glRenderbufferStorageMultisample: () => { storage++; },
  } as Record<string, unknown>, { get: (t, k) => t[k as string] ?? (() => undefined) }) as unknown as GLEntryPoints;
  return { gl, liveFramebuffers, liveRenderbuffers, storage: () => storage };
}

const desc = (width: number): MGPResourceDesc => ({
  target: MGPResourceTarget.renderbuffer, internalFormat: GL.RGBA8, width, height: 4, depth: 1, usage: 0, storageFlags: 0,
  viewOf: kNullHandle, bufferForTexBuffer: kNullHandle, bufOffset: 0n, bufSize: 0n, arrayLayers: 1, levels: 1, samples: 0,
  bindMask: 0, storageKind: 0, fixedSampleLocations: true, immutable: false, hasDefinedContent: false, imageBindableHint: false,
  glNameForDiag: [],
});

function pushedView(slot: number, gen: number): FramebufferView {
  const v = new FramebufferView();
  v.pushed = true;
  v.handleSlot = slot;
  v.handleGen = gen;
  return v;
}

describe.each([true, false])('pushed framebuffer twins (handleMemo %s)', (handleMemo) => {
  it('a renderbuffer slot re-created five times allocates once per resource and keeps no driver renderbuffer after its destroy', () => {
    const d = driver();
    const b = new DriverBindings(d.gl);
    const twins = new PushedFramebufferTwins(d.gl, b, handleMemo);
    const table = new RenderbufferTable();
    for (let gen = 1; gen <= 5; gen++) {
      table.create({ slot: 3, gen }, desc(8));
      const r = table.get({ slot: 3, gen }, 'test');
      const twin = twins.renderbuffer(r);
      expect(twins.renderbuffer(r)).toBe(twin);
      twin.sync(d.gl, b, r, false);
      twin.sync(d.gl, b, r, false); // unchanged: no second allocation
      expect(d.storage()).toBe(gen);
      twins.renderbufferDestroyed(table.destroy({ slot: 3, gen }));
    }
    expect(twins.size.renderbuffers).toBe(0);
    expect(d.liveRenderbuffers.size).toBe(0);
  });

  it('a respecified renderbuffer re-allocates; a framebuffer slot reused after its destroy gets a fresh driver framebuffer', () => {
    const d = driver();
    const b = new DriverBindings(d.gl);
    const twins = new PushedFramebufferTwins(d.gl, b, handleMemo);
    const table = new RenderbufferTable();
    table.create({ slot: 2, gen: 1 }, desc(8));
    const r = table.get({ slot: 2, gen: 1 }, 'test');
    twins.renderbuffer(r).sync(d.gl, b, r, false);
    table.respecify({ slot: 2, gen: 1 }, desc(16));
    twins.renderbuffer(r).sync(d.gl, b, r, false);
    expect(d.storage()).toBe(2);

    const first = pushedView(5, 1);
    const a = twins.framebuffer(first);
    expect(twins.framebuffer(first)).toBe(a);
    twins.framebufferDestroyed(first);
    expect(d.liveFramebuffers.has(a.name)).toBe(false);
    const second = twins.framebuffer(pushedView(5, 2));
    expect(second).not.toBe(a);
    expect(d.liveFramebuffers.has(second.name)).toBe(true);
    twins.destroyAll();
    expect(d.liveFramebuffers.size + d.liveRenderbuffers.size).toBe(0);
  });
});

describe('the slot arm under a lost destroy', () => {
  it('a renderbuffer created in a reused slot whose twin outlived its predecessor still allocates its own storage', () => {
    // The twin of slot 3 is kept (its destroy never reached the memo); the new resource has the same descriptor. Its
    // storage key comes from the table's counter, so the twin cannot mistake it for the storage it already holds.
    const d = driver();
    const b = new DriverBindings(d.gl);
    const twins = new PushedFramebufferTwins(d.gl, b, true);
    const table = new RenderbufferTable();
    table.create({ slot: 3, gen: 1 }, desc(8));
    const first = table.get({ slot: 3, gen: 1 }, 'test');
    twins.renderbuffer(first).sync(d.gl, b, first, false);
    table.destroy({ slot: 3, gen: 1 });
    table.create({ slot: 3, gen: 2 }, desc(8));
    const second = table.get({ slot: 3, gen: 2 }, 'test');
    expect(twins.renderbuffer(second)).toBe(twins.renderbuffer(first));
    twins.renderbuffer(second).sync(d.gl, b, second, false);
    expect(d.storage()).toBe(2);
  });
});
