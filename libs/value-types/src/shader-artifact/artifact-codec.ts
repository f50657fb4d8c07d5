// ProgramArtifactsCodec (seeds §7): the binary form of a ProgramArtifact, the reflection blob of
// create_shader_state in split mode (and in verify builds of the monolith).
//
//   header  magic "MGPA" (u32) | version u16 | reserved u16 | body length u32 | CRC-32 of body u32
//   body    sections in a fixed order, each: tag u16 | reserved u16 | payload length u32 | payload
//
// Little endian throughout; strings are u32 byte length + UTF-8. Records are written field by field
// from the SCHEMAS below (the Visit() of §4.5.5): a field added to an artifact type without a schema
// entry fails to typecheck, and any change of the layout must bump ARTIFACT_CODEC_VERSION.
// Decoding checks every length against the bytes that remain, the CRC, enum values and cross
// references, and returns a typed error; it never throws for bad input.
import {
  STAGE_ORDER,
  type ArtifactAtomicCounterBuffer,
  type ArtifactBlock,
  type ArtifactBufferVariable,
  type ArtifactInterfaceVariable,
  type ArtifactSubroutine,
  type ArtifactSubroutineUniform,
  type ArtifactUniform,
  type ArtifactUniformInitializer,
  type ArtifactXfb,
  type ArtifactXfbVarying,
  type ProgramArtifact,
  type ProgramVariable,
  type StageSpirv,
} from './artifact.ts';
import { crc32 } from '../crc32.ts';
import { ByteReader, ByteWriter, DecodeFailure, type DecodeErrorKind } from './codec-io.ts';

export const ARTIFACT_MAGIC = 0x4150474d; // "MGPA" read as little-endian u32
// 4 was used by two layouts on two branches (subroutine tables, row-major block members): 5 is both. 6: an opaque
// uniform's initialUnit is -1 without layout(binding) (0 was ambiguous with binding = 0; same layout, new meaning).
export const ARTIFACT_CODEC_VERSION = 6;
const HEADER_BYTES = 16;

export interface ArtifactDecodeError {
  kind: DecodeErrorKind;
  /** Byte offset in the input where decoding failed. */
  offset: number;
  message: string;
}

export type ArtifactDecodeResult = { ok: true; artifact: ProgramArtifact } | { ok: false; error: ArtifactDecodeError };

// ---- record schemas -------------------------------------------------------------------------------

type EnumKind = readonly string[];
type Kind = 'i32' | 'bool' | 'str' | 'i32[]' | EnumKind;
type KindOf<V> = V extends boolean ? 'bool' : V extends number ? 'i32' : V extends number[] ? 'i32[]' : V extends string ? 'str' | EnumKind : never;
type Schema<T> = { [K in keyof T]-?: KindOf<T[K]> };

const LOCATION_SOURCES = ['explicit', 'bound', 'assigned'] as const;
const DIRECTIONS = ['in', 'out'] as const;

const VARIABLE: Schema<ProgramVariable> = {
  name: 'str', type: 'i32', arraySize: 'i32', location: 'i32', index: 'i32', locationSource: LOCATION_SOURCES,
};
const UNIFORM: Schema<ArtifactUniform> = {
  name: 'str', type: 'i32', arraySize: 'i32', offset: 'i32', arrayStride: 'i32', matrixStride: 'i32', rowMajor: 'bool',
  blockIndex: 'i32', location: 'i32', binding: 'i32', initialUnit: 'i32', stages: 'i32',
  storageOffset: 'i32', storageArrayStride: 'i32', storageMatrixStride: 'i32', atomicCounterBufferIndex: 'i32',
};
const BUFFER_VARIABLE: Schema<ArtifactBufferVariable> = {
  name: 'str', type: 'i32', arraySize: 'i32', offset: 'i32', arrayStride: 'i32', matrixStride: 'i32', rowMajor: 'bool',
  blockIndex: 'i32', topLevelArraySize: 'i32', topLevelArrayStride: 'i32', stages: 'i32',
};
const BLOCK: Schema<ArtifactBlock> = {
  name: 'str', binding: 'i32', initialBinding: 'i32', dataSize: 'i32', members: 'i32[]', stages: 'i32',
};
const INITIALIZER: Schema<ArtifactUniformInitializer> = { name: 'str', words: 'i32[]' };
const COUNTER_BUFFER: Schema<ArtifactAtomicCounterBuffer> = { binding: 'i32', dataSize: 'i32', members: 'i32[]', stages: 'i32' };
const XFB_VARYING: Schema<ArtifactXfbVarying> = {
  name: 'str', type: 'i32', arraySize: 'i32', buffer: 'i32', offset: 'i32', variable: 'str', element: 'i32',
};
const HEADER: Schema<Pick<ProgramArtifact, 'stageMask' | 'separable' | 'defaultBlockSize'>> = { stageMask: 'i32', separable: 'bool', defaultBlockSize: 'i32' };
const STAGE: Schema<Pick<StageSpirv, 'stage'>> = { stage: STAGE_ORDER };
const XFB: Schema<Omit<ArtifactXfb, 'varyings'>> = { bufferMode: 'i32', fromQualifiers: 'bool', bufferStrides: 'i32[]' };
const INTERFACE_VARIABLE: Schema<ArtifactInterfaceVariable> = {
  stage: STAGE_ORDER, direction: DIRECTIONS, name: 'str', type: 'i32', arraySize: 'i32', location: 'i32', component: 'i32',
};

