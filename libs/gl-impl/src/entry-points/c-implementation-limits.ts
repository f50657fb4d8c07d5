// Implementation-dependent values of GL 4.5 core (tables 23.53-23.69) that no area owns as state: the
// per-stage image, texture-unit, storage-block, tessellation and offset limits, and the few fixed
// values of this implementation. Each value is what our stack can deliver:
//  - `driver`: GLES 3.2 has the same pname and the driver bounds us, so the value is the driver's, as
//    the backend reported it in LegacyCaps.driverLimits (0 when the driver lacks it, e.g. an extension
//    pname of a missing extension). A backend that reports no driver limits (the recording backend of
//    the unit tests) gets `minimum`, GL 4.5's minimum maximum.
//  - `fixed`: the stack decides, and `why` says so.
// Registered only where no area registered the pname already (the area owning the state wins).
import { GL } from '@mgpipe/value-types';
import type { ShaderResources } from '@mgpipe/shader';
import type { FrontEnd } from '../front-end.ts';

export type LimitRow =
  | { readonly pname: number; readonly driver: true; readonly minimum: readonly number[] }
  | { readonly pname: number; readonly fixed: readonly number[]; readonly why: string };

const driver = (pname: number, ...minimum: number[]): LimitRow => ({ pname, driver: true, minimum });
const fixed = (pname: number, why: string, ...values: number[]): LimitRow => ({ pname, fixed: values, why });

