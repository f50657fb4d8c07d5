// `mgpipe bisect`'s plumbing with a fake runner standing in for the per-mask child runs (the real child runs, a
// planted fault and a hung child, are bisect.test.ts): simulated vs planted faults, the flake guard (exit 3), the
// baseline, a subsystem's verify set, JUnit XML, usage errors, the progress line.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runBisectCommand, type MakeRunner } from '../src/commands/bisect.ts';
import { bisectCommand } from '../src/commands/bisect-command.ts';
import { parseArgs } from '../src/util/args.ts';
import type { RunOutcome } from '@mgpipe/migration';
import { glesPushPathSubsystems } from '@mgpipe/lanes';
import { closeReportBrowser, inspectReport } from './report-dom.ts';

// Every subsystem of the GLES backend has a push path since images-upload's receiver landed (issue 16), so the
// simulated-fault half of bisect.ts has no real subsystem left to run on: the two tests of that half set
// `pretendNoPushPath` to one subsystem, which the backend's list then lacks for bisect (and for the test).
let pretendNoPushPath: string | null = null;
vi.mock('@mgpipe/lanes', async (importOriginal) => {
  const real = await importOriginal<typeof import('@mgpipe/lanes')>();
  return { ...real, glesPushPathSubsystems: async () => (await real.glesPushPathSubsystems()).filter((s) => s !== pretendNoPushPath) };
});

const DIR = mkdtempSync(join(tmpdir(), 'mgpipe-bisect-cmd-'));

