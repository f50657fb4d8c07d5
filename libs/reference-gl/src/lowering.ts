// Hand-written lowering helpers for reference-methods.generated.ts: the JS → C argument conversions and
// the entry points whose JS shape is irregular (js-shape.ts marks them 'special'). Not a hot path: the
// reference lane exists to be obviously right, so it allocates freely.
import type { ActiveVariable, DebugCallback, DebugLogMessage, GLsync, PrecisionFormat, ProgramBinary } from '@mgpipe/gl-api';
import { COUNTED_LIST_PNAMES, OBJECT_COUNTED_LIST_PNAMES, RESOURCE_LIST_PROPS, queryValueCount } from '@mgpipe/gl-api';
import { gl as n, takeDebugMessages } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';

type TypedCtor =
  | Int8ArrayConstructor | Uint8ArrayConstructor | Int16ArrayConstructor | Uint16ArrayConstructor
  | Int32ArrayConstructor | Uint32ArrayConstructor | Float32ArrayConstructor | Float64ArrayConstructor
  | BigInt64ArrayConstructor | BigUint64ArrayConstructor;

/** A JS number array as the typed array a native entry point needs (as-is when it already is one). */
export function typed<C extends TypedCtor>(ctor: C, values: ArrayLike<number>): InstanceType<C> {
  if (values instanceof ctor) return values as InstanceType<C>;
  if (ctor === BigInt64Array || ctor === BigUint64Array) {
    return (ctor as BigInt64ArrayConstructor).from(Array.from(values, (v) => BigInt(Math.trunc(v)))) as InstanceType<C>;
  }
  return (ctor as Float64ArrayConstructor).from(values) as InstanceType<C>;
}

/** GL's largest pname-sized input is 16 values (a matrix); the rest of the copy is zeros. */
const PADDED_LENGTH = 16;

/** `typed`, into a copy of at least PADDED_LENGTH elements: for inputs whose length GL takes from a pname. */
export function padded<C extends TypedCtor>(ctor: C, values: ArrayLike<number>): InstanceType<C> {
  if (values.length >= PADDED_LENGTH) return typed(ctor, values);
  const out = new (ctor as Float64ArrayConstructor)(PADDED_LENGTH) as unknown as { set(a: ArrayLike<unknown>): void };
  out.set(typed(ctor, values) as unknown as ArrayLike<unknown>);
  return out as unknown as InstanceType<C>;
}

const INDEXED_GETTERS = new Set(['glGetIntegeri_v', 'glGetInteger64i_v', 'glGetBooleani_v', 'glGetFloati_v', 'glGetDoublei_v']);

/**
 * How many values a pname-sized query writes (the GL interface returns exactly those). `object` is the query's
 * leading arguments (program, block index, ...): a per-object list is sized by the same object's count query, so
 * the driver never writes past the output.
 */
export function pnameValueCount(fn: string, pname: number, ...object: number[]): number {
  const countPname = COUNTED_LIST_PNAMES.get(pname);
  if (countPname !== undefined) {
    const count = new Int32Array(1);
    n.glGetIntegerv(countPname, count);
    return Math.max(count[0], 0);
  }
  const objectCountPname = OBJECT_COUNTED_LIST_PNAMES.get(pname);
  if (objectCountPname !== undefined) {
    // An error here (bad program or index) is the one the list query raises too; the list then gets one slot.
    const count = new Int32Array(1);
    (n as unknown as Record<string, (...a: unknown[]) => void>)[fn](...object, objectCountPname, count);
    return Math.max(count[0], 1);
  }
  return queryValueCount(pname, INDEXED_GETTERS.has(fn));
}

const decoder = new TextDecoder();
const LOG_CAPACITY = 1 << 16;

type LogQuery = (...args: never[]) => void;

/** (…, bufSize, length*, text*) → string. */
export function infoLog(fn: LogQuery, ...lead: unknown[]): string {
  const length = new Int32Array(1);
  const text = new Uint8Array(LOG_CAPACITY);
  (fn as (...a: unknown[]) => void)(...lead, text.length, length, text);
  return decoder.decode(text.subarray(0, Math.max(0, length[0])));
}