const SUBROUTINE: Schema<ArtifactSubroutine> = { stage: STAGE_ORDER, name: 'str', index: 'i32' };
const SUBROUTINE_UNIFORM: Schema<ArtifactSubroutineUniform> = {
  stage: STAGE_ORDER, name: 'str', arraySize: 'i32', location: 'i32', compatible: 'i32[]', storageOffset: 'i32', storageArrayStride: 'i32',
};

function writeRecord<T extends object>(w: ByteWriter, schema: Schema<T>, value: T): void {
  for (const key of Object.keys(schema) as Array<keyof T>) {
    const kind = schema[key] as Kind;
    const v = value[key] as unknown;
    if (kind === 'i32') w.i32(v as number);
    else if (kind === 'bool') w.u8(v ? 1 : 0);
    else if (kind === 'str') w.str(v as string);
    else if (kind === 'i32[]') {
      w.u32((v as number[]).length);
      for (const x of v as number[]) w.i32(x);
    } else w.u8(kind.indexOf(v as string));
  }
}

function readRecord<T extends object>(r: ByteReader, schema: Schema<T>, what: string): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema)) {
    const kind = schema[key as keyof T] as Kind;
    const field = `${what}.${key}`;
    if (kind === 'i32') out[key] = r.i32(field);
    else if (kind === 'str') out[key] = r.str(field);
    else if (kind === 'i32[]') out[key] = Array.from({ length: r.count(4, field) }, () => r.i32(field));
    else {
      const at = r.pos;
      const v = r.u8(field);
      if (kind === 'bool' ? v > 1 : v >= kind.length) throw new DecodeFailure('corrupt', at, `${field}: value ${v} out of range`);
      out[key] = kind === 'bool' ? v === 1 : kind[v];
    }
  }
  return out as T;
}

function writeList<T extends object>(w: ByteWriter, schema: Schema<T>, list: readonly T[]): void {
  w.u32(list.length);
  for (const v of list) writeRecord(w, schema, v);
}

function readList<T extends object>(r: ByteReader, schema: Schema<T>, what: string): T[] {
  const n = r.count(1, what);
  return Array.from({ length: n }, (_, i) => readRecord(r, schema, `${what}[${i}]`));
}

// ---- sections ------------------------------------------------------------------------------------

interface Section {
  tag: number;
  name: string;
  write(w: ByteWriter, a: ProgramArtifact): void;
  read(r: ByteReader, a: ProgramArtifact): void;
}

