// BackendProgram: the driver twin of a linked program (seeds BackendProgramObjectImpl, Managers.h:1473-1725).
// Built when the front end reports a successful link (programLinked) or lazily at the first draw after a
// relink: each stage's SPIR-V → ESSL 3.20 through SPIRV-Cross (server side, native-shader), then
// glCreateShader / glCompileShader / glLinkProgram on the driver. A failure is a log line through the
// backend's log sink, never a GL error (the front end already reported LINK_STATUS from its own link).
// Resource bindings need no remapping: SPIRV-Cross keeps the SPIR-V bindings as layout(binding = N), so
// sampler uniform u reads driver unit u.binding(+element), uniform block i driver UBO index block.binding.
// The GL-visible units (glUniform1i on a sampler, glUniformBlockBinding) are resolved per draw from the
// program's bindings (MGB_CTX getProgramBindings: opaqueUnits / uniformBlockBindings) to those fixed driver slots.
// What a build reads is the bound program's ProgramView (gles-core program-inputs.ts): its link version / status and
// the ShaderArtifact the server owns (create_shader_state's SPIR-V + reflection); the uniform values come from the
// globalConstants view. The twin never sees a front-end object.
import { flattenBlockArraysOfArrays, flattenIoArraysOfArrays } from './block-array-flattening.ts';
import { wrapTessIoInBlocks } from './tess-io-blocks.ts';
import { padExplicitOffsets } from './explicit-offsets.ts';
import { lowerRawUniformBlocks } from './raw-uniform-blocks.ts';
import { lowerPatchComponentStores } from './patch-component-stores.ts';
import { mergeVertexInputComponents } from './vertex-input-components.ts';
import { dropPatchLocations } from './patch-locations.ts';
import { lowerComponentLayouts, packFragmentOutputs } from './component-lowering.ts';
import { packVaryingArrays, type InterfaceDirection } from './varying-packing.ts';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { withInterpolantSwizzlesLifted } from './essl-interpolants.ts';
import { flattenInterpolatedMembers } from './interpolant-members.ts';
import { crossCompile } from '@mgpipe/native-shader';
import { redeclareInputClipDistances } from './clip-distance-inputs.ts';
import { dropBlockArrayLocations } from './block-array-locations.ts';
import { dropInputInvariance } from './input-invariance.ts';
import { splitStructArrayVaryings } from './struct-array-varyings.ts';
import { lowerStorageBlockArrayIndexing } from './storage-block-array-indexing.ts';
import { widenPrecise } from './precise-temporaries.ts';
import { GL, GL_TABLE } from '@mgpipe/value-types';
import { addLodBiasUniform, LOD_BIAS_UNIFORM, lowerDerivativeControl, lowerRectangleSamplers } from './spirv-lowering.ts';
import type { GlobalConstantsView, LogSink, ProgramView, ShaderArtifact, Twin } from '@mgpipe/gles-core';
import { formatlessImageBindings, specializeImageFormats } from './image-formats.ts';
import { fragCoordModes, FRAMEBUFFER_HEIGHT_UNIFORM, lowerFragCoordConventions } from './fragcoord-lowering.ts';
import { lowerImageArrayIndexing } from './image-array-indexing.ts';
import { floatAtomicBlocks, lowerFloatAtomics } from './float-atomics.ts';
import { fixFloatImageExchanges } from './float-image-exchange.ts';
import { splitVertexInputArrays } from './vertex-input-arrays.ts';
import { needsPassthroughTcs, passthroughTcs, TESS_INNER_UNIFORM, TESS_OUTER_UNIFORM } from './passthrough-tcs.ts';
import { lowerPointSize, POINT_SIZE_UNIFORM, withPointSizeExtension, writesPointSize, type PointSizeStage } from './point-size-lowering.ts';
import { lowerFragmentViewportIndex, lowerGeometryViewportIndex, VIEWPORT_MASK_UNIFORM, ViewportIndexLowering, writesViewportIndex } from './viewport-index-lowering.ts';
import { GeometryInput, lowerVertexLayerWrites, passthroughGeometry, vertexLayerWrites } from './vertex-layer-lowering.ts';
import { lowerShaderClock, usesShaderClock } from './shader-clock.ts';
import { planImageSplit, splitImageAccess, type ImageLimits } from './image-access-split.ts';
import { counterBaseUniform, lowerAtomicCountersToStorage, usesAtomicCounterOps } from './atomic-counter-ops.ts';
import { lowerXfbCapture, type XfbCapture, type XfbPacking } from './xfb-capture-lowering.ts';
import { framebufferFetchOutputs, withFramebufferFetch } from './framebuffer-fetch.ts';
import { flattenLocatedOutputBlocks } from './located-block-outputs.ts';
import { inputLocations } from './xfb-location-clashes.ts';

const STAGE_TYPES: Record<string, number> = {
  vertex: GL.VERTEX_SHADER, tessControl: GL.TESS_CONTROL_SHADER, tessEvaluation: GL.TESS_EVALUATION_SHADER,
  geometry: GL.GEOMETRY_SHADER, fragment: GL.FRAGMENT_SHADER, compute: GL.COMPUTE_SHADER,
};

/** Sampler type → gl-state TextureTargetIndex (1D .. 2D multisample array); -1 for images and others. */
const SAMPLER_TARGET = new Map<number, number>();
const IMAGE_TYPES = new Set<number>();
for (const [key, value] of Object.entries(GL_TABLE)) {
  if (typeof value !== 'number') continue;
  const m = /^(?:INT_|UNSIGNED_INT_)?(SAMPLER|IMAGE)_(1D_ARRAY|2D_MULTISAMPLE_ARRAY|2D_MULTISAMPLE|2D_ARRAY|2D_RECT|CUBE_MAP_ARRAY|1D|2D|3D|CUBE|BUFFER)(?:_SHADOW)?$/.exec(key);
  if (m === null) continue;
  if (m[1] === 'IMAGE') { IMAGE_TYPES.add(value); continue; }
  const index = { '1D': 0, '2D': 1, '3D': 2, '1D_ARRAY': 3, '2D_ARRAY': 4, '2D_RECT': 5, CUBE: 6, CUBE_MAP_ARRAY: 7, BUFFER: 8,
    '2D_MULTISAMPLE': 9, '2D_MULTISAMPLE_ARRAY': 10 }[m[2]]!;
  SAMPLER_TARGET.set(value, index);
}

/** Kind (0 float, 1 double, 2 int, 3 uint, 4 bool), columns and rows of the glUniform* form that loads a type. */
const UNIFORM_FORMS = new Map<number, { kind: number; cols: number; rows: number }>();
[['FLOAT', 0], ['DOUBLE', 1], ['INT', 2], ['UNSIGNED_INT', 3], ['BOOL', 4]].forEach(([prefix, kind]) => {
  ['', '_VEC2', '_VEC3', '_VEC4'].forEach((suffix, i) => {
    UNIFORM_FORMS.set(GL[(suffix === '' ? prefix : `${prefix}${suffix}`) as keyof typeof GL] as number, { kind: kind as number, cols: 1, rows: i + 1 });
  });
});
for (const [prefix, kind] of [['FLOAT_MAT', 0], ['DOUBLE_MAT', 1]] as const) {
  for (let c = 2; c <= 4; c++) {
    for (let r = 2; r <= 4; r++) UNIFORM_FORMS.set(GL[(c === r ? `${prefix}${c}` : `${prefix}${c}x${r}`) as keyof typeof GL] as number, { kind, cols: c, rows: r });
  }
}

/** One default-block element ready for glUniform*: driver location and where its bytes are. */
export interface UniformUpload {
  location: number;
  kind: number;
  cols: number;
  rows: number;
  offset: number;
  matrixStride: number;
  /** The 32-bit words of the block its value spans (a matrix's columns at matrixStride, a double's two words a component). */
  words: number;
}
/** One sampler element: front-end location (opaqueUnits index), driver unit, texture target index. */
export interface SamplerSlot {
  frontLocation: number;
  driverUnit: number;
  targetIndex: number;
}
export interface ImageSlot {
  frontLocation: number;
  driverUnit: number;
}


/** The lowered gl_DepthRange (native compat-builtins.cc) and the prefix of every built-in the compiler lowered. */
const DEPTH_RANGE_UNIFORM = 'mgpipe_gl_DepthRange';
const DEPTH_RANGE_FIELDS = ['near', 'far', 'diff'] as const;
const LOWERED_BUILTIN_PREFIX = 'mgpipe_gl_';

