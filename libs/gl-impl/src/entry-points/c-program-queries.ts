// Program reflection queries (GL 4.5 §7.3.1 program interfaces, §7.6 uniforms and blocks), answered
// from the client's link tables (libs/shader ProgramInterface) plus the program object's current block
// bindings. The *_SUBROUTINE / *_SUBROUTINE_UNIFORM interfaces are reflected like the others: the shader
// library lowers subroutines to plain GLSL before glslang (which rejects them for SPIR-V) and records them
// (libs/shader subroutine-lowering.ts, subroutine-link.ts); the hidden index uniforms of that lowering are
// not in the UNIFORM interface. The subroutine entry points and their per-stage values are c-subroutines.ts.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { Program } from '@mgpipe/gl-state';
import { INVALID_INDEX, STAGE_ORDER, stageBit, type ProgramArtifact } from '@mgpipe/shader';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { linkedOf, lookupLinkedProgram, lookupProgram, type LinkedProgram } from './c-program-state.ts';

/** Interfaces the artifact reflects (a stage the program lacks has empty subroutine interfaces). */
const REFLECTED = new Set<number>([
  GL.UNIFORM, GL.UNIFORM_BLOCK, GL.PROGRAM_INPUT, GL.PROGRAM_OUTPUT, GL.SHADER_STORAGE_BLOCK, GL.BUFFER_VARIABLE,
  GL.TRANSFORM_FEEDBACK_VARYING, GL.ATOMIC_COUNTER_BUFFER,
  GL.VERTEX_SUBROUTINE, GL.TESS_CONTROL_SUBROUTINE, GL.TESS_EVALUATION_SUBROUTINE, GL.GEOMETRY_SUBROUTINE,
  GL.FRAGMENT_SUBROUTINE, GL.COMPUTE_SUBROUTINE,
  GL.VERTEX_SUBROUTINE_UNIFORM, GL.TESS_CONTROL_SUBROUTINE_UNIFORM, GL.TESS_EVALUATION_SUBROUTINE_UNIFORM,
  GL.GEOMETRY_SUBROUTINE_UNIFORM, GL.FRAGMENT_SUBROUTINE_UNIFORM, GL.COMPUTE_SUBROUTINE_UNIFORM,
]);
/** Interfaces GL 4.5 defines that a program here always has empty (no XFB buffer objects reflected). */
const ALWAYS_EMPTY = new Set<number>([GL.TRANSFORM_FEEDBACK_BUFFER]);
const SUBROUTINE_UNIFORMS = new Set<number>([
  GL.VERTEX_SUBROUTINE_UNIFORM, GL.TESS_CONTROL_SUBROUTINE_UNIFORM, GL.TESS_EVALUATION_SUBROUTINE_UNIFORM,
  GL.GEOMETRY_SUBROUTINE_UNIFORM, GL.FRAGMENT_SUBROUTINE_UNIFORM, GL.COMPUTE_SUBROUTINE_UNIFORM,
]);
const RESOURCE_PROPS = new Set<number>([
  GL.NAME_LENGTH, GL.TYPE, GL.ARRAY_SIZE, GL.OFFSET, GL.BLOCK_INDEX, GL.ARRAY_STRIDE, GL.MATRIX_STRIDE, GL.IS_ROW_MAJOR,
  GL.ATOMIC_COUNTER_BUFFER_INDEX, GL.BUFFER_BINDING, GL.BUFFER_DATA_SIZE, GL.NUM_ACTIVE_VARIABLES, GL.ACTIVE_VARIABLES,
  GL.REFERENCED_BY_VERTEX_SHADER, GL.REFERENCED_BY_TESS_CONTROL_SHADER, GL.REFERENCED_BY_TESS_EVALUATION_SHADER,
  GL.REFERENCED_BY_GEOMETRY_SHADER, GL.REFERENCED_BY_FRAGMENT_SHADER, GL.REFERENCED_BY_COMPUTE_SHADER,
  GL.TOP_LEVEL_ARRAY_SIZE, GL.TOP_LEVEL_ARRAY_STRIDE, GL.LOCATION, GL.LOCATION_INDEX, GL.IS_PER_PATCH,
  GL.LOCATION_COMPONENT, GL.TRANSFORM_FEEDBACK_BUFFER_INDEX, GL.TRANSFORM_FEEDBACK_BUFFER_STRIDE,
  GL.NUM_COMPATIBLE_SUBROUTINES, GL.COMPATIBLE_SUBROUTINES,
]);
const UNIFORM_PNAMES = new Set<number>([
  GL.UNIFORM_TYPE, GL.UNIFORM_SIZE, GL.UNIFORM_NAME_LENGTH, GL.UNIFORM_BLOCK_INDEX, GL.UNIFORM_OFFSET,
  GL.UNIFORM_ARRAY_STRIDE, GL.UNIFORM_MATRIX_STRIDE, GL.UNIFORM_IS_ROW_MAJOR, GL.UNIFORM_ATOMIC_COUNTER_BUFFER_INDEX,
]);

