// glslang 12 does not fold the ARB_gpu_shader5 integer built-ins, fma, ldexp nor the float / int bit casts over
// constant arguments, so
// their calls are not constant expressions there ("array size must be a constant integer expression"), though
// GLSL 4.00 §5.10 makes a built-in call over constant expressions one. Before glslang sees a source, each such
// call whose arguments are literals, constructors of literals and negations (what a constant-expression test
// writes; nothing that needs a symbol table) is replaced by its value, computed here by the functions'
// definitions in GLSL 4.50 §8.8 / §8.3 on 32-bit values. A call it cannot evaluate stays as written (glslang
// then compiles it as run-time code, or reports the constant-expression error as before).
type Kind = 'int' | 'uint' | 'float';
interface Value {
  kind: Kind;
  /** Components (1 for a scalar): int32 / uint32 / float32 values. */
  c: number[];
}

const CONSTRUCTORS: Record<string, [Kind, number]> = {
  int: ['int', 1], ivec2: ['int', 2], ivec3: ['int', 3], ivec4: ['int', 4],
  uint: ['uint', 1], uvec2: ['uint', 2], uvec3: ['uint', 3], uvec4: ['uint', 4],
  float: ['float', 1], vec2: ['float', 2], vec3: ['float', 3], vec4: ['float', 4],
};

function convert(v: number, from: Kind, to: Kind): number {
  if (to === 'float') return Math.fround(v);
  if (from === 'float') return to === 'int' ? Math.trunc(v) | 0 : Math.trunc(v) >>> 0;
  return to === 'int' ? v | 0 : v >>> 0;
}

