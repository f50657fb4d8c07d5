// BackendProgram: the driver twin of a linked program (seeds BackendProgramObjectImpl, Managers.h:1473-1725).
// Built when the front end reports a successful link (programLinked) or lazily at the first draw after a
// relink: each stage's SPIR-V → ESSL 3.20 through SPIRV-Cross (server side, native-shader), then
// glCreateShader / glCompileShader / glLinkProgram on the driver. A failure is a log line through the
// backend's log sink, never a GL error (the front end already reported LINK_STATUS from its own link).
// Resource bindings need no remapping: SPIRV-Cross keeps the SPIR-V bindings as layout(binding = N), so
// sampler uniform u reads driver unit u.binding(+element), uniform block i driver UBO index block.binding.
// The GL-visible units (glUniform1i on a sampler, glUniformBlockBinding) are resolved per draw from the
// front-end program (opaqueUnits / uniformBlockBindings) to those fixed driver slots.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { crossCompile } from '@mgpipe/native-shader';
import { GL } from '@mgpipe/value-types';
import { defaultBlockElements } from './default-block-layout.ts';
import type { Twin } from './twin-registry.ts';

/** The parts of libs/shader's ProgramArtifact this backend reads (structural: the backend does not link libs/shader). */
export interface ArtifactView {
  stageMask: number;
  stages: { stage: string; spirv: Uint32Array }[];
  uniforms: { name: string; type: number; arraySize: number; blockIndex: number; location: number; binding: number }[];
  uniformBlocks: { name: string; binding: number }[];
  storageBlocks: { name: string; binding: number }[];
  xfb: { bufferMode: number; varyings: { name: string; variable: string }[] };
}

export interface FrontProgram {
  readonly lifetimeId: number;
  readonly name: number;
  readonly linkStatus: boolean;
  readonly linkArtifact: unknown;
  readonly linkVersion: number;
  readonly uniformData: Uint8Array;
  readonly opaqueUnits: Int32Array;
  readonly uniformBlockBindings: Uint32Array;
  readonly storageBlockBindings: Uint32Array;
  readonly uboContentVersion: number;
  readonly uniformWriteSetVersion: number;
}

const STAGE_TYPES: Record<string, number> = {
  vertex: GL.VERTEX_SHADER, tessControl: GL.TESS_CONTROL_SHADER, tessEvaluation: GL.TESS_EVALUATION_SHADER,
  geometry: GL.GEOMETRY_SHADER, fragment: GL.FRAGMENT_SHADER, compute: GL.COMPUTE_SHADER,
};

/** Sampler type → gl-state TextureTargetIndex (1D .. 2D multisample array); -1 for images and others. */
const SAMPLER_TARGET = new Map<number, number>();
const IMAGE_TYPES = new Set<number>();
for (const [key, value] of Object.entries(GL)) {
  if (typeof value !== 'number') continue;
  const m = /^(?:INT_|UNSIGNED_INT_)?(SAMPLER|IMAGE)_(1D_ARRAY|2D_MULTISAMPLE_ARRAY|2D_MULTISAMPLE|2D_ARRAY|2D_RECT|CUBE_MAP_ARRAY|1D|2D|3D|CUBE|BUFFER)(?:_SHADOW)?$/.exec(key);
  if (m === null) continue;
  if (m[1] === 'IMAGE') { IMAGE_TYPES.add(value); continue; }
  const index = { '1D': 0, '2D': 1, '3D': 2, '1D_ARRAY': 3, '2D_ARRAY': 4, '2D_RECT': 5, CUBE: 6, CUBE_MAP_ARRAY: 7, BUFFER: 8,
    '2D_MULTISAMPLE': 9, '2D_MULTISAMPLE_ARRAY': 10 }[m[2]]!;
  SAMPLER_TARGET.set(value, index);
}

/** One default-block element ready for glUniform*: driver location and where its bytes are. */
export interface UniformUpload {
  location: number;
  kind: number;
  cols: number;
  rows: number;
  offset: number;
  matrixStride: number;
}
/** One sampler element: front-end location (opaqueUnits index), driver unit, texture target index. */
export interface SamplerSlot {
  frontLocation: number;
  driverUnit: number;
  targetIndex: number;
}
export interface ImageSlot {
  frontLocation: number;
  driverUnit: number;
}

export type LogSink = (line: string) => void;

const intOut = new Int32Array(1);
const logBytes = new Uint8Array(16384);

function infoLog(gl: GLEntryPoints, object: number, program: boolean): string {
  if (program) gl.glGetProgramInfoLog(object, logBytes.length, null, logBytes);
  else gl.glGetShaderInfoLog(object, logBytes.length, null, logBytes);
  const end = logBytes.indexOf(0);
  return new TextDecoder().decode(logBytes.subarray(0, end < 0 ? logBytes.length : end));
}

