// The default block's upload (gles-program BackendProgram.uploadUniforms): when the block's content moved, only the
// uniforms whose words differ from what the driver program was last given are uploaded, so a draw loop that moves one
// uniform of four makes one glUniform* a draw. Expected image: Mesa's desktop GL, and a stated computation (the last
// quad's colour over the last offset's quarter). Driver calls counted on the backend's entry points.
// Negative control: with each uniform compared on its first word only, a colour whose later component alone moved is
// not uploaded and the quad keeps the old colour.
import { describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import { BackendProgram } from '@mgpipe/gles-program';
import { buffer, program, rect } from '@mgpipe/scenarios';
import { laneScope, onOurLane, onReferenceLane } from './scene-lanes.ts';

const { lanes, restores } = laneScope();

const S = 8;
const VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nuniform vec4 u_offset;\nuniform mat4 u_m;\nuniform float u_scale;\n' +
  'void main() { gl_Position = u_m * vec4(p * u_scale + u_offset.xy, 0.0, 1.0); }\n';
const FS = '#version 330 core\nuniform vec4 u_color;\nout vec4 o;\nvoid main() { o = u_color; }\n';

/**
 * A quarter-target quad (scaled by u_scale 1, the identity u_m) drawn at the four quarters' offsets in turn, u_offset
 * alone set between draws; before the last, u_color's green alone moves (red -> yellow). Over black: the first three
 * quarters red, the last yellow.
 */
function oneUniformADraw(gl: GL): number[] {
  const p = program(gl, VS, FS);
  gl.useProgram(p);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  buffer(gl, gl.ARRAY_BUFFER, new Float32Array(rect(-1, -1, 0, 0)));
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  const at = (name: string) => gl.getUniformLocation(p, name);
  gl.uniformMatrix4fv(at('u_m'), false, new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]));
  gl.uniform1f(at('u_scale'), 1);
  gl.uniform4f(at('u_color'), 1, 0, 0, 1);
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const offsets = [[0, 0], [1, 0], [0, 1], [1, 1]];
  offsets.forEach(([x, y], k) => {
    if (k === offsets.length - 1) gl.uniform4f(at('u_color'), 1, 1, 0, 1);
    gl.uniform4f(at('u_offset'), x, y, 0, 0);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
  });
  const out = new Uint8Array(S * S * 4);
  gl.readPixels(0, 0, S, S, gl.RGBA, gl.UNSIGNED_BYTE, out);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return [...out];
}

const QUARTERS = Array.from({ length: S * S }, (_, i) => ((i % S) >= S / 2 && i >= (S * S) / 2 ? [255, 255, 0, 255] : [255, 0, 0, 255])).flat();

/** The scene on our lane, everything pushed, with the glUniform*v calls the backend makes counted. */
async function ours(): Promise<{ image: number[]; uniformCalls: number }> {
  let uniformCalls = 0;
  let gl: Record<string, unknown> | null = null;
  const counted: string[] = [];
  try {
    const image = await onOurLane(lanes, S, oneUniformADraw, { MOBILEGL_PIPE_PUSH: 'all' }, (b) => {
      // The entry points are an heir of a frozen table (native-gl call-queue.ts), one a process: the counters are
      // defined on the heir and deleted after the scene.
      gl = (b as unknown as { device: { gl: Record<string, unknown> } }).device.gl;
      for (const name in gl) {
        const f = gl[name];
        // The default block's uploads are the vector forms (a lowered built-in such as the point size uses glUniform1f).
        if (!/^glUniform(Matrix)?\d.*v$/.test(name) || typeof f !== 'function') continue;
        const count = (...args: unknown[]) => { uniformCalls++; return (f as (...a: unknown[]) => unknown)(...args); };
        Object.defineProperty(gl, name, { value: count, enumerable: true, configurable: true, writable: true });
        counted.push(name);
      }
    });
    return { image, uniformCalls };
  } finally {
    for (const name of counted) delete gl![name];
  }
}

describe('the default block is uploaded uniform by uniform, the ones that moved', () => {
  it('one uniform moved a draw is one driver call a draw, with Mesa\'s image', async () => {
    const mesa = await onReferenceLane(lanes, S, oneUniformADraw);
    expect(mesa).toEqual(QUARTERS);
    const pushed = await ours();
    expect(pushed.image).toEqual(mesa);
    // The first draw uploads all four; the next two u_offset alone; the last u_offset and u_color.
    expect(pushed.uniformCalls).toBe(4 + 1 + 1 + 2);
    // The planted fault: each uniform compared on its first word only (u_color's red stands, its green is lost).
    const uploaded = (BackendProgram.prototype as unknown as { uploaded: (i: number, w: number, words: number) => boolean }).uploaded;
    const proto = BackendProgram.prototype as unknown as Record<string, unknown>;
    proto.uploaded = function (this: BackendProgram, i: number, w: number): boolean { return uploaded.call(this, i, w, 1); };
    restores.push(() => { proto.uploaded = uploaded; });
    expect((await ours()).image).not.toEqual(mesa);
  });
});
