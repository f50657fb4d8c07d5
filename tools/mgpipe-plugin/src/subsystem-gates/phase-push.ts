// The push set a subsystem's `test:<phase>` / `verify:<phase>` runs with, whatever phase migrations/state.json
// records for it (the other subsystems keep their recorded defaults). What each phase means, from seeds §6.2.1:
//
//   pull   its bit off, read straight from the context (MGB_CTX = the context): the bits of the subsystems that
//          require it (transitively) are dropped too, so the mask stays closed under the prerequisite table.
//   A      "alias": still not pushed (the tracker does not fill PipeInputs yet), but the backend reads through
//          PipeInputs filled from the context at each verb class's fill point — the path whose proof is "the
//          same driver-call stream". Same bits as pull; the subsystem is named in MOBILEGL_PIPE_ALIAS.
//   B      "push": its bit and its prerequisites' bits pushed, with MOBILEGL_PIPE_VERIFY=1 comparing every
//          pushed group with a context-filled shadow. render-state at B keys its memo on the client's version
//          (MOBILEGL_PIPE_LEGACY_MEMOS=1), the pre-handle memo.
//   C      handle-ized: pushed as at B, render-state's memo keyed by CSO handle (LEGACY_MEMOS=0).
//   done   as C (the pull path's removal cannot be run; it is a code deletion, checked by the purity gate).
//
// Every run also gets MOBILEGL_PIPE_VERIFY=1, so B and later compare pushed against pulled state verb by verb.

import {
  PHASES,
  SUBSYSTEMS,
  phaseRank,
  prerequisiteClosure,
  pushDependencyErrors,
  subsystemMask,
  subsystemNamesOf,
  type MigrationPhase,
  type SubsystemName,
} from '@mgpipe/migration';

export interface RecordedSubsystem {
  readonly phase: MigrationPhase;
  readonly pushDefault: boolean;
}

export interface PhasePushSet {
  readonly phase: MigrationPhase;
  readonly pushMask: number;
  /** MOBILEGL_PIPE_ALIAS: the subsystems read through context-filled PipeInputs when not pushed. */
  readonly alias: readonly SubsystemName[];
  readonly legacyMemos: boolean;
  /** The environment the child processes (vitest, `mgpipe scenario run`) get for this phase. */
  readonly env: Readonly<Record<string, string>>;
}

/** The subsystems that require `name`, transitively (what must stop being pushed when `name` pulls). */
export function dependentsOf(name: SubsystemName): SubsystemName[] {
  return SUBSYSTEMS.filter((s) => s.name !== name && (prerequisiteClosure(subsystemMask(s.name)) & subsystemMask(name)) !== 0).map((s) => s.name);
}

export function phasePushSet(recorded: Readonly<Record<SubsystemName, RecordedSubsystem>>, subsystem: SubsystemName, phase: MigrationPhase): PhasePushSet {
  let defaults = 0;
  for (const s of SUBSYSTEMS) if (recorded[s.name].pushDefault) defaults |= subsystemMask(s.name);
  const recordedAlias = SUBSYSTEMS.filter((s) => s.name !== subsystem && recorded[s.name].phase === 'A').map((s) => s.name);
  const pushed = phaseRank(phase) >= phaseRank('B');
  const pushMask = pushed ? defaults | prerequisiteClosure(subsystemMask(subsystem)) : defaults & ~subsystemMask(subsystem, ...dependentsOf(subsystem));
  const errors = pushDependencyErrors(pushMask);
  if (errors.length > 0) throw new Error(`${subsystem} at ${phase}: push set 0x${pushMask.toString(16)} is not closed: ${errors.join('; ')}`);
  const alias = phase === 'A' ? [...recordedAlias, subsystem] : recordedAlias;
  const legacyMemos = subsystem === 'render-state' && phase === 'B';
  return {
    phase,
    pushMask,
    alias,
    legacyMemos,
    env: {
      MOBILEGL_PIPE_PUSH: `0x${pushMask.toString(16)}`,
      MOBILEGL_PIPE_VERIFY: '1',
      MOBILEGL_PIPE_ALIAS: alias.length > 0 ? alias.join(',') : 'none',
      MOBILEGL_PIPE_LEGACY_MEMOS: legacyMemos ? '1' : '0',
    },
  };
}

/**
 * The phases `test:<phase>` exists for: every phase up to the recorded one, plus the next when the backend has
 * the path it needs already (`hasPushPath`: the subsystem's groups are in PipeInputs, so A's alias and B's push
 * run) — "done" is never a next phase to try (nothing distinguishes it from C at run time).
 */
export function testablePhases(recordedPhase: MigrationPhase, hasPushPath: boolean): MigrationPhase[] {
  const rank = phaseRank(recordedPhase);
  const out: MigrationPhase[] = PHASES.slice(0, rank + 1);
  const next = PHASES[rank + 1];
  if (next !== undefined && next !== 'done' && hasPushPath) out.push(next);
  return out;
}

export function describePushSet(p: PhasePushSet): string {
  return `push 0x${p.pushMask.toString(16)} [${subsystemNamesOf(p.pushMask).join(', ') || 'none'}], alias [${p.alias.join(', ') || 'none'}]${p.legacyMemos ? ', MOBILEGL_PIPE_LEGACY_MEMOS=1' : ''}, MOBILEGL_PIPE_VERIFY=1`;
}
