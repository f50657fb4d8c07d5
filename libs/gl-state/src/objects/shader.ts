// Shader object: source and compile result. The compiled artifact is opaque here (the shader library
// defines it); a backend never sees shaders, only the linked program's artifact (create_shader_state).
// Shaders and programs share one GL namespace (GLContext.shaderPrograms).

import { GLObject } from './gl-object.ts';

export class Shader extends GLObject {
  source = '';
  compileStatus = false;
  infoLog = '';
  compiledArtifact: unknown = null;
  /** glDeleteShader while attached: the object lives until its last detach. */
  deletePending = false;
  attachCount = 0;

  constructor(name: number, readonly type: number) {
    super(name);
  }

  SetSource(source: string): void {
    this.source = source;
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
