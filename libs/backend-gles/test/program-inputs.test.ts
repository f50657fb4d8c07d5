// MGB_CTX of the program subsystem (gles-core program-inputs.ts), no driver: the bound program's view, the default
// uniform block, the program bindings and the shader buffer ranges filled from a real front-end GLContext, the
// artifact owned by the server (a copy, made once per link), and the checks the A gate relies on — verify comparing
// the aliased copy with a context-filled shadow (MOBILEGL_PIPE_VERIFY_CORRUPT=<group> must diverge), the poison
// check on a verb class that may not read a group, the planted alias fault (MOBILEGL_PIPE_TEST_FAULT=alias:program),
// and where the source comes from (migrations/state.json via libs/migration, never a hard-coded phase). Expected
// values are the arguments of the state calls made here.
import {
  ALIAS_ONLY_SUBSYSTEMS, GlobalConstantsView, PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, pipeInputSources, type ArtifactView, type PipeInputSource, type PipeInputSubsystem, type PullContext,
} from '@mgpipe/gles-core';
import { GLContext } from '@mgpipe/gl-state';
import { ALL_SUBSYSTEMS_MASK, SubsystemBit, phaseOf } from '@mgpipe/migration';
import { MGPipeFatal, PipeInputField, VerbClass } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';

function inputs(program: PipeInputSource, extra: { verify?: boolean; verifyCorrupt?: string | null; aliasFault?: boolean } = {}) {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, s === 'program' ? program : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  return new PipeInputs({
    sources, checks: true, verify: extra.verify ?? false, legacyMemos: false, verifyCorrupt: extra.verifyCorrupt ?? null, poisonOmit: null,
    aliasFault: extra.aliasFault === true ? ['program'] : [],
  });
}

const artifact = (): ArtifactView => ({
  stageMask: 0b10001,
  stages: [{ stage: 'vertex', spirv: new Uint32Array([0x07230203, 1, 2]) }, { stage: 'fragment', spirv: new Uint32Array([0x07230203, 3]) }],
  uniforms: [{ name: 'scale', type: GL.FLOAT, arraySize: 1, blockIndex: -1, location: 0, binding: -1, storageOffset: 0, storageArrayStride: 0, storageMatrixStride: 0 }],
  uniformBlocks: [{ name: 'B', binding: 0 }],
  storageBlocks: [],
  atomicCounterBuffers: [],
  xfb: { bufferMode: GL.INTERLEAVED_ATTRIBS, fromQualifiers: false, varyings: [], bufferStrides: [] },
});

/** A context with a linked program current, one float uniform written, its block 0 bound to UBO binding 2. */
function programContext() {
  const ctx = new GLContext();
  const program = ctx.objects.CreateProgram();
  const linked = artifact();
  program.RecordLinkResult(true, '', linked, { defaultBlockSize: 16, uniformLocationCount: 2, uniformBlockCount: 1, storageBlockCount: 0 });
  program.WriteUniform(0, 0, new Uint8Array(new Float32Array([1.5]).buffer));
  program.SetUniformBlockBinding(0, 2);
  program.RecordOpaqueUnit(1, 5);
  ctx.BindProgram(program);
  const ubo = ctx.objects.CreateBuffer();
  ubo.AllocateStorage(256, null, GL.STATIC_DRAW, 0, false);
  ctx.buffers.uniform.BindRange(2, ubo, 64, 32);
  return { ctx, program, linked, ubo };
}

const f32 = (bytes: Uint8Array) => new Float32Array(bytes.buffer, bytes.byteOffset, 1)[0];

