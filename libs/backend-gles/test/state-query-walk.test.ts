// Issue 14's state-table gate: every pname of the GL 4.5 core profile's state queries (gl.xml's GetPName group,
// core enums only: GL_CORE_45_GET_PNAMES, generated from the registry, never hand-typed; joined with the names the
// spec's state tables list, GL45_STATE_TABLE_PNAMES, for the half the registry's group misses) is answered through
// all five typed getters on our stack and on the reference lane (Mesa's desktop GL 4.5), with the same number of
// values. Lists sized by another query (NUM_COMPRESSED_TEXTURE_FORMATS, ...) are implementation-defined: each
// lane's list must be as long as its own count says. The value counts themselves come from one shared table
// (gl-api's queryValueCount); the last test holds that table to what Mesa's driver really writes.
import { COUNTED_LIST_PNAMES, GL45_STATE_TABLE_PNAMES, GL_CORE_45_GET_PNAMES as REGISTRY_PNAMES, queryValueCount, type GL as GLInterface } from '@mgpipe/gl-api';
import { gl as native } from '@mgpipe/native-gl';
import { createReferenceGL } from '@mgpipe/reference-gl';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { openFrontEnd } from './helpers.ts';

/** The registry's group, then the spec tables' names it lacks (by value: MAX_VARYING_FLOATS is MAX_VARYING_COMPONENTS). */
const GL_CORE_45_GET_PNAMES: readonly (readonly [string, number])[] = [
  ...REGISTRY_PNAMES,
  ...GL45_STATE_TABLE_PNAMES.filter((n) => !REGISTRY_PNAMES.some(([, v]) => v === (GL as unknown as Record<string, number>)[n]))
    .map((n) => [n, (GL as unknown as Record<string, number>)[n]!] as const),
];

/**
 * Core names that are state only in the compatibility profile: the registry's group lists them (GL_TEXTURE_2D is a
 * core texture target, and its enable is compatibility state), our context is a core profile (CONTEXT_PROFILE_MASK
 * is CORE), the reference lane's a compatibility one. A core context answers INVALID_ENUM, as Mesa's core contexts do.
 */
const COMPATIBILITY_STATE = new Set(['TEXTURE_1D', 'TEXTURE_2D', 'VERTEX_ARRAY']);

/**
 * Enums that name state only below an implementation limit: DRAW_BUFFERi for i ≥ MAX_DRAW_BUFFERS (8 on both lanes,
 * checked below) is no pname at all, INVALID_ENUM through every getter, plain and indexed, on both lanes.
 */
const BEYOND_LIMIT = new Set(Array.from({ length: 8 }, (_, i) => `DRAW_BUFFER${8 + i}`));

/** What the getters said: the error, and the value counts when there was none (an erroring query's output is undefined). */
type Answer = { error: number; counts?: number[]; indexed?: boolean } | { thrown: string };

/**
 * Each pname through the five plain getters; one the plain getters refuse (an indexed-only pname such as
 * UNIFORM_BUFFER_START) through the five indexed getters at index 0 instead.
 */
function walk(gl: GLInterface): Map<string, Answer> {
  const out = new Map<string, Answer>();
  const plain = [gl.getIntegerv, gl.getInteger64v, gl.getFloatv, gl.getDoublev, gl.getBooleanv];
  const indexed = [gl.getIntegeri_v, gl.getInteger64i_v, gl.getFloati_v, gl.getDoublei_v, gl.getBooleani_v];
  const ask = (getters: readonly ((pname: number, ...index: number[]) => number[])[], pname: number, ...index: number[]): Answer => {
    const counts = getters.map((get) => get.call(gl, pname, ...index).length);
    const error = gl.getError();
    while (gl.getError() !== gl.NO_ERROR) { /* one error per getter: keep the first */ }
    return error === gl.NO_ERROR ? { error, counts } : { error };
  };
  while (gl.getError() !== gl.NO_ERROR) { /* start clean */ }
  for (const [name, pname] of GL_CORE_45_GET_PNAMES) {
    try {
      const answer = ask(plain, pname);
      out.set(name, 'error' in answer && answer.error === gl.INVALID_ENUM ? { ...ask(indexed, pname, 0), indexed: true } : answer);
    } catch (e) {
      out.set(name, { thrown: (e as Error).message });
    }
  }
  return out;
}

