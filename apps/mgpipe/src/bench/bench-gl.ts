// The GL calls a bench batch makes, in the GL interface's shape, so one batch runs on both sides: our stack (the
// `GL` object satisfies this interface as it is) and a native GLES context (`nativeBenchGL`). The calls a batch's
// loop makes are the native entry points themselves, not wrappers, so the native lane stays the floor.
import { directGl as native } from '@mgpipe/native-gl';

export interface BenchGL {
  createShader(type: number): number;
  shaderSource(shader: number, source: string): void;
  compileShader(shader: number): void;
  createProgram(): number;
  attachShader(program: number, shader: number): void;
  linkProgram(program: number): void;
  useProgram(program: number): void;
  getUniformLocation(program: number, name: string): number;
  uniform1i(location: number, v0: number): void;
  uniform4f(location: number, v0: number, v1: number, v2: number, v3: number): void;
  genVertexArrays(n: number): number[];
  genBuffers(n: number): number[];
  genTextures(n: number): number[];
  bindVertexArray(array: number): void;
  bindBuffer(target: number, buffer: number): void;
  bufferData(target: number, size: number, data: Float32Array, usage: number): void;
  enableVertexAttribArray(index: number): void;
  vertexAttribPointer(index: number, size: number, type: number, normalized: boolean, stride: number, offset: number): void;
  activeTexture(texture: number): void;
  bindTexture(target: number, texture: number): void;
  texParameteri(target: number, pname: number, param: number): void;
  texImage2D(target: number, level: number, internalformat: number, width: number, height: number, border: number, format: number, type: number, pixels: Uint8Array | null): void;
  texSubImage2D(target: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, type: number, pixels: Uint8Array): void;
  enable(cap: number): void;
  disable(cap: number): void;
  blendFunc(sfactor: number, dfactor: number): void;
  drawArrays(mode: number, first: number, count: number): void;
}

/** Swallows a draw: the native lane's "draws dropped before the driver", like GlesBackendOptions.nullDraws. */
function dropDraw(_mode: number, _first: number, _count: number): void {
  // nothing reaches the driver
}

/** The native GLES entry points behind `BenchGL` (the current context's); `nullDraws` drops the draw calls. */
export function nativeBenchGL(nullDraws: boolean): BenchGL {
  const gen = (fn: (n: number, out: Uint32Array) => void) => (n: number) => {
    const names = new Uint32Array(n);
    fn(n, names);
    return [...names];
  };
  return {
    createShader: native.glCreateShader,
    shaderSource: (shader, source) => native.glShaderSource(shader, 1, [source], null),
    compileShader: native.glCompileShader,
    createProgram: native.glCreateProgram,
    attachShader: native.glAttachShader,
    linkProgram: native.glLinkProgram,
    useProgram: native.glUseProgram,
    getUniformLocation: native.glGetUniformLocation,
    uniform1i: native.glUniform1i,
    uniform4f: native.glUniform4f,
    genVertexArrays: gen(native.glGenVertexArrays),
    genBuffers: gen(native.glGenBuffers),
    genTextures: gen(native.glGenTextures),
    bindVertexArray: native.glBindVertexArray,
    bindBuffer: native.glBindBuffer,
    bufferData: native.glBufferData,
    enableVertexAttribArray: native.glEnableVertexAttribArray,
    vertexAttribPointer: (index, size, type, normalized, stride, offset) => native.glVertexAttribPointer(index, size, type, normalized ? 1 : 0, stride, offset),
    activeTexture: native.glActiveTexture,
    bindTexture: native.glBindTexture,
    texParameteri: native.glTexParameteri,
    texImage2D: native.glTexImage2D,
    texSubImage2D: native.glTexSubImage2D,
    enable: native.glEnable,
    disable: native.glDisable,
    blendFunc: native.glBlendFunc,
    drawArrays: nullDraws ? dropDraw : native.glDrawArrays,
  };
}
