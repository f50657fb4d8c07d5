// What shader_runner does before the [test] commands (init_test): check [require] against the context,
// compile each shader section, link with piglit_vertex / piglit_texcoord bound to attributes 0 / 1, load
// [vertex data] into a VBO (piglit-vbo.cpp) and give every uniform block a buffer (setup_ubos).
import type { GL } from '@mgpipe/gl-api';
import type { LimitRequirement, ShaderStage, ShaderTest, VersionRequirement } from './shader-test.ts';
import { compileSpirv } from './spirv-sections.ts';
import { fatal, firstLine, numbers, StopRun, type TestRun } from './test-run.ts';

/** shader_runner.c's passthrough_vertex_shader_source. */
export const PASSTHROUGH_VERTEX_SHADER = '#if __VERSION__ >= 130\nin vec4 piglit_vertex;\n#else\nattribute vec4 piglit_vertex;\n#endif\nvoid main() { gl_Position = piglit_vertex; }\n';

export const PIGLIT_ATTRIB_POS = 0;
export const PIGLIT_ATTRIB_TEX = 1;

function compare(have: number, op: VersionRequirement['op'], want: number): boolean {
  switch (op) {
    case '>=': return have >= want;
    case '<=': return have <= want;
    case '>': return have > want;
    case '<': return have < want;
    case '==': return have === want;
    case '!=': return have !== want;
  }
}

function skip(reason: string): never {
  throw new StopRun({ status: 'skip', reason });
}

/** "4.5 (Compatibility Profile) Mesa 22.3.6" / "OpenGL ES 3.2 Mesa" / "4.50" → 450, and whether it is ES. */
export function versionOfString(s: string): { version: number; es: boolean } {
  const m = /(\d+)\.(\d+)/.exec(s);
  if (!m) return { version: 0, es: false };
  return { version: Number(m[1]) * 100 + Number(m[2].slice(0, 2).padEnd(2, '0')), es: /OpenGL ES/.test(s) };
}

function contextExtensions(gl: GL): Set<string> {
  const n = gl.getIntegerv(gl.NUM_EXTENSIONS)[0] ?? 0;
  const out = new Set<string>();
  for (let i = 0; i < n; i++) {
    const e = gl.getStringi(gl.EXTENSIONS, i);
    if (e) out.add(e);
  }
  gl.getError();
  return out;
}