function onBoth(): { ours: Map<string, Answer>; reference: Map<string, Answer>; profiles: number[]; listCounts: Map<number, number[]>; maxDrawBuffers: number[] } {
  const listCounts = new Map<number, number[]>();
  const maxDrawBuffers: number[] = [];
  const countsOf = (gl: GLInterface) => {
    for (const [list, count] of COUNTED_LIST_PNAMES) listCounts.set(list, [...(listCounts.get(list) ?? []), gl.getIntegerv(count)[0]]);
    maxDrawBuffers.push(gl.getIntegerv(gl.MAX_DRAW_BUFFERS)[0]!);
  };
  const { backend, gl } = openFrontEnd(16, 16);
  let ours: Map<string, Answer>;
  const profiles: number[] = [];
  try {
    ours = walk(gl);
    profiles.push(gl.getIntegerv(gl.CONTEXT_PROFILE_MASK)[0]);
    countsOf(gl);
  } finally {
    backend.destroy();
  }
  const lane = createReferenceGL({ width: 16, height: 16 });
  let reference: Map<string, Answer>;
  try {
    lane.makeCurrent();
    reference = walk(lane.gl);
    profiles.push(lane.gl.getIntegerv(lane.gl.CONTEXT_PROFILE_MASK)[0]);
    countsOf(lane.gl);
  } finally {
    lane.destroy();
  }
  return { ours, reference, profiles, listCounts, maxDrawBuffers };
}

