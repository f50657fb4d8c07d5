// The program artifact: what a successful link produces and what crosses the MGPipe interface as the
// payload of create_shader_state (seeds §4.5.5 MGPProgramDesc, §5.7): per-stage SPIR-V plus the whole
// reflection archive. Not source: glslang stays on the client, SPIRV-Cross on the server.
//
// It lives in value-types (side:shared), next to artifact-codec.ts, because the server decodes it: the GLES
// backend's program receiver builds its twins from create_shader_state's reflection blob and may not link
// libs/shader (glslang stays on the client). libs/shader re-exports it unchanged.
//
// Naming follows GL's program-interface rules: array uniforms as "a[0]", block members as
// "Block.member" (or "member" for an anonymous instance), struct leaves as "s.f" / "s[1].f".
// GL type values are the registry's enums (0x8B52 = GL_FLOAT_VEC4).

export type ShaderStage = 'vertex' | 'tessControl' | 'tessEvaluation' | 'geometry' | 'fragment' | 'compute';

/** Pipeline order; also the order of `ProgramArtifact.stages`. Bit i of stage masks is STAGE_ORDER[i]. */
export const STAGE_ORDER: readonly ShaderStage[] = ['vertex', 'tessControl', 'tessEvaluation', 'geometry', 'fragment', 'compute'];

export interface StageSpirv {
  stage: ShaderStage;
  /** Location decorations of vertex inputs / fragment outputs already rewritten to the linked locations. */
  spirv: Uint32Array;
}

/** A vertex attribute (PROGRAM_INPUT) or fragment output (PROGRAM_OUTPUT). */
export interface ProgramVariable {
  /** GL name: "pos", or "weights[0]" for an array. */
  name: string;
  type: number;
  arraySize: number;
  /** The linked location (explicit layout, else the bind*Location request, else assigned). */
  location: number;
  /** Fragment outputs: GL_LOCATION_INDEX (dual-source); 0 for attributes. */
  index: number;
  /** How the location was chosen; the front end reports nothing different, but the backend may care. */
  locationSource: 'explicit' | 'bound' | 'assigned';
}

/** An active uniform: default-block (location >= 0 or opaque) or a member of a uniform block. */
export interface ArtifactUniform {
  /** Hidden subroutine-index uniforms (mgpipe_su_*) come last, at location -1; ProgramInterface does not list them. */
  name: string;
  type: number;
  arraySize: number;
  /** Byte offset in the block; -1 in the default block. */
  offset: number;
  arrayStride: number;
  matrixStride: number;
  /** GL_UNIFORM_IS_ROW_MAJOR (block members declared or inheriting layout(row_major)). */
  rowMajor: boolean;
  /** Index into `uniformBlocks`; -1 for the default block. */
  blockIndex: number;
  /** Default-block location of element 0 (elements follow consecutively); -1 inside blocks. */
  location: number;
  /** Opaque uniforms: the SPIR-V binding (the backend's slot); atomic counters: their buffer binding; -1 otherwise. */
  binding: number;
  /**
   * Opaque uniforms: the GL initial unit of element 0, the layout(binding) value (elements follow from it); -1 when
   * none was written (every element starts at unit 0) and for every other uniform.
   */
  initialUnit: number;
  /** STAGE_ORDER bit mask of the stages that reference it. */
  stages: number;
  /**
   * Default-block, non-opaque uniforms: byte offset of element 0 in the client-side default-block storage
   * (default-block-layout.ts; where the front end keeps glUniform* values and a backend reads them); -1
   * otherwise. Not GL's UNIFORM_OFFSET (which is -1 in the default block).
   */
  storageOffset: number;
  /** Bytes between array elements in that storage (0 for a non-array); -1 when storageOffset is. */
  storageArrayStride: number;
  /** Bytes between matrix columns in that storage (0 for a non-matrix); -1 when storageOffset is. */
  storageMatrixStride: number;
  /** Atomic counters: index into `atomicCounterBuffers` (their `offset` is the byte offset there); -1 otherwise. */
  atomicCounterBufferIndex: number;
}

export interface ArtifactBufferVariable {
  name: string;
  type: number;
  /** 0 for a runtime-sized array. */
  arraySize: number;
  offset: number;
  arrayStride: number;
  matrixStride: number;
  /** GL_IS_ROW_MAJOR. */
  rowMajor: boolean;
  blockIndex: number;
  topLevelArraySize: number;
  topLevelArrayStride: number;
  stages: number;
}

/** A uniform block or shader storage block. */
export interface ArtifactBlock {
  /** GL name: "Block", or "Block[2]" for an element of an instance array. */
  name: string;
  /** SPIR-V binding (the backend's slot). */
  binding: number;
  /** The GL initial binding point (layout(binding) or 0); glUniformBlockBinding changes the GL value only. */
  initialBinding: number;
  /** GL_BUFFER_DATA_SIZE. */
  dataSize: number;
  /** Indices of its active members in `uniforms` (UBO) or `bufferVariables` (SSBO). */
  members: number[];
  stages: number;
}

/**
 * An atomic counter buffer binding point that active counters use (GL_ATOMIC_COUNTER_BUFFER interface), in
 * ascending binding order. The binding is fixed by the shader (layout(binding), no API to change it), so the GL
 * binding point is also the backend's slot.
 */
