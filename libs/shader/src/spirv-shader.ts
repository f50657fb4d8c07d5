// GL_ARB_gl_spirv shader objects (GL 4.6 §7.2.1): glShaderBinary keeps the application's module as given;
// glSpecializeShader picks the entry point and fixes the specialization constants, and the result is what a
// link reads (a CompiledShader whose `spirv` is set: glslang never sees it). The module the link receives keeps
// exactly one entry point (SPIRV-Cross and the lowerings pick "the" entry point of a stage) and its spec
// constants' defaults replaced by the application's values (the SpecId decorations stay: SPIRV-Cross then writes
// them as plain constants with those values).
import type { ShaderStage } from '@mgpipe/native-shader';
import { Decoration, EXECUTION_MODEL_STAGE, Op, parseSpirv, type SpirvModule } from './spirv-module.ts';

/** SPIR-V extensions (OpExtension) a module may declare (GL_SPIR_V_EXTENSIONS); none beyond core SPIR-V 1.0. */
export const SUPPORTED_SPIRV_EXTENSIONS: readonly string[] = [];

/** The highest SPIR-V version the path takes (GL 4.6 requires 1.0; glslang / SPIRV-Cross read later ones too). */
const MAX_VERSION = 0x00010500;

export type SpecializeResult =
  | { ok: true; spirv: Uint32Array; log: string }
  /** `error`: the GL error SpecializeShader raises (state unchanged); absent: COMPILE_STATUS false with `log`. */
  | { ok: false; error?: 'INVALID_VALUE'; log: string };

/**
 * The module's words from glShaderBinary's bytes, or why they are not a SPIR-V module (INVALID_VALUE: "the data
 * pointed to by binary does not match the format"). The bytes are copied: the caller's buffer may change later.
 */
export function spirvWordsOf(bytes: Uint8Array): { ok: true; words: Uint32Array } | { ok: false; reason: string } {
  if (bytes.byteLength % 4 !== 0) return { ok: false, reason: `length ${bytes.byteLength} is not a multiple of 4` };
  const words = new Uint32Array(bytes.byteLength / 4);
  new Uint8Array(words.buffer).set(bytes);
  const parsed = parseSpirv(words);
  if (!parsed.ok) return { ok: false, reason: parsed.reason };
  return { ok: true, words };
}

/** A copy of `words` without the instructions at the given word indices. */
export function withoutInstructions(words: Uint32Array, drop: ReadonlySet<number>): Uint32Array {
  const out: number[] = [];
  for (let i = 0; i < 5; i++) out.push(words[i]);
  for (let i = 5; i < words.length;) {
    const count = words[i] >>> 16;
    if (!drop.has(i)) for (let k = 0; k < count; k++) out.push(words[i + k]);
    i += count;
  }
  return Uint32Array.from(out);
}

/**
 * glSpecializeShader on a module loaded for `stage`. The GL errors of §7.2.1 come back as `error`; a module the
 * path cannot take (an unsupported version or extension) fails the specialization with a log, as the spec allows.
 */
export function specializeSpirv(words: Uint32Array, stage: ShaderStage, entryPoint: string, constantIndex: ArrayLike<number>, constantValue: ArrayLike<number>): SpecializeResult {
  const parsed = parseSpirv(words);
  if (!parsed.ok) return { ok: false, log: `ERROR: ${parsed.reason}\n` };
  const m = parsed.module;
  const entry = m.entryPoints.find((e) => e.name === entryPoint && EXECUTION_MODEL_STAGE[e.model] === stage);
  if (entry === undefined) return { ok: false, error: 'INVALID_VALUE', log: `'${entryPoint}' is not a ${stage} entry point of the module` };
  const specIds = specConstantsById(m);
  for (let i = 0; i < constantIndex.length; i++) {
    if (!specIds.has(constantIndex[i])) return { ok: false, error: 'INVALID_VALUE', log: `no specialization constant has SpecId ${constantIndex[i]}` };
  }
  if (words[1] > MAX_VERSION) return { ok: false, log: `ERROR: SPIR-V version 0x${words[1].toString(16)} is not supported (at most 1.5)\n` };
  const unknown = m.extensions.filter((e) => !SUPPORTED_SPIRV_EXTENSIONS.includes(e));
  if (unknown.length > 0) return { ok: false, log: `ERROR: SPIR-V extension ${unknown[0]} is not supported\n` };

  const out = words.slice();
  for (let i = 0; i < constantIndex.length; i++) {
    const inst = specIds.get(constantIndex[i])!;
    const value = constantValue[i] >>> 0;
    if (inst.op === Op.SpecConstant) out[inst.at + 3] = value; // a 64-bit constant's low word: the GL API passes 32 bits
    else out[inst.at] = (out[inst.at] & 0xffff0000) | (value !== 0 ? Op.SpecConstantTrue : Op.SpecConstantFalse);
  }
  // Other entry points (and their execution modes) leave: the backend translates "the" entry point of the stage.
  const drop = new Set<number>();
  for (const e of m.entryPoints) if (e !== entry) drop.add(e.at);
  for (const inst of m.instructions) {
    if ((inst.op === Op.ExecutionMode || inst.op === Op.ExecutionModeId) && inst.operands[0] !== entry.id) drop.add(inst.at);
  }
  return { ok: true, spirv: drop.size > 0 ? withoutInstructions(out, drop) : out, log: '' };
}

/** The scalar specialization constants by SpecId: OpSpecConstant / OpSpecConstantTrue / OpSpecConstantFalse. */
function specConstantsById(m: SpirvModule): Map<number, { op: number; at: number }> {
  const out = new Map<number, { op: number; at: number }>();
  for (const inst of m.instructions) {
    if (inst.op !== Op.SpecConstant && inst.op !== Op.SpecConstantTrue && inst.op !== Op.SpecConstantFalse) continue;
    const id = m.decorations.get(inst.operands[1])?.get(Decoration.SpecId)?.[0];
    if (id !== undefined) out.set(id, { op: inst.op, at: inst.at });
  }
  return out;
}
