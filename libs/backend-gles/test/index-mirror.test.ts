// The index host mirror (D-B7, gles-buffers index-mirror.ts) fed through the buffer receiver, without a GL context:
// which buffers it admits (ELEMENT_ARRAY only, within the budget), how it follows subdata / clear / copy / destroy,
// and that a handle of another generation never reads a mirror. The draw-path use is apps/mgpipe/test/index-mirror.test.ts.
import { BufferTable, IndexMirror, installBufferReceiver, type BufferStore } from '@mgpipe/gles-buffers';
import {
  MGPBindMask, MGPResourceTarget, emptyMGPipeContext, emptyMGPipeScreen, kNullHandle, type MGPResourceDesc, type MGPipeHandle,
} from '@mgpipe/pipe-types';
import { describe, expect, it } from 'vitest';

const none = (): void => undefined;
const store: BufferStore<object> = { create: () => ({}), allocate: none, write: none, copy: none, destroy: none };

function desc(size: number, bindMask: number): MGPResourceDesc {
  return {
    internalFormat: 0, width: size, height: 1, depth: 1, usage: 0x88e4, storageFlags: 0, viewOf: kNullHandle, bufferForTexBuffer: kNullHandle,
    bufOffset: 0n, bufSize: 0n, arrayLayers: 1, levels: 1, samples: 0, bindMask, target: MGPResourceTarget.buffer, storageKind: 1,
    fixedSampleLocations: false, immutable: false, hasDefinedContent: false, imageBindableHint: false, glNameForDiag: new Uint8Array(2),
  };
}

function setup(budget: number) {
  const table = new BufferTable(store);
  const mirror = new IndexMirror(budget);
  const screen = emptyMGPipeScreen();
  const ctx = emptyMGPipeContext();
  installBufferReceiver(table, screen, ctx, false, mirror);
  const create = (h: MGPipeHandle, size: number, mask: number) => screen.resource_create!({ res: h, desc: desc(size, mask) });
  const subdata = (h: MGPipeHandle, offset: number, bytes: number[]) => ctx.resource_subdata!({
    res: h, unionBox: { x: offset, y: 0, z: 0, w: bytes.length, h: 1, d: 1 }, target: 0, level: 0, sourceIsVerbatimLevelShadow: true, regions: [],
    data: new Uint8Array(bytes),
  });
  return { table, mirror, screen, ctx, create, subdata };
}

const EA = MGPBindMask.elementArray;

describe('IndexMirror', () => {
  it('mirrors only ELEMENT_ARRAY buffers, within the budget; the subdata stream keeps the bytes', () => {
    const { mirror, create, subdata } = setup(16);
    const a = { slot: 1, gen: 1 }, b = { slot: 2, gen: 1 }, c = { slot: 3, gen: 1 };
    create(a, 8, EA);
    create(b, 8, 0); // a vertex buffer: never mirrored
    create(c, 12, EA); // 8 + 12 > 16: over budget
    expect(mirror.of(a)).not.toBeNull();
    expect(mirror.of(b)).toBeNull();
    expect(mirror.of(c)).toBeNull();
    expect(mirror.stats).toMatchObject({ indexMirrorBytes: 8, indexMirrorBuffers: 1, indexMirrorRefused: 1 });
    subdata(a, 2, [7, 8, 9]);
    expect(Array.from(mirror.of(a)!)).toEqual([0, 0, 7, 8, 9, 0, 0, 0]);
  });

  it('clear and copy follow; a copy from a buffer outside the mirror drops the destination', () => {
    const { mirror, ctx, create, subdata } = setup(64);
    const a = { slot: 1, gen: 1 }, b = { slot: 2, gen: 1 }, v = { slot: 3, gen: 1 };
    create(a, 8, EA);
    create(b, 8, EA);
    create(v, 8, 0);
    subdata(a, 0, [1, 2, 3, 4, 5, 6, 7, 8]);
    ctx.resource_copy_buffer!({ dst: b, src: a, srcOffset: 2n, dstOffset: 4n, size: 4n });
    expect(Array.from(mirror.of(b)!)).toEqual([0, 0, 0, 0, 3, 4, 5, 6]);
    ctx.resource_clear_buffer!({ res: b, offset: 0n, size: 4n, pattern: new Uint8Array([0xab, 0xcd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), patternSize: 2 });
    expect(Array.from(mirror.of(b)!)).toEqual([0xab, 0xcd, 0xab, 0xcd, 3, 4, 5, 6]);
    ctx.resource_copy_buffer!({ dst: a, src: v, srcOffset: 0n, dstOffset: 0n, size: 4n });
    expect(mirror.of(a)).toBeNull(); // the host cannot know v's bytes
    expect(mirror.stats).toMatchObject({ indexMirrorBytes: 8, indexMirrorBuffers: 1, indexMirrorRefused: 1 });
  });

  it('destroy frees the budget; a later generation of the slot is a different buffer', () => {
    const { mirror, screen, create } = setup(8);
    const a1 = { slot: 1, gen: 1 }, a2 = { slot: 1, gen: 2 }, b = { slot: 2, gen: 1 };
    create(a1, 8, EA);
    create(b, 8, EA); // budget full
    expect(mirror.of(b)).toBeNull();
    screen.resource_destroy!({ res: a1 });
    expect(mirror.stats.indexMirrorBytes).toBe(0);
    create(a2, 4, 0);
    expect(mirror.of(a1)).toBeNull();
    expect(mirror.of(a2)).toBeNull(); // not an element buffer (yet)
    screen.resource_respecify!({ res: a2, desc: desc(4, EA) }); // first bound as an element buffer
    expect(mirror.of(a2)!.byteLength).toBe(4);
    expect(mirror.of(a1)).toBeNull(); // the stale generation never reads it
  });
});