describe('program PipeInputs groups', () => {
  it('alias: the bound program, its uniforms, bindings and buffer ranges are filled from the context at the fill point', () => {
    const { ctx, program, linked, ubo } = programContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    const view = mgb.getProgramForDraw();
    expect(view).toMatchObject({ lifetimeId: program.lifetimeId, name: program.name, linkVersion: program.linkVersion, linkStatus: true });
    expect(view.program).toBe(program); // the device's bridge
    // The artifact is the server's copy: equal content, not the front end's objects.
    expect(view.artifact).toEqual(linked);
    expect(view.artifact).not.toBe(linked);
    expect(view.artifact!.stages[0].spirv).not.toBe(linked.stages[0].spirv);
    const constants = mgb.getGlobalConstants();
    expect(constants.size).toBe(16);
    expect(f32(constants.bytes)).toBe(1.5);
    expect(constants.bytes).not.toBe(program.uniformData);
    const bindings = mgb.getProgramBindings();
    expect(bindings.uniformBlockBindings[0]).toBe(2);
    expect(bindings.opaqueUnits[1]).toBe(5);
    const buffers = mgb.getShaderBuffers();
    expect(buffers.uniform.buffer(2)).toBe(ubo);
    expect([buffers.uniform.offsets[2], buffers.uniform.sizes[2]]).toEqual([64, 32]);
    expect(buffers.uniform.buffer(0)).toBeNull();
  });

  it('the fill copies only what moved; the artifact is copied once per link, also when programs alternate', () => {
    const { ctx, program } = programContext();
    const other = ctx.objects.CreateProgram();
    other.RecordLinkResult(true, '', artifact(), { defaultBlockSize: 4, uniformLocationCount: 1, uniformBlockCount: 0, storageBlockCount: 0 });
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    const first = mgb.getProgramForDraw().artifact;
    ctx.BindProgram(other);
    mgb.beginVerb(VerbClass.draw);
    expect(mgb.getProgramForDraw().lifetimeId).toBe(other.lifetimeId);
    expect(mgb.getGlobalConstants().size).toBe(4);
    ctx.BindProgram(program);
    mgb.beginVerb(VerbClass.draw);
    expect(mgb.getProgramForDraw().artifact).toBe(first); // found again, not copied again
    // A uniform write moves the content version and the bytes; a relink gives a new artifact copy.
    program.WriteUniform(0, 0, new Uint8Array(new Float32Array([-2]).buffer));
    mgb.beginVerb(VerbClass.draw);
    expect(f32(mgb.getGlobalConstants().bytes)).toBe(-2);
    program.RecordLinkResult(true, '', artifact(), { defaultBlockSize: 16, uniformLocationCount: 2, uniformBlockCount: 1, storageBlockCount: 0 });
    mgb.beginVerb(VerbClass.draw);
    expect(mgb.getProgramForDraw().artifact).not.toBe(first);
    expect(mgb.getProgramForDraw().linkVersion).toBe(program.linkVersion);
  });

  it('the buffer ranges are resolved live: a whole-buffer binding sees a later reallocation', () => {
    const { ctx, ubo } = programContext();
    ctx.buffers.uniform.BindRange(3, ubo, 0, -1);
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    const whole = ctx.buffers.uniform.ResolveSize(3);
    expect(mgb.getShaderBuffers().uniform.sizes[3]).toBe(whole);
    ubo.AllocateStorage(1024, null, GL.STATIC_DRAW, 0, false);
    mgb.beginVerb(VerbClass.draw);
    expect(mgb.getShaderBuffers().uniform.sizes[3]).toBe(ctx.buffers.uniform.ResolveSize(3));
    expect(ctx.buffers.uniform.ResolveSize(3)).not.toBe(whole);
  });

  it('verify compares each aliased group with the context; MOBILEGL_PIPE_VERIFY_CORRUPT diverges for each', () => {
    const { ctx } = programContext();
    const ok = inputs('alias', { verify: true });
    ok.attach(ctx as unknown as PullContext);
    ok.beginVerb(VerbClass.draw);
    ok.getProgramForDraw();
    ok.getGlobalConstants();
    expect(ok.report.divergences).toBe(0);
    expect(ok.report.compared[PipeInputField.drawProgram]).toBe(2); // at verb entry and at the read
    expect(ok.report.compared[PipeInputField.globalConstants]).toBe(2);
    expect(ok.report.compared[PipeInputField.shaderBuffers]).toBe(1);
    const expected: Record<string, string> = {
      drawProgram: 'drawProgram@draw: linkVersion', globalConstants: 'globalConstants@draw: size',
      programBindings: 'programBindings@draw: opaqueUnits.length', shaderBuffers: 'shaderBuffers@draw: uniform[2].buffer',
    };
    for (const [group, first] of Object.entries(expected)) {
      const bad = inputs('alias', { verify: true, verifyCorrupt: group });
      bad.attach(ctx as unknown as PullContext);
      let thrown: unknown = null;
      try { bad.beginVerb(VerbClass.draw); } catch (e) { thrown = e; }
      expect((thrown as MGPipeFatal).kind, group).toBe('PipeVerifyDiffer');
      expect(bad.report.first[0]).toBe(first);
    }
  });

  it('poison: a verb class that may not read a group cannot read it (draw program at dispatch, constants at clear)', () => {
    const { ctx } = programContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    const fatal = (f: () => void) => { try { f(); } catch (e) { return (e as MGPipeFatal).detail; } return null; };
    mgb.beginVerb(VerbClass.dispatch);
    expect(fatal(() => mgb.getProgramForDraw())).toBe('drawProgram@dispatch');
    expect(fatal(() => mgb.getProgramForDispatch())).toBeNull();
    mgb.beginVerb(VerbClass.clear);
    expect(fatal(() => mgb.getGlobalConstants())).toBe('globalConstants@clear');
  });

  it('MOBILEGL_PIPE_TEST_FAULT=alias:program reads a uniform component wrong in both copies (verify cannot see it)', () => {
    const { ctx } = programContext();
    const mgb = inputs('alias', { verify: true, aliasFault: true });
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    expect(f32(mgb.getGlobalConstants().bytes)).not.toBe(1.5);
    expect(mgb.report.divergences).toBe(0);
    // Pulled, no fault is planted: the value is the context's.
    const pulled = inputs('context', { aliasFault: true });
    pulled.attach(ctx as unknown as PullContext);
    pulled.beginVerb(VerbClass.draw);
    expect(f32(pulled.getGlobalConstants().bytes)).toBe(1.5);
  });

  it('has a push receiver: pushed with its bit; with the bit off aliased exactly when migrations/state.json says A', () => {
    expect(ALIAS_ONLY_SUBSYSTEMS as readonly string[]).not.toContain('program');
    expect(pipeInputSources(ALL_SUBSYSTEMS_MASK, (s) => SubsystemBit[s], (s) => phaseOf(s)).program).toBe('push');
    const off = pipeInputSources(ALL_SUBSYSTEMS_MASK & ~(1 << SubsystemBit.program), (s) => SubsystemBit[s], (s) => phaseOf(s));
    expect(off.program).toBe(phaseOf('program') === 'A' ? 'alias' : 'context');
    expect(() => inputs('push')).not.toThrow();
  });

  it('set_global_constants: the received block is its bytes exactly, and copyFrom carries it on by words or whole', () => {
    const view = new GlobalConstantsView();
    const bound = new GlobalConstantsView();
    // copyFrom copies up to 64 words by a word loop and larger blocks by the builtin (a block grown past the last
    // capacity too); every byte value appears, and each block differs from the last in every byte.
    for (const [k, n] of [[1, 16], [2, 4], [3, 0], [4, 256], [5, 18], [6, 260], [7, 64], [8, 3]] as const) {
      const block = Uint8Array.from({ length: n }, (_, i) => (i * 37 + k * 101) & 0xff);
      view.receive(block, 100 + k);
      expect([view.size, view.version, view.writeSetVersion]).toEqual([n, 100 + k, 0]);
      expect(Array.from(view.bytes.subarray(0, n))).toEqual(Array.from(block));
      bound.copyFrom(view);
      expect([bound.size, bound.version]).toEqual([n, 100 + k]);
      expect(bound.compare(view)).toBeNull();
    }
  });
});
