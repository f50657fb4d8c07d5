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
import type { FrontEnd } from '../front-end.ts';

export type LimitRow =
  | { readonly pname: number; readonly driver: true; readonly minimum: readonly number[] }
  | { readonly pname: number; readonly fixed: readonly number[]; readonly why: string };

const NO_ATOMIC_COUNTERS = 'atomic counters are not lowered to the GLES backend (SPIRV-Cross loses the atomic_uint type), so none can be used';

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
  // Storage blocks of the stages GLES bounds separately.
  driver(GL.MAX_GEOMETRY_SHADER_STORAGE_BLOCKS, 0), driver(GL.MAX_TESS_CONTROL_SHADER_STORAGE_BLOCKS, 0),
  driver(GL.MAX_TESS_EVALUATION_SHADER_STORAGE_BLOCKS, 0),
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
  // Atomic counters.
  fixed(GL.MAX_VERTEX_ATOMIC_COUNTERS, NO_ATOMIC_COUNTERS, 0), fixed(GL.MAX_TESS_CONTROL_ATOMIC_COUNTERS, NO_ATOMIC_COUNTERS, 0),
  fixed(GL.MAX_TESS_EVALUATION_ATOMIC_COUNTERS, NO_ATOMIC_COUNTERS, 0), fixed(GL.MAX_GEOMETRY_ATOMIC_COUNTERS, NO_ATOMIC_COUNTERS, 0),
  fixed(GL.MAX_FRAGMENT_ATOMIC_COUNTERS, NO_ATOMIC_COUNTERS, 0), fixed(GL.MAX_COMPUTE_ATOMIC_COUNTERS, NO_ATOMIC_COUNTERS, 0),
  fixed(GL.MAX_COMBINED_ATOMIC_COUNTERS, NO_ATOMIC_COUNTERS, 0),
  fixed(GL.MAX_VERTEX_ATOMIC_COUNTER_BUFFERS, NO_ATOMIC_COUNTERS, 0), fixed(GL.MAX_TESS_CONTROL_ATOMIC_COUNTER_BUFFERS, NO_ATOMIC_COUNTERS, 0),
  fixed(GL.MAX_TESS_EVALUATION_ATOMIC_COUNTER_BUFFERS, NO_ATOMIC_COUNTERS, 0), fixed(GL.MAX_GEOMETRY_ATOMIC_COUNTER_BUFFERS, NO_ATOMIC_COUNTERS, 0),
  fixed(GL.MAX_FRAGMENT_ATOMIC_COUNTER_BUFFERS, NO_ATOMIC_COUNTERS, 0), fixed(GL.MAX_COMPUTE_ATOMIC_COUNTER_BUFFERS, NO_ATOMIC_COUNTERS, 0),
  fixed(GL.MAX_COMBINED_ATOMIC_COUNTER_BUFFERS, NO_ATOMIC_COUNTERS, 0),
  fixed(GL.MAX_ATOMIC_COUNTER_BUFFER_SIZE, NO_ATOMIC_COUNTERS, 0),
  // The front end's own.
  fixed(GL.MIN_MAP_BUFFER_ALIGNMENT, 'a mapping is a view of the shadow copy at the mapped offset, so it is as aligned as the offset; 64 is GL 4.5 minimum', 64),
  fixed(GL.CONTEXT_RELEASE_BEHAVIOR, 'KHR_context_flush_control: releasing the context flushes (the default)', GL.CONTEXT_RELEASE_BEHAVIOR_FLUSH),
  fixed(GL.RESET_NOTIFICATION_STRATEGY, 'the context is not created robust: no reset notification', GL.NO_RESET_NOTIFICATION),
];

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