/** [require]: an unmet requirement skips the test, naming it (piglit's PIGLIT_SKIP). */
export function checkRequirements(run: TestRun, test: ShaderTest): void {
  const { gl } = run;
  const req = test.requirements;
  const glv = versionOfString(gl.getString(gl.VERSION) ?? '');
  const glslv = versionOfString(gl.getString(gl.SHADING_LANGUAGE_VERSION) ?? '').version;
  const exts = contextExtensions(gl);
  const fmt = (v: number) => `${Math.floor(v / 100)}.${String(v % 100).padStart(2, '0')}`;
  if (req.gl) {
    if (req.gl.es && !glv.es) skip(`requires GL ES ${req.gl.op} ${fmt(req.gl.version)} (desktop context)`);
    if (!compare(glv.version, req.gl.op, req.gl.version)) skip(`requires GL ${req.gl.op} ${fmt(req.gl.version)} (have ${fmt(glv.version)})`);
  }
  if (req.glsl) {
    if (req.glsl.es) {
      // A desktop context takes ES shaders through the ES*_compatibility extensions (GL 4.1 / 4.3 / 4.5 core).
      const need = req.glsl.version >= 320 ? 'GL_ARB_ES3_2_compatibility' : req.glsl.version >= 310 ? 'GL_ARB_ES3_1_compatibility' : req.glsl.version >= 300 ? 'GL_ARB_ES3_compatibility' : 'GL_ARB_ES2_compatibility';
      if (!exts.has(need)) skip(`requires GLSL ES ${fmt(req.glsl.version)} (${need} not advertised)`);
    } else if (!compare(glslv, req.glsl.op, req.glsl.version)) {
      skip(`requires GLSL ${req.glsl.op} ${fmt(req.glsl.version)} (have ${fmt(glslv)})`);
    }
  }
  for (const e of req.extensions) if (!exts.has(e)) skip(`requires ${e} (not advertised)`);
  for (const e of req.absentExtensions) if (exts.has(e)) skip(`requires ${e} absent`);
  for (const limit of req.limits) checkLimit(run, limit);
  if (test.unsupportedSections.length > 0) fatal(`unsupported section: [${test.unsupportedSections[0]}]`);
  // SPIR-V mode: shader_runner's assemble_spirv skips when the context lacks GL_ARB_gl_spirv.
  if (spirvMode(test) && !exts.has('GL_ARB_gl_spirv')) skip(`requires GL_ARB_gl_spirv (not advertised; SPIR-V mode)`);
  // SEPARABLE PROGRAM ENABLED (one program linked with PROGRAM_SEPARABLE) and SSO ENABLED (a separable program per
  // stage in a program pipeline, compileAndLink): GL 4.1 has them, before that GL_ARB_separate_shader_objects.
  if (req.other.some((o) => /^(SEPARABLE PROGRAM|SSO) ENABLED\b/.test(o)) && versionOfString(gl.getString(gl.VERSION) ?? '').version < 410 &&
    !exts.has('GL_ARB_separate_shader_objects')) skip('requires GL_ARB_separate_shader_objects (not advertised)');
  if (ssoEnabled(test) && spirvMode(test)) fatal('unsupported requirement: SSO ENABLED in SPIR-V mode');
}

/**
 * shader_runner's SPIR-V mode (spirv_replaces_glsl): `SPIRV ONLY` always; `SPIRV YES` when the caller asks (piglit
 * run --spirv; shader_runner itself runs them so unless given -glsl, which is this runner's default).
 */
export function spirvMode(test: ShaderTest): boolean {
  const line = test.requirements.other.find((o) => /^SPIRV\b/.test(o));
  return line !== undefined && (/^SPIRV ONLY\b/.test(line) || (test.forceSpirv === true && /^SPIRV YES\b/.test(line)));
}

/** `SEPARABLE PROGRAM ENABLED` in [require]. */
function separableProgram(test: ShaderTest): boolean {
  return test.requirements.other.some((o) => /^SEPARABLE PROGRAM ENABLED\b/.test(o));
}

/** `SSO ENABLED` in [require]: shader_runner's sso_in_use. */
function ssoEnabled(test: ShaderTest): boolean {
  return test.requirements.other.some((o) => /^SSO ENABLED\b/.test(o));
}

function checkLimit(run: TestRun, limit: LimitRequirement): void {
  const { gl } = run;
  const key = limit.name.replace(/^GL_/, '');
  const pname = (gl as unknown as Record<string, unknown>)[key];
  if (typeof pname !== 'number') fatal(`unknown limit ${limit.name}`);
  const have = gl.getIntegerv(pname as number)[0];
  const err = gl.getError();
  if (err !== 0 || have === undefined) fatal(`getIntegerv(${limit.name}) failed with GL error 0x${err.toString(16)}`);
  if (!compare(have, limit.op, limit.value)) skip(`requires ${limit.name} ${limit.op} ${limit.value} (have ${have})`);
}

function stageEnum(gl: GL, stage: ShaderStage): number {
  switch (stage) {
    case 'vertex': return gl.VERTEX_SHADER;
    case 'tess_ctrl': return gl.TESS_CONTROL_SHADER;
    case 'tess_eval': return gl.TESS_EVALUATION_SHADER;
    case 'geometry': return gl.GEOMETRY_SHADER;
    case 'fragment': return gl.FRAGMENT_SHADER;
    case 'compute': return gl.COMPUTE_SHADER;
  }
}

