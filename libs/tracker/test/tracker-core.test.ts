// Slot allocator, suppressor, derived masks and the object-group path through the validate loop.
import { Buffer, GLContext } from '@mgpipe/gl-state';
import { ALL_SUBSYSTEMS_MASK, SubsystemBit, subsystemMask } from '@mgpipe/migration';
import { MGPipeKind, MGPipeOp, installPipeTables, emptyMGPipeScreen, kCallWrites, kPipeInputFieldNames, kVerbClassNames, kVerbMayRead } from '@mgpipe/pipe-types';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_READERS,
  DIRTY_BITS,
  DirtyBit,
  BINDING_KINDS,
  MGPipeTracker,
  RecordingPipeContext,
  SetHashSuppressor,
  SlotAllocator,
  TrackerVerbClass,
  VERB_CLASS_DIRTY_MASK,
  monolithPipeContext,
  type DirtyBitRow,
} from '../src/index.ts';
import { COUNTER_NAMES, OBJECT_BINDING_COUNTER_NAME, movedCounters, readCounter, readCounters } from '../src/counters.ts';

describe('SlotAllocator', () => {
  it('hands out dense slots from 1, and bumps gen only when a slot is reused', () => {
    const a = new SlotAllocator(MGPipeKind.Buffer);
    const h1 = a.allocate();
    const h2 = a.allocate();
    expect([h1, h2]).toEqual([{ slot: 1, gen: 1 }, { slot: 2, gen: 1 }]);
    a.release(h1);
    const h3 = a.allocate();
    expect(h3).toEqual({ slot: 1, gen: 2 });
    expect(a.highWaterMark).toBe(3);
    expect(() => a.release(h1)).toThrow(/stale/); // the old handle is dead
    expect(a.isLive(h3)).toBe(true);
  });
});

describe('SetHashSuppressor', () => {
  it('suppresses an identical set and counts it', () => {
    const s = new SetHashSuppressor();
    expect(s.shouldEmit(0, 42)).toBe(true);
    expect(s.shouldEmit(0, 42)).toBe(false);
    expect(s.shouldEmit(1, 42)).toBe(true); // sets are independent
    expect(s.shouldEmit(0, 43)).toBe(true);
    expect(s.suppressed).toBe(1);
  });
});

describe('SetHashSuppressor pairs', () => {
  it('suppresses the same two words, lets any other pair through, and forgets on invalidate', () => {
    const s = new SetHashSuppressor();
    expect(s.shouldEmitPair(3, 0, 0)).toBe(true); // the null handle, first time
    expect(s.shouldEmitPair(3, 0, 0)).toBe(false);
    expect([s.shouldEmitPair(3, 5, 1), s.shouldEmitPair(3, 5, 2), s.shouldEmitPair(3, 6, 2), s.shouldEmitPair(3, 6, 2)]).toEqual([true, true, true, false]);
    expect(s.shouldEmitPair(4, 6, 2)).toBe(true); // sets are independent
    expect(s.shouldEmitPair(3, 6, 0xffffffff)).toBe(true); // a gen past 2^31 is a word like any other
    expect(s.shouldEmitPair(3, 6, 0xffffffff)).toBe(false);
    s.invalidate(3);
    expect(s.shouldEmitPair(3, 6, 0xffffffff)).toBe(true);
    expect(s.suppressed).toBe(3);
  });
});

describe('SetHashSuppressor words', () => {
  it('holds the count endWords recorded; another count, another set, a begin without its end, or an invalidate holds none', () => {
    const s = new SetHashSuppressor();
    expect(s.beginWords(0, 6)).toBe(false); // nothing pushed yet
    expect(s.endWords(0, 6, false)).toBe(true);
    expect(s.beginWords(0, 6)).toBe(true);
    expect(s.endWords(0, 6, true)).toBe(false); // the same words: suppressed
    expect(s.beginWords(0, 3)).toBe(false); // a shorter list is another list
    expect(s.endWords(0, 3, false)).toBe(true);
    expect(s.beginWords(1, 3)).toBe(false); // sets are independent
    expect(s.beginWords(0, 3)).toBe(true);
    // No endWords (the emitter threw half way): its words are part old, part new, so none are held.
    expect(s.beginWords(0, 3)).toBe(false);
    expect(s.endWords(0, 3, false)).toBe(true);
    s.invalidate(0);
    expect(s.beginWords(0, 3)).toBe(false);
    expect(s.endWords(0, 0, false)).toBe(true);
    expect(s.beginWords(0, 0)).toBe(true); // an empty list is a list
    expect(s.endWords(0, 0, true)).toBe(false);
    expect(s.suppressed).toBe(2);
  });
});

