// The program subsystem's push receiver (gles-program program-receiver.ts), no driver (the twins are a recording
// stand-in): create_shader_state from a real link's payload as the tracker builds it (tracker program-emitters.ts:
// SPIR-V blob + reflection archive) gives the server a ShaderArtifact equal to the link's, at the link; the bound
// program's state reaches the PipeInputs groups; constants and bindings are kept per handle (copied out of the
// payload); handles die exactly once, a reused slot is a new gen, and any stale or unknown handle — or a malformed
// payload — is ProtocolCorruption. Expected values are the link's own artifact and the payloads' values.
import { ProgramGroups, type ProgramView } from '@mgpipe/gles-core';
import { ProgramReceiver } from '@mgpipe/gles-program';
import { GLContext, type Program } from '@mgpipe/gl-state';
import { emptyMGPipeContext, type CreateShaderStatePayload, type MGPipeHandle } from '@mgpipe/pipe-types';
import { compileShader, linkProgram } from '@mgpipe/shader';
import { ObjectHandles, PipeEmitter, PipeStats, ProgramEmitters } from '@mgpipe/tracker';
import { describe, expect, it } from 'vitest';
import { expectCorruption } from './expect-corruption.ts';

const VS = '#version 450\nlayout(location = 0) in vec4 pos;\nuniform float scale;\nvoid main() { gl_Position = pos * scale; }\n';
const FS = '#version 450\nlayout(location = 0) out vec4 color;\nuniform vec4 tint;\nuniform sampler2D tex;\nlayout(std140, binding = 1) uniform B { vec4 k; };\n' +
  'void main() { color = tint * k + texture(tex, vec2(0.5)); }\n';
const floats = (...v: number[]) => new Uint8Array(new Float32Array(v).buffer);

function setup(handleMemo = false) {
  const ctx = new GLContext();
  const link = () => {
    const r = linkProgram({ shaders: [compileShader('vertex', VS), compileShader('fragment', FS)] });
    if (!r.ok) throw new Error(r.log);
    const p = ctx.objects.CreateProgram();
    p.RecordLinkResult(true, '', r.artifact, { defaultBlockSize: r.artifact.defaultBlockSize, uniformLocationCount: 3, uniformBlockCount: 1, storageBlockCount: 0 });
    return { p, artifact: r.artifact };
  };
  const groups = new ProgramGroups();
  const built: { slot: number; view: ProgramView; linkVersion: number }[] = [];
  const deleted: number[] = [];
  const receiver = new ProgramReceiver(groups, {
    shaderStateCreated: (slot, view) => built.push({ slot, view, linkVersion: view.linkVersion }),
    shaderStateDeleted: (slot) => deleted.push(slot),
  }, false, handleMemo);
  const table = emptyMGPipeContext();
  receiver.install(table);
  const payloads: CreateShaderStatePayload[] = [];
  const create = table.create_shader_state!;
  table.create_shader_state = (p) => { payloads.push(p); create(p); };
  const handles = new ObjectHandles();
  const emitters = new ProgramEmitters(new PipeEmitter(table, new PipeStats()), handles);
  const handleOf = (p: Program): MGPipeHandle => handles.peek(p)!;
  return { ctx, link, groups, built, deleted, receiver, table, emitters, handleOf, payloads, handles };
}

