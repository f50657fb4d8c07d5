// The bad-input sweep (issue 14), run as a child process per lane so that a crash of the native driver is a
// test failure, not a dead runner: `node --import tsx bad-input-sweep.ts gles|reference`.
// It walks the generated table (GL_METHOD_NAMES × GL_METHOD_PARAMS, not a hand list): each parameter of each
// method gets wrong-typed values (must throw a TypeError naming the method and the parameter) and
// out-of-range values (must not throw: the lane records the GL error, or accepts it as C would), the other
// arguments being plain in-range defaults. Afterwards the context must still draw: a full-surface triangle
// pair in a known colour, read back. Prints one JSON line: {calls, typeErrors, glErrors, failures, pixel}.
// SWEEP_PLANT=<method> (negative control) replaces one method by one without checks; the sweep must see it.
// Debugging: SWEEP_TRACE=1 names each call on stderr (the last line is the crashing one), SWEEP_FROM=<method>
// starts there, a third argument limits the sweep to one method.
import { GL_METHOD_NAMES, GL_METHOD_PARAMS, type GL } from '@mgpipe/gl-api';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import { flatColorProgram, fullQuadStrip } from '@mgpipe/scenarios';

const W = 8;
const H = 8;

/** Values no C caller could pass, per argument kind (gl-arg-checks.generated.ts's kinds). */
const WRONG: Record<string, unknown[]> = {
  uint: [undefined, null, NaN, Infinity, 1.5, '1', {}],
  int: [undefined, null, NaN, -Infinity, 0.5, '1', []],
  int64: [undefined, null, NaN, 2.5, '1', 1n],
  uint64: [undefined, null, NaN, 0.5, 'x'],
  float: [undefined, null, '1', {}],
  bool: [undefined, null, 'yes', {}],
  sync: [undefined, null, 'x'],
  data: [undefined, [1, 2, 3], 'x', -1, 1.5, new ArrayBuffer(4), {}],
  view: [undefined, 16, [1, 2, 3], 'x', new ArrayBuffer(4)],
  string: [undefined, null, 5, ['a']],
  strings: [undefined, null, 'a', [1]],
  array: [undefined, null, 'x', [1, 'a'], {}, new DataView(new ArrayBuffer(4))],
  ptrs: [undefined, null, 'x', ['x']],
  callback: [undefined, 5, 'x'],
};

/** Values C accepts (GL decides): out of range, huge, negative, empty. */
const OUT_OF_RANGE: Record<string, unknown[]> = {
  uint: [-1, 2 ** 32, 0xffffffff, 2 ** 40, 0x7fffffff],
  int: [-1, -(2 ** 31), 2 ** 31, 2 ** 40],
  int64: [-1, -(2 ** 40), 2 ** 53],
  uint64: [0, 2 ** 53],
  float: [NaN, Infinity, -1e30],
  bool: [2, -1],
  sync: [0, 12345],
  data: [null, new Uint8Array(0), new Float32Array(1)],
  view: [null, new Uint8Array(0), new Uint8Array(3)],
  string: ['', 'no such name', 'a'.repeat(300)],
  strings: [[], ['']],
  array: [[], [-1], new Float32Array(0), new Uint32Array([0xffffffff])],
  ptrs: [[], [null]],
  callback: [null],
};

const DEFAULT: Record<string, () => unknown> = {
  uint: () => 0, int: () => 0, int64: () => 0, uint64: () => 0, float: () => 0, bool: () => false, sync: () => 0,
  data: () => null, view: () => null, string: () => 'x', strings: () => ['x'], array: () => [0, 0, 0, 0],
  ptrs: () => [null, null, null, null], callback: () => null,
};

/** Not swept: they end the context or the process's ability to continue in ways GL defines. */
const SKIP = new Set<string>(['finish', 'flush']);