/** A recursive-descent reader of literal-only constant expressions, from `pos` in `s`. */
class Reader {
  constructor(readonly s: string, public pos: number) {}
  private skip(): void {
    while (this.pos < this.s.length && /\s/.test(this.s[this.pos])) this.pos++;
  }
  peek(ch: string): boolean {
    this.skip();
    return this.s[this.pos] === ch;
  }
  eat(ch: string): boolean {
    if (!this.peek(ch)) return false;
    this.pos++;
    return true;
  }
  expr(): Value | null {
    if (this.eat('-')) {
      const v = this.expr();
      if (v === null) return null;
      return { kind: v.kind, c: v.c.map((x) => (v.kind === 'float' ? -x : v.kind === 'int' ? -x | 0 : (-x) >>> 0)) };
    }
    this.skip();
    const rest = this.s.slice(this.pos);
    const number = /^(?:0[xX][0-9a-fA-F]+[uU]?|(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?[fF]?|\d+[eE][+-]?\d+[fF]?|\d+[uU]?)/.exec(rest);
    if (number && /^[\d.]/.test(rest)) {
      const text = number[0];
      this.pos += text.length;
      if (/^0[xX]/.test(text)) {
        const bits = Number.parseInt(text.replace(/[uU]$/, '').slice(2), 16);
        if (bits > 0xffffffff) return null;
        return /[uU]$/.test(text) ? { kind: 'uint', c: [bits >>> 0] } : { kind: 'int', c: [bits | 0] };
      }
      if (/[.eEfF]/.test(text)) return { kind: 'float', c: [Math.fround(Number(text.replace(/[fF]$/, '')))] };
      const n = Number(text.replace(/[uU]$/, ''));
      if (n > 0xffffffff) return null;
      return /[uU]$/.test(text) ? { kind: 'uint', c: [n >>> 0] } : { kind: 'int', c: [n | 0] };
    }
    const word = /^([A-Za-z_]\w*)/.exec(rest);
    if (!word || !(word[1] in CONSTRUCTORS)) return null;
    this.pos += word[1].length;
    const [kind, size] = CONSTRUCTORS[word[1]];
    const args = this.args();
    if (args === null) return null;
    const comps = args.flatMap((a) => a.c.map((x) => convert(x, a.kind, kind)));
    if (comps.length === 1 && size > 1) return { kind, c: Array<number>(size).fill(comps[0]) };
    if (comps.length < size) return null;
    return { kind, c: comps.slice(0, size) };
  }
  /** "(a, b, ...)" after a function or constructor name. */
  args(): Value[] | null {
    if (!this.eat('(')) return null;
    const out: Value[] = [];
    do {
      const v = this.expr();
      if (v === null) return null;
      out.push(v);
    } while (this.eat(','));
    return this.eat(')') ? out : null;
  }
}

const bitReverse = (x: number) => {
  let r = 0;
  for (let i = 0; i < 32; i++) r = (r << 1) | ((x >>> i) & 1);
  return r >>> 0;
};
const popCount = (x: number) => {
  let n = 0;
  for (let u = x >>> 0; u !== 0; u >>>= 1) n += u & 1;
  return n;
};
const msb = (x: number, signed: boolean) => {
  const u = signed && x < 0 ? ~x >>> 0 : x >>> 0;
  return u === 0 ? -1 : 31 - Math.clz32(u);
};
const lsb = (x: number) => (x === 0 ? -1 : 31 - Math.clz32((x & -x) >>> 0));
const asKind = (x: number, kind: Kind) => (kind === 'int' ? x | 0 : x >>> 0);
const mask = (bits: number) => (bits >= 32 ? 0xffffffff : ((1 << bits) - 1) >>> 0);

/** A scalar or a component of `v`, broadcast: the scalar int offset / bits operands. */
const scalar = (v: Value) => (v.c.length === 1 && v.kind === 'int' ? v.c[0] : null);

function evaluate(name: string, a: Value[]): Value | null {
  const [x, y, z, w] = a;
  const isInt = (v: Value | undefined) => v !== undefined && v.kind !== 'float';
  switch (name) {
    case 'bitCount':
    case 'findLSB':
    case 'findMSB':
      if (a.length !== 1 || !isInt(x)) return null;
      return { kind: 'int', c: x.c.map((v) => (name === 'bitCount' ? popCount(v) : name === 'findLSB' ? lsb(v) : msb(v, x.kind === 'int'))) };
    case 'bitfieldReverse':
      if (a.length !== 1 || !isInt(x)) return null;
      return { kind: x.kind, c: x.c.map((v) => asKind(bitReverse(v), x.kind)) };
    case 'bitfieldExtract': {
      const offset = y && scalar(y);
      const bits = z && scalar(z);
      if (a.length !== 3 || !isInt(x) || offset == null || bits == null || offset < 0 || bits < 0 || offset + bits > 32) return null;
      return {
        kind: x.kind,
        c: x.c.map((v) => {
          if (bits === 0) return 0;
          const field = ((v >>> offset) & mask(bits)) >>> 0;
          // Signed: the field's top bit is copied into the bits above it.
          return x.kind === 'int' && bits < 32 && (field >>> (bits - 1)) & 1 ? (field | ~mask(bits)) | 0 : asKind(field, x.kind);
        }),
      };
    }
    case 'bitfieldInsert': {
      const offset = z && scalar(z);
      const bits = w && scalar(w);
      if (a.length !== 4 || !isInt(x) || !isInt(y) || x.kind !== y.kind || x.c.length !== y.c.length) return null;
      if (offset == null || bits == null || offset < 0 || bits < 0 || offset + bits > 32) return null;
      const m = bits === 0 ? 0 : (mask(bits) << offset) >>> 0;
      return { kind: x.kind, c: x.c.map((v, i) => asKind(((v & ~m) | ((y.c[i] << offset) & m)) >>> 0, x.kind)) };
    }
    case 'fma':
      if (a.length !== 3 || a.some((v) => v.kind !== 'float') || y.c.length !== x.c.length || z.c.length !== x.c.length) return null;
      return { kind: 'float', c: x.c.map((v, i) => Math.fround(v * y.c[i] + z.c[i])) };
    case 'ldexp': {
      if (a.length !== 2 || x.kind !== 'float' || y.kind !== 'int' || y.c.length !== x.c.length) return null;
      // A result too small for a normal float flushes to zero of its sign, as GLSL's denormals may.
      const c = x.c.map((v, i) => {
        const r = Math.fround(v * 2 ** y.c[i]);
        return r !== 0 && Math.abs(r) < 2 ** -126 ? (r < 0 ? -0 : 0) : r;
      });
      return c.every(Number.isFinite) ? { kind: 'float', c } : null;
    }
    case 'floatBitsToInt':
    case 'floatBitsToUint': {
      if (a.length !== 1 || x.kind !== 'float') return null;
      const f = new Float32Array(x.c);
      return { kind: name === 'floatBitsToInt' ? 'int' : 'uint', c: [...(name === 'floatBitsToInt' ? new Int32Array(f.buffer) : new Uint32Array(f.buffer))] };
    }
    case 'intBitsToFloat':
    case 'uintBitsToFloat': {
      if (a.length !== 1 || x.kind !== (name === 'intBitsToFloat' ? 'int' : 'uint')) return null;
      const c = [...new Float32Array(Uint32Array.from(x.c, (v) => v >>> 0).buffer)];
      // NaN and infinity have no literal; a denormal's literal would not round-trip.
      return c.every((v) => Number.isFinite(v) && (v === 0 || Math.abs(v) >= 2 ** -126)) ? { kind: 'float', c } : null;
    }
    default:
      return null;
  }
}

function formatComponent(v: number, kind: Kind): string {
  if (kind === 'uint') return `${v >>> 0}u`;
  if (kind === 'int') return v === -2147483648 ? '(-2147483647 - 1)' : `${v}`;
  if (Object.is(v, -0)) return '-0.0';
  if (Number.isInteger(v) && Math.abs(v) < 1e9) return `${v}.0`;
  // The shortest decimal that reads back as the same float32 (9 digits always do).
  let t = v.toPrecision(9);
  for (let p = 1; p < 9; p++) {
    const shorter = v.toPrecision(p);
    if (Math.fround(Number(shorter)) === v) {
      t = shorter;
      break;
    }
  }
  return /[.e]/.test(t) ? t : `${t}.0`;
}

function format(v: Value): string {
  const parts = v.c.map((x) => formatComponent(x, v.kind));
  if (v.c.length === 1) return `${v.kind}(${parts[0]})`;
  const prefix = v.kind === 'int' ? 'ivec' : v.kind === 'uint' ? 'uvec' : 'vec';
  return `${prefix}${v.c.length}(${parts.join(', ')})`;
}

const CALL = /\b(bitCount|bitfieldExtract|bitfieldInsert|bitfieldReverse|findLSB|findMSB|fma|ldexp|floatBitsTo(?:Int|Uint)|u?intBitsToFloat)\s*\(/g;

/** `source` with the calls described above replaced by their values (innermost first). */
export function foldConstantBuiltins(source: string): string {
  if (!/\b(bitCount|bitfield|findLSB|findMSB|fma|ldexp|floatBitsTo|intBitsToFloat|uintBitsToFloat)/.test(source)) return source;
  let text = source;
  for (let changed = true; changed;) {
    changed = false;
    CALL.lastIndex = 0;
    for (let m = CALL.exec(text); m; m = CALL.exec(text)) {
      if (m.index > 0 && text[m.index - 1] === '.') continue;
      const reader = new Reader(text, m.index + m[1].length);
      const args = reader.args();
      const value = args && evaluate(m[1], args);
      if (!value) continue;
      // The call's own line breaks stay, after the value: the lines after it keep their numbers.
      const breaks = '\n'.repeat(text.slice(m.index, reader.pos).split('\n').length - 1);
      text = text.slice(0, m.index) + format(value) + breaks + text.slice(reader.pos);
      changed = true;
      break;
    }
  }
  return text;
}
