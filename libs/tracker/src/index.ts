// @mgpipe/tracker: the client-side state tracker (seeds §5): validate-for-verb over the dirty-bit list, CSO
// caches, set-hash suppressors, slot allocators, and the counters MOBILEGL_PIPE_STATS prints.
export { DIRTY_BITS, DirtyBit, dirtyMask, VERB_CLASS_DIRTY_MASK, dirtyMaskOfSubsystems, type DirtyBitName, type DirtyBitRow, type DirtyGroupKind } from './dirty-bits.ts';
export { TRACKER_VERB_CLASS_NAMES, TrackerVerbClass, type TrackerVerbClassName } from './verb-class.ts';
export { COUNTER_READERS, type CounterReader } from './counters.ts';
export { SlotAllocator } from './slot-allocator.ts';
export { CsoCache, CSO_CAPACITY } from './cso-cache.ts';
export { SetHasher, SetHashSuppressor, SuppressedSet } from './set-hash.ts';
export { PipeStats } from './pipe-stats.ts';
export { PipeEmitter, monolithPipeContext, type Asker, type Sender } from './pipe-emitter.ts';
export { RecordingPipeContext, type RecordedCall } from './recording-pipe-context.ts';
export { ObjectHandles } from './object-handles.ts';
export { RenderStateEmitter, PIPELINE_SUBSET_BYTES } from './render-state-emitter.ts';
export { MGPipeTracker, EMITTERS, pushedDirtyMask, type TrackerOptions } from './tracker.ts';
export { BufferResources } from './buffer-resources.ts';
export { BufferWriteback, type BufferWritebackStats } from './buffer-writeback.ts';
export { VertexElementsEmitter, VERTEX_ELEMENTS_WORDS } from './vertex-elements-emitter.ts';
export { ProgramEmitters } from './program-emitters.ts';
export { DrawVboEmitter, type TrackerDraw } from './draw-emitter.ts';
export { XfbCounter } from './xfb-counter.ts';
export { XfbAccounting, primitivesOf, verticesPerPrimitive } from './xfb-accounting.ts';
export { TextureResources, resourceTargetOf } from './texture-resources.ts';
export { TextureUploadShape, MAX_UPLOAD_REGIONS, type DirtyRegionView, type LevelShadowLayout } from './texture-upload-shape.ts';
export { SamplerViewEmitters, TEXTURE_TARGETS } from './sampler-view-emitters.ts';
export { FramebufferEmitters } from './framebuffer-emitters.ts';
export { BlitEmitter, ClearEmitter, type ClearValueKind } from './framebuffer-verb-emitters.ts';
export { ComputeSyncEmitters, FLUSH_FINISH } from './compute-sync-emitters.ts';
export { ReadbackEmitter, type PackedImages, type PackedRows } from './readback-emitters.ts';
export { RenderbufferResources } from './renderbuffer-resources.ts';
