// Default-block uniform variables used in part, on both lanes: Mesa's desktop GL (the reference) makes every leaf of a
// variable it keeps an active uniform (piglit's arb_gl_spirv/execution/ubo/array-complex counts 17 active uniforms
// where glslang's reflection alone gave 12), except that a one-dimensional top-level array without an initializer
// keeps the elements up to the highest one used; and a uniform with an initializer is active even if never read. Compared here: every active uniform's name, type and size (the
// order and the automatic locations are each implementation's), the locations of a variable with an explicit one
// (consecutive from it, leaf by leaf), and that a leaf the shader never reads still takes glUniform* and gives the
// value back, and that an atomic counter buffer's active variable still names its counter. Negative control:
// glslang's own reflection of the same program (what our lane listed before) differs from the reference's list.
import type { GL } from '@mgpipe/gl-api';
import type { LaneFactory } from '@mgpipe/harness';
import { compileProgram } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { bothLanes } from './both-lanes.ts';

const lanes = bothLanes();

const VS = `#version 450
layout(location = 0) in vec4 pos;
void main() { gl_Position = pos; }`;
// struct_array: only [1].c4 read (explicit location: every leaf located from 6). s: [1] of 4 read (cut to 2).
// f: an array of arrays (never cut). t: initialized (never cut). tt: a sampler leaf read, the other leaves not.
// unread: initialized, never read.
const FS = `#version 450
struct S { vec3 c3[3]; vec4 c4; mat2 m22[3]; };
struct P { float a; vec2 b; };
struct T { sampler2D t; float a; };
layout(location = 6) uniform S struct_array[2];
uniform P s[4];
uniform float f[4][3];
uniform P t[3] = P[3](P(1.0, vec2(2.0)), P(3.0, vec2(4.0)), P(5.0, vec2(6.0)));
uniform T tt;
uniform vec2 unread = vec2(2.5, 3.5);
layout(location = 0) out vec4 color;
void main() { color = struct_array[1].c4 + vec4(s[1].a + f[1][2] + t[0].a) + texture(tt.t, vec2(0.5)); }`;

interface Listed {
  /** "name type size", sorted. */
  uniforms: string[];
  /** name → location of the struct_array leaves. */
  explicit: Record<string, number>;
}

/** VS with `fs`, linked on the lane's context (a failed link throws, naming the lane). */
function linked(gl: GL, lane: string, fs: string): number {
  const p = gl.createProgram();
  for (const [type, source] of [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, fs]] as const) {
    const s = gl.createShader(type);
    gl.shaderSource(s, source);
    gl.compileShader(s);
    gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  if (gl.getProgramiv(p, gl.LINK_STATUS) !== gl.TRUE) throw new Error(`${lane}: link: ${gl.getProgramInfoLog(p)}`);
  return p;
}

function activeUniforms(lane: LaneFactory): Listed {
  const l = lane({ width: 4, height: 4 });
  try {
    l.makeCurrent();
    const gl: GL = l.gl;
    const p = linked(gl, l.name, FS);
    const uniforms: string[] = [];
    const explicit: Record<string, number> = {};
    for (let i = 0; i < gl.getProgramiv(p, gl.ACTIVE_UNIFORMS); i++) {
      const name = gl.getProgramResourceName(p, gl.UNIFORM, i);
      const [type, size, location] = gl.getProgramResourceiv(p, gl.UNIFORM, i, [gl.TYPE, gl.ARRAY_SIZE, gl.LOCATION]);
      uniforms.push(`${name} 0x${type.toString(16)} ${size}`);
      if (name.startsWith('struct_array')) explicit[name] = location;
    }
    expect(gl.getError(), `${l.name}: GL error`).toBe(gl.NO_ERROR);
    return { uniforms: uniforms.sort(), explicit };
  } finally {
    l.destroy();
  }
}

