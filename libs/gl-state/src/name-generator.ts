// Per-namespace GL name generator that reuses freed names most-recently-freed first (LIFO), exactly
// like the seeds' IndexGenerator (free-list tail). Apps and traces observe name values, so the reuse
// order is part of the behaviour, and it is why objects also carry never-reused lifetime ids.

export class LifoNameGenerator {
  private next = 1;
  private readonly free: number[] = [];

  /** A fresh name: the most recently released one, else the next never-used one. */
  Allocate(): number {
    return this.free.length > 0 ? (this.free.pop() as number) : this.next++;
  }

  /** Returns a name to the pool; the caller guarantees it is currently allocated. */
  Release(name: number): void {
    this.free.push(name);
  }

  /** Makes `name` allocated even though Allocate did not hand it out (names an app picks itself). */
  Claim(name: number): void {
    const i = this.free.lastIndexOf(name);
    if (i >= 0) {
      this.free.splice(i, 1);
      return;
    }
    while (this.next <= name) {
      if (this.next !== name) this.free.unshift(this.next); // skipped names stay reusable, oldest first
      this.next++;
    }
  }
}
