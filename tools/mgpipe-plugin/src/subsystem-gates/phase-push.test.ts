// The push set of each phase (phase-push.ts), independent of the recorded one, on a planted state.
import { SUBSYSTEM_NAMES, pushDependencyErrors, subsystemMask, type SubsystemName } from '@mgpipe/migration';
import { describe, expect, it } from 'vitest';
import { dependentsOf, phasePushSet, testablePhases, type RecordedSubsystem } from './phase-push.ts';

/** Everything at pull, then the given subsystems at their phases (pushDefault from B, as state.json keeps it). */
function recorded(at: Partial<Record<SubsystemName, RecordedSubsystem['phase']>>): Record<SubsystemName, RecordedSubsystem> {
  return Object.fromEntries(SUBSYSTEM_NAMES.map((s) => {
    const phase = at[s] ?? 'pull';
    return [s, { phase, pushDefault: phase !== 'pull' && phase !== 'A' }];
  })) as Record<SubsystemName, RecordedSubsystem>;
}

describe('phasePushSet', () => {
  const state = recorded({ 'render-state': 'C', 'patch-state': 'C', 'readback-pack': 'A', textures: 'B', framebuffer: 'B' });
  const defaults = subsystemMask('render-state', 'patch-state', 'textures', 'framebuffer');

  it('B: its bit and its prerequisites pushed on top of the defaults, whatever phase is recorded (readback-pack at A)', () => {
    const b = phasePushSet(state, 'readback-pack', 'B');
    expect(b.pushMask).toBe(defaults | subsystemMask('readback-pack', 'framebuffer', 'textures'));
    expect(b.env).toMatchObject({ MOBILEGL_PIPE_PUSH: `0x${b.pushMask.toString(16)}`, MOBILEGL_PIPE_VERIFY: '1', MOBILEGL_PIPE_ALIAS: 'none' });
  });

  it('A: not pushed, but aliased (named in MOBILEGL_PIPE_ALIAS); pull: neither', () => {
    const a = phasePushSet(state, 'readback-pack', 'A');
    expect(a.pushMask & subsystemMask('readback-pack')).toBe(0);
    expect(a.alias).toEqual(['readback-pack']);
    const pull = phasePushSet(state, 'readback-pack', 'pull');
    expect(pull.pushMask).toBe(a.pushMask);
    expect(pull.env.MOBILEGL_PIPE_ALIAS).toBe('none');
  });

  it('pull of a prerequisite drops the bits that require it (the mask stays closed), keeps other recorded aliases', () => {
    expect(dependentsOf('textures').sort()).toEqual(['framebuffer', 'images-upload', 'readback-pack']);
    const pull = phasePushSet(state, 'textures', 'pull');
    expect(pull.pushMask).toBe(subsystemMask('render-state', 'patch-state'));
    expect(pushDependencyErrors(pull.pushMask)).toEqual([]);
    expect(pull.alias).toEqual(['readback-pack']);
  });

  it('render-state at B keys its memo on the version (LEGACY_MEMOS=1), at C on the handle', () => {
    expect(phasePushSet(state, 'render-state', 'B').env.MOBILEGL_PIPE_LEGACY_MEMOS).toBe('1');
    expect(phasePushSet(state, 'render-state', 'C').env.MOBILEGL_PIPE_LEGACY_MEMOS).toBe('0');
    expect(phasePushSet(state, 'patch-state', 'B').legacyMemos).toBe(false);
  });
});

describe('testablePhases', () => {
  it('every phase up to the recorded one, plus the next when the backend has the push path; never done as a next', () => {
    expect(testablePhases('A', true)).toEqual(['pull', 'A', 'B']);
    expect(testablePhases('pull', false)).toEqual(['pull']);
    expect(testablePhases('pull', true)).toEqual(['pull', 'A']);
    expect(testablePhases('C', true)).toEqual(['pull', 'A', 'B', 'C']);
  });
});
