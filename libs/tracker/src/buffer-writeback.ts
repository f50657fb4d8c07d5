// The client's end of the reverse channel for buffers (seeds §7, MGPipeCallbacks.on_buffer_writeback): bytes the
// server wrote into a buffer resource (transform feedback capture, storage writes made visible by a barrier, a
// readback into a pack buffer) come back as an event naming the resource by handle, and the client applies them to
// its own shadow. The server never holds or writes a front-end buffer.
//
// An event is read from the wire, so it is untrusted: a handle that names no live buffer (destroyed since — in split
// mode the event can be drained after the client's resource_destroy —, or never created) and a range outside the
// shadow (respecified smaller since) are dropped and counted, never written. In one process the bytes are the
// server's view of mapped driver memory, valid only during the call: they are copied into the shadow here.
import type { MGPipeCallbacks, MGPipeHandle } from '@mgpipe/pipe-types';
import type { BufferResources } from './buffer-resources.ts';

export interface BufferWritebackStats {
  /** Events applied to a shadow. */
  applied: number;
  /** Bytes those events wrote. */
  bytes: number;
  /** Events dropped: their handle named no live buffer. */
  staleHandle: number;
  /** Events dropped: their range did not lie inside the buffer's shadow. */
  outOfRange: number;
}

export class BufferWriteback implements Pick<MGPipeCallbacks, 'on_buffer_writeback'> {
  readonly stats: BufferWritebackStats = { applied: 0, bytes: 0, staleHandle: 0, outOfRange: 0 };

  constructor(private readonly resources: BufferResources) {}

  on_buffer_writeback(res: MGPipeHandle, offset: bigint, bytes: Uint8Array): void {
    const buffer = this.resources.bufferOf(res);
    if (buffer === null) {
      this.stats.staleHandle++;
      return;
    }
    if (offset < 0n || offset + BigInt(bytes.byteLength) > BigInt(buffer.data.byteLength)) {
      this.stats.outOfRange++;
      return;
    }
    buffer.RecordServerWrite(Number(offset), bytes);
    this.stats.applied++;
    this.stats.bytes += bytes.byteLength;
  }
}
