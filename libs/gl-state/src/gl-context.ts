// GLContext: one GL 4.5 core context's state. Holds the state groups (render, texture, buffer), the
// object registry, the default objects, every current binding, pixel store, vertex attribute
// defaults, patch state and the error latch. gl-impl validates arguments and raises errors; this
// class only stores, and its Bind*/Set*/Delete* methods keep the counters' contracts.
//
// Context-level counters (each moves only on a real change):
//  - objectBindingVersion: the bound VAO, draw/read framebuffer, program, program pipeline, transform
//    feedback object or renderbuffer changed. The tracker still compares lifetime ids of what it pushed;
//    this is just its cheap "look again" shutter.
//  - the same split by what was bound (each moves with objectBindingVersion): vertexArrayBindingVersion,
//    framebufferBindingVersion (draw or read), programBindingVersion (program, program pipeline or the pipeline's
//    composite) and transformFeedbackBindingVersion. The tracker reads objectBindingVersion of a dirty bit as the
//    one of these the bit reads, so a VAO bind does not make the program and framebuffer bits look again.
//  - pixelStoreVersion (NEW_PIXEL_PACK): a pack or unpack parameter changed.
//  - vertexAttribDefaultsVersion (NEW_VERTEX_ATTRIB_DEFAULTS): a current (glVertexAttrib*) value changed.
//  - patchVersion (NEW_PATCH_STATE): patch vertices or default tessellation levels changed.
//  - the ContextGenerations (see context-generations.ts), reachable as `generations`.

import { GLPixelStore, GLTextureTarget, MAX_VERTEX_ATTRIBS, PixelStoreParameters } from '@mgpipe/value-types';
import { BufferState } from './buffer-state.ts';
import { ContextGenerations } from './context-generations.ts';
import { ErrorLatch } from './error-latch.ts';
import { ObjectRegistry, faceCountOf } from './object-registry.ts';
import type { Buffer } from './objects/buffer.ts';
import { Framebuffer } from './objects/framebuffer.ts';
import type { Program } from './objects/program.ts';
import type { ProgramPipeline } from './objects/program-pipeline.ts';
import type { Query } from './objects/query-sync.ts';
import type { Renderbuffer } from './objects/renderbuffer.ts';
import type { Sampler } from './objects/sampler.ts';
import type { Shader } from './objects/shader.ts';
import { Texture } from './objects/texture.ts';
import { TransformFeedback } from './objects/transform-feedback.ts';
import { VertexArray } from './objects/vertex-array.ts';
import { RenderState } from './render-state.ts';
import { TextureState, textureTargetIndexOf } from './texture-state.ts';
import { bumpStateSerial } from './state-serial.ts';

/** Active-query slots (one query per target may be active; PRIMITIVES_GENERATED per stream later). */
export const QuerySlot = { SamplesPassed: 0, AnySamplesPassed: 1, AnySamplesPassedConservative: 2, PrimitivesGenerated: 3, XfbPrimitivesWritten: 4, TimeElapsed: 5 } as const;
const QUERY_SLOT_COUNT = 6;

/** Order of targets in TextureTargetIndex, to create the default textures. */
const DEFAULT_TEXTURE_TARGETS = [
  GLTextureTarget.TEXTURE_1D, GLTextureTarget.TEXTURE_2D, GLTextureTarget.TEXTURE_3D,
  GLTextureTarget.TEXTURE_1D_ARRAY, GLTextureTarget.TEXTURE_2D_ARRAY, GLTextureTarget.TEXTURE_RECTANGLE,
  GLTextureTarget.TEXTURE_CUBE_MAP, GLTextureTarget.TEXTURE_CUBE_MAP_ARRAY, GLTextureTarget.TEXTURE_BUFFER,
  GLTextureTarget.TEXTURE_2D_MULTISAMPLE, GLTextureTarget.TEXTURE_2D_MULTISAMPLE_ARRAY,
];

export class GLContext {
  readonly generations = new ContextGenerations();
  readonly errors = new ErrorLatch();
  readonly renderState = new RenderState();
  readonly textures = new TextureState(this.generations);
  readonly buffers = new BufferState();
  readonly objects = new ObjectRegistry(this.generations);

