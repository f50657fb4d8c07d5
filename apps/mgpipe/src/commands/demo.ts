// `mgpipe demo`: until the front end and the GLES backend exist (issues 3 and 4), the demo is the
// native layer's proof of life: a shaded triangle drawn through a headless OpenGL ES 3.2 context on
// Mesa (EGL surfaceless), read back and written as out/demo.png.
import { join, resolve } from 'node:path';
import { createContext, gl, GL } from '@mgpipe/native-gl';
import { writeGlPixelsAsPng } from '@mgpipe/harness';
import type { ParsedArgs } from '../util/args.ts';

const WIDTH = 256;
const HEIGHT = 256;

const VERTEX_SHADER = `#version 300 es
layout(location = 0) in vec2 position;
layout(location = 1) in vec3 color;
out vec3 vColor;
void main() { vColor = color; gl_Position = vec4(position, 0.0, 1.0); }
`;
const FRAGMENT_SHADER = `#version 300 es
precision highp float;
in vec3 vColor;
out vec4 fragColor;
void main() { fragColor = vec4(vColor, 1.0); }
`;

function infoLog(
  query: (object: number, bufSize: number, length: Int32Array | null, log: Uint8Array) => void,
  object: number,
): string {
  const length = new Int32Array(1);
  const log = new Uint8Array(4096);
  query(object, log.length, length, log);
  return new TextDecoder().decode(log.subarray(0, length[0]));
}

function compile(type: number, source: string): number {
  const shader = gl.glCreateShader(type);
  gl.glShaderSource(shader, 1, [source], null);
  gl.glCompileShader(shader);
  const status = new Int32Array(1);
  gl.glGetShaderiv(shader, GL.COMPILE_STATUS, status);
  if (status[0] !== GL.TRUE) throw new Error(`demo shader failed to compile:\n${infoLog(gl.glGetShaderInfoLog, shader)}`);
  return shader;
}

export async function runDemo(args: ParsedArgs): Promise<number> {
  const outDir = resolve(String(args.flags.get('out') ?? 'out'));
  const context = createContext({ api: 'gles', major: 3, minor: 2 });
  try {
    context.makeCurrent();
    const info = context.info();

    const fbo = new Uint32Array(1);
    const rb = new Uint32Array(1);
    gl.glGenFramebuffers(1, fbo);
    gl.glGenRenderbuffers(1, rb);
    gl.glBindRenderbuffer(GL.RENDERBUFFER, rb[0]);
    gl.glRenderbufferStorage(GL.RENDERBUFFER, GL.RGBA8, WIDTH, HEIGHT);
    gl.glBindFramebuffer(GL.FRAMEBUFFER, fbo[0]);
    gl.glFramebufferRenderbuffer(GL.FRAMEBUFFER, GL.COLOR_ATTACHMENT0, GL.RENDERBUFFER, rb[0]);
    if (gl.glCheckFramebufferStatus(GL.FRAMEBUFFER) !== GL.FRAMEBUFFER_COMPLETE) {
      throw new Error('demo framebuffer is incomplete');
    }

    const program = gl.glCreateProgram();
    gl.glAttachShader(program, compile(GL.VERTEX_SHADER, VERTEX_SHADER));
    gl.glAttachShader(program, compile(GL.FRAGMENT_SHADER, FRAGMENT_SHADER));
    gl.glLinkProgram(program);
    const linked = new Int32Array(1);
    gl.glGetProgramiv(program, GL.LINK_STATUS, linked);
    if (linked[0] !== GL.TRUE) throw new Error(`demo program failed to link:\n${infoLog(gl.glGetProgramInfoLog, program)}`);

    // x, y, r, g, b per vertex: one primary at each corner, interpolated across the face.
    const vertices = new Float32Array([-0.8, -0.8, 1, 0, 0, 0.8, -0.8, 0, 1, 0, 0.0, 0.8, 0, 0, 1]);
    const vao = new Uint32Array(1);
    const vbo = new Uint32Array(1);
    gl.glGenVertexArrays(1, vao);
    gl.glBindVertexArray(vao[0]);
    gl.glGenBuffers(1, vbo);
    gl.glBindBuffer(GL.ARRAY_BUFFER, vbo[0]);
    gl.glBufferData(GL.ARRAY_BUFFER, vertices.byteLength, vertices, GL.STATIC_DRAW);
    gl.glEnableVertexAttribArray(0);
    gl.glVertexAttribPointer(0, 2, GL.FLOAT, GL.FALSE, 20, 0);
    gl.glEnableVertexAttribArray(1);
    gl.glVertexAttribPointer(1, 3, GL.FLOAT, GL.FALSE, 20, 8);

    gl.glViewport(0, 0, WIDTH, HEIGHT);
    gl.glClearColor(0.08, 0.08, 0.1, 1);
    gl.glClear(GL.COLOR_BUFFER_BIT);
    gl.glUseProgram(program);
    gl.glDrawArrays(GL.TRIANGLES, 0, 3);

    const pixels = new Uint8Array(WIDTH * HEIGHT * 4);
    gl.glReadPixels(0, 0, WIDTH, HEIGHT, GL.RGBA, GL.UNSIGNED_BYTE, pixels);
    const error = gl.glGetError();
    if (error !== GL.NO_ERROR) throw new Error(`GL error 0x${error.toString(16)} while rendering the demo`);

    const path = join(outDir, 'demo.png');
    writeGlPixelsAsPng(path, WIDTH, HEIGHT, pixels);
    process.stdout.write(`demo: shaded triangle through ${info.renderer} | ${info.version}\n${path}\n`);
    return 0;
  } finally {
    context.destroy();
  }
}