const EMPTY_FRAGMENT_ESSL = '#version 320 es\nvoid main() {}\n';
/** Driver binding = GL buffer index (the direct capture); GL 4.x has at most 4 transform-feedback buffers. */
const IDENTITY_XFB_BINDINGS = Int32Array.of(0, 1, 2, 3);
const intOut = new Int32Array(1);

/** The driver's MAX_<stage>_<INPUT|OUTPUT>_COMPONENTS pname per (stage, direction) of a varying interface. */
const VARYING_COMPONENTS: Record<string, number> = {
  'vertex/out': GL.MAX_VERTEX_OUTPUT_COMPONENTS, 'tessControl/in': GL.MAX_TESS_CONTROL_INPUT_COMPONENTS,
  'tessControl/out': GL.MAX_TESS_CONTROL_OUTPUT_COMPONENTS, 'tessEvaluation/in': GL.MAX_TESS_EVALUATION_INPUT_COMPONENTS,
  'tessEvaluation/out': GL.MAX_TESS_EVALUATION_OUTPUT_COMPONENTS, 'geometry/in': GL.MAX_GEOMETRY_INPUT_COMPONENTS,
  'geometry/out': GL.MAX_GEOMETRY_OUTPUT_COMPONENTS, 'fragment/in': GL.MAX_FRAGMENT_INPUT_COMPONENTS,
};

/** Locations the driver gives a stage's varyings (Mesa checks each explicit location against components / 4). */
function varyingSlots(gl: GLEntryPoints, stage: string, direction: InterfaceDirection): number {
  const pname = VARYING_COMPONENTS[`${stage}/${direction}`];
  if (pname === undefined) return Infinity;
  gl.glGetIntegerv(pname, intOut);
  return Math.floor(intOut[0] / 4);
}
const logBytes = new Uint8Array(16384);

/**
 * SPIRV-Cross writes desktop built-ins that ESSL 3.20 only has through an extension without the
 * `#extension` line: gl_ClipDistance / gl_CullDistance (EXT_clip_cull_distance) and gl_ViewportIndex
 * (OES_viewport_array, geometry output and fragment input). Inserted after `#version` when used.
 */
export function withEsslExtensions(source: string): string {
  let ext = '';
  if (/\bgl_(?:Clip|Cull)Distance\b/.test(source)) ext += '#extension GL_EXT_clip_cull_distance : enable\n';
  if (/\bgl_ViewportIndex\b/.test(source)) ext += '#extension GL_OES_viewport_array : enable\n';
  if (ext === '') return source;
  const eol = source.indexOf('\n') + 1;
  return source.slice(0, eol) + ext + source.slice(eol);
}

/**
 * SPIRV-Cross 2021.01 (the Debian 12 build) has no GLSL name for SPIR-V BuiltIn PatchVertices (14) and writes
 * `gl_BuiltIn_14`, which no ESSL compiler accepts; GLSL ES 3.20 §7.1 calls it gl_PatchVerticesIn (tessellation
 * control and evaluation stages). Renamed here so a tessellation shader reading it compiles.
 */
export function withBuiltinNames(source: string): string {
  return source.includes('gl_BuiltIn_14') ? source.replace(/\bgl_BuiltIn_14\b/g, 'gl_PatchVerticesIn') : source;
}

function infoLog(gl: GLEntryPoints, object: number, program: boolean): string {
  if (program) gl.glGetProgramInfoLog(object, logBytes.length, null, logBytes);
  else gl.glGetShaderInfoLog(object, logBytes.length, null, logBytes);
  const end = logBytes.indexOf(0);
  return new TextDecoder().decode(logBytes.subarray(0, end < 0 ? logBytes.length : end));
}

/** The image uniforms' slots (front-end location → driver unit), per array element. */
/** The driver's image limits (image-access-split.ts checks the extra units against them). */
function imageLimits(gl: GLEntryPoints): ImageLimits {
  const get = (pname: number) => { gl.glGetIntegerv(pname, intOut); return intOut[0]; };
  return {
    imageUnits: get(GL.MAX_IMAGE_UNITS),
    combined: get(GL.MAX_COMBINED_IMAGE_UNIFORMS),
    perStage: {
      vertex: get(GL.MAX_VERTEX_IMAGE_UNIFORMS), tessControl: get(GL.MAX_TESS_CONTROL_IMAGE_UNIFORMS),
      tessEvaluation: get(GL.MAX_TESS_EVALUATION_IMAGE_UNIFORMS), geometry: get(GL.MAX_GEOMETRY_IMAGE_UNIFORMS),
      fragment: get(GL.MAX_FRAGMENT_IMAGE_UNIFORMS), compute: get(GL.MAX_COMPUTE_IMAGE_UNIFORMS),
    },
  };
}

function imageSlots(a: ShaderArtifact): ImageSlot[] {
  const out: ImageSlot[] = [];
  for (const u of a.uniforms) {
    if (u.blockIndex >= 0 || u.binding < 0 || u.location < 0 || !IMAGE_TYPES.has(u.type)) continue;
    for (let el = 0; el < Math.max(1, u.arraySize); el++) out.push({ frontLocation: u.location + el, driverUnit: u.binding + el });
  }
  return out;
}

/**
 * Whether a linked artifact can be a driver program on its own: a compute program, or one with a vertex stage (GLES
 * links no graphics program without one). A separable program of other stages only draws as part of a program
 * pipeline's composite; its twin is not built at the link (a draw with it alone builds, fails and logs then).
 */
export function buildsAlone(a: ShaderArtifact): boolean {
  return (a.stageMask & ((1 << 0) | (1 << 5))) !== 0;
}

export class BackendProgram implements Twin {
  name = 0;
  linkVersion = -1;
  ok = false;
  isCompute = false;
  /**
   * Whether the vertex stage's primitives go straight to the rasterizer (no geometry or tessellation stage): only
   * then can the draw re-list them for PROVOKING_VERTEX FIRST (backend-gles draw-commands.ts). Also with the synthesized
   * pass-through geometry stage (vertex-layer-lowering.ts), which forwards each primitive's vertices in order.
   */
  vertexRasterized = false;
  uploads: UniformUpload[] = [];
  samplers: SamplerSlot[] = [];
  images: ImageSlot[] = [];
  uniformBlockDriverBindings: Int32Array = new Int32Array(0);
  storageBlockDriverBindings: Int32Array = new Int32Array(0);
  atomicCounterBindings: Int32Array = new Int32Array(0);
  /** Parallel to atomicCounterBindings: the driver storage binding of each when the counters are lowered (else -1). */
  atomicCounterStorageBindings: Int32Array = new Int32Array(0);
  /**
   * Lowered counters (atomic-counter-ops.ts), parallel to atomicCounterBindings: the words each range starts past its
   * aligned storage range (written by the block binding step, on the base program), and on the driver program drawn
   * with, the base uniforms' locations (-1: none) and the values last uploaded there.
   */
  atomicCounterWordBases: Int32Array = new Int32Array(0);
  atomicCounterBaseLocations: Int32Array = new Int32Array(0);
  uploadedAtomicCounterBases: Int32Array = new Int32Array(0);
  uploadedContentVersion = -1;
  uploadedWriteSetVersion = -1;
  /**
   * The default block's words as last uploaded to this driver program, and per upload whether it has been (0: not since
   * the program was built). A content move re-uploads only the uniforms whose words differ: a frame that moves one
   * uniform of a program's many between draws (a chunk offset beside the matrices and fog) makes one driver call, not one
   * per uniform. Exact: nothing else writes these locations of this driver program. Kept for programs of two uploads or
   * more (uploadUniforms).
   */
  private uploadedWords = new Int32Array(0);
  private uploadedOnce = new Uint8Array(0);
  /** Views over the globalConstants view's bytes (recreated when that array is replaced: it grew). */
  dataRef: Uint8Array | null = null;
  f32: Float32Array = new Float32Array(0);
  i32: Int32Array = new Int32Array(0);
  u32: Uint32Array = new Uint32Array(0);
  f64: Float64Array = new Float64Array(0);
  /** Whether the program's geometry stage writes gl_ViewportIndex (the viewport-array replay applies). */
  writesViewportIndex = false;
  /** Under ViewportIndexLowering.Replay: the location of the per-pass viewport mask (-1: no replay). */
  viewportMaskLocation = -1;
  /**
   * Point size (point-size-lowering.ts): the location of `_mgpPointSize` in the last pre-rasterization stage (-1:
   * not lowered: compute, gl_PointSize captured, or the driver optimized it out), whether that stage writes
   * gl_PointSize itself, and the value last uploaded (NaN: none since the build).
   */
  pointSizeLocation = -1;
  writesPointSize = false;
  uploadedPointSize = NaN;
  /**
   * GL transform-feedback buffer index → the driver binding its capture writes (xfb-capture-lowering.ts renumbers
   * the captured buffers 0, 1, …; -1: nothing captured there). The identity when the capture is the direct one.
   */
  xfbDriverBindings: Int32Array = IDENTITY_XFB_BINDINGS;
  /**
   * GL transform-feedback buffer index → the words of its record the capture skips (1 each; null: none), which the
   * driver writes all the same: xfb-queries restores them at the capture's end (xfb-capture-lowering.ts `skipped`).
   */
  xfbSkippedWords: readonly (Uint8Array | null)[] = [];
  /**
   * A packed capture's layout (xfb-capture-lowering.ts `packed`): every buffer's record captured into one scratch
   * record that xfb-queries packed-capture.ts gathers and scatters; null when each buffer has its driver binding.
   */
  xfbPacking: XfbPacking | null = null;

