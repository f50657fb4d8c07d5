// A read-only index of a SPIR-V module's declarations (GL_ARB_gl_spirv): names, decorations, types, constants,
// global variables and entry points — what specialization and reflection of an application's module read. It
// never trusts the bytes: a module that is not word-aligned, lacks the magic number, or has an instruction
// running past the end is rejected with a reason (the caller makes that a GL error or a failed specialization).
//
// SPIR-V layout: 5 header words (magic, version, generator, bound, schema), then instructions; word 0 of each is
// (wordCount << 16) | opcode.
import { literalString } from './spirv-patch.ts';

export const SPIRV_MAGIC = 0x07230203;

export const Op = {
  Name: 5, MemberName: 6, Extension: 10, EntryPoint: 15, ExecutionMode: 16, Capability: 17,
  TypeVoid: 19, TypeBool: 20, TypeInt: 21, TypeFloat: 22, TypeVector: 23, TypeMatrix: 24, TypeImage: 25, TypeSampler: 26,
  TypeSampledImage: 27, TypeArray: 28, TypeRuntimeArray: 29, TypeStruct: 30, TypePointer: 32, TypeFunction: 33,
  ConstantTrue: 41, ConstantFalse: 42, Constant: 43, ConstantComposite: 44, ConstantNull: 46,
  SpecConstantTrue: 48, SpecConstantFalse: 49, SpecConstant: 50, SpecConstantComposite: 51, SpecConstantOp: 52,
  Function: 54, Variable: 59, Decorate: 71, MemberDecorate: 72, ExecutionModeId: 331,
} as const;

export const Decoration = {
  SpecId: 1, Block: 2, BufferBlock: 3, RowMajor: 4, ColMajor: 5, ArrayStride: 6, MatrixStride: 7, BuiltIn: 11,
  Location: 30, Component: 31, Index: 32, Binding: 33, DescriptorSet: 34, Offset: 35, XfbBuffer: 36, XfbStride: 37,
} as const;

export const Storage = {
  UniformConstant: 0, Input: 1, Uniform: 2, Output: 3, Workgroup: 4, Private: 6, Function: 7, AtomicCounter: 10,
  StorageBuffer: 12,
} as const;

/** SPIR-V execution model → GL stage. */
export const EXECUTION_MODEL_STAGE: Readonly<Record<number, 'vertex' | 'tessControl' | 'tessEvaluation' | 'geometry' | 'fragment' | 'compute'>> = {
  0: 'vertex', 1: 'tessControl', 2: 'tessEvaluation', 3: 'geometry', 4: 'fragment', 5: 'compute',
};

export interface SpirvInstruction {
  op: number;
  /** Word index of the instruction's first word in the module. */
  at: number;
  /** The operand words (without word 0). */
  operands: Uint32Array;
}

export interface SpirvEntryPoint {
  model: number;
  id: number;
  name: string;
  interface: number[];
  at: number;
}

export interface SpirvModule {
  words: Uint32Array;
  instructions: SpirvInstruction[];
  names: Map<number, string>;
  memberNames: Map<number, Map<number, string>>;
  /** id → decoration → its literal operands. */
  decorations: Map<number, Map<number, number[]>>;
  /** struct id → member → decoration → literal operands. */
  memberDecorations: Map<number, Map<number, Map<number, number[]>>>;
  /** Type declarations by result id (the instruction; operands[0] is the result id). */
  types: Map<number, SpirvInstruction>;
  /** Scalar constants (OpConstant / OpSpecConstant, first word) by id. */
  scalarConstants: Map<number, number>;
  /** Global variables: id → { pointer type id, storage class }. */
  variables: Map<number, { type: number; storage: number }>;
  entryPoints: SpirvEntryPoint[];
  extensions: string[];
}

export type ParseResult = { ok: true; module: SpirvModule } | { ok: false; reason: string };

function decorationMap<K>(outer: Map<K, Map<number, number[]>>, key: K): Map<number, number[]> {
  let m = outer.get(key);
  if (m === undefined) outer.set(key, (m = new Map()));
  return m;
}

