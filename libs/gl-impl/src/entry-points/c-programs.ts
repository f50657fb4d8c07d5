// Program objects (GL 4.5 §7.3–§7.5): attach/detach, link through libs/shader, use, validate, delete,
// parameters and getProgramiv. A failed link is LINK_STATUS false plus the info log, never a GL error;
// a program in use that fails to relink keeps its executable (gl-state keeps the artifact and uniform
// storage) until useProgram replaces it, while its reflection queries see an unlinked program.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { Program } from '@mgpipe/gl-state';
import { linkProgram as linkGlsl, ProgramInterface, type CompiledShader, type ProgramArtifact, type XfbRequest } from '@mgpipe/shader';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import {
  finishProgramDeletion, lengthWithNul, linkedOf, lookupProgram, lookupShader, programClientState,
} from './c-program-state.ts';
import { compiledOf, shaderEntryPoints, stageOfShaderType } from './c-shaders.ts';
import { shaderResources } from './c-implementation-limits.ts';
import { isProgramUsedByActiveXfb, isXfbActiveUnpaused } from './c-xfb-state.ts';
import { syncSubroutineSelections } from './c-subroutines.ts';
import { defaultBlockSlots, UniformKind } from './c-uniform-layout.ts';

/** Runs the link of `program` and records the result (used by linkProgram and createShaderProgramv). */
export function runLink(fe: FrontEnd, program: Program): void {
  // A relink (success or not) replaces what the pipeline composites made of this program had: released.
  if (program.linkVersion > 0) fe.pipelines.programChanged(program);
  const client = programClientState(program);
  const shaders: CompiledShader[] = program.attachedShaders.map((s) =>
    compiledOf(s.compiledArtifact) ?? { stage: stageOfShaderType(s.type)!, source: s.source, ok: false, log: '' });
  const transformFeedback: XfbRequest | undefined = program.transformFeedbackVaryings.length === 0 ? undefined : {
    varyings: program.transformFeedbackVaryings.slice(),
    bufferMode: program.transformFeedbackBufferMode === GL.SEPARATE_ATTRIBS ? 'separate' : 'interleaved',
  };
  const r = linkGlsl({
    shaders, transformFeedback, separable: program.separable,
    attribBindings: client.attribBindings, fragDataBindings: client.fragDataBindings,
    limits: { maxVertexAttribs: fe.caps.maxVertexAttribs, maxDrawBuffers: fe.caps.maxDrawBuffers },
    resources: shaderResources(fe),
  });
  if (!r.ok) {
    client.linked = null;
    program.RecordLinkResult(false, r.log, null, null);
    return;
  }
  const a = r.artifact;
  const layout = defaultBlockSlots(a);
  program.RecordLinkResult(true, r.log, a, {
    defaultBlockSize: layout.size, uniformLocationCount: layout.slots.length,
    uniformBlockCount: a.uniformBlocks.length, storageBlockCount: a.storageBlocks.length,
  });
  applyUniformInitializers(program, a, layout);
  // GL initial values of the post-link state: layout(binding) or 0 for blocks and opaque uniforms.
  a.uniformBlocks.forEach((b, i) => program.SetUniformBlockBinding(i, b.initialBinding));
  a.storageBlocks.forEach((b, i) => program.SetStorageBlockBinding(i, b.initialBinding));
  layout.slots.forEach((slot, location) => {
    if (slot !== null && (slot.info.kind === UniformKind.Sampler || slot.info.kind === UniformKind.Image)) {
      const u = a.uniforms[slot.uniformIndex];
      // An explicit binding N (0 included) numbers array elements N, N+1, ...; without one (-1) every element starts at 0.
      program.RecordOpaqueUnit(location, u.initialUnit >= 0 ? u.initialUnit + location - u.location : 0);
    }
  });
  client.linked = { artifact: a, iface: new ProgramInterface(a), layout };
  client.validateStatus = false;
  fe.backend.verbs.programLinked?.(program);
}

