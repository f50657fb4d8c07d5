// The server's draw gate (backend-gles state/call-epoch.ts): with everything pushed, a draw after only render-state
// calls re-syncs the render state and skips the other PrepareForDraw steps; a draw after the per-draw object switches
// (a VAO, a texture, a uniform: the partial calls) runs the steps that read them; any other call makes the next draw
// prepare in full. Expected images: Mesa's desktop GL (blend, LOD bias) and stated computations (the texture bound
// last; the colour and half a uniform and a VAO select).
// Negative controls: with the epoch and the moved steps frozen (no call moves them) the draw after a texture bind samples
// the old texture and the one after a VAO and uniform switch draws the old half in the old colour; with the `use` step
// dropped from what a texture bind moves, the LOD bias of the texture bound last is not uploaded; with the rebound repeat
// (a plain draw repeated after partial calls, bindings walked) allowed onto a host-sourced vertex array, the draw streams
// the vertex range of an earlier draw and loses a triangle; with the vertex-buffers step doing nothing, a switch to VAO 0's
// client array (a vertex buffer set alone) draws from no buffer.
// The device's sampled-texture memo (device.ts sampledPushedTexture: a sampled handle's front texture and twin per
// handle slot, by gen): a texture deleted and a new one made in its freed slot (the next gen) is sampled, as on Mesa;
// with the memo keyed by the slot alone the deleted texture's twin (still unswept) is sampled instead. A texture the
// device checked and synced in the current epoch is neither checked nor synced again (only partial calls since): its
// texels or parameters changed since are still sampled; with a memo no call invalidates, the old ones are.
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { GlesBackend } from '@mgpipe/backend-gles';
import type { Lane } from '@mgpipe/harness';
import { buffer, flatColorProgram, fullQuadVao, nearestTexture, program, rect } from '@mgpipe/scenarios';
import { onOurLane, onReferenceLane } from './scene-lanes.ts';

const { SUBSYSTEM_NAMES } = await import('@mgpipe/migration');
const { PrepareStep } = await import('@mgpipe/backend-gles');

const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

const S = 4;
const VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nout vec2 uv;\nvoid main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0.0, 1.0); }\n';
const SOLID_FS = '#version 330 core\nout vec4 o;\nvoid main() { o = vec4(0.8, 0.4, 0.2, 0.5); }\n';
const TEXTURED_FS = '#version 330 core\nin vec2 uv;\nuniform sampler2D t;\nout vec4 o;\nvoid main() { o = texture(t, uv); }\n';

function read(gl: GL): number[] {
  const out = new Uint8Array(S * S * 4);
  gl.readPixels(0, 0, S, S, gl.RGBA, gl.UNSIGNED_BYTE, out);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return [...out];
}

/** enable(BLEND) / draw / disable(BLEND) / draw, 8 draws over a cleared target: blending accumulates on every other draw. */
function blendToggle(gl: GL): number[] {
  gl.useProgram(program(gl, VS, SOLID_FS));
  fullQuadVao(gl);
  gl.clearColor(0.1, 0.2, 0.3, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.blendFunc(gl.ONE, gl.ONE);
  for (let i = 0; i < 8; i++) {
    if ((i & 1) === 0) gl.enable(gl.BLEND);
    else gl.disable(gl.BLEND);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }
  // The last draw (blend off) leaves the solid colour; one more blended draw on it shows the blend state was applied.
  gl.enable(gl.BLEND);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  return read(gl);
}

const RED = new Uint8Array(S * S * 4).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0));
const GREEN = new Uint8Array(S * S * 4).map((_, i) => (i % 4 === 1 || i % 4 === 3 ? 255 : 0));

/**
 * Red drawn, green bound and drawn (the first draw of each texture creates its sampler view: a full prepare), then red
 * and green again: texture binds alone between draws. The image: the texture bound last.
 */
function textureSwap(gl: GL): number[] {
  swapRedAndGreen(gl);
  return read(gl);
}

/** textureSwap's draws; the two texture names. */
function swapRedAndGreen(gl: GL): { red: number; green: number } {
  gl.useProgram(program(gl, VS, TEXTURED_FS));
  fullQuadVao(gl);
  const red = nearestTexture(gl, S, RED);
  const green = nearestTexture(gl, S, GREEN);
  for (const t of [red, green, red, green]) {
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }
  return { red, green };
}