export const IMPLEMENTATION_LIMITS: readonly LimitRow[] = [
  // Texture image units and image uniforms per stage (tables 23.57-23.62).
  driver(GL.MAX_VERTEX_TEXTURE_IMAGE_UNITS, 16), driver(GL.MAX_TESS_CONTROL_TEXTURE_IMAGE_UNITS, 16),
  driver(GL.MAX_TESS_EVALUATION_TEXTURE_IMAGE_UNITS, 16), driver(GL.MAX_GEOMETRY_TEXTURE_IMAGE_UNITS, 16),
  driver(GL.MAX_COMPUTE_TEXTURE_IMAGE_UNITS, 16),
  driver(GL.MAX_VERTEX_IMAGE_UNIFORMS, 0), driver(GL.MAX_TESS_CONTROL_IMAGE_UNIFORMS, 0),
  driver(GL.MAX_TESS_EVALUATION_IMAGE_UNIFORMS, 0), driver(GL.MAX_GEOMETRY_IMAGE_UNIFORMS, 0),
  driver(GL.MAX_FRAGMENT_IMAGE_UNIFORMS, 8), driver(GL.MAX_COMPUTE_IMAGE_UNIFORMS, 8), driver(GL.MAX_COMBINED_IMAGE_UNIFORMS, 8),
  fixed(GL.MAX_IMAGE_SAMPLES, 'GLES has no multisample images (no image2DMS in ESSL)', 0),
  // Storage blocks of the stages GLES bounds separately (GLES 3.1's vertex-stage minimum is 0, as GL 4.5's; no
  // lowering adds a vertex-stage block), and the combined count that bounds their sum.
  driver(GL.MAX_VERTEX_SHADER_STORAGE_BLOCKS, 0),
  driver(GL.MAX_GEOMETRY_SHADER_STORAGE_BLOCKS, 0), driver(GL.MAX_TESS_CONTROL_SHADER_STORAGE_BLOCKS, 0),
  driver(GL.MAX_TESS_EVALUATION_SHADER_STORAGE_BLOCKS, 0), driver(GL.MAX_COMBINED_SHADER_STORAGE_BLOCKS, 8),
  // The stage interface components from vertex to fragment (table 23.60 ff.; GLES 3.2 has the same pnames).
  driver(GL.MAX_VERTEX_OUTPUT_COMPONENTS, 64), driver(GL.MAX_GEOMETRY_INPUT_COMPONENTS, 64),
  driver(GL.MAX_GEOMETRY_OUTPUT_COMPONENTS, 128), driver(GL.MAX_FRAGMENT_INPUT_COMPONENTS, 128),
  // Combined uniform components per stage.
  driver(GL.MAX_COMBINED_VERTEX_UNIFORM_COMPONENTS, 0), driver(GL.MAX_COMBINED_TESS_CONTROL_UNIFORM_COMPONENTS, 0),
  driver(GL.MAX_COMBINED_TESS_EVALUATION_UNIFORM_COMPONENTS, 0), driver(GL.MAX_COMBINED_GEOMETRY_UNIFORM_COMPONENTS, 0),
  driver(GL.MAX_COMBINED_FRAGMENT_UNIFORM_COMPONENTS, 0), driver(GL.MAX_COMBINED_COMPUTE_UNIFORM_COMPONENTS, 0),
  // Tessellation (table 23.59).
  driver(GL.MAX_TESS_GEN_LEVEL, 64), driver(GL.MAX_TESS_PATCH_COMPONENTS, 120),
  driver(GL.MAX_TESS_CONTROL_INPUT_COMPONENTS, 128), driver(GL.MAX_TESS_CONTROL_OUTPUT_COMPONENTS, 128),
  driver(GL.MAX_TESS_CONTROL_TOTAL_OUTPUT_COMPONENTS, 4096), driver(GL.MAX_TESS_EVALUATION_INPUT_COMPONENTS, 128),
  driver(GL.MAX_TESS_EVALUATION_OUTPUT_COMPONENTS, 128),
  // Texel / gather / interpolation offsets (table 23.63).
  driver(GL.MIN_PROGRAM_TEXEL_OFFSET, -8), driver(GL.MAX_PROGRAM_TEXEL_OFFSET, 7),
  driver(GL.MIN_PROGRAM_TEXTURE_GATHER_OFFSET, -8), driver(GL.MAX_PROGRAM_TEXTURE_GATHER_OFFSET, 7),
  driver(GL.MIN_FRAGMENT_INTERPOLATION_OFFSET, -0.5), driver(GL.MAX_FRAGMENT_INTERPOLATION_OFFSET, 0.5),
  driver(GL.FRAGMENT_INTERPOLATION_OFFSET_BITS, 4),
  // Cull distances and dual-source blending: GLES extension pnames of the same value
  // (EXT_clip_cull_distance, EXT_blend_func_extended); 0 where the driver lacks the extension.
  driver(GL.MAX_CULL_DISTANCES, 8), driver(GL.MAX_COMBINED_CLIP_AND_CULL_DISTANCES, 8),
  driver(GL.MAX_DUAL_SOURCE_DRAW_BUFFERS, 1),
  driver(GL.MAX_SERVER_WAIT_TIMEOUT, 0),
  // Atomic counters: GLES 3.1 has them with the same pnames (the binding count is the front end's table,
  // a-query-registrations.ts). Minimums are GL 4.5's (table 23.66-23.69).
  driver(GL.MAX_VERTEX_ATOMIC_COUNTERS, 0), driver(GL.MAX_TESS_CONTROL_ATOMIC_COUNTERS, 0),
  driver(GL.MAX_TESS_EVALUATION_ATOMIC_COUNTERS, 0), driver(GL.MAX_GEOMETRY_ATOMIC_COUNTERS, 0),
  driver(GL.MAX_FRAGMENT_ATOMIC_COUNTERS, 8), driver(GL.MAX_COMPUTE_ATOMIC_COUNTERS, 8), driver(GL.MAX_COMBINED_ATOMIC_COUNTERS, 8),
  driver(GL.MAX_VERTEX_ATOMIC_COUNTER_BUFFERS, 0), driver(GL.MAX_TESS_CONTROL_ATOMIC_COUNTER_BUFFERS, 0),
  driver(GL.MAX_TESS_EVALUATION_ATOMIC_COUNTER_BUFFERS, 0), driver(GL.MAX_GEOMETRY_ATOMIC_COUNTER_BUFFERS, 0),
  driver(GL.MAX_FRAGMENT_ATOMIC_COUNTER_BUFFERS, 1), driver(GL.MAX_COMPUTE_ATOMIC_COUNTER_BUFFERS, 1),
  driver(GL.MAX_COMBINED_ATOMIC_COUNTER_BUFFERS, 1),
  driver(GL.MAX_ATOMIC_COUNTER_BUFFER_SIZE, 32),
  // Rasterization precision (table 23.53): the driver rasterizes, so its subpixel precision is ours.
  driver(GL.SUBPIXEL_BITS, 4),
  // The front end's own.
  fixed(GL.MIN_MAP_BUFFER_ALIGNMENT, 'a mapping is a view of the shadow copy at the mapped offset, so it is as aligned as the offset; 64 is GL 4.5 minimum', 64),
  fixed(GL.CONTEXT_RELEASE_BEHAVIOR, 'KHR_context_flush_control: releasing the context flushes (the default)', GL.CONTEXT_RELEASE_BEHAVIOR_FLUSH),
  fixed(GL.RESET_NOTIFICATION_STRATEGY, 'the context is not created robust: no reset notification', GL.NO_RESET_NOTIFICATION),
];

