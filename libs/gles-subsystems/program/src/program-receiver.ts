// The program subsystem's push receiver (phase B, seeds §4.5.5, §5.7, D6). Every program's server-side state is
// kept by its ShaderCso handle {slot, gen}, built only from what was pushed — never from a front-end object:
//   create_shader_state   the link's SPIR-V (one stage after another, lengths in spirvStageBytes) and reflection
//                         archive (value-types' versioned artifact codec) → a ShaderArtifact and a view the twin
//                         builds from, at once (the link's moment, not the first draw). A relink re-creates the
//                         same handle: its constants and bindings are reset until they are pushed again.
//   delete_shader_state   the handle dies (exactly once: a second delete, or any later use, names nothing).
//   set_draw_program / set_dispatch_program   the bound handles; the bound program's state is copied into the
//                         PipeInputs groups (drawProgram / dispatchProgram, globalConstants, programBindings).
//   set_global_constants  the default uniform block of one program (kept per handle: a switch back sends nothing; the
//                         bound program's straight into the group, kept back when another is bound: constantsInGroup).
//   set_program_bindings  one class of a program's block bindings / opaque units (kept per handle).
//   set_shader_buffers    the uniform / storage / atomic-counter ranges (context state, buffer handles).
// A handle whose slot holds no live state of its gen is ProtocolCorruption: the client released it, or never
// created it. Payloads are valid for the call only: everything kept is copied.
// The twins' upload memo (BackendProgram.uploadUniforms compares the constants' version): with `handleMemo` (phase
// C, the default) the version is a serial the receiver mints per received block — the key is the server's own
// (the handle's twin, which block it holds), not a client counter; MOBILEGL_PIPE_LEGACY_MEMOS=1 keeps the client's
// Program.uboContentVersion from the payload (the pre-C key) for a real old-vs-new A/B (seeds §6.7).
// MOBILEGL_PIPE_TEST_FAULT=program (test-only, `fault`): bit 30 of the first word of each received default
// uniform block flipped (0.0 reads as 2.0, 1.0 as +Inf) — what the backend uploads moves, and verify diverges.
import { GlobalConstantsView, ProgramBindingsView, ProgramView, type ProgramGroups, type ShaderArtifact, type ShaderBufferSet } from '@mgpipe/gles-core';
import { MGPipeFatal, type CreateShaderStatePayload, type MGPipeContext, type MGPipeHandle } from '@mgpipe/pipe-types';
import { STAGE_ORDER, decodeProgramArtifact } from '@mgpipe/value-types';

/** Where the twins live (the wiring's GlesDevice): built when a state is created, deleted with it. */
export interface ProgramTwins {
  shaderStateCreated(slot: number, view: ProgramView): void;
  shaderStateDeleted(slot: number): void;
}

export interface ProgramReceiverStats {
  shaderStatesCreated: number;
  shaderStatesDeleted: number;
  programBinds: number;
  globalConstants: number;
  globalConstantsBytes: number;
  programBindings: number;
  shaderBufferSets: number;
}

/** One program's state on the server. */
class ShaderState {
  gen = 0;
  live = false;
  readonly view = new ProgramView();
  readonly constants = new GlobalConstantsView();
  readonly bindings = new ProgramBindingsView();
  /**
   * The bound program's blocks are received straight into the group (one copy a set_global_constants, where a copy
   * here and one into the group made two): while this is true the group holds this program's newest constants and
   * `constants` is behind, brought up to date when the program stops being the current one (or is asked for).
   */
  constantsInGroup = false;
}

export class ProgramReceiver {
  readonly drawProgram = { slot: 0, gen: 0 };
  readonly dispatchProgram = { slot: 0, gen: 0 };
  /** The program whose constants / bindings the groups hold (the last one bound: GL has one current program). */
  private readonly current = { slot: 0, gen: 0 };
  private readonly states: (ShaderState | undefined)[] = [];
  /** Bumped per create_shader_state: the views' link version (the twins' rebuild memo). */
  private serial = 0;
  /** Per received block (handleMemo): the constants' version. */
  private constantsSerial = 0;
  readonly stats: ProgramReceiverStats = { shaderStatesCreated: 0, shaderStatesDeleted: 0, programBinds: 0, globalConstants: 0, globalConstantsBytes: 0, programBindings: 0, shaderBufferSets: 0 };

