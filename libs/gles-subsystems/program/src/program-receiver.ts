// The program subsystem's push receiver, first part (toward phase B): set_draw_program / set_dispatch_program store
// the bound ShaderCso handles, set_global_constants stores each program's default uniform block by handle (D6: the
// server keeps every program's constants, so the client sends a block once per change, not once per program switch).
// Not installed by the backend yet: program stays in ALIAS_ONLY_SUBSYSTEMS until create_shader_state (the SPIR-V +
// reflection archive), set_program_bindings and the shader-buffer handles arrive too; a test drives it directly.
// Payloads are valid for the call only: the bytes are copied. A handle whose gen is not the one stored names nothing.
import { GlobalConstantsView } from '@mgpipe/gles-core';
import { MGPipeFatal, type MGPipeContext, type MGPipeHandle } from '@mgpipe/pipe-types';

export interface ProgramReceiverStats {
  programBinds: number;
  globalConstants: number;
  globalConstantsBytes: number;
}

export class ProgramReceiver {
  readonly drawProgram: MGPipeHandle = { slot: 0, gen: 0 };
  readonly dispatchProgram: MGPipeHandle = { slot: 0, gen: 0 };
  /** Per ShaderCso slot: the gen the constants were received for, and the constants. */
  private readonly gens: number[] = [];
  private readonly constants: (GlobalConstantsView | undefined)[] = [];
  readonly stats: ProgramReceiverStats = { programBinds: 0, globalConstants: 0, globalConstantsBytes: 0 };

  install(t: MGPipeContext): void {
    t.set_draw_program = (p) => { this.bind(this.drawProgram, p.shaderCso); };
    t.set_dispatch_program = (p) => { this.bind(this.dispatchProgram, p.shaderCso); };
    t.set_global_constants = (p) => {
      const h = p.shaderCso;
      if (h.slot === 0) throw new MGPipeFatal('ProtocolCorruption', 'set_global_constants names the null program');
      let view = this.constants[h.slot];
      if (view === undefined) this.constants[h.slot] = view = new GlobalConstantsView();
      this.gens[h.slot] = h.gen;
      view.receive(p.bytes, p.version);
      this.stats.globalConstants++;
      this.stats.globalConstantsBytes += p.bytes.length;
    };
  }

  /** The constants held for `h`, or null: none received for this program (a new gen of a slot has none). */
  constantsOf(h: MGPipeHandle): GlobalConstantsView | null {
    const view = this.constants[h.slot];
    return view === undefined || this.gens[h.slot] !== h.gen ? null : view;
  }

  private bind(to: { slot: number; gen: number }, h: MGPipeHandle): void {
    to.slot = h.slot;
    to.gen = h.gen;
    this.stats.programBinds++;
  }
}