/** Red sampled twice, deleted; green made (in red's freed handle slot) and sampled. The image: green. */
function replaceSampledTexture(gl: GL): number[] {
  gl.useProgram(program(gl, VS, TEXTURED_FS));
  fullQuadVao(gl);
  const red = nearestTexture(gl, S, RED);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.deleteTextures([red]);
  nearestTexture(gl, S, GREEN);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  return read(gl);
}

const BLUE = new Uint8Array(S * S * 4).map((_, i) => (i % 4 === 2 || i % 4 === 3 ? 255 : 0));

/**
 * textureSwap's draws (red and green switched by binds alone between draws: partial calls, the epoch stands, so the
 * device skips the check and sync of a texture it synced in it); then `change` runs with red bound
 * and, after a draw of green, red is bound and drawn again.
 */
function changeSampledTexture(change: (gl: GL) => void): (gl: GL) => number[] {
  return (gl) => {
    const { red, green } = swapRedAndGreen(gl);
    gl.bindTexture(gl.TEXTURE_2D, red);
    change(gl);
    for (const t of [green, red]) {
      gl.bindTexture(gl.TEXTURE_2D, t);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    }
    return read(gl);
  };
}

/** Red's texels rewritten blue. The image: blue (the texels written last). */
const rewriteSampledTexels = changeSampledTexture((gl) => gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, S, S, gl.RGBA, gl.UNSIGNED_BYTE, BLUE));

/** Red's TEXTURE_SWIZZLE_R set to GREEN (its green channel, 0). The image: black, alpha 1. */
const reswizzleSampledTexture = changeSampledTexture((gl) => gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_SWIZZLE_R, gl.GREEN));

/** A VAO covering the left half of the target (x < 0), one covering the right half. */
function halfVaos(gl: GL): [left: number, right: number] {
  return [rect(-1, -1, 0, 1), rect(0, -1, 1, 1)].map((r) => {
    const [vao] = gl.genVertexArrays(1);
    gl.bindVertexArray(vao);
    buffer(gl, gl.ARRAY_BUFFER, new Float32Array(r));
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    return vao;
  }) as [number, number];
}

/**
 * Over black: the right half in blue, the left half in red, the right half in green — each draw after a VAO bind and a
 * uniform write alone (after the first draw of each VAO). The image: left red, right green.
 */
function vaoAndUniformSwitch(gl: GL): number[] {
  const { program: p, color } = flatColorProgram(gl);
  gl.useProgram(p);
  const [left, right] = halfVaos(gl);
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const draws: [number, number[]][] = [[right, [0, 0, 1, 1]], [left, [0, 0, 1, 1]], [right, [0, 0, 1, 1]], [left, [1, 0, 0, 1]], [right, [0, 1, 0, 1]]];
  for (const [vao, c] of draws) {
    gl.bindVertexArray(vao);
    gl.uniform4f(color, c[0], c[1], c[2], c[3]);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
  }
  return read(gl);
}

/**
 * VAO 0 with the right half's positions in client memory, a VAO with the same layout in a buffer (the left half): one
 * vertex-elements CSO, so a switch between them is a set_vertex_buffers alone, whose host span comes and goes (the
 * vertex-buffers step, not the vertex-array step, re-specifies the formats for it). Over black: left blue, right blue,
 * left blue, right blue, then left red and right green, each draw after a VAO bind and a uniform write alone. The
 * image: left red, right green (HALVES).
 */
function clientArraySwitch(gl: GL): number[] {
  const { program: p, color } = flatColorProgram(gl);
  gl.useProgram(p);
  const [left] = halfVaos(gl);
  gl.bindVertexArray(0);
  gl.bindBuffer(gl.ARRAY_BUFFER, 0);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, new Float32Array(rect(0, -1, 1, 1)));
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const draws: [number, number[]][] = [[left, [0, 0, 1, 1]], [0, [0, 0, 1, 1]], [left, [0, 0, 1, 1]], [0, [0, 0, 1, 1]], [left, [1, 0, 0, 1]], [0, [0, 1, 0, 1]]];
  for (const [vao, c] of draws) {
    gl.bindVertexArray(vao);
    gl.uniform4f(color, c[0], c[1], c[2], c[3]);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
  }
  return read(gl);
}

