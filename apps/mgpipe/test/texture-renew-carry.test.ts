// A mutable texture bound to an image unit moves to immutable driver storage on GLES (glBindImageTexture takes only
// immutable textures: BackendTexture.makeImmutable); a later texImage2D of another level needs mutable storage again,
// so the twin takes a new driver name (renew). The images whose definition did not move must keep what the GPU wrote
// into them — here a compute shader's imageStore, which the client's shadow never saw (carryOver copies them on the
// GPU). Expected image: a stated computation (every texel the compute shader wrote) and Mesa's desktop GL, pushed
// under verify and pulled.
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { fullQuadVao, program } from '@mgpipe/scenarios';
import { onOurLane, onReferenceLane } from './scene-lanes.ts';

const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

const S = 4;
const CS = `#version 430 core
layout(local_size_x = 4, local_size_y = 4) in;
layout(rgba8, binding = 0) writeonly uniform image2D img;
void main() { imageStore(img, ivec2(gl_GlobalInvocationID.xy), vec4(1.0, 0.0, float(gl_GlobalInvocationID.x) / 4.0, 1.0)); }
`;
const VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nvoid main() { gl_Position = vec4(p, 0.0, 1.0); }\n';
const FS = '#version 330 core\nuniform sampler2D t;\nout vec4 o;\nvoid main() { o = textureLod(t, gl_FragCoord.xy / 4.0, 0.0); }\n';

function computeProgram(gl: GL): number {
  const prog = gl.createProgram();
  const shader = gl.createShader(gl.COMPUTE_SHADER);
  gl.shaderSource(shader, CS);
  gl.compileShader(shader);
  if (gl.getShaderiv(shader, gl.COMPILE_STATUS) !== gl.TRUE) throw new Error(`compute shader: ${gl.getShaderInfoLog(shader)}`);
  gl.attachShader(prog, shader);
  gl.linkProgram(prog);
  if (gl.getProgramiv(prog, gl.LINK_STATUS) !== gl.TRUE) throw new Error(`compute program: ${gl.getProgramInfoLog(prog)}`);
  return prog;
}

/** Gray level 0 uploaded, the compute shader writes it through an image unit, then texImage2D(level 1); level 0 drawn. */
function scene(gl: GL): number[] {
  const [tex] = gl.genTextures(1);
  gl.bindTexture(gl.TEXTURE_2D, tex!);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, S, S, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(S * S * 4).fill(128));
  gl.useProgram(computeProgram(gl));
  gl.bindImageTexture(0, tex!, 0, false, 0, gl.WRITE_ONLY, gl.RGBA8);
  gl.dispatchCompute(1, 1, 1);
  gl.memoryBarrier(gl.TEXTURE_FETCH_BARRIER_BIT | gl.SHADER_IMAGE_ACCESS_BARRIER_BIT);
  gl.bindImageTexture(0, 0, 0, false, 0, gl.WRITE_ONLY, gl.RGBA8);
  // Another level: the texture's shape moves (a respecify of the resource), level 0's definition does not.
  gl.texImage2D(gl.TEXTURE_2D, 1, gl.RGBA8, S / 2, S / 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(S * S).fill(7));
  gl.useProgram(program(gl, VS, FS));
  fullQuadVao(gl);
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  const out = new Uint8Array(S * S * 4);
  gl.readPixels(0, 0, S, S, gl.RGBA, gl.UNSIGNED_BYTE, out);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return [...out];
}

/** What the compute shader wrote: (255, 0, x / 4 * 255 rounded, 255) at every texel, rows bottom-up. */
const WRITTEN = Array.from({ length: S * S }, (_, i) => [255, 0, Math.round(((i % S) / 4) * 255), 255]).flat();

const ours = (env: Record<string, string>) => onOurLane(lanes, S, scene, env);

describe('a renewed image-bound texture keeps what the GPU wrote into its unchanged images', () => {
  it('pushed (verify) and pulled, against the stated computation and Mesa', async () => {
    const pushed = await ours({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1' });
    const pulled = await ours({ MOBILEGL_PIPE_PUSH: 'none', MOBILEGL_PIPE_ALIAS: 'none' });
    expect(pushed).toEqual(WRITTEN);
    expect(pulled).toEqual(WRITTEN);
    expect(await onReferenceLane(lanes, S, scene)).toEqual(WRITTEN);
  });
});
