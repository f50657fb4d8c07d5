// The reflection oracle: links the ESSL that SPIRV-Cross produced on a real OpenGL ES 3.2 context
// (@mgpipe/native-gl, surfaceless EGL) and returns what the driver reports about the linked program
// through the ES 3.1 program-interface queries. One context per test process, created by init().
import { createContext, gl, GL, cString, type NativeContext } from '@mgpipe/native-gl';

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

type PropList = Array<[key: string, prop: number]>;

const STAGE_TYPES: Array<[stage: string, type: number]> = [
  ['vertex', GL.VERTEX_SHADER],
  ['tessControl', GL.TESS_CONTROL_SHADER],
  ['tessEvaluation', GL.TESS_EVALUATION_SHADER],
  ['geometry', GL.GEOMETRY_SHADER],
  ['fragment', GL.FRAGMENT_SHADER],
  ['compute', GL.COMPUTE_SHADER],
];

const VARIABLE_PROPS: PropList = [['type', GL.TYPE], ['arraySize', GL.ARRAY_SIZE], ['location', GL.LOCATION]];
const BLOCK_PROPS: PropList = [
  ['binding', GL.BUFFER_BINDING],
  ['dataSize', GL.BUFFER_DATA_SIZE],
  ['numMembers', GL.NUM_ACTIVE_VARIABLES],
];
const MEMBER_PROPS: PropList = [
  ['type', GL.TYPE],
  ['arraySize', GL.ARRAY_SIZE],
  ['offset', GL.OFFSET],
  ['blockIndex', GL.BLOCK_INDEX],
  ['arrayStride', GL.ARRAY_STRIDE],
  ['matrixStride', GL.MATRIX_STRIDE],
];

let context: NativeContext | undefined;

function getInt(query: (out: Int32Array) => void): number {
  const out = new Int32Array(1);
  query(out);
  return out[0];
}

function resourceName(prog: number, iface: number, index: number): string {
  const len = getInt((o) => gl.glGetProgramResourceiv(prog, iface, index, 1, new Uint32Array([GL.NAME_LENGTH]), 1, null, o));
  const bytes = new Uint8Array(Math.max(len, 1));
  gl.glGetProgramResourceName(prog, iface, index, bytes.length, null, bytes);
  return cString(bytes);
}

/** Every resource of one interface as {name, <prop>: value...}. */
function resources(prog: number, iface: number, props: PropList): DriverResource[] {
  const count = getInt((o) => gl.glGetProgramInterfaceiv(prog, iface, GL.ACTIVE_RESOURCES, o));
  const list: DriverResource[] = [];
  for (let i = 0; i < count; i++) {
    const r: DriverResource = { name: resourceName(prog, iface, i) };
    for (const [key, prop] of props) {
      r[key] = getInt((o) => gl.glGetProgramResourceiv(prog, iface, i, 1, new Uint32Array([prop]), 1, null, o));
    }
    list.push(r);
  }
  return list;
}

function infoLog(getLength: () => number, read: (bytes: Uint8Array) => void): string {
  const bytes = new Uint8Array(Math.max(getLength(), 1));
  read(bytes);
  return cString(bytes);
}

function init(): { renderer: string; version: string } {
  context ??= createContext({ api: 'gles', major: 3, minor: 2 });
  context.makeCurrent();
  const info = context.info();
  return { renderer: info.renderer, version: info.version };
}

function link(stages: Partial<Record<string, string>>, xfbVaryings?: string[]): DriverProgram {
  let log = '';
  const prog = gl.glCreateProgram();
  const shaders: number[] = [];
  let compiled = true;
  for (const [stage, type] of STAGE_TYPES) {
    const source = stages[stage];
    if (source === undefined) continue;
    const s = gl.glCreateShader(type);
    gl.glShaderSource(s, 1, [source], null);
    gl.glCompileShader(s);
    if (!getInt((o) => gl.glGetShaderiv(s, GL.COMPILE_STATUS, o))) {
      compiled = false;
      const len = () => getInt((o) => gl.glGetShaderiv(s, GL.INFO_LOG_LENGTH, o));
      log += `${stage}: ${infoLog(len, (b) => gl.glGetShaderInfoLog(s, b.length, null, b))}`;
    }
    gl.glAttachShader(prog, s);
    shaders.push(s);
  }
  if (xfbVaryings?.length) gl.glTransformFeedbackVaryings(prog, xfbVaryings.length, xfbVaryings, GL.INTERLEAVED_ATTRIBS);
  let linked = 0;
  if (compiled) {
    gl.glLinkProgram(prog);
    linked = getInt((o) => gl.glGetProgramiv(prog, GL.LINK_STATUS, o));
    const len = () => getInt((o) => gl.glGetProgramiv(prog, GL.INFO_LOG_LENGTH, o));
    log += infoLog(len, (b) => gl.glGetProgramInfoLog(prog, b.length, null, b));
  }
  const r: DriverProgram = {
    ok: linked !== 0,
    log,
    inputs: [],
    outputs: [],
    uniforms: [],
    uniformBlocks: [],
    storageBlocks: [],
    bufferVariables: [],
    xfbVaryings: [],
    uniformValuesAsInt: {},
    glError: 0,
  };
  if (linked) {
    r.inputs = resources(prog, GL.PROGRAM_INPUT, VARIABLE_PROPS);
    r.outputs = resources(prog, GL.PROGRAM_OUTPUT, VARIABLE_PROPS);
    r.uniforms = resources(prog, GL.UNIFORM, [...MEMBER_PROPS, ['location', GL.LOCATION]]);
    r.uniformBlocks = resources(prog, GL.UNIFORM_BLOCK, BLOCK_PROPS);
    r.storageBlocks = resources(prog, GL.SHADER_STORAGE_BLOCK, BLOCK_PROPS);
    r.bufferVariables = resources(prog, GL.BUFFER_VARIABLE, [
      ...MEMBER_PROPS,
      ['topLevelArraySize', GL.TOP_LEVEL_ARRAY_SIZE],
      ['topLevelArrayStride', GL.TOP_LEVEL_ARRAY_STRIDE],
    ]);
    r.xfbVaryings = resources(prog, GL.TRANSFORM_FEEDBACK_VARYING, [['type', GL.TYPE], ['arraySize', GL.ARRAY_SIZE]]);
    // Opaque uniforms: the binding is the uniform's value.
    for (const u of r.uniforms) {
      const loc = Number(u.location);
      if (loc >= 0) r.uniformValuesAsInt[u.name] = getInt((o) => gl.glGetUniformiv(prog, loc, o));
    }
    if (stages.compute !== undefined) {
      const size = new Int32Array(3);
      gl.glGetProgramiv(prog, GL.COMPUTE_WORK_GROUP_SIZE, size);
      r.computeWorkGroupSize = [size[0], size[1], size[2]];
    }
  }
  for (const s of shaders) gl.glDeleteShader(s);
  gl.glDeleteProgram(prog);
  r.glError = gl.glGetError();
  return r;
}

export const probe = { init, link };
