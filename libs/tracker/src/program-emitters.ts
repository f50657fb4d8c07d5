// Emitters of the program subsystem's value bits (seeds §5.7, D6):
//   NEW_SHADER            set_draw_program / set_dispatch_program: the program draws run as its ShaderCso handle — the
//                         current program, else the bound pipeline's composite (gl-impl c-pipeline-composites.ts: one
//                         handle from the composite slot range, created by linked() and released by deleted() once).
//   NEW_GLOBAL_CONSTANTS  set_global_constants(shaderCso, version, bytes): the default uniform block of the bound
//                         program. Keyed per program on (slot, gen, link version, uboContentVersion): the server keeps
//                         each program's constants, so switching back to a program whose values did not change sends
//                         nothing — at most one set_global_constants per program per frame when unchanged (none, in
//                         fact, after the first), where the shutter (the bound program's uboContentVersion, and
//                         objectBindingVersion on every program switch) alone would resend at each switch.
//   NEW_SHADER_BINDINGS   set_program_bindings(shaderCso, cls, bindings): the bound program's uniform / storage block
//                         bindings and its opaque uniforms' units, keyed per program like the constants (slot, gen,
//                         link version, blockBindingVersion, backendStateVersion): the server keeps them per program.
// And outside any verb (seeds §4.5.5, §5.7):
//   linked(program)       create_shader_state when a link finishes successfully: the per-stage SPIR-V (`spirv`, one
//                         stage after another, lengths in spirvStageBytes) and the reflection archive (value-types'
//                         versioned artifact codec, the stages' SPIR-V left out of it: it travels once). The program
//                         gets its ShaderCso handle here if it has none; a relink re-creates the same handle.
//   deleted(program)      delete_shader_state when the program object dies: its handle released exactly once, the
//                         slot free for the next program at gen + 1.
import type { GLContext, Program } from '@mgpipe/gl-state';
import {
  MGPProgramBindingClass, MGPipeKind, kNullHandle, kProgramPipelineSlotBase, type CreateShaderStatePayload, type MGPipeHandle, type SetDispatchProgramPayload, type SetDrawProgramPayload,
  type SetGlobalConstantsPayload, type SetProgramBindingsPayload,
} from '@mgpipe/pipe-types';
import { STAGE_ORDER, encodeProgramArtifact, grownSlotTable, type ProgramArtifact } from '@mgpipe/value-types';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';

const EMPTY = new Uint8Array(0);
const NO_WORDS = new Uint32Array(0);
/** No handle: the first emission after construction / invalidate() always sends (even the null program). */
const UNSENT: MGPipeHandle = { slot: -1, gen: -1 };

export class ProgramEmitters {
  private readonly drawProgram: SetDrawProgramPayload = { shaderCso: UNSENT };
  private readonly dispatchProgram: SetDispatchProgramPayload = { shaderCso: UNSENT };
  private readonly constants: SetGlobalConstantsPayload = { shaderCso: kNullHandle, version: 0, bytes: EMPTY };
  /** Per ShaderCso slot: the gen, link version and uboContentVersion whose constants were last sent (-1: none). */
  private sentGen = new Float64Array(16).fill(-1);
  private sentLink = new Float64Array(16).fill(-1);
  private sentVersion = new Float64Array(16).fill(-1);
  /** Per ShaderCso slot: the gen, link version and binding versions whose set_program_bindings were last sent. */
  private bindGen = new Float64Array(16).fill(-1);
  private bindLink = new Float64Array(16).fill(-1);
  private bindBlocks = new Float64Array(16).fill(-1);
  private bindUnits = new Float64Array(16).fill(-1);
  private readonly bindings: SetProgramBindingsPayload = { shaderCso: kNullHandle, cls: 0, bindings: new Uint32Array(0) };
  /** set_global_constants calls not sent because the server already holds those values (counted, like the suppressor's). */
  constantsSuppressed = 0;
  /** create_shader_state / delete_shader_state sent (tests: one per successful link, one per deleted program). */
  shaderStatesCreated = 0;
  shaderStatesDeleted = 0;

