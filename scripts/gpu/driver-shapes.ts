// Bundled by scripts/gpu-pack.mjs as driver-shapes.mjs (`run-on-gpu.sh shapes`): what the driver charges for the call
// shapes a state-heavy draw can take (issue 19), straight on a GLES context through the addon, no stack. The batch's
// four VAOs / textures / offsets cycled, 10,000 draws a round, median of 15 rounds, each shape with its draws made and
// dropped: the driver's share of a draw is the difference. Two passes, so a shape's first-pass figure can be told from
// the driver's (or the host's) warming up.
//   node driver-shapes.mjs   → one JSON line per shape and pass: {pass, shape, full, dropped, driver, error}
import { createContext, directGl as gl, GL as C } from '@mgpipe/native-gl';
import {
  STATE_HEAVY_OFFSETS, STATE_HEAVY_TEXTURES, TEXTURED_FS, TEXTURED_VS, shaderHeader, texelPattern, triangleVertices,
} from '../../apps/mgpipe/src/bench/textured-chunk.ts';

const DRAWS = 10000;
const ctx = createContext({ api: 'gles', surface: { width: 64, height: 64 } });
ctx.makeCurrent();

function shader(type: number, body: string): number {
  const s = gl.glCreateShader(type);
  gl.glShaderSource(s, 1, [shaderHeader(true) + body], null);
  gl.glCompileShader(s);
  return s;
}
const prog = gl.glCreateProgram();
gl.glAttachShader(prog, shader(C.VERTEX_SHADER, TEXTURED_VS));
gl.glAttachShader(prog, shader(C.FRAGMENT_SHADER, TEXTURED_FS));
gl.glLinkProgram(prog);
gl.glUseProgram(prog);
gl.glUniform1i(gl.glGetUniformLocation(prog, 'u_tex'), 0);
const offset = gl.glGetUniformLocation(prog, 'u_offset');

const names = new Uint32Array(4);
gl.glGenBuffers(4, names);
const bufs = [...names];
gl.glGenVertexArrays(4, names);
const vaos = [...names];
gl.glGenTextures(4, names);
const texs = [...names];
gl.glGenSamplers(4, names);
const samplers = [...names]; // [0] stands for the equal textures' shared one
for (let k = 0; k < 4; k++) {
  gl.glBindVertexArray(vaos[k]);
  gl.glBindBuffer(C.ARRAY_BUFFER, bufs[k]);
  const data = triangleVertices(k * 0.05);
  gl.glBufferData(C.ARRAY_BUFFER, data.byteLength, data, C.STATIC_DRAW);
  // The stack's layout: each attribute its own binding point, both reading the one buffer.
  for (const [i, rel] of [[0, 0], [1, 8]]) {
    gl.glVertexAttribFormat(i, 2, C.FLOAT, 0, 0);
    gl.glVertexAttribBinding(i, i);
    gl.glBindVertexBuffer(i, bufs[k], rel, 16);
    gl.glEnableVertexAttribArray(i);
  }
  gl.glBindTexture(C.TEXTURE_2D, texs[k]);
  gl.glTexImage2D(C.TEXTURE_2D, 0, C.RGBA8, 16, 16, 0, C.RGBA, C.UNSIGNED_BYTE, texelPattern(16, k));
  gl.glTexParameteri(C.TEXTURE_2D, C.TEXTURE_MIN_FILTER, C.NEAREST);
  gl.glTexParameteri(C.TEXTURE_2D, C.TEXTURE_MAG_FILTER, C.NEAREST);
  gl.glSamplerParameteri(samplers[k], C.TEXTURE_MIN_FILTER, C.NEAREST);
  gl.glSamplerParameteri(samplers[k], C.TEXTURE_MAG_FILTER, C.NEAREST);
}
// One more VAO of the same layout whose buffers are rebound per draw (the stack's single driver VAO per CSO).
gl.glGenVertexArrays(1, names);
const shared = names[0];
gl.glBindVertexArray(shared);
for (const i of [0, 1]) { gl.glVertexAttribFormat(i, 2, C.FLOAT, 0, 0); gl.glVertexAttribBinding(i, i); gl.glEnableVertexAttribArray(i); }

