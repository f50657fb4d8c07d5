// migrations/state.json as typed data: backend × subsystem → phase and default push bit, plus the per-backend
// ResidualValueBlock size ratchet. The code reads it (push defaults, which residual members still exist); the
// advance-phase Nx generator (a later issue) is the only writer. Validated once at load, so a bad edit fails
// every importer loudly instead of silently pulling.

import { readFileSync } from 'node:fs';
import { SUBSYSTEMS, SUBSYSTEM_NAMES, SubsystemBit, type SubsystemName } from './subsystems.ts';

export const PHASES = ['pull', 'A', 'B', 'C', 'done'] as const;
export type MigrationPhase = (typeof PHASES)[number];

export interface SubsystemState {
  readonly phase: MigrationPhase;
  /** The push bit used when MOBILEGL_PIPE_PUSH is unset. */
  readonly pushDefault: boolean;
}

export interface BackendMigrationState {
  /** The ratchet: ResidualValueBlock's size may equal or go below this, never above (seeds §6.3 rule 1). */
  readonly residualBlockSize: number;
  readonly subsystems: Readonly<Record<SubsystemName, SubsystemState>>;
}

export interface MigrationState {
  readonly backends: Readonly<Record<string, BackendMigrationState>>;
}

/** Throws with every problem listed; `source` names the file in the message. */
export function validateMigrationState(raw: unknown, source = 'migrations/state.json'): MigrationState {
  const problems: string[] = [];
  const obj = raw as { backends?: Record<string, { residualBlockSize?: unknown; subsystems?: Record<string, { phase?: unknown; pushDefault?: unknown }> }> };
  if (typeof obj !== 'object' || obj === null || typeof obj.backends !== 'object' || obj.backends === null) {
    throw new Error(`${source}: expected { backends: { <backend>: ... } }`);
  }
  for (const [backend, b] of Object.entries(obj.backends)) {
    if (!Number.isInteger(b.residualBlockSize) || (b.residualBlockSize as number) < 0) problems.push(`${backend}.residualBlockSize must be a non-negative integer`);
    const subs = b.subsystems ?? {};
    for (const name of SUBSYSTEM_NAMES) if (!(name in subs)) problems.push(`${backend}: subsystem '${name}' missing`);
    for (const [name, s] of Object.entries(subs)) {
      if (!(SUBSYSTEM_NAMES as readonly string[]).includes(name)) problems.push(`${backend}: unknown subsystem '${name}' (valid: ${SUBSYSTEM_NAMES.join(', ')})`);
      if (!(PHASES as readonly unknown[]).includes(s.phase)) problems.push(`${backend}.${name}.phase '${String(s.phase)}' is not one of ${PHASES.join('|')}`);
      if (typeof s.pushDefault !== 'boolean') problems.push(`${backend}.${name}.pushDefault must be a boolean`);
      // A default push bit for a subsystem still at pull/A would push into a backend that cannot read it.
      if (s.pushDefault === true && (s.phase === 'pull' || s.phase === 'A')) problems.push(`${backend}.${name}: pushDefault is true at phase ${String(s.phase)} (needs B or later)`);
    }
  }
  if (problems.length > 0) throw new Error(`${source} is invalid:\n  ${problems.join('\n  ')}`);
  return obj as unknown as MigrationState;
}

/** Read from disk (not imported): the file lives at the workspace root, outside this project (module boundaries). */
export const MIGRATION_STATE_URL = new URL('../../../migrations/state.json', import.meta.url);
export const MIGRATION_STATE: MigrationState = validateMigrationState(JSON.parse(readFileSync(MIGRATION_STATE_URL, 'utf8')));

export const DEFAULT_BACKEND = 'gles';

export function backendState(backend = DEFAULT_BACKEND, state: MigrationState = MIGRATION_STATE): BackendMigrationState {
  const b = state.backends[backend];
  if (b === undefined) throw new Error(`migrations/state.json has no backend '${backend}' (known: ${Object.keys(state.backends).join(', ')})`);
  return b;
}

/** The push mask used when MOBILEGL_PIPE_PUSH is unset: the pushDefault bits of the backend. */
export function defaultPushMask(backend = DEFAULT_BACKEND, state: MigrationState = MIGRATION_STATE): number {
  const b = backendState(backend, state);
  let mask = 0;
  for (const s of SUBSYSTEMS) if (b.subsystems[s.name].pushDefault) mask |= 1 << SubsystemBit[s.name];
  return mask;
}

export function phaseOf(subsystem: SubsystemName, backend = DEFAULT_BACKEND, state: MigrationState = MIGRATION_STATE): MigrationPhase {
  return backendState(backend, state).subsystems[subsystem].phase;
}

/** Phase order index (pull 0 … done 4), for "at least B" tests. */
export function phaseRank(phase: MigrationPhase): number {
  return PHASES.indexOf(phase);
}