const SECTIONS: Section[] = [
  {
    tag: 1, name: 'header',
    write(w, a) {
      writeRecord(w, HEADER, a);
      for (const d of a.computeLocalSize) w.i32(d);
    },
    read(r, a) {
      const info = readRecord(r, HEADER, 'header');
      a.stageMask = info.stageMask;
      a.separable = info.separable;
      a.defaultBlockSize = info.defaultBlockSize;
      a.computeLocalSize = [r.i32('computeLocalSize'), r.i32('computeLocalSize'), r.i32('computeLocalSize')];
    },
  },
  {
    tag: 2, name: 'spirv',
    write(w, a) {
      w.u32(a.stages.length);
      for (const s of a.stages) {
        writeRecord(w, STAGE, s);
        w.u32(s.spirv.length);
        for (const word of s.spirv) w.u32(word);
      }
    },
    read(r, a) {
      a.stages = Array.from({ length: r.count(5, 'stages') }, (_, i) => {
        const { stage } = readRecord(r, STAGE, `stages[${i}]`);
        const spirv = new Uint32Array(r.count(4, `stages[${i}].spirv`));
        for (let k = 0; k < spirv.length; k++) spirv[k] = r.u32('spirv word');
        return { stage, spirv };
      });
    },
  },
  { tag: 3, name: 'attributes', write: (w, a) => writeList(w, VARIABLE, a.attributes), read: (r, a) => void (a.attributes = readList(r, VARIABLE, 'attributes')) },
  { tag: 4, name: 'outputs', write: (w, a) => writeList(w, VARIABLE, a.outputs), read: (r, a) => void (a.outputs = readList(r, VARIABLE, 'outputs')) },
  { tag: 5, name: 'uniforms', write: (w, a) => writeList(w, UNIFORM, a.uniforms), read: (r, a) => void (a.uniforms = readList(r, UNIFORM, 'uniforms')) },
  { tag: 6, name: 'uniformBlocks', write: (w, a) => writeList(w, BLOCK, a.uniformBlocks), read: (r, a) => void (a.uniformBlocks = readList(r, BLOCK, 'uniformBlocks')) },
  { tag: 7, name: 'storageBlocks', write: (w, a) => writeList(w, BLOCK, a.storageBlocks), read: (r, a) => void (a.storageBlocks = readList(r, BLOCK, 'storageBlocks')) },
  {
    tag: 8, name: 'bufferVariables',
    write: (w, a) => writeList(w, BUFFER_VARIABLE, a.bufferVariables),
    read: (r, a) => void (a.bufferVariables = readList(r, BUFFER_VARIABLE, 'bufferVariables')),
  },
  {
    tag: 9, name: 'xfb',
    write(w, a) {
      writeRecord(w, XFB, a.xfb);
      writeList(w, XFB_VARYING, a.xfb.varyings);
    },
    read(r, a) {
      const x = readRecord(r, XFB, 'xfb');
      a.xfb = { ...x, varyings: readList(r, XFB_VARYING, 'xfb.varyings') };
    },
  },
  {
    tag: 10, name: 'interfaceVariables',
    write: (w, a) => writeList(w, INTERFACE_VARIABLE, a.interfaceVariables),
    read: (r, a) => void (a.interfaceVariables = readList(r, INTERFACE_VARIABLE, 'interfaceVariables')),
  },
  {
    tag: 11, name: 'atomicCounterBuffers',
    write: (w, a) => writeList(w, COUNTER_BUFFER, a.atomicCounterBuffers),
    read: (r, a) => void (a.atomicCounterBuffers = readList(r, COUNTER_BUFFER, 'atomicCounterBuffers')),
  },
  {
    tag: 12, name: 'uniformInitializers',
    write: (w, a) => writeList(w, INITIALIZER, a.uniformInitializers),
    read: (r, a) => void (a.uniformInitializers = readList(r, INITIALIZER, 'uniformInitializers')),
  },
  {
    tag: 13, name: 'subroutines',
    write(w, a) {
      writeList(w, SUBROUTINE, a.subroutines);
      writeList(w, SUBROUTINE_UNIFORM, a.subroutineUniforms);
    },
    read(r, a) {
      a.subroutines = readList(r, SUBROUTINE, 'subroutines');
      a.subroutineUniforms = readList(r, SUBROUTINE_UNIFORM, 'subroutineUniforms');
    },
  },
];

// ---- entry points --------------------------------------------------------------------------------

export function encodeProgramArtifact(artifact: ProgramArtifact): Uint8Array {
  const w = new ByteWriter();
  for (let i = 0; i < HEADER_BYTES; i++) w.u8(0);
  for (const s of SECTIONS) {
    w.u16(s.tag);
    w.u16(0);
    const lengthAt = w.length;
    w.u32(0);
    s.write(w, artifact);
    w.patchU32(lengthAt, w.length - lengthAt - 4);
  }
  const bytes = w.finish();
  const view = new DataView(bytes.buffer);
  view.setUint32(0, ARTIFACT_MAGIC, true);
  view.setUint16(4, ARTIFACT_CODEC_VERSION, true);
  view.setUint32(8, bytes.length - HEADER_BYTES, true);
  view.setUint32(12, crc32(bytes.subarray(HEADER_BYTES)), true);
  return bytes;
}