describe('program receiver: create_shader_state / delete_shader_state', () => {
  it('builds the twin at the link from the pushed SPIR-V and reflection archive, equal to the link\'s artifact', () => {
    const { link, built, emitters, handleOf, receiver, payloads } = setup();
    const { p, artifact } = link();
    emitters.linked(p);
    expect(built.length).toBe(1);
    const view = receiver.viewOf(handleOf(p))!;
    expect(view.linkStatus).toBe(true);
    expect(view.artifact!.stageMask).toBe(artifact.stageMask);
    expect(view.artifact!.stages.map((s) => [s.stage, [...s.spirv]])).toEqual(artifact.stages.map((s) => [s.stage, [...s.spirv]]));
    expect(view.artifact).toEqual({ ...artifact });
    // The SPIR-V travels once: the archive carries none of it.
    const words = artifact.stages.reduce((n, s) => n + s.spirv.length, 0);
    expect(payloads[0].spirv.length).toBe(words * 4);
    expect(payloads[0].reflection.length).toBeLessThan(words * 4);
  });

  it('a failed link sends nothing; a relink re-creates the same handle with a new link version', () => {
    const { link, built, emitters, handleOf } = setup();
    const { p, artifact } = link();
    const failed = link().p;
    failed.RecordLinkResult(false, 'error', null, null);
    emitters.linked(failed);
    expect(built.length).toBe(0);
    emitters.linked(p);
    const h = handleOf(p);
    p.RecordLinkResult(true, '', artifact, { defaultBlockSize: artifact.defaultBlockSize, uniformLocationCount: 3, uniformBlockCount: 1, storageBlockCount: 0 });
    emitters.linked(p);
    expect(handleOf(p)).toEqual(h);
    expect(built.map((b) => b.slot)).toEqual([h.slot, h.slot]);
    expect(built[1].linkVersion).toBeGreaterThan(built[0].linkVersion);
  });

  it('delete releases the handle exactly once; the slot comes back at gen + 1; the old handle is ProtocolCorruption', () => {
    const { link, deleted, emitters, handleOf, table, receiver } = setup();
    const a = link().p;
    emitters.linked(a);
    const ha = handleOf(a);
    emitters.deleted(a);
    emitters.deleted(a); // a second death of the same program: nothing more is sent
    expect(deleted).toEqual([ha.slot]);
    expect(emitters.shaderStatesDeleted).toBe(1);
    const b = link().p;
    emitters.linked(b);
    expect(handleOf(b)).toEqual({ slot: ha.slot, gen: ha.gen + 1 });
    expect(receiver.viewOf(ha)).toBeNull();
    expectCorruption(() => table.set_draw_program!({ shaderCso: ha }), /names no live shader state/);
    expectCorruption(() => table.set_global_constants!({ shaderCso: ha, version: 1, bytes: floats(1) }),
      new RegExp(`set_global_constants: \\{${ha.slot}, ${ha.gen}\\} names no live shader state`));
    expectCorruption(() => table.delete_shader_state!({ cso: ha }), /names no live shader state/);
    expectCorruption(() => table.set_draw_program!({ shaderCso: { slot: 99, gen: 1 } }), /set_draw_program \/ set_dispatch_program: \{99, 1\} names no live shader state/);
  });

  it('a malformed payload is ProtocolCorruption: a flipped archive byte, SPIR-V that fits no stage, a live slot re-created at another gen', () => {
    const { link, payloads, emitters, table } = setup();
    emitters.linked(link().p);
    const good = payloads[0];
    const flipped = good.reflection.slice();
    flipped[flipped.length - 1] ^= 0xff;
    expectCorruption(() => table.create_shader_state!({ ...good, cso: { slot: 7, gen: 1 }, reflection: flipped }), /reflection archive: checksum/);
    expectCorruption(() => table.create_shader_state!({ ...good, cso: { slot: 7, gen: 1 }, spirv: good.spirv.subarray(4) }), /does not fit the blob|belong to no stage/);
    expectCorruption(() => table.create_shader_state!({ ...good, cso: { slot: good.cso.slot, gen: good.cso.gen + 1 } }), /never deleted/);
    expectCorruption(() => table.create_shader_state!({ ...good, cso: { slot: 0, gen: 0 } }), /null program/);
  });
});

