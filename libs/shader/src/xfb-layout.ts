// Transform feedback layout of a linked program, GL rules:
//  - glTransformFeedbackVaryings names, when given, decide the capture: INTERLEAVED_ATTRIBS packs them
//    into buffer 0 (gl_NextBuffer moves on to the next buffer, gl_SkipComponents1..4 leave holes),
//    SEPARATE_ATTRIBS puts the i-th varying alone in buffer i;
//  - otherwise the xfb_buffer / xfb_offset / xfb_stride qualifiers of the last pre-rasterization stage
//    (already reflected by glslang, see native-shader's reflection.xfbVaryings).
// A name may select one element of an array output ("v[2]"); block members are "Block.member".
import type { ProgramReflection, StageInterfaceVariable } from '@mgpipe/native-shader';
import { GL } from '@mgpipe/value-types';
import type { ArtifactXfb, ArtifactXfbVarying } from './artifact.ts';
import { glTypeSize } from './gl-types.ts';

export type XfbBufferMode = 'interleaved' | 'separate';

export interface XfbRequest {
  varyings: string[];
  bufferMode: XfbBufferMode;
}

/** GL_MAX_TRANSFORM_FEEDBACK_{BUFFERS,SEPARATE_ATTRIBS} of the GL 4.x minimums. */
export const MAX_XFB_BUFFERS = 4;

const NONE: ArtifactXfb = { bufferMode: GL.INTERLEAVED_ATTRIBS, fromQualifiers: false, varyings: [], bufferStrides: [] };

function byteSize(type: number): number {
  const t = glTypeSize(type);
  return t ? t.components * t.componentBytes : 4;
}

function special(name: string, buffer: number, offset: number): ArtifactXfbVarying {
  const skip = /^gl_SkipComponents([1-4])$/.exec(name);
  return { name, type: GL.NONE, arraySize: skip ? Number(skip[1]) : 0, buffer, offset, variable: '', element: -1 };
}

/** Finds the captured output for a GL name: the whole variable or one array element. */
function resolve(name: string, outputs: StageInterfaceVariable[]): { v: StageInterfaceVariable; element: number } | undefined {
  const whole = outputs.find((o) => o.name === name);
  if (whole) return { v: whole, element: -1 };
  const m = /^(.*)\[(\d+)\]$/.exec(name);
  if (!m) return undefined;
  const v = outputs.find((o) => o.name === m[1]);
  const element = Number(m[2]);
  return v && v.arraySize > 1 && element < v.arraySize ? { v, element } : undefined;
}

/** The stage transform feedback captures: the last vertex-processing one (geometry, else tessellation evaluation, else vertex). */
export function captureStage<T extends { stage: string }>(stages: readonly T[]): T | undefined {
  for (const name of ['geometry', 'tessEvaluation', 'vertex']) {
    const s = stages.find((x) => x.stage === name);
    if (s !== undefined) return s;
  }
  return undefined;
}

export function xfbLayout(
  reflection: ProgramReflection,
  request: XfbRequest | undefined,
  errors: string[],
): ArtifactXfb {
  const last = captureStage(reflection.stageInterfaces);

  if (!request || request.varyings.length === 0) {
    if (reflection.xfbVaryings.length === 0) return NONE;
    // Qualifier capture: stride is xfb_stride or the end of the buffer's last varying.
    const bufferStrides: number[] = [];
    for (const x of reflection.xfbVaryings) {
      const end = x.offset + byteSize(x.type) * Math.max(1, x.arraySize);
      bufferStrides[x.buffer] = Math.max(bufferStrides[x.buffer] ?? 0, x.stride >= 0 ? x.stride : end);
    }
    const varyings = reflection.xfbVaryings.map((x) => ({
      name: x.name, type: x.type, arraySize: x.arraySize, buffer: x.buffer, offset: x.offset, variable: x.name, element: -1,
    }));
    return { bufferMode: GL.INTERLEAVED_ATTRIBS, fromQualifiers: true, varyings, bufferStrides: Array.from(bufferStrides, (s) => s ?? 0) };
  }

  const separate = request.bufferMode === 'separate';
  if (!last) {
    errors.push('ERROR: transform feedback varyings given but the program has no vertex-processing stage');
    return NONE;
  }
  if (separate && request.varyings.length > MAX_XFB_BUFFERS) {
    errors.push(`ERROR: ${request.varyings.length} separate transform feedback varyings exceed GL_MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS (${MAX_XFB_BUFFERS})`);
  }
  const varyings: ArtifactXfbVarying[] = [];
  const bufferStrides = [0];
  const seen = new Set<string>();
  let buffer = 0;
  for (const name of request.varyings) {
    if (separate && varyings.length > 0) bufferStrides[++buffer] = 0;
    if (name === 'gl_NextBuffer' || /^gl_SkipComponents[1-4]$/.test(name)) {
      if (separate) {
        errors.push(`ERROR: '${name}' is only allowed with GL_INTERLEAVED_ATTRIBS`);
        continue;
      }
      if (name === 'gl_NextBuffer') {
        varyings.push(special(name, buffer, bufferStrides[buffer]));
        bufferStrides[++buffer] = 0;
      } else {
        const v = special(name, buffer, bufferStrides[buffer]);
        varyings.push(v);
        bufferStrides[buffer] += 4 * v.arraySize;
      }
      continue;
    }
    const found = resolve(name, last.outputs);
    if (!found) {
      errors.push(`ERROR: transform feedback varying '${name}' is not an output of the ${last.stage} stage`);
      continue;
    }
    if (seen.has(name)) {
      errors.push(`ERROR: transform feedback varying '${name}' is given twice`);
      continue;
    }
    seen.add(name);
    const { v, element } = found;
    const arraySize = element >= 0 ? 1 : Math.max(1, v.arraySize);
    varyings.push({ name, type: v.type, arraySize, buffer, offset: bufferStrides[buffer], variable: v.name, element });
    bufferStrides[buffer] += byteSize(v.type) * arraySize;
  }
  if (buffer >= MAX_XFB_BUFFERS) errors.push(`ERROR: transform feedback uses ${buffer + 1} buffers; at most ${MAX_XFB_BUFFERS} exist`);
  return { bufferMode: separate ? GL.SEPARATE_ATTRIBS : GL.INTERLEAVED_ATTRIBS, fromQualifiers: false, varyings, bufferStrides };
}
