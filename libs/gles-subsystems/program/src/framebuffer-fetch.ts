// GL_EXT_shader_framebuffer_fetch. libs/shader framebuffer-fetch.ts compiles a fragment stage that enabled it with its
// `inout` outputs declared `out`, and marks the SPIR-V with OpSourceExtension "GL_EXT_shader_framebuffer_fetch". Here
// the fragment outputs that stage reads are declared `inout` again in the ESSL, under the ESSL extension (GLES 3.2 +
// EXT_shader_framebuffer_fetch, which Mesa's GLES has and NVIDIA 580's does not), so each invocation starts from the
// framebuffer's value at the output's location. An output read only after a write reads that write either way.
// The front end advertises the extension only where the driver has it (LegacyCaps.framebufferFetch).
import { OP, readString } from './spirv-lowering.ts';

const EXTENSION = 'GL_EXT_shader_framebuffer_fetch';
const OP_SOURCE_EXTENSION = 4;
const OP_PTR_ACCESS_CHAIN = 67;
const STORAGE_OUTPUT = 3;

/** The names of the outputs a marked fragment stage reads (to declare `inout`); null when the stage is not marked. */
export function framebufferFetchOutputs(spirv: Uint32Array): string[] | null {
  let marked = false;
  const outputs = new Set<number>();
  const names = new Map<number, string>();
  const reads = new Set<number>();
  const baseOf = new Map<number, number>(); // access chain result → the variable it starts from
  for (let i = 5; i < spirv.length;) {
    const n = spirv[i] >>> 16;
    if (n === 0) break;
    const op = spirv[i] & 0xffff;
    if (op === OP_SOURCE_EXTENSION && readString(spirv, i + 1) === EXTENSION) marked = true;
    else if (op === OP.Name) names.set(spirv[i + 1], readString(spirv, i + 2));
    else if (op === OP.Variable && spirv[i + 3] === STORAGE_OUTPUT) outputs.add(spirv[i + 2]);
    else if (op === OP.AccessChain || op === OP.InBoundsAccessChain || op === OP_PTR_ACCESS_CHAIN) baseOf.set(spirv[i + 2], baseOf.get(spirv[i + 3]) ?? spirv[i + 3]);
    else if (op === OP.Load) reads.add(baseOf.get(spirv[i + 3]) ?? spirv[i + 3]);
    i += n;
  }
  if (!marked) return null;
  return [...outputs].filter((id) => reads.has(id) && names.has(id)).map((id) => names.get(id)!);
}

/** `essl` (SPIRV-Cross's fragment stage) with the extension enabled and `names` declared `inout`. */
export function withFramebufferFetch(essl: string, names: readonly string[]): string {
  let out = essl.replace(/^(#version[^\n]*\n)/, `$1#extension ${EXTENSION} : require\n`);
  for (const name of names) {
    const declaration = new RegExp(`^([ \\t]*(?:layout\\([^)]*\\)[ \\t]*)?)out(\\s+(?:(?:highp|mediump|lowp)\\s+)?\\w+\\s+${name}\\s*(?:\\[[^\\]]*\\])?\\s*;)`, 'm');
    out = out.replace(declaration, '$1inout$2');
  }
  return out;
}
