// PipeInputs (seeds §6.2): the backend-private block of "pushed state" that MGB_CTX resolves to. One accessor per
// context read this backend makes for the value subsystems (render state, pixel pack, patch, vertex-attribute
// defaults); every read point in the backend goes through `dev.inputs` (our MGB_CTX), whatever the phase.
//
// Each subsystem's groups have one source, latched at construction (the push bit of MOBILEGL_PIPE_PUSH and the
// phase decide it):
//   context   pull: the accessor returns the PullContext's own object (MGB_CTX = the context). No fill, no check.
//   alias     phase A: a copy filled from the context at the fill point of each verb class that may read it.
//   push      phase B/C: stored by the backend's MGPipeContext (pipe-receiver.ts) from the tracker's calls.
//   residual  push through set_residual_value_state (seeds §6.3) for a subsystem whose own calls are not used.
//
// Poison generations (§6.2.1/§6.2.2, G5's PipeInputsGen): every verb bumps a serial (beginVerb); the fill point
// stamps the groups the verb class may read (alias: after copying; push/residual: the groups the front end's
// validate-for-verb covers for that class); reading a non-sticky group not stamped for the current verb is
// Fatal{UnmigratedPipeInput, "<group>@<verb class>"}. Checked in verify/debug runs only.
//
// Verify (MOBILEGL_PIPE_VERIFY=1): a second copy is filled from the context at each fill point and compared with
// the G4 comparators, at verb entry and again at each read: Fatal{PipeVerifyDiffer, "<group>@<verb class>"}.
// The render-state versions are memo keys, not state: they are not compared (the bytes are).
//
// Negative controls (DESIGN §8): MOBILEGL_PIPE_VERIFY_CORRUPT=<group> corrupts the group after each fill (verify
// must go red); MOBILEGL_PIPE_POISON_OMIT=<verb>:<group> skips that stamp (the poison check must go red).
// MOBILEGL_PIPE_TEST_FAULT=alias:<subsystem> (test-only, config.aliasFault) plants a wrong context read in the
// alias fill of that subsystem's groups: both copies (the one the backend reads and verify's shadow) are filled by
// the same wrong fill, so verify stays quiet and only the driver-call stream (advance-phase's A gate) can tell.
// Installed once at construction, for aliased subsystems only (off: one null check per fill). What each one reads wrong:
//   framebuffer             a framebuffer object's read buffer read as NONE (the twin's glReadBuffer argument moves)
//   program                 bit 30 of the default uniform block's first word flipped (a glUniform* argument moves)
//   textures                a texture's TEXTURE_SWIZZLE_R read as its SWIZZLE_G (the twin's glTexParameteri argument
//                           moves for every sampled or attached texture: texture-inputs.ts)
//   readback-pack           PACK_ALIGNMENT read as 1 (rows only get tighter: never writes past the destination)
//   patch-state             GL_PATCH_VERTICES read as 4 when it is 3, 3 otherwise
//   vertex-attrib-defaults  the sign bit of component x of every current value flipped
//   xfb-queries             every bound XFB target's offset read 4 bytes further (glBindBufferRange moves: xfb-inputs.ts)
//   images-upload           every bound image unit's access read as READ_WRITE (WRITE_ONLY where it is READ_WRITE):
//                           glBindImageTexture's access argument moves (image-inputs.ts)
//   render-state            nothing: no fill fault is planted for it (its blob has no byte whose flip is sure
//                           to change a driver call in every scenario; the other three are enough for the gate)
//
// Nothing here allocates after construction except the Fatal thrown on a failed check.
import {
  MGPipeFatal,
  PipeInputField,
  kPipeInputFieldNames,
  kStickyFieldMask,
  kVerbClassNames,
  kVerbMayRead,
  verify_MGPAttribValue,
  verify_MGPPixelPackState,
  verify_set_patch_state,
  type MGPAttribValue,
  type SetPatchStatePayload,
} from '@mgpipe/pipe-types';
import { MAX_VERTEX_ATTRIBS, PixelStoreParameters, RENDER_STATE_LAYOUT_SIZE, RenderStateParameters } from '@mgpipe/value-types';
import type { PullContext } from './pull-context.ts';
import { BufferInputs, type BufferSource } from './buffer-inputs.ts';
import { PIPELINE_SUBSET_END } from './render-state-layout.ts';
import { VertexGroups, type VertexBufferSet, type VertexElementsView, type IndexBufferRef } from './vertex-inputs.ts';
import { FramebufferGroup, type FramebufferView } from './framebuffer-inputs.ts';
import { isProgramGroup, ProgramGroups, type GlobalConstantsView, type ProgramBindingsView, type ProgramView, type ShaderBuffersView } from './program-inputs.ts';
import { TextureGroups, isPushedTexture, type SamplerStateSet, type SamplerViewSet, type TextureHandleOf, type TextureHandleRef, type TextureParamsView } from './texture-inputs.ts';
import { IndirectBufferSet } from './indirect-inputs.ts';
import { StreamOutputView, type FrontTransformFeedback, type StreamOutputHandleMaps } from './xfb-inputs.ts';
import { ShaderImageSet } from './image-inputs.ts';
import { recordDivergence } from './verb-verify.ts';
import type { FrontBuffer } from './buffer-inputs.ts';
import type { MGPipeHandle } from '@mgpipe/pipe-types';

/** The default tessellation levels (GL_PATCH_DEFAULT_OUTER_LEVEL: 4 values, GL_PATCH_DEFAULT_INNER_LEVEL: 2). */
export interface PatchLevels {
  readonly outer: Float32Array;
  readonly inner: Float32Array;
}

/** The subsystems this backend reads through PipeInputs AND has a push receiver for (migrations/state.json names). */
export const PIPE_INPUT_SUBSYSTEMS = ['render-state', 'readback-pack', 'patch-state', 'vertex-attrib-defaults', 'vertex-elements', 'program', 'textures', 'framebuffer', 'xfb-queries', 'images-upload'] as const;
/**
 * Subsystems read through PipeInputs with no push receiver yet (phase A at most): pulled or aliased, never pushed,
 * whatever their bit says. Kept apart from PIPE_INPUT_SUBSYSTEMS because that list is what the lanes push under
 * `--push all`, where the test faults land and what the Nx plugin treats as able to reach B. A subsystem moves
 * over to it when its receiver lands.
 */