const OFFSETS = STATE_HEAVY_OFFSETS;
const vec = OFFSETS.map(([x, y]) => new Float32Array([x, y, 0, 0.5]));
const TEX_ORDER = STATE_HEAVY_TEXTURES;
type Shape = (k: number, draw: boolean) => void;
const draw = (d: boolean) => { if (d) gl.glDrawArrays(C.TRIANGLES, 0, 3); };
// One VAO whose single binding carries both attributes (relative offsets 0 and 8): the per-attribute bindings merged.
gl.glGenVertexArrays(1, names);
const merged = names[0];
gl.glBindVertexArray(merged);
for (const [i, rel] of [[0, 0], [1, 8]]) { gl.glVertexAttribFormat(i, 2, C.FLOAT, 0, rel); gl.glVertexAttribBinding(i, 0); gl.glEnableVertexAttribArray(i); }

/** Per shape: the VAO bound before a round, whether the textures' (shared) sampler object is bound, the draw's calls. */
const SHAPES: Record<string, { vao: number; sampler: boolean; calls: Shape }> = {
  // The bench's native lane: a VAO per chunk, the textures' own parameters.
  native: { vao: vaos[0], sampler: false, calls: (k, d) => { gl.glBindVertexArray(vaos[k]); gl.glBindTexture(C.TEXTURE_2D, texs[TEX_ORDER[k]]); gl.glUniform4f(offset, OFFSETS[k][0], OFFSETS[k][1], 0, 0.5); draw(d); } },
  // The stack today: one VAO per vertex-elements CSO with both bindings rebound, the equal textures' one shared
  // sampler object (bound once), the uniform as a vector.
  stack: { vao: shared, sampler: true, calls: (k, d) => { gl.glBindVertexBuffer(0, bufs[k], 0, 16); gl.glBindVertexBuffer(1, bufs[k], 8, 16); gl.glBindTexture(C.TEXTURE_2D, texs[TEX_ORDER[k]]); gl.glUniform4fv(offset, 1, vec[k]); draw(d); } },
  // The stack with the two bindings merged into one.
  'stack-merged': { vao: merged, sampler: true, calls: (k, d) => { gl.glBindVertexBuffer(0, bufs[k], 0, 16); gl.glBindTexture(C.TEXTURE_2D, texs[TEX_ORDER[k]]); gl.glUniform4fv(offset, 1, vec[k]); draw(d); } },
  // The stack with a driver VAO per (elements, buffer set).
  'stack-vao-per-set': { vao: vaos[0], sampler: true, calls: (k, d) => { gl.glBindVertexArray(vaos[k]); gl.glBindTexture(C.TEXTURE_2D, texs[TEX_ORDER[k]]); gl.glUniform4fv(offset, 1, vec[k]); draw(d); } },
  // The native lane's calls with the sampler object bound: what sampler objects cost the driver.
  'native+sampler': { vao: vaos[0], sampler: true, calls: (k, d) => { gl.glBindVertexArray(vaos[k]); gl.glBindTexture(C.TEXTURE_2D, texs[TEX_ORDER[k]]); gl.glUniform4f(offset, OFFSETS[k][0], OFFSETS[k][1], 0, 0.5); draw(d); } },
};

function round(shape: Shape, d: boolean): number {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < DRAWS; i += 4) { shape(0, d); shape(1, d); shape(2, d); shape(3, d); }
  gl.glFinish();
  return Number(process.hrtime.bigint() - t0) / DRAWS;
}
function median(shape: Shape, d: boolean): number {
  const ns: number[] = [];
  for (let r = 0; r < 15; r++) ns.push(round(shape, d));
  return ns.sort((a, b) => a - b)[7];
}
for (let pass = 0; pass < 2; pass++) {
  for (const [name, shape] of Object.entries(SHAPES)) {
    gl.glBindVertexArray(shape.vao);
    gl.glBindSampler(0, shape.sampler ? samplers[0] : 0);
    const full = median(shape.calls, true), dropped = median(shape.calls, false);
    process.stdout.write(`${JSON.stringify({ pass, shape: name, full: Math.round(full), dropped: Math.round(dropped), driver: Math.round(full - dropped), error: gl.glGetError() })}\n`);
  }
}
ctx.destroy();
