// The bisect executor: its options become the CLI's flags, and it runs the real CLI (a short bisect: the start
// set textures+images-upload with a fault SIMULATED in images-upload, which has no push path yet, so only the masks
// without images-upload cost a child run; framebuffer was the subject until its push receiver landed, issue 16).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { ExecutorContext } from '@nx/devkit';
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
    process.env.MOBILEGL_PIPE_TEST_FAULT = 'images-upload';
    try {
      const context = { root, cwd: root, isVerbose: false } as unknown as ExecutorContext;
      expect(await bisectExecutor({ scenario: 'ubo', push: 'textures,images-upload', allowTestFaults: true, timeout: 60 }, context)).toEqual({ success: true });
      // Exit 1 (nothing to bisect: it passes with nothing pushed) fails the target.
      delete process.env.MOBILEGL_PIPE_TEST_FAULT;
      expect(await bisectExecutor({ scenario: 'ubo', push: 'none' }, context)).toEqual({ success: false });
    } finally {
      delete process.env.MOBILEGL_PIPE_TEST_FAULT;
    }
  }, 120_000);
});
