// GL as the code reads it (gl-constants.ts): every name of the generated table with its value, no own names, every
// prototype under V8's fast-properties limit — and, asked of V8 itself in a child process (%HasFastProperties), every
// prototype in fast mode once a load went through it. The planted fault: the table itself, a dictionary.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAST_PROPERTY_LIMIT, GL, GL_TABLE, fastPropertyChain } from '../src/index.ts';

function prototypes(o: object): object[] {
  const out: object[] = [];
  for (let p = Object.getPrototypeOf(o) as object | null; p !== null; p = Object.getPrototypeOf(p) as object | null) out.push(p);
  return out;
}

/** Whether every prototype of `expr` (GL, or the table) is in fast mode after a load through it, as V8 reports. */
function fastInV8(expr: 'GL' | 'GL_TABLE'): boolean[] {
  const src = fileURLToPath(new URL('../src/gl-constants.ts', import.meta.url));
  const script = [
    `const { GL, GL_TABLE } = await import(${JSON.stringify(src)});`,
    `const o = ${expr};`,
    // A load of a name in each chunk: prototypes are made fast when a load goes through them.
    'for (const k in GL_TABLE) void o[k];',
    'const chain = []; for (let p = Object.getPrototypeOf(o); p !== null; p = Object.getPrototypeOf(p)) chain.push(p);',
    `const fast = new Function('x', 'return %HasFastProperties(x)');`,
    `console.log(JSON.stringify(${expr === 'GL' ? 'chain' : '[o]'}.map((p) => fast(p))));`,
  ].join('\n');
  const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as boolean[];
}

describe('GL constants', () => {
  it('GL reads every name of the table with its value, has no own names, and for-in sees them all', () => {
    const names = Object.keys(GL_TABLE);
    expect(names.length).toBeGreaterThan(FAST_PROPERTY_LIMIT); // why the chain exists
    expect(Object.keys(GL)).toEqual([]);
    for (const k of names) expect((GL as Record<string, unknown>)[k], k).toBe((GL_TABLE as Record<string, unknown>)[k]);
    const seen: string[] = [];
    for (const k in GL) seen.push(k);
    expect(seen.sort()).toEqual([...names].sort());
    expect('TRIANGLES' in GL && !('toString' in GL)).toBe(true); // the chain ends in null
  });

  it('every prototype holds at most FAST_PROPERTY_LIMIT names', () => {
    const chain = prototypes(GL);
    expect(chain.length).toBe(Math.ceil(Object.keys(GL_TABLE).length / FAST_PROPERTY_LIMIT));
    for (const p of chain) expect(Object.keys(p).length).toBeLessThanOrEqual(FAST_PROPERTY_LIMIT);
    expect(prototypes(fastPropertyChain({ a: 1, b: 2 }))).toHaveLength(1);
    expect(prototypes(fastPropertyChain({}))).toEqual([]);
  });

  it('V8 keeps GL\'s prototypes in fast mode, and the table (the planted fault) in dictionary mode', () => {
    const chain = fastInV8('GL');
    expect(chain.length).toBeGreaterThan(1);
    expect(chain.every((f) => f)).toBe(true);
    expect(fastInV8('GL_TABLE')).toEqual([false]);
  });
});
