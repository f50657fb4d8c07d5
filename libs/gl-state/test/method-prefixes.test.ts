import { describe, expect, it } from 'vitest';
import * as state from '../src/index.ts';

// Every class exported by gl-state: each prototype method (public or private, TS privacy is not
// runtime-visible) must carry a mutator or query prefix so the dirty-surface scanner can classify it.
describe('method prefixes', () => {
  const prefixes = [...state.MUTATOR_PREFIXES, ...state.QUERY_PREFIXES];
  const classes = Object.entries(state).filter(([, v]) => typeof v === 'function' && /^class\s/.test(Function.prototype.toString.call(v)));

  it('finds the state classes', () => {
    expect(classes.map(([n]) => n)).toEqual(expect.arrayContaining(['GLContext', 'RenderState', 'Texture', 'Buffer', 'VertexArray']));
  });

  for (const [className, cls] of classes) {
    it(`${className} methods are prefixed`, () => {
      const proto = (cls as { prototype: object }).prototype;
      for (const key of Object.getOwnPropertyNames(proto)) {
        if (key === 'constructor') continue;
        const desc = Object.getOwnPropertyDescriptor(proto, key)!;
        if (desc.get !== undefined || desc.set !== undefined) continue;
        const ok = prefixes.some((p) => key.startsWith(p) && (key.length === p.length || /[A-Z]/.test(key[p.length])));
        expect(ok, `${className}.${key}`).toBe(true);
      }
    });
  }
});