/** The planted fault: the vertex-buffers step does nothing (a set's host spans never re-specify the formats). */
function noHostSetStep(backend: GlesBackend): void {
  backend.drawSync.vertexArray.syncHostSet = () => undefined;
}

/**
 * The left half from a VAO whose positions are doubles (GL.DOUBLE through vertexAttribPointer: GLES has no double
 * formats, so the server narrows and streams them: host-sourced), the right half from a float VAO. Over black: right
 * blue, the left half's first triangle blue, right blue, then the whole left half red after a VAO bind and a uniform
 * write alone (partial calls), then right green. The image: left red, right green (HALVES).
 */
function hostSourcedSwitch(gl: GL): number[] {
  const { program: p, color } = flatColorProgram(gl);
  gl.useProgram(p);
  const [left, right] = [rect(-1, -1, 0, 1), rect(0, -1, 1, 1)].map((r, k) => {
    const [vao] = gl.genVertexArrays(1);
    gl.bindVertexArray(vao);
    if (k === 0) buffer(gl, gl.ARRAY_BUFFER, new Float64Array(r));
    else buffer(gl, gl.ARRAY_BUFFER, new Float32Array(r));
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, k === 0 ? gl.DOUBLE : gl.FLOAT, false, 0, 0);
    return vao;
  });
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const draws: [number, number, number[]][] = [[right, 6, [0, 0, 1, 1]], [left, 3, [0, 0, 1, 1]], [right, 6, [0, 0, 1, 1]], [left, 6, [1, 0, 0, 1]], [right, 6, [0, 1, 0, 1]]];
  for (const [vao, count, c] of draws) {
    gl.bindVertexArray(vao);
    gl.uniform4f(color, c[0], c[1], c[2], c[3]);
    gl.drawArrays(gl.TRIANGLES, 0, count);
  }
  return read(gl);
}

/** The planted fault: the rebound repeat taken whatever the vertex array sources (a host-sourced one included). */
function reboundAnyVertexArray(backend: GlesBackend): void {
  (backend.draws as unknown as { reboundRepeats: () => boolean }).reboundRepeats = () => true;
}

/** Left half red, right half green, alpha 1 (the computed image of vaoAndUniformSwitch). */
const HALVES = Array.from({ length: S * S }, (_, i) => ((i % S) < S / 2 ? [255, 0, 0, 255] : [0, 255, 0, 255])).flat();

/**
 * Two 2-level textures, level 0 one colour and level 1 another; one samples with TEXTURE_LOD_BIAS 0, the other with
 * 1 (level 1 at this 1:1 scale). Each is drawn once (its sampler view created), then they are bound and drawn again
 * alone: the bias the textures step resolves for the unit is what `use` uploads. Returns the images of the last two draws.
 */
function lodBiasSwap(gl: GL): number[][] {
  gl.useProgram(program(gl, VS, TEXTURED_FS));
  fullQuadVao(gl);
  const level = (rgba: readonly number[], size: number) => new Uint8Array(size * size * 4).map((_, i) => rgba[i % 4]);
  const [plain, biased] = gl.genTextures(2);
  for (const [t, bias, c0, c1] of [[plain, 0, [255, 0, 0, 255], [0, 0, 255, 255]], [biased, 1, [255, 255, 0, 255], [0, 255, 0, 255]]] as const) {
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, S, S, 0, gl.RGBA, gl.UNSIGNED_BYTE, level(c0, S));
    gl.texImage2D(gl.TEXTURE_2D, 1, gl.RGBA8, S / 2, S / 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, level(c1, S / 2));
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAX_LEVEL, 1);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST_MIPMAP_NEAREST);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
    gl.texParameterf(gl.TEXTURE_2D, gl.TEXTURE_LOD_BIAS, bias);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }
  const images: number[][] = [];
  for (const t of [plain, biased]) {
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    images.push(read(gl));
  }
  return images;
}

const FLAT_VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nlayout(location = 1) in vec4 c;\nflat out vec4 col;\n' +
  'void main() { col = c; gl_Position = vec4(p, 0.0, 1.0); }\n';
const FLAT_FS = '#version 330 core\nflat in vec4 col;\nout vec4 o;\nvoid main() { o = col; }\n';

