// @mgpipe/gl-state: the GL context and its objects (seeds §2, §5.2). Depends only on value-types.
// Read context-generations.ts first: it states the counter contract every other file follows.
export * from './lifetime-id.ts';
export * from './name-generator.ts';
export * from './object-namespace.ts';
export * from './context-generations.ts';
export * from './error-latch.ts';
export * from './render-state.ts';
export * from './indexed-bindings.ts';
export * from './buffer-state.ts';
export * from './texture-state.ts';
export * from './sampler-parameter-write.ts';
export * from './object-registry.ts';
export * from './gl-context.ts';
export * from './method-prefixes.ts';
export * from './objects/gl-object.ts';
export * from './objects/buffer.ts';
export * from './objects/dirty-region.ts';
export * from './objects/texture.ts';
export * from './objects/sampler.ts';
export * from './objects/renderbuffer.ts';
export * from './objects/vertex-array.ts';
export * from './objects/framebuffer.ts';
export * from './objects/shader.ts';
export * from './objects/program.ts';
export * from './objects/program-pipeline.ts';
export * from './objects/query-sync.ts';
export * from './objects/transform-feedback.ts';