  /**
   * `viewportIndexLowering`: how gl_ViewportIndex reaches the driver (viewport-index-lowering.ts), from the backend's
   * Capabilities. `xfbSeparateComponents`: a cap on the driver's MAX_TRANSFORM_FEEDBACK_SEPARATE_COMPONENTS (tests
   * only, GlesBackendOptions.limits: NVIDIA's 4 on Mesa, whose 64 never needs the packed capture).
   */
  constructor(readonly viewportIndexLowering: ViewportIndexLowering = ViewportIndexLowering.None, readonly xfbSeparateComponents = Infinity) {}
  /** The fragment ESSL this program was built from (the empty stage when it has none); null before a build. */
  fragmentEssl: string | null = null;
  /** The exact-SAMPLES_PASSED variant: undefined until first wanted, null when it cannot count. */
  counting: BackendProgram | null | undefined = undefined;
  /** On a counting variant: the SSBO binding of its counter. */
  counterBinding = -1;
  countingFallbackLogged = false;
  /**
   * TEXTURE_LOD_BIAS (README: texture LOD bias): per driver unit, the bias of the texture / sampler pair the
   * last texture sync resolved (gles-textures TextureStep), `lodBiasActive` when any is non-zero, `lodBiasVersion` moving
   * with the values. The variant that applies them is built on first need (`lodBiasVariant`).
   */
  lodBias: Float32Array = new Float32Array(0);
  lodBiasActive = false;
  lodBiasVersion = 0;
  /** The LOD-bias variant: undefined until first wanted, null when the driver refused it. */
  biased: BackendProgram | null | undefined = undefined;
  /**
   * The polygon-mode-LINE variant (`polygonEdgesVariant`): the same program with the synthesized geometry stage that
   * emits each triangle's edges. Kept beside the base program, so a program drawn filled and as lines in turn (a
   * wireframe overlay) is built once per kind and not at every switch; undefined: not built yet, null: refused.
   */
  edges: BackendProgram | null | undefined = undefined;
  /** On a LOD-bias variant (and its counting variant): the bias array's size, its location, the uploaded version. */
  lodBiasUnits = 0;
  lodBiasLocation = -1;
  uploadedLodBiasVersion = -1;

  /**
   * Storage images declared without a format (image-formats.ts): their slots, found at the build, and the
   * GL formats (by driver unit) of the images bound there that the program was specialized with — set by ProgramStep
   * from the image units before a build; null until a draw or dispatch knows them (the build waits).
   */
  formatlessImages: ImageSlot[] = [];
  imageFormats: ReadonlyMap<number, number> | null = null;

  /**
   * A tessellation evaluation stage without a control stage (passthrough-tcs.ts): whether the driver program
   * gets the pass-through control stage, the patch size it was built for (set by ProgramStep from
   * PATCH_VERTICES before a build; 0: not known yet, the build waits), the locations of its level uniforms and
   * the patch-state version last uploaded to them.
   */
  needsTcs = false;
  /**
   * gl_DepthRange, lowered by the compiler to `uniform mgpipe_gl_DepthRangeParameters mgpipe_gl_DepthRange` (native
   * compat-builtins.cc): the driver locations of its near / far / diff (-1: unused) and the values last uploaded.
   */
  depthRangeLocations = new Int32Array([-1, -1, -1]);
  uploadedDepthRange = new Float32Array([NaN, NaN]);
  /**
   * origin_upper_left (fragcoord-lowering.ts): the location of the draw framebuffer's height uniform (-1: not
   * lowered, or the driver optimized it out) and the height last uploaded (NaN: none since the build).
   */
  framebufferHeightLocation = -1;
  uploadedFramebufferHeight = NaN;
  passthroughVertices = 0;
  /**
   * A vertex stage writing gl_Layer / gl_ViewportIndex that feeds the rasterizer (vertex-layer-lowering.ts): whether
   * the driver program gets the pass-through geometry stage, and the draw's primitive class it is built for (set by
   * ProgramStep before a build).
   */
  synthesizedGeometry = false;
  geometryInput: GeometryInput = GeometryInput.Triangles;
  /** GL_ARB_shader_clock: the driver storage binding of the logical clock word (shader-clock.ts); -1: no clock read. */
  shaderClockBinding = -1;
  /** Images split into readonly / writeonly halves (image-access-split.ts): driver unit → its writeonly twin's unit. */
  imageSplitUnits: ReadonlyMap<number, number> = new Map();

  /** Whether the driver program draws triangles as their edges itself (polygon mode LINE, vertex-layer-lowering.ts). */
  get drawsPolygonEdges(): boolean {
    return this.synthesizedGeometry && this.geometryInput === GeometryInput.PolygonLine;
  }
  tessOuterLocation = -1;
  tessInnerLocation = -1;
  uploadedPatchVersion = -1;