describe('derived data', () => {
  it('every shutter counter has a reader; objectBindingVersion is read as the binding kinds its row names', () => {
    for (const row of DIRTY_BITS) {
      for (const c of row.shutter) {
        if (c !== OBJECT_BINDING_COUNTER_NAME) expect(COUNTER_READERS[c], `${row.name}: ${c}`).toBeDefined();
        else for (const k of BINDING_KINDS[row.name] ?? ['(none listed)']) expect(COUNTER_READERS[k], `${row.name}: ${c} as ${k}`).toBeDefined();
      }
    }
  });
  it('movedCounters compares what readCounters reads, and reports each counter that differs by its own bit', () => {
    for (const withProgram of [false, true]) {
      const ctx = new GLContext();
      if (withProgram) {
        const p = ctx.objects.CreateProgram();
        p.RecordLinkResult(true, '', null, { defaultBlockSize: 4, uniformLocationCount: 1, uniformBlockCount: 0, storageBlockCount: 0 });
        p.WriteUniform(0, 0, new Uint8Array(4).fill(1));
        ctx.BindProgram(p);
      }
      ctx.SetPatchVertices(5);
      // A value no counter holds: a slot readCounters / movedCounters did not write keeps it and fails the compares.
      const seen = new Int32Array(COUNTER_NAMES.length).fill(-12345);
      readCounters(ctx, seen);
      const now = new Int32Array(COUNTER_NAMES.length).fill(-12345);
      expect(movedCounters(ctx, seen, now)).toBe(0);
      // The snapshot the walk reads is what readCounters reads.
      expect([...now]).toEqual([...seen]);
      expect(COUNTER_NAMES.map((_, id) => readCounter(ctx, id))).toEqual([...seen]);
      expect(() => readCounter(ctx, COUNTER_NAMES.length)).toThrow(RangeError);
      for (let id = 0; id < COUNTER_NAMES.length; id++) {
        seen[id] += 1;
        expect(movedCounters(ctx, seen, now), COUNTER_NAMES[id]).toBe(1 << id);
        expect(now[id], COUNTER_NAMES[id]).toBe(seen[id] - 1);
        seen[id] -= 1;
      }
    }
  });
  it('movedCounters compares, for every id, the very field readCounters reads (a context whose every field differs)', () => {
    const containers = new Set(['generations', 'renderState', 'drawProgram', 'programPipeline', 'vertexArray', 'buffers', 'uniform',
      'shaderStorage', 'atomicCounter', 'transformFeedback', 'bindings', 'textures', 'drawFramebuffer']);
    // Each leaf reads as a number of its own path: a compare sees no change only when it reads the snapshot's field.
    const ids = new Map<string, number>();
    const fake = (path: string): object => new Proxy({}, {
      get: (_t, key) => {
        const p = `${path}.${String(key)}`;
        if (containers.has(String(key))) return fake(p);
        if (!ids.has(p)) ids.set(p, ids.size + 1);
        return ids.get(p);
      },
    });
    const ctx = fake('ctx') as GLContext;
    const snapshot = new Int32Array(COUNTER_NAMES.length);
    readCounters(ctx, snapshot);
    expect(new Set(snapshot).size).toBe(COUNTER_NAMES.length - 1); // distinct fields (samplingResolution backs two ids)
    const now = new Int32Array(COUNTER_NAMES.length);
    expect(movedCounters(ctx, snapshot, now)).toBe(0);
    expect([...now]).toEqual([...snapshot]);
  });
  it('counters are compared as 32-bit words: a counter past 2^31 (or 2^32) still moves by its own bit, and only when it moved', () => {
    const ctx = new GLContext();
    const patch = COUNTER_NAMES.indexOf('GLContext.patchVersion');
    (ctx as unknown as { patchVersionCounter: number }).patchVersionCounter = 2 ** 32 + 2 ** 31 + 7;
    const seen = new Int32Array(COUNTER_NAMES.length);
    readCounters(ctx, seen);
    const now = new Int32Array(COUNTER_NAMES.length);
    expect(movedCounters(ctx, seen, now)).toBe(0);
    (ctx as unknown as { patchVersionCounter: number }).patchVersionCounter += 1;
    expect(movedCounters(ctx, seen, now)).toBe(1 << patch);
  });

  it('per-class masks come from the verbClasses column', () => {
    const draw = VERB_CLASS_DIRTY_MASK[TrackerVerbClass.draw];
    expect(draw & (1 << DirtyBit.NEW_PIPELINE_STATE)).not.toBe(0);
    expect(draw & (1 << DirtyBit.NEW_PIXEL_PACK)).toBe(0);
    expect(VERB_CLASS_DIRTY_MASK[TrackerVerbClass.readback] & (1 << DirtyBit.NEW_PIXEL_PACK)).not.toBe(0);
    expect(VERB_CLASS_DIRTY_MASK[TrackerVerbClass.sync]).toBe(0);
  });
});