/** glslang's TBuiltInResource field for each atomic-counter limit (its gl_Max* constants and binding check). */
const SHADER_RESOURCE_PNAMES: ReadonlyArray<[keyof ShaderResources, number]> = [
  ['maxAtomicCounterBindings', GL.MAX_ATOMIC_COUNTER_BUFFER_BINDINGS],
  ['maxVertexAtomicCounters', GL.MAX_VERTEX_ATOMIC_COUNTERS], ['maxTessControlAtomicCounters', GL.MAX_TESS_CONTROL_ATOMIC_COUNTERS],
  ['maxTessEvaluationAtomicCounters', GL.MAX_TESS_EVALUATION_ATOMIC_COUNTERS], ['maxGeometryAtomicCounters', GL.MAX_GEOMETRY_ATOMIC_COUNTERS],
  ['maxFragmentAtomicCounters', GL.MAX_FRAGMENT_ATOMIC_COUNTERS], ['maxComputeAtomicCounters', GL.MAX_COMPUTE_ATOMIC_COUNTERS],
  ['maxCombinedAtomicCounters', GL.MAX_COMBINED_ATOMIC_COUNTERS],
  ['maxVertexAtomicCounterBuffers', GL.MAX_VERTEX_ATOMIC_COUNTER_BUFFERS],
  ['maxTessControlAtomicCounterBuffers', GL.MAX_TESS_CONTROL_ATOMIC_COUNTER_BUFFERS],
  ['maxTessEvaluationAtomicCounterBuffers', GL.MAX_TESS_EVALUATION_ATOMIC_COUNTER_BUFFERS],
  ['maxGeometryAtomicCounterBuffers', GL.MAX_GEOMETRY_ATOMIC_COUNTER_BUFFERS],
  ['maxFragmentAtomicCounterBuffers', GL.MAX_FRAGMENT_ATOMIC_COUNTER_BUFFERS],
  ['maxComputeAtomicCounterBuffers', GL.MAX_COMPUTE_ATOMIC_COUNTER_BUFFERS],
  ['maxCombinedAtomicCounterBuffers', GL.MAX_COMBINED_ATOMIC_COUNTER_BUFFERS],
  ['maxAtomicCounterBufferSize', GL.MAX_ATOMIC_COUNTER_BUFFER_SIZE],
];
const resourcesOf = new WeakMap<FrontEnd, ShaderResources>();

/** The limits the shader compiler checks and exposes as gl_Max* constants: the values getIntegerv answers. */
export function shaderResources(fe: FrontEnd): ShaderResources {
  let r = resourcesOf.get(fe);
  if (r === undefined) {
    r = {};
    for (const [field, pname] of SHADER_RESOURCE_PNAMES) {
      const v = fe.stateQueries.lookup(pname)?.query();
      if (v !== undefined && v.length > 0) r[field] = v[0];
    }
    resourcesOf.set(fe, r);
  }
  return r;
}

export function registerImplementationLimits(fe: FrontEnd): void {
  const q = fe.stateQueries;
  const reported = fe.caps.driverLimits;
  for (const row of IMPLEMENTATION_LIMITS) {
    if (q.lookup(row.pname) !== undefined) continue;
    let values: readonly number[];
    if ('fixed' in row) values = row.fixed;
    else if (reported === undefined) values = row.minimum;
    else values = reported.get(row.pname) ?? row.minimum.map(() => 0);
    q.RegisterQuery(row.pname, () => [...values]);
  }
}
