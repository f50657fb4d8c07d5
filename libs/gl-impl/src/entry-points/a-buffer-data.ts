// Buffer data stores (GL 4.5 §6.2–§6.6): specification, sub-data, mapping, copies, reads, parameters,
// invalidation. The front end keeps the shadow copy (Buffer.data); every mutation updates it first, then
// moves the buffer's counters, then tells the backend through `fe.backend.bufferOps` (legacy-backend.ts:
// buffers push at call time, in order).
import type { Buffer } from '@mgpipe/gl-state';
import type { GLFunctions, VoidData } from '@mgpipe/gl-api';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { dropPersistentMap } from './a-buffers.ts';
import { boundBuffer, copyFromView, copyToView, isBufferTarget, isMappedExclusive, namedBuffer, type AreaAState } from './a-common.ts';

const STORAGE_FLAG_BITS = GL.MAP_READ_BIT | GL.MAP_WRITE_BIT | GL.MAP_PERSISTENT_BIT | GL.MAP_COHERENT_BIT |
  GL.DYNAMIC_STORAGE_BIT | GL.CLIENT_STORAGE_BIT;
const MAP_ACCESS_BITS = GL.MAP_READ_BIT | GL.MAP_WRITE_BIT | GL.MAP_INVALIDATE_RANGE_BIT | GL.MAP_INVALIDATE_BUFFER_BIT |
  GL.MAP_FLUSH_EXPLICIT_BIT | GL.MAP_UNSYNCHRONIZED_BIT | GL.MAP_PERSISTENT_BIT | GL.MAP_COHERENT_BIT;
/** BufferData's storage counts as these flags (GL 4.5 §6.2: BUFFER_STORAGE_FLAGS of mutable storage). */
export const MUTABLE_STORAGE_FLAGS = GL.MAP_READ_BIT | GL.MAP_WRITE_BIT | GL.DYNAMIC_STORAGE_BIT;

export function isBufferUsage(usage: number): boolean {
  switch (usage) {
    case GL.STREAM_DRAW: case GL.STREAM_READ: case GL.STREAM_COPY:
    case GL.STATIC_DRAW: case GL.STATIC_READ: case GL.STATIC_COPY:
    case GL.DYNAMIC_DRAW: case GL.DYNAMIC_READ: case GL.DYNAMIC_COPY:
      return true;
    default:
      return false;
  }
}

/** Storage flags as GL reports them: immutable storage's own, BufferData's implied ones, 0 before any. */
export function effectiveStorageFlags(buffer: Buffer): number {
  if (buffer.immutable) return buffer.storageFlags;
  return buffer.usage === 0 ? 0 : MUTABLE_STORAGE_FLAGS;
}

