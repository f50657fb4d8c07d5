// TwinRegistry: front-end object → backend twin (the seeds' StateBackendObjectRegistry, Managers.h:270-390).
// Keyed by the front-end object's lifetime id (never reused, so no ABA guard is needed the way the seeds'
// heap-address keys needed a same-address weak_ptr). A twin whose front-end object was deleted is found by
// the GC sweep: the object is dead once its namespace no longer maps its name to it (deleted, or the name
// was reused by a newer object). Sweeps run every GC_DRAW_INTERVAL draws or GC_CREATION_INTERVAL creations
// (the seeds' kGCInterval / kCreationGCInterval), and on demand (buffer deletes arrive as a bufferOp).
import type { GLEntryPoints } from '@mgpipe/native-gl';

export const GC_DRAW_INTERVAL = 1024;
export const GC_CREATION_INTERVAL = 64;

export interface Twin {
  /** Deletes the driver object(s). */
  destroy(gl: GLEntryPoints): void;
}

export interface FrontObject {
  readonly lifetimeId: number;
  readonly name: number;
}

/**
 * Raised by a registry whose creations since its last sweep reach GC_CREATION_INTERVAL, and lowered by the owner when
 * it sweeps: one flag shared by the device's registries, so the per-draw check is one load instead of asking each
 * registry (seven getters: ~100 instructions of a state-heavy draw).
 */
export interface CreationSweepSignal {
  due: boolean;
}

/** Answers "is this front-end object still alive": its namespace's Get(name) === object. */
export type LivenessProbe<F> = (front: F) => boolean;

export class TwinRegistry<F extends FrontObject, T extends Twin> {
  private readonly twins = new Map<number, T>();
  private readonly fronts = new Map<number, F>();
  private creationsSinceSweep = 0;
  /**
   * Moves whenever a twin is removed (delete, sweep, destroyAll): a memo that holds twins outside the registry (the
   * device's sampled-texture memo) is valid while this has not moved since it was filled.
   */
  removals = 0;

  constructor(
    readonly kind: string,
    private readonly create: (front: F) => T,
    private readonly alive: LivenessProbe<F>,
    private readonly creationSweep: CreationSweepSignal,
  ) {}

  get size(): number {
    return this.twins.size;
  }

  /** The twin of `front`, created on first use. Hot path: one Map lookup, no allocation on a hit. */
  get(front: F): T {
    const twin = this.twins.get(front.lifetimeId);
    if (twin !== undefined) return twin;
    const created = this.create(front);
    this.twins.set(front.lifetimeId, created);
    this.fronts.set(front.lifetimeId, front);
    if (++this.creationsSinceSweep >= GC_CREATION_INTERVAL) this.creationSweep.due = true;
    return created;
  }

  peek(front: F): T | undefined {
    return this.twins.get(front.lifetimeId);
  }

  /** Immediately deletes the twin of `front` (an explicit delete seen at call time). */
  delete(gl: GLEntryPoints, front: F): void {
    const twin = this.twins.get(front.lifetimeId);
    if (twin === undefined) return;
    twin.destroy(gl);
    this.twins.delete(front.lifetimeId);
    this.fronts.delete(front.lifetimeId);
    this.removals++;
  }

  /**
   * Deletes every twin whose front-end object is dead; returns how many. Runs every GC_DRAW_INTERVAL draws, so it
   * allocates nothing: Map.forEach with a callback bound once (a for..of would make an iterator and an [id, front]
   * pair per entry), its arguments passed through fields. Deleting the visited entry inside forEach is allowed.
   */
  sweep(gl: GLEntryPoints, onDelete?: (twin: T) => void): number {
    this.creationsSinceSweep = 0;
    this.sweepGl = gl;
    this.sweepOnDelete = onDelete;
    this.swept = 0;
    try {
      this.fronts.forEach(this.sweepEntry);
    } finally {
      this.sweepGl = null;
      this.sweepOnDelete = undefined;
    }
    return this.swept;
  }

  private sweepGl: GLEntryPoints | null = null;
  private sweepOnDelete: ((twin: T) => void) | undefined = undefined;
  private swept = 0;
  private readonly sweepEntry = (front: F, id: number): void => {
    if (this.alive(front)) return;
    const twin = this.twins.get(id)!;
    this.sweepOnDelete?.(twin);
    twin.destroy(this.sweepGl!);
    this.twins.delete(id);
    this.fronts.delete(id);
    this.swept++;
    this.removals++;
  };

  destroyAll(gl: GLEntryPoints): void {
    for (const twin of this.twins.values()) twin.destroy(gl);
    this.twins.clear();
    this.fronts.clear();
    this.removals++;
  }
}
