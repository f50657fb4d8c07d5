// The bisect algorithm, independent of any real lane: a SIMULATED fault (MOBILEGL_PIPE_TEST_FAULT via
// withTestFault) in one subsystem, a fake runner standing in for "run the scenario with these bits pushed", and the
// assertion that bisect names that subsystem with the smallest failing set. The fault planted in a real push path,
// through real renders, is apps/mgpipe/test/bisect.test.ts.
import { describe, expect, it } from 'vitest';
import {
  ALL_SUBSYSTEMS_MASK,
  SUBSYSTEM_NAMES,
  bisectPushBits,
  confirmCulprit,
  dependentClosure,
  parsePipeSwitches,
  parseTestFault,
  prerequisiteClosure,
  splitTestFault,
  pushDependencyErrors,
  subsystemMask,
  subsystemNamesOf,
  testFaultFires,
  withTestFault,
  type SubsystemName,
} from '../src/index.ts';

/** What a scenario run does here: the switches are parsed as a child would latch them (so an invalid mask throws). */
function fakeScenarioRunner(env: Record<string, string>) {
  const masks: number[] = [];
  const fault = parseTestFault(env);
  const passingCase = async (mask: number) => {
    masks.push(mask);
    parsePipeSwitches({ MOBILEGL_PIPE_PUSH: `0x${mask.toString(16)}` }); // refuses masks that break prerequisites
    return false; // the scenario itself renders correctly on every mask
  };
  return { run: withTestFault(passingCase, fault), masks };
}

describe('bisect over push bits', () => {
  it.each(SUBSYSTEM_NAMES)('names a fault planted in %s', async (culprit) => {
    const { run, masks } = fakeScenarioRunner({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: culprit });
    const r = await bisectPushBits(run, ALL_SUBSYSTEMS_MASK);
    expect(r.kind).toBe('culprit');
    if (r.kind !== 'culprit') return;
    expect(r.culprits).toEqual([culprit]);
    // The smallest failing set is the culprit with its prerequisites, nothing else.
    expect(r.minimalMask).toBe(prerequisiteClosure(subsystemMask(culprit as SubsystemName)));
    for (const m of masks) expect(pushDependencyErrors(m)).toEqual([]);
    expect(masks.length).toBeLessThanOrEqual(16); // far below the 2^12 masks of a blind search
  });

  it('names both halves of a fault that needs two subsystems together', async () => {
    const { run } = fakeScenarioRunner({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'render-state,readback-pack' });
    const r = await bisectPushBits(run, ALL_SUBSYSTEMS_MASK);
    expect(r.kind === 'culprit' && r.culprits).toEqual(['render-state', 'readback-pack']);
    expect(r.kind === 'culprit' && r.prerequisites).toEqual(['framebuffer', 'textures']);
  });

  it('starts from the given bits only (closed under prerequisites)', async () => {
    const { run, masks } = fakeScenarioRunner({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'emulation' });
    const r = await bisectPushBits(run, subsystemMask('emulation'));
    expect(r.startMask).toBe(subsystemMask('emulation', 'vertex-elements', 'buffers'));
    expect(r.kind === 'culprit' && r.culprits).toEqual(['emulation']);
    for (const m of masks) expect(subsystemNamesOf(m).every((n) => ['emulation', 'vertex-elements', 'buffers'].includes(n))).toBe(true);
  });

  it('reports a case that passes with the start set, and one that fails with nothing pushed', async () => {
    expect((await bisectPushBits(async () => false, ALL_SUBSYSTEMS_MASK)).kind).toBe('passes');
    expect((await bisectPushBits(async () => true, ALL_SUBSYSTEMS_MASK)).kind).toBe('fails-without-push');
  });
});