  /** (Re)builds the driver program for the front end's current link. */
  build(gl: GLEntryPoints, view: ProgramView, log: LogSink, countingBinding = -1, lodBiasUnits = 0): void {
    this.linkVersion = view.linkVersion;
    this.ok = false;
    this.uploadedContentVersion = -1;
    this.uploadedWriteSetVersion = -1;
    this.uploadedOnce.fill(0); // a new driver program: every uniform is uploaded again
    if (this.name !== 0) gl.glDeleteProgram(this.name);
    this.name = 0;
    this.counting?.destroy(gl);
    this.counting = undefined;
    this.countingFallbackLogged = false;
    this.biased?.destroy(gl);
    this.biased = undefined;
    this.edges?.destroy(gl);
    this.edges = undefined;
    this.lodBiasUnits = lodBiasUnits;
    this.uploadedLodBiasVersion = -1;
    this.fragmentEssl = null;
    const a = view.artifact;
    this.needsTcs = a !== null && view.linkStatus && needsPassthroughTcs(a.stageMask);
    this.uploadedPatchVersion = -1;
    if (!view.linkStatus || a === null) return;
    // The control stage's patch size comes from the draw's PATCH_VERTICES: wait for it.
    if (this.needsTcs && this.passthroughVertices === 0) return;
    const units = new Set(a.stages.flatMap((s) => formatlessImageBindings(s.spirv)));
    this.formatlessImages = imageSlots(a).filter((slot) => units.has(slot.driverUnit));
    // A formatless image's format comes from the image bound when the program is used: wait for it.
    if (this.formatlessImages.length > 0 && this.imageFormats === null) return;
    const program = gl.glCreateProgram();
    const shaders: number[] = [];
    let failed = false;
    this.writesViewportIndex = false;
    this.writesPointSize = false;
    this.uploadedPointSize = NaN;
    const pointSizeStage = lastPreRasterStage(a);
    // ARB_shader_atomic_counter_ops (atomic-counter-ops.ts): when any stage uses an operation ESSL's atomic_uint lacks,
    // every stage's counters become storage-buffer words, binding i of the program at the i-th storage binding past
    // its own blocks.
    const counterStorage = counterStorageBindings(a);
    this.atomicCounterStorageBindings = Int32Array.from(a.atomicCounterBuffers, (b) => counterStorage.get(b.binding) ?? -1);
    // GL_ARB_shader_clock (shader-clock.ts): the logical clock word's storage binding, past the lowered counters.
    const clockBinding = shaderClockBinding(a);
    this.shaderClockBinding = clockBinding;
    // SPIR-V → ESSL for every stage first: the interpolant lowering changes the fragment stage and its producer together.
    const crossed: string[] = [];
    // Varyings packed with layout(component) get locations of their own, packed fragment outputs are joined
    // after SPIRV-Cross (ESSL has no component qualifier).
    const unpacked = lowerComponentLayouts(a.stages);
    // Per-patch varyings matched by name, as desktop GL links them (patch-locations.ts).
    // Scalar arrays packed four to a location where an interface needs more locations than the driver has
    // (varying-packing.ts): GL counts varyings in components.
    const packed = packVaryingArrays(a.stages.map((s, i) => ({ stage: s.stage, spirv: unpacked.spirv[i] })), (stage, direction) => varyingSlots(gl, stage, direction));
    const located = dropPatchLocations(a.stages.map((s, i) => ({ stage: s.stage, spirv: packed[i] })));
    // Buffer blocks float atomics retype (float-atomics.ts), retyped in every stage that declares them.
    const floatBlocks = new Set(located.flatMap((spirv) => floatAtomicBlocks(spirv)));
    // Non-r32 storage images both read and written (image-access-split.ts): a readonly and a writeonly declaration, the
    // second at an extra driver unit past the program's own, bound to the same image (reflect() adds its slot).
    const imageSplit = planImageSplit(a.stages.map((s, i) => ({ stage: s.stage, spirv: located[i] })), imageSlots(a).map((slot) => slot.driverUnit), () => imageLimits(gl));
    for (const reason of imageSplit.refused) log(`backend-gles: program ${view.name}: a storage image read and written cannot be split into readonly / writeonly halves (ESSL requires one for formats other than r32f / r32i / r32ui): ${reason}`, 'program-build');
    this.imageSplitUnits = imageSplit.units;
    // Qualifier capture GLES cannot state (several buffers, a buffer other than 0, outputs ESSL refuses): rebuilt on
    // the capture stage's SPIR-V (xfb-capture-lowering.ts); the driver captures the arrays it synthesizes.
    const captureAt = a.xfb.fromQualifiers ? lastVertexProcessingStage(a) : -1;
    let xfbCapture: XfbCapture | null = null;
    this.xfbDriverBindings = IDENTITY_XFB_BINDINGS;
    this.xfbSkippedWords = [];
    this.xfbPacking = null;
    for (const [stageIndex, s] of a.stages.entries()) {
      // SPIR-V lowerings (spirv-lowering.ts): fine / coarse derivatives → dFdx / dFdy / fwidth; rectangle samplers → 2D;
      // arrays of arrays of blocks → 1-D (block-array-flattening.ts); the LOD-bias variant's uniform;
      // formatless images take their bound image's format.
      const formats = this.imageFormats;
      const stageSpirv = located[stageIndex];
      const specialized = formats === null ? { ok: true as const, spirv: stageSpirv } : specializeImageFormats(stageSpirv, (b) => formats.get(b) ?? null);
      if (!specialized.ok) {
        log(`backend-gles: program ${view.name}: cannot build the ${s.stage} stage: ${specialized.reason}`, 'program-build');
        failed = true;
        break;
      }
      let captured = specialized.spirv;
      if (stageIndex === captureAt) {
        const lowered = lowerXfbCapture(captured, a.xfb.bufferStrides, (separate) => {
          gl.glGetIntegerv(separate ? GL.MAX_TRANSFORM_FEEDBACK_SEPARATE_COMPONENTS : GL.MAX_TRANSFORM_FEEDBACK_INTERLEAVED_COMPONENTS, intOut);
          return separate ? Math.min(intOut[0], this.xfbSeparateComponents) : intOut[0];
        }, consumedLocations(a, located));
        if (lowered !== null && 'refused' in lowered) log(`backend-gles: program ${view.name}: its transform feedback layout is captured as GLES states it, not as declared: ${lowered.refused}`, 'program-build');
        else if (lowered !== null) {
          xfbCapture = lowered;
          captured = lowered.spirv;
        }
      }
      let spirv = flattenIoArraysOfArrays(flattenBlockArraysOfArrays(lowerRectangleSamplers(lowerDerivativeControl(captured))), s.stage);
      // tess-io-blocks.ts: per-vertex tessellation I/O of arrays / structures. Not for an evaluation stage whose
      // control stage is the pass-through one: its inputs come from the vertex stage's plain outputs, which a block
      // would not match ("Input block `_mgpIoL3' is not an output of the previous stage"), and passthrough-tcs.ts
      // copies the evaluation stage's declarations as they are.
      if (!(s.stage === 'tessEvaluation' && this.needsTcs)) spirv = wrapTessIoInBlocks(spirv, s.stage);
      spirv = splitVertexInputArrays(spirv, s.stage); // vertex-input-arrays.ts: ESSL has no array vertex inputs
      spirv = mergeVertexInputComponents(spirv, s.stage); // vertex-input-components.ts: nor layout(component)
      if (lodBiasUnits > 0) spirv = addLodBiasUniform(spirv, lodBiasUnits);
      if (imageSplit.units.size > 0) {
        const split = splitImageAccess(spirv, imageSplit.units);
        if (!split.ok) {
          log(`backend-gles: program ${view.name}: cannot build the ${s.stage} stage: ${split.reason}`, 'program-build');
          failed = true;
          break;
        }
        spirv = split.spirv;
      }
      if (counterStorage.size > 0) {
        const lowered = lowerAtomicCountersToStorage(spirv, (b) => counterStorage.get(b));
        if (!lowered.ok) {
          log(`backend-gles: program ${view.name}: cannot build the ${s.stage} stage: ${lowered.reason}`, 'program-build');
          failed = true;
          break;
        }
        spirv = lowered.spirv;
      }
      if (clockBinding >= 0) {
        const clocked = lowerShaderClock(spirv, clockBinding);
        if (!clocked.ok) {
          log(`backend-gles: program ${view.name}: cannot build the ${s.stage} stage: ${clocked.reason}`, 'program-build');
          failed = true;
          break;
        }
        spirv = clocked.spirv;
      }
      spirv = lowerFloatAtomics(spirv, floatBlocks); // float-atomics.ts: ESSL's atomics are int / uint only
      // Uniform blocks laid out as no std140 block is, padding aside (raw-uniform-blocks.ts): read as words.
      spirv = lowerRawUniformBlocks(spirv);
      let cross = crossCompile(spirv, { target: 'essl', version: 320, stage: s.stage as 'vertex' });
      // Block members placed with layout(offset) that std140 / std430 would not put there (explicit-offsets.ts); uniform
      // blocks padding could not help read as words.
      if (!cross.ok && /cannot be expressed as neither std430 nor std140/.test(cross.log)) {
        const padded = padExplicitOffsets(spirv);
        if (padded !== spirv) cross = crossCompile(padded, { target: 'essl', version: 320, stage: s.stage as 'vertex' });
        const raw = cross.ok ? spirv : lowerRawUniformBlocks(spirv, 'all');
        if (raw !== spirv) cross = crossCompile(raw, { target: 'essl', version: 320, stage: s.stage as 'vertex' });
      }
      if (!cross.ok) {
        log(`backend-gles: program ${view.name}: SPIRV-Cross failed for the ${s.stage} stage: ${cross.log.trim()}`, 'program-build');
        failed = true;
        break;
      }
      // origin_upper_left / pixel_center_integer (fragcoord-lowering.ts): ESSL's gl_FragCoord has neither.
      // Image arrays indexed with non-constant expressions (image-array-indexing.ts): ESSL allows constant ones only.
      // Run-time component stores into patch outputs (patch-component-stores.ts): the driver writes the whole vector.
      // gl_in[].gl_ClipDistance read by a tessellation / geometry stage: the input block redeclared with sized arrays
      // (clip-distance-inputs.ts; ESSL's built-in one is unsized).
      // Locations on arrays of blocks between non-arrayed interfaces (block-array-locations.ts) and `invariant` on
      // inputs (input-invariance.ts): GLES refuses both, arrays of structures as varyings (struct-array-varyings.ts) and
      // storage block arrays indexed with non-constant expressions (storage-block-array-indexing.ts). Precise values computed exactly through calls (precise-temporaries.ts).
      const clip = redeclareInputClipDistances(widenPrecise(dropInputInvariance(splitStructArrayVaryings(dropBlockArrayLocations(lowerStorageBlockArrayIndexing(lowerImageArrayIndexing(fixFloatImageExchanges(cross.source))), s.stage), s.stage))), s.stage, crossed[stageIndex - 1], a.stages[stageIndex - 1]?.stage);
      if (stageIndex > 0 && clip.producer !== undefined) crossed[stageIndex - 1] = clip.producer;
      const essl = s.stage === 'tessControl' ? lowerPatchComponentStores(clip.essl) : clip.essl;
      crossed.push(withBuiltinNames(s.stage === 'fragment'
        ? lowerFragCoordConventions(packFragmentOutputs(essl, unpacked.fragmentOutputs), fragCoordModes(spirv))
        : essl));
    }
    // Vertex-stage gl_Layer / gl_ViewportIndex (vertex-layer-lowering.ts): dropped under a later vertex-processing
    // stage, forwarded by a synthesized geometry stage when the vertex stage feeds the rasterizer.
    const vertexAt = a.stages.findIndex((s) => s.stage === 'vertex');
    const rasterizesVertices = (a.stageMask & ((1 << 1) | (1 << 2) | (1 << 3))) === 0;
    const vertexWrites = !failed && vertexAt >= 0 ? vertexLayerWrites(crossed[vertexAt]) : { layer: false, viewportIndex: false };
    // Polygon mode LINE draws through the same stage, built for the GeometryInput.PolygonLine class: the edges variant
    // (polygonEdgesVariant), which ProgramStep asks for only for programs whose vertex stage feeds the rasterizer.
    this.synthesizedGeometry = rasterizesVertices && (vertexWrites.layer || vertexWrites.viewportIndex || this.geometryInput === GeometryInput.PolygonLine);
    if (vertexWrites.layer || vertexWrites.viewportIndex) crossed[vertexAt] = lowerVertexLayerWrites(crossed[vertexAt], rasterizesVertices);
    // Members of input blocks / structures given to interpolateAt* (interpolant-members.ts).
    const fragmentAt = a.stages.findIndex((s) => s.stage === 'fragment');
    if (!failed && fragmentAt > 0) {
      const lowered = flattenInterpolatedMembers(crossed[fragmentAt], crossed[fragmentAt - 1]);
      crossed[fragmentAt] = lowered.fragment;
      crossed[fragmentAt - 1] = lowered.producer;
    }
    // Output blocks with member locations feeding loose inputs (located-block-outputs.ts); not under a transform
    // feedback capture, whose varyings name the block's members.
    if (!failed && a.xfb.varyings.length === 0) {
      for (let k = 1; k < a.stages.length; k++) crossed[k - 1] = flattenLocatedOutputBlocks(crossed[k - 1], crossed[k]);
    }
    for (let i = 0; i < a.stages.length && !failed; i++) {
      const s = a.stages[i];
      let essl = crossed[i];
      const lowering = this.viewportIndexLowering;
      if (s.stage === 'geometry' && writesViewportIndex(essl)) {
        this.writesViewportIndex = true;
        if (lowering !== ViewportIndexLowering.None) essl = lowerGeometryViewportIndex(essl, lowering === ViewportIndexLowering.FragmentInput);
      } else if (s.stage === 'fragment' && lowering !== ViewportIndexLowering.None) {
        essl = lowerFragmentViewportIndex(essl, this.writesViewportIndex, lowering === ViewportIndexLowering.Replay);
      }
      if (s.stage === pointSizeStage) {
        this.writesPointSize = writesPointSize(essl);
        essl = lowerPointSize(essl, pointSizeStage) ?? essl;
      } else if (pointSizeStage !== null) essl = withPointSizeExtension(essl, s.stage);
      essl = withEsslExtensions(essl);
      if (s.stage === 'vertex' && this.synthesizedGeometry) {
        const built = this.synthesizeGeometry(essl);
        essl = built.vertex;
        const geometryShader = compileStage(gl, GL.GEOMETRY_SHADER, built.geometry);
        shaders.push(geometryShader);
        gl.glAttachShader(program, geometryShader);
        if (!shaderCompiled(gl, geometryShader)) {
          log(`backend-gles: program ${view.name}: the driver rejected the pass-through geometry ESSL: ${infoLog(gl, geometryShader, false).trim()}\n${built.geometry}`, 'program-build');
          failed = true;
          break;
        }
      }
      if (s.stage === 'tessEvaluation' && this.needsTcs) {
        const tcs = passthroughTcs(essl, this.passthroughVertices);
        const shader = compileStage(gl, GL.TESS_CONTROL_SHADER, pointSizeStage !== null ? withPointSizeExtension(tcs, 'tessControl') : tcs);
        gl.glAttachShader(program, shader);
        shaders.push(shader);
        if (!shaderCompiled(gl, shader)) {
          log(`backend-gles: program ${view.name}: the driver rejected the pass-through tessControl ESSL: ${infoLog(gl, shader, false).trim()}\n${tcs}`, 'program-build');
          failed = true;
          break;
        }
      }
      if (s.stage === 'fragment') {
        essl = withInterpolantSwizzlesLifted(essl);
        // GL_EXT_shader_framebuffer_fetch: the outputs the stage reads start from the framebuffer (framebuffer-fetch.ts).
        const fetched = framebufferFetchOutputs(located[i]);
        if (fetched !== null) essl = withFramebufferFetch(essl, fetched);
        this.fragmentEssl = essl;
        if (countingBinding >= 0) essl = withSampleCounter(essl, countingBinding);
      }
      const shader = gl.glCreateShader(STAGE_TYPES[s.stage]);
      gl.glShaderSource(shader, 1, [essl], null);
      gl.glCompileShader(shader);
      gl.glGetShaderiv(shader, GL.COMPILE_STATUS, intOut);
      if (intOut[0] === 0) {
        log(`backend-gles: program ${view.name}: the driver rejected the ${s.stage} ESSL: ${infoLog(gl, shader, false).trim()}\n${essl}`, 'program-build');
        failed = true;
      }
      gl.glAttachShader(program, shader);
      shaders.push(shader);
      if (failed) break;
    }
    // GLES (3.2 §7.3) refuses to link a non-compute program without a fragment shader; desktop GL runs one
    // without (rasterizer-discard / transform-feedback-only programs): attach an empty fragment stage.
    if (!failed && (a.stageMask & ((1 << 4) | (1 << 5))) === 0) {
      const shader = gl.glCreateShader(GL.FRAGMENT_SHADER);
      // The viewport-array replay needs its per-pass discard even where the program has no fragment stage.
      const empty = this.viewportIndexLowering === ViewportIndexLowering.Replay && this.writesViewportIndex
        ? lowerFragmentViewportIndex(EMPTY_FRAGMENT_ESSL, true, true) : EMPTY_FRAGMENT_ESSL;
      this.fragmentEssl = empty;
      gl.glShaderSource(shader, 1, [countingBinding >= 0 ? withSampleCounter(empty, countingBinding) : empty], null);
      gl.glCompileShader(shader);
      gl.glAttachShader(program, shader);
      shaders.push(shader);
    }
    if (!failed && xfbCapture !== null) {
      const names = xfbCapture.names;
      gl.glTransformFeedbackVaryings(program, names.length, names, names.length > 1 ? GL.SEPARATE_ATTRIBS : GL.INTERLEAVED_ATTRIBS);
    } else if (!failed && a.xfb.varyings.length > 0) {
      const names = a.xfb.varyings.map((v) => (v.variable !== '' ? v.variable : v.name));
      gl.glTransformFeedbackVaryings(program, names.length, names, a.xfb.bufferMode);
    }
    if (!failed) {
      gl.glLinkProgram(program);
      gl.glGetProgramiv(program, GL.LINK_STATUS, intOut);
      if (intOut[0] === 0) {
        log(`backend-gles: program ${view.name}: the driver link failed: ${infoLog(gl, program, true).trim()}`, 'program-build');
        failed = true;
      }
    }
    for (const s of shaders) { gl.glDetachShader(program, s); gl.glDeleteShader(s); }
    if (failed) { gl.glDeleteProgram(program); return; }
    this.name = program;
    this.ok = true;
    if (xfbCapture !== null) {
      this.xfbDriverBindings = xfbCapture.bindings;
      this.xfbSkippedWords = xfbCapture.skipped;
      this.xfbPacking = xfbCapture.packing;
    }
    this.isCompute = (a.stageMask & (1 << 5)) !== 0;
    this.vertexRasterized = !this.isCompute && (a.stageMask & ((1 << 1) | (1 << 2) | (1 << 3))) === 0;
    this.reflect(gl, a);
    this.lodBiasLocation = lodBiasUnits > 0 ? gl.glGetUniformLocation(program, `${LOD_BIAS_UNIFORM}[0]`) : -1;
    this.viewportMaskLocation = this.viewportIndexLowering === ViewportIndexLowering.Replay && this.writesViewportIndex
      ? gl.glGetUniformLocation(program, VIEWPORT_MASK_UNIFORM) : -1;
    this.pointSizeLocation = pointSizeStage === null ? -1 : gl.glGetUniformLocation(program, POINT_SIZE_UNIFORM);
    this.tessOuterLocation = this.needsTcs ? gl.glGetUniformLocation(program, TESS_OUTER_UNIFORM) : -1;
    this.tessInnerLocation = this.needsTcs ? gl.glGetUniformLocation(program, TESS_INNER_UNIFORM) : -1;
    DEPTH_RANGE_FIELDS.forEach((f, i) => { this.depthRangeLocations[i] = gl.glGetUniformLocation(program, `${DEPTH_RANGE_UNIFORM}.${f}`); });
    this.uploadedDepthRange.fill(NaN);
    this.framebufferHeightLocation = gl.glGetUniformLocation(program, FRAMEBUFFER_HEIGHT_UNIFORM);
    this.uploadedFramebufferHeight = NaN;
  }

