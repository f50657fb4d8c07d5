// Shader object: source and compile result. The compiled artifact is opaque here (the shader library
// defines it); a backend never sees shaders, only the linked program's artifact (create_shader_state).
// Shaders and programs share one GL namespace (GLContext.shaderPrograms).

import { GLObject } from './gl-object.ts';

export class Shader extends GLObject {
  source = '';
  compileStatus = false;
  infoLog = '';
  compiledArtifact: unknown = null;
  /**
   * GL_ARB_gl_spirv: the module glShaderBinary loaded (SPIR_V_BINARY is TRUE while set); specialization puts the
   * result in compiledArtifact. glShaderSource makes the shader a GLSL one again.
   */
  spirvBinary: Uint32Array | null = null;
  /** glDeleteShader while attached: the object lives until its last detach. */
  deletePending = false;
  attachCount = 0;

  constructor(name: number, readonly type: number) {
    super(name);
  }

  SetSource(source: string): void {
    this.source = source;
    this.spirvBinary = null;
  }

  /** glShaderBinary(SHADER_BINARY_FORMAT_SPIR_V): a new, unspecialized module (COMPILE_STATUS FALSE until then). */
  SetSpirvBinary(words: Uint32Array): void {
    this.spirvBinary = words;
    this.compileStatus = false;
    this.infoLog = '';
    this.compiledArtifact = null;
  }

  RecordCompileResult(ok: boolean, infoLog: string, artifact: unknown): void {
    this.compileStatus = ok;
    this.infoLog = infoLog;
    this.compiledArtifact = ok ? artifact : null;
  }

  MarkDeletePending(): void {
    this.deletePending = true;
  }
}
