import { describe, expect, it } from 'vitest';
import {
  MIGRATION_STATE,
  RESIDUAL_BLOCK_SIZE,
  RESIDUAL_LAYOUT,
  ResidualValueBlock,
  backendState,
  deserializeResidual,
  phaseRank,
  residualLayoutProblems,
  retiredResidualCodecs,
  RESIDUAL_SUBSYSTEMS,
  serializeResidual,
  validateMigrationState,
} from '../src/index.ts';

// The block's contents follow migrations/state.json (a member leaves when its subsystem enters B): the tests
// read the phases from there instead of hard-coding today's, so an advance-phase step does not turn them red.
const PACK_CARRIED = phaseRank(MIGRATION_STATE.backends.gles.subsystems['readback-pack'].phase) < phaseRank('B');

describe('ResidualValueBlock layout', () => {
  it('every member sits at its declared offset and the size constant holds', () => {
    expect(residualLayoutProblems()).toEqual([]);
  });
  it('keeps no field codec of a retired member', () => {
    expect(retiredResidualCodecs()).toEqual([]);
  });
  it('carries each value subsystem exactly while it is below phase B (the phases of migrations/state.json)', () => {
    for (const s of ['render-state', 'readback-pack', 'patch-state', 'vertex-attrib-defaults'] as const) {
      expect(RESIDUAL_SUBSYSTEMS.includes(s), s).toBe(phaseRank(MIGRATION_STATE.backends.gles.subsystems[s].phase) < phaseRank('B'));
    }
  });
  it.runIf(!PACK_CARRIED)('is empty once readback-pack is at B: size 0, nothing serialized', () => {
    expect(RESIDUAL_LAYOUT).toEqual([]);
    expect(RESIDUAL_BLOCK_SIZE).toBe(0);
    const bytes = new Uint8Array(0);
    serializeResidual({}, bytes);
    expect(() => deserializeResidual(bytes, new ResidualValueBlock())).not.toThrow();
  });
  it('the size constant is never raised above the ratchet in migrations/state.json', () => {
    // Raising RESIDUAL_BLOCK_SIZE (adding a member) fails here; lowering it is the only legal move.
    expect(RESIDUAL_BLOCK_SIZE).toBeLessThanOrEqual(backendState('gles').residualBlockSize);
  });
  it('holds only members whose subsystem has not reached phase B', () => {
    for (const m of RESIDUAL_LAYOUT) {
      expect(phaseRank(MIGRATION_STATE.backends.gles.subsystems[m.subsystem].phase), m.name).toBeLessThan(phaseRank('B'));
    }
  });
});

describe('migrations/state.json', () => {
  it('validates, and rejects unknown subsystems and push defaults before phase B', () => {
    expect(() => validateMigrationState({ backends: { gles: { residualBlockSize: 0, subsystems: { bogus: { phase: 'pull', pushDefault: false } } } } })).toThrow(/unknown subsystem 'bogus'/);
    const subs = Object.fromEntries(Object.keys(MIGRATION_STATE.backends.gles.subsystems).map((k) => [k, { phase: 'pull', pushDefault: false }]));
    subs['render-state'] = { phase: 'A', pushDefault: true };
    expect(() => validateMigrationState({ backends: { gles: { residualBlockSize: 0, subsystems: subs } } })).toThrow(/pushDefault is true at phase A/);
  });
});