  /**
   * The pass-through geometry stage for the vertex stage's final ESSL (vertex-layer-lowering.ts), through what every
   * geometry stage gets: the gl_ViewportIndex lowering, the point-size extension, the clip-distance input block (which
   * redeclares the vertex stage's output block too: returned with it).
   */
  private synthesizeGeometry(vertexEssl: string): { vertex: string; geometry: string } {
    let geometry = passthroughGeometry(vertexEssl, this.geometryInput);
    if (writesViewportIndex(geometry)) {
      this.writesViewportIndex = true;
      const lowering = this.viewportIndexLowering;
      if (lowering !== ViewportIndexLowering.None) geometry = lowerGeometryViewportIndex(geometry, lowering === ViewportIndexLowering.FragmentInput);
    }
    const clip = redeclareInputClipDistances(geometry, 'geometry', vertexEssl, 'vertex');
    return { vertex: clip.producer ?? vertexEssl, geometry: withEsslExtensions(withPointSizeExtension(clip.essl, 'geometry')) };
  }

  /** Per draw, the program current and reading it: the draw framebuffer's height, uploaded when it moved. */
  uploadFramebufferHeight(gl: GLEntryPoints, height: number): void {
    if (height === this.uploadedFramebufferHeight) return;
    this.uploadedFramebufferHeight = height;
    gl.glUniform1f(this.framebufferHeightLocation, height);
  }

