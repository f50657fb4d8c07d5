// Which subsystem a test of the `test:<phase>` / `verify:<phase>` configurations runs on, picked from the
// migration state (libs/migration's MIGRATION_STATE, i.e. migrations/state.json) instead of hard-coding today's
// phases: an advance-phase step or a --revert then moves the subject, not the test's premise.
//
// The proof needs a subsystem with a push path (a planted receiver fault is real there) that has two testable
// configurations on either side of the push boundary: a pushed one (B or later) and an unpushed one (A: aliased,
// not pushed). That holds for every push-path subsystem recorded at A or later (testablePhases: A → pull, A, B;
// B/C/done → everything up to it). A subsystem recorded at A comes first — the case "test:B while the recorded
// phase is A" — then the one with the fewest unit tests and scenarios (the runs are real nx runs).
import { PHASES, phaseRank, type MigrationPhase, type MigrationState, type SubsystemName } from '@mgpipe/migration';
import { testablePhases } from './phase-push.ts';

export interface PhaseSubject {
  readonly subsystem: SubsystemName;
  readonly recorded: MigrationPhase;
  /** A testable phase that pushes the subsystem's bit (B when it is recorded at A, else the recorded phase). */
  readonly pushed: MigrationPhase;
  /** A testable phase that does not push it. */
  readonly unpushed: MigrationPhase;
  readonly scenarios: readonly string[];
}

export interface SubjectCandidate {
  readonly verifyScenarios: readonly string[];
  readonly unitTests: readonly string[];
}

export function phaseSubject(state: MigrationState, backend: string, pushPaths: readonly string[],
  data: (s: SubsystemName) => SubjectCandidate): PhaseSubject | null {
  const subsystems = state.backends[backend]?.subsystems;
  if (subsystems === undefined) return null;
  const out: (PhaseSubject & { cost: number })[] = [];
  for (const [name, s] of Object.entries(subsystems) as [SubsystemName, { phase: MigrationPhase }][]) {
    if (!pushPaths.includes(name)) continue;
    if (phaseRank(s.phase) < phaseRank('A')) continue;
    // A: its next phase B; B/C: the recorded phase itself; done: C (nothing tells done from C at run time).
    const pushed: MigrationPhase = s.phase === 'A' ? 'B' : s.phase === 'done' ? 'C' : s.phase;
    if (!testablePhases(s.phase, true).includes(pushed)) continue;
    const d = data(name);
    if (d.verifyScenarios.length === 0) continue;
    out.push({ subsystem: name, recorded: s.phase, pushed, unpushed: 'A', scenarios: d.verifyScenarios,
      cost: (s.phase === 'A' ? 0 : 1000) + d.verifyScenarios.length + d.unitTests.length });
  }
  out.sort((a, b) => a.cost - b.cost || PHASES.indexOf(a.recorded) - PHASES.indexOf(b.recorded));
  if (out.length === 0) return null;
  const { cost: _cost, ...subject } = out[0];
  return subject;
}
