// Sync objects (GL 4.5 §4.1): a GLsync is the sync's name in the context's sync namespace (a number,
// never 0). The fence itself lives in the backend (fenceSync / clientWaitSync / waitSync verbs); the
// front end remembers only "signaled", which never reverts. With no fence verb nothing is in flight,
// so a new fence is already signaled.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { Sync } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';

const TIMEOUT_IGNORED = Number(GL.TIMEOUT_IGNORED);

export function syncEntryPoints(fe: FrontEnd) {
  const names = fe.state.objects.syncs;
  const verbs = fe.backend.verbs;

  const syncOf = (sync: number, fn: string): Sync | null => {
    const s = typeof sync === 'number' ? names.Get(sync) : null;
    if (s === null) fe.error(GL.INVALID_VALUE, `${fn}: ${String(sync)} is not a sync object`);
    return s;
  };

  /** Asks the backend without blocking; records and reports whether the fence has signaled. */
  const poll = (s: Sync): boolean => {
    if (s.status === GL.SIGNALED) return true;
    const r = verbs.clientWaitSync === null ? GL.ALREADY_SIGNALED : verbs.clientWaitSync(s.name, 0, 0);
    if (r === GL.ALREADY_SIGNALED || r === GL.CONDITION_SATISFIED) s.RecordSignaled();
    return s.status === GL.SIGNALED;
  };

  return {
    fenceSync(condition, flags) {
      if (condition !== GL.SYNC_GPU_COMMANDS_COMPLETE) {
        fe.error(GL.INVALID_ENUM, `fenceSync: 0x${condition.toString(16)} is not SYNC_GPU_COMMANDS_COMPLETE`);
        return 0;
      }
      if (flags !== 0) {
        fe.error(GL.INVALID_VALUE, 'fenceSync: flags must be 0');
        return 0;
      }
      const s = fe.state.objects.CreateSync();
      if (verbs.fenceSync === null) s.RecordSignaled();
      else verbs.fenceSync(s.name);
      return s.name;
    },
    clientWaitSync(sync, flags, timeout) {
      const s = syncOf(sync, 'clientWaitSync');
      if (s === null) return GL.WAIT_FAILED;
      if ((flags & ~GL.SYNC_FLUSH_COMMANDS_BIT) !== 0) {
        fe.error(GL.INVALID_VALUE, `clientWaitSync: flags 0x${flags.toString(16)} has bits other than SYNC_FLUSH_COMMANDS_BIT`);
        return GL.WAIT_FAILED;
      }
      if (s.status === GL.SIGNALED) return GL.ALREADY_SIGNALED;
      if (verbs.clientWaitSync === null) {
        s.RecordSignaled();
        return GL.ALREADY_SIGNALED;
      }
      const r = verbs.clientWaitSync(s.name, flags, timeout);
      if (r === GL.ALREADY_SIGNALED || r === GL.CONDITION_SATISFIED) s.RecordSignaled();
      return r;
    },
    waitSync(sync, flags, timeout) {
      const s = syncOf(sync, 'waitSync');
      if (s === null) return;
      if (flags !== 0) {
        fe.error(GL.INVALID_VALUE, 'waitSync: flags must be 0');
        return;
      }
      if (timeout !== TIMEOUT_IGNORED && (timeout as unknown) !== GL.TIMEOUT_IGNORED) {
        fe.error(GL.INVALID_VALUE, 'waitSync: timeout must be TIMEOUT_IGNORED');
        return;
      }
      if (s.status !== GL.SIGNALED) verbs.waitSync?.(s.name);
    },
    deleteSync(sync) {
      if (sync === 0) return; // §4.1.1: zero is silently ignored
      const s = syncOf(sync, 'deleteSync');
      if (s === null) return;
      verbs.deleteSync?.(s.name);
      names.Release(s.name);
    },
    isSync(sync) {
      return typeof sync === 'number' && sync !== 0 && names.Get(sync) !== null;
    },
    getSynciv(sync, pname) {
      const s = syncOf(sync, 'getSynciv');
      if (s === null) return 0;
      switch (pname) {
        case GL.OBJECT_TYPE: return GL.SYNC_FENCE;
        case GL.SYNC_STATUS: return poll(s) ? GL.SIGNALED : GL.UNSIGNALED;
        case GL.SYNC_CONDITION: return s.condition;
        case GL.SYNC_FLAGS: return 0;
        default:
          fe.error(GL.INVALID_ENUM, `getSynciv: 0x${pname.toString(16)} is not a sync parameter`);
          return 0;
      }
    },
  } satisfies Partial<GLFunctions>;
}