describe('every GL 4.5 core state-query pname, our stack vs the reference lane', () => {
  const { ours, reference, profiles, listCounts, maxDrawBuffers } = onBoth();
  const listNames = new Set(GL_CORE_45_GET_PNAMES.filter(([, p]) => COUNTED_LIST_PNAMES.has(p)).map(([n]) => n));

  it('walks the registry set (gl.xml GetPName ∩ GL 4.5 core) and the spec tables\' names', () => {
    expect(REGISTRY_PNAMES.length).toBeGreaterThan(200);
    for (const n of GL45_STATE_TABLE_PNAMES) expect((GL as unknown as Record<string, number>)[n], n).toBeTypeOf('number');
    expect(GL_CORE_45_GET_PNAMES.length).toBeGreaterThan(REGISTRY_PNAMES.length + 100);
    expect(GL_CORE_45_GET_PNAMES.map(([n]) => n)).toEqual(expect.arrayContaining(['VIEWPORT', 'MAX_TEXTURE_SIZE', 'TIMESTAMP', 'SUBPIXEL_BITS']));
  });

  it('answers every pname the reference answers, through all five getters, without an error and with its value count', () => {
    const differences: string[] = [];
    for (const [name] of GL_CORE_45_GET_PNAMES) {
      if (COMPATIBILITY_STATE.has(name) || listNames.has(name)) continue;
      const a = JSON.stringify(ours.get(name));
      const b = JSON.stringify(reference.get(name));
      if (a !== b) differences.push(`${name}: ours ${a}, reference ${b}`);
    }
    expect(differences).toEqual([]);
    // Nothing is answered by refusing: every compared pname is answered without an error on both, except the
    // enums beyond a limit, which both refuse.
    const refused = [...reference].filter(([n, r]) => !COMPATIBILITY_STATE.has(n) && !BEYOND_LIMIT.has(n) && !('error' in r && r.error === GL.NO_ERROR));
    expect(refused).toEqual([]);
    for (const name of BEYOND_LIMIT) {
      expect(reference.get(name), name).toEqual({ error: GL.INVALID_ENUM, indexed: true });
      expect(ours.get(name), name).toEqual({ error: GL.INVALID_ENUM, indexed: true });
    }
    expect(maxDrawBuffers).toEqual([8, 8]);
  });

  it('a counted list is as long as the same lane says it is, on both lanes', () => {
    expect(listNames.size).toBeGreaterThan(0);
    for (const [name, pname] of GL_CORE_45_GET_PNAMES.filter(([n]) => listNames.has(n))) {
      const [ourCount, referenceCount] = listCounts.get(pname)!;
      expect(ours.get(name), name).toEqual({ error: GL.NO_ERROR, counts: Array(5).fill(ourCount) });
      expect(reference.get(name), name).toEqual({ error: GL.NO_ERROR, counts: Array(5).fill(referenceCount) });
    }
  });

  it('compatibility-only state: refused by our core context, answered by the compatibility reference', () => {
    expect(profiles).toEqual([GL.CONTEXT_CORE_PROFILE_BIT, GL.CONTEXT_COMPATIBILITY_PROFILE_BIT]);
    for (const name of COMPATIBILITY_STATE) {
      expect(ours.get(name), name).toEqual({ error: GL.INVALID_ENUM, indexed: true });
      expect(reference.get(name), name).toEqual({ error: GL.NO_ERROR, counts: [1, 1, 1, 1, 1] });
    }
  });

  it("the shared value-count table says what Mesa's driver writes, for every pname", () => {
    // A 64-slot output prefilled with a sentinel: the values the driver wrote are the prefix that changed.
    const SENTINEL = 0x5eed5eed;
    const wrong: string[] = [];
    const lane = createReferenceGL({ width: 16, height: 16 });
    try {
      lane.makeCurrent();
      for (const [name, pname] of GL_CORE_45_GET_PNAMES) {
        if (COMPATIBILITY_STATE.has(name) || BEYOND_LIMIT.has(name)) continue;
        const out = new Int32Array(64).fill(SENTINEL);
        native.glGetIntegerv(pname, out);
        if (native.glGetError() !== GL.NO_ERROR) {
          // Indexed-only: glGetIntegeri_v writes one value per index (queryValueCount(pname, true)).
          out.fill(SENTINEL);
          native.glGetIntegeri_v(pname, 0, out);
          let n = out.length;
          while (n > 0 && out[n - 1] === SENTINEL) n--;
          if (native.glGetError() !== GL.NO_ERROR || n !== queryValueCount(pname, true)) wrong.push(`${name}: indexed, the driver wrote ${n}, the table says ${queryValueCount(pname, true)}`);
          continue;
        }
        let written = out.length;
        while (written > 0 && out[written - 1] === SENTINEL) written--;
        const countPname = COUNTED_LIST_PNAMES.get(pname);
        const expected = countPname === undefined ? queryValueCount(pname) : lane.gl.getIntegerv(countPname)[0];
        if (written !== expected) wrong.push(`${name}: the driver wrote ${written}, the table says ${expected}`);
      }
      expect(native.glGetError()).toBe(GL.NO_ERROR);
    } finally {
      lane.destroy();
    }
    expect(wrong).toEqual([]);
  });
});

describe('TIMESTAMP', () => {
  it("reads the clock timestamp queries are stamped with: glGet before ≤ the query's result ≤ glGet after", () => {
    const { backend, gl } = openFrontEnd(4, 4);
    try {
      const [query] = gl.genQueries(1);
      const before = gl.getInteger64v(gl.TIMESTAMP)[0];
      gl.queryCounter(query, gl.TIMESTAMP);
      const stamped = gl.getQueryObjectui64v(query, gl.QUERY_RESULT);
      const after = gl.getInteger64v(gl.TIMESTAMP)[0];
      expect(gl.getError()).toBe(gl.NO_ERROR);
      expect(before).toBeGreaterThan(0);
      expect(stamped).toBeGreaterThanOrEqual(before);
      expect(after).toBeGreaterThanOrEqual(stamped);
    } finally {
      backend.destroy();
    }
  });
});
