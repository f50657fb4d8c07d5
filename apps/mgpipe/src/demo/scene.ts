// The demo scene: world.ts's terrain at 640×360 over several frames, drawn the way Blaze3D draws a frame (seeds
// §4.5.2): per frame the camera moves (a view-projection uniform), atlas tiles animate with texSubImage2D (water
// every frame, leaves every other frame, a whole atlas row now and then: three upload shapes), every chunk's
// opaque batch with blending off, then per chunk its water with blending on and its foliage with blending off
// again — the blend toggle around chunk batches, the hot path of the pipe. A std140 fog block and a depth test.
// It logs what it issued per frame (draws, uploads and their shape) for the demo's table; the log is filled
// once per run, so the same scene object runs on one lane at a time.
import type { GL, Scenario } from '@mgpipe/gl-api';
import { blockShaders, drawBatch, fogBlock, frameState, nearestTexture, perspective, program, vertexBatch, type Batch } from '@mgpipe/scenarios';
import { DEFAULT_FRAMES } from './defaults.ts';
import { ATLAS, CHUNK, T, TILE, WORLD, atlasRegion, meshChunk } from './world.ts';

export interface Upload { x: number; y: number; width: number; height: number; bytes: number }
export interface FrameLog { draws: number; uploads: Upload[] }

export const DEMO_WIDTH = 640;
export const DEMO_HEIGHT = 360;
const FOG = [0.62, 0.76, 0.93];

type Mat4 = Float32Array;
function mul(a: Mat4, b: Mat4): Mat4 {
  const out = new Float32Array(16);
  for (let c = 0; c < 4; c++) for (let r = 0; r < 4; r++) {
    let s = 0;
    for (let k = 0; k < 4; k++) s += a[k * 4 + r] * b[c * 4 + k];
    out[c * 4 + r] = s;
  }
  return out;
}
/** Column-major perspective (fovy 60°) times the camera's rotation (pitch, yaw) and translation. */
export function viewProjection(eye: readonly number[], yaw: number, pitch: number, aspect: number): Mat4 {
  const proj = perspective(aspect, 0.1, 200);
  const cp = Math.cos(pitch), sp = Math.sin(pitch), cy = Math.cos(yaw), sy = Math.sin(yaw);
  const rotX = new Float32Array([1, 0, 0, 0, 0, cp, sp, 0, 0, -sp, cp, 0, 0, 0, 0, 1]);
  const rotY = new Float32Array([cy, 0, sy, 0, 0, 1, 0, 0, -sy, 0, cy, 0, 0, 0, 0, 1]);
  const move = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -eye[0], -eye[1], -eye[2], 1]);
  return mul(proj, mul(rotX, mul(rotY, move)));
}

/** The camera of frame `i` of `n`: flies forward over the terrain, turning and dipping a little. */
export function cameraAt(i: number, n: number): { eye: number[]; yaw: number; pitch: number } {
  const t = n <= 1 ? 0 : i / (n - 1);
  return { eye: [-4 + 8 * t, 13 - 2 * t, 6 - 14 * t], yaw: -0.35 + 0.6 * t, pitch: 0.42 - 0.08 * t };
}

/** 6 floats a vertex (world.ts): position at 0, uv at 12, shade at 20; a batch only for a non-empty mesh. */
function batch(gl: GL, mesh: { vertices: Float32Array; indices: Uint16Array }): Batch | null {
  if (mesh.indices.length === 0) return null;
  return vertexBatch(gl, mesh.vertices, mesh.indices, 24, [[0, 3, 0], [1, 2, 12], [2, 1, 20]]);
}

/** The uploads of frame i (1-based): region of the atlas, as [x, y, w, h]. */
function uploadsOf(i: number): [number, number, number, number][] {
  const tile = (t: number): [number, number, number, number] => [(t % 16) * TILE, Math.floor(t / 16) * TILE, TILE, TILE];
  const out = [tile(T.water)];
  if (i % 2 === 0) out.push(tile(T.leaves));
  if (i % 4 === 0) out.push([0, 0, ATLAS, TILE]); // the whole first row (grass, dirt, ... water): a wide box
  return out;
}