export class BackendProgram implements Twin {
  name = 0;
  linkVersion = -1;
  ok = false;
  isCompute = false;
  uploads: UniformUpload[] = [];
  samplers: SamplerSlot[] = [];
  images: ImageSlot[] = [];
  uniformBlockDriverBindings: Int32Array = new Int32Array(0);
  storageBlockDriverBindings: Int32Array = new Int32Array(0);
  uploadedContentVersion = -1;
  uploadedWriteSetVersion = -1;
  /** Views over the front end's uniformData (recreated when the front end replaces the array). */
  dataRef: Uint8Array | null = null;
  f32: Float32Array = new Float32Array(0);
  i32: Int32Array = new Int32Array(0);
  u32: Uint32Array = new Uint32Array(0);
  f64: Float64Array = new Float64Array(0);
  /** Whether the program writes gl_ViewportIndex (viewport-array replay applies). */
  writesViewportIndex = false;

  /** (Re)builds the driver program for the front end's current link. */
  build(gl: GLEntryPoints, front: FrontProgram, log: LogSink): void {
    this.linkVersion = front.linkVersion;
    this.ok = false;
    this.uploadedContentVersion = -1;
    this.uploadedWriteSetVersion = -1;
    if (this.name !== 0) gl.glDeleteProgram(this.name);
    this.name = 0;
    const a = front.linkArtifact as ArtifactView | null;
    if (!front.linkStatus || a === null) return;
    const program = gl.glCreateProgram();
    const shaders: number[] = [];
    let failed = false;
    this.writesViewportIndex = false;
    for (const s of a.stages) {
      const cross = crossCompile(s.spirv, { target: 'essl', version: 320, stage: s.stage as 'vertex' });
      if (!cross.ok) {
        log(`backend-gles: program ${front.name}: SPIRV-Cross failed for the ${s.stage} stage: ${cross.log.trim()}`);
        failed = true;
        break;
      }
      if (/gl_ViewportIndex\s*=/.test(cross.source)) this.writesViewportIndex = true;
      const shader = gl.glCreateShader(STAGE_TYPES[s.stage]);
      gl.glShaderSource(shader, 1, [cross.source], null);
      gl.glCompileShader(shader);
      gl.glGetShaderiv(shader, GL.COMPILE_STATUS, intOut);
      if (intOut[0] === 0) {
        log(`backend-gles: program ${front.name}: the driver rejected the ${s.stage} ESSL: ${infoLog(gl, shader, false).trim()}\n${cross.source}`);
        failed = true;
      }
      gl.glAttachShader(program, shader);
      shaders.push(shader);
      if (failed) break;
    }
    if (!failed && a.xfb.varyings.length > 0) {
      const names = a.xfb.varyings.map((v) => (v.variable !== '' ? v.variable : v.name));
      gl.glTransformFeedbackVaryings(program, names.length, names, a.xfb.bufferMode);
    }
    if (!failed) {
      gl.glLinkProgram(program);
      gl.glGetProgramiv(program, GL.LINK_STATUS, intOut);
      if (intOut[0] === 0) {
        log(`backend-gles: program ${front.name}: the driver link failed: ${infoLog(gl, program, true).trim()}`);
        failed = true;
      }
    }
    for (const s of shaders) { gl.glDetachShader(program, s); gl.glDeleteShader(s); }
    if (failed) { gl.glDeleteProgram(program); return; }
    this.name = program;
    this.ok = true;
    this.isCompute = (a.stageMask & (1 << 5)) !== 0;
    this.reflect(gl, a);
  }

  private reflect(gl: GLEntryPoints, a: ArtifactView): void {
    this.uploads = [];
    for (const e of defaultBlockElements(a.uniforms).elements) {
      const location = gl.glGetUniformLocation(this.name, e.name);
      if (location < 0) continue; // optimised out by the driver
      this.uploads.push({ location, kind: e.kind, cols: e.cols, rows: e.rows, offset: e.offset, matrixStride: e.matrixStride });
    }
    this.samplers = [];
    this.images = [];
    for (const u of a.uniforms) {
      if (u.blockIndex >= 0 || u.binding < 0 || u.location < 0) continue;
      const count = Math.max(1, u.arraySize);
      const target = SAMPLER_TARGET.get(u.type);
      for (let el = 0; el < count; el++) {
        if (target !== undefined) this.samplers.push({ frontLocation: u.location + el, driverUnit: u.binding + el, targetIndex: target });
        else if (IMAGE_TYPES.has(u.type)) this.images.push({ frontLocation: u.location + el, driverUnit: u.binding + el });
      }
    }
    this.uniformBlockDriverBindings = Int32Array.from(a.uniformBlocks, (b) => b.binding);
    this.storageBlockDriverBindings = Int32Array.from(a.storageBlocks, (b) => b.binding);
  }

