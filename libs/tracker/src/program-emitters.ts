// Emitters of the program subsystem's value bits (seeds §5.7, D6):
//   NEW_SHADER            set_draw_program / set_dispatch_program: the bound program as its ShaderCso handle. GL has
//                         one current program for both (program pipelines are not supported yet), so both name it.
//   NEW_GLOBAL_CONSTANTS  set_global_constants(shaderCso, version, bytes): the default uniform block of the bound
//                         program. Keyed per program on (slot, gen, link version, uboContentVersion): the server keeps
//                         each program's constants, so switching back to a program whose values did not change sends
//                         nothing — at most one set_global_constants per program per frame when unchanged (none, in
//                         fact, after the first), where the shutter (the bound program's uboContentVersion, and
//                         objectBindingVersion on every program switch) alone would resend at each switch.
// create_shader_state (the SPIR-V + reflection archive, sent when the link finishes) is not emitted yet: the server
// reads the linked artifact through its alias fill (gles-core program-inputs.ts) until it is.
import type { GLContext } from '@mgpipe/gl-state';
import { MGPipeKind, kNullHandle, type MGPipeHandle, type SetDispatchProgramPayload, type SetDrawProgramPayload, type SetGlobalConstantsPayload } from '@mgpipe/pipe-types';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter } from './pipe-emitter.ts';

const EMPTY = new Uint8Array(0);
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
  /** set_global_constants calls not sent because the server already holds those values (counted, like the suppressor's). */
  constantsSuppressed = 0;

  constructor(private readonly out: PipeEmitter, private readonly handles: ObjectHandles) {}

  /** NEW_SHADER: the bound program's handle, to both program bind points. */
  emitProgram(ctx: GLContext): void {
    const h = this.handles.handleOf(MGPipeKind.ShaderCso, ctx.program);
    if (!sameHandle(this.drawProgram.shaderCso, h)) {
      this.drawProgram.shaderCso = h;
      this.out.send('set_draw_program', this.drawProgram);
    }
    if (!sameHandle(this.dispatchProgram.shaderCso, h)) {
      this.dispatchProgram.shaderCso = h;
      this.out.send('set_dispatch_program', this.dispatchProgram);
    }
  }

  /** NEW_GLOBAL_CONSTANTS: the bound program's default uniform block, unless the server has these values already. */
  emitGlobalConstants(ctx: GLContext): void {
    const p = ctx.program;
    if (p === null) return;
    const h = this.handles.handleOf(MGPipeKind.ShaderCso, p);
    this.reserve(h.slot);
    if (this.sentGen[h.slot] === h.gen && this.sentLink[h.slot] === p.linkVersion && this.sentVersion[h.slot] === p.uboContentVersion) {
      this.constantsSuppressed++;
      return;
    }
    this.sentGen[h.slot] = h.gen;
    this.sentLink[h.slot] = p.linkVersion;
    this.sentVersion[h.slot] = p.uboContentVersion;
    const c = this.constants;
    c.shaderCso = h;
    c.version = p.uboContentVersion >>> 0;
    c.bytes = p.uniformData;
    this.out.send('set_global_constants', c);
  }

  /** Forget what was sent (a new stream: the server knows nothing). */
  invalidate(): void {
    this.sentGen.fill(-1);
    this.drawProgram.shaderCso = UNSENT;
    this.dispatchProgram.shaderCso = UNSENT;
  }

  /** Grows the per-slot records (doubling: at a new program's first emission, not per draw). */
  private reserve(slot: number): void {
    if (slot < this.sentGen.length) return;
    let n = this.sentGen.length;
    while (n <= slot) n *= 2;
    const grow = (a: Float64Array) => { const b = new Float64Array(n).fill(-1); b.set(a); return b; };
    this.sentGen = grow(this.sentGen);
    this.sentLink = grow(this.sentLink);
    this.sentVersion = grow(this.sentVersion);
  }
}

function sameHandle(a: MGPipeHandle, b: MGPipeHandle): boolean {
  return a.slot === b.slot && a.gen === b.gen;
}
