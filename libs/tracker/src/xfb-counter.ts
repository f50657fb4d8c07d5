// The client's transform-feedback vertex count (seeds §5.8 "XFB CPU 图元计数": pure client, kCapCpuXfbPrimitiveAccounting),
// fed from the front end's state at the span verbs and from every draw the tracker sends while a capture is on.
// XfbAccounting (xfb-accounting.ts) holds the counting rule; this file is what feeds it:
//   begin   the bound XFB object's identity (its lifetime id, the handle<Xfb> stand-in until xfb-queries B), the
//           span's primitive mode and the capacity of its targets for the capture program's strides, both read
//           from the context right after the front end recorded the begin (what the server's begin reads).
//   draws   each direct draw, each range of a multi draw, each command of an indirect draw (read from the same
//           DRAW_INDIRECT shadow bytes draw_vbo carries) and each drawTransformFeedback, as the server draws them.
//   end     the span's MGPXfbAccounting (end_stream_output's payload with the xfb-queries bit: xfb-span-emitters.ts).
// drawTransformFeedback(object) then sends `captured(object)` as draw_vbo's xfbCpuCapturedVertices.
// Conditional rendering: a draw the condition discards writes nothing (GL 4.6 §10.9). When a condition is bound and a
// capture is on, the draw is counted only if `conditionPasses` says so — the same rule and the same query result the
// server's draw path uses (the push boundary wires it to the backend's query verb: a CPU read of the query result,
// waiting exactly where the WAIT modes wait). With no condition bound (every draw of the hot path), nothing is asked.
// Deleted XFB objects: their counts are forgotten at the next begin after the XFB namespace released a name (sweep;
// the namespace's release counter says when one went away), so the per-object table holds only live objects plus
// those deleted since the last span — it no longer grows with every glDeleteTransformFeedbacks.
// Nothing here allocates per draw.
import type { GLContext } from '@mgpipe/gl-state';
import type { MGPXfbAccounting } from '@mgpipe/pipe-types';
import { XfbAccounting } from './xfb-accounting.ts';

/** gl-state's MAX_TRANSFORM_FEEDBACK_BUFFERS table size (gles-core STREAM_OUTPUT_SLOTS). */
const SLOTS = 4;

/** The part of libs/shader's link artifact read here: the capture layout's per-buffer strides. */
interface XfbLayoutView {
  readonly xfb?: { readonly bufferStrides: readonly number[] };
}

const u32At = (d: Uint8Array, at: number) => (d[at] | (d[at + 1] << 8) | (d[at + 2] << 16) | (d[at + 3] << 24)) >>> 0;

export class XfbCounter {
  readonly accounting = new XfbAccounting();
  /** Whether the bound conditional-render condition lets a draw through (asked only while capturing with one bound). */
  conditionPasses: () => boolean = () => true;

  /** The XFB namespace's release counter when the counts were last swept (-1: never). */
  private releasesSwept = -1;

  constructor(private readonly ctx: GLContext) {}

  /** glBeginTransformFeedback reached the backend (the front end recorded it on the bound object). */
  begin(primitiveMode: number): void {
    this.sweep();
    const x = this.ctx.transformFeedback;
    this.accounting.begin(x.lifetimeId, primitiveMode, this.capacity());
  }

  pause(): void { this.accounting.pause(); }
  resume(): void { this.accounting.resume(); }
  /** The span's accounting (end_stream_output's payload once the span verbs are pushed; the record is reused). */
  end(): Readonly<MGPXfbAccounting> { return this.accounting.end(); }

  /**
   * Forgets the counts of XFB objects deleted since the last sweep (XfbAccounting.forget). Runs at a span's begin,
   * not per draw, and walks the live objects only when the namespace released a name since the last sweep.
   */
  sweep(): void {
    const ns = this.ctx.objects.transformFeedbacks;
    if (ns.releases === this.releasesSwept) return;
    this.releasesSwept = ns.releases;
    const live = new Set<number>([this.ctx.defaultTransformFeedback.lifetimeId]);
    for (const x of ns.ListObjects()) live.add(x.lifetimeId);
    for (const id of this.accounting.objects()) if (!live.has(id)) this.accounting.forget(id);
  }

  /**
   * The vertices the bound targets hold for the current program's capture strides (GL stops writing at the first
   * primitive that does not fit); Infinity when no bound target is written.
   */
  private capacity(): number {
    const t = this.ctx.transformFeedback.bindings;
    const strides = (this.ctx.drawProgram?.linkArtifact as XfbLayoutView | null | undefined)?.xfb?.bufferStrides;
    let cap = Infinity;
    const n = Math.min(t.count, SLOTS);
    for (let i = 0; i < n; i++) {
      const stride = strides !== undefined && i < strides.length ? strides[i] : 0;
      if (stride > 0 && t.GetBuffer(i) !== null) cap = Math.min(cap, Math.floor(t.ResolveSize(i) / stride));
    }
    return cap;
  }

  /** Whether a draw sent now writes into a capture (capturing, and not discarded by a bound condition). */
  private counts(): boolean {
    if (!this.accounting.capturing) return false;
    return this.ctx.conditionalRenderQuery === null || this.conditionPasses();
  }

  /** One draw (or one range of a multi draw). */
  draw(mode: number, count: number, instances: number): void {
    if (count === 0 || instances === 0 || !this.counts()) return;
    this.accounting.draw(mode, count, instances);
  }

  /** An indirect draw's commands, walked as the server flattens them (a command past the bytes ends the walk). */
  indirect(mode: number, indexType: number, commands: Uint8Array, offset: number, drawCount: number, stride: number): void {
    if (!this.accounting.capturing) return;
    const words = indexType === 0 ? 4 : 5;
    const step = stride === 0 ? words * 4 : stride;
    for (let i = 0; i < drawCount; i++) {
      const at = offset + i * step;
      if (at + words * 4 > commands.byteLength) break;
      this.draw(mode, u32At(commands, at), u32At(commands, at + 4));
    }
  }

  /** The vertices XFB object `name` (0: the default object) captured by its last span; 0 for no such object. */
  capturedOf(name: number): number {
    const x = name === 0 ? this.ctx.defaultTransformFeedback : this.ctx.objects.transformFeedbacks.Get(name);
    return x === null ? 0 : this.accounting.captured(x.lifetimeId);
  }
}
