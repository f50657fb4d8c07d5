// The state-query pnames of area A's state (GL 4.5 tables 23.4 ff.): render state, buffer and VAO
// bindings, indexed buffer ranges, vertex binding points, and the limits / version values of this area.
// Registered once per FrontEnd; each query reads the live state when asked.
import { GenericBufferSlot, type Buffer, type IndexedBindingTable, WHOLE_BUFFER } from '@mgpipe/gl-state';
import { GL, MAX_DRAW_BUFFERS, MAX_VERTEX_ATTRIB_BINDINGS, MAX_VIEWPORTS, RS, RenderStateCap, renderStateCapBit, type RenderStateField } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import {
  MAX_ATOMIC_COUNTER_BUFFER_BINDINGS, MAX_PATCH_VERTICES, MAX_VERTEX_ATTRIB_RELATIVE_OFFSET, MAX_VERTEX_ATTRIB_STRIDE,
  VIEWPORT_BOUNDS_MAX, VIEWPORT_BOUNDS_MIN, type AreaAState,
} from './a-common.ts';
import { indexedBindingCount, indexedTable } from './a-buffers.ts';
import { advertisedExtensions } from './a-extensions.ts';
import { SHADING_LANGUAGE_VERSIONS } from './a-state-queries.ts';
import { maxViewportDim } from './a-viewport-state.ts';

const CAPS = [
  GL.DEPTH_TEST, GL.STENCIL_TEST, GL.CULL_FACE, GL.DITHER, GL.RASTERIZER_DISCARD, GL.MULTISAMPLE, GL.COLOR_LOGIC_OP,
  GL.FRAMEBUFFER_SRGB, GL.TEXTURE_CUBE_MAP_SEAMLESS, GL.PROGRAM_POINT_SIZE, GL.DEPTH_CLAMP, GL.POLYGON_OFFSET_FILL,
  GL.POLYGON_OFFSET_LINE, GL.POLYGON_OFFSET_POINT, GL.PRIMITIVE_RESTART, GL.PRIMITIVE_RESTART_FIXED_INDEX,
  GL.SAMPLE_ALPHA_TO_COVERAGE, GL.SAMPLE_ALPHA_TO_ONE, GL.SAMPLE_COVERAGE, GL.SAMPLE_SHADING, GL.SAMPLE_MASK,
  GL.LINE_SMOOTH, GL.POLYGON_SMOOTH,
];

const GENERIC_BINDINGS: readonly (readonly [number, number])[] = [
  [GL.ARRAY_BUFFER_BINDING, GenericBufferSlot.Array],
  [GL.PIXEL_PACK_BUFFER_BINDING, GenericBufferSlot.PixelPack],
  [GL.PIXEL_UNPACK_BUFFER_BINDING, GenericBufferSlot.PixelUnpack],
  [GL.UNIFORM_BUFFER_BINDING, GenericBufferSlot.Uniform],
  [GL.TEXTURE_BUFFER_BINDING, GenericBufferSlot.Texture],
  [GL.TRANSFORM_FEEDBACK_BUFFER_BINDING, GenericBufferSlot.TransformFeedback],
  [GL.COPY_READ_BUFFER_BINDING, GenericBufferSlot.CopyRead],
  [GL.COPY_WRITE_BUFFER_BINDING, GenericBufferSlot.CopyWrite],
  [GL.DRAW_INDIRECT_BUFFER_BINDING, GenericBufferSlot.DrawIndirect],
  [GL.SHADER_STORAGE_BUFFER_BINDING, GenericBufferSlot.ShaderStorage],
  [GL.DISPATCH_INDIRECT_BUFFER_BINDING, GenericBufferSlot.DispatchIndirect],
  [GL.QUERY_BUFFER_BINDING, GenericBufferSlot.Query],
  [GL.ATOMIC_COUNTER_BUFFER_BINDING, GenericBufferSlot.AtomicCounter],
  [GL.PARAMETER_BUFFER_BINDING, GenericBufferSlot.Parameter],
];

