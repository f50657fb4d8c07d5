// Test helpers: a minimal "front end" that drives gl-state directly the way gl-impl's entry points do
// (they are being filled in by other areas), so the backend's verbs can be exercised end to end today.
import type { GL as GLInterface } from '@mgpipe/gl-api';
import { createFrontEndGL } from '@mgpipe/gl-impl';
import { createReferenceGL } from '@mgpipe/reference-gl';
import type { GLContext, Program } from '@mgpipe/gl-state';
import { GLContext as Context } from '@mgpipe/gl-state';
import { compileShader, linkProgram, type ProgramArtifact } from '@mgpipe/shader';
import { GL, VertexAttributePath } from '@mgpipe/value-types';
import { createGlesBackend, type GlesBackend, type GlesBackendOptions } from '../src/index.ts';

export interface Rig {
  ctx: GLContext;
  backend: GlesBackend;
  destroy(): void;
}

export function createRig(width: number, height: number, options: Partial<GlesBackendOptions> = {}): Rig {
  const backend = createGlesBackend({ width, height, ...options });
  const ctx = new Context();
  backend.caps();
  backend.attach(ctx, width, height);
  ctx.MarkMadeCurrent(width, height);
  return { ctx, backend, destroy: () => backend.destroy() };
}

/** The backend under the real front end (gl-impl), made current, with its log captured: one per test. */
export function openFrontEnd(width: number, height: number, options: Partial<GlesBackendOptions> = {}): { backend: GlesBackend; gl: GLInterface; logs: string[] } {
  const logs: string[] = [];
  const backend = createGlesBackend({ ...options, width, height, log: (l) => logs.push(l) });
  const gl = createFrontEndGL({ width, height, backend }).gl;
  backend.makeCurrent();
  return { backend, gl, logs };
}

/**
 * Runs `observe` on our stack (the front end over this backend) and then on the reference lane (Mesa's desktop GL),
 * each on a fresh width × height context destroyed afterwards; our backend's log comes back with the observations.
 * `options`: our backend's (e.g. a capped driver limit).
 */
export function observeOnBothLanes<T>(width: number, height: number, observe: (gl: GLInterface) => T,
  options: Partial<GlesBackendOptions> = {}): { ours: T; reference: T; logs: string[] } {
  const { backend, gl, logs } = openFrontEnd(width, height, options);
  let ours: T;
  try { ours = observe(gl); } finally { backend.destroy(); }
  const lane = createReferenceGL({ width, height });
  let reference: T;
  try { lane.makeCurrent(); reference = observe(lane.gl); } finally { lane.destroy(); }
  return { ours, reference, logs };
}

/** A program from (shader type, source) stages, compiled and linked; a compile or link failure throws with its log. */
export function linkedProgram(gl: GLInterface, stages: readonly (readonly [type: number, source: string])[]): number {
  const p = gl.createProgram();
  for (const [type, source] of stages) {
    const s = gl.createShader(type);
    gl.shaderSource(s, source);
    gl.compileShader(s);
    if (!gl.getShaderiv(s, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(s));
    gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  if (!gl.getProgramiv(p, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(p));
  return p;
}

/**
 * A program from (shader type, source) stages through the GL calls alone: create, compile, attach, link, with no
 * status check, so a caller that observes COMPILE_STATUS / LINK_STATUS on both lanes sees the failure itself.
 */
export function buildProgram(gl: GLInterface, stages: readonly (readonly [type: number, source: string])[]): number {
  const p = gl.createProgram();
  for (const [type, source] of stages) {
    const s = gl.createShader(type);
    gl.shaderSource(s, source);
    gl.compileShader(s);
    gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  return p;
}

/** glCreateProgram + compile + link (client side, libs/shader) + RecordLinkResult + programLinked. */
export function makeProgram(rig: Rig, sources: { vs?: string; fs?: string; cs?: string }): Program {
  const shaders = [];
  if (sources.vs) shaders.push(compileShader('vertex', sources.vs));
  if (sources.fs) shaders.push(compileShader('fragment', sources.fs));
  if (sources.cs) shaders.push(compileShader('compute', sources.cs));
  const r = linkProgram({ shaders });
  if (!r.ok) throw new Error(r.log);
  const program = rig.ctx.objects.CreateProgram();
  const locations = r.artifact.uniforms.reduce((m, u) => Math.max(m, u.location + Math.max(1, u.arraySize)), 0);
  program.RecordLinkResult(true, r.log, r.artifact, {
    defaultBlockSize: r.artifact.defaultBlockSize, uniformLocationCount: locations,
    uniformBlockCount: r.artifact.uniformBlocks.length, storageBlockCount: r.artifact.storageBlocks.length,
  });
  r.artifact.uniformBlocks.forEach((b, i) => program.SetUniformBlockBinding(i, b.initialBinding));
  for (const u of r.artifact.uniforms) if (u.binding >= 0 && u.location >= 0) program.RecordOpaqueUnit(u.location, u.initialUnit > 0 ? u.initialUnit : 0);
  rig.backend.verbs.programLinked!(program);
  return program;
}

/** glUniform4f of a float/vec uniform by name (writes the client default block like gl-impl does). */
export function setUniform(program: Program, name: string, values: number[], kind: 'f' | 'i' = 'f'): void {
  const artifact = program.linkArtifact as ProgramArtifact;
  const element = /^(.*)\[(\d+)\]$/.exec(name);
  const stem = element ? element[1] : name;
  const index = element ? Number(element[2]) : 0;
  const u = artifact.uniforms.find((x) => x.name === stem || x.name === `${stem}[0]`);
  if (u === undefined || u.storageOffset < 0) throw new Error(`no uniform ${name}`);
  const bytes = new Uint8Array(kind === 'f' ? new Float32Array(values).buffer : new Int32Array(values).buffer);
  program.WriteUniform(u.location + index, u.storageOffset + index * u.storageArrayStride, bytes);
}

/** A VAO with float attributes from one interleaved buffer; returns the VAO. */
export function floatVao(rig: Rig, data: Float32Array, sizes: number[]) {
  const { ctx, backend } = rig;
  const buffer = ctx.objects.CreateBuffer();
  buffer.AllocateStorage(data.byteLength, new Uint8Array(data.buffer), GL.STATIC_DRAW, 0, false);
  backend.bufferOps.onBufferStorage(buffer);
  const vao = ctx.objects.CreateVertexArray();
  const stride = sizes.reduce((a, b) => a + b, 0) * 4;
  let offset = 0;
  sizes.forEach((size, i) => {
    vao.SetAttribFormat(i, size, GL.FLOAT, false, VertexAttributePath.Float, offset);
    vao.SetAttribBinding(i, 0);
    vao.SetAttribEnabled(i, true);
    offset += size * 4;
  });
  vao.BindVertexBuffer(0, buffer, 0, stride);
  return { vao, buffer };
}

export const FULL_DRAW = { mode: GL.TRIANGLES, first: 0, count: 3, indexType: 0, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0 };

export { Context };
