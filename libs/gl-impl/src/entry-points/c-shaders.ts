// Shader objects (GL 4.5 §7.1–§7.2): create/source/compile/delete and their queries. A compile runs
// glslang on the client (libs/shader) and keeps its result on the shader object for the next link.
import type { GLFunctions, PrecisionFormat } from '@mgpipe/gl-api';
import { compileShader as compileGlsl, specializeSpirv, type CompiledShader, type ShaderStage } from '@mgpipe/shader';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { shaderResources } from './c-implementation-limits.ts';
import { lengthWithNul, lookupShader } from './c-program-state.ts';

/** GL shader type → the shader library's stage; undefined for anything else (INVALID_ENUM). */
export function stageOfShaderType(type: number): ShaderStage | undefined {
  switch (type) {
    case GL.VERTEX_SHADER: return 'vertex';
    case GL.TESS_CONTROL_SHADER: return 'tessControl';
    case GL.TESS_EVALUATION_SHADER: return 'tessEvaluation';
    case GL.GEOMETRY_SHADER: return 'geometry';
    case GL.FRAGMENT_SHADER: return 'fragment';
    case GL.COMPUTE_SHADER: return 'compute';
    default: return undefined;
  }
}

/** The compile result a link reads; null when the shader was never compiled successfully. */
export function compiledOf(artifact: unknown): CompiledShader | null {
  return artifact === null ? null : (artifact as CompiledShader);
}

export function shaderEntryPoints(fe: FrontEnd) {
  const objects = fe.state.objects;

  return {
    createShader(type) {
      if (stageOfShaderType(type) === undefined) {
        fe.error(GL.INVALID_ENUM, `createShader: 0x${type.toString(16)} is not a shader type`);
        return 0;
      }
      return objects.CreateShader(type).name;
    },
    shaderSource(shader, source) {
      const s = lookupShader(fe, shader, 'shaderSource');
      if (s !== null) s.SetSource(source);
    },
    compileShader(shader) {
      const s = lookupShader(fe, shader, 'compileShader');
      if (s === null) return;
      // GL 4.6 §7.2 (ARB_gl_spirv): a SPIR-V shader is specialized, not compiled.
      if (s.spirvBinary !== null) {
        fe.error(GL.INVALID_OPERATION, `compileShader: shader ${shader} holds a SPIR-V binary (SPIR_V_BINARY is TRUE)`);
        return;
      }
      const r = compileGlsl(stageOfShaderType(s.type)!, s.source, shaderResources(fe));
      s.RecordCompileResult(r.ok, r.log, r);
    },
    deleteShader(shader) {
      if (shader === 0) return; // §7.1: a value of zero is silently ignored
      const s = lookupShader(fe, shader, 'deleteShader');
      if (s !== null && !s.deletePending) fe.state.DeleteShader(s);
    },
    isShader(shader) {
      return objects.GetShader(shader) !== null;
    },
    getShaderiv(shader, pname) {
      const s = lookupShader(fe, shader, 'getShaderiv');
      if (s === null) return 0;
      switch (pname) {
        case GL.SHADER_TYPE: return s.type;
        case GL.DELETE_STATUS: return s.deletePending ? 1 : 0;
        case GL.COMPILE_STATUS: return s.compileStatus ? 1 : 0;
        case GL.INFO_LOG_LENGTH: return lengthWithNul(s.infoLog);
        case GL.SHADER_SOURCE_LENGTH: return lengthWithNul(s.source);
        case GL.SPIR_V_BINARY: return s.spirvBinary !== null ? 1 : 0;
        default:
          fe.error(GL.INVALID_ENUM, `getShaderiv: 0x${pname.toString(16)} is not a shader parameter`);
          return 0;
      }
    },
    getShaderInfoLog(shader) {
      return lookupShader(fe, shader, 'getShaderInfoLog')?.infoLog ?? '';
    },
    getShaderSource(shader) {
      return lookupShader(fe, shader, 'getShaderSource')?.source ?? '';
    },
    getShaderPrecisionFormat(shadertype, precisiontype): PrecisionFormat {
      if (shadertype !== GL.VERTEX_SHADER && shadertype !== GL.FRAGMENT_SHADER) {
        fe.error(GL.INVALID_ENUM, `getShaderPrecisionFormat: 0x${shadertype.toString(16)} is not VERTEX_SHADER or FRAGMENT_SHADER`);
        return { range: [0, 0], precision: 0 };
      }
      switch (precisiontype) {
        // Desktop GL computes everything at full IEEE single / 32-bit integer precision (§7.4.1).
        case GL.LOW_FLOAT: case GL.MEDIUM_FLOAT: case GL.HIGH_FLOAT: return { range: [127, 127], precision: 23 };
        case GL.LOW_INT: case GL.MEDIUM_INT: case GL.HIGH_INT: return { range: [31, 30], precision: 0 };
        default:
          fe.error(GL.INVALID_ENUM, `getShaderPrecisionFormat: 0x${precisiontype.toString(16)} is not a precision type`);
          return { range: [0, 0], precision: 0 };
      }
    },
    releaseShaderCompiler() {
      // A hint; glslang holds no per-context resources worth releasing.
    },
    specializeShader(shader, pEntryPoint, numSpecializationConstants, pConstantIndex, pConstantValue) {
      const fn = 'specializeShader';
      const s = lookupShader(fe, shader, fn);
      if (s === null) return;
      // GL 4.6 §7.2.1's errors, in its order; a module the path cannot take fails with a log instead (COMPILE_STATUS FALSE).
      if (s.spirvBinary === null) {
        fe.error(GL.INVALID_OPERATION, `${fn}: shader ${shader} was not loaded with a SPIR-V binary`);
        return;
      }
      if (s.compileStatus) {
        fe.error(GL.INVALID_OPERATION, `${fn}: shader ${shader} is already specialized`);
        return;
      }
      // The generated argument checks made both arrays at least numSpecializationConstants long: only those entries count.
      const indices = Array.from({ length: numSpecializationConstants }, (_, i) => pConstantIndex[i]);
      const values = Array.from({ length: numSpecializationConstants }, (_, i) => pConstantValue[i]);
      const stage = stageOfShaderType(s.type)!;
      const r = specializeSpirv(s.spirvBinary, stage, pEntryPoint, indices, values);
      if (!r.ok && r.error !== undefined) {
        fe.error(GL[r.error], `${fn}: ${r.log}`);
        return;
      }
      const compiled: CompiledShader | null = r.ok ? { stage, source: '', ok: true, log: '', spirv: r.spirv } : null;
      s.RecordCompileResult(r.ok, r.log, compiled);
    },
  } satisfies Partial<GLFunctions>;
}