export const ALIAS_ONLY_SUBSYSTEMS = ['emulation'] as const;
export type PipeInputSubsystem = (typeof PIPE_INPUT_SUBSYSTEMS)[number] | (typeof ALIAS_ONLY_SUBSYSTEMS)[number];
/** Every subsystem with PipeInputs groups. */
export const PIPE_INPUT_READ_SUBSYSTEMS: readonly PipeInputSubsystem[] = [...PIPE_INPUT_SUBSYSTEMS, ...ALIAS_ONLY_SUBSYSTEMS];
export type PipeInputSource = 'context' | 'alias' | 'push' | 'residual';

/** The G5 groups of each subsystem. */
export const SUBSYSTEM_GROUPS: Readonly<Record<PipeInputSubsystem, readonly PipeInputField[]>> = {
  'render-state': [PipeInputField.renderState, PipeInputField.dynamicState],
  'readback-pack': [PipeInputField.packState],
  'patch-state': [PipeInputField.patch],
  'vertex-attrib-defaults': [PipeInputField.attribDefaults],
  'vertex-elements': [PipeInputField.vertexElements, PipeInputField.vertexBuffers, PipeInputField.indexBuffer],
  'framebuffer': [PipeInputField.framebuffer],
  'program': [PipeInputField.drawProgram, PipeInputField.dispatchProgram, PipeInputField.globalConstants, PipeInputField.programBindings, PipeInputField.shaderBuffers],
  'textures': [PipeInputField.samplerViews, PipeInputField.samplers, PipeInputField.textureParams],
  'emulation': [PipeInputField.indirectBuffers],
  'xfb-queries': [PipeInputField.streamOutput],
  'images-upload': [PipeInputField.shaderImages],
};

export interface PipeInputsConfig {
  readonly sources: Readonly<Record<PipeInputSubsystem, PipeInputSource>>;
  /** Poison checks (debug / verify runs). */
  readonly checks: boolean;
  readonly verify: boolean;
  /** The render-state memo key: the client's Uint16 version (legacy, phase B) instead of the CSO handle (phase C). */
  readonly legacyMemos: boolean;
  readonly verifyCorrupt: string | null;
  readonly poisonOmit: { readonly verb: string; readonly field: string } | null;
  /**
   * Push sources: per G5 verb class, the groups the front end's validate-for-verb brings up to date (from the
   * tracker's dirty-bit list). Default: every group the class may read.
   */
  readonly pushCovered?: readonly number[];
  /** MOBILEGL_PIPE_TEST_FAULT=alias:<subsystem> (test-only): aliased subsystems whose fill reads the context wrong. */
  readonly aliasFault?: readonly PipeInputSubsystem[];
  /** Where the buffers subsystem's descriptor reads come from (buffer-inputs.ts); default context. */
  readonly bufferSource?: BufferSource;
}

const VERB_CLASS_COUNT = kVerbMayRead.length;
const GROUP_COUNT = kPipeInputFieldNames.length;
const bitOf = (g: number) => 2 ** g;
const has = (mask: number, g: number) => Math.floor(mask / bitOf(g)) % 2 === 1;

/** Bit images of attribute values: the G4 comparator's view of one side. */
function attribViews(f32: Float32Array): MGPAttribValue[] {
  const u32 = new Uint32Array(f32.buffer, f32.byteOffset, MAX_VERTEX_ATTRIBS * 4);
  return Array.from({ length: MAX_VERTEX_ATTRIBS }, (_, a) => ({ bits: u32.subarray(a * 4, a * 4 + 4), cls: 0 }));
}

/** One copy of the value groups (the pushed / aliased one, and verify's context-filled shadow). */
class ValueGroups {
  readonly renderState = new RenderStateParameters();
  renderStateVersion = -1;
  readonly pack = new PixelStoreParameters();
  readonly patch: SetPatchStatePayload = { vertices: 3, outer: new Float32Array([1, 1, 1, 1]), inner: new Float32Array([1, 1]) };
  patchVersion = 0;
  readonly attribs = new Float32Array(MAX_VERTEX_ATTRIBS * 4);
  readonly attribKinds = new Uint8Array(MAX_VERTEX_ATTRIBS);
  readonly attribBits: MGPAttribValue[] = attribViews(this.attribs);
  attribVersion = 0;
  /** vertex-elements: the vertexElements / vertexBuffers / indexBuffer groups (vertex-inputs.ts). */
  readonly vertex = new VertexGroups();
  /** framebuffer: the draw and read framebuffers' views (framebuffer-inputs.ts). */
  readonly framebuffer = new FramebufferGroup();
  /** program: the bound program, default uniform block, bindings and shader buffers (program-inputs.ts). */
  readonly program = new ProgramGroups();
  /** textures: samplerViews / samplers / textureParams (texture-inputs.ts). */
  readonly textures = new TextureGroups();
  /** emulation: the DRAW_INDIRECT / PARAMETER buffer bindings (indirect-inputs.ts). */
  readonly indirect = new IndirectBufferSet();
  /** xfb-queries: the bound XFB object and its targets (xfb-inputs.ts). */
  readonly xfb = new StreamOutputView();
  /** images-upload: the image units (image-inputs.ts). */
  readonly images = new ShaderImageSet();
  /** Context versions last copied (alias fills copy only what moved). */
  filledRenderState = -1;
  filledPack = -1;
  filledPatch = -1;
  filledAttribs = -1;

  constructor() {
    for (let a = 0; a < MAX_VERTEX_ATTRIBS; a++) this.attribs[a * 4 + 3] = 1;
  }

  /** The planted alias-fill fault (PipeInputsConfig.aliasFault), or null: applied after a fill that copied. */
  fillFault: ((g: number) => void) | null = null;

