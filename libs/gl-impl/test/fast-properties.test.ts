// The GL object's names are read on every GL call (`gl.drawArrays`): each object that holds them must be in V8's
// fast-properties mode, not dictionary mode, where every read is a hash lookup (~9 ns, against ~0.4 ns). Asked of
// V8 itself (%HasFastProperties), with a dictionary-mode object as the negative control.
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { createFrontEndGL } from '../src/index.ts';

setFlagsFromString('--allow-natives-syntax');
// Compiled after the flag is set, so the natives syntax parses.
const hasFastProperties = new Function('o', 'return %HasFastProperties(o);') as (o: object) => boolean;

/** The object and its prototypes, in chain order. */
function chainOf(o: object): object[] {
  const chain: object[] = [];
  for (let p: object | null = o; p !== null; p = Object.getPrototypeOf(p) as object | null) chain.push(p);
  return chain;
}

describe('the GL object keeps fast properties', () => {
  it('every holder of its names is fast once a call went through it', () => {
    const { gl } = createFrontEndGL({ width: 4, height: 4 });
    // A prototype is made fast when a load with feedback (an inline cache, allocated once a function has run a
    // while) first goes through it: a method and a constant, loaded often enough.
    const use = (g: typeof gl) => {
      g.enable(g.BLEND);
      return g.getError();
    };
    for (let i = 0; i < 1000; i++) use(gl);
    const chain = chainOf(gl);
    expect(chain.length).toBeGreaterThan(1);
    expect(chain.map(hasFastProperties)).toEqual(chain.map(() => true));
  });

  it('still answers every name, with no Object.prototype names', () => {
    const { gl } = createFrontEndGL({ width: 4, height: 4 });
    const names: string[] = [];
    for (const k in gl) names.push(k);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('drawArrays');
    expect(names).toContain('TEXTURE_2D');
    expect((gl as unknown as Record<string, unknown>).toString).toBeUndefined();
    expect(chainOf(gl).at(-1)).not.toBe(Object.prototype);
  });

  it('negative control: one object of all those names is in dictionary mode', () => {
    const { gl } = createFrontEndGL({ width: 4, height: 4 });
    const flat = Object.create(null) as Record<string, unknown>;
    for (const k in gl) flat[k] = (gl as unknown as Record<string, unknown>)[k];
    expect(hasFastProperties(flat)).toBe(false);
  });
});