  constructor(private readonly groups: ProgramGroups, private readonly twins: ProgramTwins, private readonly fault = false, private readonly handleMemo = true) {}

  install(t: MGPipeContext): void {
    t.create_shader_state = (p) => this.create(p);
    t.delete_shader_state = (p) => this.delete(p.cso);
    t.set_draw_program = (p) => { this.bind(this.drawProgram, p.shaderCso, this.groups.draw); };
    t.set_dispatch_program = (p) => { this.bind(this.dispatchProgram, p.shaderCso, this.groups.dispatch); };
    t.set_global_constants = (p) => {
      const s = this.live(p.shaderCso, 'set_global_constants');
      // The bound program's block goes straight into the group; another's into its own copy.
      const current = this.isCurrent(p.shaderCso);
      const into = current ? this.groups.constants : s.constants;
      into.receive(p.bytes, this.handleMemo ? ++this.constantsSerial : p.version);
      if (this.fault && into.size >= 4) into.bytes[3] ^= 0x40;
      s.constantsInGroup = current;
      this.stats.globalConstants++;
      this.stats.globalConstantsBytes += p.bytes.length;
    };
    t.set_program_bindings = (p) => {
      const s = this.live(p.shaderCso, 'set_program_bindings');
      s.bindings.receive(p.cls, p.bindings);
      if (this.isCurrent(p.shaderCso)) this.groups.bindings.receive(p.cls, p.bindings);
      this.stats.programBindings++;
    };
    t.set_shader_buffers = (p) => {
      // D-B8's host bytes come only to a backend that set kCapNeedsHostUboBytes; GLES binds uniform blocks natively.
      if (p.hostBytes.length !== 0) throw new MGPipeFatal('ProtocolCorruption', 'set_shader_buffers: host bytes sent to a backend without kCapNeedsHostUboBytes');
      const b = this.groups.buffers;
      const set: ShaderBufferSet = p.cls === 0 ? b.uniform : p.cls === 1 ? b.storage : b.atomic;
      set.receive(p.start, p.ranges);
      this.stats.shaderBufferSets++;
    };
  }

  /** The view of a live handle (tests), or null. */
  viewOf(h: MGPipeHandle): ProgramView | null {
    const s = this.states[h.slot];
    return s !== undefined && s.live && s.gen === h.gen ? s.view : null;
  }

  /** The constants held for a live handle, or null. */
  constantsOf(h: MGPipeHandle): GlobalConstantsView | null {
    const s = this.states[h.slot];
    if (s === undefined || !s.live || s.gen !== h.gen) return null;
    this.catchUp(s);
    return s.constants.size >= 0 && s.constants.version >= 0 ? s.constants : null;
  }

  /** A program whose blocks went straight into the group gets them back (constantsInGroup). */
  private catchUp(s: ShaderState): void {
    if (!s.constantsInGroup) return;
    s.constants.copyFrom(this.groups.constants);
    s.constantsInGroup = false;
  }