  fillFromContext(g: number, ctx: PullContext): void {
    if (g === PipeInputField.framebuffer) {
      if (this.fillFramebuffer(ctx) && this.fillFault !== null) this.fillFault(g);
      return;
    }
    if (g === PipeInputField.streamOutput) {
      if (this.xfb.fill(ctx.transformFeedback, ctx.drawProgram, ctx.generations.anyBufferChange) && this.fillFault !== null) this.fillFault(g);
      return;
    }
    if (isProgramGroup(g)) {
      if (this.program.fill(g, ctx) && this.fillFault !== null) this.fillFault(g);
      return;
    }
    if (g === PipeInputField.shaderImages) {
      if (this.images.fill(ctx) && this.fillFault !== null) this.fillFault(g);
      return;
    }
    // textures: the views / samplers fills copy only what moved; textureParams fills per object on read (its fault too).
    if (g === PipeInputField.samplerViews || g === PipeInputField.samplers || g === PipeInputField.textureParams) {
      this.fillGroup(g, ctx);
      return;
    }
    if (this.fillFault !== null && this.fillChanged(g, ctx)) {
      this.fillGroup(g, ctx);
      this.fillFault(g);
      return;
    }
    this.fillGroup(g, ctx);
  }

  /** Whether a fill of `g` would copy (the context moved since the last fill). */
  private fillChanged(g: number, ctx: PullContext): boolean {
    switch (g) {
      case PipeInputField.renderState:
      case PipeInputField.dynamicState: return ctx.renderState.version !== this.filledRenderState;
      case PipeInputField.packState: return ctx.pixelStoreVersion !== this.filledPack;
      case PipeInputField.patch: return ctx.patchVersion !== this.filledPatch;
      case PipeInputField.attribDefaults: return ctx.vertexAttribDefaultsVersion !== this.filledAttribs;
      case PipeInputField.framebuffer: return true; // its fill copies only what moved and says so (fillFramebuffer)
    }
    return false; // vertex groups: no alias fill fault is planted (their driver-call gate has the attrib-defaults one)
  }

  private fillGroup(g: number, ctx: PullContext): void {
    switch (g) {
      case PipeInputField.renderState:
      case PipeInputField.dynamicState: {
        const rs = ctx.renderState;
        if (rs.version === this.filledRenderState) return;
        this.filledRenderState = rs.version;
        this.renderStateVersion = rs.version;
        this.renderState.bytes.set(rs.params.bytes);
        return;
      }
      case PipeInputField.packState:
        if (ctx.pixelStoreVersion === this.filledPack) return;
        this.filledPack = ctx.pixelStoreVersion;
        this.pack.copyFrom(ctx.pack);
        return;
      case PipeInputField.patch: {
        if (ctx.patchVersion === this.filledPatch) return;
        this.filledPatch = this.patchVersion = ctx.patchVersion;
        this.patch.vertices = ctx.patchVertices;
        (this.patch.outer as Float32Array).set(ctx.patchDefaultOuterLevel);
        (this.patch.inner as Float32Array).set(ctx.patchDefaultInnerLevel);
        return;
      }
      case PipeInputField.attribDefaults:
        if (ctx.vertexAttribDefaultsVersion === this.filledAttribs) return;
        this.filledAttribs = this.attribVersion = ctx.vertexAttribDefaultsVersion;
        this.attribs.set(ctx.currentVertexAttribs);
        this.attribKinds.set(ctx.currentVertexAttribKinds);
        return;
      case PipeInputField.vertexElements: this.vertex.fillElements(ctx.vertexArray); return;
      case PipeInputField.vertexBuffers: this.vertex.fillBuffers(ctx.vertexArray, ctx.generations); return;
      case PipeInputField.indexBuffer: this.vertex.fillIndex(ctx.vertexArray); return;
      case PipeInputField.framebuffer: this.fillFramebuffer(ctx); return;
      case PipeInputField.samplerViews: this.textures.views.fill(ctx); return;
      case PipeInputField.samplers: this.textures.samplers.fill(ctx); return;
      case PipeInputField.textureParams: return; // per object, on read (texture-inputs.ts)
      case PipeInputField.indirectBuffers: this.indirect.fill(ctx.buffers); return;
      case PipeInputField.streamOutput: this.xfb.fill(ctx.transformFeedback, ctx.drawProgram, ctx.generations.anyBufferChange); return;
      case PipeInputField.shaderImages: this.images.fill(ctx); return;
    }
  }

  /** The framebuffer group's fill: true when a view copied. */
  fillFramebuffer(ctx: PullContext): boolean {
    return this.framebuffer.fill(ctx.drawFramebuffer, ctx.readFramebuffer, ctx.generations.anyFboAttachment);
  }

  /** The negative control: make the group differ from any value the context can hold. */
  corrupt(g: number): void {
    switch (g) {
      case PipeInputField.renderState: this.renderState.bytes[0] ^= 0x80; break; // an unused capability bit
      case PipeInputField.dynamicState: this.renderState.bytes[PIPELINE_SUBSET_END] ^= 0x01; break;
      case PipeInputField.packState: this.pack.alignment = 3; break;
      case PipeInputField.patch: this.patch.vertices = -1; break;
      case PipeInputField.attribDefaults: this.attribKinds[MAX_VERTEX_ATTRIBS - 1] = 0xff; break;
      case PipeInputField.vertexElements: this.vertex.elements.attribs[MAX_VERTEX_ATTRIBS - 1].size = 0xff; break;
      case PipeInputField.vertexBuffers: this.vertex.buffers.strides[MAX_VERTEX_ATTRIBS - 1] = -1; break;
      case PipeInputField.indexBuffer: this.vertex.index.handle.gen = -1; this.vertex.index.front = CORRUPT_BUFFER; break;
      case PipeInputField.framebuffer: this.framebuffer.draw.readBuffer = 0xdead; this.framebuffer.draw.height = -1; break; // no GL enum, no height
      case PipeInputField.samplerViews: this.textures.views.units = -1; break;
      case PipeInputField.samplers: this.textures.samplers.units = -1; break;
      case PipeInputField.textureParams: break; // corrupted in its per-object fill (PipeInputs' constructor)
      case PipeInputField.indirectBuffers: this.indirect.drawIndirect = CORRUPT_BUFFER; break;
      case PipeInputField.streamOutput: this.xfb.corrupt(); break;
      case PipeInputField.shaderImages: this.images.corrupt(); break;
    }
    if (isProgramGroup(g)) this.program.corrupt(g);
    this.images.forget();
    this.vertex.forget();
    this.framebuffer.forget();
    this.program.forget();
    this.textures.forget();
    // Force the next alias fill to copy again (the corrupted bytes must not stick across verbs unnoticed).
    this.filledRenderState = this.filledPack = this.filledPatch = this.filledAttribs = -1;
  }
}

