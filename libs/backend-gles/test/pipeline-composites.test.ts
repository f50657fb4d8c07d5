// Program pipelines' composites through the whole stack with the program bit pushed (gl-impl c-pipeline-composites.ts,
// tracker program-emitters.ts, gles-program program-receiver.ts): the program a bound pipeline draws with is one
// create_shader_state from the reserved composite slot range (pipe-types kProgramPipelineSlotBase), cached per
// pipeline by its stage programs, and released — delete_shader_state, its slot freed — exactly once when the
// pipeline or a component program is deleted or relinked; the slot comes back at gen + 1, and the released handle is
// ProtocolCorruption at the server. Expected values are counts of the calls the GL calls below must cause.
import type { GL as GLInterface } from '@mgpipe/gl-api';
import { createFrontEndGL } from '@mgpipe/gl-impl';
import { PIPE_INPUT_READ_SUBSYSTEMS, type PipeInputSource, type PipeInputSubsystem } from '@mgpipe/gles-core';
import { isProgramPipelineSlot, type MGPipeHandle } from '@mgpipe/pipe-types';
import { subsystemMask } from '@mgpipe/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createGlesBackend, type GlesBackend } from '../src/index.ts';
import { expectCorruption } from './expect-corruption.ts';

const W = 16, H = 16;
const PUSHED = ['buffers', 'program'] as const;

const VS = '#version 430 core\nlayout(location = 0) in vec2 p;\nuniform vec2 offset;\nout gl_PerVertex { vec4 gl_Position; };\n' +
  'void main() { gl_Position = vec4(p + offset, 0.0, 1.0); }\n';
const FS = (c: string) => `#version 430 core\nuniform float k;\nout vec4 o;\nvoid main() { o = vec4(${c}) * k; }\n`;

interface Stack { gl: GLInterface; backend: GlesBackend; created: MGPipeHandle[]; deleted: MGPipeHandle[]; drawn: MGPipeHandle[] }
let open: Stack | null = null;
afterEach(() => { open?.backend.destroy(); open = null; });

function stack(): Stack {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, (PUSHED as readonly string[]).includes(s) ? 'push' : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  const logs: string[] = [];
  const backend = createGlesBackend({ width: W, height: H, log: (l) => logs.push(l), pipe: { sources, bufferSource: 'push' } });
  const table = backend.pipeContext;
  const created: MGPipeHandle[] = [], deleted: MGPipeHandle[] = [], drawn: MGPipeHandle[] = [];
  const create = table.create_shader_state!, del = table.delete_shader_state!, bind = table.set_draw_program!;
  table.create_shader_state = (p) => { created.push({ ...p.cso }); create(p); };
  table.delete_shader_state = (p) => { deleted.push({ ...p.cso }); del(p); };
  table.set_draw_program = (p) => { drawn.push({ ...p.shaderCso }); bind(p); };
  const { gl, frontEnd } = createFrontEndGL({
    width: W, height: H, backend,
    pipe: { context: table, screen: backend.pipeScreen, switches: { pushMask: subsystemMask(...PUSHED), noCsoContentAddressing: false } },
  });
  backend.pipeInputs.setPushCovered(frontEnd.tracker!.pipeInputsCovered());
  const buffers = frontEnd.tracker!.buffers!;
  backend.setBufferHandleResolver((b) => buffers.handleOf(b as Parameters<typeof buffers.handleOf>[0]));
  backend.makeCurrent();
  open = { gl, backend, created, deleted, drawn };
  return open;
}

function separable(gl: GLInterface, type: number, source: string): number {
  const p = gl.createShaderProgramv(type, [source]);
  expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.TRUE);
  return p;
}

