// TwinRegistry.sweep (gles-core), which now walks its Map with a callback bound once so the periodic sweep
// allocates nothing: it must still delete exactly the dead fronts' twins, each once, and report them.
import { GC_CREATION_INTERVAL, TwinRegistry, type CreationSweepSignal } from '@mgpipe/gles-core';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { describe, expect, it } from 'vitest';

interface Front {
  lifetimeId: number;
  name: number;
  dead: boolean;
}

describe('TwinRegistry.sweep', () => {
  it('deletes the twins of dead fronts only, calls onDelete and destroy once each, and can sweep again', () => {
    const destroyed: number[] = [];
    const registry = new TwinRegistry<Front, { id: number; destroy(): void }>('test', (f) => ({ id: f.lifetimeId, destroy: () => destroyed.push(f.lifetimeId) }), (f) => !f.dead, { due: false });
    const fronts = Array.from({ length: 10 }, (_, i) => ({ lifetimeId: i + 1, name: i + 1, dead: false }));
    for (const f of fronts) registry.get(f);
    for (const i of [0, 3, 4, 9]) fronts[i].dead = true;
    const deleted: number[] = [];
    const gl = {} as GLEntryPoints;
    expect(registry.sweep(gl, (t) => deleted.push(t.id))).toBe(4);
    expect(deleted).toEqual([1, 4, 5, 10]);
    expect(destroyed).toEqual([1, 4, 5, 10]);
    expect(registry.size).toBe(6);
    expect(registry.peek(fronts[0])).toBeUndefined();
    expect(registry.peek(fronts[1])?.id).toBe(2);
    fronts[1].dead = true;
    expect(registry.sweep(gl)).toBe(1);
    expect(registry.sweep(gl)).toBe(0);
    expect(registry.size).toBe(5);
  });

  it('raises the shared creation signal at its GC_CREATION_INTERVAL-th creation since its last sweep, not on hits', () => {
    // GlesDevice.noteDraw reads this one flag instead of asking each registry whether a creation sweep is due.
    const signal: CreationSweepSignal = { due: false };
    const make = () => new TwinRegistry<Front, { destroy(): void }>('test', () => ({ destroy: () => undefined }), () => true, signal);
    const a = make(), b = make();
    const fronts = Array.from({ length: GC_CREATION_INTERVAL + 1 }, (_, i) => ({ lifetimeId: i + 1, name: i + 1, dead: false }));
    for (let i = 0; i < GC_CREATION_INTERVAL - 1; i++) a.get(fronts[i]);
    for (let i = 0; i < 10; i++) a.get(fronts[0]); // hits create nothing
    b.get(fronts[GC_CREATION_INTERVAL]); // another registry's creations are its own count
    expect(signal.due).toBe(false);
    a.get(fronts[GC_CREATION_INTERVAL - 1]);
    expect(signal.due).toBe(true);
    // The owner lowers it and sweeps; the count restarts: the next GC_CREATION_INTERVAL - 1 creations leave it down.
    signal.due = false;
    a.sweep({} as GLEntryPoints);
    const more = (from: number, n: number) => { for (let i = 0; i < n; i++) a.get({ lifetimeId: from + i, name: from + i, dead: false }); };
    more(1000, GC_CREATION_INTERVAL - 1);
    expect(signal.due).toBe(false);
    more(1000 + GC_CREATION_INTERVAL, 1);
    expect(signal.due).toBe(true);
  });

  it('moves removals on every removal (delete, sweep, destroyAll) and never on a get', () => {
    // The device's sampled-texture memo holds twins outside the registry while this has not moved.
    const registry = new TwinRegistry<Front, { destroy(): void }>('test', () => ({ destroy: () => undefined }), (f) => !f.dead, { due: false });
    const gl = {} as GLEntryPoints;
    const fronts = Array.from({ length: 4 }, (_, i) => ({ lifetimeId: i + 1, name: i + 1, dead: false }));
    for (const f of fronts) registry.get(f);
    registry.get(fronts[0]);
    expect(registry.removals).toBe(0);
    registry.delete(gl, fronts[0]);
    expect(registry.removals).toBe(1);
    registry.delete(gl, fronts[0]); // no twin left: nothing removed
    expect(registry.removals).toBe(1);
    expect(registry.sweep(gl)).toBe(0);
    expect(registry.removals).toBe(1);
    fronts[1].dead = true;
    fronts[2].dead = true;
    expect(registry.sweep(gl)).toBe(2);
    expect(registry.removals).toBe(3);
    registry.destroyAll(gl);
    expect(registry.removals).toBe(4);
  });
});