function count(linked: LinkedProgram | null, iface: number): number {
  return linked === null ? 0 : (linked.iface.getProgramInterfaceiv(iface, GL.ACTIVE_RESOURCES) ?? 0);
}

function hex(v: number): string {
  return `0x${v.toString(16)}`;
}

export function programQueryEntryPoints(fe: FrontEnd) {
  /** A program (linked or not) and its link tables; undefined after recording a lookup error. */
  const programAndTables = (name: number, fn: string): { p: Program; linked: LinkedProgram | null } | undefined => {
    const p = lookupProgram(fe, name, fn);
    return p === null ? undefined : { p, linked: linkedOf(p) };
  };

  const activeVariable = (fn: string, iface: number, program: number, index: number) => {
    const t = programAndTables(program, fn);
    if (t === undefined) return null;
    if (index < 0 || index >= count(t.linked, iface)) {
      fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is not an active resource index`);
      return null;
    }
    const r = t.linked!.iface.getProgramResourceiv(iface, index, [GL.ARRAY_SIZE, GL.TYPE])!;
    return { name: t.linked!.iface.getProgramResourceName(iface, index)!, size: r[0] as number, type: r[1] as number };
  };

  const locationOf = (fn: string, iface: number, program: number, name: string): number => {
    const linked = lookupLinkedProgram(fe, program, fn);
    if (linked === null || name.startsWith('gl_')) return -1;
    return linked.iface.getProgramResourceLocation(iface, name);
  };

  const blockBindingOf = (p: Program, iface: number, index: number): number =>
    iface === GL.UNIFORM_BLOCK ? p.uniformBlockBindings[index] : p.storageBlockBindings[index];

  const getActiveUniformBlockiv = (program: number, index: number, pname: number): number | number[] => {
    const t = programAndTables(program, 'getActiveUniformBlockiv');
    if (t === undefined) return 0;
    if (index < 0 || index >= count(t.linked, GL.UNIFORM_BLOCK)) {
      fe.error(GL.INVALID_VALUE, `getActiveUniformBlockiv: ${index} is not an active uniform block index`);
      return 0;
    }
    if (pname === GL.UNIFORM_BLOCK_BINDING) return t.p.uniformBlockBindings[index];
    const v = t.linked!.iface.getActiveUniformBlockiv(index, pname);
    if (v === undefined) {
      fe.error(GL.INVALID_ENUM, `getActiveUniformBlockiv: ${hex(pname)} is not a uniform block parameter`);
      return 0;
    }
    return Array.isArray(v) ? v.slice() : v;
  };

  const blockBinding = (fn: string, iface: number, limit: number, program: number, index: number, binding: number) => {
    const t = programAndTables(program, fn);
    if (t === undefined) return;
    if (index < 0 || index >= count(t.linked, iface)) {
      fe.error(GL.INVALID_VALUE, `${fn}: ${index} is not an active block index`);
      return;
    }
    if (binding < 0 || binding >= limit) {
      fe.error(GL.INVALID_VALUE, `${fn}: binding ${binding} is not below the binding-point limit ${limit}`);
      return;
    }
    if (iface === GL.UNIFORM_BLOCK) t.p.SetUniformBlockBinding(index, binding);
    else t.p.SetStorageBlockBinding(index, binding);
  };

  const checkInterface = (fn: string, iface: number): boolean => {
    if (REFLECTED.has(iface) || ALWAYS_EMPTY.has(iface)) return true;
    fe.error(GL.INVALID_ENUM, `${fn}: ${hex(iface)} is not a program interface`);
    return false;
  };


  return {
    getAttribLocation(program, name) {
      return locationOf('getAttribLocation', GL.PROGRAM_INPUT, program, name);
    },
    getActiveAttrib(program, index) {
      return activeVariable('getActiveAttrib', GL.PROGRAM_INPUT, program, index);
    },
    getUniformLocation(program, name) {
      return locationOf('getUniformLocation', GL.UNIFORM, program, name);
    },
    getActiveUniform(program, index) {
      return activeVariable('getActiveUniform', GL.UNIFORM, program, index);
    },
    getTransformFeedbackVarying(program, index) {
      return activeVariable('getTransformFeedbackVarying', GL.TRANSFORM_FEEDBACK_VARYING, program, index);
    },
    getActiveUniformsiv(program, uniformIndices, pname) {
      const t = programAndTables(program, 'getActiveUniformsiv');
      if (t === undefined) return [];
      const n = count(t.linked, GL.UNIFORM);
      for (let i = 0; i < uniformIndices.length; i++) {
        if (uniformIndices[i] < 0 || uniformIndices[i] >= n) {
          fe.error(GL.INVALID_VALUE, `getActiveUniformsiv: ${uniformIndices[i]} is not an active uniform index`);
          return [];
        }
      }
      if (!UNIFORM_PNAMES.has(pname)) {
        fe.error(GL.INVALID_ENUM, `getActiveUniformsiv: ${hex(pname)} is not a uniform parameter`);
        return [];
      }
      if (uniformIndices.length === 0) return [];
      return t.linked!.iface.getActiveUniformsiv(Array.from(uniformIndices), pname) ?? [];
    },
    getActiveUniformName(program, uniformIndex) {
      const t = programAndTables(program, 'getActiveUniformName');
      if (t === undefined) return '';
      if (uniformIndex < 0 || uniformIndex >= count(t.linked, GL.UNIFORM)) {
        fe.error(GL.INVALID_VALUE, `getActiveUniformName: ${uniformIndex} is not an active uniform index`);
        return '';
      }
      return t.linked!.iface.getProgramResourceName(GL.UNIFORM, uniformIndex)!;
    },
    getUniformIndices(program, uniformNames) {
      const t = programAndTables(program, 'getUniformIndices');
      if (t === undefined) return [];
      return uniformNames.map((n) => t.linked?.iface.getProgramResourceIndex(GL.UNIFORM, n) ?? INVALID_INDEX);
    },
    getUniformBlockIndex(program, uniformBlockName) {
      const t = programAndTables(program, 'getUniformBlockIndex');
      return t?.linked?.iface.getUniformBlockIndex(uniformBlockName) ?? INVALID_INDEX;
    },
    getActiveUniformBlockiv: getActiveUniformBlockiv as GLFunctions['getActiveUniformBlockiv'],
    getActiveUniformBlockName(program, uniformBlockIndex) {
      const t = programAndTables(program, 'getActiveUniformBlockName');
      if (t === undefined) return '';
      if (uniformBlockIndex < 0 || uniformBlockIndex >= count(t.linked, GL.UNIFORM_BLOCK)) {
        fe.error(GL.INVALID_VALUE, `getActiveUniformBlockName: ${uniformBlockIndex} is not an active uniform block index`);
        return '';
      }
      return t.linked!.iface.getProgramResourceName(GL.UNIFORM_BLOCK, uniformBlockIndex)!;
    },
    uniformBlockBinding(program, uniformBlockIndex, uniformBlockBinding) {
      blockBinding('uniformBlockBinding', GL.UNIFORM_BLOCK, fe.caps.maxUniformBufferBindings, program, uniformBlockIndex, uniformBlockBinding);
    },
    shaderStorageBlockBinding(program, storageBlockIndex, storageBlockBinding) {
      blockBinding('shaderStorageBlockBinding', GL.SHADER_STORAGE_BLOCK, fe.caps.maxShaderStorageBufferBindings, program,
        storageBlockIndex, storageBlockBinding);
    },
    getFragDataLocation(program, name) {
      return locationOf('getFragDataLocation', GL.PROGRAM_OUTPUT, program, name);
    },
    getFragDataIndex(program, name) {
      const linked = lookupLinkedProgram(fe, program, 'getFragDataIndex');
      if (linked === null || name.startsWith('gl_')) return -1;
      return linked.iface.getFragDataIndex(name);
    },

    // ---- GL 4.3 program interface queries (§7.3.1) ----
    getProgramInterfaceiv(program, programInterface, pname) {
      const t = programAndTables(program, 'getProgramInterfaceiv');
      if (t === undefined || !checkInterface('getProgramInterfaceiv', programInterface)) return 0;
      if (pname !== GL.ACTIVE_RESOURCES && pname !== GL.MAX_NAME_LENGTH && pname !== GL.MAX_NUM_ACTIVE_VARIABLES &&
        pname !== GL.MAX_NUM_COMPATIBLE_SUBROUTINES) {
        fe.error(GL.INVALID_ENUM, `getProgramInterfaceiv: ${hex(pname)} is not an interface parameter`);
        return 0;
      }
      // §7.3.1.1: the pname must make sense for the interface.
      const blocks = programInterface === GL.UNIFORM_BLOCK || programInterface === GL.SHADER_STORAGE_BLOCK ||
        programInterface === GL.ATOMIC_COUNTER_BUFFER || programInterface === GL.TRANSFORM_FEEDBACK_BUFFER;
      if ((pname === GL.MAX_NAME_LENGTH && (programInterface === GL.ATOMIC_COUNTER_BUFFER || programInterface === GL.TRANSFORM_FEEDBACK_BUFFER)) ||
        (pname === GL.MAX_NUM_ACTIVE_VARIABLES && !blocks) ||
        (pname === GL.MAX_NUM_COMPATIBLE_SUBROUTINES && !SUBROUTINE_UNIFORMS.has(programInterface))) {
        fe.error(GL.INVALID_OPERATION, `getProgramInterfaceiv: ${hex(pname)} does not apply to interface ${hex(programInterface)}`);
        return 0;
      }
      if (t.linked === null || !REFLECTED.has(programInterface)) return 0;
      return t.linked.iface.getProgramInterfaceiv(programInterface, pname) ?? 0;
    },
    getProgramResourceIndex(program, programInterface, name) {
      const t = programAndTables(program, 'getProgramResourceIndex');
      if (t === undefined || !checkInterface('getProgramResourceIndex', programInterface)) return INVALID_INDEX;
      if (programInterface === GL.ATOMIC_COUNTER_BUFFER || programInterface === GL.TRANSFORM_FEEDBACK_BUFFER) {
        fe.error(GL.INVALID_ENUM, `getProgramResourceIndex: interface ${hex(programInterface)} has no names`);
        return INVALID_INDEX;
      }
      return t.linked?.iface.getProgramResourceIndex(programInterface, name) ?? INVALID_INDEX;
    },
    getProgramResourceName(program, programInterface, index) {
      const t = programAndTables(program, 'getProgramResourceName');
      if (t === undefined || !checkInterface('getProgramResourceName', programInterface)) return '';
      if (programInterface === GL.ATOMIC_COUNTER_BUFFER || programInterface === GL.TRANSFORM_FEEDBACK_BUFFER) {
        fe.error(GL.INVALID_ENUM, `getProgramResourceName: interface ${hex(programInterface)} has no names`);
        return '';
      }
      const name = t.linked?.iface.getProgramResourceName(programInterface, index);
      if (name === undefined) {
        fe.error(GL.INVALID_VALUE, `getProgramResourceName: ${index} is not an active resource index`);
        return '';
      }
      return name;
    },
    getProgramResourceiv(program, programInterface, index, props) {
      const t = programAndTables(program, 'getProgramResourceiv');
      if (t === undefined || !checkInterface('getProgramResourceiv', programInterface)) return [];
      if (index < 0 || index >= count(t.linked, programInterface)) {
        fe.error(GL.INVALID_VALUE, `getProgramResourceiv: ${index} is not an active resource index`);
        return [];
      }
      const out: number[] = [];
      const isBlock = programInterface === GL.UNIFORM_BLOCK || programInterface === GL.SHADER_STORAGE_BLOCK;
      const isVariable = programInterface === GL.PROGRAM_INPUT || programInterface === GL.PROGRAM_OUTPUT;
      for (let i = 0; i < props.length; i++) {
        const prop = props[i];
        if (!RESOURCE_PROPS.has(prop)) {
          fe.error(GL.INVALID_ENUM, `getProgramResourceiv: ${hex(prop)} is not a resource property`);
          return [];
        }
        if (isBlock && prop === GL.BUFFER_BINDING) {
          out.push(blockBindingOf(t.p, programInterface, index));
          continue;
        }
        if (isVariable && prop === GL.IS_PER_PATCH) {
          out.push(0); // no patch variables reach PROGRAM_INPUT/OUTPUT here
          continue;
        }
        if (isVariable && prop === GL.LOCATION_COMPONENT) {
          out.push(locationComponent(t.linked!.artifact, programInterface, t.linked!.iface.getProgramResourceName(programInterface, index) ?? ''));
          continue;
        }
        const v = t.linked!.iface.getProgramResourceiv(programInterface, index, [prop]);
        if (v === undefined) {
          fe.error(GL.INVALID_OPERATION, `getProgramResourceiv: property ${hex(prop)} does not apply to interface ${hex(programInterface)}`);
          return [];
        }
        const value = v[0];
        if (Array.isArray(value)) out.push(...value);
        else out.push(value);
      }
      return out;
    },
    getProgramResourceLocation(program, programInterface, name) {
      const p = lookupProgram(fe, program, 'getProgramResourceLocation');
      if (p === null || !checkInterface('getProgramResourceLocation', programInterface)) return -1;
      if (programInterface !== GL.UNIFORM && programInterface !== GL.PROGRAM_INPUT && programInterface !== GL.PROGRAM_OUTPUT &&
        !SUBROUTINE_UNIFORMS.has(programInterface)) {
        fe.error(GL.INVALID_ENUM, `getProgramResourceLocation: interface ${hex(programInterface)} has no locations`);
        return -1;
      }
      const linked = linkedOf(p);
      if (linked === null) {
        fe.error(GL.INVALID_OPERATION, `getProgramResourceLocation: program ${program} is not linked`);
        return -1;
      }
      return name.startsWith('gl_') ? -1 : linked.iface.getProgramResourceLocation(programInterface, name);
    },
    getProgramResourceLocationIndex(program, programInterface, name) {
      const p = lookupProgram(fe, program, 'getProgramResourceLocationIndex');
      if (p === null) return -1;
      if (programInterface !== GL.PROGRAM_OUTPUT) {
        fe.error(GL.INVALID_ENUM, `getProgramResourceLocationIndex: interface ${hex(programInterface)} is not PROGRAM_OUTPUT`);
        return -1;
      }
      const linked = linkedOf(p);
      if (linked === null) {
        fe.error(GL.INVALID_OPERATION, `getProgramResourceLocationIndex: program ${program} is not linked`);
        return -1;
      }
      return linked.iface.getProgramResourceLocationIndex(programInterface, name);
    },
  } satisfies Partial<GLFunctions>;
}

/**
 * GL_LOCATION_COMPONENT of a PROGRAM_INPUT (the first stage's input) or PROGRAM_OUTPUT (the last stage's output):
 * its layout(component), as the stage interface recorded it ("b[0]" is the variable "b"); 0 when it has none.
 */
function locationComponent(a: ProgramArtifact, programInterface: number, name: string): number {
  const stages = STAGE_ORDER.filter((s) => (a.stageMask & stageBit(s)) !== 0);
  const input = programInterface === GL.PROGRAM_INPUT;
  const stage = input ? stages[0] : stages[stages.length - 1];
  const direction = input ? 'in' : 'out';
  const stem = name.replace(/\[0\]$/, '');
  const v = a.interfaceVariables.find((i) => i.stage === stage && i.direction === direction && (i.name === name || i.name === stem || i.name === `${stem}[0]`));
  return v?.component ?? 0;
}