function quad(gl: GLInterface): void {
  const [vao] = gl.genVertexArrays(1);
  const [vbo] = gl.genBuffers(1);
  gl.bindVertexArray(vao);
  gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
  gl.bufferData(gl.ARRAY_BUFFER, 32, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
}

const composites = (hs: readonly MGPipeHandle[]) => hs.filter((h) => isProgramPipelineSlot(h));
const key = (h: MGPipeHandle) => `${h.slot}:${h.gen}`;

describe('program pipelines: composites as handles (program pushed)', () => {
  it('one composite per set of stage programs, from the composite slot range; switching a stage back reuses it', () => {
    const { gl, created, drawn, deleted } = stack();
    const vs = separable(gl, gl.VERTEX_SHADER, VS);
    const fsA = separable(gl, gl.FRAGMENT_SHADER, FS('1.0, 0.0, 0.0, 1.0'));
    const fsB = separable(gl, gl.FRAGMENT_SHADER, FS('0.0, 1.0, 0.0, 1.0'));
    expect(composites(created)).toEqual([]); // a link composes nothing
    const [pipe] = gl.genProgramPipelines(1);
    gl.useProgramStages(pipe, gl.VERTEX_SHADER_BIT, vs);
    gl.useProgramStages(pipe, gl.FRAGMENT_SHADER_BIT, fsA);
    gl.bindProgramPipeline(pipe);
    quad(gl);
    for (const fs of [fsA, fsB, fsA, fsB]) {
      gl.useProgramStages(pipe, gl.FRAGMENT_SHADER_BIT, fs);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    }
    expect(gl.getError()).toBe(gl.NO_ERROR);
    const made = composites(created);
    expect(made.length).toBe(2);
    // Every draw named a composite, alternating between the two.
    expect(drawn.map(key)).toEqual([made[0], made[1], made[0], made[1]].map(key));
    expect(deleted).toEqual([]);
  });

  it('released exactly once when a component program is deleted, when one is relinked and when the pipeline is deleted', () => {
    const { gl, created, deleted } = stack();
    const vs = separable(gl, gl.VERTEX_SHADER, VS);
    const fsA = separable(gl, gl.FRAGMENT_SHADER, FS('1.0'));
    // A separable program linked from shader objects, so it can be relinked.
    const fsB = gl.createProgram();
    const shader = gl.createShader(gl.FRAGMENT_SHADER);
    gl.shaderSource(shader, FS('0.5'));
    gl.compileShader(shader);
    gl.attachShader(fsB, shader);
    gl.programParameteri(fsB, gl.PROGRAM_SEPARABLE, gl.TRUE);
    gl.linkProgram(fsB);
    const [pipe] = gl.genProgramPipelines(1);
    gl.useProgramStages(pipe, gl.VERTEX_SHADER_BIT, vs);
    gl.bindProgramPipeline(pipe);
    quad(gl);
    const draw = (fs: number) => { gl.useProgramStages(pipe, gl.FRAGMENT_SHADER_BIT, fs); gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4); };
    draw(fsA);
    draw(fsB);
    const [withA, withB] = composites(created);
    // fsA deleted while cached (not in the pipeline any more): its composite goes, once; fsB's stays.
    gl.deleteProgram(fsA);
    expect(composites(deleted).map(key)).toEqual([key(withA)]);
    // fsB relinked: its composite goes; the next draw composes again, in the slot withA freed, at gen + 1.
    gl.linkProgram(fsB);
    expect(composites(deleted).map(key)).toEqual([key(withA), key(withB)]);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    const third = composites(created)[2];
    expect(third.slot === withA.slot || third.slot === withB.slot).toBe(true);
    expect(third.gen).toBe((third.slot === withA.slot ? withA.gen : withB.gen) + 1);
    // The pipeline deleted (bound: unbound first by GL): its last composite goes, once; nothing more afterwards.
    gl.deleteProgramPipelines([pipe]);
    gl.deleteProgramPipelines([pipe]);
    gl.deleteProgram(fsB);
    gl.deleteProgram(vs);
    const released = composites(deleted).map(key);
    expect(released).toEqual([withA, withB, third].map(key));
    expect(new Set(released).size).toBe(released.length);
    expect(composites(created).length).toBe(3);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('a released composite handle is ProtocolCorruption at the server', () => {
    const { gl, backend, created, deleted } = stack();
    const vs = separable(gl, gl.VERTEX_SHADER, VS);
    const fs = separable(gl, gl.FRAGMENT_SHADER, FS('1.0'));
    const [pipe] = gl.genProgramPipelines(1);
    gl.useProgramStages(pipe, gl.VERTEX_SHADER_BIT, vs);
    gl.useProgramStages(pipe, gl.FRAGMENT_SHADER_BIT, fs);
    gl.bindProgramPipeline(pipe);
    quad(gl);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    const [c] = composites(created);
    // GL 4.5 §7.3: deleted while the pipeline's fragment stage holds it, fs lives on (and so does the composite) until
    // the stage lets go; then it goes, and with it the composite — a new one is composed at the next draw.
    gl.deleteProgram(fs);
    expect(composites(deleted)).toEqual([]);
    gl.useProgramStages(pipe, gl.FRAGMENT_SHADER_BIT, separable(gl, gl.FRAGMENT_SHADER, FS('0.5')));
    expect(composites(deleted).map(key)).toEqual([key(c)]);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    expect(composites(created).length).toBe(2);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    const t = backend.pipeContext;
    expectCorruption(() => t.set_draw_program!({ shaderCso: c }), /names no live shader state/);
    expectCorruption(() => t.set_global_constants!({ shaderCso: c, version: 0, bytes: new Uint8Array(16) }), /names no live shader state/);
    expectCorruption(() => t.delete_shader_state!({ cso: c }), /names no live shader state/);
  });
});
