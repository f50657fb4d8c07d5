// `uniform TYPE NAME|LOCATION values...` (set_uniform / set_ubo_uniform): a member of a uniform block is
// written into the block's buffer at its GL-reported offset (matrices through MATRIX_STRIDE / IS_ROW_MAJOR,
// data column-major in the file); anything else goes through glUniform*. Plus `active uniform`.
import { fatal, numbers, type TestRun } from './test-run.ts';

interface UniformType {
  base: 'float' | 'int' | 'uint' | 'bool';
  cols: number;
  rows: number;
}

/** float, int, uint, bool, (i|u|b)vecN, matN, matNxM. Doubles and 64-bit integers are policy-skipped. */
export function parseUniformType(name: string): UniformType | null {
  let m: RegExpExecArray | null;
  if ((m = /^(float|int|uint|bool)$/.exec(name))) return { base: m[1] as UniformType['base'], cols: 1, rows: 1 };
  if ((m = /^(i|u|b)?vec([234])$/.exec(name))) {
    const base = m[1] === 'i' ? 'int' : m[1] === 'u' ? 'uint' : m[1] === 'b' ? 'bool' : 'float';
    return { base, cols: 1, rows: Number(m[2]) };
  }
  if ((m = /^mat([234])(?:x([234]))?$/.exec(name))) return { base: 'float', cols: Number(m[1]), rows: Number(m[2] ?? m[1]) };
  return null;
}

export function setUniform(run: TestRun, rest: string): void {
  const { gl } = run;
  const m = /^(\S+)\s+(\S+)\s*(.*)$/.exec(rest);
  if (!m) fatal(`bad uniform command 'uniform ${rest}'`);
  const [, typeName, name, valuesText] = m!;
  const type = parseUniformType(typeName);
  if (!type) fatal(`unsupported command: uniform ${typeName}`);
  const values = numbers(valuesText, type!.base === 'float');
  const count = type!.cols * type!.rows;
  // parse_floats reads what is there: a short list leaves the rest undefined in C; zeros here.
  if (values.length === 0) fatal(`uniform ${typeName} ${name}: no values`);
  while (values.length < count) values.push(0);
  let location: number;
  if (/^\d/.test(name)) location = Number(name);
  else {
    if (setBlockUniform(run, name, type!, values)) return;
    // set_uniform looks the name up in GL_CURRENT_PROGRAM: the linked program, or none under SSO ENABLED (a bound
    // pipeline is no current program), where only numbered locations reach the active program.
    const program = run.pipeline !== 0 ? gl.getIntegerv(gl.CURRENT_PROGRAM)[0] : run.program;
    location = program === 0 ? -1 : gl.getUniformLocation(program, name);
    if (location < 0) fatal(`cannot get location of uniform "${name}"`);
  }
  const v = values.slice(0, count);
  const { base, cols, rows } = type!;
  if (cols > 1) {
    const fn = cols === rows ? `uniformMatrix${cols}fv` : `uniformMatrix${cols}x${rows}fv`;
    (gl as unknown as Record<string, (l: number, t: boolean, v: Float32Array) => void>)[fn](location, false, new Float32Array(v));
  } else if (base === 'float') {
    (gl as unknown as Record<string, (l: number, v: Float32Array) => void>)[`uniform${rows}fv`](location, new Float32Array(v));
  } else if (base === 'uint') {
    (gl as unknown as Record<string, (l: number, v: Uint32Array) => void>)[`uniform${rows}uiv`](location, new Uint32Array(v.map((x) => x >>> 0)));
  } else {
    (gl as unknown as Record<string, (l: number, v: Int32Array) => void>)[`uniform${rows}iv`](location, new Int32Array(v));
  }
}

