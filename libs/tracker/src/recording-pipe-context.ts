// A recording MGPipeContext for tests and for part 2's A/B harness: every context entry records
// {name, payload copy, bytes-free} in order. Payloads are deep-copied (the tracker reuses its payload objects),
// with typed arrays copied too, so a test can inspect what each call carried after the fact.

import { emptyMGPipeContext, kMGPipeContextEntries, type MGPipeContext } from '@mgpipe/pipe-types';

export interface RecordedCall {
  readonly name: keyof MGPipeContext;
  readonly payload: unknown;
}

function deepCopy(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (ArrayBuffer.isView(v)) return (v as Uint8Array).slice();
  if (Array.isArray(v)) return v.map(deepCopy);
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = deepCopy(x);
  return out;
}

export class RecordingPipeContext {
  readonly calls: RecordedCall[] = [];
  readonly table: MGPipeContext;

  /** `only`: record just these entries and leave the rest null (to test the null-entry contract). */
  constructor(only?: readonly (keyof MGPipeContext)[]) {
    const t = emptyMGPipeContext() as unknown as Record<string, unknown>;
    for (const name of kMGPipeContextEntries) {
      if (only !== undefined && !only.includes(name)) continue;
      t[name] = (p: unknown) => {
        this.calls.push({ name, payload: deepCopy(p) });
        return undefined;
      };
    }
    this.table = t as unknown as MGPipeContext;
  }

  names(): (keyof MGPipeContext)[] {
    return this.calls.map((c) => c.name);
  }
  clear(): void {
    this.calls.length = 0;
  }
}