/** Cross references the backend will index with: block indices, block members, stage mask. */
function checkReferences(a: ProgramArtifact): void {
  const bad = (message: string) => new DecodeFailure('corrupt', 0, message);
  for (const u of a.uniforms) if (u.blockIndex < -1 || u.blockIndex >= a.uniformBlocks.length) throw bad(`uniform ${u.name}: block index ${u.blockIndex} out of range`);
  if (a.defaultBlockSize < 0 || a.defaultBlockSize % 16 !== 0) throw bad(`default block size ${a.defaultBlockSize} is not a multiple of 16`);
  for (const u of a.uniforms) {
    if (u.storageOffset < -1 || u.storageOffset >= Math.max(a.defaultBlockSize, 0) || u.storageArrayStride < -1 || u.storageMatrixStride < -1) {
      throw bad(`uniform ${u.name}: storage offset ${u.storageOffset} outside the ${a.defaultBlockSize}-byte default block`);
    }
  }
  for (const v of a.bufferVariables) if (v.blockIndex < -1 || v.blockIndex >= a.storageBlocks.length) throw bad(`buffer variable ${v.name}: block index ${v.blockIndex} out of range`);
  for (const [blocks, members] of [[a.uniformBlocks, a.uniforms.length], [a.storageBlocks, a.bufferVariables.length]] as const) {
    for (const b of blocks) if (b.members.some((m) => m < 0 || m >= members)) throw bad(`block ${b.name}: member index out of range`);
  }
  for (const b of a.atomicCounterBuffers) if (b.members.some((m) => m < 0 || m >= a.uniforms.length)) throw bad(`atomic counter buffer ${b.binding}: member index out of range`);
  for (const u of a.uniforms) {
    if (u.atomicCounterBufferIndex < -1 || u.atomicCounterBufferIndex >= a.atomicCounterBuffers.length) throw bad(`uniform ${u.name}: atomic counter buffer index out of range`);
  }
  for (const u of a.subroutineUniforms) {
    if (u.storageOffset < -1 || u.storageOffset >= Math.max(a.defaultBlockSize, 0)) throw bad(`subroutine uniform ${u.name}: storage offset out of range`);
    if (u.compatible.some((c) => c < 0 || c >= a.subroutines.filter((f) => f.stage === u.stage).length)) throw bad(`subroutine uniform ${u.name}: compatible subroutine out of range`);
  }
  const mask = a.stages.reduce((m, s) => m | (1 << STAGE_ORDER.indexOf(s.stage)), 0);
  if (mask !== a.stageMask) throw bad(`stage mask ${a.stageMask} does not match the SPIR-V stages (${mask})`);
}

export function decodeProgramArtifact(bytes: Uint8Array): ArtifactDecodeResult {
  try {
    const r = new ByteReader(bytes, 0, bytes.length);
    if (bytes.length < HEADER_BYTES) throw new DecodeFailure('truncated', bytes.length, `artifact: ${bytes.length} bytes, header needs ${HEADER_BYTES}`);
    if (r.u32('magic') !== ARTIFACT_MAGIC) throw new DecodeFailure('bad-magic', 0, 'artifact: bad magic (not an MGPA program artifact)');
    const version = r.u16('version');
    if (version !== ARTIFACT_CODEC_VERSION) throw new DecodeFailure('unsupported-version', 4, `artifact: codec version ${version}, this build reads ${ARTIFACT_CODEC_VERSION}`);
    r.u16('reserved');
    const bodyLength = r.u32('body length');
    const crc = r.u32('crc');
    if (bodyLength > bytes.length - HEADER_BYTES) throw new DecodeFailure('truncated', bytes.length, `artifact: body of ${bodyLength} bytes, ${bytes.length - HEADER_BYTES} present`);
    if (bodyLength < bytes.length - HEADER_BYTES) throw new DecodeFailure('corrupt', HEADER_BYTES + bodyLength, 'artifact: trailing bytes after the body');
    if (crc32(bytes.subarray(HEADER_BYTES)) !== crc) throw new DecodeFailure('checksum', 12, 'artifact: CRC-32 mismatch');

    const artifact = {} as ProgramArtifact;
    for (const s of SECTIONS) {
      const at = r.pos;
      const tag = r.u16('section tag');
      r.u16('section reserved');
      if (tag !== s.tag) throw new DecodeFailure('corrupt', at, `artifact: expected section ${s.name} (tag ${s.tag}), found tag ${tag}`);
      const length = r.u32(`${s.name} length`);
      if (length > r.remaining) throw new DecodeFailure('truncated', r.pos, `${s.name}: ${length} bytes, ${r.remaining} left`);
      const section = new ByteReader(bytes, r.pos, r.pos + length);
      s.read(section, artifact);
      if (section.remaining !== 0) throw new DecodeFailure('corrupt', section.pos, `${s.name}: ${section.remaining} unread bytes`);
      r.pos += length;
    }
    if (r.remaining !== 0) throw new DecodeFailure('corrupt', r.pos, 'artifact: bytes after the last section');
    checkReferences(artifact);
    return { ok: true, artifact };
  } catch (e) {
    if (e instanceof DecodeFailure) return { ok: false, error: { kind: e.kind, offset: e.offset, message: e.message } };
    throw e; // a bug of ours, not bad input
  }
}
