// Shutter readers: every counter name the dirty-bit list uses (libs/gl-state/COUNTERS.md spelling) → how to
// read it from a GLContext. Per-object counters read the currently bound object (-1 when none); switching the
// object moves GLContext.objectBindingVersion, which the same rows list, so comparing each counter separately
// (never their sum: two objects' counters can cancel) is enough. A test checks every name in DIRTY_BITS has a
// reader here.

import type { GLContext } from '@mgpipe/gl-state';

export type CounterReader = (ctx: GLContext) => number;

export const COUNTER_READERS: Readonly<Record<string, CounterReader>> = {
  // context generations (object-group aggregates: one compare closes the whole group)
  'generations.anyFboAttachment': (c) => c.generations.anyFboAttachment,
  'generations.anyTextureContent': (c) => c.generations.anyTextureContent,
  'generations.anyTextureParams': (c) => c.generations.anyTextureParams,
  'generations.textureBind': (c) => c.generations.textureBind,
  'generations.samplingResolution': (c) => c.generations.samplingResolution,
  'generations.anyBufferChange': (c) => c.generations.anyBufferChange,
  'generations.anyVaoAttribute': (c) => c.generations.anyVaoAttribute,
  // context counters
  'GLContext.objectBindingVersion': (c) => c.objectBindingVersion,
  'GLContext.vertexAttribDefaultsVersion': (c) => c.vertexAttribDefaultsVersion,
  'GLContext.patchVersion': (c) => c.patchVersion,
  'GLContext.pixelStoreVersion': (c) => c.pixelStoreVersion,
  'RenderState.pipelineStateVersion': (c) => c.renderState.pipelineStateVersion,
  'RenderState.version': (c) => c.renderState.version,
  'TextureState.imageUnitVersion': (c) => c.textures.imageUnitVersion,
  // bound objects
  // The draw framebuffer's; a read-framebuffer change moves generations.anyFboAttachment (same row).
  'Framebuffer.objectVersion': (c) => c.drawFramebuffer.objectVersion,
  'Program.linkVersion': (c) => c.program?.linkVersion ?? -1,
  // The bound pipeline's: useProgramStages changes what draws run without moving any program's counters.
  'ProgramPipeline.version': (c) => c.programPipeline?.version ?? -1,
  'Program.backendStateVersion': (c) => c.program?.backendStateVersion ?? -1,
  'Program.blockBindingVersion': (c) => c.program?.blockBindingVersion ?? -1,
  'Program.uniformWriteSetVersion': (c) => c.program?.uniformWriteSetVersion ?? -1,
  'Program.uboContentVersion': (c) => c.program?.uboContentVersion ?? -1,
  // Sampler.paramsVersion of every bound sampler: its aggregate is samplingResolution (Sampler.BumpParamsVersion
  // bumps it), which is the O(1) form of "did any bound sampler change".
  'Sampler.paramsVersion': (c) => c.generations.samplingResolution,
  'VertexArray.configVersion': (c) => c.vertexArray.configVersion,
  'VertexArray.elementBufferVersion': (c) => c.vertexArray.elementBufferVersion,
  'IndexedBindingTable.version(uniform)': (c) => c.buffers.uniform.version,
  'IndexedBindingTable.version(shaderStorage)': (c) => c.buffers.shaderStorage.version,
  'IndexedBindingTable.version(atomicCounter)': (c) => c.buffers.atomicCounter.version,
  'TransformFeedback.bindings.version': (c) => c.transformFeedback.bindings.version,
};
