// The state serial (gl-state state-serial.ts) lets validate compare the render state's two counters only: that is
// sound only if every other counter validate compares moves the serial when it moves. Each counter is moved here
// through the helper the front end calls, and the serial must move with it; MOBILEGL_PIPE_VERIFY's check
// (checkStateSerial) must catch a counter moved behind the serial's back, which the fast path alone does not see.
import { GLContext, STATE_SERIAL, type Buffer, type Framebuffer, type Program, type ProgramPipeline, type Sampler, type Texture, type VertexArray } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, RecordingPipeContext } from '../src/index.ts';
import { COUNTER_NAMES, RENDER_STATE_COUNTER_MASK, readCounter } from '../src/counters.ts';

interface World {
  ctx: GLContext;
  fb: Framebuffer;
  vao: VertexArray;
  program: Program;
  pipeline: ProgramPipeline;
  texture: Texture;
  buffer: Buffer;
  sampler: Sampler;
}

/** Render state and vertex elements pushed: a blend toggle and a VAO bind each have a call of their own to look for. */
const PUSH = subsystemMask('render-state', 'vertex-elements');

const LAYOUT = { defaultBlockSize: 16, uniformLocationCount: 2, uniformBlockCount: 1, storageBlockCount: 1 };

/** A context with an object of every kind bound, so each per-object counter reads a real object. */
function world(): World {
  const ctx = new GLContext();
  const o = ctx.objects;
  const fb = o.CreateFramebuffer();
  ctx.BindFramebuffer(true, true, fb);
  const vao = o.CreateVertexArray();
  ctx.BindVertexArray(vao);
  const program = o.CreateProgram();
  program.RecordLinkResult(true, '', null, LAYOUT);
  ctx.BindProgram(program);
  const pipeline = o.CreateProgramPipeline();
  ctx.BindProgramPipeline(pipeline);
  const texture = o.CreateTexture(GL.TEXTURE_2D);
  texture.AllocateLevel(0, 0, GL.RGBA8, 4, 4, 1, 0, true, null);
  const buffer = o.CreateBuffer();
  buffer.AllocateStorage(64, null, GL.STATIC_DRAW, 0, false);
  const sampler = o.CreateSampler();
  return { ctx, fb, vao, program, pipeline, texture, buffer, sampler };
}

/**
 * Real moves of each counter, by COUNTER_NAMES entry: every helper that bumps it (the render state's two move through
 * RenderState). Each runs on a fresh world.
 */
const MOVES: Readonly<Record<(typeof COUNTER_NAMES)[number], readonly ((w: World) => void)[]>> = {
  'generations.anyFboAttachment': [
    (w) => w.fb.SetTextureAttachment(0, w.texture, 0, 0),
    (w) => w.ctx.objects.CreateRenderbuffer().AllocateStorage(GL.RGBA8, 4, 4, 0),
  ],
  'generations.anyTextureContent': [(w) => w.texture.MarkLevelContentChanged(0, 0, 0, 0, 0, 1, 1, 1)],
  'generations.anyTextureParams': [(w) => w.texture.SetParameter(GL.TEXTURE_MIN_FILTER, GL.NEAREST)],
  'generations.textureBind': [(w) => w.ctx.BindTextureToActiveUnit(GL.TEXTURE_2D, w.texture)],
  'generations.samplingResolution': [(w) => w.sampler.SetParameter(GL.TEXTURE_MAG_FILTER, GL.NEAREST)],
  'generations.anyBufferChange': [(w) => w.buffer.MarkContentChanged(0, 4)],
  'generations.anyVaoAttribute': [(w) => w.vao.SetAttribEnabled(1, true)],
  'GLContext.vertexAttribDefaultsVersion': [
    (w) => w.ctx.SetCurrentVertexAttrib(2, 1, 2, 3, 4, 0),
    (w) => w.ctx.SetCurrentVertexAttrib(3, 1, 2, 3, 4, 1),
  ],
  'GLContext.patchVersion': [
    (w) => w.ctx.SetPatchVertices(4),
    (w) => w.ctx.SetPatchDefaultLevels(true, [2, 2, 2, 2]),
  ],
  'GLContext.pixelStoreVersion': [(w) => w.ctx.SetPixelStore(GL.UNPACK_ALIGNMENT, 1)],
  'RenderState.pipelineStateVersion': [(w) => w.ctx.renderState.SetBlendEnabled(0, true)],
  'TextureState.imageUnitVersion': [(w) => w.ctx.textures.BindImageUnit(0, w.texture, 0, false, 0, GL.READ_ONLY, GL.RGBA8)],
  'Framebuffer.objectVersion': [(w) => w.fb.SetReadBuffer(GL.NONE)],
  'Program.linkVersion': [(w) => w.program.RecordLinkResult(true, '', null, LAYOUT)],
  'ProgramPipeline.version': [
    (w) => w.pipeline.SetActiveProgram(w.program),
    (w) => w.pipeline.SetStages(1, w.program),
  ],
  'Program.backendStateVersion': [(w) => w.program.RecordOpaqueUnit(1, 3)],
  'Program.blockBindingVersion': [
    (w) => w.program.SetUniformBlockBinding(0, 2),
    (w) => w.program.SetStorageBlockBinding(0, 3),
  ],
  'Program.uniformWriteSetVersion': [(w) => w.program.WriteUniform(1, 4, new Uint8Array(4))],
  'Program.uboContentVersion': [
    (w) => w.program.WriteUniformWords(0, 0, Uint32Array.of(7), 1),
    (w) => w.program.WriteUniform(0, 0, Uint8Array.of(1, 2, 3, 4)),
    (w) => w.program.WriteHiddenInt(8, 5),
  ],
  'Sampler.paramsVersion': [(w) => w.sampler.SetBorderColor(0, 1, 0, 0, 1)],
  'VertexArray.configVersion': [
    (w) => w.vao.SetBindingDivisor(0, 1),
    (w) => w.vao.SetAttribEnabled(0, true),
    (w) => w.vao.SetAttribBinding(0, 1),
  ],
  'VertexArray.elementBufferVersion': [(w) => w.vao.BindElementBuffer(w.buffer)],
  'IndexedBindingTable.version(uniform)': [(w) => w.ctx.buffers.uniform.BindRange(0, w.buffer, 0, 16)],
  'IndexedBindingTable.version(shaderStorage)': [(w) => w.ctx.buffers.shaderStorage.BindRange(0, w.buffer, 0, 16)],
  'IndexedBindingTable.version(atomicCounter)': [(w) => w.ctx.buffers.atomicCounter.BindRange(0, w.buffer, 0, 16)],
  'TransformFeedback.bindings.version': [(w) => w.ctx.transformFeedback.bindings.BindRange(0, w.buffer, 0, 16)],
  'GLContext.vertexArrayBindingVersion': [(w) => w.ctx.BindVertexArray(null)],
  'GLContext.framebufferBindingVersion': [
    (w) => w.ctx.BindFramebuffer(true, false, null),
    (w) => w.ctx.BindFramebuffer(false, true, null),
  ],
  'GLContext.programBindingVersion': [
    (w) => w.ctx.BindProgram(null),
    (w) => w.ctx.BindProgramPipeline(null),
    (w) => w.ctx.SetPipelineProgram(w.program),
  ],
  'GLContext.transformFeedbackBindingVersion': [(w) => w.ctx.BindTransformFeedback(w.ctx.objects.CreateTransformFeedback())],
  'RenderState.dynamicVersion': [(w) => w.ctx.renderState.SetLineWidth(3), (w) => w.ctx.renderState.SetStencilFunc(GL.FRONT, GL.ALWAYS, 3, 0xff)],
};

