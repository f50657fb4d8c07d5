// Types of the mgpipe_shader addon's results. GL type values are the registry's enums
// (e.g. 0x8B52 = GL_FLOAT_VEC4); names follow GL's reflection naming ("a[0]", "Block.member").

export type ShaderStage = 'vertex' | 'tessControl' | 'tessEvaluation' | 'geometry' | 'fragment' | 'compute';

/** Bits of the `stages` masks: bit i is glslang's EShLanguage i. */
export const STAGE_BIT: Readonly<Record<ShaderStage, number>> = {
  vertex: 1,
  tessControl: 2,
  tessEvaluation: 4,
  geometry: 8,
  fragment: 16,
  compute: 32,
};

export interface StageSource {
  stage: ShaderStage;
  /** GLSL with a `#version` line: 330–460 (core) or 300/310/320 es. */
  source: string;
}

export interface CompileProgramInput {
  stages: StageSource[];
  /**
   * glTransformFeedbackVaryings-style capture (GL_INTERLEAVED_ATTRIBS into buffer 0). When given, it
   * replaces the xfb_* qualifiers as the source of `reflection.xfbVaryings`; an unknown name fails the link.
   */
  transformFeedbackVaryings?: string[];
  /**
   * Implementation limits glslang checks and exposes as gl_Max* constants (TBuiltInResource field names).
   * Missing fields keep GL 4.5's minimum maximums (atomic counter bindings: 8).
   */
  resources?: ShaderResources;
}

/** The atomic-counter limits of TBuiltInResource (the rest stay glslang's defaults). */
export interface ShaderResources {
  maxAtomicCounterBindings?: number;
  maxVertexAtomicCounters?: number;
  maxTessControlAtomicCounters?: number;
  maxTessEvaluationAtomicCounters?: number;
  maxGeometryAtomicCounters?: number;
  maxFragmentAtomicCounters?: number;
  maxComputeAtomicCounters?: number;
  maxCombinedAtomicCounters?: number;
  maxVertexAtomicCounterBuffers?: number;
  maxTessControlAtomicCounterBuffers?: number;
  maxTessEvaluationAtomicCounterBuffers?: number;
  maxGeometryAtomicCounterBuffers?: number;
  maxFragmentAtomicCounterBuffers?: number;
  maxComputeAtomicCounterBuffers?: number;
  maxCombinedAtomicCounterBuffers?: number;
  maxAtomicCounterBufferSize?: number;
}

/** A vertex attribute or fragment output (program interface). */
export interface PipeVariable {
  name: string;
  /** Auto-mapped or explicit location. */
  location: number;
  type: number;
  /** 1 for non-arrays, as GL's size. */
  arraySize: number;
}

export interface ActiveUniform {
  name: string;
  type: number;
  arraySize: number;
  /** Byte offset inside the block; -1 in the default block. */
  offset: number;
  /** -1 in the default block, 0 for non-arrays inside a block. */
  arrayStride: number;
  /** -1 in the default block, 0 for non-matrices inside a block. */
  matrixStride: number;
  /** GL_UNIFORM_IS_ROW_MAJOR: a row_major matrix (or array of them) inside a block. */
  rowMajor: boolean;
  /** Index into `uniformBlocks`; -1 for the default block. */
  blockIndex: number;
  /** Default-block uniforms (opaque ones included): the location; -1 inside blocks and for atomic counters. */
  location: number;
  /** Opaque types (samplers, images): the unit; atomic counters: the buffer binding; -1 otherwise. */
  binding: number;
  /** STAGE_BIT mask of the stages that use it. */
  stages: number;
  /** Atomic counters: index into `atomicCounterBuffers`; -1 otherwise. (Counters' `offset` is their byte offset.) */
  atomicCounterBufferIndex: number;
}

/** An atomic counter buffer binding used by active counters (GL_ATOMIC_COUNTER_BUFFER interface). */
export interface AtomicCounterBuffer {
  binding: number;
  /** GL_ATOMIC_COUNTER_BUFFER_DATA_SIZE: the byte past the last active counter. */
  dataSize: number;
  /** Indices into `uniforms` of its active counters. */
  members: number[];
  stages: number;
}

export interface BufferVariable {
  name: string;
  type: number;
  /** 0 for a runtime-sized array. */
  arraySize: number;
  offset: number;
  arrayStride: number;
  matrixStride: number;
  /** GL_IS_ROW_MAJOR: a row_major matrix (or array of them). */
  rowMajor: boolean;
  blockIndex: number;
  topLevelArraySize: number;
  topLevelArrayStride: number;
  stages: number;
}