afterEach(() => {
  pretendNoPushPath = null;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const parse = (argv: string[]) => parseArgs(argv, bisectCommand.options ?? [], 'mgpipe bisect');

/** `fails(mask, target, nthRunOfThatMask)` decides each fake run. */
async function bisect(argv: string[], fails: (mask: number, target: string, nth: number) => boolean | RunOutcome = () => false) {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  const masks: number[] = [];
  const planted: (readonly string[] | null)[] = [];
  const targets: string[] = [];
  const timeouts: number[] = [];
  const make: MakeRunner = (spec, p, o) => {
    planted.push(p);
    targets.push(spec.target);
    timeouts.push(o.timeoutMs);
    const count = new Map<number, number>();
    return async (mask) => {
      masks.push(mask);
      count.set(mask, (count.get(mask) ?? 0) + 1);
      return fails(mask, spec.target, count.get(mask)!);
    };
  };
  const code = await runBisectCommand(parse(argv), make);
  return { code, out, masks, planted, targets, timeouts };
}

describe('mgpipe bisect (fake runner)', () => {
  afterAll(closeReportBrowser);

  it('a fault in a subsystem without a push path is simulated at the runner, and says so', async () => {
    pretendNoPushPath = 'images-upload';
    vi.stubEnv('MOBILEGL_PIPE_TEST_FAULT', 'images-upload');
    const { code, out, masks, planted } = await bisect(['--scenario', 'ubo']);
    expect(code).toBe(0);
    expect(planted).toEqual([null]);
    expect(out).toContain('simulated test fault (MOBILEGL_PIPE_TEST_FAULT; no push path yet, declared at the runner): images-upload\n');
    expect(out).toContain('culprit: images-upload (with its prerequisites textures pushed)');
    expect(out).toContain('smallest failing set: 0x30 [textures, images-upload]  (MOBILEGL_PIPE_PUSH=textures,images-upload)');
    expect(out).toMatch(/^ {2}0x030 FAIL {2}\[textures, images-upload\] {2}\(simulated test fault in images-upload\)$/m);
    const { pushDependencyErrors } = await import('@mgpipe/migration');
    for (const m of masks) expect(pushDependencyErrors(m)).toEqual([]);
  });

  it('a fault in a push-path subsystem is handed to the runner (the child runs), not simulated', async () => {
    // The simulated half is a subsystem our backend has no push path for yet, read from the backend rather than
    // named here (a name written down becomes a real push path when that subsystem migrates).
    const { SUBSYSTEM_NAMES } = await import('@mgpipe/migration');
    pretendNoPushPath = 'images-upload';
    const pushPaths = await glesPushPathSubsystems();
    expect(pushPaths).toContain('vertex-attrib-defaults');
    const noPushPath = SUBSYSTEM_NAMES.find((s) => !pushPaths.includes(s));
    expect(noPushPath, 'every subsystem has a push path: the simulated-fault path of bisect.ts is dead code').toBeDefined();
    vi.stubEnv('MOBILEGL_PIPE_TEST_FAULT', `vertex-attrib-defaults,${noPushPath}`);
    const { out, planted } = await bisect(['--scenario', 'ubo', '--json']);
    expect(planted).toEqual([['vertex-attrib-defaults']]);
    expect(JSON.parse(out)).toMatchObject({ kind: 'culprit', status: 'culprit', culprits: [noPushPath], plantedFault: ['vertex-attrib-defaults'], simulatedFault: [noPushPath] });
  });

  it('--json, a start set, and a case that fails only through the runner; the culprit is confirmed; --report draws the lattice', async () => {
    const report = join(DIR, 'bisect.html');
    const { code, out, masks } = await bisect(['--trace', 'x.trace', '--push', 'textures,images-upload,framebuffer', '--json', '--report', report], (m) => (m & 0b100000) !== 0);
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j).toMatchObject({ case: { kind: 'trace', target: 'x.trace' }, kind: 'culprit', culprits: ['images-upload'], minimalSet: ['textures', 'images-upload'], plantedFault: null, simulatedFault: null });
    expect(j.confirmation).toMatchObject({ reproduced: true, otherRegression: false, culprit: { mask: 0x30, failed: true }, complement: { failed: false } });
    // The lattice: one row a run, one cell a subsystem of the runs (each cell one rect mark), in a real browser.
    const view = await inspectReport(report);
    expect(view.external).toEqual([]);
    const lattice = view.charts.find((c) => c.title === 'trace x.trace: masks walked')!;
    const { subsystemNamesOf } = await import('@mgpipe/migration');
    const columns = new Set(masks.flatMap((m) => subsystemNamesOf(m)));
    expect(lattice.marks).toBe(masks.length * columns.size);
    expect(lattice.width).toBeGreaterThan(60);
  });

  it('a culprit that does not reproduce when run again is FLAKY: exit 3', async () => {
    // images-upload fails only the first time each mask runs: the confirmation re-run passes.
    const { code, out } = await bisect(['--scenario', 'ubo'], (m, _t, nth) => (m & 0b100000) !== 0 && nth === 1);
    expect(code).toBe(3);
    expect(out).toContain('FLAKY: the smallest failing set passed when run again: images-upload did not reproduce\n');
    const j = JSON.parse((await bisect(['--scenario', 'ubo', '--json'], (m, _t, nth) => (m & 0b100000) !== 0 && nth === 1)).out);
    expect(j).toMatchObject({ status: 'flaky', confirmation: { reproduced: false } });
  });

  it('reports another regression when the start set without the culprit still fails', async () => {
    const { code, out } = await bisect(['--scenario', 'ubo'], (m) => (m & 0b100000) !== 0 || (m & 1) !== 0);
    expect(code).toBe(0);
    expect(out).toMatch(/another push regression remains outside the culprit: bisect again with --push 0x[0-9a-f]+\n/);
  });

  it('--subsystem bisects each verify scenario of migrations/subsystems/<name>/subsystem.json; baseline cases are skipped', async () => {
    const baseline = join(DIR, 'baseline.csv');
    writeFileSync(baseline, '# known failures (deqp-runner style)\nssbo,Fail\n\n');
    const junit = join(DIR, 'buffers.xml');
    // ubo regresses with buffers pushed; base-vertex-base-instance passes.
    const r = await bisect(['--subsystem', 'buffers', '--baseline', baseline, '--junit', junit, '--json'], (m, t) => t === 'ubo' && (m & 0b10) !== 0);
    const { SUBSYSTEMS } = await import('@mgpipe/migration');
    expect(SUBSYSTEMS.find((s) => s.name === 'buffers')?.bit).toBe(1);
    const verifySet = JSON.parse(readFileSync(join(import.meta.dirname, '../../../migrations/subsystems/buffers/subsystem.json'), 'utf8')).verifyScenarios;
    expect(verifySet).toEqual(['ubo', 'ssbo', 'base-vertex-base-instance']);
    expect(r.targets).toEqual(['ubo', 'base-vertex-base-instance']); // ssbo: not run at all
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.cases.map((c: { case: { target: string }; status: string }) => [c.case.target, c.status])).toEqual([['ubo', 'culprit'], ['ssbo', 'expected-fail'], ['base-vertex-base-instance', 'passes']]);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuites name="mgpipe bisect" tests="3" failures="1" errors="0" skipped="1"/);
    expect(xml).toMatch(/<testcase classname="mgpipe.bisect.scenario" name="ubo" time="[0-9.]+">\n {6}<failure type="push-regression" message="culprit: buffers">/);
    expect(xml).toMatch(/name="ssbo" time="0.000">\n {6}<skipped message="scenario ssbo: listed in the baseline as Fail: not bisected"\/>/);
    expect(xml).toMatch(/name="base-vertex-base-instance" time="[0-9.]+"\/>/);
  });

  it('exit 1 when there is nothing to bisect, also when every case is in the baseline', async () => {
    expect((await bisect(['--scenario', 'ubo'])).code).toBe(1);
    expect((await bisect(['--scenario', 'ubo'], () => true)).out).toContain('not a push regression');
    const baseline = join(DIR, 'all.csv');
    writeFileSync(baseline, 'readpixels-pack-state,Crash\n');
    const r = await bisect(['--subsystem', 'readback-pack', '--baseline', baseline], () => true);
    expect(r).toMatchObject({ code: 1, masks: [] });
  });

  it('usage errors: the case, --timeout, --subsystem, a malformed baseline (file:line), an unwritable --junit', async () => {
    await expect(runBisectCommand(parse(['--scenario', 'a', '--trace', 'b']))).rejects.toThrow(/usage: mgpipe bisect/);
    await expect(runBisectCommand(parse([]))).rejects.toThrow(/usage: mgpipe bisect/);
    await expect(runBisectCommand(parse(['--scenario', 'a', '--timeout', 'soon']))).rejects.toThrow(/--timeout wants seconds/);
    await expect(runBisectCommand(parse(['--subsystem', 'textrues']))).rejects.toThrow(/unknown subsystem 'textrues' \(did you mean 'textures'\?\)/);
    const bad = join(DIR, 'bad.csv');
    writeFileSync(bad, 'ubo,Fail\nssbo,Broken\n');
    await expect(runBisectCommand(parse(['--scenario', 'ubo', '--baseline', bad]))).rejects.toThrow(`${bad}:2: unknown status 'Broken'`);
    const file = join(DIR, 'a-file');
    writeFileSync(file, '');
    const never: MakeRunner = () => async () => { throw new Error('must not run'); };
    await expect(runBisectCommand(parse(['--scenario', 'ubo', '--junit', join(file, 'x.xml')]), never)).rejects.toThrow(/--junit .*not a writable directory/);
  });

  it('a run the runner timed out is a fail with its reason, in the text and in the JUnit failure', async () => {
    const junit = join(DIR, 'timeout.xml');
    const timedOut = { failed: true, reason: 'timeout (killed after 6 s)' };
    const { code, out } = await bisect(['--scenario', 'hangs.mjs', '--junit', junit], (m) => ((m & 0x200) !== 0 ? timedOut : false));
    expect(code).toBe(0);
    expect(out).toMatch(/^ {2}0x218 FAIL {2}\[framebuffer, textures, readback-pack\] {2}\(timeout \(killed after 6 s\)\)$/m);
    expect(out).toContain('culprit: readback-pack (with its prerequisites framebuffer, textures pushed)\n');
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testcase classname="mgpipe.bisect.scenario" name="hangs.mjs" time="[0-9.]+">\n {6}<failure type="push-regression" message="culprit: readback-pack[^"]*">/);
    expect(xml).toContain('[framebuffer, textures, readback-pack]  (timeout (killed after 6 s))');
  });

  it('passes --timeout on to the runner (default 120 s)', async () => {
    expect((await bisect(['--scenario', 'ubo'])).timeouts).toEqual([120_000]);
    expect((await bisect(['--scenario', 'ubo', '--timeout', '2.5'])).timeouts).toEqual([2500]);
  });

  it('a progress line per child run on a terminal stderr, none under --json', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((s) => (writes.push(String(s)), true));
    const tty = Object.getOwnPropertyDescriptor(process.stderr, 'isTTY');
    Object.defineProperty(process.stderr, 'isTTY', { value: true, configurable: true });
    try {
      const { masks } = await bisect(['--scenario', 'ubo'], (m) => (m & 0b100000) !== 0);
      const ERASE = '\r\x1b[K'; // carriage return + erase to end of line
      expect(writes.filter((w) => w.startsWith(ERASE) && /^bisect ubo: run \d+, push 0x[0-9a-f]+/.test(w.slice(ERASE.length)))).toHaveLength(masks.length);
      writes.length = 0;
      await bisect(['--scenario', 'ubo', '--json'], (m) => (m & 0b100000) !== 0);
      expect(writes).toEqual([]);
    } finally {
      if (tty) Object.defineProperty(process.stderr, 'isTTY', tty);
      else delete (process.stderr as { isTTY?: boolean }).isTTY;
    }
  });
});