/** Compiles every section (a compile error is fatal, as in compile_glsl) and links (link_and_use_shaders). */
export function compileAndLink(run: TestRun, test: ShaderTest): void {
  const { gl } = run;
  if (spirvMode(test)) {
    run.noNames = true;
    linkShaders(run, test, compileSpirv(run, test));
    return;
  }
  if (test.shaders.length === 0) return;
  const shaders: number[] = [];
  const stages: number[] = [];
  const glsl = test.requirements.glsl;
  if (glsl === null) fatal('GLSL version requirement missing');
  const glVersion = versionOfString(gl.getString(gl.VERSION) ?? '').version;
  for (const s of test.shaders) {
    // compile_glsl: a stage the context's GL version lacks skips the test.
    const needs = s.stage === 'compute' ? 430 : s.stage === 'tess_ctrl' || s.stage === 'tess_eval' ? 400 : s.stage === 'geometry' ? 320 : 200;
    if (glVersion < needs) skip(`${s.stage} shaders need GL ${needs / 100} (have ${glVersion / 100})`);
    const shader = gl.createShader(stageEnum(gl, s.stage));
    const text = s.passthrough ? PASSTHROUGH_VERTEX_SHADER : s.source;
    // compile_glsl: a shader without "#version " gets one from the GLSL requirement.
    const version = `#version ${glsl!.version}${glsl!.es && glsl!.version !== 100 ? ' es' : ''}\n`;
    gl.shaderSource(shader, text.includes('#version ') ? text : version + text);
    gl.compileShader(shader);
    if (!gl.getShaderiv(shader, gl.COMPILE_STATUS)) {
      fatal(`compile error (${s.stage} shader, line ${s.line}): ${firstLine(gl.getShaderInfoLog(shader) ?? '')}`);
    }
    shaders.push(shader);
    stages.push(stageEnum(gl, s.stage));
  }
  if (ssoEnabled(test)) linkPipeline(run, shaders, stages);
  else linkShaders(run, test, shaders);
}

/** Pipeline stages in the order shader_runner links them (link_and_use_shaders), with their stage bits. */
const PIPELINE_STAGES: readonly (readonly [stage: keyof GL, bit: keyof GL])[] = [
  ['VERTEX_SHADER', 'VERTEX_SHADER_BIT'], ['TESS_CONTROL_SHADER', 'TESS_CONTROL_SHADER_BIT'],
  ['TESS_EVALUATION_SHADER', 'TESS_EVALUATION_SHADER_BIT'], ['GEOMETRY_SHADER', 'GEOMETRY_SHADER_BIT'],
  ['FRAGMENT_SHADER', 'FRAGMENT_SHADER_BIT'], ['COMPUTE_SHADER', 'COMPUTE_SHADER_BIT'],
];

/**
 * SSO ENABLED (shader_runner's process_shader / link_sso): each stage's shaders linked into a separable program of its
 * own, put in one program pipeline with glUseProgramStages, the pipeline bound. A stage that fails to link fails the
 * test (link_sso reports PIGLIT_FAIL, `link error` or not). run.program is the last stage's program, as `prog` is.
 */
function linkPipeline(run: TestRun, shaders: number[], stages: number[]): void {
  const { gl } = run;
  [run.pipeline] = gl.genProgramPipelines(1);
  for (const [stageName, bitName] of PIPELINE_STAGES) {
    const stage = gl[stageName] as number;
    const own = shaders.filter((_, i) => stages[i] === stage);
    if (own.length === 0) continue;
    const program = gl.createProgram();
    gl.programParameteri(program, gl.PROGRAM_SEPARABLE, gl.TRUE);
    for (const s of own) gl.attachShader(program, s);
    gl.bindAttribLocation(program, PIGLIT_ATTRIB_POS, 'piglit_vertex');
    gl.bindAttribLocation(program, PIGLIT_ATTRIB_TEX, 'piglit_texcoord');
    gl.linkProgram(program);
    run.program = program;
    run.linkLog = gl.getProgramInfoLog(program) ?? '';
    if (!gl.getProgramiv(program, gl.LINK_STATUS)) fatal(`SSO link failed (${stageName.toLowerCase()}): ${firstLine(run.linkLog)}`);
    run.ssoPrograms.set(stage, program);
    gl.useProgramStages(run.pipeline, gl[bitName] as number, program);
  }
  for (const s of shaders) gl.deleteShader(s);
  run.linkOk = true;
  gl.bindProgramPipeline(run.pipeline);
  run.programInUse = gl.getError() === 0;
}

