// PrepareForDraw (seeds §6.4, DirectGLES.cpp:2916-2975), in the seeds' order: program (build on a new link)
// → VAO twin + formats → textures/samplers → image units → uniform/storage buffers → framebuffer →
// program + default-block uniforms → render state → current attribute values → patch state. Each step is
// gated by the front end's counters, so a steady-state draw is a handful of integer compares.
import type { Buffer, GLContext, Program } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { GlesDevice } from '../device.ts';
import type { BackendProgram } from '../resources/backend-program.ts';
import type { BackendVertexArray } from '../resources/backend-vertex-array.ts';

const scratchF = new Float32Array(16);
const scratchI = new Int32Array(16);
const scratchU = new Uint32Array(16);
const intOut = new Int32Array(1);
const DEFAULT_DRAW_BUFFERS = new Uint32Array([GL.BACK]);
const NO_DRAW_BUFFERS = new Uint32Array([GL.NONE]);
/** The front end's MAX_TEXTURE_LOD_BIAS (gl-impl b-state-queries; Mesa's is 16 too): GL 4.5 §8.14.1 clamps the bias to it. */
const MAX_TEXTURE_LOD_BIAS = 16;

export class DrawSync {
  /** Texture-walk shutter: program twin, its backendStateVersion and the four texture generations. */
  private texProgram: BackendProgram | null = null;
  private texBackendState = -1;
  private texBind = -1;
  private texContent = -1;
  private texParams = -1;
  private texSampling = -1;
  private imageVersion = -1;
  private attribDefaultsVersion = -1;
  private patchVersion = -1;
  private defaultDrawBuffer = -1;
  vao: BackendVertexArray | null = null;
  /**
   * Front buffers bound to a storage block of a draw / dispatch since the last buffer-visibility barrier:
   * the GPU may have written them, so memoryBarrier copies their bytes back into the front shadows.
   */
  readonly storageWritten: Buffer[] = [];

  /**
   * While a SAMPLES_PASSED query is active (query-commands): the driver buffer of its counter, else 0. Draws
   * then use the program's counting variant (README: SAMPLES_PASSED); `sampleCountFellBack` records a draw
   * that could not (the query's result is then ANY_SAMPLES_PASSED-like).
   */
  sampleCounter = 0;
  sampleCountFellBack = false;

  constructor(private readonly dev: GlesDevice) {}

  /** The program twin ready to draw with, or null (no program, or the driver could not build it). */
  program(ctx: GLContext): BackendProgram | null {
    const program = ctx.program;
    if (program === null) {
      this.dev.log('backend-gles: draw without a current program (program pipelines are not supported yet)');
      return null;
    }
    const twin = this.dev.programs.get(program);
    if (twin.linkVersion !== program.linkVersion) twin.build(this.dev.gl, program, this.dev.log);
    return twin.ok ? twin : null;
  }

  /** Everything but the vertex bindings (which need the draw's range). Returns false when nothing can be drawn. */
  prepare(ctx: GLContext, compute: boolean): BackendProgram | null {
    const dev = this.dev;
    const gl = dev.gl;
    const b = dev.bindings;
    const twin = this.program(ctx);
    if (twin === null) return null;
    const program = ctx.program!;
    if (!compute) {
      const vao = dev.vertexArrays.get(ctx.vertexArray);
      b.bindVertexArray(vao.name);
      vao.syncConfig(gl, ctx.vertexArray);
      this.vao = vao;
    }
    this.syncTextures(ctx, twin, program);
    this.syncImages(ctx, twin, program);
    this.syncBlocks(ctx, twin, program);
    if (!compute) this.syncDrawFramebuffer(ctx);
    const sampled = twin.lodBiasActive ? (twin.lodBiasVariant(gl, program, dev.log) ?? twin) : twin;
    const drawn = this.sampleCounter !== 0 && !compute ? this.countingProgram(ctx, sampled, program) : sampled;
    b.useProgram(drawn.name);
    drawn.uploadUniforms(gl, program, scratchF, scratchI, scratchU);
    if (drawn.lodBiasUnits > 0) drawn.uploadLodBias(gl, twin);
    if (!compute) {
      const inputs = dev.inputs;
      dev.mirror.sync(inputs.getRenderStateParametersVersion());
      this.syncAttribDefaults();
      const patchVersion = inputs.getPatchVersion();
      if (patchVersion !== this.patchVersion) {
        this.patchVersion = patchVersion;
        gl.glPatchParameteri(GL.PATCH_VERTICES, inputs.getPatchVertices());
      }
    }
    return twin;
  }

