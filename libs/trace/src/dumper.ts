// `mgpipe trace dump`: one line per record, `#index method(args) -> ret`; data larger than a few values
// is shown as `<N bytes sha1:…>` so two dumps diff line by line without drowning in bytes.
import { createHash } from 'node:crypto';
import { CALLBACK_MARKER, VIEW_KIND_NAMES, viewKindOf, type Trace, type TraceRecord, type TraceValue } from './trace-format.ts';

const SHOWN_ELEMENTS = 16;
const SHOWN_STRING = 80;

function sha1(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex').slice(0, 12);
}

export function formatValue(v: TraceValue): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'string') {
    if (v.length <= SHOWN_STRING) return JSON.stringify(v);
    return `<string ${v.length} chars sha1:${sha1(new TextEncoder().encode(v))}>`;
  }
  if (v === CALLBACK_MARKER) return '<callback>';
  if (ArrayBuffer.isView(v)) {
    const bytes = new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
    const name = VIEW_KIND_NAMES[viewKindOf(v)];
    if (!(v instanceof DataView) && (v as unknown as { length: number }).length <= SHOWN_ELEMENTS && v.byteLength <= 64) {
      return `${name}[${Array.from(v as unknown as ArrayLike<number | bigint>).join(',')}]`;
    }
    return `<${name} ${v.byteLength} bytes sha1:${sha1(bytes)}>`;
  }
  if (Array.isArray(v)) {
    if (v.length <= SHOWN_ELEMENTS) return `[${v.map(formatValue).join(',')}]`;
    return `<${v.length} values sha1:${sha1(new TextEncoder().encode(JSON.stringify(v)))}>`;
  }
  if ('mapping' in v) return `<mapping ${String(v.mapping)} bytes>`;
  if ('clientBuffer' in v) return `<client ${VIEW_KIND_NAMES[v.kind as number]} buffer#${String(v.clientBuffer)}+${String(v.byteOffset)} ${String(v.byteLength)} bytes>`;
  const json = JSON.stringify(v);
  return json.length <= SHOWN_STRING ? json : `<object sha1:${sha1(new TextEncoder().encode(json))}>`;
}

export function formatRecord(rec: TraceRecord): string {
  const call = `#${rec.index} ${rec.method}(${rec.args.map(formatValue).join(', ')})`;
  return 'ret' in rec ? `${call} -> ${formatValue(rec.ret)}` : call;
}

export function dumpTrace(trace: Trace): string[] {
  const { name, width, height, recordCount } = trace.header;
  return [`# trace ${JSON.stringify(name)} ${width}x${height}, ${recordCount} records, ${trace.byteLength} bytes`, ...trace.records.map(formatRecord)];
}