/**
 * The value groups G5 lets a verb class read that no value row's validate brings up to date for that class:
 * "<group>@<class>" each. MOBILEGL_PIPE_VERIFY compares every group a class may read at its verb's entry, so a
 * pushed group missing here is compared stale after it changed since the last verb that did push it (issue 17:
 * pack state restored after a readPixels, then a blit: packState@blitOrCopy).
 */
function valueReadsNotValidated(rows: readonly DirtyBitRow[]): string[] {
  const groupsOf = (row: DirtyBitRow) =>
    row.emits.reduce((m, call) => m | kCallWrites[MGPipeOp[call as keyof typeof MGPipeOp]], 0);
  const valueGroups = rows.filter((r) => r.kind === 'value' && r.subsystem !== null).reduce((m, r) => m | groupsOf(r), 0);
  const out: string[] = [];
  kVerbClassNames.forEach((cls, c) => {
    const covered = rows.filter((r) => r.subsystem !== null && (r.verbClasses as readonly string[]).includes(cls)).reduce((m, r) => m | groupsOf(r), 0);
    kPipeInputFieldNames.forEach((g, i) => {
      const bit = 2 ** i;
      const mayRead = Math.floor(kVerbMayRead[c] / bit) % 2 === 1;
      if (mayRead && Math.floor(valueGroups / bit) % 2 === 1 && Math.floor(covered / bit) % 2 === 0) out.push(`${g}@${cls}`);
    });
  });
  return out;
}

describe('G5 coverage of the value groups', () => {
  it('every value group a verb class may read is validated for that class (and the tracker says so)', () => {
    expect(valueReadsNotValidated(DIRTY_BITS)).toEqual([]);
    // The tracker's own answer (what PipeInputs stamps) agrees: with every bit pushed, each class covers them.
    const t = new MGPipeTracker(new GLContext(), new RecordingPipeContext().table, { switches: { pushMask: ALL_SUBSYSTEMS_MASK, noCsoContentAddressing: false } });
    const covered = t.pipeInputsCovered();
    const pack = 2 ** kPipeInputFieldNames.indexOf('packState');
    for (const cls of ['blitOrCopy', 'textureOp', 'readback']) expect(Math.floor(covered[kVerbClassNames.indexOf(cls)] / pack) % 2, cls).toBe(1);
  });
  it('negative control: the pack row without blitOrCopy (the state before issue 17) is caught', () => {
    const before = DIRTY_BITS.map((r) => (r.name === 'NEW_PIXEL_PACK' ? { ...r, verbClasses: r.verbClasses.filter((c) => c !== 'blitOrCopy') } : r));
    expect(valueReadsNotValidated(before)).toEqual(['packState@blitOrCopy']);
  });
});