/** (program, index, bufSize, length*, size*, type*, name*) → {name, size, type}, null when index is bad. */
export function activeVariable(fn: LogQuery, program: number, index: number): ActiveVariable | null {
  const length = new Int32Array(1);
  const size = new Int32Array(1);
  const type = new Uint32Array(1);
  const name = new Uint8Array(1024);
  length[0] = -1;
  (fn as (...a: unknown[]) => void)(program, index, name.length, length, size, type, name);
  if (length[0] < 0) return null; // GL left the outputs untouched: it raised an error instead
  return { name: decoder.decode(name.subarray(0, length[0])), size: size[0], type: type[0] };
}

export function attachedShaders(_fn: unknown, program: number): number[] {
  const count = new Int32Array(1);
  const shaders = new Uint32Array(64);
  n.glGetAttachedShaders(program, shaders.length, count, shaders);
  return Array.from(shaders.subarray(0, count[0]));
}

/**
 * getProgramResourceiv, one property per native call. Mesa (22.x) writes a list property (ACTIVE_VARIABLES,
 * COMPATIBLE_SUBROUTINES) whole, past bufSize, and then advances its output by one value only, so the next
 * property overwrites the list's tail: observed [LOCATION, LOCATION, COMPATIBLE_SUBROUTINES, LOCATION] giving
 * [0, 0, 0, 0, 2, 0] for the list [0, 1, 2]. Asked alone, each list starts at the output's start and is sized from
 * the resource's own count property first (same validity rules, so it raises the error the list query would).
 * Mesa stops at the first property in error and writes no length: so does this, returning no values.
 */
export function resourceProps(_fn: unknown, program: number, iface: number, index: number, props: ArrayLike<number>): number[] {
  const p = typed(Uint32Array, props);
  const out: number[] = [];
  const one = new Uint32Array(1);
  const length = new Int32Array(1);
  const count = new Int32Array(1);
  if (p.length === 0) {
    n.glGetProgramResourceiv(program, iface, index, 0, p, 1, length, count); // Mesa's propCount check: INVALID_VALUE
    return out;
  }
  for (const prop of p) {
    const countProp = RESOURCE_LIST_PROPS.get(prop);
    one[0] = countProp ?? prop;
    length[0] = -1;
    n.glGetProgramResourceiv(program, iface, index, 1, one, 1, length, count);
    if (length[0]! < 0) return [];
    if (countProp === undefined) {
      out.push(count[0]!);
      continue;
    }
    const values = new Int32Array(Math.max(count[0]!, 1));
    one[0] = prop;
    length[0] = 0;
    n.glGetProgramResourceiv(program, iface, index, 1, one, values.length, length, values);
    for (let i = 0; i < Math.min(length[0]!, count[0]!); i++) out.push(values[i]!);
  }
  return out;
}

export function activeUniformsIv(_fn: unknown, program: number, indices: ArrayLike<number>, pname: number): number[] {
  const idx = typed(Uint32Array, indices);
  const params = new Int32Array(Math.max(1, idx.length));
  n.glGetActiveUniformsiv(program, idx.length, idx, pname, params);
  return Array.from(params.subarray(0, idx.length));
}

export function syncIv(_fn: unknown, sync: GLsync, pname: number): number {
  const length = new Int32Array(1);
  const values = new Int32Array(1);
  n.glGetSynciv(sync, pname, 1, length, values);
  return values[0];
}

export function precisionFormat(_fn: unknown, shadertype: number, precisiontype: number): PrecisionFormat {
  const range = new Int32Array(2);
  const precision = new Int32Array(1);
  n.glGetShaderPrecisionFormat(shadertype, precisiontype, range, precision);
  return { range: [range[0], range[1]], precision: precision[0] };
}

export function debugLog(_fn: unknown, count: number): DebugLogMessage[] {
  const sources = new Uint32Array(count);
  const types = new Uint32Array(count);
  const ids = new Uint32Array(count);
  const severities = new Uint32Array(count);
  const lengths = new Int32Array(count);
  const text = new Uint8Array(LOG_CAPACITY);
  const got = n.glGetDebugMessageLog(count, text.length, sources, types, ids, severities, lengths, text);
  const out: DebugLogMessage[] = [];
  let at = 0;
  for (let i = 0; i < got; i++) {
    // Each message is NUL-terminated and its length counts the terminator.
    out.push({
      source: sources[i], type: types[i], id: ids[i], severity: severities[i],
      message: decoder.decode(text.subarray(at, at + lengths[i] - 1)),
    });
    at += lengths[i];
  }
  return out;
}