describe('confirming a culprit (the flake guard)', () => {
  const fault = subsystemMask('readback-pack');
  it('re-runs, not from the cache, the smallest failing set and the start set without the culprit', async () => {
    const masks: number[] = [];
    const run = async (m: number) => (masks.push(m), (m & fault) === fault);
    const r = await bisectPushBits(run, ALL_SUBSYSTEMS_MASK);
    if (r.kind !== 'culprit') throw new Error(r.kind);
    const before = masks.length;
    const c = await confirmCulprit(run, r);
    expect(masks.slice(before)).toEqual([r.minimalMask, ALL_SUBSYSTEMS_MASK & ~dependentClosure(fault, ALL_SUBSYSTEMS_MASK)]);
    expect(pushDependencyErrors(c.complement.mask)).toEqual([]);
    expect(c).toMatchObject({ reproduced: true, otherRegression: false, culprit: { failed: true }, complement: { failed: false } });
  });

  it('a culprit that passes when run again did not reproduce; a failing complement means another regression', async () => {
    const r = await bisectPushBits(async (m) => (m & fault) === fault, ALL_SUBSYSTEMS_MASK);
    if (r.kind !== 'culprit') throw new Error(r.kind);
    expect(await confirmCulprit(async () => false, r)).toMatchObject({ reproduced: false, otherRegression: false });
    expect(await confirmCulprit(async () => true, r)).toMatchObject({ reproduced: true, otherRegression: true });
  });

  it('keeps the reason a runner gives for a failing run, and reports each step as it finishes', async () => {
    const seen: number[] = [];
    const r = await bisectPushBits(async (m) => ({ failed: (m & fault) === fault, reason: 'timeout' }), ALL_SUBSYSTEMS_MASK, { onStep: (s) => seen.push(s.mask) });
    expect(r.steps.map((s) => s.mask)).toEqual(seen);
    expect(r.steps[0]).toMatchObject({ failed: true, reason: 'timeout' });
  });
});

describe('MOBILEGL_PIPE_TEST_FAULT', () => {
  it('is refused outside tests unless explicitly allowed', () => {
    expect(() => parseTestFault({ MOBILEGL_PIPE_TEST_FAULT: 'textures' })).toThrow(/test-only switch/);
    expect(parseTestFault({ MOBILEGL_PIPE_TEST_FAULT: 'textures' }, { allowTestFaults: true })?.subsystems).toEqual(['textures']);
    expect(parseTestFault({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'textures' })?.mask).toBe(subsystemMask('textures'));
    expect(parseTestFault({})).toBeNull();
  });
  it('is latched with the switches (PipeSwitches.testFault), refused there too outside tests', () => {
    expect(parsePipeSwitches({}).testFault).toBeNull();
    expect(parsePipeSwitches({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'readback-pack' }).testFault).toEqual(['readback-pack']);
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_TEST_FAULT: 'readback-pack' })).toThrow(/test-only switch/);
    expect(parsePipeSwitches({ MOBILEGL_PIPE_TEST_FAULT: 'readback-pack' }, { allowTestFaults: true }).testFault).toEqual(['readback-pack']);
  });
  it('splits into push-path (planted) and simulated names', () => {
    const fault = parseTestFault({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'textures,readback-pack' });
    expect(splitTestFault(fault, ['render-state', 'readback-pack'])).toEqual({ planted: ['readback-pack'], simulated: { subsystems: ['textures'], mask: subsystemMask('textures'), alias: [] } });
    expect(splitTestFault(fault, [])).toEqual({ planted: null, simulated: fault });
    expect(splitTestFault(null, ['readback-pack'])).toEqual({ planted: null, simulated: null });
  });
  it('alias:<subsystem> entries name the alias path, apart from the push path (a run with only them fires no simulated fault)', () => {
    const fault = parseTestFault({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'alias:readback-pack,render-state' });
    expect(fault).toEqual({ subsystems: ['render-state'], mask: subsystemMask('render-state'), alias: ['readback-pack'] });
    const only = parsePipeSwitches({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'alias:readback-pack' });
    expect([only.testFault, only.aliasTestFault]).toEqual([null, ['readback-pack']]);
    expect(testFaultFires(parseTestFault({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'alias:textures' }), 0xfff)).toBe(false);
    expect(() => parseTestFault({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'alias:textrues' })).toThrow(/unknown subsystem 'textrues'/);
    expect(() => parsePipeSwitches({ MOBILEGL_PIPE_TEST_FAULT: 'alias:readback-pack' })).toThrow(/test-only switch/);
  });
  it('names the valid subsystems on a typo', () => {
    expect(() => parseTestFault({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'textrues' })).toThrow(/unknown subsystem 'textrues'.*render-state/);
  });
});
