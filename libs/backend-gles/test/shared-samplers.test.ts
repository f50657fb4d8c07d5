// Textures' own sampler state as driver samplers shared by equal parameters (gles-textures shared-samplers.ts): a
// shared sampler must hold exactly the parameters of every texture that uses it, so each parameter the driver is given
// must be part of the key (planted: a key without one of them would hand a texture another's filter or wrap), and the
// last texture to let go deletes it. On the lane: switching between textures of equal parameters binds no sampler.
import type { GL as GLInterface } from '@mgpipe/gl-api';
import { SharedSamplers } from '@mgpipe/gles-textures';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { BorderColorForm, GL, SamplerParameters } from '@mgpipe/value-types';
import { afterEach, describe, expect, it } from 'vitest';
import { createDriverCallSink, type GlesBackend } from '../src/index.ts';
import { linkedProgram, openFrontEnd } from './helpers.ts';

/** Tests that do not look at deletions. */
const ignoreDeletion = (_name: number): void => undefined;

/** A driver that keeps each sampler's parameters as given (pname → value; the border colour as its array and form). */
function samplerDriver() {
  const state = new Map<number, Map<number, string>>();
  let next = 0;
  const set = (s: number, pname: number, v: string) => state.get(s)!.set(pname, v);
  const gl = new Proxy({
    glGenSamplers: (_n: number, out: Uint32Array) => { out[0] = ++next; state.set(out[0], new Map()); },
    glDeleteSamplers: (_n: number, names: Uint32Array) => { state.delete(names[0]); },
    glSamplerParameteri: (s: number, pname: number, v: number) => set(s, pname, `i${v}`),
    glSamplerParameterf: (s: number, pname: number, v: number) => set(s, pname, `f${Object.is(v, -0) ? '-0' : v}`),
    glSamplerParameterfv: (s: number, pname: number, v: Float32Array) => set(s, pname, `fv${[...v].join(',')}`),
    glSamplerParameterIiv: (s: number, pname: number, v: Int32Array) => set(s, pname, `Iiv${[...v].join(',')}`),
    glSamplerParameterIuiv: (s: number, pname: number, v: Uint32Array) => set(s, pname, `Iuiv${[...v].join(',')}`),
  } as Record<string, unknown>, { get: (t, k) => t[k as string] ?? (() => undefined) }) as unknown as GLEntryPoints;
  return { gl, state };
}

/** Every parameter applySamplerParameters gives the driver, each changed from the defaults in one variant. */
const VARIANTS: readonly (readonly [string, (p: SamplerParameters) => void])[] = [
  ['minFilter', (p) => { p.minFilter = GL.NEAREST; }],
  ['magFilter', (p) => { p.magFilter = GL.NEAREST; }],
  ['wrapS', (p) => { p.wrapS = GL.CLAMP_TO_EDGE; }],
  ['wrapT', (p) => { p.wrapT = GL.CLAMP_TO_EDGE; }],
  ['wrapR', (p) => { p.wrapR = GL.CLAMP_TO_EDGE; }],
  ['minLod', (p) => { p.minLod = 2; }],
  ['minLod -0', (p) => { p.minLod = -0; }],
  ['maxLod', (p) => { p.maxLod = 3; }],
  ['compareMode', (p) => { p.compareMode = GL.COMPARE_REF_TO_TEXTURE; }],
  ['compareFunc', (p) => { p.compareFunc = GL.GREATER; }],
  ['maxAnisotropy', (p) => { p.maxAnisotropy = 4; }],
  ['borderColor', (p) => { p.borderColor[2] = 0.5; }],
  ['borderColor form Int', (p) => { p.borderColorForm = BorderColorForm.Int; }],
  ['borderColorI', (p) => { p.borderColorForm = BorderColorForm.Int; p.borderColorI[1] = 7; }],
  ['borderColorUI', (p) => { p.borderColorForm = BorderColorForm.Uint; p.borderColorUI[3] = 9; }],
];

function variant(change: (p: SamplerParameters) => void): SamplerParameters {
  const p = new SamplerParameters();
  change(p);
  return p;
}