export interface InterfaceBlock {
  name: string;
  binding: number;
  /**
   * GL_BUFFER_DATA_SIZE: glslang's size (a runtime array counts one element) rounded up to 16 bytes,
   * as Mesa reports it.
   */
  dataSize: number;
  /** Names of its active members, as in `uniforms` / `bufferVariables`. */
  members: string[];
  stages: number;
}

export interface OpaqueUniform {
  name: string;
  type: number;
  binding: number;
  arraySize: number;
  stages: number;
}

export interface XfbVarying {
  name: string;
  buffer: number;
  offset: number;
  /** Buffer stride in bytes (-1 when the source gave no xfb_stride). */
  stride: number;
  type: number;
  arraySize: number;
}

export interface StageInterfaceVariable {
  name: string;
  location: number;
  component: number;
  type: number;
  arraySize: number;
  /** GL name of the built-in (gl_Position, ...) when it is one. */
  builtIn?: string;
}

export interface StageInterface {
  stage: ShaderStage;
  inputs: StageInterfaceVariable[];
  outputs: StageInterfaceVariable[];
}

export interface ProgramReflection {
  /** Active vertex inputs (built-ins excluded). Empty when the program has no vertex stage. */
  attributes: PipeVariable[];
  /** Fragment outputs (built-ins such as gl_FragDepth excluded). */
  outputs: PipeVariable[];
  uniforms: ActiveUniform[];
  uniformBlocks: InterfaceBlock[];
  storageBlocks: InterfaceBlock[];
  /** Ascending binding order. */
  atomicCounterBuffers: AtomicCounterBuffer[];
  /**
   * The layout(binding) values the source wrote (macros and constant expressions evaluated), before
   * glslang assigned the missing ones: opaque uniforms by variable name, blocks by block name.
   */
  explicitBindings: Array<{ storage: 'uniform' | 'buffer'; name: string; binding: number }>;
  bufferVariables: BufferVariable[];
  samplers: OpaqueUniform[];
  images: OpaqueUniform[];
  xfbVaryings: XfbVarying[];
  /** Work group size of a compute program; null otherwise. */
  computeLocalSize: [number, number, number] | null;
  stageInterfaces: StageInterface[];
}

export interface CompiledStage {
  stage: ShaderStage;
  spirv: Uint32Array;
}

export interface CompileProgramResult {
  ok: boolean;
  /** glslang's compile and link logs (line numbers refer to the caller's source). */
  log: string;
  stages: CompiledStage[];
  /** null when !ok. */
  reflection: ProgramReflection | null;
  /**
   * Set when the source's version was compiled as a later one: `#version 300 es` as 310 es, desktop
   * 110-150 as 330 core, a compute shader below 430 as 430 core (glslang emits SPIR-V only from 310 es /
   * 330, compute shaders only from 430), or a desktop stage at the version whose core holds an extension it
   * enables that glslang gates on that version (e.g. GL_ARB_arrays_of_arrays: 430).
   */
  upgradedFrom?: '300 es' | '110' | '120' | '130' | '140' | '150' | '330' | '400' | '410' | '420' | '430' | '440';
}

export type BindingKind = 'uniformBuffer' | 'storageBuffer' | 'sampledImage' | 'storageImage';

export interface CrossCompileOptions {
  target: 'essl' | 'glsl';
  /** 310 or 320 for essl; 330–460 for glsl. */
  version: number;
  /** Selects the entry point's execution model when the module has several. */
  stage?: ShaderStage;
  /** Rewrites resource bindings by their original value (so {0→1, 1→0} swaps). */
  bindingRemap?: Array<{ kind: BindingKind; from: number; to: number }>;
  /** Drop xfb_buffer/xfb_offset decorations (default: true for essl, which has no such qualifiers). */
  stripXfb?: boolean;
}

export interface CrossCompileResult {
  ok: boolean;
  source: string;
  /** SPIRV-Cross's message when !ok. */
  log: string;
}

export interface AssembleSpirvResult {
  ok: boolean;
  /** The module's words (empty when !ok). */
  words: Uint32Array;
  /** SPIRV-Tools' diagnostic when !ok ("line N: ..."). */
  log: string;
}