/** [binding pname, start pname, size pname, target] of the indexed buffer bindings. */
const INDEXED_BINDINGS: readonly (readonly [number, number, number, number])[] = [
  [GL.UNIFORM_BUFFER_BINDING, GL.UNIFORM_BUFFER_START, GL.UNIFORM_BUFFER_SIZE, GL.UNIFORM_BUFFER],
  [GL.SHADER_STORAGE_BUFFER_BINDING, GL.SHADER_STORAGE_BUFFER_START, GL.SHADER_STORAGE_BUFFER_SIZE, GL.SHADER_STORAGE_BUFFER],
  [GL.ATOMIC_COUNTER_BUFFER_BINDING, GL.ATOMIC_COUNTER_BUFFER_START, GL.ATOMIC_COUNTER_BUFFER_SIZE, GL.ATOMIC_COUNTER_BUFFER],
  [GL.TRANSFORM_FEEDBACK_BUFFER_BINDING, GL.TRANSFORM_FEEDBACK_BUFFER_START, GL.TRANSFORM_FEEDBACK_BUFFER_SIZE, GL.TRANSFORM_FEEDBACK_BUFFER],
];

function nameOf(b: Buffer | null): number {
  return b === null ? 0 : b.name;
}

export function registerAreaAQueries(fe: FrontEnd, area: AreaAState): void {
  const reg = fe.stateQueries;
  const st = fe.state;
  const p = st.renderState.params;
  const one = (pname: number, f: () => number) => reg.RegisterQuery(pname, () => [f()]);
  const constant = (pname: number, ...values: number[]) => reg.RegisterQuery(pname, () => values);
  const field = (pname: number, f: RenderStateField, index = 0) => one(pname, () => p.get(f, index));
  const fieldN = (pname: number, f: RenderStateField, n: number, normalized = false) =>
    reg.RegisterQuery(pname, () => { const out: number[] = []; for (let i = 0; i < n; i++) out.push(p.get(f, i)); return out; }, { normalized });
  const perDrawBuffer = (pname: number, f: RenderStateField) => {
    field(pname, f);
    reg.RegisterIndexedQuery(pname, (i) => (i < MAX_DRAW_BUFFERS ? [p.get(f, i)] : null));
  };
  const maskBits = (m: number) => [m & 1, (m >> 1) & 1, (m >> 2) & 1, (m >> 3) & 1];

  // ---- capabilities ----
  for (const cap of CAPS) {
    const bit = renderStateCapBit(cap);
    one(cap, () => (p.getCap(bit) ? 1 : 0));
  }
  one(GL.BLEND, () => p.get(RS.blendEnable, 0));
  reg.RegisterIndexedQuery(GL.BLEND, (i) => (i < MAX_DRAW_BUFFERS ? [p.get(RS.blendEnable, i)] : null));
  one(GL.SCISSOR_TEST, () => (p.getCap(RenderStateCap.ScissorTest0) ? 1 : 0));
  one(GL.DEBUG_OUTPUT, () => (area.debugOutput ? 1 : 0));
  one(GL.DEBUG_OUTPUT_SYNCHRONOUS, () => (area.debugOutputSynchronous ? 1 : 0));
  reg.RegisterIndexedQuery(GL.SCISSOR_TEST, (i) => (i < MAX_VIEWPORTS ? [p.getCap(RenderStateCap.ScissorTest0 + i) ? 1 : 0] : null));
  for (let c = 0; c < fe.caps.maxClipDistances; c++) one(GL.CLIP_DISTANCE0 + c, () => (p.get(RS.clipDistanceMask) >> c) & 1);

  // ---- blend, color mask, logic op ----
  perDrawBuffer(GL.BLEND_SRC_RGB, RS.blendSrcRgb);
  perDrawBuffer(GL.BLEND_DST_RGB, RS.blendDstRgb);
  perDrawBuffer(GL.BLEND_SRC_ALPHA, RS.blendSrcAlpha);
  perDrawBuffer(GL.BLEND_DST_ALPHA, RS.blendDstAlpha);
  // The GL 1.x names, kept in core: draw buffer 0's RGB factors (as Mesa answers them; not indexed).
  field(GL.BLEND_SRC, RS.blendSrcRgb);
  field(GL.BLEND_DST, RS.blendDstRgb);
  perDrawBuffer(GL.BLEND_EQUATION_RGB, RS.blendEquationRgb);
  perDrawBuffer(GL.BLEND_EQUATION_ALPHA, RS.blendEquationAlpha);
  fieldN(GL.BLEND_COLOR, RS.blendColor, 4, true);
  reg.RegisterQuery(GL.COLOR_WRITEMASK, () => maskBits(p.get(RS.colorMask, 0)));
  reg.RegisterIndexedQuery(GL.COLOR_WRITEMASK, (i) => (i < MAX_DRAW_BUFFERS ? maskBits(p.get(RS.colorMask, i)) : null));
  field(GL.LOGIC_OP_MODE, RS.logicOp);

  // ---- depth / stencil ----
  field(GL.DEPTH_FUNC, RS.depthFunc);
  field(GL.DEPTH_WRITEMASK, RS.depthWriteMask);
  fieldN(GL.DEPTH_RANGE, RS.depthRange, 2, true);
  reg.RegisterIndexedQuery(GL.DEPTH_RANGE, (i) => (i < MAX_VIEWPORTS ? [p.get(RS.depthRange, i * 2), p.get(RS.depthRange, i * 2 + 1)] : null));
  reg.RegisterQuery(GL.DEPTH_CLEAR_VALUE, () => [p.get(RS.clearDepth)], { normalized: true });
  const stencil: readonly (readonly [number, number, RenderStateField])[] = [
    [GL.STENCIL_FUNC, GL.STENCIL_BACK_FUNC, RS.stencilFunc],
    [GL.STENCIL_VALUE_MASK, GL.STENCIL_BACK_VALUE_MASK, RS.stencilValueMask],
    [GL.STENCIL_REF, GL.STENCIL_BACK_REF, RS.stencilRef],
    [GL.STENCIL_FAIL, GL.STENCIL_BACK_FAIL, RS.stencilFail],
    [GL.STENCIL_PASS_DEPTH_FAIL, GL.STENCIL_BACK_PASS_DEPTH_FAIL, RS.stencilDepthFail],
    [GL.STENCIL_PASS_DEPTH_PASS, GL.STENCIL_BACK_PASS_DEPTH_PASS, RS.stencilDepthPass],
    [GL.STENCIL_WRITEMASK, GL.STENCIL_BACK_WRITEMASK, RS.stencilWriteMask],
  ];
  for (const [front, back, f] of stencil) {
    field(front, f, 0);
    field(back, f, 1);
  }
  field(GL.STENCIL_CLEAR_VALUE, RS.clearStencil);

  // ---- rasterization ----
  field(GL.CULL_FACE_MODE, RS.cullFaceMode);
  field(GL.FRONT_FACE, RS.frontFace);
  reg.RegisterQuery(GL.POLYGON_MODE, () => [p.get(RS.polygonMode), p.get(RS.polygonMode)]);
  field(GL.PROVOKING_VERTEX, RS.provokingVertex);
  field(GL.POINT_SPRITE_COORD_ORIGIN, RS.pointSpriteCoordOrigin);
  field(GL.POLYGON_OFFSET_FACTOR, RS.polygonOffsetFactor);
  field(GL.POLYGON_OFFSET_UNITS, RS.polygonOffsetUnits);
  field(GL.POLYGON_OFFSET_CLAMP, RS.polygonOffsetClamp);
  field(GL.LINE_WIDTH, RS.lineWidth);
  field(GL.POINT_SIZE, RS.pointSize);
  field(GL.POINT_FADE_THRESHOLD_SIZE, RS.pointFadeThresholdSize);
  field(GL.PRIMITIVE_RESTART_INDEX, RS.primitiveRestartIndex);
  field(GL.SAMPLE_COVERAGE_VALUE, RS.sampleCoverageValue);
  field(GL.SAMPLE_COVERAGE_INVERT, RS.sampleCoverageInvert);
  field(GL.MIN_SAMPLE_SHADING_VALUE, RS.minSampleShading);
  reg.RegisterIndexedQuery(GL.SAMPLE_MASK_VALUE, (i) => (i < 1 ? [p.get(RS.sampleMask, i)] : null));
  field(GL.LINE_SMOOTH_HINT, RS.hints, 0);
  field(GL.POLYGON_SMOOTH_HINT, RS.hints, 1);
  field(GL.TEXTURE_COMPRESSION_HINT, RS.hints, 2);
  field(GL.FRAGMENT_SHADER_DERIVATIVE_HINT, RS.hints, 3);
  one(GL.CLAMP_READ_COLOR, () => area.clampReadColor);
  one(GL.CLIP_ORIGIN, () => area.clipOrigin);
  one(GL.CLIP_DEPTH_MODE, () => area.clipDepthMode);

  // ---- viewports, scissors, clear values, patches ----
  const box = (f: RenderStateField, i: number) => [p.get(f, i * 4), p.get(f, i * 4 + 1), p.get(f, i * 4 + 2), p.get(f, i * 4 + 3)];
  reg.RegisterQuery(GL.VIEWPORT, () => box(RS.viewport, 0));
  reg.RegisterIndexedQuery(GL.VIEWPORT, (i) => (i < MAX_VIEWPORTS ? box(RS.viewport, i) : null));
  reg.RegisterQuery(GL.SCISSOR_BOX, () => box(RS.scissorBox, 0));
  reg.RegisterIndexedQuery(GL.SCISSOR_BOX, (i) => (i < MAX_VIEWPORTS ? box(RS.scissorBox, i) : null));
  fieldN(GL.COLOR_CLEAR_VALUE, RS.clearColor, 4, true);
  one(GL.PATCH_VERTICES, () => st.patchVertices);
  reg.RegisterQuery(GL.PATCH_DEFAULT_OUTER_LEVEL, () => st.patchDefaultOuterLevel);
  reg.RegisterQuery(GL.PATCH_DEFAULT_INNER_LEVEL, () => st.patchDefaultInnerLevel);

  // ---- buffer and vertex array bindings ----
  for (const [pname, slot] of GENERIC_BINDINGS) one(pname, () => nameOf(st.buffers.GetBound(slot)));
  one(GL.ELEMENT_ARRAY_BUFFER_BINDING, () => nameOf(st.vertexArray.elementBuffer));
  one(GL.VERTEX_ARRAY_BINDING, () => st.vertexArray.name);
  // GL 4.5 §6.8: START and SIZE read 0 for a binding made by BindBufferBase (and for an empty slot);
  // the live whole-buffer size is what backends resolve (IndexedBindingTable.ResolveSize).
  for (const [binding, start, size, target] of INDEXED_BINDINGS) {
    const table = (): IndexedBindingTable => indexedTable(fe, target);
    const inRange = (i: number) => i < indexedBindingCount(fe, target);
    reg.RegisterIndexedQuery(binding, (i) => (inRange(i) ? [nameOf(table().GetBuffer(i))] : null));
    reg.RegisterIndexedQuery(start, (i) => (inRange(i) ? [table().GetStoredSize(i) === WHOLE_BUFFER ? 0 : table().GetOffset(i)] : null));
    reg.RegisterIndexedQuery(size, (i) => (inRange(i) ? [Math.max(0, table().GetStoredSize(i))] : null));
  }
  const binding = (i: number) => (i < MAX_VERTEX_ATTRIB_BINDINGS ? st.vertexArray.bindings[i] : null);
  reg.RegisterIndexedQuery(GL.VERTEX_BINDING_BUFFER, (i) => { const b = binding(i); return b === null ? null : [b.bufferName]; });
  reg.RegisterIndexedQuery(GL.VERTEX_BINDING_OFFSET, (i) => { const b = binding(i); return b === null ? null : [b.offset]; });
  reg.RegisterIndexedQuery(GL.VERTEX_BINDING_STRIDE, (i) => { const b = binding(i); return b === null ? null : [b.stride]; });
  reg.RegisterIndexedQuery(GL.VERTEX_BINDING_DIVISOR, (i) => { const b = binding(i); return b === null ? null : [b.divisor]; });

  // ---- limits and version (this area's) ----
  const caps = fe.caps;
  const dim = maxViewportDim(fe);
  constant(GL.MAJOR_VERSION, 4);
  constant(GL.MINOR_VERSION, 5);
  constant(GL.CONTEXT_PROFILE_MASK, GL.CONTEXT_CORE_PROFILE_BIT);
  constant(GL.CONTEXT_FLAGS, 0);
  constant(GL.NUM_EXTENSIONS, advertisedExtensions(caps).length);
  constant(GL.NUM_SHADING_LANGUAGE_VERSIONS, SHADING_LANGUAGE_VERSIONS.length);
  constant(GL.MAX_VERTEX_ATTRIBS, caps.maxVertexAttribs);
  constant(GL.MAX_VERTEX_ATTRIB_BINDINGS, MAX_VERTEX_ATTRIB_BINDINGS);
  constant(GL.MAX_VERTEX_ATTRIB_RELATIVE_OFFSET, MAX_VERTEX_ATTRIB_RELATIVE_OFFSET);
  constant(GL.MAX_VERTEX_ATTRIB_STRIDE, MAX_VERTEX_ATTRIB_STRIDE);
  constant(GL.MAX_ELEMENTS_VERTICES, 0x7fffffff);
  constant(GL.MAX_ELEMENTS_INDICES, 0x7fffffff);
  constant(GL.MAX_ELEMENT_INDEX, 0xffffffff);
  constant(GL.MAX_VIEWPORTS, Math.min(caps.maxViewports, MAX_VIEWPORTS));
  constant(GL.MAX_VIEWPORT_DIMS, dim, dim);
  constant(GL.VIEWPORT_BOUNDS_RANGE, VIEWPORT_BOUNDS_MIN, VIEWPORT_BOUNDS_MAX);
  constant(GL.VIEWPORT_SUBPIXEL_BITS, 0);
  constant(GL.LAYER_PROVOKING_VERTEX, GL.UNDEFINED_VERTEX);
  constant(GL.VIEWPORT_INDEX_PROVOKING_VERTEX, GL.UNDEFINED_VERTEX);
  constant(GL.MAX_CLIP_DISTANCES, caps.maxClipDistances);
  constant(GL.MAX_UNIFORM_BUFFER_BINDINGS, indexedBindingCount(fe, GL.UNIFORM_BUFFER));
  constant(GL.MAX_SHADER_STORAGE_BUFFER_BINDINGS, indexedBindingCount(fe, GL.SHADER_STORAGE_BUFFER));
  constant(GL.MAX_ATOMIC_COUNTER_BUFFER_BINDINGS, MAX_ATOMIC_COUNTER_BUFFER_BINDINGS);
  constant(GL.MAX_TRANSFORM_FEEDBACK_BUFFERS, indexedBindingCount(fe, GL.TRANSFORM_FEEDBACK_BUFFER));
  constant(GL.UNIFORM_BUFFER_OFFSET_ALIGNMENT, caps.uniformBufferOffsetAlignment);
  constant(GL.SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT, caps.shaderStorageBufferOffsetAlignment);
  constant(GL.MAX_SAMPLE_MASK_WORDS, 1);
  constant(GL.MAX_PATCH_VERTICES, MAX_PATCH_VERTICES);
  constant(GL.ALIASED_LINE_WIDTH_RANGE, 1, 1);
  constant(GL.SMOOTH_LINE_WIDTH_RANGE, 1, 1);
  constant(GL.SMOOTH_LINE_WIDTH_GRANULARITY, 0.125);
  constant(GL.POINT_SIZE_RANGE, 1, 64);
  constant(GL.POINT_SIZE_GRANULARITY, 0.125);
  constant(GL.PRIMITIVE_RESTART_FOR_PATCHES_SUPPORTED, 0);
}
