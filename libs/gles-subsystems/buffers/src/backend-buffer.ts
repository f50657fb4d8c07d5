// BackendBuffer: the driver twin of a buffer (seeds GLESBufferResource, Managers.h:443-497).
// Buffers push at GL-call time. Pull / alias (the wiring's LegacyBufferOps, backend-gles state/buffer-ops.ts):
// storage respecification → glBufferData of the shadow, sub-data / mapped writes / copies → glBufferSubData of
// exactly the written range, with the storage descriptor read through MGB_CTX (PipeInputs.buffers: a BufferShape
// POD and the bytes, never the front object). Push: the
// BufferTable drives allocate / write / copyFrom from MGPipe calls. Either way the driver copy equals the
// front-end shadow; draws never upload buffers.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import type { DriverBindings } from '@mgpipe/gles-core';
import type { BufferShape, Twin } from '@mgpipe/gles-core';

const scratchName = new Uint32Array(1);

/**
 * The target new driver storage is specified through. Not COPY_WRITE_BUFFER: Mesa derives a buffer's gallium bind
 * flags from the target of its glBufferData, and llvmpipe (seen on Mesa 22.3) only flushes queued draws before a
 * CPU write (glBufferSubData) to a buffer whose bind flags include a shader-writable / sampled kind — storage made
 * through COPY_WRITE_BUFFER has none, so a write after a draw that reads the buffer as an SSBO landed before that
 * draw ran (piglit arb_gl_spirv ssbo/unsized-array). SHADER_STORAGE_BUFFER gives SHADER_BUFFER; binding its generic
 * point, like COPY_WRITE_BUFFER's, disturbs no VAO or indexed binding. Writes after creation stay on COPY_WRITE_BUFFER.
 */
const STORAGE_TARGET = GL.SHADER_STORAGE_BUFFER;

export class BackendBuffer implements Twin {
  readonly name: number;
  /** Size of the driver storage; -1 until the first upload. */
  size = -1;
  /** The front end's shapeVersion that the driver storage was specified for. */
  shapeVersion = -1;

  constructor(gl: GLEntryPoints) {
    gl.glGenBuffers(1, scratchName);
    this.name = scratchName[0];
  }

  /** glBufferData of `bytes` (through STORAGE_TARGET, see there). */
  respecify(gl: GLEntryPoints, bindings: DriverBindings, shape: Readonly<BufferShape>, bytes: Uint8Array): void {
    bindings.bindBuffer(STORAGE_TARGET, this.name);
    gl.glBufferData(STORAGE_TARGET, shape.size, bytes, shape.usage || GL.STATIC_DRAW);
    this.size = shape.size;
    this.shapeVersion = shape.shapeVersion;
  }

  /** Uploads [offset, offset+size) of `bytes` (the whole storage again when its shape moved). */
  upload(gl: GLEntryPoints, bindings: DriverBindings, shape: Readonly<BufferShape>, bytes: Uint8Array, offset: number, size: number): void {
    if (this.shapeVersion !== shape.shapeVersion || this.size !== shape.size) {
      this.respecify(gl, bindings, shape, bytes);
      return;
    }
    if (size <= 0) return;
    bindings.bindBuffer(GL.COPY_WRITE_BUFFER, this.name);
    gl.glBufferSubData(GL.COPY_WRITE_BUFFER, offset, size, bytes.subarray(offset, offset + size));
  }

  /** Makes sure the driver storage exists (a buffer used before any bufferOp reached us). */
  ensure(gl: GLEntryPoints, bindings: DriverBindings, shape: Readonly<BufferShape>, bytes: Uint8Array): void {
    if (this.shapeVersion !== shape.shapeVersion || this.size !== shape.size) this.respecify(gl, bindings, shape, bytes);
  }

  // ---- The push path (buffer-table.ts): storage and bytes arrive as MGPipe calls, never from a front object ----

  /** resource_respecify: new driver storage of `size` bytes, content undefined until a subdata fills it. */
  allocate(gl: GLEntryPoints, bindings: DriverBindings, size: number, usage: number): void {
    bindings.bindBuffer(STORAGE_TARGET, this.name);
    gl.glBufferData(STORAGE_TARGET, size, null, usage || GL.STATIC_DRAW);
    this.size = size;
  }

  /** resource_subdata / a flushed mapped range: bytes at `offset` (the caller checked the range). */
  write(gl: GLEntryPoints, bindings: DriverBindings, offset: number, bytes: Uint8Array): void {
    if (bytes.byteLength === 0) return;
    bindings.bindBuffer(GL.COPY_WRITE_BUFFER, this.name);
    gl.glBufferSubData(GL.COPY_WRITE_BUFFER, offset, bytes.byteLength, bytes);
  }

  /** resource_copy_buffer: a driver-side copy from `src` (possibly this buffer; ranges do not overlap). */
  copyFrom(gl: GLEntryPoints, bindings: DriverBindings, src: BackendBuffer, srcOffset: number, dstOffset: number, size: number): void {
    if (size === 0) return;
    bindings.bindBuffer(GL.COPY_READ_BUFFER, src.name);
    bindings.bindBuffer(GL.COPY_WRITE_BUFFER, this.name);
    gl.glCopyBufferSubData(GL.COPY_READ_BUFFER, GL.COPY_WRITE_BUFFER, srcOffset, dstOffset, size);
  }

  destroy(gl: GLEntryPoints): void {
    scratchName[0] = this.name;
    gl.glDeleteBuffers(1, scratchName);
  }
}