describe('object groups through validate', () => {
  function setup(pushMask: number) {
    const ctx = new GLContext();
    const rec = new RecordingPipeContext();
    const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask, noCsoContentAddressing: false } });
    return { ctx, rec, t };
  }

  it('uniform buffers: a redundant rebind opens the shutter but the set hash suppresses the push', () => {
    const { ctx, rec, t } = setup(subsystemMask('buffers', 'program'));
    const buf = new Buffer(1, ctx.generations);
    buf.AllocateStorage(256, null, 0x88e4, 0, false);
    ctx.buffers.uniform.BindRange(0, buf, 0, -1);
    t.validateForDraw();
    expect(rec.names().filter((n) => n === 'set_shader_buffers')).toHaveLength(3); // uniform, storage, atomic
    rec.clear();
    ctx.buffers.uniform.BindRange(0, null, 0, -1);
    ctx.buffers.uniform.BindRange(0, buf, 0, -1); // back to the same set
    t.validateForDraw();
    expect(rec.calls).toHaveLength(0);
    expect(t.stats.suppressedEmissions).toBeGreaterThan(0);
    buf.AllocateStorage(512, null, 0x88e4, 0, false); // whole-buffer binding: the live size changed
    t.validateForDraw();
    expect(rec.names()).toEqual(['set_shader_buffers']);
    const p = rec.calls[0].payload as { ranges: { size: bigint }[] };
    expect(p.ranges[0].size).toBe(512n);
  });

  it('D-B8 (kCapNeedsHostUboBytes): uniform ranges carry their bytes, and new bytes are sent again; storage ranges carry none', () => {
    const ctx = new GLContext();
    const rec = new RecordingPipeContext();
    const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: subsystemMask('buffers', 'program'), noCsoContentAddressing: false }, hostUboBytes: true });
    const buf = new Buffer(1, ctx.generations);
    buf.AllocateStorage(64, new Uint8Array(64).map((_, i) => i), 0x88e4, 0, false);
    ctx.buffers.uniform.BindRange(1, buf, 16, 8);
    t.validateForDraw();
    type Sent = { cls: number; hostBytes: { index: number; bytes: { ptr: Uint8Array | null; size: bigint } }[] };
    const sent = () => rec.calls.filter((c) => c.name === 'set_shader_buffers').map((c) => c.payload as Sent);
    const uniform = sent().find((p) => p.cls === 0)!;
    expect(uniform.hostBytes.map((h) => [h.index, [...h.bytes.ptr!], h.bytes.size])).toEqual([[1, [16, 17, 18, 19, 20, 21, 22, 23], 8n]]);
    expect(sent().filter((p) => p.cls !== 0).every((p) => p.hostBytes.length === 0)).toBe(true);
    rec.clear();
    t.validateForDraw(); // nothing moved
    expect(rec.calls).toHaveLength(0);
    buf.data.set([99], 18);
    buf.MarkContentChanged(18, 1); // the bound bytes changed: the same ranges go again, with the new bytes
    t.validateForDraw();
    expect(sent().map((p) => [p.cls, p.hostBytes.map((h) => [...h.bytes.ptr!])])).toEqual([[0, [[16, 17, 99, 19, 20, 21, 22, 23]]]]);
  });

  it('negative control: without the cap the same content change sends nothing, and no range carries bytes', () => {
    const { ctx, rec, t } = setup(subsystemMask('buffers', 'program'));
    const buf = new Buffer(1, ctx.generations);
    buf.AllocateStorage(64, new Uint8Array(64), 0x88e4, 0, false);
    ctx.buffers.uniform.BindRange(1, buf, 16, 8);
    t.validateForDraw();
    const buffers = rec.calls.filter((c) => c.name === 'set_shader_buffers');
    expect(buffers).toHaveLength(3);
    expect(buffers.every((c) => (c.payload as { hostBytes: unknown[] }).hostBytes.length === 0)).toBe(true);
    rec.clear();
    buf.MarkContentChanged(18, 1);
    t.validateForDraw();
    expect(rec.names().filter((n) => n === 'set_shader_buffers')).toEqual([]);
  });

  it('pixel pack: pushed for readbacks only, unpack-only changes suppressed', () => {
    const { ctx, rec, t } = setup(subsystemMask('readback-pack', 'images-upload'));
    t.validateForDraw();
    expect(rec.calls).toHaveLength(0);
    t.validateForReadback();
    expect(rec.names()).toEqual(['set_pixel_pack_state']);
    ctx.SetPixelStore(0x0cf5, 1); // UNPACK_ALIGNMENT: moves pixelStoreVersion, not the pack set
    t.validateForReadback();
    expect(rec.names()).toEqual(['set_pixel_pack_state']);
  });

  it('validate fast path: a change only draws read survives a clear validated in between', () => {
    const { ctx, rec, t } = setup(subsystemMask('render-state', 'patch-state'));
    t.validateForDraw();
    t.validateForClear();
    rec.clear();
    t.validateForDraw(); // nothing moved: the class compares its counters and stops
    expect(rec.calls).toHaveLength(0);
    ctx.SetPatchVertices(4);
    t.validateForClear(); // clears do not read patch state: nothing sent, and the draw class must still see it
    expect(rec.calls).toHaveLength(0);
    t.validateForDraw();
    expect(rec.names()).toEqual(['set_patch_state']);
    t.validateForDraw();
    expect(rec.names()).toEqual(['set_patch_state']);
  });

  it("the walk's (class, moved) memo is per class: a move an xfb span walked for its bits alone is walked for the draw's", () => {
    const { ctx, rec, t } = setup(subsystemMask('buffers', 'program', 'xfb-queries'));
    const buf = new Buffer(1, ctx.generations);
    buf.AllocateStorage(256, null, 0x88e4, 0, false);
    ctx.buffers.uniform.BindRange(0, buf, 0, -1);
    t.validateForDraw();
    t.validateForXfbSpan();
    buf.AllocateStorage(512, null, 0x88e4, 0, false); // anyBufferChange alone: the span class walks NEW_SO_TARGETS for it
    t.validateForXfbSpan();
    buf.AllocateStorage(1024, null, 0x88e4, 0, false); // the same counter moved, for the draw class: its buffer bits
    rec.clear();
    t.validateForDraw();
    const uniform = rec.calls.filter((c) => c.name === 'set_shader_buffers').map((c) => c.payload as { cls: number; ranges: { size: bigint }[] });
    expect(uniform.filter((p) => p.cls === 0).map((p) => p.ranges[0].size)).toEqual([1024n]);
  });

  it('validate fast path: a walk that threw is walked again, not skipped', () => {
    const ctx = new GLContext();
    const rec = new RecordingPipeContext(['bind_render_state']);
    const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: 1 << SubsystemBit['render-state'], noCsoContentAddressing: false } });
    expect(() => t.validateForDraw()).toThrow(/UnimplementedCall/);
    expect(() => t.validateForDraw()).toThrow(/UnimplementedCall/);
  });

  it('a null table entry for a pushed call is Fatal, not silent', () => {
    const ctx = new GLContext();
    const rec = new RecordingPipeContext(['bind_render_state']);
    const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: 1 << SubsystemBit['render-state'], noCsoContentAddressing: false } });
    expect(() => t.validateForDraw()).toThrow(/UnimplementedCall/);
  });

  it('monolith mode routes through the G2 thunks to the installed backend table', () => {
    const rec = new RecordingPipeContext();
    installPipeTables(emptyMGPipeScreen(), rec.table);
    const ctx = new GLContext();
    const t = new MGPipeTracker(ctx, monolithPipeContext(), { switches: { pushMask: 1 << SubsystemBit['render-state'], noCsoContentAddressing: false } });
    t.validateForDraw();
    expect(rec.names()).toEqual(['create_render_state', 'bind_render_state', 'set_dynamic_state']);
  });
});
