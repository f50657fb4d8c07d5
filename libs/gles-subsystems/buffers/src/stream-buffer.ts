// The per-draw streaming buffer (seeds: Espryt's buffer-upload bump ring). Host-sourced bytes that a
// draw needs in a driver buffer land here: client-memory vertex arrays and indices, fp64 attributes
// narrowed to float, indices rewritten for primitive restart or polygon-mode lowering. A bump cursor
// with orphaning (glBufferData(NULL)) when full: the driver keeps the old storage alive for draws in flight.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import type { DriverBindings } from '@mgpipe/gles-core';

const INITIAL_BYTES = 4 << 20;
const names = new Uint32Array(1);

export class StreamBuffer {
  readonly name: number;
  private capacity = INITIAL_BYTES;
  private cursor = 0;
  /** Bytes streamed since creation (stats). */
  streamedBytes = 0;

  constructor(private readonly gl: GLEntryPoints, private readonly bindings: DriverBindings) {
    gl.glGenBuffers(1, names);
    this.name = names[0];
    bindings.bindBuffer(GL.COPY_WRITE_BUFFER, this.name);
    gl.glBufferData(GL.COPY_WRITE_BUFFER, this.capacity, null, GL.STREAM_DRAW);
  }

  /** Copies the first `size` of `bytes` into the buffer; returns its byte offset there (aligned to 16). */
  write(bytes: Uint8Array, size = bytes.byteLength): number {
    let at = (this.cursor + 15) & ~15;
    this.bindings.bindBuffer(GL.COPY_WRITE_BUFFER, this.name);
    if (at + size > this.capacity) {
      while (size > this.capacity) this.capacity *= 2;
      this.gl.glBufferData(GL.COPY_WRITE_BUFFER, this.capacity, null, GL.STREAM_DRAW);
      at = 0;
    }
    if (size > 0) this.gl.glBufferSubData(GL.COPY_WRITE_BUFFER, at, size, bytes);
    this.cursor = at + size;
    this.streamedBytes += size;
    return at;
  }

  destroy(): void {
    this.bindings.forgetBuffer(this.name);
    names[0] = this.name;
    this.gl.glDeleteBuffers(1, names);
  }
}