  private create(p: CreateShaderStatePayload): void {
    const h = p.cso;
    if (h.slot === 0) throw new MGPipeFatal('ProtocolCorruption', 'create_shader_state names the null program');
    let s = this.states[h.slot];
    if (s !== undefined && s.live && s.gen !== h.gen) {
      throw new MGPipeFatal('ProtocolCorruption', `create_shader_state {${h.slot}, ${h.gen}}: the slot still holds gen ${s.gen} (never deleted)`);
    }
    const artifact = decodeShaderState(p);
    if (s === undefined) this.states[h.slot] = s = new ShaderState();
    s.gen = h.gen;
    s.live = true;
    const v = s.view;
    // No front-end identity on the server: the slot stands in for the lifetime id and, in log lines, for the GL name.
    v.lifetimeId = h.slot;
    v.name = h.slot;
    v.linkVersion = ++this.serial;
    v.linkStatus = true;
    v.artifact = artifact;
    s.constants.clear();
    s.constantsInGroup = false;
    s.bindings.copyFrom(null);
    this.stats.shaderStatesCreated++;
    this.twins.shaderStateCreated(h.slot, v);
    if (sameHandle(this.drawProgram, h)) this.groups.draw.copyFrom(v, h.slot, h.gen);
    if (sameHandle(this.dispatchProgram, h)) this.groups.dispatch.copyFrom(v, h.slot, h.gen);
    if (this.isCurrent(h)) { this.groups.constants.clear(); this.groups.bindings.copyFrom(null); }
  }

  private delete(h: MGPipeHandle): void {
    const s = this.live(h, 'delete_shader_state');
    s.live = false;
    this.stats.shaderStatesDeleted++;
    this.twins.shaderStateDeleted(h.slot);
  }

  private bind(to: { slot: number; gen: number }, h: MGPipeHandle, view: ProgramView): void {
    this.stats.programBinds++;
    to.slot = h.slot;
    to.gen = h.gen;
    const s = h.slot === 0 && h.gen === 0 ? null : this.live(h, 'set_draw_program / set_dispatch_program');
    view.copyFrom(s === null ? null : s.view, h.slot, h.gen);
    if (sameHandle(this.current, h)) return;
    // The program that stops being current takes back what was received into the group for it.
    const left = this.states[this.current.slot];
    if (left !== undefined && left.gen === this.current.gen) this.catchUp(left);
    this.current.slot = h.slot;
    this.current.gen = h.gen;
    if (s === null || s.constants.version < 0) this.groups.constants.clear();
    else this.groups.constants.copyFrom(s.constants);
    this.groups.bindings.copyFrom(s === null ? null : s.bindings);
  }

  private isCurrent(h: MGPipeHandle): boolean {
    return sameHandle(this.current, h);
  }

  private live(h: MGPipeHandle, call: string): ShaderState {
    const s = this.states[h.slot];
    if (h.slot === 0 || s === undefined || !s.live || s.gen !== h.gen) {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: {${h.slot}, ${h.gen}} names no live shader state (released, or never created)`);
    }
    return s;
  }
}

/** The payload's SPIR-V and reflection archive as the server keeps them; a malformed payload is ProtocolCorruption. */
function decodeShaderState(p: CreateShaderStatePayload): ShaderArtifact {
  const r = decodeProgramArtifact(p.reflection);
  if (!r.ok) throw new MGPipeFatal('ProtocolCorruption', `create_shader_state: reflection archive: ${r.error.kind} at byte ${r.error.offset}: ${r.error.message}`);
  const a = r.artifact;
  if (a.stageMask !== p.stageMask) throw new MGPipeFatal('ProtocolCorruption', `create_shader_state: stageMask ${p.stageMask} but the archive says ${a.stageMask}`);
  let at = 0;
  for (const s of a.stages) {
    const n = p.spirvStageBytes[STAGE_ORDER.indexOf(s.stage)];
    if (n % 4 !== 0 || at + n > p.spirv.length) throw new MGPipeFatal('ProtocolCorruption', `create_shader_state: ${s.stage} SPIR-V of ${n} bytes does not fit the blob`);
    const words = new Uint32Array(n / 4);
    new Uint8Array(words.buffer).set(p.spirv.subarray(at, at + n));
    s.spirv = words;
    at += n;
  }
  if (at !== p.spirv.length) throw new MGPipeFatal('ProtocolCorruption', `create_shader_state: ${p.spirv.length - at} SPIR-V bytes belong to no stage`);
  return a;
}

function sameHandle(a: { slot: number; gen: number }, b: MGPipeHandle): boolean {
  return a.slot === b.slot && a.gen === b.gen;
}