describe('SharedSamplers', () => {
  it('parameters that differ in any one applied parameter get samplers of their own, each holding exactly its parameters', () => {
    const { gl, state } = samplerDriver();
    const shared = new SharedSamplers(gl, ignoreDeletion);
    const base = shared.acquire(new SamplerParameters(), true);
    const names = new Set([base]);
    for (const [what, change] of VARIANTS) {
      const name = shared.acquire(variant(change), true);
      expect(names.has(name), what).toBe(false);
      names.add(name);
      // What a sampler of its own would hold: the same parameters applied to a fresh driver sampler.
      const alone = new SharedSamplers(gl, ignoreDeletion).acquire(variant(change), true);
      expect(state.get(name), what).toEqual(state.get(alone));
    }
    expect(state.get(base)!.get(GL.TEXTURE_MIN_FILTER)).toBe(`i${GL.NEAREST_MIPMAP_LINEAR}`);
  });

  it('equal parameters share one sampler; the last release deletes it and reports it', () => {
    const { gl, state } = samplerDriver();
    const deleted: number[] = [];
    const shared = new SharedSamplers(gl, (n) => deleted.push(n));
    const a = shared.acquire(variant((p) => { p.wrapS = GL.CLAMP_TO_EDGE; }), true);
    const b = shared.acquire(variant((p) => { p.wrapS = GL.CLAMP_TO_EDGE; }), true);
    expect(b).toBe(a);
    expect(shared.size).toBe(1);
    shared.release(a);
    expect(state.has(a)).toBe(true);
    expect(deleted).toEqual([]);
    shared.release(b);
    expect(state.has(a)).toBe(false);
    expect(deleted).toEqual([a]);
    expect(() => shared.release(a)).toThrow(/not held/);
  });

  it('maxAnisotropy is not sampler state the driver gets without the extension, so it does not split samplers then', () => {
    const { gl } = samplerDriver();
    const shared = new SharedSamplers(gl, ignoreDeletion);
    expect(shared.acquire(variant((p) => { p.maxAnisotropy = 4; }), false)).toBe(shared.acquire(new SamplerParameters(), false));
  });
});

let backend: GlesBackend | null = null;
afterEach(() => { backend?.destroy(); backend = null; });

// The texture twins and their samplers are the same whether textures are pushed or pulled (this lane's default).
describe('textures of equal parameters on our lane', () => {
  /** Draws with textures t0, t1, t0, t1 (one sampler uniform on unit 0); the driver calls of the last two draws. */
  function alternate(setParams: (gl: GLInterface, k: number) => void) {
    const sink = createDriverCallSink();
    const opened = openFrontEnd(4, 4, { recordDriverCalls: sink });
    backend = opened.backend;
    const gl = opened.gl;
    gl.useProgram(linkedProgram(gl, [[gl.VERTEX_SHADER, '#version 330 core\nlayout(location = 0) in vec2 v;\nvoid main() { gl_Position = vec4(v, 0.0, 1.0); }\n'],
      [gl.FRAGMENT_SHADER, '#version 330 core\nuniform sampler2D t;\nout vec4 o;\nvoid main() { o = texture(t, vec2(0.5)); }\n']]));
    const vao = gl.genVertexArrays(1)[0];
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, gl.genBuffers(1)[0]);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    gl.enableVertexAttribArray(0);
    const colors = [[255, 0, 0, 255], [0, 0, 255, 255]];
    const textures = gl.genTextures(2);
    textures.forEach((t, k) => {
      gl.bindTexture(gl.TEXTURE_2D, t);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(colors[k]));
      setParams(gl, k);
    });
    const pixels: number[][] = [];
    for (let i = 0; i < 4; i++) {
      if (i === 2) sink.clear();
      gl.bindTexture(gl.TEXTURE_2D, textures[i & 1]);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
      const px = new Uint8Array(4);
      gl.readPixels(1, 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      pixels.push([...px]);
    }
    expect(pixels).toEqual([colors[0], colors[1], colors[0], colors[1]]);
    return sink.calls.filter((c) => c.fn === 'glBindSampler').length;
  }

  it('a texture switch binds no sampler when both textures sample alike, and one per switch when they do not', () => {
    const nearest = (gl: GLInterface) => {
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
    };
    expect(alternate((gl) => nearest(gl))).toBe(0);
    backend!.destroy();
    backend = null;
    expect(alternate((gl, k) => {
      nearest(gl);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, k === 0 ? gl.REPEAT : gl.CLAMP_TO_EDGE);
    })).toBe(2);
  });
});