export interface ArtifactAtomicCounterBuffer {
  binding: number;
  /** GL_ATOMIC_COUNTER_BUFFER_DATA_SIZE: the byte past the last active counter. */
  dataSize: number;
  /** Indices of its active counters in `uniforms`. */
  members: number[];
  stages: number;
}

/** A default-block uniform's initializer (`uniform vec2 v = vec2(1.0, 2.0);`), one per GL uniform leaf of a struct. */
export interface ArtifactUniformInitializer {
  /** The GL uniform's name, "name" or "name[0]" ("s.f", "a[1].v" for the leaves of structs and arrays of them). */
  name: string;
  /** 32-bit words (held as signed int32) in leaf order: elements, matrix columns, components (a double is two words). */
  words: number[];
}

/** One entry of GL_TRANSFORM_FEEDBACK_VARYING, in capture order. */
export interface ArtifactXfbVarying {
  /** GL name as given (or as declared when captured by xfb qualifiers); gl_NextBuffer / gl_SkipComponentsN too. */
  name: string;
  /** GL type; 0 (GL_NONE) for gl_NextBuffer / gl_SkipComponentsN. */
  type: number;
  /** GL size: elements captured (array-size), or N for gl_SkipComponentsN, 0 for gl_NextBuffer. */
  arraySize: number;
  buffer: number;
  /** Byte offset inside its buffer's record. */
  offset: number;
  /** The output variable of the last pre-rasterization stage it reads (block members: "Block.member"); '' for specials. */
  variable: string;
  /** Captured array element, or -1 for the whole variable. */
  element: number;
}

export interface ArtifactXfb {
  /** GL_INTERLEAVED_ATTRIBS or GL_SEPARATE_ATTRIBS (the GL query value; qualifier capture reports interleaved). */
  bufferMode: number;
  /** true when captured by xfb_buffer/xfb_offset qualifiers rather than transformFeedbackVaryings. */
  fromQualifiers: boolean;
  varyings: ArtifactXfbVarying[];
  /** Byte stride of each used buffer (index = xfb buffer); 0 for an unused buffer. */
  bufferStrides: number[];
}

/** The stage's user in/out interface (built-ins excluded), for separable-pipeline matching. */
export interface ArtifactInterfaceVariable {
  stage: ShaderStage;
  direction: 'in' | 'out';
  name: string;
  type: number;
  arraySize: number;
  location: number;
  component: number;
}

/**
 * A subroutine function of one stage (the STAGE_SUBROUTINE interface), in declaration order: the resource index
 * is the position in the stage's list (as Mesa answers getActiveSubroutineName / COMPATIBLE_SUBROUTINES), the
 * subroutine index (getSubroutineIndex, glUniformSubroutinesuiv values) is `index` (subroutine-lowering.ts).
 */
export interface ArtifactSubroutine {
  stage: ShaderStage;
  name: string;
  index: number;
}

/** A subroutine uniform of one stage (the STAGE_SUBROUTINE_UNIFORM interface), in declaration order. */
export interface ArtifactSubroutineUniform {
  stage: ShaderStage;
  /** GL name: "u", or "u[0]" for an array. */
  name: string;
  /** GL UNIFORM_SIZE: the element count (1 for a non-array). */
  arraySize: number;
  /** The subroutine uniform location of element 0 (explicit layout(location), else assigned as Mesa does). */
  location: number;
  /** COMPATIBLE_SUBROUTINES: positions in the stage's subroutine list. */
  compatible: number[];
  /**
   * Byte offset of the hidden `uniform int` carrying the selected index in the default-block storage, -1 when the
   * compiler dropped it (the uniform is never called); the backend uploads it like any uniform.
   */
  storageOffset: number;
  /** Bytes between its elements there (0 for a non-array; -1 when storageOffset is). */
  storageArrayStride: number;
}

export interface ProgramArtifact {
  /** STAGE_ORDER bit mask (== GetLinkedShaderStages). */
  stageMask: number;
  separable: boolean;
  stages: StageSpirv[];
  attributes: ProgramVariable[];
  outputs: ProgramVariable[];
  uniforms: ArtifactUniform[];
  /** Bytes of the client-side default-block storage (a multiple of 16); see ArtifactUniform.storageOffset. */
  defaultBlockSize: number;
  uniformBlocks: ArtifactBlock[];
  storageBlocks: ArtifactBlock[];
  bufferVariables: ArtifactBufferVariable[];
  atomicCounterBuffers: ArtifactAtomicCounterBuffer[];
  /** Values the default block starts with (GL: uniform initializers apply at link); the SPIR-V no longer has them. */
  uniformInitializers: ArtifactUniformInitializer[];
  xfb: ArtifactXfb;
  /** [x, y, z] of a compute program; [0, 0, 0] otherwise. */
  computeLocalSize: [number, number, number];
  interfaceVariables: ArtifactInterfaceVariable[];
  subroutines: ArtifactSubroutine[];
  subroutineUniforms: ArtifactSubroutineUniform[];
}

export function stageBit(stage: ShaderStage): number {
  return 1 << STAGE_ORDER.indexOf(stage);
}