export interface DemoScene extends Scenario {
  readonly frames: number;
  /** What each frame issued, filled by run() (reset at its start). */
  readonly log: FrameLog[];
  /**
   * Sets up; then frame i (1-based) is begin(i) (uploads, camera, clear) and draws() (the chunk batches with blending
   * toggled). run() is setup and every frame; the timing pass times draws() alone.
   */
  prepare(gl: GL): { begin(frame: number): void; draws(): void };
}

export function demoScene(frames = DEFAULT_FRAMES): DemoScene {
  const log: FrameLog[] = [];
  const prepare = (gl: GL) => {
    log.length = 0;
    const { vertex, fragment } = blockShaders('distance-squared', true);
    const prog = program(gl, vertex, fragment);
    gl.useProgram(prog);
    fogBlock(gl, prog, 1, FOG, 0.022);
    gl.uniform1i(gl.getUniformLocation(prog, 'atlas'), 0);
    const uViewProjection = gl.getUniformLocation(prog, 'viewProjection');
    const uEye = gl.getUniformLocation(prog, 'eye');

    gl.activeTexture(gl.TEXTURE0);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4);
    const tex = nearestTexture(gl, ATLAS, atlasRegion(0, 0, ATLAS, ATLAS, 0), gl.CLAMP_TO_EDGE);

    const chunks: { terrain: Batch | null; water: Batch | null; foliage: Batch | null }[] = [];
    for (let cz = -WORLD; cz < 0; cz += CHUNK) {
      for (let cx = -WORLD / 2; cx < WORLD / 2; cx += CHUNK) {
        const m = meshChunk(cx, cz);
        chunks.push({ terrain: batch(gl, m.terrain), water: batch(gl, m.water), foliage: batch(gl, m.foliage) });
      }
    }
    gl.bindVertexArray(0);
    frameState(gl, gl.LEQUAL, FOG);
    gl.enable(gl.CULL_FACE);
    // Every frame's texels are computed here, before any frame: a frame issues GL calls only (the timing pass
    // measures the stack, not the JS that generates the animation).
    const uploads = Array.from({ length: frames }, (_, k) => uploadsOf(k + 1).map(([x, y, w, h]) => ({ x, y, w, h, texels: atlasRegion(x, y, w, h, k + 1) })));

    const draw = (b: Batch | null) => {
      if (b === null) return;
      drawBatch(gl, b);
      entry.draws++;
    };
    let entry: FrameLog = { draws: 0, uploads: [] };
    const begin = (frame: number) => {
      entry = { draws: 0, uploads: [] };
      log.push(entry);
      gl.bindTexture(gl.TEXTURE_2D, tex);
      for (const { x, y, w, h, texels } of uploads[frame - 1]) {
        gl.texSubImage2D(gl.TEXTURE_2D, 0, x, y, w, h, gl.RGBA, gl.UNSIGNED_BYTE, texels);
        entry.uploads.push({ x, y, width: w, height: h, bytes: w * h * 4 });
      }
      const cam = cameraAt(frame - 1, frames);
      gl.uniformMatrix4fv(uViewProjection, false, viewProjection(cam.eye, cam.yaw, cam.pitch, DEMO_WIDTH / DEMO_HEIGHT));
      gl.uniform3f(uEye, cam.eye[0], cam.eye[1], cam.eye[2]);
      gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    };
    const draws = () => {
      gl.disable(gl.BLEND);
      for (const c of chunks) draw(c.terrain);
      for (const c of chunks) {
        if (c.water === null && c.foliage === null) continue;
        gl.enable(gl.BLEND);
        draw(c.water);
        gl.disable(gl.BLEND);
        draw(c.foliage);
      }
      gl.bindVertexArray(0);
    };
    return { begin, draws };
  };
  return {
    name: 'minecraft-demo',
    width: DEMO_WIDTH,
    height: DEMO_HEIGHT,
    description: `Minecraft-like terrain, ${frames} frames at ${DEMO_WIDTH}×${DEMO_HEIGHT}: camera motion, atlas animation, chunk batches with blending toggled`,
    frames,
    log,
    prepare,
    run(gl: GL) {
      const frame = prepare(gl);
      for (let i = 1; i <= frames; i++) {
        frame.begin(i);
        frame.draws();
      }
    },
  };
}