export function bufferDataEntryPoints(fe: FrontEnd, area: AreaAState) {
  const ops = fe.backend.bufferOps;

  /** The buffer bound to `target`, or null after recording INVALID_ENUM / INVALID_OPERATION. */
  function bufferAt(fn: string, target: number): Buffer | null {
    if (!isBufferTarget(target)) {
      fe.error(GL.INVALID_ENUM, `${fn}: invalid target 0x${target.toString(16)}`);
      return null;
    }
    const buffer = boundBuffer(fe, target);
    if (buffer === null) fe.error(GL.INVALID_OPERATION, `${fn}: no buffer is bound to the target`);
    return buffer;
  }

  function allocate(buffer: Buffer, size: number, data: VoidData, usage: number, flags: number, immutable: boolean): void {
    if (buffer.isMapped) dropPersistentMap(area, buffer);
    buffer.AllocateStorage(size, null, usage, flags, immutable);
    // A number or null is "no data": bufferData's pointer is client memory, never a buffer offset.
    if (ArrayBuffer.isView(data)) {
      // @mutates Buffer.data the initial contents; published by onBufferStorage below (immediate)
      // @mutates Buffer.hasDefinedContent published with the contents
      copyFromView(buffer.data, 0, data, 0, Math.min(size, data.byteLength));
      buffer.hasDefinedContent = true;
    }
    ops.onBufferStorage(buffer);
  }

  /** Writes the whole mapped range of each persistent write mapping (coherent ones only, or all). */
  function pushPersistentWrites(coherentOnly: boolean): void {
    const list = area.persistentWriteMaps;
    for (let i = 0; i < list.length; i++) {
      const b = list[i];
      if (coherentOnly && (b.mapAccess & GL.MAP_COHERENT_BIT) === 0) continue;
      takeMappedWrites(b, 0, b.mapLength);
      b.MarkContentChanged(b.mapOffset, b.mapLength);
      ops.onMappedWrite(b, b.mapOffset, b.mapLength);
    }
  }

  /** The app's bytes from the mapping (its own ArrayBuffer, see Buffer.RecordMap), [from, +length) of it. */
  function takeMappedWrites(buffer: Buffer, from: number, length: number): void {
    const view = buffer.mappedView;
    if (view === null || length <= 0) return;
    // @mutates Buffer.data the bytes written through the mapping; published by onMappedWrite after (immediate)
    buffer.data.set(view.subarray(from, from + length), buffer.mapOffset + from);
  }

  function mapRange(fn: string, buffer: Buffer | null, offset: number, length: number, access: number, whole: boolean): Uint8Array | null {
    if (buffer === null) return null;
    if (whole) length = buffer.size;
    // GL 4.5 §6.3: INVALID_VALUE for the range and unknown bits, then INVALID_OPERATION for the rest.
    if (offset < 0 || length < 0 || offset + length > buffer.size) {
      fe.error(GL.INVALID_VALUE, `${fn}: range [${offset}, +${length}) is outside the buffer (size ${buffer.size})`);
      return null;
    }
    if ((access & ~MAP_ACCESS_BITS) !== 0) {
      fe.error(GL.INVALID_VALUE, `${fn}: unknown access bits 0x${access.toString(16)}`);
      return null;
    }
    const read = (access & GL.MAP_READ_BIT) !== 0;
    const write = (access & GL.MAP_WRITE_BIT) !== 0;
    let why: string | null = null;
    if (length === 0 && !whole) why = 'length is zero';
    else if (buffer.isMapped) why = 'the buffer is already mapped';
    else if (!read && !write) why = 'neither MAP_READ_BIT nor MAP_WRITE_BIT is set';
    else if (read && (access & (GL.MAP_INVALIDATE_RANGE_BIT | GL.MAP_INVALIDATE_BUFFER_BIT | GL.MAP_UNSYNCHRONIZED_BIT)) !== 0) {
      why = 'MAP_READ_BIT with an invalidate or unsynchronized bit';
    } else if ((access & GL.MAP_FLUSH_EXPLICIT_BIT) !== 0 && !write) why = 'MAP_FLUSH_EXPLICIT_BIT without MAP_WRITE_BIT';
    else {
      const needed = access & (GL.MAP_READ_BIT | GL.MAP_WRITE_BIT | GL.MAP_PERSISTENT_BIT | GL.MAP_COHERENT_BIT);
      if ((needed & ~effectiveStorageFlags(buffer)) !== 0) why = 'access bits not included in the buffer storage flags';
    }
    if (why !== null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: ${why}`);
      return null;
    }
    if (read) makeShaderWritesVisible(buffer);
    const view = buffer.RecordMap(offset, length, access);
    if (write && (access & GL.MAP_PERSISTENT_BIT) !== 0) area.persistentWriteMaps.push(buffer);
    return view;
  }

  let shaderWritesPending = false;

  /**
   * Shader writes (storage blocks, atomic counters) reach a client read (getBufferSubData, a read mapping) only after
   * a BUFFER_UPDATE / CLIENT_MAPPED barrier (GL 4.5 §7.13.2); without one GL leaves the bytes undefined, and Mesa's
   * desktop GL gives the written ones. Our client reads come from the front end's shadow, which the backend refreshes
   * at such a barrier, so a buffer still bound where shaders can write it gets the barrier first: reads see what the
   * GPU wrote, as on Mesa (piglit's `probe ssbo` after a draw: arb_shader_storage_buffer_object
   * memory-layouts-struct-deref, indirect). Only after a draw since the last such barrier (shaderWritesPending: set
   * per draw, cleared by the barriers that make writes client-visible); a buffer bound nowhere a shader writes costs
   * nothing.
   */
  function makeShaderWritesVisible(buffer: Buffer): void {
    if (!shaderWritesPending) return;
    const { shaderStorage, atomicCounter } = fe.state.buffers;
    let bound = false;
    for (let i = 0; i < shaderStorage.count && !bound; i++) bound = shaderStorage.GetBuffer(i) === buffer;
    for (let i = 0; i < atomicCounter.count && !bound; i++) bound = atomicCounter.GetBuffer(i) === buffer;
    if (!bound) return;
    shaderWritesPending = false;
    fe.backend.verbs.memoryBarrier?.(GL.BUFFER_UPDATE_BARRIER_BIT);
  }

  function checkRange(fn: string, buffer: Buffer, offset: number, size: number): boolean {
    if (offset < 0 || size < 0 || offset + size > buffer.size) {
      fe.error(GL.INVALID_VALUE, `${fn}: range [${offset}, +${size}) is outside the buffer (size ${buffer.size})`);
      return false;
    }
    return true;
  }

  function getParameter(fn: string, buffer: Buffer | null, pname: number): number {
    if (buffer === null) return 0;
    switch (pname) {
      case GL.BUFFER_SIZE: return buffer.size;
      case GL.BUFFER_USAGE: return buffer.usage === 0 ? GL.STATIC_DRAW : buffer.usage;
      case GL.BUFFER_ACCESS: {
        const rw = buffer.mapAccess & (GL.MAP_READ_BIT | GL.MAP_WRITE_BIT);
        return rw === GL.MAP_READ_BIT ? GL.READ_ONLY : rw === GL.MAP_WRITE_BIT ? GL.WRITE_ONLY : GL.READ_WRITE;
      }
      case GL.BUFFER_ACCESS_FLAGS: return buffer.mapAccess;
      case GL.BUFFER_IMMUTABLE_STORAGE: return buffer.immutable ? 1 : 0;
      case GL.BUFFER_MAPPED: return buffer.isMapped ? 1 : 0;
      case GL.BUFFER_MAP_OFFSET: return buffer.mapOffset;
      case GL.BUFFER_MAP_LENGTH: return buffer.mapLength;
      case GL.BUFFER_STORAGE_FLAGS: return effectiveStorageFlags(buffer);
      default:
        fe.error(GL.INVALID_ENUM, `${fn}: invalid pname 0x${pname.toString(16)}`);
        return 0;
    }
  }

  // The operations take the buffer object (null: the caller already recorded why there is none), so the
  // bind-to-edit commands (buffer at a target) and the GL 4.5 named ones (buffer by name) share one body:
  // the same checks in the same order, the same shadow writes, counters and backend calls.

  function dataOn(fn: string, buffer: Buffer | null, size: number, data: VoidData, usage: number): void {
    if (buffer === null) return;
    if (size < 0) return fe.error(GL.INVALID_VALUE, `${fn}: size < 0`);
    if (!isBufferUsage(usage)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid usage 0x${usage.toString(16)}`);
    if (buffer.immutable) return fe.error(GL.INVALID_OPERATION, `${fn}: the buffer has immutable storage`);
    allocate(buffer, size, data, usage, 0, false);
  }

  function storageOn(fn: string, buffer: Buffer | null, size: number, data: VoidData, flags: number): void {
    if (buffer === null) return;
    if (size <= 0) return fe.error(GL.INVALID_VALUE, `${fn}: size <= 0`);
    if ((flags & ~STORAGE_FLAG_BITS) !== 0) return fe.error(GL.INVALID_VALUE, `${fn}: unknown flag bits 0x${flags.toString(16)}`);
    if ((flags & GL.MAP_PERSISTENT_BIT) !== 0 && (flags & (GL.MAP_READ_BIT | GL.MAP_WRITE_BIT)) === 0) {
      return fe.error(GL.INVALID_VALUE, `${fn}: MAP_PERSISTENT_BIT without MAP_READ_BIT or MAP_WRITE_BIT`);
    }
    if ((flags & GL.MAP_COHERENT_BIT) !== 0 && (flags & GL.MAP_PERSISTENT_BIT) === 0) {
      return fe.error(GL.INVALID_VALUE, `${fn}: MAP_COHERENT_BIT without MAP_PERSISTENT_BIT`);
    }
    if (buffer.immutable) return fe.error(GL.INVALID_OPERATION, `${fn}: the buffer already has immutable storage`);
    // BUFFER_USAGE of immutable storage reads DYNAMIC_DRAW (GL 4.5 table 6.3).
    allocate(buffer, size, data, GL.DYNAMIC_DRAW, flags, true);
  }

  function subDataOn(fn: string, buffer: Buffer | null, offset: number, size: number, data: VoidData): void {
    if (buffer === null) return;
    if (!checkRange(fn, buffer, offset, size)) return;
    if (isMappedExclusive(buffer)) return fe.error(GL.INVALID_OPERATION, `${fn}: the buffer is mapped`);
    if (buffer.immutable && (buffer.storageFlags & GL.DYNAMIC_STORAGE_BIT) === 0) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: immutable storage without DYNAMIC_STORAGE_BIT`);
    }
    if (!ArrayBuffer.isView(data)) return; // no client memory: nothing to copy
    if (data.byteLength < size) return fe.error(GL.INVALID_OPERATION, `${fn}: data holds ${data.byteLength} bytes, size is ${size}`);
    if (size === 0) return;
    copyFromView(buffer.data, offset, data, 0, size);
    buffer.MarkContentChanged(offset, size);
    ops.onBufferSubData(buffer, offset, size);
  }

  /** MapBuffer's access enum as MapBufferRange bits; 0 for an invalid enum. */
  function accessBits(access: number): number {
    switch (access) {
      case GL.READ_ONLY: return GL.MAP_READ_BIT;
      case GL.WRITE_ONLY: return GL.MAP_WRITE_BIT;
      case GL.READ_WRITE: return GL.MAP_READ_BIT | GL.MAP_WRITE_BIT;
      default: return 0;
    }
  }

  function unmapOn(fn: string, buffer: Buffer | null): boolean {
    if (buffer === null) return false;
    if (!buffer.isMapped) {
      fe.error(GL.INVALID_OPERATION, `${fn}: the buffer is not mapped`);
      return false;
    }
    const access = buffer.mapAccess;
    if ((access & GL.MAP_WRITE_BIT) !== 0 && (access & GL.MAP_FLUSH_EXPLICIT_BIT) === 0 && buffer.mapLength > 0) {
      // The app wrote through the view: its bytes go into the shadow and are now defined for the GL.
      takeMappedWrites(buffer, 0, buffer.mapLength);
      buffer.MarkContentChanged(buffer.mapOffset, buffer.mapLength);
      ops.onMappedWrite(buffer, buffer.mapOffset, buffer.mapLength);
    }
    if ((access & GL.MAP_PERSISTENT_BIT) !== 0) dropPersistentMap(area, buffer);
    buffer.RecordUnmap();
    return true;
  }

  function flushOn(fn: string, buffer: Buffer | null, offset: number, length: number): void {
    if (buffer === null) return;
    if (offset < 0 || length < 0) return fe.error(GL.INVALID_VALUE, `${fn}: offset or length < 0`);
    if (!buffer.isMapped) return fe.error(GL.INVALID_OPERATION, `${fn}: the buffer is not mapped`);
    if ((buffer.mapAccess & GL.MAP_FLUSH_EXPLICIT_BIT) === 0) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: the mapping has no MAP_FLUSH_EXPLICIT_BIT`);
    }
    if (offset + length > buffer.mapLength) return fe.error(GL.INVALID_VALUE, `${fn}: the range exceeds the mapping`);
    if (length === 0) return;
    takeMappedWrites(buffer, offset, length);
    buffer.MarkContentChanged(buffer.mapOffset + offset, length);
    ops.onMappedWrite(buffer, buffer.mapOffset + offset, length);
  }

  function copyOn(fn: string, src: Buffer, dst: Buffer, readOffset: number, writeOffset: number, size: number): void {
    if (readOffset < 0 || writeOffset < 0 || size < 0) return fe.error(GL.INVALID_VALUE, `${fn}: negative offset or size`);
    if (readOffset + size > src.size || writeOffset + size > dst.size) {
      return fe.error(GL.INVALID_VALUE, `${fn}: range exceeds a buffer`);
    }
    // GL 4.5 §6.6: same buffer, overlapping ranges.
    if (src === dst && Math.abs(readOffset - writeOffset) < size) {
      return fe.error(GL.INVALID_VALUE, `${fn}: overlapping ranges of one buffer`);
    }
    if (isMappedExclusive(src) || isMappedExclusive(dst)) return fe.error(GL.INVALID_OPERATION, `${fn}: a buffer is mapped`);
    if (size === 0) return;
    // @mutates Buffer.data the copied range; published by onCopyBufferSubData below (immediate)
    if (src === dst) dst.data.copyWithin(writeOffset, readOffset, readOffset + size);
    else dst.data.set(src.data.subarray(readOffset, readOffset + size), writeOffset);
    dst.MarkContentChanged(writeOffset, size);
    ops.onCopyBufferSubData(src, dst, readOffset, writeOffset, size);
  }

  function getSubDataOn(fn: string, buffer: Buffer | null, offset: number, size: number, data: VoidData): void {
    if (buffer === null) return;
    if (!checkRange(fn, buffer, offset, size)) return;
    if (isMappedExclusive(buffer)) return fe.error(GL.INVALID_OPERATION, `${fn}: the buffer is mapped`);
    if (!ArrayBuffer.isView(data)) return fe.error(GL.INVALID_VALUE, `${fn}: data must be client memory (an ArrayBufferView)`);
    if (data.byteLength < size) return fe.error(GL.INVALID_OPERATION, `${fn}: data holds ${data.byteLength} bytes, size is ${size}`);
    makeShaderWritesVisible(buffer);
    copyToView(data, buffer.data, offset, size);
  }

  /** JS has no pointers: the mapping is the Uint8Array mapBufferRange returned; this answers 0. */
  function pointerOn(fn: string, buffer: Buffer | null, pname: number): number {
    if (buffer === null) return 0;
    if (pname !== GL.BUFFER_MAP_POINTER) fe.error(GL.INVALID_ENUM, `${fn}: invalid pname 0x${pname.toString(16)}`);
    return 0;
  }

  const named = (fn: string, name: number) => namedBuffer(fe, fn, name);

  return {
    pushPersistentWrites,
    /** A draw ran: shader writes may be pending until a client-visible barrier. */
    noteDraw(): void { shaderWritesPending = true; },
    /** glMemoryBarrier with BUFFER_UPDATE / CLIENT_MAPPED (or all) bits: pending writes are visible. */
    noteClientBarrier(): void { shaderWritesPending = false; },
    methods: {
      bufferData(target: number, size: number, data: VoidData, usage: number): void {
        dataOn('bufferData', bufferAt('bufferData', target), size, data, usage);
      },
      namedBufferData(buffer: number, size: number, data: VoidData, usage: number): void {
        dataOn('namedBufferData', named('namedBufferData', buffer), size, data, usage);
      },

      bufferStorage(target: number, size: number, data: VoidData, flags: number): void {
        storageOn('bufferStorage', bufferAt('bufferStorage', target), size, data, flags);
      },
      namedBufferStorage(buffer: number, size: number, data: VoidData, flags: number): void {
        storageOn('namedBufferStorage', named('namedBufferStorage', buffer), size, data, flags);
      },

      bufferSubData(target: number, offset: number, size: number, data: VoidData): void {
        subDataOn('bufferSubData', bufferAt('bufferSubData', target), offset, size, data);
      },
      namedBufferSubData(buffer: number, offset: number, size: number, data: VoidData): void {
        subDataOn('namedBufferSubData', named('namedBufferSubData', buffer), offset, size, data);
      },

      mapBufferRange(target: number, offset: number, length: number, access: number): Uint8Array | null {
        return mapRange('mapBufferRange', bufferAt('mapBufferRange', target), offset, length, access, false);
      },
      mapNamedBufferRange(buffer: number, offset: number, length: number, access: number): Uint8Array | null {
        return mapRange('mapNamedBufferRange', named('mapNamedBufferRange', buffer), offset, length, access, false);
      },

      mapBuffer(target: number, access: number): Uint8Array | null {
        const bits = accessBits(access);
        if (bits === 0) {
          if (!isBufferTarget(target)) fe.error(GL.INVALID_ENUM, `mapBuffer: invalid target 0x${target.toString(16)}`);
          else fe.error(GL.INVALID_ENUM, `mapBuffer: invalid access 0x${access.toString(16)}`);
          return null;
        }
        return mapRange('mapBuffer', bufferAt('mapBuffer', target), 0, 0, bits, true);
      },
      mapNamedBuffer(buffer: number, access: number): Uint8Array | null {
        const object = named('mapNamedBuffer', buffer);
        if (object === null) return null;
        const bits = accessBits(access);
        if (bits === 0) {
          fe.error(GL.INVALID_ENUM, `mapNamedBuffer: invalid access 0x${access.toString(16)}`);
          return null;
        }
        return mapRange('mapNamedBuffer', object, 0, 0, bits, true);
      },

      unmapBuffer(target: number): boolean {
        return unmapOn('unmapBuffer', bufferAt('unmapBuffer', target));
      },
      unmapNamedBuffer(buffer: number): boolean {
        return unmapOn('unmapNamedBuffer', named('unmapNamedBuffer', buffer));
      },

      flushMappedBufferRange(target: number, offset: number, length: number): void {
        flushOn('flushMappedBufferRange', bufferAt('flushMappedBufferRange', target), offset, length);
      },
      flushMappedNamedBufferRange(buffer: number, offset: number, length: number): void {
        flushOn('flushMappedNamedBufferRange', named('flushMappedNamedBufferRange', buffer), offset, length);
      },

      copyBufferSubData(readTarget: number, writeTarget: number, readOffset: number, writeOffset: number, size: number): void {
        if (!isBufferTarget(readTarget) || !isBufferTarget(writeTarget)) {
          return fe.error(GL.INVALID_ENUM, 'copyBufferSubData: invalid target');
        }
        const src = boundBuffer(fe, readTarget);
        const dst = boundBuffer(fe, writeTarget);
        if (src === null || dst === null) return fe.error(GL.INVALID_OPERATION, 'copyBufferSubData: no buffer bound to a target');
        copyOn('copyBufferSubData', src, dst, readOffset, writeOffset, size);
      },
      copyNamedBufferSubData(readBuffer: number, writeBuffer: number, readOffset: number, writeOffset: number, size: number): void {
        const src = named('copyNamedBufferSubData', readBuffer);
        if (src === null) return;
        const dst = named('copyNamedBufferSubData', writeBuffer);
        if (dst === null) return;
        copyOn('copyNamedBufferSubData', src, dst, readOffset, writeOffset, size);
      },

      getBufferSubData(target: number, offset: number, size: number, data: VoidData): void {
        getSubDataOn('getBufferSubData', bufferAt('getBufferSubData', target), offset, size, data);
      },
      getNamedBufferSubData(buffer: number, offset: number, size: number, data: VoidData): void {
        getSubDataOn('getNamedBufferSubData', named('getNamedBufferSubData', buffer), offset, size, data);
      },

      getBufferParameteriv(target: number, pname: number): number {
        return getParameter('getBufferParameteriv', bufferAt('getBufferParameteriv', target), pname);
      },
      getBufferParameteri64v(target: number, pname: number): number {
        return getParameter('getBufferParameteri64v', bufferAt('getBufferParameteri64v', target), pname);
      },
      getNamedBufferParameteriv(buffer: number, pname: number): number {
        return getParameter('getNamedBufferParameteriv', named('getNamedBufferParameteriv', buffer), pname);
      },
      getNamedBufferParameteri64v(buffer: number, pname: number): number {
        return getParameter('getNamedBufferParameteri64v', named('getNamedBufferParameteri64v', buffer), pname);
      },

      getBufferPointerv(target: number, pname: number): number {
        return pointerOn('getBufferPointerv', bufferAt('getBufferPointerv', target), pname);
      },
      getNamedBufferPointerv(buffer: number, pname: number): number {
        return pointerOn('getNamedBufferPointerv', named('getNamedBufferPointerv', buffer), pname);
      },

      invalidateBufferData(name: number): void {
        const buffer = fe.state.objects.buffers.Get(name);
        if (buffer === null) return fe.error(GL.INVALID_VALUE, `invalidateBufferData: ${name} is not a buffer object`);
        if (isMappedExclusive(buffer)) return fe.error(GL.INVALID_OPERATION, 'invalidateBufferData: the buffer is mapped');
        // The contents become undefined; keeping the bytes is a valid "undefined". No counter moves.
        ops.onInvalidate?.(buffer, 0, buffer.size);
      },

      invalidateBufferSubData(name: number, offset: number, length: number): void {
        const buffer = fe.state.objects.buffers.Get(name);
        if (buffer === null) return fe.error(GL.INVALID_VALUE, `invalidateBufferSubData: ${name} is not a buffer object`);
        if (!checkRange('invalidateBufferSubData', buffer, offset, length)) return;
        if (isMappedExclusive(buffer) && offset < buffer.mapOffset + buffer.mapLength && buffer.mapOffset < offset + length) {
          return fe.error(GL.INVALID_OPERATION, 'invalidateBufferSubData: the range intersects the mapped range');
        }
        if (length > 0) ops.onInvalidate?.(buffer, offset, length);
      },
    } satisfies Partial<GLFunctions>,
  };
}
