// Hand-written vocabulary plus the generated G1/G2/G4/G5 tables: the behaviour each promises. (G7's render-state
// chunk table and pipelineSubsetHash live in value-types, generated from the same catalog run.)
import { describe, expect, it } from 'vitest';
import {
  MGPipeFatal, MGPipeOp, PipeInputField, PipeInputsGen, VerbClass, callMaskFromTables, emptyMGPipeContext,
  emptyMGPipeScreen, eqF32, installPipeTables, isDefaultFramebuffer, isProgramPipelineSlot, kDefaultFramebuffer,
  kMGPipeContextEntries, kMGPipeOpCount, kMGPipeScreenEntries, kProgramPipelineSlotBase, mgp_bind_render_state,
  mgp_flush, verify_set_patch_state,
} from '../src/index.ts';

describe('handles', () => {
  it('reserves null, the default framebuffer and the program-pipeline segment', () => {
    expect(isDefaultFramebuffer(kDefaultFramebuffer)).toBe(true);
    expect(isProgramPipelineSlot({ slot: kProgramPipelineSlotBase, gen: 1 })).toBe(true);
    expect(isProgramPipelineSlot({ slot: kProgramPipelineSlotBase - 1, gen: 1 })).toBe(false);
  });
});

describe('G1/G2 tables and callMask', () => {
  it('every live opcode has exactly one table entry', () => {
    expect(kMGPipeScreenEntries.length + kMGPipeContextEntries.length).toBe(kMGPipeOpCount);
  });
  it('callMask is derived from non-null entries; a null entry called through a thunk is Fatal', () => {
    const ctx = emptyMGPipeContext();
    let seen = 0;
    ctx.bind_render_state = (p) => void (seen = p.version);
    const mask = callMaskFromTables(emptyMGPipeScreen(), ctx);
    expect(mask[MGPipeOp.bind_render_state >>> 5] >>> (MGPipeOp.bind_render_state & 31)).toBe(1);
    installPipeTables(emptyMGPipeScreen(), ctx);
    mgp_bind_render_state({ cso: { slot: 1, gen: 1 }, version: 42, pipelineVersion: 1 });
    expect(seen).toBe(42);
    expect(() => mgp_flush({ flags: 0 })).toThrow(MGPipeFatal);
  });
});

describe('G4 verify comparators', () => {
  it('compare floats bitwise and name the first differing field', () => {
    const a = { vertices: 3, outer: [1, NaN, 0, 0], inner: [0, 0] };
    expect(verify_set_patch_state(a, { ...a, outer: [1, NaN, 0, 0] })).toBeNull();
    expect(verify_set_patch_state(a, { ...a, inner: [-0, 0] })).toBe('inner[0]');
    expect(eqF32(0, -0)).toBe(false);
  });
});

describe('G5 poison generations', () => {
  it('a group filled for the previous verb is Fatal at the next one; may-read is enforced', () => {
    const g = new PipeInputsGen();
    g.beginVerb(VerbClass.draw);
    g.fill(PipeInputField.framebuffer);
    g.check(PipeInputField.framebuffer);
    g.beginVerb(VerbClass.readback);
    expect(() => g.check(PipeInputField.framebuffer)).toThrow('framebuffer@readback');
    expect(() => g.check(PipeInputField.vertexBuffers)).toThrow('vertexBuffers@readback');
    g.fill(PipeInputField.textureParams);
    g.beginVerb(VerbClass.draw);
    g.check(PipeInputField.textureParams); // sticky
  });
});
