// Area C's client-side program bookkeeping that is not tracker state: the bind*Location requests made
// before a link, the tables a successful link produced (reflection + default-block layout), and the
// validate status. gl-state's Program keeps what a backend reads (link artifact, uniform bytes, units,
// block bindings); this side table only answers queries and feeds the next link.
//
// Object lookups follow GL 4.5 §7.1/§7.3: a name that is neither a shader nor a program is
// INVALID_VALUE; a shader name where a program is expected (or the reverse) is INVALID_OPERATION.
import type { Program, ProgramPipeline, Shader } from '@mgpipe/gl-state';
import type { LocationRequest, ProgramArtifact, ProgramInterface } from '@mgpipe/shader';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import type { DefaultBlockLayout } from './c-uniform-layout.ts';

/** One successful link's client tables; replaced by the next successful link. */
export interface LinkedProgram {
  artifact: ProgramArtifact;
  iface: ProgramInterface;
  layout: DefaultBlockLayout;
}

export interface ProgramClientState {
  readonly attribBindings: Map<string, number>;
  readonly fragDataBindings: Map<string, LocationRequest>;
  /** The last link's tables; null until a link succeeds and again after a failed link (§7.3: queries see no resources). */
  linked: LinkedProgram | null;
  validateStatus: boolean;
  validateLog: string;
  binaryRetrievableHint: boolean;
}

const clientStates = new WeakMap<Program, ProgramClientState>();

export function programClientState(program: Program): ProgramClientState {
  let s = clientStates.get(program);
  if (s === undefined) {
    s = { attribBindings: new Map(), fragDataBindings: new Map(), linked: null, validateStatus: false, validateLog: '', binaryRetrievableHint: false };
    clientStates.set(program, s);
  }
  return s;
}

/**
 * The last program linkedOf found a client state for, and that state: every glUniform* asks for the current program's
 * tables, and the WeakMap probe was ~100 instructions of each. A program's state object is made once and never
 * replaced (programClientState), so the pair stays true; it holds that one program object alive a little longer.
 */
let lastProgram: Program | null = null;
let lastState: ProgramClientState | null = null;

/** The linked tables of a program whose last link succeeded, else null. */
export function linkedOf(program: Program): LinkedProgram | null {
  if (!program.linkStatus) return null;
  if (program === lastProgram) return lastState!.linked;
  const s = clientStates.get(program);
  if (s === undefined) return null;
  lastProgram = program;
  lastState = s;
  return s.linked;
}

/** A program by name with GL's INVALID_VALUE / INVALID_OPERATION split; null after recording the error. */
export function lookupProgram(fe: FrontEnd, name: number, fn: string): Program | null {
  const p = fe.state.objects.GetProgram(name);
  if (p !== null) return p;
  if (fe.state.objects.GetShader(name) !== null) fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is a shader, not a program`);
  else fe.error(GL.INVALID_VALUE, `${fn}: ${name} is not a program name`);
  return null;
}

export function lookupShader(fe: FrontEnd, name: number, fn: string): Shader | null {
  const s = fe.state.objects.GetShader(name);
  if (s !== null) return s;
  if (fe.state.objects.GetProgram(name) !== null) fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is a program, not a shader`);
  else fe.error(GL.INVALID_VALUE, `${fn}: ${name} is not a shader name`);
  return null;
}

/** Like lookupProgram, and the program's last link must have succeeded (INVALID_OPERATION). */
export function lookupLinkedProgram(fe: FrontEnd, name: number, fn: string): LinkedProgram | null {
  const p = lookupProgram(fe, name, fn);
  if (p === null) return null;
  const l = linkedOf(p);
  if (l === null) fe.error(GL.INVALID_OPERATION, `${fn}: program ${name} is not linked`);
  return l;
}

/**
 * The program that glUniform* and the active-program queries address (GL 4.5 §7.4): the current
 * program, else the bound pipeline's active program.
 */
export function activeProgramOf(fe: FrontEnd): Program | null {
  const s = fe.state;
  if (s.program !== null) return s.program;
  const pipeline: ProgramPipeline | null = s.programPipeline;
  return pipeline?.activeProgram ?? null;
}

/** INFO_LOG_LENGTH / SHADER_SOURCE_LENGTH: the length with the terminating NUL, 0 for an empty string. */
export function lengthWithNul(s: string): number {
  return s.length === 0 ? 0 : s.length + 1;
}

/** A program a pipeline stopped referencing: if it was deleted and nothing else holds it, it goes now (§7.3). */
export function releaseIfUnreferenced(fe: FrontEnd, program: Program | null): void {
  if (program !== null && fe.state.ReleaseDeletedProgram(program)) finishProgramDeletion(fe, program);
}

/** The program's executable is gone for good: detach its shaders (releasing delete-pending ones). */
export function finishProgramDeletion(fe: FrontEnd, program: Program): void {
  // A pipeline's compute-stage program made current for a dispatch (c-compute.ts) must not outlive its deletion there.
  if (fe.state.pipelineProgram === program) fe.state.SetPipelineProgram(null);
  fe.backend.programDeleted?.(program);
  fe.pipelines.programChanged(program); // the pipeline composites it is part of are released
  while (program.attachedShaders.length > 0) {
    const shader = program.attachedShaders[program.attachedShaders.length - 1];
    program.DetachShader(shader);
    if (shader.deletePending && shader.attachCount === 0) fe.state.objects.shaderPrograms.Release(shader.name);
  }
}
