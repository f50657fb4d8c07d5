// GlesDevice: everything the backend's commands share — the driver entry points (native, or the
// recording wrapper), the binding shadows, the render-state mirror, the six twin registries with their GC,
// the streaming buffer, capabilities and workarounds, the GLContext the backend pulls from, and `inputs`:
// MGB_CTX for the value subsystems (state/pipe-inputs.ts: the context, an alias copy, or pushed state).
import type { GLContext } from '@mgpipe/gl-state';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import type { Capabilities, Workarounds } from './capabilities.ts';
import { BackendBuffer, type FrontBuffer } from './resources/backend-buffer.ts';
import { BackendFramebuffer, BackendRenderbuffer, type AttachmentResolver, type FrontFramebuffer, type FrontRenderbuffer } from './resources/backend-framebuffer.ts';
import { BackendProgram, type FrontProgram, type LogSink } from './resources/backend-program.ts';
import { BackendSampler, type FrontSampler } from './resources/backend-sampler.ts';
import { BackendTexture, type FrontTexture } from './resources/backend-texture.ts';
import { BackendVertexArray, type FrontVertexArray } from './resources/backend-vertex-array.ts';
import { GC_DRAW_INTERVAL, TwinRegistry } from './resources/twin-registry.ts';
import { StreamBuffer } from './lowering/stream-buffer.ts';
import { DriverBindings } from './state/driver-bindings.ts';
import { PipeInputs } from './state/pipe-inputs.ts';
import { RenderStateMirror } from './state/render-state-mirror.ts';

/** Per-backend statistics (MOBILEGL_PIPE_STATS-style; read by tests and the CLI). */
export interface BackendStats {
  draws: number;
  /** Draws replayed or rewritten by a lowering, by lowering name. */
  lowered: Record<string, number>;
  gcSweeps: number;
  twinsCollected: number;
}

export class GlesDevice implements AttachmentResolver {
  readonly bindings: DriverBindings;
  readonly mirror: RenderStateMirror;
  readonly stream: StreamBuffer;
  ctx!: GLContext;
  readonly stats: BackendStats = { draws: 0, lowered: {}, gcSweeps: 0, twinsCollected: 0 };
  private drawsSinceSweep = 0;

  readonly buffers: TwinRegistry<FrontBuffer, BackendBuffer>;
  readonly textures: TwinRegistry<FrontTexture, BackendTexture>;
  readonly samplers: TwinRegistry<FrontSampler, BackendSampler>;
  readonly framebuffers: TwinRegistry<FrontFramebuffer, BackendFramebuffer>;
  readonly renderbuffers: TwinRegistry<FrontRenderbuffer, BackendRenderbuffer>;
  readonly programs: TwinRegistry<FrontProgram, BackendProgram>;
  readonly vertexArrays: TwinRegistry<FrontVertexArray, BackendVertexArray>;

  constructor(readonly gl: GLEntryPoints, readonly caps: Capabilities, readonly workarounds: Workarounds, readonly log: LogSink,
    readonly inputs: PipeInputs) {
    this.bindings = new DriverBindings(gl);
    this.mirror = new RenderStateMirror(gl, caps);
    // Phase C: the pipeline part of the render-state sync keyed by CSO handle (off under MOBILEGL_PIPE_LEGACY_MEMOS=1).
    if (inputs.handleMemo) this.mirror.useHandleMemo(inputs);
    this.stream = new StreamBuffer(gl, this.bindings);
    // Liveness: default objects (name 0) live as long as the context; others while their namespace maps them.
    const alive = <T extends { name: number }>(ns: () => { Get(name: number): unknown }) => (o: T) => o.name === 0 || ns().Get(o.name) === o;
    this.buffers = new TwinRegistry('buffer', () => new BackendBuffer(gl), alive(() => this.ctx.objects.buffers));
    this.textures = new TwinRegistry('texture', (f) => new BackendTexture(gl, f), alive(() => this.ctx.objects.textures));
    this.samplers = new TwinRegistry('sampler', () => new BackendSampler(gl), alive(() => this.ctx.objects.samplers));
    this.framebuffers = new TwinRegistry('framebuffer', () => new BackendFramebuffer(gl), alive(() => this.ctx.objects.framebuffers));
    this.renderbuffers = new TwinRegistry('renderbuffer', () => new BackendRenderbuffer(gl), alive(() => this.ctx.objects.renderbuffers));
    this.programs = new TwinRegistry('program', () => new BackendProgram(), alive(() => this.ctx.objects.shaderPrograms));
    this.vertexArrays = new TwinRegistry('vertex array', () => new BackendVertexArray(gl), alive(() => this.ctx.objects.vertexArrays));
  }

