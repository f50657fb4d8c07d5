// GL_ARB_shader_clock on GLES: ESSL 3.20 has no clock (SPIRV-Cross has no ESSL form of OpReadClockKHR). The extension
// promises only that, within an invocation, a later clock2x32ARB() returns a value not smaller than an earlier one
// (units undefined, and the value may wrap). Here each call is an atomic increment of one device-wide word in a
// storage buffer the backend owns and binds (block-binding-step.ts), so it is a *logical* clock, not a time: values
// grow by one per call made anywhere on the device, so they are strictly increasing within an invocation and order
// calls across invocations, draws and dispatches in the order the atomics happened (the word persists for the
// context). clock2x32ARB() returns (the word before the increment, 0): it wraps after 2^32 calls device-wide, which
// the extension allows; the high word stays 0. Cost: one device-scope atomic on a single word per call — every call
// of every invocation contends for it, so a hot loop of clock calls serializes.
//
// On the SPIR-V, before SPIRV-Cross: a storage block `MgpShaderClock { uint words[]; }` at the driver storage binding
// given (past the program's own blocks and lowered counters), each OpReadClockKHR with a uvec2 result replaced by
// OpAccessChain + OpAtomicIAdd(Device scope, relaxed) + OpCompositeConstruct, the ShaderClockKHR capability and the
// SPV_KHR_shader_clock extension dropped. Refused (the build fails with the reason): clockARB()'s 64-bit result
// (ESSL has no 64-bit integers; the front end has no GL_ARB_gpu_shader_int64 either).
import { ins, Module, OP, readString, stringWords } from './spirv-lowering.ts';

const OP_EXTENSION = 10;
const OP_TYPE_RUNTIME_ARRAY = 29;
const OP_TYPE_STRUCT = 30;
const OP_MEMBER_DECORATE = 72;
const OP_ATOMIC_IADD = 234;
const OP_READ_CLOCK = 5056;
const CAP_SHADER_CLOCK = 5055;
const STORAGE_UNIFORM = 2;
const DECORATION_BUFFER_BLOCK = 3;
const DECORATION_ARRAY_STRIDE = 6;
const DECORATION_BINDING = 33;
const DECORATION_DESCRIPTOR_SET = 34;
const DECORATION_OFFSET = 35;
const SCOPE_DEVICE = 1;

/** The storage block SPIRV-Cross declares for the clock word. */
export const SHADER_CLOCK_BLOCK = 'MgpShaderClock';

/** Whether the stage reads the shader clock (glslang declares ShaderClockKHR; capabilities come first). */
export function usesShaderClock(spirv: Uint32Array): boolean {
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    if (count === 0 || (spirv[i] & 0xffff) !== OP.Capability) return false;
    if (spirv[i + 1] === CAP_SHADER_CLOCK) return true;
    i += count;
  }
  return false;
}

/** The stage with its clock reads lowered to the logical clock word at driver storage binding `binding` (header). */
export function lowerShaderClock(spirv: Uint32Array, binding: number): { ok: true; spirv: Uint32Array } | { ok: false; reason: string } {
  if (!usesShaderClock(spirv)) return { ok: true, spirv };
  const m = new Module(spirv);
  const uint = m.uint();
  const reads = m.insns.filter((w) => (w[0] & 0xffff) === OP_READ_CLOCK);
  for (const w of reads) {
    const type = m.defs.get(w[1]);
    if (type === undefined || (type[0] & 0xffff) !== OP.TypeVector || type[3] !== 2) {
      return { ok: false, reason: 'clockARB() returns a 64-bit integer, which ESSL lacks (clock2x32ARB() is lowered)' };
    }
  }
  // The block: struct { uint words[]; } in Uniform storage with BufferBlock (SPIR-V 1.0 storage buffers, as glslang writes them).
  const words = m.id(), block = m.id(), pointer = m.id(), variable = m.id();
  m.globals.push(ins(OP_TYPE_RUNTIME_ARRAY, words, uint), ins(OP_TYPE_STRUCT, block, words), ins(OP.TypePointer, pointer, STORAGE_UNIFORM, block),
    ins(OP.Variable, pointer, variable, STORAGE_UNIFORM));
  const wordPointer = m.pointer(STORAGE_UNIFORM, uint);
  const zero = m.constant(m.int(), 0);
  const uzero = m.constant(uint, 0);
  const one = m.constant(uint, 1);
  const device = m.constant(uint, SCOPE_DEVICE);
  const relaxed = m.constant(uint, 0);
  for (const w of reads) {
    const p = m.id(), old = m.id();
    const at = m.insns.indexOf(w);
    m.insns.splice(at, 1,
      ins(OP.AccessChain, wordPointer, p, variable, zero, zero),
      ins(OP_ATOMIC_IADD, uint, old, p, device, relaxed, one),
      ins(OP.CompositeConstruct, w[1], w[2], old, uzero));
  }
  // Capability and extension out; names and decorations in their sections.
  for (let i = m.insns.length - 1; i >= 0; i--) {
    const w = m.insns[i];
    const op = w[0] & 0xffff;
    if ((op === OP.Capability && w[1] === CAP_SHADER_CLOCK) || (op === OP_EXTENSION && readString(w, 1) === 'SPV_KHR_shader_clock')) m.insns.splice(i, 1);
  }
  const firstDecoration = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Decorate || (w[0] & 0xffff) === OP_MEMBER_DECORATE);
  const firstType = m.insns.findIndex((w) => (w[0] & 0xffff) >= 19 && (w[0] & 0xffff) <= 39);
  const annotations = firstDecoration >= 0 ? firstDecoration : firstType;
  m.insns.splice(annotations, 0,
    ins(OP.Decorate, words, DECORATION_ARRAY_STRIDE, 4), ins(OP.Decorate, block, DECORATION_BUFFER_BLOCK),
    ins(OP_MEMBER_DECORATE, block, 0, DECORATION_OFFSET, 0), ins(OP.Decorate, variable, DECORATION_DESCRIPTOR_SET, 0),
    ins(OP.Decorate, variable, DECORATION_BINDING, binding));
  m.insns.splice(annotations, 0, ins(OP.Name, block, ...stringWords(SHADER_CLOCK_BLOCK)), ins(6 /* OpMemberName */, block, 0, ...stringWords('words')));
  return { ok: true, spirv: m.emit() };
}