describe('state serial', () => {
  it('moves with every counter validate compares except the render state\'s two, which never move it', () => {
    COUNTER_NAMES.forEach((name, id) => {
      MOVES[name].forEach((move, k) => {
        const w = world();
        const counter = readCounter(w.ctx, id);
        const serial = STATE_SERIAL[0];
        move(w);
        expect(readCounter(w.ctx, id), `${name} #${k}: the move moved it`).not.toBe(counter);
        const renderState = (RENDER_STATE_COUNTER_MASK & (1 << id)) !== 0;
        expect(STATE_SERIAL[0] !== serial, `${name} #${k}: serial moved`).toBe(!renderState);
      });
    });
    expect(COUNTER_NAMES.filter((_, id) => (RENDER_STATE_COUNTER_MASK & (1 << id)) !== 0)).toEqual(['RenderState.pipelineStateVersion', 'RenderState.dynamicVersion']);
  });

  /** A counter the draw class compares, moved without the serial (a helper that forgot bumpStateSerial). */
  function moveBehindSerial(ctx: GLContext): void {
    (ctx as unknown as { vertexArrayBindingVersionCounter: number }).vertexArrayBindingVersionCounter++;
  }

  it('MOBILEGL_PIPE_VERIFY (checkStateSerial) fails a counter that moved behind the serial, naming it', () => {
    const ctx = new GLContext();
    const t = new MGPipeTracker(ctx, new RecordingPipeContext().table, { switches: { pushMask: PUSH, noCsoContentAddressing: false }, checkStateSerial: true });
    t.validateForDraw();
    t.validateForDraw(); // the serial unmoved and nothing behind it: no error
    moveBehindSerial(ctx);
    expect(() => t.validateForDraw()).toThrow('Fatal{PipeVerifyDiffer, stateSerial:GLContext.vertexArrayBindingVersion@draw}');
  });

  it('without the check the fast path does not see it (what the check is for); the next serial move does', () => {
    const ctx = new GLContext();
    const rec = new RecordingPipeContext();
    const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: PUSH, noCsoContentAddressing: false } });
    const vao = ctx.objects.CreateVertexArray();
    vao.SetAttribEnabled(0, true); // elements unlike the default VAO's, so binding it sends a bind of its own
    t.validateForDraw();
    ctx.renderState.SetBlendEnabled(0, true); // the render state still compared on the fast path
    rec.clear();
    t.validateForDraw();
    expect(rec.names()).toContain('bind_render_state');
    (ctx as unknown as { vertexArray: VertexArray }).vertexArray = vao; // bound behind SetBinding's back
    moveBehindSerial(ctx);
    rec.clear();
    t.validateForDraw();
    expect(rec.names()).not.toContain('bind_vertex_elements_state');
    ctx.SetPatchVertices(7); // any helper moves the serial: everything is compared again
    rec.clear();
    t.validateForDraw();
    expect(rec.names()).toContain('bind_vertex_elements_state');
  });
});
