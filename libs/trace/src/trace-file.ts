// Whole trace files: assembling header + records (the recorder's output) and parsing them back with
// every check trace-format.ts promises. Parsing is all-or-nothing: a trace that parses is structurally
// sound to its END record; what it asks the GL to do is another matter (the replayer reports that).
import { GL_METHOD_NAMES, GL_VALUE_RETURNING_METHODS } from '@mgpipe/gl-api';
import {
  LIMITS,
  SYNTHETIC_BASE,
  SYNTHETIC_NAMES,
  Synthetic,
  TRACE_MAGIC,
  TRACE_VERSION,
  TraceFormatError,
  type Trace,
  type TraceHeader,
  type TraceRecord,
  type TraceTolerance,
  type TraceValue,
} from './trace-format.ts';
import { crc32 } from '@mgpipe/value-types';
import { ByteReader, ByteWriter } from './value-codec.ts';

const METHOD_INDEX = new Map(GL_METHOD_NAMES.map((n, i) => [n as string, i]));
const RETURNING = new Set<string>(GL_VALUE_RETURNING_METHODS);
if (GL_METHOD_NAMES.length >= SYNTHETIC_BASE) throw new Error('GL_METHOD_NAMES outgrew the trace record codes');

export function methodIndexOf(name: string): number | undefined {
  return METHOD_INDEX.get(name);
}
export function returnsValue(method: string): boolean {
  return RETURNING.has(method);
}

export interface TraceHeaderInput {
  name: string;
  width: number;
  height: number;
  tolerance?: TraceTolerance | null;
}

/** header + method table + the already-encoded records (which must end with an END record). */
export function assembleTrace(input: TraceHeaderInput, usedMethods: Iterable<number>, recordCount: number, records: Uint8Array): Uint8Array {
  const w = new ByteWriter();
  w.raw(new TextEncoder().encode(TRACE_MAGIC));
  w.varint(TRACE_VERSION);
  w.string(input.name);
  w.varint(input.width);
  w.varint(input.height);
  w.value(input.tolerance ?? null);
  w.varint(recordCount);
  const used = [...usedMethods].sort((a, b) => a - b);
  w.varint(used.length);
  for (const i of used) {
    w.varint(i);
    w.string(GL_METHOD_NAMES[i]!);
  }
  w.raw(records);
  const body = w.finish();
  const out = new Uint8Array(body.length + 4);
  out.set(body);
  new DataView(out.buffer).setUint32(body.length, crc32(body), true);
  return out;
}

function checkTolerance(v: TraceValue, r: ByteReader): TraceTolerance | null {
  if (v === null) return null;
  const t = v as Partial<TraceTolerance>;
  if (typeof v !== 'object' || typeof t.maxChannelDiff !== 'number' || typeof t.maxDiffFraction !== 'number') {
    return r.fail('header: tolerance is neither null nor {maxChannelDiff, maxDiffFraction}');
  }
  return { maxChannelDiff: t.maxChannelDiff, maxDiffFraction: t.maxDiffFraction, ...(typeof t.reason === 'string' ? { reason: t.reason } : {}) };
}

export function readTraceHeader(r: ByteReader): { header: TraceHeader; methods: Map<number, { name: string; index: number }> } {
  const magic = new TextDecoder().decode(r.bytesCopy(TRACE_MAGIC.length, 'the magic'));
  if (magic !== TRACE_MAGIC) throw new TraceFormatError(`not a trace file (magic '${magic.replace(/[^\x20-\x7e]/g, '?')}', want '${TRACE_MAGIC}')`, 0);
  const version = r.varint('the version');
  if (version !== TRACE_VERSION) r.fail(`unsupported trace version ${version} (this build reads ${TRACE_VERSION})`);
  const name = r.string('the scenario name', LIMITS.maxNameLength);
  const width = r.varint('the width');
  const height = r.varint('the height');
  if (width < 1 || height < 1 || width > LIMITS.maxSurface || height > LIMITS.maxSurface) r.fail(`bad surface size ${width}×${height}`);
  const tolerance = checkTolerance(r.value('the tolerance'), r);
  const recordCount = r.count('the record count', 2);
  const methodCount = r.count('the method table size', 2);
  const methods = new Map<number, { name: string; index: number }>();
  for (let i = 0; i < methodCount; i++) {
    const recorded = r.varint('a method table index');
    if (recorded >= SYNTHETIC_BASE) r.fail(`method table index ${recorded} is in the synthetic range`);
    const method = r.string('a method table name', 128);
    const index = METHOD_INDEX.get(method);
    if (index === undefined) r.fail(`the trace calls '${method}', which this build's GL interface does not have`);
    methods.set(recorded, { name: method, index });
  }
  return { header: { version, name, width, height, tolerance, recordCount }, methods };
}