  // Default objects (name 0). Core profile: the default VAO holds state but draws with it are errors.
  readonly defaultVertexArray = new VertexArray(0, this.generations, true);
  readonly defaultFramebuffer = new Framebuffer(0, this.generations, true);
  readonly defaultTransformFeedback = new TransformFeedback(0, true);
  /** Indexed by TextureTargetIndex; what a unit samples when its binding is null. */
  readonly defaultTextures: readonly Texture[] = DEFAULT_TEXTURE_TARGETS.map(
    (t) => new Texture(0, t, faceCountOf(t), this.generations),
  );

  vertexArray: VertexArray = this.defaultVertexArray;
  drawFramebuffer: Framebuffer = this.defaultFramebuffer;
  readFramebuffer: Framebuffer = this.defaultFramebuffer;
  renderbuffer: Renderbuffer | null = null;
  program: Program | null = null;
  programPipeline: ProgramPipeline | null = null;
  /**
   * The bound pipeline's composite (objects/pipeline-program.ts), resolved by the front end before a draw when no
   * program is current; null until then, and again when the pipeline binding changes or the composite is released.
   */
  pipelineProgram: Program | null = null;
  transformFeedback: TransformFeedback = this.defaultTransformFeedback;
  readonly activeQueries: (Query | null)[] = new Array<Query | null>(QUERY_SLOT_COUNT).fill(null);

  readonly pack = new PixelStoreParameters();
  readonly unpack = new PixelStoreParameters();
  /**
   * glVertexAttrib4f & co: x,y,z,w per attribute as the pipe sends them — raw 32-bit lanes of the attribute's kind
   * (currentVertexAttribKinds: 0 float, 1 int, 2 uint): Float32 bits for a float form (GLES has no 64-bit
   * attributes), the int32 / uint32 bits of an I form (read them through an Int32Array / Uint32Array view: an
   * integer above 2^24 has no Float32 form, and its bits may read as NaN through this Float32Array).
   */
  readonly currentVertexAttribs = new Float32Array(MAX_VERTEX_ATTRIBS * 4);
  /** The integer views of currentVertexAttribs (its I-form lanes). */
  private readonly attribI32 = new Int32Array(this.currentVertexAttribs.buffer);
  private readonly attribU32 = new Uint32Array(this.currentVertexAttribs.buffer);
  /**
   * The same values as the glGetVertexAttrib* queries return them: currentVertexAttribs, except after a
   * glVertexAttribL* (64-bit) form, whose doubles are kept as given so glGetVertexAttribLdv returns what was set.
   */
  readonly currentVertexAttribValues = new Float64Array(MAX_VERTEX_ATTRIBS * 4);
  readonly currentVertexAttribKinds = new Uint8Array(MAX_VERTEX_ATTRIBS);
  patchVertices = 3;
  /** glBeginConditionalRender: the occlusion query draws are conditioned on, null when inactive. */
  conditionalRenderQuery: Query | null = null;
  /** Its mode (QUERY_WAIT, ..._INVERTED); 0 when inactive. */
  conditionalRenderMode = 0;
  readonly patchDefaultOuterLevel = new Float32Array([1, 1, 1, 1]);
  readonly patchDefaultInnerLevel = new Float32Array([1, 1]);

  private objectBindingVersionCounter = 0;
  private vertexArrayBindingVersionCounter = 0;
  private framebufferBindingVersionCounter = 0;
  private programBindingVersionCounter = 0;
  private transformFeedbackBindingVersionCounter = 0;
  private pixelStoreVersionCounter = 0;
  private vertexAttribDefaultsVersionCounter = 0;
  private patchVersionCounter = 0;
  private surfaceInitialized = false;

