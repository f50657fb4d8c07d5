import { describe, expect, it } from 'vitest';
import {
  ALL_SUBSYSTEMS_MASK,
  MIGRATION_STATE,
  PipeSwitchError,
  SUBSYSTEM_NAMES,
  latchPipeSwitches,
  parsePipeCliFlags,
  parsePipeSwitches,
  subsystemMask,
  subsystemNamesOf,
  unlatchPipeSwitchesForTest,
  type SubsystemName,
} from '../src/index.ts';

describe('MOBILEGL_PIPE_PUSH', () => {
  it('all / none / names / hex', () => {
    expect(parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all' }).pushMask).toBe(ALL_SUBSYSTEMS_MASK);
    expect(parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'none' }).pushMask).toBe(0);
    expect(parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'render-state,patch-state' }).pushMask).toBe(subsystemMask('render-state', 'patch-state'));
    expect(parsePipeSwitches({ MOBILEGL_PIPE_PUSH: '0x3' }).pushMask).toBe(subsystemMask('render-state', 'buffers'));
  });
  it('unset: the pushDefault bits of migrations/state.json', () => {
    let expected = 0;
    for (const [name, s] of Object.entries(MIGRATION_STATE.backends.gles.subsystems)) if (s.pushDefault) expected |= subsystemMask(name as SubsystemName);
    expect(parsePipeSwitches({}).pushMask).toBe(expected);
    // By name too, in bit order: the subsystems state.json gives a default push bit (whatever phases it holds today).
    const named = Object.entries(MIGRATION_STATE.backends.gles.subsystems).filter(([, s]) => s.pushDefault).map(([n]) => n);
    expect(subsystemNamesOf(parsePipeSwitches({}).pushMask)).toEqual(subsystemNamesOf(subsystemMask(...(named as SubsystemName[]))));
  });
  it('the negative control: bit 63 or nocso, only with render-state', () => {
    const hex = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: '0x8000000000000001' });
    expect(hex.noCsoContentAddressing).toBe(true);
    expect(hex.pushMask).toBe(1);
    expect(parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'render-state,nocso' }).noCsoContentAddressing).toBe(true);
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'nocso' })).toThrow(/'nocso' needs 'render-state'/);
  });
  it('unknown names list the valid ones', () => {
    try {
      parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'render-state,textrues' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PipeSwitchError);
      expect((e as Error).message).toContain(`unknown subsystem 'textrues'`);
      for (const n of SUBSYSTEM_NAMES) expect((e as Error).message).toContain(n);
    }
  });
  it('refuses a bit whose prerequisites are off, naming them', () => {
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'vertex-elements' })).toThrow(/'vertex-elements' needs 'buffers'/);
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'xfb-queries,buffers' })).toThrow(/'xfb-queries' needs 'program'/);
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_PUSH: '0x4' })).toThrow(/needs 'buffers'/);
    expect(parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'vertex-elements,buffers' }).pushMask).toBe(subsystemMask('vertex-elements', 'buffers'));
  });
  it('rejects hex bits outside the set', () => {
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_PUSH: '0x100000' })).toThrow(/outside the subsystem set/);
  });
});

describe('the other switches', () => {
  it('0|1 booleans with errors for anything else', () => {
    const s = parsePipeSwitches({ MOBILEGL_PIPE_VERIFY: '1', MOBILEGL_PIPE_STATS: '1', MOBILEGL_PIPE_LEGACY_MEMOS: '1' });
    expect([s.verify, s.stats, s.legacyMemos]).toEqual([true, true, true]);
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_VERIFY: 'yes' })).toThrow(/MOBILEGL_PIPE_VERIFY=yes: expected 0 or 1/);
  });
  it('VERIFY_CORRUPT and POISON_OMIT name real fields and verb classes', () => {
    const s = parsePipeSwitches({ MOBILEGL_PIPE_VERIFY_CORRUPT: 'renderState', MOBILEGL_PIPE_POISON_OMIT: 'draw:dynamicState' });
    expect(s.verifyCorrupt).toBe('renderState');
    expect(s.poisonOmit).toEqual({ verb: 'draw', field: 'dynamicState' });
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_VERIFY_CORRUPT: 'nope' })).toThrow(/Valid: framebuffer, renderState/);
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_POISON_OMIT: 'draw' })).toThrow(/expected <Verb>:<field>/);
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_POISON_OMIT: 'paint:renderState' })).toThrow(/unknown verb class 'paint'/);
  });
  it('CLI flags win over the environment', () => {
    const cli = parsePipeCliFlags(['scenario', 'run', 'x', '--push', 'all', '--verify', '--stats=0']);
    expect(cli).toEqual({ push: 'all', verify: '1', stats: '0' });
    const s = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'none', MOBILEGL_PIPE_VERIFY: '0', MOBILEGL_PIPE_STATS: '1' }, cli);
    expect([s.pushMask, s.verify, s.stats]).toEqual([ALL_SUBSYSTEMS_MASK, true, false]);
    expect(() => parsePipeSwitches({}, { push: 'bogus' })).toThrow(/^--push: unknown subsystem/);
  });
  it('latches once; a different second latch is refused', () => {
    unlatchPipeSwitchesForTest();
    const a = latchPipeSwitches({ MOBILEGL_PIPE_PUSH: 'render-state' });
    expect(latchPipeSwitches({ MOBILEGL_PIPE_PUSH: 'render-state' })).toBe(a);
    expect(() => latchPipeSwitches({ MOBILEGL_PIPE_PUSH: 'all' })).toThrow(/already latched/);
    unlatchPipeSwitchesForTest();
  });
});

describe('MOBILEGL_PIPE_ALIAS', () => {
  it('unset: null (state.json decides); none: empty; names: those; a typo is refused with the valid set', () => {
    expect(parsePipeSwitches({}).alias).toBeNull();
    expect(parsePipeSwitches({ MOBILEGL_PIPE_ALIAS: 'none' }).alias).toEqual([]);
    expect(parsePipeSwitches({ MOBILEGL_PIPE_ALIAS: 'readback-pack, render-state' }).alias).toEqual(['readback-pack', 'render-state']);
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_ALIAS: 'readback-pak' })).toThrow(/MOBILEGL_PIPE_ALIAS: unknown subsystem 'readback-pak'. Valid: none, or .*render-state/);
  });
});

describe('MOBILEGL_PIPE_INDEX_MIRROR_MB', () => {
  it('unset: the seeds default 64; a non-negative number of MiB (fractions too); anything else is refused', () => {
    expect(parsePipeSwitches({}).indexMirrorMB).toBe(64);
    expect(parsePipeSwitches({ MOBILEGL_PIPE_INDEX_MIRROR_MB: '0' }).indexMirrorMB).toBe(0);
    expect(parsePipeSwitches({ MOBILEGL_PIPE_INDEX_MIRROR_MB: '0.5' }).indexMirrorMB).toBe(0.5);
    for (const bad of ['-1', '64MB', 'lots', '1e3']) {
      expect(() => parsePipeSwitches({ MOBILEGL_PIPE_INDEX_MIRROR_MB: bad })).toThrow(/MOBILEGL_PIPE_INDEX_MIRROR_MB=.*non-negative number of MiB/);
    }
  });
});