  private syncTextures(ctx: GLContext, twin: BackendProgram, program: Program): void {
    const g = ctx.generations;
    if (twin === this.texProgram && program.backendStateVersion === this.texBackendState && g.textureBind === this.texBind &&
      g.anyTextureContent === this.texContent && g.anyTextureParams === this.texParams && g.samplingResolution === this.texSampling) return;
    this.texProgram = twin;
    this.texBackendState = program.backendStateVersion;
    this.texBind = g.textureBind;
    this.texContent = g.anyTextureContent;
    this.texParams = g.anyTextureParams;
    this.texSampling = g.samplingResolution;
    const dev = this.dev;
    const caps = dev.caps;
    let biasChanged = false;
    let biasActive = false;
    for (let i = 0; i < twin.samplers.length; i++) {
      const s = twin.samplers[i];
      const unit = program.opaqueUnits[s.frontLocation];
      if (unit < 0) continue;
      const front = ctx.ResolveUnitTexture(unit, s.targetIndex);
      const tex = dev.texture(front);
      tex.sync(dev.gl, dev.bindings, front, caps.textureNorm16, true);
      dev.bindings.bindTexture(s.driverUnit, tex.target, tex.name);
      const sampler = ctx.textures.GetSampler(unit);
      // TEXTURE_LOD_BIAS (GLES has none): the sampler object's when one is bound, else the texture's.
      const bias = Math.fround(Math.min(MAX_TEXTURE_LOD_BIAS, Math.max(-MAX_TEXTURE_LOD_BIAS, (sampler !== null ? sampler.params : front.sampler).lodBias)));
      if (twin.lodBias[s.driverUnit] !== bias) { twin.lodBias[s.driverUnit] = bias; biasChanged = true; }
      if (bias !== 0) biasActive = true;
      if (sampler !== null) {
        const st = dev.samplers.get(sampler);
        st.sync(dev.gl, sampler, true);
        dev.bindings.bindSampler(s.driverUnit, st.name);
      } else dev.bindings.bindSampler(s.driverUnit, tex.ownSampler);
    }
    if (biasChanged) twin.lodBiasVersion++;
    twin.lodBiasActive = biasActive;
  }

  private syncImages(ctx: GLContext, twin: BackendProgram, program: Program): void {
    if (twin.images.length === 0 || ctx.textures.imageUnitVersion === this.imageVersion) return;
    this.imageVersion = ctx.textures.imageUnitVersion;
    const dev = this.dev;
    for (const s of twin.images) {
      const unit = program.opaqueUnits[s.frontLocation];
      const binding = unit < 0 ? null : ctx.textures.imageUnits[unit];
      if (binding === null || binding.texture === null) {
        dev.gl.glBindImageTexture(s.driverUnit, 0, 0, false, 0, GL.READ_ONLY, GL.RGBA8);
        continue;
      }
      const tex = dev.texture(binding.texture);
      tex.sync(dev.gl, dev.bindings, binding.texture, dev.caps.textureNorm16, true);
      dev.gl.glBindImageTexture(s.driverUnit, tex.name, binding.level, binding.layered, binding.layer, binding.access, binding.format);
    }
  }

  /**
   * The program to draw with inside a SAMPLES_PASSED query: the counting variant with the counter bound, when
   * counting fragment invocations counts samples — a single-sample draw framebuffer (no alpha-to-coverage,
   * sample coverage or sample mask effects; fragments = samples) and a fragment stage without discard /
   * gl_FragDepth / gl_SampleMask. Otherwise the original program (logged once per program).
   */
  private countingProgram(ctx: GLContext, twin: BackendProgram, program: Program): BackendProgram {
    const dev = this.dev;
    const variant = twin.sampleCountingVariant(dev.gl, program, dev.log);
    if (variant === null) {
      this.sampleCountFellBack = true;
      return twin;
    }
    dev.gl.glGetIntegerv(GL.SAMPLE_BUFFERS, intOut);
    if (intOut[0] !== 0) {
      twin.logCountingFallback(program, dev.log, 'the draw framebuffer is multisampled (fragments are not samples)');
      this.sampleCountFellBack = true;
      return twin;
    }
    dev.bindings.bindBufferRange(GL.SHADER_STORAGE_BUFFER, variant.counterBinding, this.sampleCounter, 0, 4);
    dev.lowered('samples-passed-count');
    return variant;
  }