/** G4-based comparison of one group of two copies; the first differing field's name, or null. */
function compareGroup(g: number, a: ValueGroups, b: ValueGroups, patchVerticesOnly: boolean, handleOf: ((f: FrontBuffer) => MGPipeHandle | null) | null,
  textureHandleOf: TextureHandleOf | null, xfbMaps: StreamOutputHandleMaps): string | null {
  switch (g) {
    case PipeInputField.vertexElements: return a.vertex.compareElements(b.vertex);
    case PipeInputField.vertexBuffers: return a.vertex.compareBuffers(b.vertex, handleOf);
    case PipeInputField.indexBuffer: return a.vertex.compareIndex(b.vertex, handleOf);
    case PipeInputField.framebuffer: return a.framebuffer.compare(b.framebuffer);
    case PipeInputField.drawProgram:
    case PipeInputField.dispatchProgram:
    case PipeInputField.globalConstants:
    case PipeInputField.programBindings:
    case PipeInputField.shaderBuffers: return a.program.compare(g, b.program);
    case PipeInputField.samplerViews: return a.textures.views.compare(b.textures.views, textureHandleOf);
    case PipeInputField.samplers: return a.textures.samplers.compare(b.textures.samplers);
    case PipeInputField.indirectBuffers: return a.indirect.compare(b.indirect);
    case PipeInputField.streamOutput: return a.xfb.compare(b.xfb, xfbMaps);
    case PipeInputField.shaderImages: return a.images.compare(b.images, textureHandleOf);
    case PipeInputField.renderState: return bytesDiffer(a.renderState.bytes, b.renderState.bytes, 0, PIPELINE_SUBSET_END);
    case PipeInputField.dynamicState: return bytesDiffer(a.renderState.bytes, b.renderState.bytes, PIPELINE_SUBSET_END, RENDER_STATE_LAYOUT_SIZE);
    case PipeInputField.packState: return verify_MGPPixelPackState(a.pack, b.pack, 'pack');
    case PipeInputField.patch:
      return patchVerticesOnly ? (a.patch.vertices === b.patch.vertices ? null : 'vertices') : verify_set_patch_state(a.patch, b.patch);
    case PipeInputField.attribDefaults:
      for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) {
        a.attribBits[i].cls = a.attribKinds[i];
        b.attribBits[i].cls = b.attribKinds[i];
        const d = verify_MGPAttribValue(a.attribBits[i], b.attribBits[i], 'values');
        if (d !== null) return d;
      }
      return null;
  }
  return null;
}

function bytesDiffer(a: Uint8Array, b: Uint8Array, start: number, end: number): string | null {
  for (let i = start; i < end; i++) if (a[i] !== b[i]) return `bytes[${i}]`;
  return null;
}

export interface VerifyReport {
  verbs: number;
  divergences: number;
  /** The first few divergences, as "<group>@<verb>: <field>". */
  first: string[];
  /**
   * Comparisons made per PipeInputs group (index = PipeInputField): which subsystems' values verify actually
   * checked. `verbs` counts every verb opened under verify, whichever groups it compared; advance-phase's B gate
   * needs the subsystem's own groups compared, not only other subsystems'.
   */
  compared: number[];
  /** Buffer-descriptor comparisons (not a G5 group: buffer ops are call-time pushes; buffer-inputs.ts). */
  bufferResources: number;
  /** Pushed draws compared with the legacy verb's arguments (not a G5 group: draw_vbo's operands; backend-gles draw-verify.ts). */
  drawVbo: number;
  /** Pushed clears and blits compared with the legacy verbs' arguments (the framebuffer bit; backend-gles framebuffer-verb-receiver.ts). */
  framebufferVerbs: number;
  /** Pushed launch_grid / memory_barrier / flush compared with the legacy verbs' arguments (the program bit; backend-gles compute-sync-receiver.ts). */
  programVerbs: number;
  /** Pushed read_pixels / read_pixels_to_buffer compared with the legacy verb's arguments (the readback-pack bit; backend-gles readback-receiver.ts). */
  readbackVerbs: number;
  /** Pushed begin / end / pause / resume_stream_output compared with the legacy span verbs (the xfb-queries bit; backend-gles stream-output-receiver.ts). */
  xfbSpans: number;
  /** Pushed texture upload shapes compared with the front end's dirty regions (the images-upload bit; gles-images-upload upload-receiver.ts). */
  textureUploads: number;
}

function noCache(): void {
  // Nothing cached yet: a retired CSO leaves nothing to drop.
}

