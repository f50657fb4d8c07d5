// What the texture, image-unit and block-binding steps read of a program twin. Those steps belong to the
// textures, images-upload and buffers subsystems, none of which has `program` as a prerequisite (program
// requires buffers, not the other way round), so they take the program twin through these shapes, which
// gles-program's BackendProgram satisfies structurally; the wiring hands them the twin.
/** A sampler uniform of the program: the front location it reads its unit from, and the driver unit it uses. */
export interface SamplerSlot {
  readonly frontLocation: number;
  /** gl-state's TextureTargetIndex of the sampler's type. */
  readonly targetIndex: number;
  readonly driverUnit: number;
}

/** An image uniform: the front location it reads its image unit from, and the driver image unit it uses. */
export interface ImageSlot {
  readonly frontLocation: number;
  readonly driverUnit: number;
}

/** The sampling side of a program twin (the textures step writes the per-unit LOD bias GLES lacks). */
export interface SampledProgram {
  readonly samplers: readonly SamplerSlot[];
  readonly lodBias: Float32Array;
  lodBiasVersion: number;
  lodBiasActive: boolean;
}

export interface ImageProgram {
  readonly images: readonly ImageSlot[];
}

export interface BlockProgram {
  readonly uniformBlockDriverBindings: ArrayLike<number>;
  readonly storageBlockDriverBindings: ArrayLike<number>;
  /** The atomic counter buffer bindings its counters use: GL binding point = driver binding (fixed by the shader). */
  readonly atomicCounterBindings: ArrayLike<number>;
  /**
   * Parallel to atomicCounterBindings: the driver storage binding each binding's counters were lowered to (gles-program
   * atomic-counter-ops.ts: ARB_shader_atomic_counter_ops), where the buffer range is bound instead; -1: not lowered.
   */
  readonly atomicCounterStorageBindings: ArrayLike<number>;
  /** GL_ARB_shader_clock lowered (gles-program shader-clock.ts): the driver storage binding of the clock word; -1: none. */
  readonly shaderClockBinding: number;
  /**
   * Parallel to atomicCounterBindings, written by the block binding step: for a lowered binding, the words between the
   * aligned offset its storage range is bound from and the counter range's own offset (uploaded by ProgramStep).
   */
  readonly atomicCounterWordBases: Int32Array;
}

/**
 * PrepareForDraw as a whole (the wiring's DrawSync): compute dispatch (xfb-queries) runs it without knowing the
 * steps of the subsystems it does not require. Returns null when nothing can be drawn / dispatched. It reads
 * PipeInputs only, so it takes no front-end context.
 */
export interface DrawPreparer {
  /** `mode`: the primitive mode of the driver draw that follows (programs with a synthesized geometry stage need it). */
  prepare(compute: boolean, mode?: number): object | null;
}
