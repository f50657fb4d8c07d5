// Arrays of shader storage blocks indexed with non-constant expressions. Desktop GL (4.00+ / ARB_gpu_shader5)
// indexes them with any dynamically uniform expression; ESSL 3.20 §4.3.9 only with constant expressions ("shader
// storage block array index must be constant"; piglit's arb_shader_storage_buffer_object execution/indirect). Each
// statement (SPIRV-Cross writes one a line) that uses `inst[i]` with a non-constant `i` is run once per element
// under `if (i == k)`, with `inst[i]` read as `inst[k]` there; a declaration `T x = …;` becomes `T x;` and the
// guarded assignments. Only one branch runs, so reads, writes and atomics each happen once; the index is evaluated
// once per comparison, so only side-effect-free ones are lowered (names, literals, member / element accesses,
// arithmetic). An index out of range runs no branch (GL leaves such an access undefined).

/** `buffer Name { … } inst[N];` → inst → N. */
function storageArrays(essl: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of essl.matchAll(/\bbuffer\s+\w+\s*\{[^{}]*\}\s*(\w+)\s*\[\s*(\d+)\s*\]\s*;/g)) out.set(m[1], Number(m[2]));
  return out;
}

/** The index expressions `inst[expr]` uses in `line` (bracket-balanced), in order. */
function indexExpressions(line: string, inst: string): { start: number; end: number; index: string }[] {
  const out: { start: number; end: number; index: string }[] = [];
  const word = new RegExp(`(?<![\\w.])${inst}\\s*\\[`, 'g');
  for (let m = word.exec(line); m !== null; m = word.exec(line)) {
    const open = m.index + m[0].length - 1;
    let depth = 0;
    let close = -1;
    for (let i = open; i < line.length; i++) {
      if (line[i] === '[') depth++;
      else if (line[i] === ']' && --depth === 0) { close = i; break; }
    }
    if (close < 0) return [];
    out.push({ start: m.index, end: close + 1, index: line.slice(open + 1, close).trim() });
  }
  return out;
}

const PURE_INDEX = /^[\w.\s+\-*/%()[\]]+$/;
const DECLARATION = /^(\s*)((?:precise\s+)?(?:(?:highp|mediump|lowp)\s+)?\w+)\s+(\w+)\s*=\s*([\s\S]*;)$/;

/** The stage's ESSL with its storage block arrays indexed by constants only (see the header). */
export function lowerStorageBlockArrayIndexing(essl: string): string {
  const arrays = storageArrays(essl);
  if (arrays.size === 0) return essl;
  const lines = essl.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    let lowered: string | null = null;
    for (const [inst, size] of arrays) {
      const uses = indexExpressions(line, inst).filter((u) => !/^\d+u?$/.test(u.index));
      if (uses.length === 0) continue;
      const index = uses[0].index;
      const trimmed = line.trim();
      if (!trimmed.endsWith(';') || /^(if|for|while|return|do)\b/.test(trimmed) || !PURE_INDEX.test(index) || uses.some((u) => u.index !== index)) break;
      const indent = /^\s*/.exec(line)![0];
      const replaceAt = (k: number) => {
        let s = '';
        let at = 0;
        for (const u of uses) { s += line.slice(at, u.start) + `${inst}[${k}]`; at = u.end; }
        return (s + line.slice(at)).trim();
      };
      const declared = DECLARATION.exec(line);
      const head: string[] = [];
      let statement = (k: number) => replaceAt(k);
      if (declared !== null && !/^(?:else|case)$/.test(declared[2])) {
        head.push(`${indent}${declared[2]} ${declared[3]};`);
        statement = (k: number) => replaceAt(k).replace(DECLARATION, '$3 = $4');
      }
      const branches = Array.from({ length: size }, (_, k) => `${k === 0 ? '' : 'else '}if ((${index}) == ${k}) { ${statement(k)} }`);
      lowered = [...head, ...branches.map((b) => indent + b)].join('\n');
      break;
    }
    out.push(lowered ?? line);
  }
  return out.join('\n');
}