export class PipeInputs {
  /** The pushed / aliased copy the backend reads (MGB_CTX's storage). */
  readonly own = new ValueGroups();
  private readonly shadow: ValueGroups | null;
  private ctx: PullContext | null = null;
  /** getPatchLevels' answer (the arrays of the group's source, not copies: nothing is allocated per read). */
  private readonly levels: { outer: Float32Array; inner: Float32Array } = { outer: new Float32Array(4), inner: new Float32Array(2) };
  /** G5 filled generations. */
  private readonly filledGen = new Float64Array(GROUP_COUNT).fill(-1);
  private verbSerial = 0;
  private verbClass = -1;
  /** Per group: where it comes from. */
  private readonly source: PipeInputSource[] = new Array<PipeInputSource>(GROUP_COUNT).fill('context');
  /** Per verb class: the groups filled / stamped there (non-context groups the class may read). */
  private readonly fillLists: Int32Array[];
  private readonly stampLists: Int32Array[];
  private readonly verifyLists: Int32Array[];
  private readonly checks: boolean;
  private readonly verify: boolean;
  private readonly corruptGroup: number;
  private readonly renderStateOwn: boolean;
  private readonly packOwn: boolean;
  private readonly patchOwn: boolean;
  private readonly attribsOwn: boolean;
  private readonly vertexOwn: boolean;
  private readonly framebufferOwn: boolean;
  private readonly programOwn: boolean;
  private readonly texturesOwn: boolean;
  private readonly indirectOwn: boolean;
  private readonly xfbOwn: boolean;
  private readonly imagesOwn: boolean;
  /**
   * Pushed buffers: the client's identity map (front Buffer → handle), set by the wiring with the buffer bridge;
   * verify uses it to compare pushed vertex / index buffer handles with the context's buffers.
   */
  bufferHandleOf: ((front: FrontBuffer) => MGPipeHandle | null) | null = null;
  /**
   * Pushed textures: the client's identity map both ways (front texture → handle, handle → front texture), set by the
   * wiring. The pull paths that still hand getTextureParams a front texture (framebuffer surfaces, transfers,
   * images-upload's storage sync) find its pushed record through the first; verify finds the context's texture of a
   * pushed handle through the second. Both go with those pull paths.
   */
  textureHandleOf: TextureHandleOf | null = null;
  textureFrontOf: ((h: TextureHandleRef) => object | null) | null = null;
  /**
   * Pushed XFB objects: the client's identity map (front XFB object → handle<Xfb>), set by the wiring. Verify compares
   * the pushed object with the context's through it, and the wiring resolves drawTransformFeedback's operand (an
   * application name) to the handle the library keys its counts by.
   */
  xfbHandleOf: ((front: FrontTransformFeedback) => MGPipeHandle | null) | null = null;
  /** compare()'s handle maps for the streamOutput group (one record, refreshed per comparison). */
  private readonly xfbMaps: StreamOutputHandleMaps = { buffer: null, xfb: (f) => this.xfbHandleOf === null ? null : this.xfbHandleOf(f) };
  /** xfb-queries pushed: the verb classes whose fill point takes the capture strides from the pushed draw program. */
  private readonly xfbStrideClasses: Uint8Array;
  /** Textures pushed: the views / sampler states / params records are what texture-receiver.ts stored. */
  readonly texturesPushed: boolean;
  /** Framebuffer pushed: the draw / read views are what framebuffer-receiver.ts stored per handle. */
  readonly framebufferPushed: boolean;
  readonly legacyMemos: boolean;
  /** Render-state memo key of the push path (phase C): bumped by the receiver when the bound CSO or a dynamic chunk changes. */
  handleKey = 0;
  /**
   * Phase C handle memo (seeds §4.5.2 / §4.7.3): the render-state mirror keys its pipeline sync on the bound CSO.
   * True when render state is pushed and MOBILEGL_PIPE_LEGACY_MEMOS is off; the receiver then publishes:
   *   boundCsoSlot / boundCsoSerial  the CSO whose pipeline subset the working blob holds (-1: none). The serial is
   *                                  unique per create_render_state (a re-created slot gets a new one).
   *   dynamicKey                     bumped on every set_dynamic_state scatter (the dynamic part's own early-out).
   *   csoRetired(slot)               called when a slot is deleted or re-created (the mirror drops its memo rows).
   */
  readonly handleMemo: boolean;
  boundCsoSlot = -1;
  boundCsoSerial = -1;
  dynamicKey = 0;
  /** Set by the mirror when the handle memo is on; a no-op until then (nothing is cached yet). */
  csoRetired: (slot: number) => void = noCache;
  readonly report: VerifyReport = { verbs: 0, divergences: 0, first: [], compared: new Array<number>(GROUP_COUNT).fill(0), bufferResources: 0, drawVbo: 0, framebufferVerbs: 0, programVerbs: 0, readbackVerbs: 0, xfbSpans: 0, textureUploads: 0 };
  /** MGB_CTX of the buffers subsystem (buffer-inputs.ts). */
  readonly buffers: BufferInputs;

  constructor(readonly config: PipeInputsConfig) {
    // A sources record built before a subsystem joined the list (older callers, tests) leaves it pulling.
    for (const s of PIPE_INPUT_READ_SUBSYSTEMS) for (const g of SUBSYSTEM_GROUPS[s]) this.source[g] = config.sources[s] ?? 'context';
    for (const s of ALIAS_ONLY_SUBSYSTEMS) {
      if (config.sources[s] === 'push' || config.sources[s] === 'residual') throw new Error(`PipeInputs: ${s} has no push receiver yet (ALIAS_ONLY_SUBSYSTEMS): it can only pull or alias`);
    }
    this.checks = config.checks || config.verify || config.poisonOmit !== null;
    this.verify = config.verify;
    this.legacyMemos = config.legacyMemos;
    this.handleMemo = config.sources['render-state'] === 'push' && !config.legacyMemos;
    this.shadow = config.verify ? new ValueGroups() : null;
    this.buffers = new BufferInputs(config.bufferSource ?? 'context', config.verify, this.report, config.verifyCorrupt === 'bufferResources');
    const own = (g: number) => this.source[g] !== 'context';
    this.renderStateOwn = own(PipeInputField.renderState);
    this.packOwn = own(PipeInputField.packState);
    this.patchOwn = own(PipeInputField.patch);
    this.attribsOwn = own(PipeInputField.attribDefaults);
    this.vertexOwn = own(PipeInputField.vertexElements);
    this.framebufferOwn = own(PipeInputField.framebuffer);
    this.programOwn = own(PipeInputField.drawProgram);
    this.texturesOwn = own(PipeInputField.samplerViews);
    this.texturesPushed = this.source[PipeInputField.samplerViews] === 'push';
    this.own.textures.views.pushed = this.own.textures.samplers.pushed = this.texturesPushed;
    this.framebufferPushed = this.source[PipeInputField.framebuffer] === 'push';
    this.indirectOwn = own(PipeInputField.indirectBuffers);
    this.xfbOwn = own(PipeInputField.streamOutput);
    this.imagesOwn = own(PipeInputField.shaderImages);
    const xfbPushed = this.source[PipeInputField.streamOutput] === 'push';
    this.xfbStrideClasses = Uint8Array.from(kVerbMayRead, (m) => (xfbPushed && has(m, PipeInputField.streamOutput) ? 1 : 0));
    this.corruptGroup = config.verifyCorrupt === null || config.verifyCorrupt === 'bufferResources' ? -1 : kPipeInputFieldNames.indexOf(config.verifyCorrupt);
    if (this.corruptGroup >= 0 && !own(this.corruptGroup)) {
      const carried = kPipeInputFieldNames.filter((_, g) => own(g));
      throw new Error(`MOBILEGL_PIPE_VERIFY_CORRUPT=${config.verifyCorrupt}: backend-gles does not carry that PipeInputs group in this configuration ` +
        `(carried: ${carried.join(', ') || 'none — every subsystem pulls'})`);
    }
    const omitVerb = config.poisonOmit === null ? -1 : kVerbClassNames.indexOf(config.poisonOmit.verb);
    const omitGroup = config.poisonOmit === null ? -1 : kPipeInputFieldNames.indexOf(config.poisonOmit.field);
    this.fillLists = [];
    this.stampLists = [];
    this.verifyLists = [];
    this.omitVerb = omitVerb;
    this.omitGroup = omitGroup;
    this.buildLists(config.pushCovered ?? kVerbMayRead);
    const faulted = (config.aliasFault ?? []).filter((s) => config.sources[s] === 'alias');
    if (faulted.length > 0) {
      const groups = faulted.flatMap((s) => SUBSYSTEM_GROUPS[s]);
      for (const copy of [this.own, this.shadow]) if (copy !== null) copy.fillFault = (g) => { if ((groups as readonly number[]).includes(g)) plantedFillFault(copy, g); };
      if (faulted.includes('textures')) for (const copy of [this.own, this.shadow]) if (copy !== null) copy.textures.params.fault = plantedTextureParamsFault;
    }
    if (this.corruptGroup === PipeInputField.textureParams) this.own.textures.params.corrupt = (v) => { v.baseLevel = -1; };
  }

