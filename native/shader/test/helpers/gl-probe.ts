// Loads the test-only GLES probe addon (build/Release/mgpipe_shader_glprobe.node, built by
// build-native next to the real addon). It owns one surfaceless EGL context on OpenGL ES 3.2.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export interface DriverResource {
  name: string;
  [prop: string]: string | number;
}

export interface DriverProgram {
  ok: boolean;
  log: string;
  inputs: DriverResource[];
  outputs: DriverResource[];
  uniforms: DriverResource[];
  uniformBlocks: DriverResource[];
  storageBlocks: DriverResource[];
  bufferVariables: DriverResource[];
  xfbVaryings: DriverResource[];
  /** glGetUniformiv of each default-block uniform, i.e. the unit of a sampler/image. */
  uniformValuesAsInt: Record<string, number>;
  computeWorkGroupSize?: [number, number, number];
  glError: number;
}

interface Probe {
  init(): { renderer: string; version: string };
  link(stages: Partial<Record<string, string>>, xfbVaryings?: string[]): DriverProgram;
}

const path = fileURLToPath(new URL('../../build/Release/mgpipe_shader_glprobe.node', import.meta.url));

export const probe: Probe = createRequire(import.meta.url)(path) as Probe;
