// The `mgpipe` command's driver-thread default (src/util/driver-thread.ts): on unless MGPIPE_DRIVER_THREAD=0, written
// into the environment so the GL addon and the bench's lane processes read the same setting; any other value refused.
import { describe, expect, it } from 'vitest';
import { applyDriverThread } from '../src/util/driver-thread.ts';

describe('the CLI\'s driver thread', () => {
  it('is on unless MGPIPE_DRIVER_THREAD=0, and an unset variable is set for the processes that follow', () => {
    const unset: NodeJS.ProcessEnv = {};
    expect(applyDriverThread(unset)).toBe(true);
    expect(unset.MGPIPE_DRIVER_THREAD).toBe('1');
    const empty: NodeJS.ProcessEnv = { MGPIPE_DRIVER_THREAD: '' };
    expect(applyDriverThread(empty)).toBe(true);
    expect(empty.MGPIPE_DRIVER_THREAD).toBe('1');
    const off: NodeJS.ProcessEnv = { MGPIPE_DRIVER_THREAD: '0' };
    expect(applyDriverThread(off)).toBe(false);
    expect(off.MGPIPE_DRIVER_THREAD).toBe('0');
    expect(applyDriverThread({ MGPIPE_DRIVER_THREAD: '1' })).toBe(true);
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => applyDriverThread({ MGPIPE_DRIVER_THREAD: 'on' })).toThrow("MGPIPE_DRIVER_THREAD must be 0 or 1, got 'on'");
  });
});