  private readonly omitVerb: number;
  private readonly omitGroup: number;

  /** The front end tells which groups its validate covers per verb class (after the tracker exists). */
  setPushCovered(covered: readonly number[]): void {
    this.buildLists(covered);
  }

  private buildLists(covered: readonly number[]): void {
    const own = (g: number) => this.source[g] !== 'context';
    const omitVerb = this.omitVerb, omitGroup = this.omitGroup;
    this.fillLists.length = this.stampLists.length = this.verifyLists.length = 0;
    for (let cls = 0; cls < VERB_CLASS_COUNT; cls++) {
      const fill: number[] = [];
      const stamp: number[] = [];
      const verify: number[] = [];
      for (let g = 0; g < GROUP_COUNT; g++) {
        if (!own(g) || !has(kVerbMayRead[cls], g)) continue;
        verify.push(g);
        if (this.source[g] === 'alias') fill.push(g);
        // Residual-carried groups are brought up to date by the residual call (it writes the residual group).
        const coverGroup = this.source[g] === 'residual' ? PipeInputField.residual : g;
        const pushedButNotCovered = this.source[g] !== 'alias' && !has(covered[cls], coverGroup);
        if (!pushedButNotCovered && !(cls === omitVerb && g === omitGroup)) stamp.push(g);
      }
      this.fillLists.push(Int32Array.from(fill));
      this.stampLists.push(Int32Array.from(stamp));
      this.verifyLists.push(Int32Array.from(verify));
    }
  }

  /** The context the pull / alias / verify paths read (GlesBackend.attach). */
  attach(ctx: PullContext): void {
    this.ctx = ctx;
  }

  sourceOf(g: PipeInputField): PipeInputSource {
    return this.source[g];
  }

  // ---- fill point (one per verb class; GlesBackend's verbs table calls it first) ----

  /** Opens a verb of G5 class `cls` (-1: a call no G5 class covers; any read in it is Fatal in checked runs). */
  beginVerb(cls: number): void {
    this.verbSerial++;
    this.verbClass = cls;
    if (cls < 0) return;
    const ctx = this.ctx!;
    const fill = this.fillLists[cls];
    for (let i = 0; i < fill.length; i++) this.own.fillFromContext(fill[i], ctx);
    // Pushed XFB: the strides are the pushed draw program's (set_draw_program arrived in this verb's validate).
    if (this.xfbStrideClasses[cls] === 1) this.own.xfb.setPushedStrides(this.own.program.draw.artifact);
    if (!this.checks) return;
    const stamp = this.stampLists[cls];
    for (let i = 0; i < stamp.length; i++) this.filledGen[stamp[i]] = this.verbSerial;
    if (this.corruptGroup >= 0 && has(kVerbMayRead[cls], this.corruptGroup)) this.own.corrupt(this.corruptGroup);
    if (this.verify) {
      this.report.verbs++;
      const list = this.verifyLists[cls];
      for (let i = 0; i < list.length; i++) this.compare(list[i]);
    }
  }

  /** A read of group `g` (poison check; verify compares the group again). */
  private read(g: number): void {
    const cls = this.verbClass;
    const sticky = has(kStickyFieldMask, g);
    const gen = this.filledGen[g];
    if (cls < 0 || !has(kVerbMayRead[cls], g) || (sticky ? gen < 0 : gen !== this.verbSerial)) {
      throw new MGPipeFatal('UnmigratedPipeInput', `${kPipeInputFieldNames[g]}@${cls >= 0 ? kVerbClassNames[cls] : 'no-verb'}`);
    }
    if (this.verify) this.compare(g);
  }

  private compare(g: number): void {
    if (g === PipeInputField.textureParams) return; // per object: getTextureParams compares the record it returns
    const shadow = this.shadow!;
    shadow.fillFromContext(g, this.ctx!);
    this.report.compared[g]++;
    this.xfbMaps.buffer = this.bufferHandleOf;
    const d = compareGroup(g, this.own, shadow, this.source[g] === 'residual', this.bufferHandleOf, this.textureHandleOf, this.xfbMaps);
    if (d === null) return;
    this.diverged(g, d);
  }

  private diverged(g: number, d: string): never {
    recordDivergence(this.report, `${kPipeInputFieldNames[g]}@${kVerbClassNames[this.verbClass]}`, d);
  }

  // ---- accessors: one per context read of the backend (MGB_CTX->...) ----

  /** The blob the render-state mirror attaches its views to (read through getRenderStateParametersVersion). */
  renderStateBlob(ctx: PullContext): RenderStateParameters {
    return this.renderStateOwn ? this.own.renderState : ctx.renderState.params;
  }

  /** ctx.renderState.params (draw-time lowering reads: restart, polygon mode, polygon offset). */
  getRenderStateParameters(): RenderStateParameters {
    if (!this.renderStateOwn) return this.ctx!.renderState.params;
    if (this.checks) this.read(PipeInputField.renderState);
    return this.own.renderState;
  }