  /** Whether the program reads gl_DepthRange (its lowered uniform survived the driver's optimizer). */
  get readsDepthRange(): boolean {
    const l = this.depthRangeLocations;
    return l[0] >= 0 || l[1] >= 0 || l[2] >= 0;
  }

  /** Per draw, the program current: gl_DepthRange from the depth range of viewport 0, uploaded when it moved. */
  uploadDepthRange(gl: GLEntryPoints, near: number, far: number): void {
    const done = this.uploadedDepthRange;
    if (done[0] === near && done[1] === far) return;
    done[0] = near;
    done[1] = far;
    const l = this.depthRangeLocations;
    if (l[0] >= 0) gl.glUniform1f(l[0], near);
    if (l[1] >= 0) gl.glUniform1f(l[1], far);
    if (l[2] >= 0) gl.glUniform1f(l[2], far - near);
  }

  /**
   * Per draw, the program current: the pass-through control stage's levels (PATCH_DEFAULT_OUTER_LEVEL /
   * INNER_LEVEL), uploaded when the patch state moved since the last upload.
   */
  uploadTessLevels(gl: GLEntryPoints, patchVersion: number, outer: Float32Array, inner: Float32Array): void {
    if (this.tessOuterLocation < 0 && this.tessInnerLocation < 0) return;
    if (patchVersion === this.uploadedPatchVersion) return;
    this.uploadedPatchVersion = patchVersion;
    if (this.tessOuterLocation >= 0) gl.glUniform4fv(this.tessOuterLocation, 1, outer);
    if (this.tessInnerLocation >= 0) gl.glUniform2fv(this.tessInnerLocation, 1, inner);
  }

  /**
   * Per draw, the program current: the size points are drawn with — glPointSize's `size`, or 0 (the stage's own
   * gl_PointSize) when PROGRAM_POINT_SIZE is on and the stage writes it — uploaded when it moved.
   */
  setPointSize(gl: GLEntryPoints, programPointSize: boolean, size: number): void {
    if (this.pointSizeLocation < 0) return;
    const value = programPointSize && this.writesPointSize ? 0 : size;
    if (value === this.uploadedPointSize) return;
    this.uploadedPointSize = value;
    gl.glUniform1f(this.pointSizeLocation, value);
  }

  private reflect(gl: GLEntryPoints, a: ShaderArtifact): void {
    this.uploads = [];
    // The byte layout is the artifact's (computed once at link, where the front end writes the values).
    for (const u of a.uniforms) {
      const form = u.blockIndex < 0 && u.storageOffset >= 0 ? UNIFORM_FORMS.get(u.type) : undefined;
      if (form === undefined) continue; // block member or opaque
      if (u.name.startsWith(LOWERED_BUILTIN_PREFIX)) continue; // a built-in uniform the backend fills (gl_DepthRange)
      const isArray = u.arraySize > 1 || u.name.endsWith(']');
      const stem = u.name.replace(/\[0\]$/, '');
      for (let el = 0; el < Math.max(1, u.arraySize); el++) {
        const location = gl.glGetUniformLocation(this.name, isArray ? `${stem}[${el}]` : u.name);
        if (location < 0) continue; // optimised out by the driver
        const componentWords = form.kind === 1 ? 2 : 1;
        const words = (form.cols - 1) * (u.storageMatrixStride >> 2) + form.rows * componentWords;
        this.uploads.push({ location, ...form, offset: u.storageOffset + el * u.storageArrayStride, matrixStride: u.storageMatrixStride, words });
      }
    }
    let end = 0;
    for (const up of this.uploads) end = Math.max(end, (up.offset >> 2) + up.words);
    this.uploadedWords = new Int32Array(end);
    this.uploadedOnce = new Uint8Array(this.uploads.length);
    this.samplers = [];
    this.images = [];
    for (const u of a.uniforms) {
      if (u.blockIndex >= 0 || u.binding < 0 || u.location < 0) continue;
      const count = Math.max(1, u.arraySize);
      const target = SAMPLER_TARGET.get(u.type);
      // A sampler inside a struct ("s[1].tex") has no layout(binding) in the driver GLSL; its unit (assigned at
      // link, libs/shader link-program.ts) is set once on the driver program here.
      const structLeaf = target !== undefined && u.name.includes('.');
      const stem = u.name.replace(/\[0\]$/, '');
      for (let el = 0; el < count; el++) {
        if (structLeaf) {
          const location = gl.glGetUniformLocation(this.name, u.arraySize > 1 || u.name.endsWith(']') ? `${stem}[${el}]` : u.name);
          if (location >= 0) gl.glProgramUniform1i(this.name, location, u.binding + el);
        }
        if (target !== undefined) this.samplers.push({ frontLocation: u.location + el, driverUnit: u.binding + el, targetIndex: target });
        else if (IMAGE_TYPES.has(u.type)) this.images.push({ frontLocation: u.location + el, driverUnit: u.binding + el });
      }
    }
    // A split image's writeonly twin (image-access-split.ts): the same front image unit, at its extra driver unit.
    for (const [unit, extra] of this.imageSplitUnits) {
      const slot = this.images.find((i) => i.driverUnit === unit);
      if (slot !== undefined) this.images.push({ frontLocation: slot.frontLocation, driverUnit: extra });
    }
    this.uniformBlockDriverBindings = Int32Array.from(a.uniformBlocks, (b) => b.binding);
    this.storageBlockDriverBindings = Int32Array.from(a.storageBlocks, (b) => b.binding);
    this.atomicCounterBindings = Int32Array.from(a.atomicCounterBuffers, (b) => b.binding);
    this.atomicCounterWordBases = new Int32Array(a.atomicCounterBuffers.length);
    this.atomicCounterBaseLocations = Int32Array.from(a.atomicCounterBuffers, (b, i) =>
      this.atomicCounterStorageBindings[i] < 0 ? -1 : gl.glGetUniformLocation(this.name, counterBaseUniform(b.binding)));
    this.uploadedAtomicCounterBases = new Int32Array(a.atomicCounterBuffers.length).fill(-1);
    const units = this.samplers.reduce((m, s) => Math.max(m, s.driverUnit + 1), 0);
    if (this.lodBias.length !== units) this.lodBias = new Float32Array(units);
    this.lodBiasActive = false;
  }

