// CPU transform-feedback accounting on the client (seeds §4.4.5, kCapCpuXfbPrimitiveAccounting; MGPXfbAccounting):
// GLES has no glDrawTransformFeedback and no way to read back how many vertices a capture wrote, so the client counts
// them from the draws it issues while capturing, as the GL does (GL 4.6 §13.3): each draw made while the span is
// active and not paused writes its primitives as independent primitives of the span's primitive mode (a strip of n
// vertices is n-2 triangles, 3 vertices each), per instance, until a target is full (the vertices that fit in the
// smallest target for the capture program's stride); the first primitive that does not fit and every later one are
// not written. The count per XFB object is what draw_vbo's xfbCpuCapturedVertices carries for drawTransformFeedback,
// and what end_stream_output's accounting reports (TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN answers from it).
// Keyed by the XFB object's identity (its handle slot or lifetime id): counts survive rebinding (D21: the counters
// are per object, not per context). Nothing is allocated per draw; end() reuses one record.
import type { MGPXfbAccounting } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';

interface ObjectCount {
  vertices: number;
  primitives: number;
}

/** Primitives one draw of `mode` with `count` vertices makes (GL 4.6 §10.1; an incomplete primitive is dropped). */
export function primitivesOf(mode: number, count: number): number {
  switch (mode) {
    case GL.POINTS: return count;
    case GL.LINES: return count >> 1;
    case GL.LINE_STRIP: return Math.max(0, count - 1);
    case GL.LINE_LOOP: return count >= 2 ? count : 0;
    case GL.TRIANGLES: return Math.floor(count / 3);
    case GL.TRIANGLE_STRIP:
    case GL.TRIANGLE_FAN: return Math.max(0, count - 2);
    default: return 0; // adjacency and patch modes: captured after a geometry / tessellation stage, not counted here
  }
}

/** Vertices per captured primitive for a span's primitive mode (glBeginTransformFeedback's argument). */
export function verticesPerPrimitive(primitiveMode: number): number {
  return primitiveMode === GL.TRIANGLES ? 3 : primitiveMode === GL.LINES ? 2 : 1;
}

export class XfbAccounting {
  private readonly counts = new Map<number, ObjectCount>();
  private active: ObjectCount | null = null;
  private perPrimitive = 1;
  private capacity = 0;
  private paused = false;
  private readonly record: MGPXfbAccounting = { primitivesWritten: 0n, verticesCaptured: 0n };

  /**
   * glBeginTransformFeedback on XFB object `object`: its count restarts at 0. `capacityVertices`: the vertices the
   * bound targets hold for the capture program's strides (Infinity when no bound target is written).
   */
  begin(object: number, primitiveMode: number, capacityVertices: number): void {
    let c = this.counts.get(object);
    if (c === undefined) {
      c = { vertices: 0, primitives: 0 };
      this.counts.set(object, c);
    }
    c.vertices = 0;
    c.primitives = 0;
    this.active = c;
    this.perPrimitive = verticesPerPrimitive(primitiveMode);
    this.capacity = capacityVertices;
    this.paused = false;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  /** Whether draws are captured now (a span is active and not paused). */
  get capturing(): boolean {
    return this.active !== null && !this.paused;
  }

  /** A draw issued now: counted when capturing (whole primitives, per instance, up to the targets' capacity). */
  draw(mode: number, count: number, instances: number): void {
    const c = this.active;
    if (c === null || this.paused) return;
    const n = this.perPrimitive;
    const room = Math.max(0, Math.floor((this.capacity - c.vertices) / n));
    const written = Math.min(room, primitivesOf(mode, count) * instances);
    c.primitives += written;
    c.vertices += written * n;
  }

  /** glEndTransformFeedback: the span's accounting (end_stream_output's payload; the record is reused). */
  end(): Readonly<MGPXfbAccounting> {
    const c = this.active;
    this.record.primitivesWritten = BigInt(c === null ? 0 : c.primitives);
    this.record.verticesCaptured = BigInt(c === null ? 0 : c.vertices);
    this.active = null;
    this.paused = false;
    return this.record;
  }

  /** The vertices XFB object `object` captured by its last span (drawTransformFeedback's count; 0: never captured). */
  captured(object: number): number {
    return this.counts.get(object)?.vertices ?? 0;
  }

  /** The identities that hold a count (XfbCounter.sweep walks them after a deletion). */
  objects(): IterableIterator<number> {
    return this.counts.keys();
  }

  /** Identities holding a count (tests: a deleted object's count is gone). */
  get size(): number {
    return this.counts.size;
  }

  /** The object was deleted: its count goes with it (a recycled identity starts from 0). */
  forget(object: number): void {
    const c = this.counts.get(object);
    if (c !== undefined && c === this.active) this.active = null;
    this.counts.delete(object);
  }
}