/**
 * One triangle covering the target, its vertices red, green, blue, its colour flat: LAST convention draws it blue,
 * FIRST red. Drawn LAST, FIRST, LAST, LAST, FIRST with only glProvokingVertex between draws (render-state calls): the
 * image is the last draw's, red. GLES has only LAST, so every FIRST draw is re-listed (a lowering) — a draw that
 * repeated the LAST draw before it would draw it blue.
 */
function provokingSwitch(gl: GL): number[] {
  gl.useProgram(program(gl, FLAT_VS, FLAT_FS));
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  buffer(gl, gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, 0, 0, 1, 3, -1, 0, 1, 0, 1, -1, 3, 0, 0, 1, 1]));
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 24, 0);
  gl.enableVertexAttribArray(1);
  gl.vertexAttribPointer(1, 4, gl.FLOAT, false, 24, 8);
  for (const convention of [gl.LAST_VERTEX_CONVENTION, gl.FIRST_VERTEX_CONVENTION, gl.LAST_VERTEX_CONVENTION, gl.LAST_VERTEX_CONVENTION, gl.FIRST_VERTEX_CONVENTION]) {
    gl.provokingVertex(convention);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
  }
  return read(gl);
}

/** The planted fault: the plain-draw repeat compares no render-state word (a FIRST draw then repeats the LAST one). */
function compareNoWords(backend: GlesBackend): void {
  backend.draws.loweringWords = new Int32Array(0);
}

interface Ours<T> { image: T; gate: { gated: number; partial: number; full: number; repeated: number; rebound: number } }

async function ours<T = number[]>(scene: (gl: GL) => T, env: Record<string, string>, plant: ((b: GlesBackend) => void) | null = null): Promise<Ours<T>> {
  let backend: GlesBackend | null = null;
  const image = await onOurLane(lanes, S, scene, env, (b) => {
    backend = b as GlesBackend;
    plant?.(backend);
  });
  return { image, gate: { ...backend!.drawGate } };
}

/** Wraps every call of the backend's tables with `after(stepsMovedBefore, epochBefore)` (the planted faults below). */
function afterEveryCall(backend: GlesBackend, after: (epoch: number, steps: number) => void): void {
  const device = backend.device;
  for (const table of [backend.pipeContext, backend.pipeScreen] as unknown as Record<string, ((p: unknown) => unknown) | null>[]) {
    for (const name of Object.keys(table)) {
      const f = table[name];
      if (typeof f !== 'function') continue;
      table[name] = (p: unknown) => {
        const epoch = device.callEpoch, steps = device.stepsMoved;
        const r = f(p);
        after(epoch, steps);
        return r;
      };
    }
  }
}

/** The planted fault: every call puts the epoch and the moved steps back as it found them: no call moves the next draw's prepare. */
function freeze(backend: GlesBackend): void {
  afterEveryCall(backend, (epoch, steps) => {
    backend.device.callEpoch = epoch;
    backend.device.stepsMoved = steps;
  });
}

/** The planted fault: no call names the `use` step (a texture bind's LOD bias is then never uploaded). */
function dropUseStep(backend: GlesBackend): void {
  afterEveryCall(backend, () => { backend.device.stepsMoved &= ~PrepareStep.use; });
}

/** The device's sampled-texture memo, as the tests below read and plant it. */
interface SampledMemo {
  sampledHit(slot: number, gen: number): boolean;
  sampledGen: Int32Array;
}

/** The handle slots the memo holds (the backend kept by `keep`). */
function memoSlots(backend: GlesBackend): number[] {
  const slots: number[] = [];
  (backend.device as unknown as SampledMemo).sampledGen.forEach((gen, slot) => { if (gen >= 0) slots.push(slot); });
  return slots;
}

/** The planted fault: a remembered slot is a hit whatever gen the handle has. */
function slotOnly(backend: GlesBackend): void {
  const memo = backend.device as unknown as SampledMemo;
  memo.sampledHit = (slot) => slot < memo.sampledGen.length && memo.sampledGen[slot] >= 0;
}

/**
 * The planted fault: after every call the device's sampled-texture epochs are set to the epoch it left (a memo that no
 * call invalidates), so a texture synced once is never checked or synced again.
 */
function sampledEpochsIgnoreCalls(backend: GlesBackend): void {
  const memo = backend.device as unknown as { sampledEpoch: Float64Array; sampledMoves: Float64Array };
  afterEveryCall(backend, () => {
    memo.sampledEpoch.fill(backend.device.callEpoch);
    memo.sampledMoves.fill(backend.device.driverTextureMoves);
  });
}

