// The `mgpipe` command's driver-thread default (src/util/driver-thread.ts): on unless MGPIPE_DRIVER_THREAD says
// otherwise, written into the environment so the GL addon and the bench's lane processes read the same setting. The
// value is checked where it is read (@mgpipe/native-gl; cli.test.ts: a bad one is exit 2 naming the variable).
import { describe, expect, it } from 'vitest';
import { applyDriverThread } from '../src/util/driver-thread.ts';

describe('the CLI\'s driver thread', () => {
  it('is on unless MGPIPE_DRIVER_THREAD is set, and an unset variable is set for the processes that follow', () => {
    for (const start of [undefined, '']) {
      const env: NodeJS.ProcessEnv = start === undefined ? {} : { MGPIPE_DRIVER_THREAD: start };
      applyDriverThread(env);
      expect(env.MGPIPE_DRIVER_THREAD).toBe('1');
    }
    for (const given of ['0', '1', 'on']) {
      const env: NodeJS.ProcessEnv = { MGPIPE_DRIVER_THREAD: given };
      applyDriverThread(env);
      expect(env.MGPIPE_DRIVER_THREAD).toBe(given); // left to the addon's reading (and its refusal of 'on')
    }
  });
});