  /**
   * The LOD-bias variant (README: texture LOD bias): the same program with `uniform float _mgpLodBias[units]`
   * added to every sample's λ at the SPIR-V step. Built at the first draw with a non-zero bias; null (logged)
   * when the driver refuses it, and the draw then samples without the bias.
   */
  lodBiasVariant(gl: GLEntryPoints, view: ProgramView, log: LogSink): BackendProgram | null {
    if (this.biased !== undefined) return this.biased;
    this.biased = null;
    if (!this.ok || this.lodBias.length === 0) return null;
    const variant = new BackendProgram(this.viewportIndexLowering, this.xfbSeparateComponents);
    variant.imageFormats = this.imageFormats;
    variant.passthroughVertices = this.passthroughVertices;
    variant.geometryInput = this.geometryInput;
    variant.build(gl, view, log, -1, this.lodBias.length);
    if (!variant.ok) {
      variant.destroy(gl);
      log(`backend-gles: program ${view.name}: the driver refused the LOD-bias variant; TEXTURE_LOD_BIAS is ignored`);
      return null;
    }
    this.biased = variant;
    return variant;
  }

  /** On the program drawn with (current): the base program's counter word bases, uploaded where they moved. */
  uploadAtomicCounterBases(gl: GLEntryPoints, base: BackendProgram): void {
    const locations = this.atomicCounterBaseLocations;
    for (let i = 0; i < locations.length; i++) {
      const words = base.atomicCounterWordBases[i];
      if (locations[i] < 0 || this.uploadedAtomicCounterBases[i] === words) continue;
      this.uploadedAtomicCounterBases[i] = words;
      gl.glUniform1ui(locations[i], words);
    }
  }

  /** On a LOD-bias variant that is current: pushes the base program's bias values when they moved. */
  uploadLodBias(gl: GLEntryPoints, base: BackendProgram): void {
    if (this.lodBiasLocation < 0 || this.uploadedLodBiasVersion === base.lodBiasVersion) return;
    this.uploadedLodBiasVersion = base.lodBiasVersion;
    gl.glUniform1fv(this.lodBiasLocation, base.lodBias.length, base.lodBias);
  }

  /** Uploads the default block when its versions moved since this twin's last upload (the program is current). */
  uploadUniforms(gl: GLEntryPoints, constants: GlobalConstantsView, scratch: Float32Array, iscratch: Int32Array, uscratch: Uint32Array): void {
    if (constants.version === this.uploadedContentVersion && constants.writeSetVersion === this.uploadedWriteSetVersion) return;
    this.uploadedContentVersion = constants.version;
    this.uploadedWriteSetVersion = constants.writeSetVersion;
    if (this.dataRef !== constants.bytes) {
      const d = constants.bytes;
      this.dataRef = d;
      this.f32 = new Float32Array(d.buffer, d.byteOffset, d.byteLength >> 2);
      this.i32 = new Int32Array(d.buffer, d.byteOffset, d.byteLength >> 2);
      this.u32 = new Uint32Array(d.buffer, d.byteOffset, d.byteLength >> 2);
      this.f64 = new Float64Array(d.buffer, d.byteOffset, d.byteLength >> 3);
    }
    // One uniform: the content moved, so it did (nearly always); its compare cost ~160 instructions a draw for nothing.
    const compare = this.uploads.length > 1;
    for (let i = 0; i < this.uploads.length; i++) {
      const u = this.uploads[i];
      const w = u.offset >> 2;
      if (compare && this.uploaded(i, w, u.words)) continue;
      if (u.cols > 1) {
        const colWords = u.matrixStride >> 2;
        for (let c = 0; c < u.cols; c++) {
          for (let r = 0; r < u.rows; r++) {
            scratch[c * u.rows + r] = u.kind === 1 ? this.f64[(u.offset >> 3) + c * (colWords >> 1) + r] : this.f32[w + c * colWords + r];
          }
        }
        uploadMatrix(gl, u, scratch);
        continue;
      }
      switch (u.kind) {
        case 0: copyRows(scratch, this.f32, w, u.rows); uploadFloat(gl, u.location, u.rows, scratch); break;
        case 1: for (let r = 0; r < u.rows; r++) scratch[r] = this.f64[(u.offset >> 3) + r]; uploadFloat(gl, u.location, u.rows, scratch); break;
        case 3: for (let r = 0; r < u.rows; r++) uscratch[r] = this.u32[w + r]; uploadUint(gl, u.location, u.rows, uscratch); break;
        default: for (let r = 0; r < u.rows; r++) iscratch[r] = this.i32[w + r]; uploadInt(gl, u.location, u.rows, iscratch); break;
      }
    }
  }

  /** Whether upload `i` (`words` words from word `w`) holds what was last uploaded; if not, records it as uploaded. */
  private uploaded(i: number, w: number, words: number): boolean {
    const now = this.i32, last = this.uploadedWords;
    let same = this.uploadedOnce[i] === 1;
    for (let k = w; k < w + words; k++) {
      if (last[k] !== now[k]) { last[k] = now[k]; same = false; }
    }
    this.uploadedOnce[i] = 1;
    return same;
  }

  /**
   * The exact-SAMPLES_PASSED variant (README: SAMPLES_PASSED): the same program with a fragment stage that
   * counts its invocations into the SSBO at `counterBinding` under early fragment tests. Built at the first
   * draw inside a SAMPLES_PASSED query; null (logged once) when the fragment stage can change coverage or
   * depth after the tests (discard, gl_FragDepth, gl_SampleMask) or the driver refuses the variant.
   */
  sampleCountingVariant(gl: GLEntryPoints, view: ProgramView, log: LogSink): BackendProgram | null {
    if (this.counting !== undefined) return this.counting;
    this.counting = null;
    const a = view.artifact;
    if (!this.ok || this.isCompute || a === null) return null;
    const reason = sampleCountingObstacle(this.fragmentEssl ?? EMPTY_FRAGMENT_ESSL);
    if (reason !== null) {
      this.logCountingFallback(view, log, reason);
      return null;
    }
    gl.glGetIntegerv(GL.MAX_FRAGMENT_SHADER_STORAGE_BLOCKS, intOut);
    const maxFragmentBlocks = intOut[0];
    gl.glGetIntegerv(GL.MAX_SHADER_STORAGE_BUFFER_BINDINGS, intOut);
    // Past the program's blocks, its lowered counter buffers (atomic-counter-ops.ts) and its clock word (shader-clock.ts).
    const lowered = counterStorageBindings(a).size + (shaderClockBinding(a) >= 0 ? 1 : 0);
    const binding = freeStorageBinding(a) + lowered;
    if (binding >= intOut[0] || a.storageBlocks.length + lowered >= maxFragmentBlocks) {
      this.logCountingFallback(view, log, 'no free shader-storage binding for the counter');
      return null;
    }
    const variant = new BackendProgram(this.viewportIndexLowering, this.xfbSeparateComponents);
    variant.imageFormats = this.imageFormats;
    variant.passthroughVertices = this.passthroughVertices;
    variant.geometryInput = this.geometryInput;
    variant.build(gl, view, log, binding, this.lodBiasUnits);
    if (!variant.ok) {
      variant.destroy(gl);
      this.logCountingFallback(view, log, 'the driver refused the counting variant');
      return null;
    }
    variant.counterBinding = binding;
    this.counting = variant;
    return variant;
  }

  /** The once-per-program log line of a SAMPLES_PASSED query answered with ANY_SAMPLES_PASSED semantics. */
  logCountingFallback(view: ProgramView, log: LogSink, reason: string): void {
    if (this.countingFallbackLogged) return;
    this.countingFallbackLogged = true;
    log(`backend-gles: program ${view.name}: SAMPLES_PASSED runs as ANY_SAMPLES_PASSED (result 0/1, not a count): ${reason}`);
  }

  /** The counting variant's driver program (0: none), which the binding shadow forgets with the twin. */
  get countingName(): number {
    return this.counting ? this.counting.name : 0;
  }

