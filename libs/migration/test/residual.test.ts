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

describe('ResidualValueBlock layout', () => {
  it('every member sits at its declared offset and the size constant holds', () => {
    expect(residualLayoutProblems()).toEqual([]);
  });
  it('a drifted offset is reported by member name', () => {
    const bad = RESIDUAL_LAYOUT.map((m) => (m.name === 'packAlignment' ? { ...m, offset: 18 } : m)) as ResidualMember[];
    expect(residualLayoutProblems(bad)).toContain('offsetof(ResidualValueBlock, packAlignment) is 20, declared 18');
  });
  it('keeps no field codec of a retired member', () => {
    expect(retiredResidualCodecs()).toEqual([]);
  });
  it('carries exactly the subsystems of its members (render-state, patch-state, vertex-attrib-defaults left at phase B)', () => {
    expect(RESIDUAL_SUBSYSTEMS).toEqual(['readback-pack']);
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
  it('serializes field by field and round-trips', () => {
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
