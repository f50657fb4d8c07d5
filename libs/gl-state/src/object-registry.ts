// ObjectRegistry: every GL object namespace of a context, and the factories that create objects with
// the context's generations wired in (so an object's bump helpers can always reach its aggregate).
// Shaders and programs share one namespace, as in GL. Sync objects get names here only as handles.
// Deleting is two steps owned by GLContext: unbind from context state, then Release the name here.

import { GLTextureTarget } from '@mgpipe/value-types';
import type { ContextGenerations } from './context-generations.ts';
import { ObjectNamespace } from './object-namespace.ts';
import { Buffer } from './objects/buffer.ts';
import { Framebuffer } from './objects/framebuffer.ts';
import { Program } from './objects/program.ts';
import { ProgramPipeline } from './objects/program-pipeline.ts';
import { Query, Sync } from './objects/query-sync.ts';
import { Renderbuffer } from './objects/renderbuffer.ts';
import { Sampler } from './objects/sampler.ts';
import { Shader } from './objects/shader.ts';
import { Texture } from './objects/texture.ts';
import { TransformFeedback } from './objects/transform-feedback.ts';
import { VertexArray } from './objects/vertex-array.ts';

export class ObjectRegistry {
  readonly buffers = new ObjectNamespace<Buffer>();
  readonly textures = new ObjectNamespace<Texture>();
  readonly samplers = new ObjectNamespace<Sampler>();
  readonly framebuffers = new ObjectNamespace<Framebuffer>();
  readonly renderbuffers = new ObjectNamespace<Renderbuffer>();
  readonly vertexArrays = new ObjectNamespace<VertexArray>();
  readonly shaderPrograms = new ObjectNamespace<Shader | Program>();
  readonly programPipelines = new ObjectNamespace<ProgramPipeline>();
  readonly queries = new ObjectNamespace<Query>();
  readonly transformFeedbacks = new ObjectNamespace<TransformFeedback>();
  readonly syncs = new ObjectNamespace<Sync>();

  /**
   * Called with each Buffer right after it is constructed (MGPipe's buffers bit: the tracker assigns its handle and
   * sends resource_create there, seeds §4.2.1). Null: nobody listens.
   */
  onBufferCreated: ((buffer: Buffer) => void) | null = null;

  constructor(private readonly generations: ContextGenerations) {}

  // Each Create* makes the object for a name that AllocateName (glGen*) produced, or allocates one
  // (name undefined: glCreate*, glCreateShader, glFenceSync), records it and returns it.

  CreateBuffer(name = this.buffers.AllocateName()): Buffer {
    const o = new Buffer(name, this.generations);
    this.buffers.RecordObject(name, o);
    this.onBufferCreated?.(o);
    return o;
  }
  CreateTexture(target: number, name = this.textures.AllocateName()): Texture {
    const o = new Texture(name, target, faceCountOf(target), this.generations);
    this.textures.RecordObject(name, o);
    return o;
  }
  CreateSampler(name = this.samplers.AllocateName()): Sampler {
    const o = new Sampler(name, this.generations);
    this.samplers.RecordObject(name, o);
    return o;
  }
  CreateFramebuffer(name = this.framebuffers.AllocateName()): Framebuffer {
    const o = new Framebuffer(name, this.generations);
    this.framebuffers.RecordObject(name, o);
    return o;
  }
  CreateRenderbuffer(name = this.renderbuffers.AllocateName()): Renderbuffer {
    const o = new Renderbuffer(name, this.generations);
    this.renderbuffers.RecordObject(name, o);
    return o;
  }
  CreateVertexArray(name = this.vertexArrays.AllocateName()): VertexArray {
    const o = new VertexArray(name, this.generations);
    this.vertexArrays.RecordObject(name, o);
    return o;
  }
  CreateShader(type: number): Shader {
    const name = this.shaderPrograms.AllocateName();
    const o = new Shader(name, type);
    this.shaderPrograms.RecordObject(name, o);
    return o;
  }
  CreateProgram(): Program {
    const name = this.shaderPrograms.AllocateName();
    const o = new Program(name);
    this.shaderPrograms.RecordObject(name, o);
    return o;
  }
  CreateProgramPipeline(name = this.programPipelines.AllocateName()): ProgramPipeline {
    const o = new ProgramPipeline(name);
    this.programPipelines.RecordObject(name, o);
    return o;
  }
  CreateQuery(name = this.queries.AllocateName()): Query {
    const o = new Query(name);
    this.queries.RecordObject(name, o);
    return o;
  }
  CreateTransformFeedback(name = this.transformFeedbacks.AllocateName()): TransformFeedback {
    const o = new TransformFeedback(name);
    this.transformFeedbacks.RecordObject(name, o);
    return o;
  }
  CreateSync(): Sync {
    const name = this.syncs.AllocateName();
    const o = new Sync(name);
    this.syncs.RecordObject(name, o);
    return o;
  }

  GetShader(name: number): Shader | null {
    const o = this.shaderPrograms.Get(name);
    return o instanceof Shader ? o : null;
  }
  GetProgram(name: number): Program | null {
    const o = this.shaderPrograms.Get(name);
    return o instanceof Program ? o : null;
  }
}

export function faceCountOf(target: number): 1 | 6 {
  return target === GLTextureTarget.TEXTURE_CUBE_MAP ? 6 : 1;
}