  private readonly sendDrawProgram: Sender<'set_draw_program'>;
  private readonly sendConstants: Sender<'set_global_constants'>;

  constructor(private readonly out: PipeEmitter, private readonly handles: ObjectHandles) {
    this.sendDrawProgram = out.sender('set_draw_program');
    this.sendConstants = out.sender('set_global_constants');
  }

  /** NEW_SHADER: the bound program's handle, to both program bind points. */
  emitProgram(ctx: GLContext): void {
    const h = this.handles.handleOf(MGPipeKind.ShaderCso, ctx.drawProgram);
    if (!sameHandle(this.drawProgram.shaderCso, h)) {
      this.drawProgram.shaderCso = h;
      this.sendDrawProgram(this.drawProgram);
    }
    if (!sameHandle(this.dispatchProgram.shaderCso, h)) {
      this.dispatchProgram.shaderCso = h;
      this.out.send('set_dispatch_program', this.dispatchProgram);
    }
  }

  /** NEW_GLOBAL_CONSTANTS: the bound program's default uniform block, unless the server has these values already. */
  emitGlobalConstants(ctx: GLContext): void {
    const p = ctx.drawProgram;
    if (p === null) return;
    const h = this.handles.handleOf(MGPipeKind.ShaderCso, p);
    const r = row(h.slot);
    this.reserve(r);
    if (this.sentGen[r] === h.gen && this.sentLink[r] === p.linkVersion && this.sentVersion[r] === p.uboContentVersion) {
      this.constantsSuppressed++;
      return;
    }
    this.sentGen[r] = h.gen;
    this.sentLink[r] = p.linkVersion;
    this.sentVersion[r] = p.uboContentVersion;
    const c = this.constants;
    c.shaderCso = h;
    c.version = p.uboContentVersion >>> 0;
    c.bytes = p.uniformData;
    this.sendConstants(c);
  }

  /** NEW_SHADER_BINDINGS: the bound program's block bindings and opaque units, unless the server has these already. */
  emitBindings(ctx: GLContext): void {
    const p = ctx.drawProgram;
    if (p === null) return;
    const h = this.handles.handleOf(MGPipeKind.ShaderCso, p);
    const s = row(h.slot);
    this.reserve(s);
    if (this.bindGen[s] === h.gen && this.bindLink[s] === p.linkVersion && this.bindBlocks[s] === p.blockBindingVersion && this.bindUnits[s] === p.backendStateVersion) return;
    this.bindGen[s] = h.gen;
    this.bindLink[s] = p.linkVersion;
    this.bindBlocks[s] = p.blockBindingVersion;
    this.bindUnits[s] = p.backendStateVersion;
    const b = this.bindings;
    b.shaderCso = h;
    this.sendBindings(MGPProgramBindingClass.uniformBlock, p.uniformBlockBindings);
    this.sendBindings(MGPProgramBindingClass.storageBlock, p.storageBlockBindings);
    // Units are signed on the client (-1: never set); the wire carries u32 (0xffffffff), the receiver reads them back signed.
    const units = p.opaqueUnits;
    this.sendBindings(MGPProgramBindingClass.opaqueUnit, new Uint32Array(units.buffer, units.byteOffset, units.length));
  }

  private sendBindings(cls: number, values: Uint32Array): void {
    const b = this.bindings;
    b.cls = cls;
    b.bindings = values;
    this.out.send('set_program_bindings', b);
  }