function drawCheck(gl: GL): number[] {
  // Undo what the sweep may legitimately have changed (valid values among the defaults), then draw.
  gl.bindFramebuffer(gl.FRAMEBUFFER, 0);
  gl.drawBuffer(gl.BACK);
  gl.readBuffer(gl.BACK);
  gl.useProgram(0);
  for (const cap of [gl.BLEND, gl.DEPTH_TEST, gl.STENCIL_TEST, gl.SCISSOR_TEST, gl.CULL_FACE, gl.RASTERIZER_DISCARD, gl.SAMPLE_MASK, gl.COLOR_LOGIC_OP]) gl.disable(cap);
  gl.colorMask(true, true, true, true);
  gl.viewport(0, 0, W, H);
  gl.depthRange(0, 1);
  gl.polygonMode(gl.FRONT_AND_BACK, gl.FILL);
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, 0);
  gl.bindBuffer(gl.PIXEL_UNPACK_BUFFER, 0);
  gl.pixelStorei(gl.PACK_ALIGNMENT, 4);
  gl.pixelStorei(gl.PACK_ROW_LENGTH, 0);
  gl.pixelStorei(gl.PACK_SKIP_ROWS, 0);
  gl.pixelStorei(gl.PACK_SKIP_PIXELS, 0);
  while (gl.getError() !== gl.NO_ERROR) { /* drain */ }
  const flat = flatColorProgram(gl);
  gl.useProgram(flat.program);
  gl.uniform4f(flat.color, 0, 1, 0, 1);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao!);
  const [buf] = gl.genBuffers(1);
  gl.bindBuffer(gl.ARRAY_BUFFER, buf!);
  gl.bufferData(gl.ARRAY_BUFFER, fullQuadStrip(), gl.STATIC_DRAW); // short form
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(0);
  gl.clearColor(1, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  const px = new Uint8Array(4);
  gl.readPixels(W >> 1, H >> 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
  return [...px, gl.getError()];
}

async function main(): Promise<void> {
  const which = process.argv[2];
  const factory = which === 'reference' ? await referenceLane() : await glesLane();
  const lane = factory({ width: W, height: H });
  lane.makeCurrent();
  let gl = lane.gl;
  const plant = process.env.SWEEP_PLANT; // negative control: this method loses its checks (accepts anything)
  if (plant) gl = Object.assign(Object.create(gl) as GL, { [plant]: () => undefined });
  const failures: string[] = [];
  let calls = 0;
  let typeErrors = 0;
  let glErrors = 0;
  const trace = process.env.SWEEP_TRACE === '1';
  const only = process.argv[3]; // optional method-name filter when debugging
  const from = process.env.SWEEP_FROM ? GL_METHOD_NAMES.indexOf(process.env.SWEEP_FROM as never) : 0;
  for (const name of GL_METHOD_NAMES.slice(from)) {
    if (SKIP.has(name) || (only && name !== only)) continue;
    const specs = GL_METHOD_PARAMS[name];
    const fn = (gl as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!;
    const defaults = () => specs.map(([, kind]) => DEFAULT[kind]!());
    specs.forEach(([param, kind, optional], i) => {
      for (const [values, wantType] of [[WRONG[kind]!, true], [OUT_OF_RANGE[kind]!, false]] as const) {
        for (const v of values) {
          if (optional && v === undefined) continue; // a trailing optional parameter may be left out
          const args = defaults();
          args[i] = v;
          calls++;
          if (trace) process.stderr.write(`${name} ${param} ${show(v)}\n`); // names the call a crash died in
          try {
            fn(...args);
            if (wantType) failures.push(`${name}(${param} = ${show(v)}): accepted, wanted a TypeError`);
          } catch (e) {
            const msg = e instanceof Error ? e.message : String(e);
            const named = e instanceof TypeError && msg.startsWith(`${name}: parameter '`);
            // An array shorter than the method's fixed or parallel length is a JS mistake too.
            if (named && (wantType || /must be (an array of at least|a non-empty array)/.test(msg))) typeErrors++;
            else failures.push(`${name}(${param} = ${show(v)}): threw ${e instanceof Error ? e.constructor.name : typeof e}: ${msg}`);
          }
          if (gl.getError() !== gl.NO_ERROR) glErrors++;
        }
      }
    });
  }
  let pixel: number[] = [];
  try {
    pixel = drawCheck(gl);
  } catch (e) {
    failures.push(`draw check threw: ${e instanceof Error ? e.message : String(e)}`);
  }
  lane.destroy();
  process.stdout.write(JSON.stringify({ calls, typeErrors, glErrors, failures, pixel }) + '\n');
}

function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 12 ? v.slice(0, 12) + '…' : v);
  if (typeof v === 'bigint') return `${v}n`;
  if (Array.isArray(v)) return `[${v.map(show).join(', ')}]`;
  if (v !== null && typeof v === 'object') return v.constructor.name;
  return String(v);
}

void main();
