// The server's draw gate (backend-gles state/call-epoch.ts): with everything pushed, a draw after only render-state
// calls re-syncs the render state and skips the other PrepareForDraw steps; any other call makes the next draw
// prepare in full. Expected images: Mesa's desktop GL (blend) and a stated computation (the texture bound last).
// Negative control: with the epoch frozen (no call bumps it) the draw after a texture bind samples the old texture.
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { GlesBackend } from '@mgpipe/backend-gles';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import { fullQuadVao, nearestTexture, program } from '@mgpipe/scenarios';

const { parsePipeSwitches, SUBSYSTEM_NAMES } = await import('@mgpipe/migration');

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

/** A red texture drawn, then a green one bound (a texture call between two draws) and drawn over it. */
function textureSwap(gl: GL): number[] {
  gl.useProgram(program(gl, VS, TEXTURED_FS));
  fullQuadVao(gl);
  const red = nearestTexture(gl, S, RED);
  const green = nearestTexture(gl, S, GREEN);
  gl.bindTexture(gl.TEXTURE_2D, red);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.bindTexture(gl.TEXTURE_2D, green);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  return read(gl);
}

interface Ours { image: number[]; gate: { gated: number; full: number } }

async function ours(scene: (gl: GL) => number[], env: Record<string, string>, freezeEpoch = false): Promise<Ours> {
  let backend: GlesBackend | null = null;
  const lane = (await glesLane({
    switches: parsePipeSwitches(env, {}, 'gles'),
    backendTap: (b) => {
      backend = b as GlesBackend;
      if (freezeEpoch) freeze(backend);
    },
  }))({ width: S, height: S });
  lanes.push(lane);
  lane.makeCurrent();
  const image = scene(lane.gl);
  expect(lane.verifyReport?.().divergences ?? 0).toBe(0);
  return { image, gate: { ...backend!.drawGate } };
}

/** The planted fault: every call puts the epoch back as it found it, so no call makes the next draw prepare in full. */
function freeze(backend: GlesBackend): void {
  const device = backend.device;
  for (const table of [backend.pipeContext, backend.pipeScreen] as unknown as Record<string, ((p: unknown) => unknown) | null>[]) {
    for (const name of Object.keys(table)) {
      const f = table[name];
      if (typeof f !== 'function') continue;
      table[name] = (p: unknown) => {
        const epoch = device.callEpoch;
        const r = f(p);
        device.callEpoch = epoch;
        return r;
      };
    }
  }
}

async function reference(scene: (gl: GL) => number[]): Promise<number[]> {
  const lane = (await referenceLane())({ width: S, height: S });
  lanes.push(lane);
  lane.makeCurrent();
  return scene(lane.gl);
}

describe('the server draw gate (everything pushed)', () => {
  it('prepares a draw after only render-state calls by the render state alone, with Mesa\'s image', async () => {
    const pushed = await ours(blendToggle, { MOBILEGL_PIPE_PUSH: 'all' });
    const mesa = await reference(blendToggle);
    expect(pushed.image).toEqual(mesa);
    // The clear before the first draw is a call; then 8 draws follow only enable / disable (bind_render_state).
    expect(pushed.gate).toEqual({ gated: 8, full: 1 });
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

  it('prepares in full after any other call: the second draw samples the texture bound last', async () => {
    const green = [...GREEN];
    const pushed = await ours(textureSwap, { MOBILEGL_PIPE_PUSH: 'all' });
    expect(pushed.image).toEqual(green);
    expect(pushed.gate).toEqual({ gated: 0, full: 2 });
    // The planted fault: with the epoch frozen the second draw is gated and keeps the red texture bound.
    const frozen = await ours(textureSwap, { MOBILEGL_PIPE_PUSH: 'all' }, true);
    expect(frozen.gate.gated).toBe(1);
    expect(frozen.image).toEqual([...RED]);
  });
});
