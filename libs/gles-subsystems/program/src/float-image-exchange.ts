// The ESSL half of imageAtomicExchange on an r32f image (float-atomics.ts gives SPIRV-Cross the uint exchange of the
// bits, since it refuses float atomics outside Vulkan GLSL even where ESSL 3.2 has them).

/** The index of the ')' closing the '(' at `open` (-1 if none) and the top-level commas between them. */
function callArguments(s: string, open: number): { close: number; commas: number[] } {
  const commas: number[] = [];
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && --depth === 0) return { close: i, commas };
    else if (c === ',' && depth === 1) commas.push(i);
  }
  return { close: -1, commas };
}

/**
 * The ESSL half of a float image exchange: SPIRV-Cross (which refuses float atomics) was given the uint exchange of
 * the bits, and writes `imageAtomicExchange(img, P, floatBitsToUint(x))` (a uint result); on a float image that call
 * becomes `floatBitsToUint(imageAtomicExchange(img, P, x))`, ESSL 3.2's float overload (OES_shader_image_atomic).
 * Calls on int / uint images are left alone.
 */
export function fixFloatImageExchanges(essl: string): string {
  if (!essl.includes('imageAtomicExchange(')) return essl;
  const floatImages = new Set<string>();
  for (const d of essl.matchAll(/\buniform\s+(?:(?:highp|mediump|lowp)\s+)?image\w+\s+(\w+)/g)) floatImages.add(d[1]);
  let out = essl;
  let from = 0;
  for (;;) {
    const at = out.indexOf('imageAtomicExchange(', from);
    if (at < 0) return out;
    const open = at + 'imageAtomicExchange'.length;
    const { close, commas } = callArguments(out, open);
    from = open;
    if (close < 0 || commas.length === 0) continue;
    const image = /^\s*(\w+)/.exec(out.slice(open + 1, commas[0]))?.[1] ?? '';
    const last = out.slice(commas[commas.length - 1] + 1, close).trim();
    if (!floatImages.has(image) || !last.startsWith('floatBitsToUint(') || callArguments(last, 'floatBitsToUint'.length).close !== last.length - 1) continue;
    const call = `${out.slice(at, commas[commas.length - 1] + 1)} ${last.slice('floatBitsToUint('.length, -1)})`;
    out = `${out.slice(0, at)}floatBitsToUint(${call})${out.slice(close + 1)}`;
  }
}