  /** The render-state memo key the mirror's single early-out compares (ctx.renderState.version in pull/A). */
  getRenderStateParametersVersion(): number {
    if (!this.renderStateOwn) return this.ctx!.renderState.version;
    if (this.checks) {
      this.read(PipeInputField.renderState);
      this.read(PipeInputField.dynamicState);
    }
    // handleMemo is this group's source being push without legacy memos, decided once (a string compare per draw otherwise).
    return this.handleMemo ? this.handleKey : this.own.renderStateVersion;
  }

  /** ctx.pack. */
  getPixelPackState(): PixelStoreParameters {
    if (!this.packOwn) return this.ctx!.pack;
    if (this.checks) this.read(PipeInputField.packState);
    return this.own.pack;
  }

  getPatchVersion(): number {
    if (!this.patchOwn) return this.ctx!.patchVersion;
    if (this.checks) this.read(PipeInputField.patch);
    return this.own.patchVersion;
  }

  getPatchVertices(): number {
    if (!this.patchOwn) return this.ctx!.patchVertices;
    if (this.checks) this.read(PipeInputField.patch);
    return this.own.patch.vertices;
  }

  /**
   * ctx.patchDefaultOuterLevel / patchDefaultInnerLevel: the levels of a program without a tessellation control
   * stage (GLES has no such state; the program subsystem's pass-through control stage reads them as uniforms).
   */
  getPatchLevels(): PatchLevels {
    const levels = this.levels;
    if (!this.patchOwn) {
      levels.outer = this.ctx!.patchDefaultOuterLevel;
      levels.inner = this.ctx!.patchDefaultInnerLevel;
      return levels;
    }
    if (this.checks) this.read(PipeInputField.patch);
    levels.outer = this.own.patch.outer as Float32Array;
    levels.inner = this.own.patch.inner as Float32Array;
    return levels;
  }

  getVertexAttribDefaultsVersion(): number {
    if (!this.attribsOwn) return this.ctx!.vertexAttribDefaultsVersion;
    if (this.checks) this.read(PipeInputField.attribDefaults);
    return this.own.attribVersion;
  }

  /** ctx.currentVertexAttribs (read after getVertexAttribDefaultsVersion in the same verb: no second check). */
  getCurrentVertexAttribs(): Float32Array {
    return this.attribsOwn ? this.own.attribs : this.ctx!.currentVertexAttribs;
  }

  getCurrentVertexAttribKinds(): Uint8Array {
    return this.attribsOwn ? this.own.attribKinds : this.ctx!.currentVertexAttribKinds;
  }

  // vertex-elements: the library never reads the context's VAO, so pull fills the same records on read.

  /** The bound vertex-elements state (ctx.vertexArray's formats and binding points, resolved). */
  getBoundVertexArray(): VertexElementsView {
    if (!this.vertexOwn) this.own.vertex.fillElements(this.ctx!.vertexArray);
    else if (this.checks) this.read(PipeInputField.vertexElements);
    return this.own.vertex.elements;
  }

  /** The binding points' buffers and ranges and the host-sourced attributes' bytes. */
  getVertexBuffers(): VertexBufferSet {
    if (!this.vertexOwn) this.own.vertex.fillBuffers(this.ctx!.vertexArray, this.ctx!.generations);
    else if (this.checks) this.read(PipeInputField.vertexBuffers);
    return this.own.vertex.buffers;
  }

  /** The element array buffer (its own group: D5). */
  getIndexBuffer(): IndexBufferRef {
    if (!this.vertexOwn) this.own.vertex.fillIndex(this.ctx!.vertexArray);
    else if (this.checks) this.read(PipeInputField.indexBuffer);
    return this.own.vertex.index;
  }

  // framebuffer: the library never reads the context's framebuffers either; pull fills the same views on read.

  /** The bound read framebuffer's view (`read`), else the draw framebuffer's (set_framebuffer_state's state). */
  getFramebufferState(read: boolean): FramebufferView {
    if (!this.framebufferOwn) this.own.fillFramebuffer(this.ctx!);
    else if (this.checks) this.read(PipeInputField.framebuffer);
    return read ? this.own.framebuffer.read : this.own.framebuffer.draw;
  }

  // program (program-inputs.ts): the library never reads the context's program or buffer bindings; pull fills on read.

  private programGroup(g: PipeInputField): void {
    if (!this.programOwn) this.own.program.fill(g, this.ctx!);
    else if (this.checks) this.read(g);
  }

  /** The program a draw (or a transform-feedback span) runs (set_draw_program). */
  getProgramForDraw(): ProgramView {
    this.programGroup(PipeInputField.drawProgram);
    return this.own.program.draw;
  }

  /** The program a dispatch runs (set_dispatch_program). */
  getProgramForDispatch(): ProgramView {
    this.programGroup(PipeInputField.dispatchProgram);
    return this.own.program.dispatch;
  }

  /** The bound program's default uniform block (set_global_constants). */
  getGlobalConstants(): GlobalConstantsView {
    this.programGroup(PipeInputField.globalConstants);
    return this.own.program.constants;
  }

  /** The bound program's block bindings and opaque units (set_program_bindings). */
  getProgramBindings(): ProgramBindingsView {
    this.programGroup(PipeInputField.programBindings);
    return this.own.program.bindings;
  }

  /** The uniform / storage / atomic-counter buffer ranges (set_shader_buffers). */
  getShaderBuffers(): ShaderBuffersView {
    this.programGroup(PipeInputField.shaderBuffers);
    return this.own.program.buffers;
  }
  // textures (texture-inputs.ts): the library never reads the context's units or texture objects; pull fills on read.

  /** The units' resolved textures and the draw program's sampler units (set_sampler_views' state). */
  getSamplerViews(): SamplerViewSet {
    if (!this.texturesOwn) this.own.textures.views.fill(this.ctx!);
    else if (this.checks) this.read(PipeInputField.samplerViews);
    return this.own.textures.views;
  }

  /** The units' sampler objects (bind_sampler_states' state). */
  getSamplerStates(): SamplerStateSet {
    if (!this.texturesOwn) this.own.textures.samplers.fill(this.ctx!);
    else if (this.checks) this.read(PipeInputField.samplers);
    return this.own.textures.samplers;
  }

