// The set-hash emission suppressor (seeds §5.4 rule 4, §4.5.6): every variable-tail set_* hashes its resolved
// set on the client and is not emitted when the hash equals the last one pushed for that set. This is where
// the backend's ~175 lines of debounce went; without it a redundant rebind (which moves textureBind and so
// opens the shutter) would re-send a variable-length record every batch. Suppressions are counted. Sets that are
// two words (shouldEmitPair) or that their emitter keeps as words anyway (beginWords / endWords: the sampler views)
// are compared exactly instead of hashed, which costs less than mixing the words.
//
// SetHasher is a two-lane FNV-1a-style mixer over 32-bit words held in two fields, so hashing allocates
// nothing; the 53-bit result is exact as a JS number.

export class SetHasher {
  private h1 = 0;
  private h2 = 0;

  begin(): this {
    this.h1 = 0x811c9dc5;
    this.h2 = 0x01000193 ^ 0x5bd1e995;
    return this;
  }
  u32(v: number): this {
    this.h1 = Math.imul(this.h1 ^ (v | 0), 0x01000193);
    this.h2 = Math.imul(this.h2 ^ (v | 0), 0x01000193) ^ (this.h2 >>> 15);
    return this;
  }
  /** A non-negative integer up to 2^53 (offsets, sizes): low and high words. */
  num(v: number): this {
    return this.u32(v >>> 0).u32(Math.floor(v / 0x1_0000_0000));
  }
  bytes(b: Uint8Array, offset: number, length: number): this {
    const end = offset + length;
    for (let i = offset; i < end; i++) this.u32(b[i]);
    return this;
  }
  words(w: Uint32Array, offset: number, length: number): this {
    const end = offset + length;
    for (let i = offset; i < end; i++) this.u32(w[i]);
    return this;
  }
  end(): number {
    return (this.h1 >>> 0) * 0x200000 + ((this.h2 >>> 0) & 0x1fffff);
  }
  /** The 53-bit hash written straight into `out[at]`: where a caller is not inlined, `end()`'s double result is
   *  boxed on return (a heap number per call: 16 B per draw on state-heavy's vertex-buffer set). */
  endInto(out: Float64Array, at: number): void {
    out[at] = (this.h1 >>> 0) * 0x200000 + ((this.h2 >>> 0) & 0x1fffff);
  }
}

/** Keys of the suppressed sets (one per variable-tail set the tracker pushes). */
export const SuppressedSet = {
  samplerViews: 0,
  samplerStates: 1,
  shaderImages: 2,
  uniformBuffers: 3,
  storageBuffers: 4,
  atomicBuffers: 5,
  streamOutput: 6,
  vertexBuffers: 7,
  attribDefaults: 8,
  residual: 9,
  indexBuffer: 10,
  pixelPack: 11,
  indirectBuffers: 12,
  framebuffers: 13,
  streamOutputObject: 14,
} as const;
export const kSuppressedSetCount = 15;

export class SetHashSuppressor {
  private readonly last = new Float64Array(kSuppressedSetCount).fill(-1);
  suppressed = 0;

  /** True when `hash` differs from the last emitted set under `key` (and records it); false = suppressed. The
   *  emitters use shouldEmitHashed, which gives the hasher itself so that no hash is boxed on the way. */
  shouldEmit(key: number, hash: number): boolean {
    if (this.last[key] === hash) {
      this.suppressed++;
      return false;
    }
    this.last[key] = hash;
    return true;
  }

  private readonly incoming = new Float64Array(1);

  /** shouldEmit with the hash taken from the hasher in place: no boxed number crosses a call (SetHasher.endInto). */
  shouldEmitHashed(key: number, hasher: SetHasher): boolean {
    // Compared here, not handed to shouldEmit: the double would be boxed whenever V8 does not inline that call (it
    // did not once an emitter grew: 16 B per draw).
    const incoming = this.incoming;
    hasher.endInto(incoming, 0);
    if (this.last[key] === incoming[0]) {
      this.suppressed++;
      return false;
    }
    this.last[key] = incoming[0];
    return true;
  }

  /** shouldEmit with the hash read from `digests[at]` (an emitter's memo of an earlier hash of the same inputs): nothing boxed. */
  shouldEmitStored(key: number, digests: Float64Array, at: number): boolean {
    if (this.last[key] === digests[at]) {
      this.suppressed++;
      return false;
    }
    this.last[key] = digests[at];
    return true;
  }

  /** Per set, the two words shouldEmitPair last let through ((-1, -1): none; no pair it is given starts with -1). */
  private readonly lastPairs = new Int32Array(kSuppressedSetCount * 2).fill(-1);

  /**
   * shouldEmit for a set whose whole content is two 32-bit words, `a` never 0xffffffff (a handle: its slot, below 2^24,
   * and gen), compared exactly instead of hashed: the index buffer's set, pushed at every VAO switch (~80 instructions
   * of hashing a draw).
   */
  shouldEmitPair(key: number, a: number, b: number): boolean {
    const at = key << 1, pairs = this.lastPairs;
    if (pairs[at] === (a | 0) && pairs[at + 1] === (b | 0)) {
      this.suppressed++;
      return false;
    }
    pairs[at] = a;
    pairs[at + 1] = b;
    return true;
  }

  /** Per set, how many words the caller's own array held when endWords last let it through (-1: none held). */
  private readonly heldWordCount = new Int32Array(kSuppressedSetCount).fill(-1);

  /**
   * The exact-words form, for a set resolved into `n` 32-bit words that the emitter keeps in an array of its own
   * between pushes (the sampler views' list, which moves at every texture switch on state-heavy: mixing its words
   * into the hash cost ~150 instructions a draw). beginWords says whether the emitter's array holds what the server
   * has, `n` words of it; the emitter then compares and overwrites its words as it resolves them (no second loop,
   * no copy) and hands the verdict to endWords. Between the two the set counts as not held, so an emitter that
   * throws half way (its array part old, part new) sends the set again next time.
   */
  beginWords(key: number, n: number): boolean {
    const held = this.heldWordCount[key] === n;
    this.heldWordCount[key] = -1;
    return held;
  }

  /** True when the set must go out (`same` false: some word differed, or beginWords said none were held). */
  endWords(key: number, n: number, same: boolean): boolean {
    this.heldWordCount[key] = n;
    if (same) {
      this.suppressed++;
      return false;
    }
    return true;
  }

  /** Records the pair the server now holds for `key` without counting a suppression (another call wrote the group). */
  notePair(key: number, a: number, b: number): void {
    this.lastPairs[key << 1] = a;
    this.lastPairs[(key << 1) + 1] = b;
  }

  /** Forget one set (the server lost it, e.g. a context switch): the next push goes out. */
  invalidate(key: number): void {
    this.last[key] = -1;
    this.lastPairs[key << 1] = -1;
    this.lastPairs[(key << 1) + 1] = -1;
    this.heldWordCount[key] = -1;
  }
}