  // ---- AttachmentResolver ----
  texture(front: FrontTexture): BackendTexture {
    const twin = this.textures.get(front);
    if (front.buffer !== null) twin.bufferTwinName = this.bufferTwin(front.buffer as FrontBuffer).name;
    if (front.viewOf !== null && this.caps.textureView) twin.viewOrigin = this.textures.get(front.viewOf);
    return twin;
  }
  renderbuffer(front: FrontRenderbuffer): BackendRenderbuffer {
    return this.renderbuffers.get(front);
  }

  /** A buffer's twin with driver storage matching the shadow (a buffer no bufferOp reached yet). */
  bufferTwin(front: FrontBuffer): BackendBuffer {
    const twin = this.buffers.get(front);
    twin.ensure(this.gl, this.bindings, front);
    return twin;
  }
  /** Bound as a method value once, so hot paths pass it without allocating a closure. */
  readonly bufferTwinFn = (front: FrontBuffer): BackendBuffer => this.bufferTwin(front);

  /** Counts a draw; sweeps the registries every GC_DRAW_INTERVAL draws or after a burst of creations. */
  noteDraw(): void {
    this.stats.draws++;
    if (++this.drawsSinceSweep >= GC_DRAW_INTERVAL || this.anyCreationSweepDue()) this.collectGarbage();
  }

  private anyCreationSweepDue(): boolean {
    return this.buffers.wantsCreationSweep || this.textures.wantsCreationSweep || this.framebuffers.wantsCreationSweep ||
      this.vertexArrays.wantsCreationSweep || this.programs.wantsCreationSweep || this.samplers.wantsCreationSweep ||
      this.renderbuffers.wantsCreationSweep;
  }

  collectGarbage(): number {
    this.drawsSinceSweep = 0;
    this.stats.gcSweeps++;
    const b = this.bindings;
    let n = 0;
    n += this.buffers.sweep(this.gl, (t) => b.forgetBuffer(t.name));
    n += this.textures.sweep(this.gl, (t) => { b.forgetTexture(t.name); b.forgetSampler(t.ownSampler); });
    n += this.samplers.sweep(this.gl, (t) => b.forgetSampler(t.name));
    n += this.framebuffers.sweep(this.gl, (t) => b.forgetFramebuffer(t.name));
    n += this.renderbuffers.sweep(this.gl, (t) => b.forgetRenderbuffer(t.name));
    n += this.programs.sweep(this.gl, (t) => {
      b.forgetProgram(t.name); b.forgetProgram(t.countingName);
      if (t.biased) { b.forgetProgram(t.biased.name); b.forgetProgram(t.biased.countingName); }
    });
    n += this.vertexArrays.sweep(this.gl, (t) => b.forgetVertexArray(t.name));
    this.stats.twinsCollected += n;
    return n;
  }

  lowered(name: string): void {
    this.stats.lowered[name] = (this.stats.lowered[name] ?? 0) + 1;
  }

  destroy(): void {
    for (const r of [this.buffers, this.textures, this.samplers, this.framebuffers, this.renderbuffers, this.programs, this.vertexArrays]) {
      (r as unknown as TwinRegistry<{ lifetimeId: number; name: number }, { destroy(gl: GLEntryPoints): void }>).destroyAll(this.gl);
    }
    this.stream.destroy();
  }
}