describe('program receiver: bound program, constants and bindings by handle', () => {
  it('the bound program\'s view, constants and bindings reach the groups; a switch back needs nothing resent', () => {
    const { link, emitters, handleOf, table, groups, receiver, handles } = setup();
    const a = link().p, b = link().p;
    emitters.linked(a);
    emitters.linked(b);
    const ha = handleOf(a), hb = handleOf(b);
    expect(handles.peek(a)).not.toBeNull();
    const bytes = floats(1, 2, 3, 4, 5);
    table.set_global_constants!({ shaderCso: ha, version: 7, bytes });
    table.set_global_constants!({ shaderCso: hb, version: 3, bytes: floats(9) });
    bytes.fill(0); // the caller reuses its payload
    table.set_program_bindings!({ shaderCso: ha, cls: 0, bindings: [4] });
    table.set_program_bindings!({ shaderCso: ha, cls: 2, bindings: [0xffffffff, 0xffffffff, 6] });
    table.set_draw_program!({ shaderCso: ha });
    expect(groups.draw).toMatchObject({ pushed: true, slot: ha.slot, gen: ha.gen, linkStatus: true });
    expect([...new Float32Array(groups.constants.bytes.buffer, 0, 5)]).toEqual([1, 2, 3, 4, 5]);
    expect(groups.constants.version).toBe(7);
    expect(groups.bindings.uniformBlockBindings[0]).toBe(4);
    expect([...groups.bindings.opaqueUnits.subarray(0, groups.bindings.opaqueCount)]).toEqual([-1, -1, 6]);
    table.set_draw_program!({ shaderCso: hb });
    expect(groups.constants.version).toBe(3);
    expect([...new Float32Array(groups.constants.bytes.buffer, 0, groups.constants.size >> 2)]).toEqual([9]);
    expect(groups.bindings.uniformBlockCount).toBe(0);
    table.set_draw_program!({ shaderCso: ha });
    expect(groups.constants.version).toBe(7);
    expect([...new Float32Array(groups.constants.bytes.buffer, 0, groups.constants.size >> 2)]).toEqual([1, 2, 3, 4, 5]);
    expect(groups.bindings.opaqueUnits[2]).toBe(6);
    // A write to the bound program's block lands in the group at once.
    table.set_global_constants!({ shaderCso: ha, version: 8, bytes: floats(-1) });
    expect(groups.constants.size).toBe(4);
    expect(new Float32Array(groups.constants.bytes.buffer, 0, 1)[0]).toBe(-1);
    expect(receiver.constantsOf(ha)!.version).toBe(8);
    // A block past the word loop's 64 words, under 1 KiB and not a multiple of 8 bytes (300): copied whole on a switch.
    const big = Array.from({ length: 75 }, (_, i) => i + 0.5);
    table.set_global_constants!({ shaderCso: hb, version: 4, bytes: floats(...big) });
    table.set_draw_program!({ shaderCso: hb });
    expect(groups.constants.size).toBe(300);
    expect([...new Float32Array(groups.constants.bytes.buffer, 0, 75)]).toEqual(big);
    table.set_draw_program!({ shaderCso: ha });
    // The null program clears the view.
    table.set_draw_program!({ shaderCso: { slot: 0, gen: 0 } });
    expect(groups.draw).toMatchObject({ pushed: true, lifetimeId: -1, artifact: null });
  });

  it('blocks of every length around the copy loops\' steps (4 words, 8 bytes, 32 bytes) arrive whole, received and switched to', () => {
    const { link, emitters, handleOf, table, groups } = setup();
    const a = link().p, b = link().p;
    emitters.linked(a);
    emitters.linked(b);
    const ha = handleOf(a), hb = handleOf(b);
    table.set_draw_program!({ shaderCso: ha });
    const held = () => [...groups.constants.bytes.subarray(0, groups.constants.size)];
    for (const n of [1, 3, 4, 5, 7, 8, 9, 13, 15, 16, 17, 24, 31, 32, 33, 36, 40, 68]) {
      const mine = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff);
      const other = Uint8Array.from({ length: n }, (_, i) => (i * 11 + 200 + n) & 0xff);
      table.set_global_constants!({ shaderCso: ha, version: n, bytes: mine }); // the bound program: into the group at once
      expect(held(), `${n} bytes, bound`).toEqual([...mine]);
      table.set_global_constants!({ shaderCso: hb, version: n, bytes: other });
      table.set_draw_program!({ shaderCso: hb }); // a switch: the kept copy into the group
      expect(held(), `${n} bytes, switched to`).toEqual([...other]);
      table.set_draw_program!({ shaderCso: ha });
      expect(held(), `${n} bytes, switched back`).toEqual([...mine]);
    }
  });

  it('set_shader_buffers fills the sets by handle; a shorter set clears the points past it', () => {
    const { table, groups } = setup();
    const r = (slot: number, offset: number, size: number) => ({ buffer: { slot, gen: slot === 0 ? 0 : 1 }, offset: BigInt(offset), size: BigInt(size) });
    table.set_shader_buffers!({ writableMask: 0, start: 0, cls: 0, ranges: [r(3, 0, 64), r(0, 0, 0), r(5, 256, 32)], hostBytes: [] });
    const u = groups.buffers.uniform;
    expect(u.pushed).toBe(true);
    expect(u.handle(0)).toEqual({ slot: 3, gen: 1 });
    expect(u.handle(1)).toBeNull();
    expect([u.offsets[2], u.sizes[2]]).toEqual([256, 32]);
    table.set_shader_buffers!({ writableMask: 1, start: 0, cls: 1, ranges: [r(4, 16, 16)], hostBytes: [] });
    expect(groups.buffers.storage.handle(0)).toEqual({ slot: 4, gen: 1 });
    table.set_shader_buffers!({ writableMask: 0, start: 0, cls: 0, ranges: [r(3, 0, 64)], hostBytes: [] });
    expect(u.count).toBe(1);
    expect(u.handle(2)).toBeNull();
    // D-B8's host bytes: GLES never sets kCapNeedsHostUboBytes, so a set carrying them is corrupt.
    const span = { ptr: new Uint8Array(4), seg: 0, offset: 0n, size: 4n };
    expect(() => table.set_shader_buffers!({ writableMask: 0, start: 0, cls: 0, ranges: [r(3, 0, 4)], hostBytes: [{ index: 0, bytes: span }] }))
      .toThrow(/kCapNeedsHostUboBytes/);
  });

  it('handle memo (phase C): the constants\' version is a serial per received block; MOBILEGL_PIPE_LEGACY_MEMOS=1 keeps the client\'s', () => {
    for (const handleMemo of [true, false]) {
      const { link, emitters, handleOf, table, groups } = setup(handleMemo);
      const a = link().p, b = link().p;
      emitters.linked(a);
      emitters.linked(b);
      const ha = handleOf(a), hb = handleOf(b);
      table.set_global_constants!({ shaderCso: ha, version: 5, bytes: floats(1) });
      table.set_global_constants!({ shaderCso: hb, version: 5, bytes: floats(2) });
      table.set_draw_program!({ shaderCso: ha });
      const va = groups.constants.version;
      table.set_draw_program!({ shaderCso: hb });
      const vb = groups.constants.version;
      table.set_draw_program!({ shaderCso: ha });
      // A switch back keeps the key (nothing re-uploaded); the two programs' keys differ only under the handle memo.
      expect(groups.constants.version).toBe(va);
      if (handleMemo) expect([va, vb]).toEqual([1, 2]);
      else expect([va, vb]).toEqual([5, 5]);
    }
  });
});