  destroy(gl: GLEntryPoints): void {
    if (this.name !== 0) gl.glDeleteProgram(this.name);
    this.name = 0;
    this.counting?.destroy(gl);
    this.counting = undefined;
    this.biased?.destroy(gl);
    this.biased = undefined;
    this.edges?.destroy(gl);
    this.edges = undefined;
  }

  /**
   * The polygon-mode-LINE variant of this program (vertex-layer-lowering.ts, GeometryInput.PolygonLine), built at the
   * first triangle draw under polygon mode LINE and dropped with the base program's next build. Null (logged) when the
   * driver refuses it: the draw then takes the CPU edge list (draw-commands.ts).
   */
  polygonEdgesVariant(gl: GLEntryPoints, view: ProgramView, log: LogSink): BackendProgram | null {
    if (this.edges !== undefined) return this.edges;
    this.edges = null;
    if (!this.ok) return null;
    const variant = new BackendProgram(this.viewportIndexLowering, this.xfbSeparateComponents);
    variant.imageFormats = this.imageFormats;
    variant.passthroughVertices = this.passthroughVertices;
    variant.geometryInput = GeometryInput.PolygonLine;
    variant.build(gl, view, log);
    if (!variant.ok) {
      variant.destroy(gl);
      log(`backend-gles: program ${view.name}: the driver refused the polygon-mode-LINE variant; its triangles are drawn as a CPU edge list`);
      return null;
    }
    this.edges = variant;
    return variant;
  }
}

/** The first driver storage binding past every storage block of the program. */
function freeStorageBinding(a: ShaderArtifact): number {
  return a.storageBlocks.reduce((m, b) => Math.max(m, b.binding + 1), 0);
}

/**
 * GL counter binding → driver storage binding, for a program whose counters are lowered to storage-buffer words
 * (atomic-counter-ops.ts: a stage uses an ARB_shader_atomic_counter_ops operation); empty otherwise.
 */
function counterStorageBindings(a: ShaderArtifact): Map<number, number> {
  const map = new Map<number, number>();
  if (!a.stages.some((s) => usesAtomicCounterOps(s.spirv))) return map;
  const first = freeStorageBinding(a);
  a.atomicCounterBuffers.forEach((b, i) => map.set(b.binding, first + i));
  return map;
}

/** The driver storage binding of the logical clock word (shader-clock.ts) when a stage reads the clock, else -1. */
function shaderClockBinding(a: ShaderArtifact): number {
  return a.stages.some((s) => usesShaderClock(s.spirv)) ? freeStorageBinding(a) + counterStorageBindings(a).size : -1;
}

/**
 * The stage whose gl_PointSize the rasterizer uses (geometry, else tessellation evaluation, else vertex); null for
 * compute programs and for a program capturing gl_PointSize with transform feedback (point-size-lowering.ts).
 */
function lastPreRasterStage(a: ShaderArtifact): PointSizeStage | null {
  if (a.xfb.varyings.some((v) => v.name === 'gl_PointSize' || v.variable === 'gl_PointSize')) return null;
  const at = lastVertexProcessingStage(a);
  return at < 0 ? null : (a.stages[at].stage as PointSizeStage);
}

/**
 * The locations the capture stage's outputs are read at: the fragment stage's inputs. None without a fragment stage
 * (a program pipeline draws through its composite artifact, which has the fragment stage when one is bound).
 */
function consumedLocations(a: ShaderArtifact, spirv: readonly Uint32Array[]): Set<number> {
  const at = a.stages.findIndex((s) => s.stage === 'fragment');
  return at < 0 ? new Set() : inputLocations(spirv[at]);
}

/** The index in a.stages of the last vertex-processing stage (the one transform feedback captures); -1: none. */
function lastVertexProcessingStage(a: ShaderArtifact): number {
  for (const stage of ['geometry', 'tessEvaluation', 'vertex']) {
    const at = a.stages.findIndex((s) => s.stage === stage);
    if (at >= 0) return at;
  }
  return -1;
}

/** Why counting fragment-shader invocations would not count passed samples; null when it does. */
export function sampleCountingObstacle(fragmentEssl: string): string | null {
  if (/\bdiscard\b/.test(fragmentEssl)) return 'the fragment shader discards';
  if (/\bgl_FragDepth\b/.test(fragmentEssl)) return 'the fragment shader writes gl_FragDepth';
  if (/\bgl_SampleMask\b/.test(fragmentEssl)) return 'the fragment shader writes gl_SampleMask';
  return null;
}

/**
 * The counting fragment stage: `layout(early_fragment_tests) in;` (depth / stencil tests before the shader, so
 * it runs exactly for the fragments that pass) and one atomicAdd per invocation into an SSBO uint at `binding`.
 * Inserted before `void main()` (after every #extension) and as main's first statement. Helper invocations
 * do not write memory (ESSL 3.20 §8.17.1), so only covered fragments count.
 */
export function withSampleCounter(essl: string, binding: number): string {
  const main = /\bvoid\s+main\s*\(\s*\)\s*\{/.exec(essl);
  if (main === null) return essl;
  const early = /\bearly_fragment_tests\b/.test(essl) ? '' : 'layout(early_fragment_tests) in;\n';
  const decl = `${early}layout(std430, binding = ${binding}) buffer MgpSampleCounter_ { highp uint mgpSamplesPassed_; };\n`;
  const bodyAt = main.index + main[0].length;
  return essl.slice(0, main.index) + decl + essl.slice(main.index, bodyAt) + '\n    atomicAdd(mgpSamplesPassed_, 1u);' + essl.slice(bodyAt);
}

function compileStage(gl: GLEntryPoints, type: number, essl: string): number {
  const shader = gl.glCreateShader(type);
  gl.glShaderSource(shader, 1, [essl], null);
  gl.glCompileShader(shader);
  return shader;
}

function shaderCompiled(gl: GLEntryPoints, shader: number): boolean {
  gl.glGetShaderiv(shader, GL.COMPILE_STATUS, intOut);
  return intOut[0] !== 0;
}

/**
 * `rows` (1-4) floats of `from` at `at` into `to`, written out: the per-draw upload of a vec4 (a chunk offset) cost
 * ~145 instructions as a loop (each step re-checked both arrays).
 */
function copyRows(to: Float32Array, from: Float32Array, at: number, rows: number): void {
  to[0] = from[at];
  if (rows < 2) return;
  to[1] = from[at + 1];
  if (rows < 3) return;
  to[2] = from[at + 2];
  if (rows > 3) to[3] = from[at + 3];
}

function uploadFloat(gl: GLEntryPoints, loc: number, n: number, v: Float32Array): void {
  if (n === 1) gl.glUniform1fv(loc, 1, v); else if (n === 2) gl.glUniform2fv(loc, 1, v);
  else if (n === 3) gl.glUniform3fv(loc, 1, v); else gl.glUniform4fv(loc, 1, v);
}
function uploadInt(gl: GLEntryPoints, loc: number, n: number, v: Int32Array): void {
  if (n === 1) gl.glUniform1iv(loc, 1, v); else if (n === 2) gl.glUniform2iv(loc, 1, v);
  else if (n === 3) gl.glUniform3iv(loc, 1, v); else gl.glUniform4iv(loc, 1, v);
}
function uploadUint(gl: GLEntryPoints, loc: number, n: number, v: Uint32Array): void {
  if (n === 1) gl.glUniform1uiv(loc, 1, v); else if (n === 2) gl.glUniform2uiv(loc, 1, v);
  else if (n === 3) gl.glUniform3uiv(loc, 1, v); else gl.glUniform4uiv(loc, 1, v);
}
function uploadMatrix(gl: GLEntryPoints, u: UniformUpload, v: Float32Array): void {
  const key = u.cols * 10 + u.rows;
  switch (key) {
    case 22: return gl.glUniformMatrix2fv(u.location, 1, false, v);
    case 33: return gl.glUniformMatrix3fv(u.location, 1, false, v);
    case 44: return gl.glUniformMatrix4fv(u.location, 1, false, v);
    case 23: return gl.glUniformMatrix2x3fv(u.location, 1, false, v);
    case 24: return gl.glUniformMatrix2x4fv(u.location, 1, false, v);
    case 32: return gl.glUniformMatrix3x2fv(u.location, 1, false, v);
    case 34: return gl.glUniformMatrix3x4fv(u.location, 1, false, v);
    case 42: return gl.glUniformMatrix4x2fv(u.location, 1, false, v);
    default: return gl.glUniformMatrix4x3fv(u.location, 1, false, v);
  }
}