  private syncBlocks(ctx: GLContext, twin: BackendProgram, program: Program): void {
    const dev = this.dev;
    for (let i = 0; i < twin.uniformBlockDriverBindings.length; i++) {
      const slot = program.uniformBlockBindings[i];
      const buffer = ctx.buffers.uniform.GetBuffer(slot);
      if (buffer === null) continue;
      const name = dev.bufferTwin(buffer).name;
      dev.bindings.bindBufferRange(GL.UNIFORM_BUFFER, twin.uniformBlockDriverBindings[i], name, ctx.buffers.uniform.GetOffset(slot),
        ctx.buffers.uniform.ResolveSize(slot));
    }
    for (let i = 0; i < twin.storageBlockDriverBindings.length; i++) {
      const slot = program.storageBlockBindings[i];
      const buffer = ctx.buffers.shaderStorage.GetBuffer(slot);
      if (buffer === null) continue;
      if (!this.storageWritten.includes(buffer)) this.storageWritten.push(buffer);
      const name = dev.bufferTwin(buffer).name;
      dev.bindings.bindBufferRange(GL.SHADER_STORAGE_BUFFER, twin.storageBlockDriverBindings[i], name, ctx.buffers.shaderStorage.GetOffset(slot),
        ctx.buffers.shaderStorage.ResolveSize(slot));
    }
  }

  syncDrawFramebuffer(ctx: GLContext): void {
    const dev = this.dev;
    const fb = ctx.drawFramebuffer;
    if (fb.isDefault) {
      dev.bindings.bindDrawFramebuffer(0);
      const want = fb.drawBuffers[0] === GL.NONE ? 0 : 1;
      if (want !== this.defaultDrawBuffer) {
        this.defaultDrawBuffer = want;
        dev.gl.glDrawBuffers(1, want === 1 ? DEFAULT_DRAW_BUFFERS : NO_DRAW_BUFFERS);
      }
      return;
    }
    const twin = dev.framebuffers.get(fb);
    twin.sync(dev.gl, dev.bindings, fb, ctx.generations.anyFboAttachment, dev, dev.caps.textureNorm16, true, GL.DRAW_FRAMEBUFFER);
    dev.bindings.bindDrawFramebuffer(twin.name);
  }

  syncReadFramebuffer(ctx: GLContext): void {
    const dev = this.dev;
    const fb = ctx.readFramebuffer;
    if (fb.isDefault) {
      dev.bindings.bindReadFramebuffer(0);
      return;
    }
    const twin = dev.framebuffers.get(fb);
    twin.sync(dev.gl, dev.bindings, fb, ctx.generations.anyFboAttachment, dev, dev.caps.textureNorm16, true, GL.READ_FRAMEBUFFER);
    dev.bindings.bindReadFramebuffer(twin.name);
  }

  private syncAttribDefaults(): void {
    const inputs = this.dev.inputs;
    const version = inputs.getVertexAttribDefaultsVersion();
    if (version === this.attribDefaultsVersion) return;
    this.attribDefaultsVersion = version;
    const v = inputs.getCurrentVertexAttribs();
    const kinds = inputs.getCurrentVertexAttribKinds();
    for (let i = 0; i < 16; i++) {
      const kind = kinds[i];
      if (kind === 0) {
        scratchF[0] = v[i * 4]; scratchF[1] = v[i * 4 + 1]; scratchF[2] = v[i * 4 + 2]; scratchF[3] = v[i * 4 + 3];
        this.dev.gl.glVertexAttrib4fv(i, scratchF);
      } else if (kind === 1) {
        for (let c = 0; c < 4; c++) scratchI[c] = v[i * 4 + c];
        this.dev.gl.glVertexAttribI4iv(i, scratchI);
      } else {
        for (let c = 0; c < 4; c++) scratchU[c] = v[i * 4 + c];
        this.dev.gl.glVertexAttribI4uiv(i, scratchU);
      }
    }
  }
}
