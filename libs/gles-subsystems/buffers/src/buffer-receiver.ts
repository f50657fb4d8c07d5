// The buffers subsystem's receive path (phase B/C, seeds §5.1.1): the MGPipeScreen entries of the resource
// lifecycle and the MGPipeContext entries of the buffer data ops, applied to the server-side BufferTable.
// Payloads are valid for the call only: the table copies what it keeps.
//
// A buffer resource's size travels as MGPResourceDesc.width (bytes; gallium's width0 of a PIPE_BUFFER);
// glNameForDiag is two little-endian bytes of the GL name, for messages only.
import {
  MGPResourceTarget,
  MGPipeFatal,
  type MGPResourceDesc,
  type MGPipeContext,
  type MGPipeScreen,
  type ResourceSubdataPayload,
} from '@mgpipe/pipe-types';
import type { BufferRecord, BufferTable } from './buffer-table.ts';
import type { IndexMirror } from './index-mirror.ts';

const scratch: BufferRecord = { size: 0, usage: 0, storageFlags: 0, immutable: false, hasDefinedContent: false, bindMask: 0, glName: 0 };

function recordOf(call: string, d: MGPResourceDesc): BufferRecord {
  if (d.target !== MGPResourceTarget.buffer) throw new MGPipeFatal('ProtocolCorruption', `${call}: target ${d.target} is not a buffer resource`);
  scratch.size = d.width;
  scratch.usage = d.usage;
  scratch.storageFlags = d.storageFlags;
  scratch.immutable = d.immutable;
  scratch.hasDefinedContent = d.hasDefinedContent;
  scratch.bindMask = d.bindMask;
  scratch.glName = d.glNameForDiag[0] | (d.glNameForDiag[1] << 8);
  return scratch;
}

/**
 * Installs the buffer entries into a screen and a context table. `mirror` (D-B7, index-mirror.ts): the index host
 * mirror, fed from the same calls after the table applied them (a call the table refuses never reaches it).
 * `fault` (MOBILEGL_PIPE_TEST_FAULT=buffers, test-only): every resource_subdata lands with byte 3 (or its last)
 * inverted — the backend then draws from bytes the application never wrote, which a reference comparison sees
 * wherever a scenario reads buffer contents.
 */
export function installBufferReceiver<T>(table: BufferTable<T>, screen: MGPipeScreen, ctx: MGPipeContext, fault = false, mirror: IndexMirror | null = null): void {
  screen.resource_create = (p) => {
    const rec = recordOf('resource_create', p.desc);
    table.create(p.res, rec);
    mirror?.specified(p.res, rec.size, rec.bindMask);
  };
  screen.resource_respecify = (p) => {
    const rec = recordOf('resource_respecify', p.desc);
    table.respecify(p.res, rec);
    mirror?.specified(p.res, rec.size, rec.bindMask);
  };
  screen.resource_destroy = (p) => {
    table.destroy(p.res);
    mirror?.destroyed(p.res);
  };
  let faultBytes = new Uint8Array(0);
  const subdata = (p: ResourceSubdataPayload, bytes: Uint8Array) => {
    table.subdata(p.res, p.unionBox.x, bytes);
    mirror?.written(p.res, p.unionBox.x, bytes);
  };
  ctx.resource_subdata = fault
    ? (p) => {
        if (faultBytes.byteLength < p.data.byteLength) faultBytes = new Uint8Array(p.data.byteLength);
        const b = faultBytes.subarray(0, p.data.byteLength);
        b.set(p.data);
        if (b.byteLength > 0) b[Math.min(3, b.byteLength - 1)] ^= 0xff; // the top byte of the first 32-bit word: sign and exponent of a float
        subdata(p, b);
      }
    : (p) => subdata(p, p.data);
  ctx.resource_flush_range = (p) => table.flushRange(p.res, Number(p.offset), Number(p.size), p.access);
  ctx.resource_copy_buffer = (p) => {
    table.copy(p.dst, p.src, Number(p.srcOffset), Number(p.dstOffset), Number(p.size));
    mirror?.copied(p.dst, p.src, Number(p.srcOffset), Number(p.dstOffset), Number(p.size));
  };
  ctx.resource_clear_buffer = (p) => {
    table.clear(p.res, Number(p.offset), Number(p.size), p.pattern, p.patternSize);
    mirror?.cleared(p.res, Number(p.offset), Number(p.size), p.pattern, p.patternSize);
  };
  ctx.resource_invalidate = (p) => table.invalidate(p.res, Number(p.offset), Number(p.size));
}