const reference = (scene: (gl: GL) => number[]) => onReferenceLane(lanes, S, scene);

describe('the server draw gate (everything pushed)', () => {
  it('prepares a draw after only render-state calls by the render state alone, with Mesa\'s image', async () => {
    const pushed = await ours(blendToggle, { MOBILEGL_PIPE_PUSH: 'all' });
    const mesa = await reference(blendToggle);
    expect(pushed.image).toEqual(mesa);
    // The clear before the first draw is a call; then 8 draws follow only enable / disable (bind_render_state).
    // Each of them repeats the plain draw before it: the glDraw* alone (commands/draw-commands.ts).
    expect(pushed.gate).toEqual({ gated: 8, partial: 0, full: 1, repeated: 8, rebound: 0 });
    // Under verify, too (the draws are compared with the legacy verb's before they run).
    const verified = await ours(blendToggle, { MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1' });
    expect(verified.image).toEqual(mesa);
  });

  it('is off while any subsystem pulls (its inputs move without a call)', async () => {
    // patch-state pulled (nothing depends on it): its input is read from the front end's context.
    const pulled = await ours(blendToggle, { MOBILEGL_PIPE_PUSH: SUBSYSTEM_NAMES.filter((s) => s !== 'patch-state').join(',') });
    expect(pulled.gate.gated).toBe(0);
    expect(pulled.image).toEqual(await reference(blendToggle));
  });

  it('prepares in full after any other call, and a texture bind alone runs the textures steps: the texture bound last is sampled', async () => {
    const green = [...GREEN];
    const pushed = await ours(textureSwap, { MOBILEGL_PIPE_PUSH: 'all' });
    expect(pushed.image).toEqual(green);
    // The first two draws create their textures' sampler views (a call that bumps the epoch); the last two follow a bind
    // alone, and each repeats the plain draw before it with its bindings walked (the rebound repeat).
    expect(pushed.gate).toEqual({ gated: 0, partial: 2, full: 2, repeated: 0, rebound: 2 });
    // The planted fault: with the epoch and the moved steps frozen every draw after the first is gated and keeps red bound.
    const frozen = await ours(textureSwap, { MOBILEGL_PIPE_PUSH: 'all' }, freeze);
    expect(frozen.gate.gated).toBe(3);
    expect(frozen.image).toEqual([...RED]);
  });

  it('a VAO bind and a uniform write alone run the vertex-array and use steps: the half and colour switched to', async () => {
    const pushed = await ours(vaoAndUniformSwitch, { MOBILEGL_PIPE_PUSH: 'all' });
    expect(pushed.image).toEqual(HALVES);
    expect(pushed.gate.partial).toBeGreaterThanOrEqual(3);
    expect(pushed.gate.rebound).toBe(pushed.gate.partial);
    const frozen = await ours(vaoAndUniformSwitch, { MOBILEGL_PIPE_PUSH: 'all' }, freeze);
    expect(frozen.image).not.toEqual(HALVES);
  });

  it('repeats a plain draw after partial calls only onto a vertex array with nothing host-sourced', async () => {
    const mesa = await reference(hostSourcedSwitch);
    expect(mesa).toEqual(HALVES);
    const pushed = await ours(hostSourcedSwitch, { MOBILEGL_PIPE_PUSH: 'all' });
    expect(pushed.image).toEqual(mesa);
    // The switch to the double VAO is partial but streams (the full path); nothing is a rebound repeat.
    expect(pushed.gate.partial).toBeGreaterThanOrEqual(1);
    expect(pushed.gate.rebound).toBe(0);
    const planted = await ours(hostSourcedSwitch, { MOBILEGL_PIPE_PUSH: 'all' }, reboundAnyVertexArray);
    expect(planted.gate.rebound).toBeGreaterThanOrEqual(1);
    expect(planted.image).not.toEqual(mesa);
  });

  it('a VAO switch that is a vertex buffer set alone re-specifies the formats when a client array comes or goes', async () => {
    expect(await reference(clientArraySwitch)).toEqual(HALVES);
    const pushed = await ours(clientArraySwitch, { MOBILEGL_PIPE_PUSH: 'all' });
    expect(pushed.image).toEqual(HALVES);
    // The switches to VAO 0 after a full prepare are partial: the vertex-buffers step's case.
    expect(pushed.gate.partial).toBeGreaterThanOrEqual(2);
    const planted = await ours(clientArraySwitch, { MOBILEGL_PIPE_PUSH: 'all' }, noHostSetStep);
    expect(planted.image).not.toEqual(HALVES);
  });

  it('repeats a plain draw only while its lowering decisions stand: a provoking-vertex switch is drawn as on Mesa', async () => {
    const red = Array.from({ length: S * S }, () => [255, 0, 0, 255]).flat();
    const mesa = await reference(provokingSwitch);
    expect(mesa).toEqual(red);
    const pushed = await ours(provokingSwitch, { MOBILEGL_PIPE_PUSH: 'all' });
    expect(pushed.image).toEqual(mesa);
    // Only the second LAST draw in a row repeats (a lowered FIRST draw makes the next one prepare in full).
    expect(pushed.gate.repeated).toBe(1);
    const planted = await ours(provokingSwitch, { MOBILEGL_PIPE_PUSH: 'all' }, compareNoWords);
    expect(planted.gate.repeated).toBe(4);
    expect(planted.image).not.toEqual(mesa);
  });

  it('a texture bind moves the use step too: each texture\'s LOD bias is uploaded with it, as on Mesa', async () => {
    const mesa = await onReferenceLane(lanes, S, lodBiasSwap);
    // Stated: level 0 of the plain texture (red), level 1 of the biased one (green) — Mesa agrees.
    expect(mesa.map((im) => im.slice(0, 4))).toEqual([[255, 0, 0, 255], [0, 255, 0, 255]]);
    const pushed = await ours(lodBiasSwap, { MOBILEGL_PIPE_PUSH: 'all' });
    expect(pushed.image).toEqual(mesa);
    // The re-draw of the plain texture (bias 1 -> 0) is partial; the read after it is a readback verb, so the last draw prepares in full.
    expect(pushed.gate.partial).toBe(1);
    const planted = await ours(lodBiasSwap, { MOBILEGL_PIPE_PUSH: 'all' }, dropUseStep);
    expect(planted.image).not.toEqual(mesa);
  });
});

describe('the sampled-texture memo (textures pushed)', () => {
  it('resolves a handle slot a new texture reuses to the new texture, as Mesa samples it', async () => {
    const green = [...GREEN];
    expect(await reference(replaceSampledTexture)).toEqual(green);
    let backend: GlesBackend | null = null;
    const pushed = await ours(replaceSampledTexture, { MOBILEGL_PIPE_PUSH: 'all' }, (b) => { backend = b; });
    expect(pushed.image).toEqual(green);
    // The new texture took the deleted one's slot: the memo holds one slot (the gen told the two apart).
    expect(memoSlots(backend!)).toHaveLength(1);
    const planted = await ours(replaceSampledTexture, { MOBILEGL_PIPE_PUSH: 'all' }, slotOnly);
    expect(planted.image).toEqual([...RED]);
  });

  it('skips a texture\'s check and sync only while no call could have moved it: texels and parameters changed since are sampled', async () => {
    const blue = [...BLUE];
    const black = Array.from({ length: S * S }, () => [0, 0, 0, 255]).flat();
    expect(await reference(rewriteSampledTexels)).toEqual(blue);
    expect(await reference(reswizzleSampledTexture)).toEqual(black);
    const texels = await ours(rewriteSampledTexels, { MOBILEGL_PIPE_PUSH: 'all' });
    expect(texels.image).toEqual(blue);
    // The binds alone between draws were partial prepares: the memo's case (as in textureSwap).
    expect(texels.gate.partial).toBeGreaterThanOrEqual(2);
    expect((await ours(reswizzleSampledTexture, { MOBILEGL_PIPE_PUSH: 'all' })).image).toEqual(black);
    // The planted fault: a memo no call invalidates samples red's old texels and its old swizzle.
    expect((await ours(rewriteSampledTexels, { MOBILEGL_PIPE_PUSH: 'all' }, sampledEpochsIgnoreCalls)).image).toEqual([...RED]);
    expect((await ours(reswizzleSampledTexture, { MOBILEGL_PIPE_PUSH: 'all' }, sampledEpochsIgnoreCalls)).image).toEqual([...RED]);
  });
});