/** GL 4.5 §4.3.5 (GLSL): a uniform's initializer is its value after the link; storage starts zeroed. */
function applyUniformInitializers(program: Program, a: ProgramArtifact, layout: ReturnType<typeof defaultBlockSlots>): void {
  for (const init of a.uniformInitializers) {
    const index = a.uniforms.findIndex((u) => u.blockIndex < 0 && (u.name === init.name || u.name === `${init.name}[0]`));
    const u = a.uniforms[index];
    if (u === undefined || u.location < 0 || u.storageOffset < 0) continue;
    const slot = layout.slots[u.location];
    if (slot === null || slot === undefined) continue;
    const { cols, rows } = slot.info;
    const wordsPerComponent = slot.info.kind === UniformKind.Double ? 2 : 1;
    const elementWords = cols * rows * wordsPerComponent;
    for (let el = 0; el < Math.max(1, u.arraySize) && (el + 1) * elementWords <= init.words.length; el++) {
      const element = layout.slots[u.location + el];
      if (element === null || element === undefined) continue;
      const bytes = new Uint8Array(element.elementBytes);
      const view = new DataView(bytes.buffer);
      for (let c = 0; c < cols; c++) {
        for (let r = 0; r < rows * wordsPerComponent; r++) {
          view.setUint32((cols > 1 ? c * element.matrixStride : 0) + r * 4, init.words[el * elementWords + c * rows * wordsPerComponent + r] >>> 0, true);
        }
      }
      program.WriteUniform(u.location + el, element.offset, bytes);
    }
  }
}

function boolOf(v: boolean): number {
  return v ? 1 : 0;
}