/** glUniform4f on struct_array[0].c4 (never read), t[2].b's and unread's initial values, read back; GL errors on the way. */
function unreadLeaf(lane: LaneFactory): { written: number[]; initial: number[]; unread: number[]; error: number } {
  const l = lane({ width: 4, height: 4 });
  try {
    l.makeCurrent();
    const gl: GL = l.gl;
    const p = gl.createProgram();
    for (const [type, source] of [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]] as const) {
      const s = gl.createShader(type);
      gl.shaderSource(s, source);
      gl.compileShader(s);
      gl.attachShader(p, s);
    }
    gl.linkProgram(p);
    gl.useProgram(p);
    gl.uniform4f(gl.getUniformLocation(p, 'struct_array[0].c4'), 0.25, 0.5, 0.75, 1);
    const written = gl.getUniformfv(p, gl.getUniformLocation(p, 'struct_array[0].c4'));
    const initial = gl.getUniformfv(p, gl.getUniformLocation(p, 't[2].b'));
    const unread = gl.getUniformfv(p, gl.getUniformLocation(p, 'unread'));
    return { written: [...written], initial: [...initial], unread: [...unread], error: gl.getError() };
  } finally {
    l.destroy();
  }
}

// Leaves added before an atomic counter move it down the uniform list: its buffer's active variable must follow it.
const COUNTER_FS = `#version 450
struct P { float a; vec2 b; };
uniform P s[2];
layout(binding = 0, offset = 0) uniform atomic_uint ac;
layout(location = 0) out vec4 color;
void main() { color = vec4(s[1].a) + vec4(float(atomicCounterIncrement(ac))); }`;

/** The names of the uniforms ATOMIC_COUNTER_BUFFER 0 lists as its active variables. */
function counterBufferMembers(lane: LaneFactory): string[] {
  const l = lane({ width: 4, height: 4 });
  try {
    l.makeCurrent();
    const gl: GL = l.gl;
    const p = linked(gl, l.name, COUNTER_FS);
    const members = gl.getProgramResourceiv(p, gl.ATOMIC_COUNTER_BUFFER, 0, [gl.ACTIVE_VARIABLES]);
    return members.map((i) => gl.getProgramResourceName(p, gl.UNIFORM, i));
  } finally {
    l.destroy();
  }
}

/** glslang's reflection of the program alone (no link-time rules): its default-block uniforms, as activeUniforms lists them. */
function glslangOwnList(): string[] {
  const r = compileProgram({ stages: [{ stage: 'vertex', source: VS }, { stage: 'fragment', source: FS }] });
  if (!r.ok || r.reflection === null) throw new Error(r.log);
  return r.reflection.uniforms.map((u) => `${u.name} 0x${u.type.toString(16)} ${u.arraySize}`).sort();
}

describe('a uniform variable used in part lists all its leaves, as Mesa does', () => {
  it('names, types and sizes of the active uniforms are the reference lane\'s', () => {
    const reference = activeUniforms(lanes.reference);
    // The reference's own list, counted: struct_array 2 × 3 leaves, s cut to 2 × 2, f 4 entries, t 3 × 2, tt 2, unread 1.
    expect(reference.uniforms.length, 'reference lane').toBe(6 + 4 + 4 + 6 + 2 + 1);
    const ours = activeUniforms(lanes.ours);
    expect(ours.uniforms).toEqual(reference.uniforms);
    // Explicit location 6: c3 takes 3 locations, c4 1, m22 3; struct_array[1] starts at 13.
    expect(reference.explicit, 'reference lane').toEqual({
      'struct_array[0].c3[0]': 6, 'struct_array[0].c4': 9, 'struct_array[0].m22[0]': 10,
      'struct_array[1].c3[0]': 13, 'struct_array[1].c4': 16, 'struct_array[1].m22[0]': 17,
    });
    expect(ours.explicit).toEqual(reference.explicit);
    // Negative control: the leaves glslang's reflection reports by itself are not the reference's list.
    expect(glslangOwnList()).not.toEqual(reference.uniforms);
  });

  it('a leaf the shader never reads takes glUniform* and gives the value back; an unread initializer is set', () => {
    const reference = unreadLeaf(lanes.reference);
    expect(reference, 'reference lane').toEqual({ written: [0.25, 0.5, 0.75, 1], initial: [6, 6], unread: [2.5, 3.5], error: 0 });
    expect(unreadLeaf(lanes.ours)).toEqual(reference);
  });

  it('an atomic counter buffer still lists its counter after the added leaves', () => {
    expect(counterBufferMembers(lanes.reference), 'reference lane').toEqual(['ac']);
    expect(counterBufferMembers(lanes.ours)).toEqual(['ac']);
  });
});
