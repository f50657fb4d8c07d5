// Per-namespace GL name generator that reuses freed names most-recently-freed first (LIFO), exactly
// like the seeds' IndexGenerator (free-list tail). Apps and traces observe name values, so the reuse
// order is part of the behaviour, and it is why objects also carry never-reused lifetime ids.

export class LifoNameGenerator {
  private next = 1;
  private readonly free: number[] = [];
  /**
   * Names at or past `next` an application claimed (names it picked itself): the sequence steps over them. Kept as a
   * set rather than by moving every skipped name onto the free list, which took ~1 minute and a 2^31-entry array for a
   * claimed name of 0x7fff0000. A claimed name stays here after it is released (it is on the free list then, and the
   * sequence must still not hand it out a second time), until the sequence steps over it: only names at or past `next`
   * are ever looked up.
   */
  private readonly claimed = new Set<number>();

  /** A fresh name: the most recently released one, else the next never-used one. */
  Allocate(): number {
    if (this.free.length > 0) return this.free.pop() as number;
    if (this.claimed.size > 0) while (this.claimed.delete(this.next)) this.next++;
    return this.next++;
  }

  /** Returns a name to the pool; the caller guarantees it is currently allocated. */
  Release(name: number): void {
    this.free.push(name);
  }

  /**
   * Makes `name` allocated even though Allocate did not hand it out (names an app picks itself). The names it skips
   * come out of Allocate in increasing order after the released ones, as if they had been freed before any of those.
   */
  Claim(name: number): void {
    // On the free list (released, or claimed past the sequence and released since): taken off it.
    const i = this.free.lastIndexOf(name);
    if (i >= 0) {
      this.free.splice(i, 1);
      return;
    }
    if (name >= this.next) this.claimed.add(name);
  }
}