  constructor() {
    for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) this.currentVertexAttribs[i * 4 + 3] = this.currentVertexAttribValues[i * 4 + 3] = 1;
  }

  get objectBindingVersion(): number { return this.objectBindingVersionCounter; }
  get vertexArrayBindingVersion(): number { return this.vertexArrayBindingVersionCounter; }
  get framebufferBindingVersion(): number { return this.framebufferBindingVersionCounter; }
  get programBindingVersion(): number { return this.programBindingVersionCounter; }
  get transformFeedbackBindingVersion(): number { return this.transformFeedbackBindingVersionCounter; }
  get pixelStoreVersion(): number { return this.pixelStoreVersionCounter; }
  get vertexAttribDefaultsVersion(): number { return this.vertexAttribDefaultsVersionCounter; }
  get patchVersion(): number { return this.patchVersionCounter; }

  /** First make-current sizes viewports and scissors to the surface; later calls do nothing. */
  MarkMadeCurrent(surfaceWidth: number, surfaceHeight: number): void {
    if (this.surfaceInitialized) return;
    this.surfaceInitialized = true;
    this.renderState.SetSurfaceDefaults(surfaceWidth, surfaceHeight);
  }

  // ---- bindings ----

  BindVertexArray(vao: VertexArray | null): void {
    const value = vao ?? this.defaultVertexArray;
    if (this.vertexArray === value) return;
    this.vertexArray = value;
    this.vertexArrayBindingVersionCounter++;
    this.BumpBindingVersions();
  }
  /** glBindFramebuffer: draw and/or read; null = the default framebuffer. */
  BindFramebuffer(draw: boolean, read: boolean, fb: Framebuffer | null): void {
    const target = fb ?? this.defaultFramebuffer;
    if (draw && this.drawFramebuffer !== target) {
      this.drawFramebuffer = target;
      this.framebufferBindingVersionCounter++;
      this.BumpBindingVersions();
    }
    if (read && this.readFramebuffer !== target) {
      this.readFramebuffer = target;
      this.framebufferBindingVersionCounter++;
      this.BumpBindingVersions();
    }
  }
  BindRenderbuffer(rb: Renderbuffer | null): void {
    // No draw-time state reads the bound renderbuffer: no kind counter.
    if (this.renderbuffer === rb) return;
    this.renderbuffer = rb;
    this.BumpBindingVersions();
  }
  /** glUseProgram. A program deleted while current loses its name when it stops being current. */
  BindProgram(program: Program | null): void {
    const old = this.program;
    if (old !== program) {
      this.program = program;
      this.programBindingVersionCounter++;
      this.BumpBindingVersions();
    }
    if (old !== null && old !== program && old.deletePending && old.pipelineUses === 0) this.objects.shaderPrograms.Release(old.name);
  }
  BindProgramPipeline(pipeline: ProgramPipeline | null): void {
    if (this.programPipeline === pipeline) return;
    this.programPipeline = pipeline;
    this.programBindingVersionCounter++;
    this.BumpBindingVersions();
  }
  /** The composite the bound pipeline draws with (gl-impl resolves it per draw; null: none / released). */
  SetPipelineProgram(program: Program | null): void {
    if (this.pipelineProgram === program) return;
    this.pipelineProgram = program;
    this.programBindingVersionCounter++;
    this.BumpBindingVersions();
  }
  /** What draws run: the current program (glUseProgram wins, GL 4.5 §7.4), else the bound pipeline's composite. */
  get drawProgram(): Program | null {
    return this.program ?? this.pipelineProgram;
  }
  BindTransformFeedback(xfb: TransformFeedback | null): void {
    const value = xfb ?? this.defaultTransformFeedback;
    if (this.transformFeedback === value) return;
    this.transformFeedback = value;
    this.transformFeedbackBindingVersionCounter++;
    this.BumpBindingVersions();
  }
  /** glBindTexture on the active unit; target is the GL enum. */
  BindTextureToActiveUnit(target: number, texture: Texture | null): void {
    this.textures.BindTexture(this.textures.activeUnit, textureTargetIndexOf(target), texture);
  }
  /** The texture a unit samples for a target: its binding, else the default texture. */
  ResolveUnitTexture(unit: number, targetIndex: number): Texture {
    return this.textures.GetBound(unit, targetIndex) ?? this.defaultTextures[targetIndex];
  }
  RecordActiveQuery(slot: number, query: Query | null): void {
    this.activeQueries[slot] = query;
  }
  /** glBegin/EndConditionalRender (query null ends it). Read by draws at verb time; no counter. */
  SetConditionalRender(query: Query | null, mode: number): void {
    this.conditionalRenderQuery = query;
    this.conditionalRenderMode = query === null ? 0 : mode;
  }

  /**
   * Another object bound: every reader of bound objects looks again. Each Bind* above compares and stores its own
   * field: one helper keyed by the field's name (`this[key]`) saw every binding's key, went megamorphic, and even
   * inlined with a constant key took V8's generic keyed load and store (~550 instructions of a state-heavy draw's
   * bindVertexArray).
   */
  private BumpBindingVersions(): void {
    this.objectBindingVersionCounter++;
    bumpStateSerial();
  }

  // ---- pixel store, attrib defaults, patch ----

  /**
   * glPixelStore{i,f}; false for an unknown pname. PACK_* enums are the UNPACK_* ones + 0x10 for the
   * first six, so those share one switch; IMAGE_HEIGHT / SKIP_IMAGES are not, and are matched directly.
   */
  SetPixelStore(pname: number, value: number): boolean {
    const isPack = pname >= GLPixelStore.PACK_SWAP_BYTES && pname <= GLPixelStore.PACK_ALIGNMENT ||
      pname === GLPixelStore.PACK_IMAGE_HEIGHT || pname === GLPixelStore.PACK_SKIP_IMAGES;
    const p = isPack ? this.pack : this.unpack;
    const base = isPack ? GLPixelStore.PACK_SWAP_BYTES - GLPixelStore.UNPACK_SWAP_BYTES : 0;
    let old: number | boolean;
    switch (pname - base) {
      case GLPixelStore.UNPACK_SWAP_BYTES: old = p.swapBytes; p.swapBytes = value !== 0; break;
      case GLPixelStore.UNPACK_LSB_FIRST: old = p.lsbFirst; p.lsbFirst = value !== 0; break;
      case GLPixelStore.UNPACK_ROW_LENGTH: old = p.rowLength; p.rowLength = value; break;
      case GLPixelStore.UNPACK_SKIP_ROWS: old = p.skipRows; p.skipRows = value; break;
      case GLPixelStore.UNPACK_SKIP_PIXELS: old = p.skipPixels; p.skipPixels = value; break;
      case GLPixelStore.UNPACK_ALIGNMENT: old = p.alignment; p.alignment = value; break;
      default:
        if (pname === GLPixelStore.UNPACK_IMAGE_HEIGHT || pname === GLPixelStore.PACK_IMAGE_HEIGHT) {
          old = p.imageHeight; p.imageHeight = value;
        } else if (pname === GLPixelStore.UNPACK_SKIP_IMAGES || pname === GLPixelStore.PACK_SKIP_IMAGES) {
          old = p.skipImages; p.skipImages = value;
        } else return false;
    }
    const now = typeof old === 'boolean' ? value !== 0 : value;
    if (old !== now) {
      this.pixelStoreVersionCounter++;
      bumpStateSerial();
    }
    return true;
  }

  /** glVertexAttrib*: kind 0 float, 1 int, 2 uint (x..w already converted to int32 / uint32 for those). */
  SetCurrentVertexAttrib(index: number, x: number, y: number, z: number, w: number, kind: number): void {
    const v = this.currentVertexAttribs;
    const i = index * 4;
    const sameKind = this.currentVertexAttribKinds[index] === kind;
    if (kind === 0) {
      if (!sameKind || !Object.is(v[i], Math.fround(x)) || !Object.is(v[i + 1], Math.fround(y)) || !Object.is(v[i + 2], Math.fround(z)) ||
        !Object.is(v[i + 3], Math.fround(w))) {
        v[i] = x; v[i + 1] = y; v[i + 2] = z; v[i + 3] = w;
        this.currentVertexAttribKinds[index] = kind;
        this.vertexAttribDefaultsVersionCounter++;
        bumpStateSerial();
      }
    } else {
      // The integer lanes exactly (x..w are int32 / uint32 already).
      const lanes = kind === 1 ? this.attribI32 : this.attribU32;
      if (!sameKind || lanes[i] !== x || lanes[i + 1] !== y || lanes[i + 2] !== z || lanes[i + 3] !== w) {
        lanes[i] = x; lanes[i + 1] = y; lanes[i + 2] = z; lanes[i + 3] = w;
        this.currentVertexAttribKinds[index] = kind;
        this.vertexAttribDefaultsVersionCounter++;
        bumpStateSerial();
      }
    }
    // Also when the Float32 values did not change: a previous L form's doubles give way to them. The queries get
    // the Float32 values of a float form (what GL stores) and the integers of an I form exactly (a Float64 holds
    // every int32 / uint32).
    const q = this.currentVertexAttribValues;
    if (kind === 0) {
      q[i] = v[i]; q[i + 1] = v[i + 1]; q[i + 2] = v[i + 2]; q[i + 3] = v[i + 3];
    } else {
      q[i] = x; q[i + 1] = y; q[i + 2] = z; q[i + 3] = w;
    }
  }

  /**
   * glVertexAttribL*: the pipe gets the Float32 rounding (a float attribute, as SetCurrentVertexAttrib: only a
   * change of it moves the counter); the queries get the doubles as given.
   */
  SetCurrentVertexAttribL(index: number, x: number, y: number, z: number, w: number): void {
    this.SetCurrentVertexAttrib(index, x, y, z, w, 0);
    const q = this.currentVertexAttribValues;
    const i = index * 4;
    q[i] = x; q[i + 1] = y; q[i + 2] = z; q[i + 3] = w;
  }

  SetPatchVertices(count: number): void {
    if (this.patchVertices === count) return;
    this.patchVertices = count;
    this.patchVersionCounter++;
    bumpStateSerial();
  }
  /** glPatchParameterfv(PATCH_DEFAULT_OUTER_LEVEL / INNER_LEVEL). */
  SetPatchDefaultLevels(outer: boolean, values: ArrayLike<number>): void {
    const dst = outer ? this.patchDefaultOuterLevel : this.patchDefaultInnerLevel;
    let changed = false;
    for (let i = 0; i < dst.length; i++) {
      if (!Object.is(dst[i], Math.fround(values[i]))) {
        dst[i] = values[i];
        changed = true;
      }
    }
    if (changed) {
      this.patchVersionCounter++;
      bumpStateSerial();
    }
  }

  // ---- deletion: unbind from this context's state, then release the name (LIFO reuse) ----

  DeleteBuffer(buffer: Buffer): void {
    this.buffers.UnbindBuffer(buffer);
    this.vertexArray.UnbindBuffer(buffer);
    this.transformFeedback.bindings.UnbindBuffer(buffer);
    this.objects.buffers.Release(buffer.name);
  }
  DeleteTexture(texture: Texture): void {
    this.textures.UnbindTexture(texture);
    this.drawFramebuffer.DetachObject(texture);
    if (this.readFramebuffer !== this.drawFramebuffer) this.readFramebuffer.DetachObject(texture);
    this.objects.textures.Release(texture.name);
  }
  DeleteSampler(sampler: Sampler): void {
    this.textures.UnbindSampler(sampler);
    this.objects.samplers.Release(sampler.name);
  }
  DeleteRenderbuffer(rb: Renderbuffer): void {
    if (this.renderbuffer === rb) this.BindRenderbuffer(null);
    this.drawFramebuffer.DetachObject(rb);
    if (this.readFramebuffer !== this.drawFramebuffer) this.readFramebuffer.DetachObject(rb);
    this.objects.renderbuffers.Release(rb.name);
  }
  DeleteFramebuffer(fb: Framebuffer): void {
    if (this.drawFramebuffer === fb) this.BindFramebuffer(true, false, null);
    if (this.readFramebuffer === fb) this.BindFramebuffer(false, true, null);
    this.objects.framebuffers.Release(fb.name);
  }
  DeleteVertexArray(vao: VertexArray): void {
    if (this.vertexArray === vao) this.BindVertexArray(null);
    this.objects.vertexArrays.Release(vao.name);
  }
  DeleteProgramPipeline(pipeline: ProgramPipeline): void {
    if (this.programPipeline === pipeline) this.BindProgramPipeline(null);
    this.objects.programPipelines.Release(pipeline.name);
  }
  DeleteTransformFeedback(xfb: TransformFeedback): void {
    if (this.transformFeedback === xfb) this.BindTransformFeedback(null);
    this.objects.transformFeedbacks.Release(xfb.name);
  }
  DeleteQuery(query: Query): void {
    for (let i = 0; i < QUERY_SLOT_COUNT; i++) if (this.activeQueries[i] === query) this.activeQueries[i] = null;
    this.objects.queries.Release(query.name);
  }
  /**
   * glDeleteProgram: flagged while current or referenced by a program pipeline (GL 4.5 §7.3); BindProgram, or the
   * front end when the last pipeline reference goes (ReleaseDeletedProgram), releases the name.
   */
  DeleteProgram(program: Program): void {
    program.MarkDeletePending();
    if (this.program !== program && program.pipelineUses === 0) this.objects.shaderPrograms.Release(program.name);
  }
  /** A delete-pending program that is no longer current nor in any pipeline: its name is released; true if it was. */
  ReleaseDeletedProgram(program: Program): boolean {
    if (!program.deletePending || this.program === program || program.pipelineUses !== 0) return false;
    if (this.objects.shaderPrograms.Get(program.name) !== program) return false;
    this.objects.shaderPrograms.Release(program.name);
    return true;
  }
  /** glDeleteShader: flagged while attached; released when the last program detaches it. */
  DeleteShader(shader: Shader): void {
    shader.MarkDeletePending();
    if (shader.attachCount === 0) this.objects.shaderPrograms.Release(shader.name);
  }
}
