// The objects whose content moved since their drainer last looked (issue 19's hot-path rule): the texture upload
// emitter flushes at every validate, and walking every live texture to find the few written since the last flush made
// each draw O(textures). The helpers that bump an object's content counter append it here instead, so a drain is
// O(objects written since the last drain).
//
// Contract:
//  - MarkMoved only from the owning object's bump helper (the same helpers that may bump its content counter; see
//    objects/texture.ts), never from gl-impl or a reader.
//  - An object is listed at most once until drained: its `contentListed` flag says it is in the list, so a texel write
//    per draw appends nothing after the first (and allocates nothing).
//  - Off until a drainer attaches (Attach; one drainer per list): a context nobody drains (the pull path, the proxy textures' generations)
//    keeps no references here, so deleted objects are never retained. A drainer that attaches late must look at
//    everything once (what moved before it attached was not listed).
//  - The drainer calls TakeEach; the keep callback says per object whether it stays listed (not done yet, e.g. not yet a
//    resource on the server) — an object dropped has its flag cleared. The array is preallocated and grows by
//    doubling; it is reused across drains, never reallocated per drain.

/** An object that can sit in a ContentMovedList (the flag is the list's; only the list writes it). */
export interface ContentListed {
  contentListed: boolean;
}

/**
 * `flag`: the object's boolean that says it is in this list (default `contentListed`); an object in two lists has one
 * flag per list (Texture: contentListed for texel moves, descListed for parameter / shape moves).
 */
export class ContentMovedList<T extends { [F in K]: boolean }, K extends string = 'contentListed'> {
  private items: (T | null)[] = new Array<T | null>(64).fill(null);
  private count = 0;
  private attached = false;

  constructor(private readonly flag: K = 'contentListed' as K) {}

  /** Objects listed now (tests, stats). */
  get length(): number {
    return this.count;
  }
  /** True once a drainer attached: appends are recorded from then on. */
  get isAttached(): boolean {
    return this.attached;
  }

  /**
   * A drainer takes over: from now on every content move lists its object. One drainer per list (a drain empties it
   * for everyone): false when another already attached, and the caller must find moved objects some other way.
   */
  Attach(): boolean {
    if (this.attached) return false;
    this.attached = true;
    return true;
  }

  /** The bump helpers: `o`'s content moved. O(1), no allocation unless the array doubles. */
  MarkMoved(o: T): void {
    if (!this.attached || o[this.flag]) return;
    (o as { [F in K]: boolean })[this.flag] = true;
    if (this.count === this.items.length) this.AllocateMore();
    this.items[this.count++] = o;
  }

  /**
   * Calls `visit` for each listed object, in the order they were first listed; those it returns true for stay listed
   * (compacted to the front), the others leave with their flag cleared. If `visit` throws, the object it threw on and
   * every one not yet visited stay listed, so the next drain retries them. `self` is visit's this-argument, so the
   * drainer passes a method without binding a closure per call.
   */
  TakeEach<S>(visit: (this: S, o: T) => boolean, self: S): void {
    const items = this.items;
    const n = this.count;
    let kept = 0;
    let i = 0;
    try {
      for (; i < n; i++) {
        const o = items[i] as T;
        if (visit.call(self, o)) items[kept++] = o;
        else (o as { [F in K]: boolean })[this.flag] = false;
      }
    } finally {
      // Normal exit: i === n. A throw: keep items[i..n) (the one that threw included).
      for (; i < n; i++) items[kept++] = items[i];
      // Appends made while draining (a visit that wrote content) sit after n: move them down too.
      for (let j = n; j < this.count; j++) items[kept++] = items[j];
      const end = this.count;
      this.count = kept;
      // Drop references past the end, so a drained (possibly deleted) object is not kept alive by the array.
      for (let j = kept; j < end; j++) items[j] = null;
    }
  }

  private AllocateMore(): void {
    const next = new Array<T | null>(this.items.length * 2).fill(null);
    for (let i = 0; i < this.count; i++) next[i] = this.items[i];
    this.items = next;
  }
}
