// The GL program queries answered from a ProgramArtifact: getProgramiv's reflection part, the
// getProgramResource* family, and the older entry points defined in terms of it (getUniformLocation,
// getActiveUniform, getUniformBlockIndex, getActiveUniformBlockiv, getActiveUniformsiv,
// getAttribLocation, getFragDataLocation, getTransformFeedbackVarying). Every table is built once per
// linked program; a lookup is one Map get. State that is not reflection (LINK_STATUS, the info log,
// ATTACHED_SHADERS, current block bindings, uniform values) belongs to the front end's program object.
import { GL } from '@mgpipe/value-types';
import { STAGE_ORDER, type ProgramArtifact, type ShaderStage } from './artifact.ts';
import { HIDDEN_SUBROUTINE_PREFIX } from './subroutine-lowering.ts';

export const INVALID_INDEX = 0xffffffff;

type PropValue = number | number[];

interface Resource {
  name: string;
  props: Map<number, PropValue>;
}

interface ResourceTable {
  list: Resource[];
  /** Name → index; arrays answer to both "a" and "a[0]". */
  index: Map<string, number>;
  /** Name → location for UNIFORM / PROGRAM_INPUT / PROGRAM_OUTPUT, every element spelled out. */
  location: Map<string, number>;
  /** PROGRAM_OUTPUT: name → LOCATION_INDEX. */
  locationIndex: Map<string, number>;
}

/** STAGE_SUBROUTINE and STAGE_SUBROUTINE_UNIFORM interface of each stage. */
export const SUBROUTINE_INTERFACES: Record<ShaderStage, readonly [subroutine: number, uniform: number]> = {
  vertex: [GL.VERTEX_SUBROUTINE, GL.VERTEX_SUBROUTINE_UNIFORM],
  tessControl: [GL.TESS_CONTROL_SUBROUTINE, GL.TESS_CONTROL_SUBROUTINE_UNIFORM],
  tessEvaluation: [GL.TESS_EVALUATION_SUBROUTINE, GL.TESS_EVALUATION_SUBROUTINE_UNIFORM],
  geometry: [GL.GEOMETRY_SUBROUTINE, GL.GEOMETRY_SUBROUTINE_UNIFORM],
  fragment: [GL.FRAGMENT_SUBROUTINE, GL.FRAGMENT_SUBROUTINE_UNIFORM],
  compute: [GL.COMPUTE_SUBROUTINE, GL.COMPUTE_SUBROUTINE_UNIFORM],
};

const REFERENCED_BY = [
  GL.REFERENCED_BY_VERTEX_SHADER,
  GL.REFERENCED_BY_TESS_CONTROL_SHADER,
  GL.REFERENCED_BY_TESS_EVALUATION_SHADER,
  GL.REFERENCED_BY_GEOMETRY_SHADER,
  GL.REFERENCED_BY_FRAGMENT_SHADER,
  GL.REFERENCED_BY_COMPUTE_SHADER,
];

function referencedBy(props: Map<number, PropValue>, stages: number): void {
  REFERENCED_BY.forEach((prop, i) => props.set(prop, (stages >> i) & 1));
}

function table(resources: Array<{ name: string; props: Array<[number, PropValue]>; location?: number; arraySize?: number; index?: number }>): ResourceTable {
  const t: ResourceTable = { list: [], index: new Map(), location: new Map(), locationIndex: new Map() };
  resources.forEach((r, i) => {
    t.list.push({ name: r.name, props: new Map(r.props) });
    t.index.set(r.name, i);
    const base = r.name.endsWith('[0]') ? r.name.slice(0, -3) : undefined;
    if (base !== undefined) t.index.set(base, i);
    if (r.location === undefined || r.location < 0) return;
    const spell = (name: string, location: number) => {
      t.location.set(name, location);
      if (r.index !== undefined) t.locationIndex.set(name, r.index);
    };
    spell(r.name, r.location);
    if (base !== undefined) {
      spell(base, r.location);
      for (let e = 1; e < (r.arraySize ?? 1); e++) spell(`${base}[${e}]`, r.location + e);
    }
  });
  return t;
}

export class ProgramInterface {
  readonly #tables = new Map<number, ResourceTable>();

