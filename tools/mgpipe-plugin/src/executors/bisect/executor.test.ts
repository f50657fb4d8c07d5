// The bisect executor: its options become the CLI's flags, and it runs the real CLI (a short bisect: a start set of
// one subsystem plus its prerequisites, with a fault PLANTED in that subsystem's push path — every GLES subsystem has
// one since images-upload's receiver landed (issue 16), so none is left whose fault is simulated at the runner).
// buffers: its fault inverts a byte of every resource_subdata, which ubo's uniform block shows.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { ExecutorContext } from '@nx/devkit';
import { prerequisiteClosure, subsystemMask, subsystemNamesOf } from '@mgpipe/migration';
import bisectExecutor, { bisectArgs } from './executor.ts';

const root = join(import.meta.dirname, '../../../../..');

describe('bisect executor', () => {
  it('maps options to flags (camelCase → --kebab-case), exactly one case', () => {
    expect(bisectArgs({ subsystem: 'readback-pack', timeout: 30, junit: 'out/r.xml', baseline: 'b.csv', json: true, allowTestFaults: true, push: 'all' })).toEqual([
      'bisect', '--subsystem', 'readback-pack', '--push', 'all', '--baseline', 'b.csv', '--timeout', '30', '--junit', 'out/r.xml', '--json', '--allow-test-faults',
    ]);
    expect(bisectArgs({ trace: 't.trace', json: false })).toEqual(['bisect', '--trace', 't.trace']);
    expect(() => bisectArgs({})).toThrow(/exactly one of scenario, trace, subsystem/);
    expect(() => bisectArgs({ scenario: 'a', subsystem: 'b' })).toThrow(/exactly one/);
  });

  it('runs mgpipe bisect and succeeds when it names a culprit', async () => {
    const { PUSH_PATH_SUBSYSTEMS } = await import('@mgpipe/backend-gles');
    const planted = 'buffers';
    expect(PUSH_PATH_SUBSYSTEMS).toContain(planted);
    const startSet = subsystemNamesOf(prerequisiteClosure(subsystemMask(planted))).join(',');
    process.env.MOBILEGL_PIPE_TEST_FAULT = planted;
    try {
      const context = { root, cwd: root, isVerbose: false } as unknown as ExecutorContext;
      expect(await bisectExecutor({ scenario: 'ubo', push: startSet, allowTestFaults: true, timeout: 60 }, context)).toEqual({ success: true });
      // Exit 1 (nothing to bisect: it passes with nothing pushed) fails the target.
      delete process.env.MOBILEGL_PIPE_TEST_FAULT;
      expect(await bisectExecutor({ scenario: 'ubo', push: 'none' }, context)).toEqual({ success: false });
    } finally {
      delete process.env.MOBILEGL_PIPE_TEST_FAULT;
    }
  }, 120_000);
});
