// getIntegerv / getFloatv / getBooleanv / getInteger64v / getDoublev and their indexed forms over the
// state-query registry (every area registers the pnames of its own state), with GL 4.5 §2.2.2's
// conversions: float → integer rounds to nearest; normalized values (colors, depth range, depth clear
// value) map [-1, 1] linearly onto the integer range; booleans are 0/1; integers stored as unsigned
// 32-bit values (masks) read back through getIntegerv as their two's-complement bit pattern.
// getString / getStringi answer the implementation strings.
import type { GLFunctions } from '@mgpipe/gl-api';
import { SUPPORTED_SPIRV_EXTENSIONS } from '@mgpipe/shader';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { advertisedExtensions } from './a-extensions.ts';

const AS_INT = 0;
const AS_INT64 = 1;
const AS_FLOAT = 2;
const AS_DOUBLE = 3;
const AS_BOOLEAN = 4;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

export const VERSION_STRING = '4.5 (Core Profile) MGPipe';
/**
 * getStringi(SHADING_LANGUAGE_VERSION, i) (GL 4.5 §22.2): the #version lines a shader may use — desktop
 * 1.10-1.50 (compiled as 3.30 core), 3.30-4.50 core, ES 3.00-3.20. A source without #version (which GL
 * reads as 1.10, listed as "") is refused by MGPipe, so "" is not listed.
 */
export const SHADING_LANGUAGE_VERSIONS: readonly string[] = [
  '450 core', '440 core', '430 core', '420 core', '410 core', '400 core', '330 core', '150 core', '140', '130', '120', '110',
  '320 es', '310 es', '300 es',
];

/** Indexed pnames whose values are normalized (the indexed registry carries no flag). */
const NORMALIZED_INDEXED = new Set<number>([GL.DEPTH_RANGE]);

export function convertValue(v: number, as: number, normalized: boolean): number {
  switch (as) {
    case AS_BOOLEAN: return v !== 0 ? 1 : 0;
    case AS_FLOAT: return Math.fround(v);
    case AS_DOUBLE: return v;
    case AS_INT64:
      // `+ 0` turns a rounded -0 into 0: integers have no negative zero.
      if (normalized) return Math.round(((2 ** 64 - 1) * v - 1) / 2) + 0;
      return Math.round(v) + 0;
    default: {
      if (normalized) {
        const i = Math.round(((2 ** 32 - 1) * v - 1) / 2);
        return i < INT32_MIN ? INT32_MIN : i > INT32_MAX ? INT32_MAX : i | 0;
      }
      // Unsigned 32-bit state (stencil masks, sample mask, restart index) keeps its bit pattern.
      if (Number.isInteger(v) && v > INT32_MAX && v <= 0xffffffff) return v | 0;
      const i = Math.round(v);
      return i < INT32_MIN ? INT32_MIN : i > INT32_MAX ? INT32_MAX : i | 0;
    }
  }
}

export function stateQueryEntryPoints(fe: FrontEnd) {
  const registry = fe.stateQueries;
  const EXTENSIONS = advertisedExtensions(fe.caps);

  function get(fn: string, pname: number, as: number): number[] {
    const entry = registry.lookup(pname);
    if (entry === undefined) {
      fe.error(GL.INVALID_ENUM, `${fn}: invalid pname 0x${pname.toString(16)}`);
      return [];
    }
    const values = entry.query();
    const normalized = entry.normalized === true;
    const out = new Array<number>(values.length);
    for (let i = 0; i < values.length; i++) out[i] = convertValue(values[i], as, normalized);
    return out;
  }

  function getIndexed(fn: string, pname: number, index: number, as: number): number[] {
    const query = registry.lookupIndexed(pname);
    if (query === undefined) {
      fe.error(GL.INVALID_ENUM, `${fn}: invalid indexed pname 0x${pname.toString(16)}`);
      return [];
    }
    const values = index < 0 ? null : query(index);
    if (values === null) {
      fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is out of range for 0x${pname.toString(16)}`);
      return [];
    }
    const normalized = NORMALIZED_INDEXED.has(pname);
    const out = new Array<number>(values.length);
    for (let i = 0; i < values.length; i++) out[i] = convertValue(values[i], as, normalized);
    return out;
  }

  return {
    getIntegerv(pname: number): number[] { return get('getIntegerv', pname, AS_INT); },
    getInteger64v(pname: number): number[] { return get('getInteger64v', pname, AS_INT64); },
    getFloatv(pname: number): number[] { return get('getFloatv', pname, AS_FLOAT); },
    getDoublev(pname: number): number[] { return get('getDoublev', pname, AS_DOUBLE); },
    getBooleanv(pname: number): number[] { return get('getBooleanv', pname, AS_BOOLEAN); },
    getIntegeri_v(target: number, index: number): number[] { return getIndexed('getIntegeri_v', target, index, AS_INT); },
    getInteger64i_v(target: number, index: number): number[] { return getIndexed('getInteger64i_v', target, index, AS_INT64); },
    getFloati_v(target: number, index: number): number[] { return getIndexed('getFloati_v', target, index, AS_FLOAT); },
    getDoublei_v(target: number, index: number): number[] { return getIndexed('getDoublei_v', target, index, AS_DOUBLE); },
    getBooleani_v(target: number, index: number): number[] { return getIndexed('getBooleani_v', target, index, AS_BOOLEAN); },

    getString(name: number): string | null {
      switch (name) {
        case GL.VENDOR: return 'MGPipe';
        case GL.RENDERER: return fe.caps.renderer;
        case GL.VERSION: return VERSION_STRING;
        case GL.SHADING_LANGUAGE_VERSION: return '4.50';
        default:
          // Core profile: EXTENSIONS is only available through getStringi (GL 4.5 §22.2).
          fe.error(GL.INVALID_ENUM, `getString: invalid name 0x${name.toString(16)}`);
          return null;
      }
    },
    getStringi(name: number, index: number): string | null {
      const list = name === GL.EXTENSIONS ? EXTENSIONS : name === GL.SHADING_LANGUAGE_VERSION ? SHADING_LANGUAGE_VERSIONS
        : name === GL.SPIR_V_EXTENSIONS ? SUPPORTED_SPIRV_EXTENSIONS : null;
      if (list === null) {
        fe.error(GL.INVALID_ENUM, `getStringi: invalid name 0x${name.toString(16)}`);
        return null;
      }
      if (index < 0 || index >= list.length) {
        const count = name === GL.EXTENSIONS ? 'NUM_EXTENSIONS' : name === GL.SPIR_V_EXTENSIONS ? 'NUM_SPIR_V_EXTENSIONS' : 'NUM_SHADING_LANGUAGE_VERSIONS';
        fe.error(GL.INVALID_VALUE, `getStringi: index ${index} >= ${count}`);
        return null;
      }
      return list[index];
    },
  } satisfies Partial<GLFunctions>;
}