/** Values of one uniform: as many as its type has components (found through the program's interface). */
export function uniformValues(fn: LogQuery, program: number, location: number): number[] {
  const components = uniformComponentCount(program, location);
  const Ctor = fn === (n.glGetUniformdv as unknown) ? Float64Array : fn === (n.glGetUniformiv as unknown) ? Int32Array
    : fn === (n.glGetUniformuiv as unknown) ? Uint32Array : Float32Array;
  const out = new Ctor(Math.max(1, components));
  (fn as (...a: unknown[]) => void)(program, location, out);
  return Array.from(out.subarray(0, components), Number);
}

function uniformComponentCount(program: number, location: number): number {
  const active = new Int32Array(1);
  n.glGetProgramInterfaceiv(program, GL.UNIFORM, GL.ACTIVE_RESOURCES, active);
  const props = new Uint32Array([GL.LOCATION, GL.TYPE, GL.ARRAY_SIZE]);
  const values = new Int32Array(3);
  const length = new Int32Array(1);
  for (let i = 0; i < active[0]; i++) {
    n.glGetProgramResourceiv(program, GL.UNIFORM, i, 3, props, 3, length, values);
    const [base, type, size] = values;
    if (base >= 0 && location >= base && location < base + size) return TYPE_COMPONENTS.get(type) ?? 1;
  }
  return 0;
}

const TYPE_COMPONENTS = new Map<number, number>([
  [GL.FLOAT, 1], [GL.FLOAT_VEC2, 2], [GL.FLOAT_VEC3, 3], [GL.FLOAT_VEC4, 4],
  [GL.INT, 1], [GL.INT_VEC2, 2], [GL.INT_VEC3, 3], [GL.INT_VEC4, 4],
  [GL.UNSIGNED_INT, 1], [GL.UNSIGNED_INT_VEC2, 2], [GL.UNSIGNED_INT_VEC3, 3], [GL.UNSIGNED_INT_VEC4, 4],
  [GL.BOOL, 1], [GL.BOOL_VEC2, 2], [GL.BOOL_VEC3, 3], [GL.BOOL_VEC4, 4],
  [GL.DOUBLE, 1], [GL.DOUBLE_VEC2, 2], [GL.DOUBLE_VEC3, 3], [GL.DOUBLE_VEC4, 4],
  [GL.FLOAT_MAT2, 4], [GL.FLOAT_MAT3, 9], [GL.FLOAT_MAT4, 16],
  [GL.FLOAT_MAT2x3, 6], [GL.FLOAT_MAT2x4, 8], [GL.FLOAT_MAT3x2, 6], [GL.FLOAT_MAT3x4, 12],
  [GL.FLOAT_MAT4x2, 8], [GL.FLOAT_MAT4x3, 12],
  [GL.DOUBLE_MAT2, 4], [GL.DOUBLE_MAT3, 9], [GL.DOUBLE_MAT4, 16],
]);

let installedCallback: DebugCallback | null = null;

/** debugMessageCallback: the native collector queues messages; deliverDebugMessages() hands them over. */
export function debugCallback(_fn: unknown, callback: DebugCallback | null): void {
  setDebugCallback(callback);
}

export function setDebugCallback(callback: DebugCallback | null): void {
  // Messages raised before this call belong to the callback installed then (or to none): Mesa queued them, the
  // lane delivers at getError, and a context destroyed in between would otherwise hand them to the next callback.
  deliverDebugMessages();
  installedCallback = callback;
  n.glDebugMessageCallback(callback !== null, null);
}

/** Delivers queued debug messages to the installed callback, in order. */
export function deliverDebugMessages(): void {
  const messages = takeDebugMessages();
  if (!installedCallback) return;
  for (const m of messages) installedCallback(m.source, m.type, m.id, m.severity, m.message);
}

