// Shader objects (GL 4.5 §7.1–§7.2): create/source/compile/delete and their queries. A compile runs
// glslang on the client (libs/shader) and keeps its result on the shader object for the next link.
import type { GLFunctions, PrecisionFormat } from '@mgpipe/gl-api';
import { compileShader as compileGlsl, type CompiledShader, type ShaderStage } from '@mgpipe/shader';
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
        case GL.SPIR_V_BINARY: return 0; // GL 4.6: no shader here ever holds a SPIR-V binary
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
    specializeShader(shader) {
      if (lookupShader(fe, shader, 'specializeShader') === null) return;
      // GL 4.6 §7.2.1: only shaders loaded with a SPIR-V binary can be specialized; NUM_SHADER_BINARY_FORMATS is 0.
      fe.error(GL.INVALID_OPERATION, 'specializeShader: the shader was not loaded from a SPIR-V binary');
    },
  } satisfies Partial<GLFunctions>;
}