/** Parses `words` (one module, host word order). Never reads past the array. */
export function parseSpirv(words: Uint32Array): ParseResult {
  if (words.length < 5) return { ok: false, reason: 'the binary is shorter than a SPIR-V header (5 words)' };
  if (words[0] !== SPIRV_MAGIC) return { ok: false, reason: `the binary does not start with the SPIR-V magic number (0x${(words[0] >>> 0).toString(16)})` };
  const module: SpirvModule = {
    words, instructions: [], names: new Map(), memberNames: new Map(), decorations: new Map(), memberDecorations: new Map(),
    types: new Map(), scalarConstants: new Map(), variables: new Map(), entryPoints: [], extensions: [],
  };
  let inFunctions = false;
  for (let i = 5; i < words.length;) {
    const count = words[i] >>> 16;
    const op = words[i] & 0xffff;
    if (count === 0) return { ok: false, reason: `instruction at word ${i} has a word count of 0` };
    if (i + count > words.length) return { ok: false, reason: `instruction at word ${i} (opcode ${op}) runs past the end of the binary` };
    const operands = words.subarray(i + 1, i + count);
    const inst: SpirvInstruction = { op, at: i, operands };
    module.instructions.push(inst);
    const need = (n: number): boolean => operands.length >= n;
    if (op === Op.Function) inFunctions = true;
    else if (op === Op.Name && need(1)) module.names.set(operands[0], literalString(words, i + 2, i + count));
    else if (op === Op.MemberName && need(2)) {
      let m = module.memberNames.get(operands[0]);
      if (m === undefined) module.memberNames.set(operands[0], (m = new Map()));
      m.set(operands[1], literalString(words, i + 3, i + count));
    } else if (op === Op.Extension) module.extensions.push(literalString(words, i + 1, i + count));
    else if (op === Op.EntryPoint && need(3)) {
      const name = literalString(words, i + 3, i + count);
      const nameWords = Math.floor(new TextEncoder().encode(name).length / 4) + 1;
      module.entryPoints.push({ model: operands[0], id: operands[1], name, interface: Array.from(operands.subarray(2 + nameWords)), at: i });
    } else if (op === Op.Decorate && need(2)) decorationMap(module.decorations, operands[0]).set(operands[1], Array.from(operands.subarray(2)));
    else if (op === Op.MemberDecorate && need(3)) {
      let s = module.memberDecorations.get(operands[0]);
      if (s === undefined) module.memberDecorations.set(operands[0], (s = new Map()));
      decorationMap(s, operands[1]).set(operands[2], Array.from(operands.subarray(3)));
    } else if (op >= Op.TypeVoid && op <= Op.TypeFunction && need(1)) module.types.set(operands[0], inst);
    else if ((op === Op.Constant || op === Op.SpecConstant) && need(3)) module.scalarConstants.set(operands[1], operands[2]);
    else if (op === Op.Variable && need(3) && !inFunctions) module.variables.set(operands[1], { type: operands[0], storage: operands[2] });
    i += count;
  }
  return { ok: true, module };
}

/** The literal operands of `decoration` on `id`, or undefined. */
export function decoration(m: SpirvModule, id: number, dec: number): number[] | undefined {
  return m.decorations.get(id)?.get(dec);
}

export function memberDecoration(m: SpirvModule, struct: number, member: number, dec: number): number[] | undefined {
  return m.memberDecorations.get(struct)?.get(member)?.get(dec);
}

/** The OpName of `id`, or `_<id>` for an unnamed one (a GL name must not be empty). */
export const nameOf = (m: SpirvModule, id: number): string => m.names.get(id) || `_${id}`;

/** The OpMemberName of a struct's member `i`, or `_m<i>`. */
export const memberNameOf = (m: SpirvModule, struct: number, i: number): string => m.memberNames.get(struct)?.get(i) || `_m${i}`;
