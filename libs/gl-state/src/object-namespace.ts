// One GL object namespace (buffers, textures, ...): the name generator plus the name -> object map.
// GL separates "name generated" (glGen*) from "object exists" (first bind, or glCreate*); a generated
// name without an object maps to null. Name 0 is never handed out; default objects live in their
// state class, not here.

import { LifoNameGenerator } from './name-generator.ts';

/**
 * Names below this also live in a name-indexed array, which Get reads instead of probing the map: names are handed out
 * from 1 and reused LIFO, so an application's names stay small, and every bind of a frame looks one up (the state-heavy
 * batch: a VAO and a texture per draw, each a Map probe of ~100 instructions). Larger names an application picks
 * itself are found in the map.
 */
const DENSE_NAMES = 1 << 16;

export class ObjectNamespace<T> {
  private readonly names = new LifoNameGenerator();
  private readonly objects = new Map<number, T | null>();
  /** The objects of names below DENSE_NAMES, by name (null: none); as long as the largest such name recorded. */
  private readonly dense: (T | null)[] = [null];
  private releasesCounter = 0;

  /** Names released so far (only increases): lets a reader re-check references only after an object went away. */
  get releases(): number {
    return this.releasesCounter;
  }

  /** glGen*: reserves one name with no object yet. */
  AllocateName(): number {
    const name = this.names.Allocate();
    this.objects.set(name, null);
    return name;
  }

  /** True for a generated (or created) name that has not been deleted. */
  IsName(name: number): boolean {
    return this.objects.has(name);
  }

  /** The object behind `name`, or null (not generated, or generated but never bound). Hot path: no allocation. */
  Get(name: number): T | null {
    if (name < this.dense.length) {
      const object = this.dense[name];
      if (object !== undefined) return object; // undefined: not an index (negative, fractional)
    }
    return this.objects.get(name) ?? null;
  }

  /** Attaches the object created for a generated name (first bind / glCreate*). */
  RecordObject(name: number, object: T): void {
    if (!this.objects.has(name)) this.names.Claim(name);
    this.objects.set(name, object);
    if (name >= DENSE_NAMES || !Number.isInteger(name) || name < 0) return;
    while (this.dense.length <= name) this.dense.push(null);
    this.dense[name] = object;
  }

  /** glDelete*: forgets the name and returns it for LIFO reuse; returns the object it held, if any. */
  Release(name: number): T | null {
    if (name === 0 || !this.objects.has(name)) return null;
    const object = this.objects.get(name) ?? null;
    this.objects.delete(name);
    if (name < this.dense.length && Number.isInteger(name) && name >= 0) this.dense[name] = null;
    this.names.Release(name);
    this.releasesCounter++;
    return object;
  }

  /**
   * Calls `visit` for each live object (not bare names). Hot path (the tracker's upload walk at a validate): no
   * allocation — Map.forEach with a module-level callback and `visit` as its this-argument, where a generator or a
   * for-of would allocate an iterator per call.
   */
  ListObjectsTo(visit: (object: T) => void): void {
    this.objects.forEach(visitLive, visit);
  }

  /** Live objects (not bare names), for diagnostics and teardown. */
  *ListObjects(): IterableIterator<T> {
    for (const o of this.objects.values()) if (o !== null) yield o;
  }
}

function visitLive<T>(this: (object: T) => void, object: T | null): void {
  if (object !== null) this(object);
}