export function programEntryPoints(fe: FrontEnd) {
  const state = fe.state;
  const objects = state.objects;

  const getProgramiv = (name: number, pname: number): number | number[] => {
    const p = lookupProgram(fe, name, 'getProgramiv');
    if (p === null) return 0;
    const client = programClientState(p);
    const linked = linkedOf(p);
    switch (pname) {
      case GL.DELETE_STATUS: return boolOf(p.deletePending);
      case GL.LINK_STATUS: return boolOf(p.linkStatus);
      case GL.VALIDATE_STATUS: return boolOf(client.validateStatus);
      case GL.INFO_LOG_LENGTH: return lengthWithNul(client.validateLog !== '' ? client.validateLog : p.infoLog);
      case GL.ATTACHED_SHADERS: return p.attachedShaders.length;
      case GL.PROGRAM_SEPARABLE: return boolOf(p.separable);
      case GL.PROGRAM_BINARY_RETRIEVABLE_HINT: return boolOf(client.binaryRetrievableHint);
      case GL.PROGRAM_BINARY_LENGTH: return 0; // NUM_PROGRAM_BINARY_FORMATS is 0
      case GL.TRANSFORM_FEEDBACK_BUFFER_MODE:
        return linked !== null && linked.artifact.xfb.fromQualifiers ? linked.artifact.xfb.bufferMode : p.transformFeedbackBufferMode;
      case GL.COMPUTE_WORK_GROUP_SIZE:
        if (linked === null || (linked.artifact.stageMask & (1 << 5)) === 0) {
          fe.error(GL.INVALID_OPERATION, `getProgramiv: program ${name} has no linked compute shader`);
          return [0, 0, 0];
        }
        return linked.artifact.computeLocalSize.slice();
      case GL.GEOMETRY_VERTICES_OUT: case GL.GEOMETRY_INPUT_TYPE: case GL.GEOMETRY_OUTPUT_TYPE: case GL.GEOMETRY_SHADER_INVOCATIONS:
      case GL.TESS_CONTROL_OUTPUT_VERTICES: case GL.TESS_GEN_MODE: case GL.TESS_GEN_SPACING: case GL.TESS_GEN_VERTEX_ORDER:
      case GL.TESS_GEN_POINT_MODE: {
        const geometry = pname === GL.GEOMETRY_VERTICES_OUT || pname === GL.GEOMETRY_INPUT_TYPE || pname === GL.GEOMETRY_OUTPUT_TYPE ||
          pname === GL.GEOMETRY_SHADER_INVOCATIONS;
        const bit = geometry ? 1 << 3 : pname === GL.TESS_CONTROL_OUTPUT_VERTICES ? 1 << 1 : 1 << 2;
        if (linked === null || (linked.artifact.stageMask & bit) === 0) {
          fe.error(GL.INVALID_OPERATION, `getProgramiv: program ${name} has no linked ${geometry ? 'geometry' : 'tessellation'} shader`);
          return 0;
        }
        fe.error(GL.INVALID_OPERATION, 'getProgramiv: geometry/tessellation layout queries are not reflected by the shader library yet');
        return 0;
      }
      case GL.ACTIVE_UNIFORMS: case GL.ACTIVE_UNIFORM_MAX_LENGTH: case GL.ACTIVE_ATTRIBUTES: case GL.ACTIVE_ATTRIBUTE_MAX_LENGTH:
      case GL.ACTIVE_UNIFORM_BLOCKS: case GL.ACTIVE_UNIFORM_BLOCK_MAX_NAME_LENGTH: case GL.TRANSFORM_FEEDBACK_VARYINGS:
      case GL.TRANSFORM_FEEDBACK_VARYING_MAX_LENGTH: case GL.ACTIVE_ATOMIC_COUNTER_BUFFERS:
        return linked === null ? 0 : (linked.iface.getProgramiv(pname) as number);
      default:
        fe.error(GL.INVALID_ENUM, `getProgramiv: 0x${pname.toString(16)} is not a program parameter`);
        return 0;
    }
  };

  return {
    createProgram() {
      return objects.CreateProgram().name;
    },
    deleteProgram(program) {
      if (program === 0) return;
      const p = lookupProgram(fe, program, 'deleteProgram');
      if (p === null || p.deletePending) return;
      state.DeleteProgram(p);
      // §7.3: a program still current, or in some pipeline's stage / active program, lives on (flagged).
      if (state.program !== p && p.pipelineUses === 0) finishProgramDeletion(fe, p);
    },
    isProgram(program) {
      return objects.GetProgram(program) !== null;
    },
    attachShader(program, shader) {
      const p = lookupProgram(fe, program, 'attachShader');
      if (p === null) return;
      const s = lookupShader(fe, shader, 'attachShader');
      if (s === null) return;
      if (p.attachedShaders.includes(s)) {
        fe.error(GL.INVALID_OPERATION, `attachShader: shader ${shader} is already attached to program ${program}`);
        return;
      }
      p.AttachShader(s);
    },
    detachShader(program, shader) {
      const p = lookupProgram(fe, program, 'detachShader');
      if (p === null) return;
      const s = lookupShader(fe, shader, 'detachShader');
      if (s === null) return;
      if (!p.attachedShaders.includes(s)) {
        fe.error(GL.INVALID_OPERATION, `detachShader: shader ${shader} is not attached to program ${program}`);
        return;
      }
      p.DetachShader(s);
      if (s.deletePending && s.attachCount === 0) objects.shaderPrograms.Release(s.name);
    },
    linkProgram(program) {
      const p = lookupProgram(fe, program, 'linkProgram');
      if (p === null) return;
      // §13.2.2: relinking a program that an active transform feedback object uses (paused or not).
      if (isProgramUsedByActiveXfb(fe, p)) {
        fe.error(GL.INVALID_OPERATION, `linkProgram: program ${program} is used by an active transform feedback`);
        return;
      }
      runLink(fe, p);
      syncSubroutineSelections(fe); // a relinked stage program's subroutine values are reset
    },
    useProgram(program) {
      if (isXfbActiveUnpaused(fe)) {
        fe.error(GL.INVALID_OPERATION, 'useProgram: transform feedback is active and not paused');
        return;
      }
      let p: Program | null = null;
      if (program !== 0) {
        p = lookupProgram(fe, program, 'useProgram');
        if (p === null) return;
        if (!p.linkStatus) {
          fe.error(GL.INVALID_OPERATION, `useProgram: program ${program} is not linked`);
          return;
        }
      }
      const old = state.program;
      state.BindProgram(p);
      syncSubroutineSelections(fe, true); // §7.9: useProgram resets the subroutine uniform values
      if (old !== null && old !== p && old.deletePending && old.pipelineUses === 0) finishProgramDeletion(fe, old);
    },
    validateProgram(program) {
      const p = lookupProgram(fe, program, 'validateProgram');
      if (p === null) return;
      const client = programClientState(p);
      client.validateStatus = p.linkStatus;
      client.validateLog = p.linkStatus ? '' : 'program is not linked\n';
    },
    getProgramiv: getProgramiv as GLFunctions['getProgramiv'],
    getProgramInfoLog(program) {
      const p = lookupProgram(fe, program, 'getProgramInfoLog');
      if (p === null) return '';
      const client = programClientState(p);
      return client.validateLog !== '' ? client.validateLog : p.infoLog;
    },
    getAttachedShaders(program) {
      const p = lookupProgram(fe, program, 'getAttachedShaders');
      return p === null ? [] : p.attachedShaders.map((s) => s.name);
    },
    programParameteri(program, pname, value) {
      const p = lookupProgram(fe, program, 'programParameteri');
      if (p === null) return;
      if (pname !== GL.PROGRAM_SEPARABLE && pname !== GL.PROGRAM_BINARY_RETRIEVABLE_HINT) {
        fe.error(GL.INVALID_ENUM, `programParameteri: 0x${pname.toString(16)} is not a program parameter`);
        return;
      }
      if (value !== 0 && value !== 1) {
        fe.error(GL.INVALID_VALUE, `programParameteri: ${value} is neither TRUE nor FALSE`);
        return;
      }
      if (pname === GL.PROGRAM_SEPARABLE) p.SetSeparable(value === 1);
      else programClientState(p).binaryRetrievableHint = value === 1;
    },
    bindAttribLocation(program, index, name) {
      const p = lookupProgram(fe, program, 'bindAttribLocation');
      if (p === null) return;
      if (index >= fe.caps.maxVertexAttribs || index < 0) {
        fe.error(GL.INVALID_VALUE, `bindAttribLocation: index ${index} >= MAX_VERTEX_ATTRIBS`);
        return;
      }
      if (name.startsWith('gl_')) {
        fe.error(GL.INVALID_OPERATION, `bindAttribLocation: '${name}' starts with the reserved prefix gl_`);
        return;
      }
      programClientState(p).attribBindings.set(name, index);
    },
    bindFragDataLocation(program, color, name) {
      bindFragData(fe, 'bindFragDataLocation', program, color, 0, name);
    },
    bindFragDataLocationIndexed(program, colorNumber, index, name) {
      bindFragData(fe, 'bindFragDataLocationIndexed', program, colorNumber, index, name);
    },
    createShaderProgramv(type, strings) {
      if (stageOfShaderType(type) === undefined) {
        fe.error(GL.INVALID_ENUM, `createShaderProgramv: 0x${type.toString(16)} is not a shader type`);
        return 0;
      }
      // GL 4.5 §7.3 gives the exact sequence: compile, make separable, attach, link, detach, delete.
      const shaderApi = shaderEntryPoints(fe);
      const shader = objects.CreateShader(type);
      shader.SetSource(strings.join(''));
      shaderApi.compileShader(shader.name);
      const p = objects.CreateProgram();
      if (shader.compileStatus) {
        p.SetSeparable(true);
        p.AttachShader(shader);
        runLink(fe, p);
        p.DetachShader(shader);
      }
      const log = shader.infoLog + p.infoLog;
      state.DeleteShader(shader);
      if (!p.linkStatus) p.RecordLinkResult(false, log, null, null);
      return p.name;
    },
  } satisfies Partial<GLFunctions>;
}

function bindFragData(fe: FrontEnd, fn: string, program: number, color: number, index: number, name: string): void {
  const p = lookupProgram(fe, program, fn);
  if (p === null) return;
  // §17.4.1 / §15.2.3: index 0 or 1; with index 1 the limit is MAX_DUAL_SOURCE_DRAW_BUFFERS (1).
  if (index < 0 || index > 1) {
    fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is not 0 or 1`);
    return;
  }
  const max = index === 1 ? 1 : fe.caps.maxDrawBuffers;
  if (color < 0 || color >= max) {
    fe.error(GL.INVALID_VALUE, `${fn}: color number ${color} is out of range (limit ${max})`);
    return;
  }
  if (name.startsWith('gl_')) {
    fe.error(GL.INVALID_OPERATION, `${fn}: '${name}' starts with the reserved prefix gl_`);
    return;
  }
  programClientState(p).fragDataBindings.set(name, { location: color, index });
}