/** link_and_use_shaders: one program of the shaders (deleted after the link), used when it links. */
function linkShaders(run: TestRun, test: ShaderTest, shaders: number[]): void {
  const { gl } = run;
  if (shaders.length === 0) return;
  const program = gl.createProgram();
  for (const s of shaders) gl.attachShader(program, s);
  gl.bindAttribLocation(program, PIGLIT_ATTRIB_POS, 'piglit_vertex');
  gl.bindAttribLocation(program, PIGLIT_ATTRIB_TEX, 'piglit_texcoord');
  if (separableProgram(test)) gl.programParameteri(program, gl.PROGRAM_SEPARABLE, gl.TRUE);
  gl.linkProgram(program);
  for (const s of shaders) gl.deleteShader(s);
  run.program = program;
  run.linkOk = Boolean(gl.getProgramiv(program, gl.LINK_STATUS));
  run.linkLog = gl.getProgramInfoLog(program) ?? '';
  if (run.linkOk) {
    gl.useProgram(program);
    run.programInUse = gl.getError() === 0;
  }
}

interface Column {
  location: number;
  glType: number;
  size: number;
  bytes: number;
  integer: boolean;
}

const GL_TYPES: Record<string, { type: keyof GL; bytes: number; integer: boolean }> = {
  float: { type: 'FLOAT', bytes: 4, integer: false },
  int: { type: 'INT', bytes: 4, integer: true },
  uint: { type: 'UNSIGNED_INT', bytes: 4, integer: true },
  byte: { type: 'BYTE', bytes: 1, integer: true },
  ubyte: { type: 'UNSIGNED_BYTE', bytes: 1, integer: true },
  short: { type: 'SHORT', bytes: 2, integer: true },
  ushort: { type: 'UNSIGNED_SHORT', bytes: 2, integer: true },
};

/** A column header "name[index]/type/glsltype[/column]" (piglit-vbo.cpp). */
function parseColumn(run: TestRun, header: string): Column {
  const parts = header.split('/');
  if (parts.length < 3) fatal(`vertex data: bad column header '${header}'`);
  const [rawName, typeName, glslType, matrixColumn] = parts;
  const arr = /^(\w+)\[(\d+)\]$/.exec(rawName);
  const name = arr ? arr[1] : rawName;
  const t = GL_TYPES[typeName];
  if (!t) fatal(`vertex data: unsupported GL type '${typeName}' in '${header}'`);
  const m = /^(?:(float|int|uint)|(i|u)?vec([234])|mat([234])(?:x([234]))?|([1-4]))$/.exec(glslType);
  if (!m) fatal(`vertex data: unsupported GLSL type '${glslType}' in '${header}'`);
  const size = m[1] ? 1 : m[3] ? Number(m[3]) : m[4] ? Number(m[5] ?? m[4]) : Number(m[6]);
  const integerGlsl = m[1] === 'int' || m[1] === 'uint' || m[2] !== undefined || (m[6] !== undefined && t.integer);
  const matrixCols = m[4] ? Number(m[4]) : 1;
  const base = /^\d+$/.test(name) ? Number(name) : run.gl.getAttribLocation(run.program, name);
  if (base < 0) fatal(`vertex data: no active attribute '${name}'`);
  const location = base + (arr ? Number(arr[2]) * matrixCols : 0) + (matrixColumn ? Number(matrixColumn) : 0);
  return { location, glType: run.gl[t.type] as number, size, bytes: t.bytes, integer: integerGlsl };
}