  /** Uploads the default block when the front end's uniform-write versions moved (the program is current). */
  uploadUniforms(gl: GLEntryPoints, front: FrontProgram, scratch: Float32Array, iscratch: Int32Array, uscratch: Uint32Array): void {
    if (front.uboContentVersion === this.uploadedContentVersion && front.uniformWriteSetVersion === this.uploadedWriteSetVersion) return;
    this.uploadedContentVersion = front.uboContentVersion;
    this.uploadedWriteSetVersion = front.uniformWriteSetVersion;
    if (this.dataRef !== front.uniformData) {
      const d = front.uniformData;
      this.dataRef = d;
      this.f32 = new Float32Array(d.buffer, d.byteOffset, d.byteLength >> 2);
      this.i32 = new Int32Array(d.buffer, d.byteOffset, d.byteLength >> 2);
      this.u32 = new Uint32Array(d.buffer, d.byteOffset, d.byteLength >> 2);
      this.f64 = new Float64Array(d.buffer, d.byteOffset, d.byteLength >> 3);
    }
    for (let i = 0; i < this.uploads.length; i++) {
      const u = this.uploads[i];
      const w = u.offset >> 2;
      if (u.cols > 1) {
        const colWords = u.matrixStride >> 2;
        for (let c = 0; c < u.cols; c++) {
          for (let r = 0; r < u.rows; r++) {
            scratch[c * u.rows + r] = u.kind === 1 ? this.f64[(u.offset >> 3) + c * (colWords >> 1) + r] : this.f32[w + c * colWords + r];
          }
        }
        uploadMatrix(gl, u, scratch);
        continue;
      }
      switch (u.kind) {
        case 0: for (let r = 0; r < u.rows; r++) scratch[r] = this.f32[w + r]; uploadFloat(gl, u.location, u.rows, scratch); break;
        case 1: for (let r = 0; r < u.rows; r++) scratch[r] = this.f64[(u.offset >> 3) + r]; uploadFloat(gl, u.location, u.rows, scratch); break;
        case 3: for (let r = 0; r < u.rows; r++) uscratch[r] = this.u32[w + r]; uploadUint(gl, u.location, u.rows, uscratch); break;
        default: for (let r = 0; r < u.rows; r++) iscratch[r] = this.i32[w + r]; uploadInt(gl, u.location, u.rows, iscratch); break;
      }
    }
  }

  destroy(gl: GLEntryPoints): void {
    if (this.name !== 0) gl.glDeleteProgram(this.name);
    this.name = 0;
  }
}

function uploadFloat(gl: GLEntryPoints, loc: number, n: number, v: Float32Array): void {
  if (n === 1) gl.glUniform1fv(loc, 1, v); else if (n === 2) gl.glUniform2fv(loc, 1, v);
  else if (n === 3) gl.glUniform3fv(loc, 1, v); else gl.glUniform4fv(loc, 1, v);
}
function uploadInt(gl: GLEntryPoints, loc: number, n: number, v: Int32Array): void {
  if (n === 1) gl.glUniform1iv(loc, 1, v); else if (n === 2) gl.glUniform2iv(loc, 1, v);
  else if (n === 3) gl.glUniform3iv(loc, 1, v); else gl.glUniform4iv(loc, 1, v);
}
function uploadUint(gl: GLEntryPoints, loc: number, n: number, v: Uint32Array): void {
  if (n === 1) gl.glUniform1uiv(loc, 1, v); else if (n === 2) gl.glUniform2uiv(loc, 1, v);
  else if (n === 3) gl.glUniform3uiv(loc, 1, v); else gl.glUniform4uiv(loc, 1, v);
}
function uploadMatrix(gl: GLEntryPoints, u: UniformUpload, v: Float32Array): void {
  const key = u.cols * 10 + u.rows;
  switch (key) {
    case 22: return gl.glUniformMatrix2fv(u.location, 1, false, v);
    case 33: return gl.glUniformMatrix3fv(u.location, 1, false, v);
    case 44: return gl.glUniformMatrix4fv(u.location, 1, false, v);
    case 23: return gl.glUniformMatrix2x3fv(u.location, 1, false, v);
    case 24: return gl.glUniformMatrix2x4fv(u.location, 1, false, v);
    case 32: return gl.glUniformMatrix3x2fv(u.location, 1, false, v);
    case 34: return gl.glUniformMatrix3x4fv(u.location, 1, false, v);
    case 42: return gl.glUniformMatrix4x2fv(u.location, 1, false, v);
    default: return gl.glUniformMatrix4x3fv(u.location, 1, false, v);
  }
}
