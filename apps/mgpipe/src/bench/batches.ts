// The bench batches (`mgpipe bench NAME`), each written once against BenchGL and run on every lane. A batch's
// setup is not measured; its returned loop is, and issues exactly the `draws` it was set up with. The loops allocate nothing
// themselves (precomputed names, values and upload data), so what a lane allocates is its own.
import { GL as C } from '@mgpipe/native-gl';
import { nearestTexture, vertexBatch } from '@mgpipe/scenarios';
import { BATCH_NAMES } from './batch-names.ts';
import type { BenchGL } from './bench-gl.ts';
import { STATE_HEAVY_OFFSETS, STATE_HEAVY_TEXTURES, TEXTURED_FS, TEXTURED_VS, shaderHeader, texelPattern, triangleVertices } from './textured-chunk.ts';

export { DEFAULT_DRAWS } from './batch-names.ts';

export interface BenchBatch {
  name: string;
  summary: string;
  /**
   * Builds the batch's objects on the current context (desktop GLSL 3.30 on our stack, ESSL 3.00 natively) and returns
   * the loop issuing `draws` draws (a multiple of 4).
   */
  setup(gl: BenchGL, es: boolean, draws: number): () => void;
}

function program(gl: BenchGL, es: boolean, vsBody: string, fsBody: string): number {
  const header = shaderHeader(es);
  const prog = gl.createProgram();
  for (const [type, body] of [[C.VERTEX_SHADER, vsBody], [C.FRAGMENT_SHADER, fsBody]] as const) {
    const s = gl.createShader(type);
    gl.shaderSource(s, header + body);
    gl.compileShader(s);
    gl.attachShader(prog, s);
  }
  gl.linkProgram(prog);
  return prog;
}

/** A VAO holding one triangle (x, y, u, v per vertex) at offset dx. */
function triangleVao(gl: BenchGL, dx: number): number {
  return vertexBatch(gl, triangleVertices(dx), null, 16, [[0, 2, 0], [1, 2, 8]]).vao;
}

/** A size × size NEAREST texture of a seeded byte pattern (wrap left at its default), bound. */
function texture(gl: BenchGL, size: number, seed: number): number {
  return nearestTexture(gl, size, texelPattern(size, seed));
}

/** The seeds' batch (§4.5.2 / D-B1), Blaze3D's hottest pattern: `enable(BLEND); draw; disable(BLEND); draw`. */
const blendToggle: BenchBatch = {
  ...BATCH_NAMES.blendToggle,
  setup(gl, es, draws) {
    const prog = program(gl, es, 'layout(location = 0) in vec2 p;\nvoid main() { gl_Position = vec4(p, 0.0, 1.0); }\n', 'out vec4 o;\nvoid main() { o = vec4(0.2, 0.4, 0.6, 0.5); }\n');
    triangleVao(gl, 0);
    gl.useProgram(prog);
    gl.blendFunc(C.SRC_ALPHA, C.ONE_MINUS_SRC_ALPHA);
    const { BLEND, TRIANGLES } = C;
    return () => {
      for (let i = 0; i < draws; i += 2) {
        gl.enable(BLEND);
        gl.drawArrays(TRIANGLES, 0, 3);
        gl.disable(BLEND);
        gl.drawArrays(TRIANGLES, 0, 3);
      }
    };
  },
};

/**
 * The Minecraft-like frame's shape: chunk after chunk, each with its own VAO, a texture bind and a uniform (its
 * offset) before its draw. Four VAOs and four textures cycled at different strides, so every draw changes all
 * three and no two consecutive draws see the same combination.
 */
const stateHeavy: BenchBatch = {
  ...BATCH_NAMES.stateHeavy,
  setup(gl, es, draws) {
    const prog = program(gl, es, TEXTURED_VS, TEXTURED_FS);
    const vaos = [0, 1, 2, 3].map((k) => triangleVao(gl, k * 0.05));
    const textures = [0, 1, 2, 3].map((k) => texture(gl, 16, k));
    gl.useProgram(prog);
    gl.uniform1i(gl.getUniformLocation(prog, 'u_tex'), 0);
    const offset = gl.getUniformLocation(prog, 'u_offset');
    const [v0, v1, v2, v3] = vaos;
    const [t0, t1, t2, t3] = STATE_HEAVY_TEXTURES.map((k) => textures[k]);
    const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = STATE_HEAVY_OFFSETS;
    const { TEXTURE_2D, TRIANGLES } = C;
    return () => {
      for (let i = 0; i < draws; i += 4) {
        // Unrolled so the names and offsets are locals, not array reads the stack lanes would not have to make.
        gl.bindVertexArray(v0); gl.bindTexture(TEXTURE_2D, t0); gl.uniform4f(offset, x0, y0, 0, 0.5); gl.drawArrays(TRIANGLES, 0, 3);
        gl.bindVertexArray(v1); gl.bindTexture(TEXTURE_2D, t1); gl.uniform4f(offset, x1, y1, 0, 0.5); gl.drawArrays(TRIANGLES, 0, 3);
        gl.bindVertexArray(v2); gl.bindTexture(TEXTURE_2D, t2); gl.uniform4f(offset, x2, y2, 0, 0.5); gl.drawArrays(TRIANGLES, 0, 3);
        gl.bindVertexArray(v3); gl.bindTexture(TEXTURE_2D, t3); gl.uniform4f(offset, x3, y3, 0, 0.5); gl.drawArrays(TRIANGLES, 0, 3);
      }
    };
  },
};

const ATLAS = 256;
const SPRITE = 16;

/**
 * A sprite atlas animated in place (Minecraft's animated block textures): a 16x16 RGBA tile uploaded with
 * texSubImage2D into a 256x256 atlas before every draw that samples it, walking the atlas's 256 cells.
 */
const uploadHeavy: BenchBatch = {
  ...BATCH_NAMES.uploadHeavy,
  setup(gl, es, draws) {
    const prog = program(gl, es, TEXTURED_VS, TEXTURED_FS);
    triangleVao(gl, 0);
    const atlas = texture(gl, ATLAS, 7);
    const frames = [0, 1, 2, 3].map((k) => {
      const f = new Uint8Array(SPRITE * SPRITE * 4);
      for (let i = 0; i < f.length; i++) f[i] = (i * 13 + k * 59) & 0xff;
      return f;
    });
    gl.useProgram(prog);
    gl.uniform1i(gl.getUniformLocation(prog, 'u_tex'), 0);
    gl.uniform4f(gl.getUniformLocation(prog, 'u_offset'), 0, 0, 0, 1);
    gl.bindTexture(C.TEXTURE_2D, atlas);
    const cells = ATLAS / SPRITE;
    const { TEXTURE_2D, RGBA, UNSIGNED_BYTE, TRIANGLES } = C;
    return () => {
      for (let i = 0; i < draws; i++) {
        const cell = i & (cells * cells - 1);
        gl.texSubImage2D(TEXTURE_2D, 0, (cell & (cells - 1)) * SPRITE, (cell >> 4) * SPRITE, SPRITE, SPRITE, RGBA, UNSIGNED_BYTE, frames[i & 3]);
        gl.drawArrays(TRIANGLES, 0, 3);
      }
    };
  },
};

export const BATCHES: readonly BenchBatch[] = [blendToggle, stateHeavy, uploadHeavy];