/** get_indexes_and_offset_from_ubo + set_ubo_uniform; false when the name is not a block member. */
function setBlockUniform(run: TestRun, fullName: string, type: UniformType, values: number[]): boolean {
  const { gl } = run;
  if (run.uniformBlockBuffers.length === 0) return false;
  let index = -1;
  let block: number;
  let offset: number;
  if (run.noNames) {
    // force_no_names: the block bound at `block binding`, the member at `block offset` (no names to look up).
    if (run.block.binding < 0) fatal('if you force to use a explicit ubo binding, you need to provide it when filling the data with "ubo binding"');
    const first = run.uniformBlockIndexes.get(run.block.binding);
    if (first === undefined) fatal(`uniform "${fullName}": no uniform block has binding ${run.block.binding}`);
    block = first! + run.block.arrayIndex;
    if (run.block.offset < 0) fatal('if you force to use a explicit ubo binding, you need to provide offset when filling the data with "ubo offset"');
    offset = run.block.offset;
  } else {
    let name = fullName;
    let arrayIndex = 0;
    const arr = /^(.*)\[(\d+)\]$/.exec(fullName);
    if (arr) {
      name = arr[1];
      arrayIndex = Number(arr[2]);
    }
    [index] = gl.getUniformIndices(run.program, [name]);
    if (index === undefined || index === 0xffffffff || index < 0) fatal(`cannot get index of uniform "${name}"`);
    const blockIndex = gl.getActiveUniformsiv(run.program, [index], gl.UNIFORM_BLOCK_INDEX)[0];
    if (blockIndex === -1) return false;
    block = blockIndex + run.block.arrayIndex;
    offset = gl.getActiveUniformsiv(run.program, [index], gl.UNIFORM_OFFSET)[0];
    if (arr) offset += gl.getActiveUniformsiv(run.program, [index], gl.UNIFORM_ARRAY_STRIDE)[0] * arrayIndex;
  }
  const { base, cols, rows } = type;
  let bytes: Uint8Array;
  if (cols > 1) {
    const stride = (run.noNames ? run.block.matrixStride : gl.getActiveUniformsiv(run.program, [index], gl.UNIFORM_MATRIX_STRIDE)[0]) / 4;
    const rowMajor = (run.noNames ? run.block.rowMajor : gl.getActiveUniformsiv(run.program, [index], gl.UNIFORM_IS_ROW_MAJOR)[0]) > 0;
    const out = new Float32Array(stride * (rowMajor ? rows : cols));
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r < rows; r++) out[rowMajor ? stride * r + c : stride * c + r] = values[c * rows + r];
    }
    // Only the bytes the matrix covers: a padded last row/column must not overwrite the next member.
    const used = rowMajor ? stride * (rows - 1) + cols : stride * (cols - 1) + rows;
    bytes = new Uint8Array(out.buffer, 0, used * 4);
  } else {
    const v = values.slice(0, rows);
    bytes = new Uint8Array((base === 'float' ? new Float32Array(v) : base === 'uint' ? new Uint32Array(v.map((x) => x >>> 0)) : new Int32Array(v)).buffer);
  }
  const buffer = run.uniformBlockBuffers[block];
  if (buffer === undefined) fatal(`uniform "${fullName}": block ${block} has no buffer`);
  gl.bindBuffer(gl.UNIFORM_BUFFER, buffer);
  gl.bufferSubData(gl.UNIFORM_BUFFER, offset, bytes.byteLength, bytes);
  return true;
}

const ACTIVE_UNIFORM_PNAMES = ['GL_UNIFORM_TYPE', 'GL_UNIFORM_SIZE', 'GL_UNIFORM_NAME_LENGTH', 'GL_UNIFORM_BLOCK_INDEX', 'GL_UNIFORM_OFFSET', 'GL_UNIFORM_ARRAY_STRIDE', 'GL_UNIFORM_MATRIX_STRIDE', 'GL_UNIFORM_IS_ROW_MAJOR', 'GL_UNIFORM_ATOMIC_COUNTER_BUFFER_INDEX'];

/** `active uniform NAME GL_PNAME VALUE` (VALUE an integer or a GL enum name, e.g. GL_FLOAT_VEC4). */
export function activeUniform(run: TestRun, rest: string): void {
  const { gl } = run;
  const [name, pnameName, valueText] = rest.split(/\s+/);
  if (!ACTIVE_UNIFORM_PNAMES.includes(pnameName)) fatal(`active uniform: bad pname ${pnameName}`);
  const expected = /^GL_/.test(valueText) ? run.enumOf(valueText) : Number(valueText);
  const n = gl.getProgramiv(run.program, gl.ACTIVE_UNIFORMS);
  for (let i = 0; i < n; i++) {
    if (gl.getActiveUniformName(run.program, i) !== name) continue;
    const got = gl.getActiveUniformsiv(run.program, [i], run.enumOf(pnameName))[0];
    if (got !== expected) run.fail(`active uniform ${name} ${pnameName}: expected ${valueText}, got ${got}`);
    return;
  }
  run.fail(`no active uniform named "${name}"`);
}
