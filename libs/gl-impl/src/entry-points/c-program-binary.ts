// Program and shader binaries (GL 4.5 §7.2.1, §7.5) and the per-index atomic-counter-buffer query (§7.3.1.1).
//
// Binaries: this implementation offers no binary format. GL 4.5 core allows that (table 23.67:
// NUM_PROGRAM_BINARY_FORMATS and NUM_SHADER_BINARY_FORMATS have minimum 0, and c-state-queries.ts answers
// 0 for both), and it is the honest choice: a linked program here is glslang SPIR-V plus front-end
// reflection, re-translated per backend, and nothing yet serializes that so that it would round-trip. So
// GetProgramBinary has nothing to return (PROGRAM_BINARY_LENGTH is 0; Mesa's desktop GL with zero formats
// answers INVALID_OPERATION the same way), and ProgramBinary rejects every format with INVALID_ENUM, as §7.5
// says for a format not in the PROGRAM_BINARY_FORMATS list. ShaderBinary takes one format,
// SHADER_BINARY_FORMAT_SPIR_V (GL_ARB_gl_spirv, GL 4.6 §7.2.1): the module is checked and kept on the shader
// objects, unspecialized (c-shaders.ts specializeShader, libs/shader spirv-shader.ts).
//
// Atomic counter buffers are reflected
// (libs/shader ProgramInterface): GetActiveAtomicCounterBufferiv reads them; the GL interface returns one
// value, so ACTIVE_ATOMIC_COUNTER_INDICES answers the first index (getProgramResourceiv gives them all).
import type { GLFunctions, ProgramBinary } from '@mgpipe/gl-api';
import { spirvWordsOf } from '@mgpipe/shader';
import type { Shader } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { linkedOf, lookupProgram, lookupShader } from './c-program-state.ts';

const NO_BINARY: ProgramBinary = Object.freeze({ binaryFormat: 0, binary: new Uint8Array(0) });

export function programBinaryEntryPoints(fe: FrontEnd): Partial<GLFunctions> {
  return {
    getProgramBinary(program: number, bufSize: number): ProgramBinary {
      const fn = 'getProgramBinary';
      const p = lookupProgram(fe, program, fn);
      if (p === null) return NO_BINARY;
      if (bufSize < 0) {
        fe.error(GL.INVALID_VALUE, `${fn}: bufSize < 0`);
        return NO_BINARY;
      }
      if (linkedOf(p) === null) {
        fe.error(GL.INVALID_OPERATION, `${fn}: program ${program} is not linked`);
        return NO_BINARY;
      }
      fe.error(GL.INVALID_OPERATION, `${fn}: NUM_PROGRAM_BINARY_FORMATS is 0 (no binary format to write)`);
      return NO_BINARY;
    },

    programBinary(program: number, binaryFormat: number): void {
      if (lookupProgram(fe, program, 'programBinary') === null) return;
      fe.error(GL.INVALID_ENUM, `programBinary: 0x${binaryFormat.toString(16)} is not one of the PROGRAM_BINARY_FORMATS (there are none)`);
    },

    shaderBinary(shaders: ArrayLike<number>, binaryFormat: number, binary: unknown, length: number): void {
      const fn = 'shaderBinary';
      const targets: Shader[] = [];
      for (let i = 0; i < shaders.length; i++) {
        const s = lookupShader(fe, shaders[i], fn);
        if (s === null) return;
        targets.push(s);
      }
      if (binaryFormat !== GL.SHADER_BINARY_FORMAT_SPIR_V) {
        fe.error(GL.INVALID_ENUM, `${fn}: 0x${binaryFormat.toString(16)} is not one of the SHADER_BINARY_FORMATS (SHADER_BINARY_FORMAT_SPIR_V)`);
        return;
      }
      if (length < 0) {
        fe.error(GL.INVALID_VALUE, `${fn}: length < 0`);
        return;
      }
      // GL 4.6 §7.2.1: one binary is one module, so at most one shader of each type takes it.
      if (new Set(targets.map((s) => s.type)).size !== targets.length) {
        fe.error(GL.INVALID_OPERATION, `${fn}: more than one of the shaders has the same type`);
        return;
      }
      // Client memory only: an offset (a number) or null is no module. Never more than `length` bytes, never past the view.
      if (!ArrayBuffer.isView(binary) || length > binary.byteLength) {
        fe.error(GL.INVALID_VALUE, `${fn}: binary is not ${length} bytes of client memory`);
        return;
      }
      const words = spirvWordsOf(new Uint8Array(binary.buffer, binary.byteOffset, length));
      if (!words.ok) {
        fe.error(GL.INVALID_VALUE, `${fn}: the binary is not a SPIR-V module: ${words.reason}`);
        return;
      }
      for (const s of targets) s.SetSpirvBinary(words.words);
    },

    getActiveAtomicCounterBufferiv(program: number, bufferIndex: number, pname: number): number {
      const fn = 'getActiveAtomicCounterBufferiv';
      const p = lookupProgram(fe, program, fn);
      if (p === null) return 0;
      const linked = linkedOf(p);
      if (linked === null) {
        fe.error(GL.INVALID_OPERATION, `${fn}: program ${program} is not linked`);
        return 0;
      }
      const active = linked.artifact.atomicCounterBuffers.length;
      if (bufferIndex < 0 || bufferIndex >= active) {
        fe.error(GL.INVALID_VALUE, `${fn}: ${bufferIndex} is not below ACTIVE_ATOMIC_COUNTER_BUFFERS (${active})`);
        return 0;
      }
      const v = linked.iface.getActiveAtomicCounterBufferiv(bufferIndex, pname);
      if (v === undefined) {
        fe.error(GL.INVALID_ENUM, `${fn}: 0x${pname.toString(16)} is not an atomic counter buffer parameter`);
        return 0;
      }
      return typeof v === 'number' ? v : (v[0] ?? 0);
    },
  };
}