  constructor(readonly artifact: ProgramArtifact) {
    const a = artifact;
    const variable = (iface: 'in' | 'out') => (iface === 'in' ? a.attributes : a.outputs).map((v) => {
      const m = new Map<number, PropValue>([[GL.TYPE, v.type], [GL.ARRAY_SIZE, v.arraySize], [GL.LOCATION, v.location]]);
      if (iface === 'out') m.set(GL.LOCATION_INDEX, v.index);
      referencedBy(m, 1 << STAGE_ORDER.indexOf(iface === 'in' ? 'vertex' : 'fragment'));
      return { name: v.name, props: [...m], location: v.location, arraySize: v.arraySize, index: v.index };
    });
    this.#tables.set(GL.PROGRAM_INPUT, table(variable('in')));
    this.#tables.set(GL.PROGRAM_OUTPUT, table(variable('out')));
    // The hidden subroutine-index uniforms (last in the list) are MGPipe's, not the application's.
    this.#tables.set(GL.UNIFORM, table(a.uniforms.filter((u) => !u.name.startsWith(HIDDEN_SUBROUTINE_PREFIX)).map((u) => {
      const m = new Map<number, PropValue>([
        [GL.TYPE, u.type], [GL.ARRAY_SIZE, u.arraySize], [GL.OFFSET, u.offset], [GL.BLOCK_INDEX, u.blockIndex],
        [GL.ARRAY_STRIDE, u.arrayStride], [GL.MATRIX_STRIDE, u.matrixStride], [GL.IS_ROW_MAJOR, u.rowMajor ? 1 : 0],
        [GL.ATOMIC_COUNTER_BUFFER_INDEX, u.atomicCounterBufferIndex], [GL.LOCATION, u.location],
      ]);
      referencedBy(m, u.stages);
      return { name: u.name, props: [...m], location: u.location, arraySize: u.arraySize };
    })));
    this.#tables.set(GL.BUFFER_VARIABLE, table(a.bufferVariables.map((v) => {
      const m = new Map<number, PropValue>([
        [GL.TYPE, v.type], [GL.ARRAY_SIZE, v.arraySize], [GL.OFFSET, v.offset], [GL.BLOCK_INDEX, v.blockIndex],
        [GL.ARRAY_STRIDE, v.arrayStride], [GL.MATRIX_STRIDE, v.matrixStride], [GL.IS_ROW_MAJOR, v.rowMajor ? 1 : 0],
        [GL.TOP_LEVEL_ARRAY_SIZE, v.topLevelArraySize], [GL.TOP_LEVEL_ARRAY_STRIDE, v.topLevelArrayStride],
      ]);
      referencedBy(m, v.stages);
      return { name: v.name, props: [...m] };
    })));
    for (const [iface, blocks] of [[GL.UNIFORM_BLOCK, a.uniformBlocks], [GL.SHADER_STORAGE_BLOCK, a.storageBlocks]] as const) {
      this.#tables.set(iface, table(blocks.map((b) => {
        const m = new Map<number, PropValue>([
          [GL.BUFFER_BINDING, b.initialBinding], [GL.BUFFER_DATA_SIZE, b.dataSize],
          [GL.NUM_ACTIVE_VARIABLES, b.members.length], [GL.ACTIVE_VARIABLES, b.members],
        ]);
        referencedBy(m, b.stages);
        return { name: b.name, props: [...m] };
      })));
    }
    // Atomic counter buffers have no names (GL 4.5 §7.3.1): the table's names are never exposed.
    this.#tables.set(GL.ATOMIC_COUNTER_BUFFER, table(a.atomicCounterBuffers.map((b, i) => {
      const m = new Map<number, PropValue>([
        [GL.BUFFER_BINDING, b.binding], [GL.BUFFER_DATA_SIZE, b.dataSize],
        [GL.NUM_ACTIVE_VARIABLES, b.members.length], [GL.ACTIVE_VARIABLES, b.members],
      ]);
      referencedBy(m, b.stages);
      return { name: `\u0000${i}`, props: [...m] };
    })));
    this.#subroutineTables();
    this.#tables.set(GL.TRANSFORM_FEEDBACK_VARYING, table(a.xfb.varyings.map((x) => ({
      name: x.name,
      props: [[GL.TYPE, x.type], [GL.ARRAY_SIZE, x.arraySize], [GL.OFFSET, x.offset], [GL.TRANSFORM_FEEDBACK_BUFFER_INDEX, x.buffer]],
    }))));
  }

  /**
   * Per stage (of the program), the SUBROUTINE and SUBROUTINE_UNIFORM interfaces. As Mesa 22.3 answers: the resource
   * index is the declaration position, while a subroutine's name looks up its subroutine index (they differ only when
   * explicit layout(index) reorders them); a subroutine uniform array is one resource "u[0]" of ARRAY_SIZE n.
   */
  #subroutineTables(): void {
    const a = this.artifact;
    for (const stage of STAGE_ORDER) {
      if (!(a.stageMask & (1 << STAGE_ORDER.indexOf(stage)))) continue;
      const [fnIface, uniformIface] = SUBROUTINE_INTERFACES[stage];
      const fns = a.subroutines.filter((f) => f.stage === stage);
      const t = table(fns.map((f) => ({ name: f.name, props: [] })));
      t.index = new Map(fns.map((f) => [f.name, f.index]));
      this.#tables.set(fnIface, t);
      this.#tables.set(uniformIface, table(a.subroutineUniforms.filter((u) => u.stage === stage).map((u) => ({
        name: u.name, location: u.location, arraySize: u.arraySize,
        props: [[GL.ARRAY_SIZE, u.arraySize], [GL.NUM_COMPATIBLE_SUBROUTINES, u.compatible.length], [GL.COMPATIBLE_SUBROUTINES, u.compatible], [GL.LOCATION, u.location]],
      }))));
    }
  }

  /**
   * glGetProgramStageiv's pnames for one stage of the program (0 for a stage it does not have); undefined for
   * another pname. ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS is one past the highest location (gaps count, as in Mesa).
   */
  getProgramStageiv(stage: ShaderStage, pname: number): number | undefined {
    const [fnIface, uniformIface] = SUBROUTINE_INTERFACES[stage];
    const fns = this.#table(fnIface)?.list ?? [];
    const uniforms = this.#table(uniformIface)?.list ?? [];
    switch (pname) {
      case GL.ACTIVE_SUBROUTINES: return fns.length;
      case GL.ACTIVE_SUBROUTINE_UNIFORMS: return uniforms.length;
      case GL.ACTIVE_SUBROUTINE_MAX_LENGTH: return fns.reduce((m, r) => Math.max(m, r.name.length + 1), 0);
      case GL.ACTIVE_SUBROUTINE_UNIFORM_MAX_LENGTH: return uniforms.reduce((m, r) => Math.max(m, r.name.length + 1), 0);
      case GL.ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS:
        return uniforms.reduce((m, r) => Math.max(m, (r.props.get(GL.LOCATION) as number) + (r.props.get(GL.ARRAY_SIZE) as number)), 0);
      default: return undefined;
    }
  }

  #table(iface: number): ResourceTable | undefined {
    return this.#tables.get(iface);
  }

  // ---- glGetProgramInterfaceiv / glGetProgramResource* ----

  /** ACTIVE_RESOURCES, MAX_NAME_LENGTH (with the NUL), MAX_NUM_ACTIVE_VARIABLES; undefined = INVALID_ENUM. */
  getProgramInterfaceiv(iface: number, pname: number): number | undefined {
    const t = this.#table(iface);
    if (!t) return undefined;
    if (pname === GL.ACTIVE_RESOURCES) return t.list.length;
    if (pname === GL.MAX_NAME_LENGTH) return t.list.reduce((m, r) => Math.max(m, r.name.length + 1), 0);
    if (pname === GL.MAX_NUM_COMPATIBLE_SUBROUTINES) return t.list.reduce((m, r) => Math.max(m, (r.props.get(GL.NUM_COMPATIBLE_SUBROUTINES) as number | undefined) ?? 0), 0);
    if (pname === GL.MAX_NUM_ACTIVE_VARIABLES && (iface === GL.UNIFORM_BLOCK || iface === GL.SHADER_STORAGE_BLOCK || iface === GL.ATOMIC_COUNTER_BUFFER)) {
      return t.list.reduce((m, r) => Math.max(m, r.props.get(GL.NUM_ACTIVE_VARIABLES) as number), 0);
    }
    return undefined;
  }

  getProgramResourceIndex(iface: number, name: string): number {
    return this.#table(iface)?.index.get(name) ?? INVALID_INDEX;
  }

  /** The resource's name, or undefined for an index out of range (INVALID_VALUE). */
  getProgramResourceName(iface: number, index: number): string | undefined {
    return this.#table(iface)?.list[index]?.name;
  }

  /** One value (or list, for ACTIVE_VARIABLES) per prop; undefined for a bad index or prop (GL error). */
  getProgramResourceiv(iface: number, index: number, props: readonly number[]): PropValue[] | undefined {
    const r = this.#table(iface)?.list[index];
    if (!r) return undefined;
    const out: PropValue[] = [];
    for (const p of props) {
      const v = p === GL.NAME_LENGTH ? r.name.length + 1 : r.props.get(p);
      if (v === undefined) return undefined;
      out.push(v);
    }
    return out;
  }

  getProgramResourceLocation(iface: number, name: string): number {
    return this.#table(iface)?.location.get(name) ?? -1;
  }

  getProgramResourceLocationIndex(iface: number, name: string): number {
    return this.#table(iface)?.locationIndex.get(name) ?? -1;
  }

  // ---- the classic entry points ----

  getUniformLocation(name: string): number {
    return this.getProgramResourceLocation(GL.UNIFORM, name);
  }
  getAttribLocation(name: string): number {
    return this.getProgramResourceLocation(GL.PROGRAM_INPUT, name);
  }
  getFragDataLocation(name: string): number {
    return this.getProgramResourceLocation(GL.PROGRAM_OUTPUT, name);
  }
  getFragDataIndex(name: string): number {
    return this.getProgramResourceLocationIndex(GL.PROGRAM_OUTPUT, name);
  }
  getUniformBlockIndex(name: string): number {
    return this.getProgramResourceIndex(GL.UNIFORM_BLOCK, name);
  }
  getUniformIndices(names: readonly string[]): number[] {
    return names.map((n) => this.getProgramResourceIndex(GL.UNIFORM, n));
  }

  #active(iface: number, index: number): { name: string; size: number; type: number } | undefined {
    const r = this.#table(iface)?.list[index];
    return r && { name: r.name, size: r.props.get(GL.ARRAY_SIZE) as number, type: r.props.get(GL.TYPE) as number };
  }
  getActiveUniform(index: number) {
    return this.#active(GL.UNIFORM, index);
  }
  getActiveAttrib(index: number) {
    return this.#active(GL.PROGRAM_INPUT, index);
  }
  getTransformFeedbackVarying(index: number) {
    return this.#active(GL.TRANSFORM_FEEDBACK_VARYING, index);
  }

  /** glGetActiveUniformsiv: UNIFORM_TYPE, _SIZE, _NAME_LENGTH, _BLOCK_INDEX, _OFFSET, _ARRAY_STRIDE, _MATRIX_STRIDE, _IS_ROW_MAJOR. */
  getActiveUniformsiv(indices: readonly number[], pname: number): number[] | undefined {
    const prop = new Map<number, number>([
      [GL.UNIFORM_TYPE, GL.TYPE], [GL.UNIFORM_SIZE, GL.ARRAY_SIZE], [GL.UNIFORM_NAME_LENGTH, GL.NAME_LENGTH],
      [GL.UNIFORM_BLOCK_INDEX, GL.BLOCK_INDEX], [GL.UNIFORM_OFFSET, GL.OFFSET], [GL.UNIFORM_ARRAY_STRIDE, GL.ARRAY_STRIDE],
      [GL.UNIFORM_MATRIX_STRIDE, GL.MATRIX_STRIDE], [GL.UNIFORM_IS_ROW_MAJOR, GL.IS_ROW_MAJOR],
      [GL.UNIFORM_ATOMIC_COUNTER_BUFFER_INDEX, GL.ATOMIC_COUNTER_BUFFER_INDEX],
    ]).get(pname);
    if (prop === undefined) return undefined;
    const out: number[] = [];
    for (const i of indices) {
      const v = this.getProgramResourceiv(GL.UNIFORM, i, [prop]);
      if (!v) return undefined;
      out.push(v[0] as number);
    }
    return out;
  }

  /**
   * glGetActiveUniformBlockiv's reflection part. UNIFORM_BLOCK_BINDING is the *initial* binding;
   * the front end answers it from its own state once glUniformBlockBinding has changed it.
   */
  getActiveUniformBlockiv(index: number, pname: number): PropValue | undefined {
    const prop = new Map<number, number>([
      [GL.UNIFORM_BLOCK_BINDING, GL.BUFFER_BINDING], [GL.UNIFORM_BLOCK_DATA_SIZE, GL.BUFFER_DATA_SIZE],
      [GL.UNIFORM_BLOCK_NAME_LENGTH, GL.NAME_LENGTH], [GL.UNIFORM_BLOCK_ACTIVE_UNIFORMS, GL.NUM_ACTIVE_VARIABLES],
      [GL.UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES, GL.ACTIVE_VARIABLES],
      [GL.UNIFORM_BLOCK_REFERENCED_BY_VERTEX_SHADER, GL.REFERENCED_BY_VERTEX_SHADER],
      [GL.UNIFORM_BLOCK_REFERENCED_BY_TESS_CONTROL_SHADER, GL.REFERENCED_BY_TESS_CONTROL_SHADER],
      [GL.UNIFORM_BLOCK_REFERENCED_BY_TESS_EVALUATION_SHADER, GL.REFERENCED_BY_TESS_EVALUATION_SHADER],
      [GL.UNIFORM_BLOCK_REFERENCED_BY_GEOMETRY_SHADER, GL.REFERENCED_BY_GEOMETRY_SHADER],
      [GL.UNIFORM_BLOCK_REFERENCED_BY_FRAGMENT_SHADER, GL.REFERENCED_BY_FRAGMENT_SHADER],
      [GL.UNIFORM_BLOCK_REFERENCED_BY_COMPUTE_SHADER, GL.REFERENCED_BY_COMPUTE_SHADER],
    ]).get(pname);
    return prop === undefined ? undefined : this.getProgramResourceiv(GL.UNIFORM_BLOCK, index, [prop])?.[0];
  }

  /** glGetActiveAtomicCounterBufferiv; undefined for a bad pname (the caller checks the index first). */
  getActiveAtomicCounterBufferiv(index: number, pname: number): PropValue | undefined {
    const prop = new Map<number, number>([
      [GL.ATOMIC_COUNTER_BUFFER_BINDING, GL.BUFFER_BINDING], [GL.ATOMIC_COUNTER_BUFFER_DATA_SIZE, GL.BUFFER_DATA_SIZE],
      [GL.ATOMIC_COUNTER_BUFFER_ACTIVE_ATOMIC_COUNTERS, GL.NUM_ACTIVE_VARIABLES],
      [GL.ATOMIC_COUNTER_BUFFER_ACTIVE_ATOMIC_COUNTER_INDICES, GL.ACTIVE_VARIABLES],
      [GL.ATOMIC_COUNTER_BUFFER_REFERENCED_BY_VERTEX_SHADER, GL.REFERENCED_BY_VERTEX_SHADER],
      [GL.ATOMIC_COUNTER_BUFFER_REFERENCED_BY_TESS_CONTROL_SHADER, GL.REFERENCED_BY_TESS_CONTROL_SHADER],
      [GL.ATOMIC_COUNTER_BUFFER_REFERENCED_BY_TESS_EVALUATION_SHADER, GL.REFERENCED_BY_TESS_EVALUATION_SHADER],
      [GL.ATOMIC_COUNTER_BUFFER_REFERENCED_BY_GEOMETRY_SHADER, GL.REFERENCED_BY_GEOMETRY_SHADER],
      [GL.ATOMIC_COUNTER_BUFFER_REFERENCED_BY_FRAGMENT_SHADER, GL.REFERENCED_BY_FRAGMENT_SHADER],
      [GL.ATOMIC_COUNTER_BUFFER_REFERENCED_BY_COMPUTE_SHADER, GL.REFERENCED_BY_COMPUTE_SHADER],
    ]).get(pname);
    return prop === undefined ? undefined : this.getProgramResourceiv(GL.ATOMIC_COUNTER_BUFFER, index, [prop])?.[0];
  }

  /** glGetProgramiv's reflection pnames; undefined for pnames the program object itself answers. */
  getProgramiv(pname: number): PropValue | undefined {
    const a = this.artifact;
    const maxName = (iface: number) => this.getProgramInterfaceiv(iface, GL.MAX_NAME_LENGTH)!;
    const count = (iface: number) => this.getProgramInterfaceiv(iface, GL.ACTIVE_RESOURCES)!;
    switch (pname) {
      case GL.ACTIVE_UNIFORMS: return count(GL.UNIFORM);
      case GL.ACTIVE_UNIFORM_MAX_LENGTH: return maxName(GL.UNIFORM);
      case GL.ACTIVE_ATTRIBUTES: return count(GL.PROGRAM_INPUT);
      case GL.ACTIVE_ATTRIBUTE_MAX_LENGTH: return maxName(GL.PROGRAM_INPUT);
      case GL.ACTIVE_UNIFORM_BLOCKS: return count(GL.UNIFORM_BLOCK);
      case GL.ACTIVE_UNIFORM_BLOCK_MAX_NAME_LENGTH: return maxName(GL.UNIFORM_BLOCK);
      case GL.TRANSFORM_FEEDBACK_VARYINGS: return count(GL.TRANSFORM_FEEDBACK_VARYING);
      case GL.TRANSFORM_FEEDBACK_VARYING_MAX_LENGTH: return maxName(GL.TRANSFORM_FEEDBACK_VARYING);
      case GL.TRANSFORM_FEEDBACK_BUFFER_MODE: return a.xfb.bufferMode;
      case GL.ACTIVE_ATOMIC_COUNTER_BUFFERS: return count(GL.ATOMIC_COUNTER_BUFFER);
      case GL.PROGRAM_SEPARABLE: return a.separable ? 1 : 0;
      case GL.COMPUTE_WORK_GROUP_SIZE: return a.stageMask & (1 << STAGE_ORDER.indexOf('compute')) ? [...a.computeLocalSize] : undefined;
      default: return undefined;
    }
  }
}