/** setup_vbo_from_text: one interleaved VBO, one attribute per column; returns the row count. */
export function setupVertexData(run: TestRun, rows: { text: string }[]): void {
  const { gl } = run;
  if (rows.length === 0) return;
  const columns = rows[0].text.split(/\s+/).map((h) => parseColumn(run, h));
  const stride = columns.reduce((s, c) => s + c.size * c.bytes, 0);
  const data = new DataView(new ArrayBuffer(stride * (rows.length - 1)));
  rows.slice(1).forEach((row, r) => {
    // Float columns read hex as bit patterns (piglit-vbo's parse_datum); a mixed row reads each token by its column.
    const tokens = row.text.split(/\s+/);
    const want = columns.reduce((s, c) => s + c.size, 0);
    if (tokens.length !== want) fatal(`vertex data: row has ${tokens.length} values, the header wants ${want}`);
    let off = r * stride;
    let k = 0;
    for (const c of columns) {
      for (let i = 0; i < c.size; i++, k++, off += c.bytes) writeValue(data, off, c, numbers(tokens[k], c.glType === run.gl.FLOAT)[0]);
    }
  });
  const [vbo] = gl.genBuffers(1);
  gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
  gl.bufferData(gl.ARRAY_BUFFER, data.byteLength, new Uint8Array(data.buffer), gl.STATIC_DRAW);
  let offset = 0;
  for (const c of columns) {
    if (c.integer) gl.vertexAttribIPointer(c.location, c.size, c.glType, stride, offset);
    else gl.vertexAttribPointer(c.location, c.size, c.glType, false, stride, offset);
    gl.enableVertexAttribArray(c.location);
    offset += c.size * c.bytes;
  }
  run.vboRows = rows.length - 1;
  run.vboPresent = true;
}

function writeValue(view: DataView, off: number, c: Column, v: number): void {
  const gl = { FLOAT: 0x1406, INT: 0x1404, UNSIGNED_INT: 0x1405, BYTE: 0x1400, UNSIGNED_BYTE: 0x1401, SHORT: 0x1402, UNSIGNED_SHORT: 0x1403 };
  switch (c.glType) {
    case gl.FLOAT: view.setFloat32(off, v, true); break;
    case gl.INT: view.setInt32(off, v, true); break;
    case gl.UNSIGNED_INT: view.setUint32(off, v >>> 0, true); break;
    case gl.BYTE: view.setInt8(off, v); break;
    case gl.UNSIGNED_BYTE: view.setUint8(off, v); break;
    case gl.SHORT: view.setInt16(off, v, true); break;
    default: view.setUint16(off, v, true); break;
  }
}

/**
 * setup_ubos: block i gets buffer i of UNIFORM_BLOCK_DATA_SIZE bytes, bound at binding i; with force_no_names
 * (SPIR-V mode) it keeps its own binding, and the block is found by it later.
 */
export function setupUniformBlocks(run: TestRun): void {
  const { gl } = run;
  if (!run.linkOk) return;
  const n = gl.getProgramiv(run.program, gl.ACTIVE_UNIFORM_BLOCKS);
  if (!n) return;
  run.uniformBlockBuffers = gl.genBuffers(n);
  for (let i = 0; i < n; i++) {
    const size = gl.getActiveUniformBlockiv(run.program, i, gl.UNIFORM_BLOCK_DATA_SIZE);
    gl.bindBuffer(gl.UNIFORM_BUFFER, run.uniformBlockBuffers[i]);
    gl.bufferData(gl.UNIFORM_BUFFER, size, null, gl.STATIC_DRAW);
    let binding = i;
    if (run.noNames) binding = gl.getActiveUniformBlockiv(run.program, i, gl.UNIFORM_BLOCK_BINDING);
    else gl.uniformBlockBinding(run.program, i, i);
    run.uniformBlockIndexes.set(binding, i);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, binding, run.uniformBlockBuffers[i]);
  }
}