  /**
   * One texture object's parameters (set_texture_params' / set_texture_sampler_params' state). `texture`: a view's
   * entry (a bridge in pull / alias, a PushedTexture in push) or a pull path's front texture (translated to its handle
   * through textureHandleOf while textures push).
   */
  getTextureParams(texture: object): TextureParamsView {
    if (this.texturesPushed) return this.pushedTextureParams(texture);
    const v = this.own.textures.params.get(texture);
    if (!this.texturesOwn || !this.checks) return v;
    this.read(PipeInputField.textureParams);
    if (this.verify) {
      this.report.compared[PipeInputField.textureParams]++;
      const d = v.compare(this.shadow!.textures.params.get(texture));
      if (d !== null) this.diverged(PipeInputField.textureParams, d);
    }
    return v;
  }

  private pushedTextureParams(texture: object): TextureParamsView {
    const h = isPushedTexture(texture) ? texture : this.textureHandleOf === null ? null : this.textureHandleOf(texture);
    if (h === null) throw new MGPipeFatal('ProtocolCorruption', 'a texture read by the backend has no handle: it was never created through resource_create');
    const v = this.own.textures.params.pushedRecord(h);
    if (v === null) throw new MGPipeFatal('ProtocolCorruption', `texture {${h.slot}, ${h.gen}}: no set_texture_params arrived for this resource`);
    if (!this.checks) return v;
    this.read(PipeInputField.textureParams);
    if (this.verify) {
      const front = isPushedTexture(texture) ? (this.textureFrontOf === null ? null : this.textureFrontOf(h)) : texture;
      if (front === null) this.diverged(PipeInputField.textureParams, `texture {${h.slot}, ${h.gen}} names no live texture of the context`);
      this.report.compared[PipeInputField.textureParams]++;
      const d = v.compare(this.shadow!.textures.params.get(front));
      if (d !== null) this.diverged(PipeInputField.textureParams, d);
    }
    return v;
  }

  // emulation: the library never reads the context's buffer bindings; pull fills the same record on read.

  /** The DRAW_INDIRECT / PARAMETER buffer bindings (set_indirect_buffers' state). */
  getIndirectBuffers(): IndirectBufferSet {
    if (!this.indirectOwn) this.own.indirect.fill(this.ctx!.buffers);
    else if (this.checks) this.read(PipeInputField.indirectBuffers);
    return this.own.indirect;
  }

  // xfb-queries (xfb-inputs.ts): the library never reads the context's XFB object; pull fills the same record on read.

  /** The bound XFB object and its targets (set_stream_output_targets / bind_stream_output_object's state). */
  getStreamOutputTargets(): StreamOutputView {
    if (!this.xfbOwn) this.own.xfb.fill(this.ctx!.transformFeedback, this.ctx!.drawProgram, this.ctx!.generations.anyBufferChange);
    else if (this.checks) this.read(PipeInputField.streamOutput);
    return this.own.xfb;
  }

  // images-upload (image-inputs.ts): the library never reads the context's image units; pull fills the same record on read.

  /** The image units: texture, level / layer, access and live format per unit (set_shader_images' state). */
  getShaderImages(): ShaderImageSet {
    if (!this.imagesOwn) this.own.images.fill(this.ctx!);
    else if (this.checks) this.read(PipeInputField.shaderImages);
    return this.own.images;
  }
}

/** MOBILEGL_PIPE_TEST_FAULT=alias:textures: TEXTURE_SWIZZLE_R read as the texture's SWIZZLE_G. */
function plantedTextureParamsFault(v: TextureParamsView): void {
  v.swizzle[0] = v.swizzle[1];
}

/** What MOBILEGL_PIPE_TEST_FAULT=alias:<subsystem> reads wrong (see the header). */
function plantedFillFault(copy: ValueGroups, g: number): void {
  switch (g) {
    case PipeInputField.framebuffer: {
      const { draw, read } = copy.framebuffer;
      if (!draw.isDefault) draw.readBuffer = 0; // GL_NONE
      if (!read.isDefault) read.readBuffer = 0;
      break;
    }
    case PipeInputField.globalConstants: copy.program.plantFault(g); break;
    case PipeInputField.streamOutput: copy.xfb.plantFault(); break;
    case PipeInputField.shaderImages: copy.images.plantFault(); break;
    case PipeInputField.packState: copy.pack.alignment = 1; break;
    case PipeInputField.patch: copy.patch.vertices = copy.patch.vertices === 3 ? 4 : 3; break;
    case PipeInputField.attribDefaults: {
      for (let a = 0; a < MAX_VERTEX_ATTRIBS; a++) (copy.attribBits[a].bits as Uint32Array)[0] ^= 0x80000000; // a view of copy.attribs (attribViews)
      break;
    }
  }
}

export { VERB_CLASS_COUNT };

/** MOBILEGL_PIPE_VERIFY_CORRUPT=indexBuffer: a buffer no context holds. */
const CORRUPT_BUFFER: FrontBuffer = { lifetimeId: -1, name: 0, data: new Uint8Array(0), usage: 0, shapeVersion: -1, changeSerial: -1 };

/**
 * The MGB_CTX source of each value subsystem for a set of latched switches: a pushed bit → push (or residual
 * when the tracker carries it in the ResidualValueBlock), else the subsystem's phase (A → alias, pull → context).
 */
export function pipeInputSources(
  pushMask: number,
  bitOf: (s: PipeInputSubsystem) => number,
  phaseOf: (s: PipeInputSubsystem) => string,
  residualCarries: readonly string[] = [],
): Record<PipeInputSubsystem, PipeInputSource> {
  const out = {} as Record<PipeInputSubsystem, PipeInputSource>;
  for (const s of PIPE_INPUT_READ_SUBSYSTEMS) {
    const pushed = (pushMask & (1 << bitOf(s))) !== 0 && (PIPE_INPUT_SUBSYSTEMS as readonly string[]).includes(s);
    out[s] = pushed ? (residualCarries.includes(s) ? 'residual' : 'push') : phaseOf(s) === 'A' ? 'alias' : 'context';
  }
  return out;
}