  /** A link finished (gl-impl c-programs.ts): create_shader_state for a successful one (a failed link sends nothing). */
  linked(p: Program): void {
    if (!p.linkStatus || p.linkArtifact === null) return;
    const a = p.linkArtifact as ProgramArtifact;
    // A program pipeline's composite takes its handle from the reserved composite segment (§5.6.3); it is composed
    // once (a new composite is a new object), so it never has one yet.
    const h = p.isComposite ? this.handles.assignComposite(p.lifetimeId) : this.handles.handleOf(MGPipeKind.ShaderCso, p);
    const stageBytes = new Uint32Array(STAGE_ORDER.length);
    let total = 0;
    for (const s of a.stages) { stageBytes[STAGE_ORDER.indexOf(s.stage)] = s.spirv.byteLength; total += s.spirv.byteLength; }
    const spirv = new Uint8Array(total);
    let at = 0;
    for (const s of a.stages) { spirv.set(new Uint8Array(s.spirv.buffer, s.spirv.byteOffset, s.spirv.byteLength), at); at += s.spirv.byteLength; }
    // The archive without the stages' words (they are `spirv`): the server stitches them back in stage order.
    const reflection = encodeProgramArtifact({ ...a, stages: a.stages.map((s) => ({ stage: s.stage, spirv: NO_WORDS })) });
    const payload: CreateShaderStatePayload = {
      cso: h, stageMask: a.stageMask, spirvStageBytes: stageBytes, globalUboSize: a.defaultBlockSize, reservedNumSamplesOffset: 0,
      spirvStatus: 0, nativeFloat64: false, pointSizeDemoted: false, enableSpirvValidation: false, spirv, reflection,
    };
    const r = row(h.slot);
    this.reserve(r);
    // The server's copy of this program's constants and bindings is reset by the new state: both are resent.
    this.sentGen[r] = -1;
    this.bindGen[r] = -1;
    this.shaderStatesCreated++;
    this.out.send('create_shader_state', payload);
  }

  /** The program object died (gl-impl finishProgramDeletion): its handle is released and the server told, once. */
  deleted(p: Program): void {
    const h = this.handles.release(MGPipeKind.ShaderCso, p.lifetimeId);
    if (h === null) return;
    const r = row(h.slot);
    this.reserve(r);
    this.sentGen[r] = -1;
    this.bindGen[r] = -1;
    this.shaderStatesDeleted++;
    this.out.send('delete_shader_state', { cso: h });
  }

  /** Forget what was sent (a new stream: the server knows nothing). */
  invalidate(): void {
    this.sentGen.fill(-1);
    this.bindGen.fill(-1);
    this.drawProgram.shaderCso = UNSENT;
    this.dispatchProgram.shaderCso = UNSENT;
  }

  /** Grows the per-slot records (doubling: at a new program's first emission, not per draw). */
  private reserve(r: number): void {
    if (r < this.sentGen.length) return;
    // No closure here: a local captured by one puts a context allocation at this function's entry, on every draw,
    // which only escape analysis removes (40 bytes a draw where it did not: alloc.test.ts with --no-turbo-escape).
    let n = this.sentGen.length;
    while (n <= r) n *= 2;
    this.sentGen = grownSlotTable(this.sentGen, n, -1); // -1: nothing sent
    this.sentLink = grownSlotTable(this.sentLink, n, -1);
    this.sentVersion = grownSlotTable(this.sentVersion, n, -1);
    this.bindGen = grownSlotTable(this.bindGen, n, -1);
    this.bindLink = grownSlotTable(this.bindLink, n, -1);
    this.bindBlocks = grownSlotTable(this.bindBlocks, n, -1);
    this.bindUnits = grownSlotTable(this.bindUnits, n, -1);
  }
}

/** A ShaderCso slot's row in the per-slot records: programs on even rows, composites (slots from 2^24 − 2^20) on odd ones. */
function row(slot: number): number {
  return slot >= kProgramPipelineSlotBase ? ((slot - kProgramPipelineSlotBase) << 1) | 1 : slot << 1;
}

function sameHandle(a: MGPipeHandle, b: MGPipeHandle): boolean {
  return a.slot === b.slot && a.gen === b.gen;
}
