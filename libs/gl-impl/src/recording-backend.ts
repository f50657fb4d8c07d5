// The backend used when none is attached: it renders nothing and records every verb and buffer op it was
// asked for, so tests can see what the front end decided to call and with what. Its caps are the GL 4.5
// core minimum maxima (GL 4.5 core, table 23.53 ff.), so front-end validation tests see spec limits.
import type { Buffer, GLContext } from '@mgpipe/gl-state';
import type { LegacyBackend, LegacyBackendVerbs, LegacyBufferOps, LegacyCaps } from './legacy-backend.ts';

export interface RecordedCall {
  verb: string;
  args: unknown[];
}

export const GL45_MINIMUM_CAPS: LegacyCaps = {
  maxTextureSize: 16384,
  max3DTextureSize: 2048,
  maxArrayTextureLayers: 2048,
  maxCubeMapTextureSize: 16384,
  maxRenderbufferSize: 16384,
  maxSamples: 4,
  maxColorAttachments: 8,
  maxDrawBuffers: 8,
  maxViewports: 16,
  maxClipDistances: 8,
  maxVertexAttribs: 16,
  maxUniformBufferBindings: 84,
  maxShaderStorageBufferBindings: 8,
  maxTransformFeedbackBuffers: 4,
  maxImageUnits: 8,
  maxComputeWorkGroupCount: [65535, 65535, 65535],
  maxComputeWorkGroupSize: [1024, 1024, 64],
  maxComputeWorkGroupInvocations: 1024,
  uniformBufferOffsetAlignment: 256,
  shaderStorageBufferOffsetAlignment: 256,
  renderer: 'MGPipe recording backend',
};

const VERB_NAMES: (keyof LegacyBackendVerbs)[] = [
  'draw', 'drawIndirect', 'drawIndirectCount', 'drawTransformFeedback', 'dispatchCompute', 'dispatchComputeIndirect',
  'clear', 'clearBuffer', 'blitFramebuffer', 'copyImageSubData', 'copyTexSubImage', 'readPixels', 'getTexImage',
  'generateMipmap', 'beginTransformFeedback', 'endTransformFeedback', 'pauseTransformFeedback',
  'resumeTransformFeedback', 'beginQuery', 'endQuery', 'queryCounter', 'getQueryResult', 'deleteQuery', 'fenceSync',
  'clientWaitSync', 'waitSync', 'deleteSync', 'memoryBarrier', 'textureBarrier', 'flush', 'finish', 'programLinked',
];

/** Results the recording backend gives for verbs that answer something. */
const ANSWERS: Partial<Record<keyof LegacyBackendVerbs, unknown>> = {
  getQueryResult: 0,
  clientWaitSync: 0x911a, // ALREADY_SIGNALED: nothing is ever in flight here
};

export class RecordingBackend implements LegacyBackend {
  readonly name = 'recording';
  readonly calls: RecordedCall[] = [];
  readonly verbs: LegacyBackendVerbs;
  readonly bufferOps: LegacyBufferOps;
  context: GLContext | null = null;

  constructor(private readonly capsRecord: LegacyCaps = GL45_MINIMUM_CAPS) {
    const verbs: Record<string, (...args: unknown[]) => unknown> = {};
    for (const verb of VERB_NAMES) {
      verbs[verb] = (...args: unknown[]) => {
        // Draw records are reused by the front end (no per-draw allocation): copy what is recorded.
        this.calls.push({ verb, args: args.map((a) => (typeof a === 'object' && a !== null && !ArrayBuffer.isView(a) ? { ...a } : a)) });
        return ANSWERS[verb];
      };
    }
    this.verbs = verbs as unknown as LegacyBackendVerbs;
    const op = (name: string) => (...args: unknown[]) => {
      this.calls.push({ verb: `buffer.${name}`, args: args.map((a) => ((a as Buffer)?.name !== undefined ? (a as Buffer).name : a)) });
    };
    this.bufferOps = {
      onBufferStorage: op('storage'),
      onBufferSubData: op('subData'),
      onCopyBufferSubData: op('copy'),
      onMappedWrite: op('mappedWrite'),
      onDelete: op('delete'),
    };
  }

  caps(): LegacyCaps {
    return this.capsRecord;
  }
  attach(context: GLContext): void {
    this.context = context;
  }
  makeCurrent(): void {
    // No driver context: nothing to make current.
  }
  destroy(): void {
    // Owns no driver resources.
  }

  /** Recorded calls of one verb, in order. */
  callsOf(verb: string): unknown[][] {
    return this.calls.filter((c) => c.verb === verb).map((c) => c.args);
  }
}
