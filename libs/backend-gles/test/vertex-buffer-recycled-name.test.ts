// A vertex buffer deleted and another created in its place: GLES drivers hand the freed name out again (NVIDIA at
// once), and deleting a buffer unbinds it from the current VAO. A VAO memo that said "binding 0 holds name N" then
// skipped glBindVertexBuffer for the new buffer N, the enabled attribute read from no buffer, and NVIDIA's driver
// read client address 0 (SIGSEGV in 108 of piglit's 296 sample tests on an H200). Mesa does not hand a freed name
// out again at once, so the memo rule is tested on BackendVertexArray over a driver that does (a recording stand-in
// whose names are chosen by the test); the lane test below draws the same sequence end to end.
import { DriverBindings, VertexBufferSet, VertexElementsView } from '@mgpipe/gles-core';
import { createFrontEndGL } from '@mgpipe/gl-impl';
import { BackendVertexArray } from '@mgpipe/gles-vertex-elements';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import { afterEach, describe, expect, it } from 'vitest';
import { createDriverCallSink, createGlesBackend, type GlesBackend } from '../src/index.ts';

/** A driver stand-in that records every call as `fn(args)`; it answers glGetIntegerv with 16 and names VAOs 1. */
function recordingDriver(): { gl: GLEntryPoints; calls: string[] } {
  const calls: string[] = [];
  const gl = new Proxy({}, {
    get: (_t, fn: string) => (...args: unknown[]) => {
      if (fn === 'glGetIntegerv' || fn === 'glGenVertexArrays') (args[args.length - 1] as Int32Array | Uint32Array)[0] = fn === 'glGetIntegerv' ? 16 : 1;
      else calls.push(`${fn}(${args.join(', ')})`);
    },
  }) as GLEntryPoints;
  return { gl, calls };
}

describe('BackendVertexArray memos over a driver that hands a freed buffer name out again', () => {
  function rig() {
    const { gl, calls } = recordingDriver();
    const bindings = new DriverBindings(gl);
    const vao = new BackendVertexArray(gl, bindings);
    const el = new VertexElementsView();
    Object.assign(el.attribs[0], { enabled: true, size: 2, type: GL.FLOAT });
    el.key = 1;
    const set = new VertexBufferSet();
    set.strides[0] = 8;
    set.version = 1;
    vao.syncConfig(gl, el, set.spanMask);
    const range = { maxVertex: 3, instanceCount: 1, baseInstance: 0 };
    const draw = (name: number) => {
      calls.length = 0;
      vao.syncBindings(gl, el, set, range, () => name, null as never);
      return [...calls];
    };
    return { gl, bindings, vao, set, draw, calls };
  }

  it('binding 0: name 2 bound, buffer 2 deleted, a new buffer named 2 → bound again', () => {
    const { bindings, set, draw } = rig();
    expect(draw(2)).toEqual(['glBindVertexBuffer(0, 2, 0, 8)']);
    bindings.forgetBuffer(2); // glDeleteBuffers(2): the current VAO's binding 0 is now 0
    set.version++;
    expect(draw(2)).toEqual(['glBindVertexBuffer(0, 2, 0, 8)']);
  });

  it('without a deletion the memo still skips the redundant bind (the rule costs nothing per draw)', () => {
    const { set, draw } = rig();
    draw(2);
    set.version++;
    expect(draw(2)).toEqual([]);
  });

  it('the element buffer: deleted and recreated under the same name → glBindBuffer again', () => {
    const { gl, bindings, vao, calls } = rig();
    calls.length = 0;
    vao.bindElementBuffer(gl, 5);
    vao.bindElementBuffer(gl, 5);
    expect(calls).toEqual([`glBindBuffer(${GL.ELEMENT_ARRAY_BUFFER}, 5)`]);
    bindings.forgetBuffer(5);
    vao.bindElementBuffer(gl, 5);
    expect(calls).toEqual([`glBindBuffer(${GL.ELEMENT_ARRAY_BUFFER}, 5)`, `glBindBuffer(${GL.ELEMENT_ARRAY_BUFFER}, 5)`]);
  });
});

let backend: GlesBackend | null = null;
afterEach(() => { backend?.destroy(); backend = null; });

describe('vertex buffer deleted, a new one created in its place, on our lane', () => {
  it('the next draw binds the live buffer (no memo of the freed name survives the deletion), and draws', () => {
    const sink = createDriverCallSink();
    backend = createGlesBackend({ width: 4, height: 4, recordDriverCalls: sink });
    const gl = createFrontEndGL({ width: 4, height: 4, backend }).gl;
    backend.makeCurrent();
    const p = gl.createProgram();
    for (const [type, src] of [[gl.VERTEX_SHADER, '#version 330 core\nlayout(location = 0) in vec2 v;\nvoid main() { gl_Position = vec4(v, 0.0, 1.0); }\n'],
      [gl.FRAGMENT_SHADER, '#version 330 core\nuniform vec4 color;\nout vec4 o;\nvoid main() { o = color; }\n']] as const) {
      const s = gl.createShader(type);
      gl.shaderSource(s, src);
      gl.compileShader(s);
      gl.attachShader(p, s);
    }
    gl.linkProgram(p);
    gl.useProgram(p);
    const color = gl.getUniformLocation(p, 'color');
    const vao = gl.genVertexArrays(1)[0];
    gl.bindVertexArray(vao);
    const quad = (red: number) => {
      const b = gl.genBuffers(1)[0];
      gl.bindBuffer(gl.ARRAY_BUFFER, b);
      gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
      gl.enableVertexAttribArray(0);
      gl.uniform4f(color, red, 1 - red, 0, 1);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      gl.deleteBuffers([b]);
    };
    quad(1);
    quad(0);
    const pixel = new Uint8Array(4);
    gl.readPixels(1, 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    expect([...pixel]).toEqual([0, 255, 0, 255]);
    expect(gl.getError()).toBe(gl.NO_ERROR);

    // Between the first buffer's deletion and the second draw, binding 0 is bound again, to the buffer just written.
    const lines = sink.lines();
    const draws = lines.flatMap((l, i) => (l.startsWith('glDrawArrays') ? [i] : []));
    expect(draws).toHaveLength(2);
    const deleted = lines.findIndex((l, i) => i > draws[0] && l.startsWith('glDeleteBuffers'));
    const between = lines.slice(deleted, draws[1]);
    const written = between.find((l) => l.startsWith('glBufferData'));
    const target = /^glBufferData\((\w+),/.exec(written ?? '')?.[1];
    const live = between.filter((l) => l.startsWith(`glBindBuffer(${target},`)).map((l) => /, (\d+)\)$/.exec(l)![1]).pop();
    expect(live).toBeDefined();
    expect(between.filter((l) => l.startsWith('glBindVertexBuffer(0,'))).toEqual([`glBindVertexBuffer(0, ${live}, 0, 8)`]);
  });
});