/** Parses a whole trace; throws TraceFormatError on any truncation, corruption, trailing bytes or checksum mismatch. */
export interface ReadTraceOptions {
  /** Default true. Tests turn it off to reach the structural checks with corrupted bytes. */
  verifyChecksum?: boolean;
}

export function readTrace(bytes: Uint8Array, options: ReadTraceOptions = {}): Trace {
  const r: ByteReader = new ByteReader(bytes);
  const { header, methods } = readTraceHeader(r);
  const records: TraceRecord[] = [];
  let ended = false;
  while (!ended) {
    const offset = r.pos;
    const index = records.length;
    if (r.remaining === 0) {
      throw new TraceFormatError(`truncated: the trace stops after ${index} of ${header.recordCount} records, before its END record`, r.pos);
    }
    if (index >= header.recordCount) r.fail(`more records than the header's ${header.recordCount}`);
    const code = r.varint(`record #${index}: code`);
    let method: string;
    let mapped: number;
    if (code >= SYNTHETIC_BASE) {
      const s = SYNTHETIC_NAMES[code];
      if (s === undefined) r.fail(`record #${index}: unknown synthetic code 0x${code.toString(16)}`);
      method = s;
      mapped = code;
    } else {
      const m = methods.get(code);
      if (!m) r.fail(`record #${index}: method ${code} is not in the method table`);
      method = m.name;
      mapped = m.index;
    }
    const argc = r.varint(`record #${index} (${method}): argc`);
    if (argc > LIMITS.maxArgs) r.fail(`record #${index} (${method}): ${argc} arguments`);
    const args: TraceValue[] = [];
    for (let i = 0; i < argc; i++) args.push(r.value(`record #${index} (${method}) argument ${i}`));
    const record: TraceRecord = { index, method, code: mapped, args, offset };
    if (code < SYNTHETIC_BASE && RETURNING.has(method)) record.ret = r.value(`record #${index} (${method}) return value`);
    checkSynthetic(record, r);
    records.push(record);
    if (code === Synthetic.END) ended = true;
  }
  if (records.length !== header.recordCount) r.fail(`the header says ${header.recordCount} records, the file has ${records.length}`);
  const checked = r.pos;
  const stored = r.u32('the checksum');
  if (r.remaining > 0) r.fail(`${r.remaining} bytes after the checksum`);
  if (options.verifyChecksum !== false && stored !== crc32(bytes.subarray(0, checked))) {
    throw new TraceFormatError('checksum mismatch: the file is corrupt', checked);
  }
  return { header, records, byteLength: bytes.length };
}

function checkSynthetic(rec: TraceRecord, r: ByteReader): void {
  const bad = (why: string): never => r.fail(`record #${rec.index} (${rec.method}): ${why}`);
  const isCount = (v: TraceValue) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  switch (rec.code) {
    case Synthetic.MAP_WRITE:
      if (rec.args.length !== 3 || !isCount(rec.args[0]) || !isCount(rec.args[1]) || !(rec.args[2] instanceof Uint8Array)) bad('want (target, offset, bytes)');
      break;
    case Synthetic.CLIENT_MEMORY: {
      const [, total, off, data] = rec.args;
      if (rec.args.length !== 4 || !rec.args.slice(0, 3).every(isCount) || !(data instanceof Uint8Array)) bad('want (id, byteLength, offset, bytes)');
      if ((total as number) > LIMITS.maxClientBufferBytes) bad(`client buffer of ${String(total)} bytes`);
      if ((off as number) + (data as Uint8Array).length > (total as number)) bad('bytes beyond the client buffer');
      break;
    }
    case Synthetic.END:
      if (rec.args.length !== 0) bad('END takes no arguments');
      break;
  }
}