/**
 * GL errors this lane raises itself (the shared argument checks' sink, client memory too short for what
 * the driver would touch): Mesa cannot be told to record one, so the lane keeps it and getError answers
 * it first. GL keeps only the first error, so an error Mesa already holds wins and is kept instead.
 */
let laneError = 0;

export function raiseLaneError(code: number): void {
  if (laneError !== 0) return;
  const held = n.glGetError();
  laneError = held !== 0 ? held : code;
}

export function takeLaneError(): number {
  const e = laneError;
  laneError = 0;
  return e;
}

/** A native size check's refusal becomes the lane's INVALID_OPERATION; anything else is rethrown. */
export function clientMemoryError(e: unknown): void {
  if ((e as { code?: string } | null)?.code !== 'ERR_GL_CLIENT_MEMORY') throw e;
  raiseLaneError(GL.INVALID_OPERATION);
}

/** (program, bufSize) → {binaryFormat, binary}: the bytes GL wrote (length), at most bufSize. */
export function programBinary(fn: LogQuery, program: number, bufSize: number): ProgramBinary {
  const length = new Int32Array(1);
  const format = new Uint32Array(1);
  const binary = new Uint8Array(Math.max(0, bufSize));
  (fn as (...a: unknown[]) => void)(program, binary.length, length, format, binary);
  return { binaryFormat: format[0], binary: binary.slice(0, Math.max(0, length[0])) };
}

/** getActiveSubroutineUniformiv: COMPATIBLE_SUBROUTINES has NUM_COMPATIBLE_SUBROUTINES values, others one. */
export function subroutineUniformIv(fn: LogQuery, program: number, shadertype: number, index: number, pname: number): number[] {
  const call = fn as (...a: unknown[]) => void;
  let count = 1;
  if (pname === GL.COMPATIBLE_SUBROUTINES) {
    const n1 = new Int32Array(1);
    call(program, shadertype, index, GL.NUM_COMPATIBLE_SUBROUTINES, n1);
    count = Math.max(n1[0], 0);
  }
  const out = new Int32Array(Math.max(count, 1));
  call(program, shadertype, index, pname, out);
  return Array.from(out.subarray(0, count));
}

type QueryObjectFn = typeof n.glGetQueryObjectiv | typeof n.glGetQueryObjectuiv | typeof n.glGetQueryObjecti64v | typeof n.glGetQueryObjectui64v;

/**
 * getQueryObject{iv,uiv,i64v,ui64v}(id, pname, offset?). With a QUERY_BUFFER bound, C's params is a byte offset
 * into it: the typed-pointer marshalling cannot carry a number, so the call goes to GetQueryBufferObject* on the
 * bound buffer at that offset, which GL 4.5 §4.2.3 defines as the same write (same errors: a negative offset
 * INVALID_VALUE, a result past the end INVALID_OPERATION). Nothing reaches client memory then: 0 is returned.
 */
export function queryObject(fn: QueryObjectFn, id: number, pname: number, offset?: number): number {
  const bound = new Int32Array(1);
  n.glGetIntegerv(GL.QUERY_BUFFER_BINDING, bound);
  const wide = fn === n.glGetQueryObjecti64v || fn === n.glGetQueryObjectui64v;
  if (bound[0] !== 0) {
    const into = fn === n.glGetQueryObjectiv ? n.glGetQueryBufferObjectiv : fn === n.glGetQueryObjectuiv ? n.glGetQueryBufferObjectuiv
      : fn === n.glGetQueryObjecti64v ? n.glGetQueryBufferObjecti64v : n.glGetQueryBufferObjectui64v;
    into(id, bound[0]!, pname, offset ?? 0);
    return 0;
  }
  if (wide) {
    const out = fn === n.glGetQueryObjecti64v ? new BigInt64Array(1) : new BigUint64Array(1);
    (fn as (id: number, pname: number, params: BigInt64Array | BigUint64Array) => void)(id, pname, out);
    return Number(out[0]);
  }
  const out = fn === n.glGetQueryObjectiv ? new Int32Array(1) : new Uint32Array(1);
  (fn as (id: number, pname: number, params: Int32Array | Uint32Array) => void)(id, pname, out);
  return Number(out[0]);
}
