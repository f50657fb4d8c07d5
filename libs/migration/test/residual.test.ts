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
  type ResidualMember,
} from '../src/index.ts';

// The block's contents follow migrations/state.json (a member leaves when its subsystem enters B): the tests
// read the phases from there instead of hard-coding today's, so an advance-phase step does not turn them red.
const PACK_CARRIED = phaseRank(MIGRATION_STATE.backends.gles.subsystems['readback-pack'].phase) < phaseRank('B');

describe('ResidualValueBlock layout', () => {
  it('every member sits at its declared offset and the size constant holds', () => {
    expect(residualLayoutProblems()).toEqual([]);
  });
  it.runIf(PACK_CARRIED)('a drifted offset is reported by member name (while readback-pack is below B)', () => {
    const bad = RESIDUAL_LAYOUT.map((m) => (m.name === 'packAlignment' ? { ...m, offset: 18 } : m)) as ResidualMember[];
    expect(residualLayoutProblems(bad)).toContain('offsetof(ResidualValueBlock, packAlignment) is 20, declared 18');
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
  it.runIf(PACK_CARRIED)('serializes field by field and round-trips (while readback-pack is below B)', () => {
    const src = {
      pack: { rowLength: 7, imageHeight: 3, skipRows: 1, skipPixels: 2, skipImages: 4, alignment: 8, swapBytes: true, lsbFirst: false },
    };
    const bytes = new Uint8Array(RESIDUAL_BLOCK_SIZE);
    serializeResidual(src, bytes);
    expect(new DataView(bytes.buffer).getUint32(20, true)).toBe(8); // packAlignment at its declared offset
    expect(bytes[24]).toBe(1); // packSwapBytes
    expect(bytes.subarray(26)).toEqual(new Uint8Array(RESIDUAL_BLOCK_SIZE - 26)); // tail padding zeroed
    const dst = new ResidualValueBlock();
    deserializeResidual(bytes, dst);
    expect(dst.pack).toEqual(src.pack);
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
