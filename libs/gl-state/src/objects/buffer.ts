// Buffer: the client-side data shadow (Uint8Array) plus usage, storage flags and mapping state.
//
// Counters (each bump also moves changeSerial and ContextGenerations.anyBufferChange, in one helper):
//  - contentVersion: the bytes changed (bufferSubData, mapped write flushed/unmapped, copy, clear,
//    GPU write recorded). Bumped by MarkContentChanged. Not by binding, mapping for read, or queries.
//  - shapeVersion: the storage was (re)defined: size, usage or storage flags (bufferData,
//    bufferStorage). Bumped by AllocateStorage. Redefinition replaces the bytes, so it also counts
//    as a content change; it does NOT bump contentVersion, because readers that care about content
//    must watch changeSerial (which both move).
//  - changeSerial: any of the above; the per-buffer half of NEW_*_BUFFERS.
// Whole-buffer indexed bindings read `size` live, so after bufferData they see the new size.

import type { ContextGenerations } from '../context-generations.ts';
import { GL, detachArrayBuffer } from '@mgpipe/value-types';
import { GLObject } from './gl-object.ts';

export class Buffer extends GLObject {
  data = new Uint8Array(0);
  usage = 0;
  /** glBufferStorage flags; 0 for mutable storage. */
  storageFlags = 0;
  immutable = false;
  /** Ever bound as ELEMENT_ARRAY_BUFFER (feeds the server's index mirror decision, D-B7). */
  everBoundAsIndex = false;
  /** Content is undefined after a NULL-data respecify until something writes it. */
  hasDefinedContent = false;
  // Mapping state (glMapBufferRange): null view when unmapped.
  mappedView: Uint8Array | null = null;
  mapOffset = 0;
  mapLength = 0;
  mapAccess = 0;

  /** Written byte range since the last ClearWrittenRange; empty when begin >= end. */
  writtenBegin = Number.POSITIVE_INFINITY;
  writtenEnd = 0;

  private contentVersionCounter = 0;
  private shapeVersionCounter = 0;
  private changeSerialCounter = 0;

  constructor(name: number, private readonly generations: ContextGenerations) {
    super(name);
  }

  get size(): number {
    return this.data.byteLength;
  }
  get contentVersion(): number {
    return this.contentVersionCounter;
  }
  get shapeVersion(): number {
    return this.shapeVersionCounter;
  }
  get changeSerial(): number {
    return this.changeSerialCounter;
  }
  get isMapped(): boolean {
    return this.mappedView !== null;
  }

  /** glBufferData / glBufferStorage: replaces the storage. `initial` null = undefined content. */
  AllocateStorage(size: number, initial: Uint8Array | null, usage: number, storageFlags: number, immutable: boolean): void {
    this.RecordUnmap(); // respecifying a mapped buffer unmaps it; the old view no longer aliases `data`
    this.data = new Uint8Array(size);
    this.ClearWrittenRange(); // the whole storage is new; respecify ships it, not a subdata
    if (initial !== null) this.data.set(initial.subarray(0, size));
    this.hasDefinedContent = initial !== null;
    this.usage = usage;
    this.storageFlags = storageFlags;
    this.immutable = immutable;
    this.shapeVersionCounter++;
    this.BumpChangeSerial();
  }

  /**
   * The reverse channel (MGPipeCallbacks.on_buffer_writeback): bytes the server wrote (transform feedback capture,
   * storage writes made visible by a barrier, a readback into a pack buffer) land in the shadow. A content change,
   * but not a client write: the server already holds these bytes, so the written range (what a deferred, split-mode
   * flush ships) does not grow. The caller checked that the range lies inside `data`.
   */
  RecordServerWrite(offset: number, bytes: Uint8Array): void {
    if (bytes.byteLength === 0) return;
    this.data.set(bytes, offset);
    this.hasDefinedContent = true;
    this.contentVersionCounter++;
    this.BumpChangeSerial();
  }

  /** Bytes [offset, offset+length) changed; the writer already updated `data`. */
  MarkContentChanged(offset: number, length: number): void {
    if (length <= 0) return;
    // Union of written bytes since the last ClearWrittenRange: what a deferred (split-mode) flush ships.
    this.writtenBegin = Math.min(this.writtenBegin, offset);
    this.writtenEnd = Math.max(this.writtenEnd, offset + length);
    this.hasDefinedContent = true;
    this.contentVersionCounter++;
    this.BumpChangeSerial();
  }

  /**
   * glMapBufferRange: records the mapping and returns it as a copy of [offset, +length) in an ArrayBuffer
   * of its own, so that RecordUnmap can detach it the way a browser does: a view kept past unmap (or past
   * respecify / delete) reads as length 0 and writes go nowhere, instead of silently editing the shadow
   * behind the driver's back. The writer of `data` (the front end's unmap / flush / persistent-write paths)
   * copies the app's bytes from the view first.
   */
  RecordMap(offset: number, length: number, access: number): Uint8Array {
    this.RecordUnmap(); // the front end refuses to map a mapped buffer; keeps exclusiveMaps exact if one ever does
    const view = new Uint8Array(length);
    view.set(this.data.subarray(offset, offset + length));
    this.mappedView = view;
    this.mapOffset = offset;
    this.mapLength = length;
    this.mapAccess = access;
    if ((access & GL.MAP_PERSISTENT_BIT) === 0) this.generations.exclusiveMaps++;
    return view;
  }

  /** glUnmapBuffer; content changes are reported separately (MarkContentChanged) by the caller. */
  RecordUnmap(): void {
    const view = this.mappedView;
    if (view === null) return;
    if ((this.mapAccess & GL.MAP_PERSISTENT_BIT) === 0) this.generations.exclusiveMaps--;
    detachArrayBuffer(view.buffer as ArrayBuffer);
    this.mappedView = null;
    this.mapOffset = 0;
    this.mapLength = 0;
    this.mapAccess = 0;
  }

  /** The emitter shipped the written range. No counter moves: nothing about the buffer changed. */
  ClearWrittenRange(): void {
    this.writtenBegin = Number.POSITIVE_INFINITY;
    this.writtenEnd = 0;
  }

  /** Sticky: the resource descriptor's ELEMENT_ARRAY bind bit (the tracker re-sends the descriptor). */
  MarkBoundAsIndex(): void {
    this.everBoundAsIndex = true;
  }

  /** The one place changeSerial moves; keeps the aggregate in step. */
  private BumpChangeSerial(): void {
    this.changeSerialCounter++;
    this.generations.BumpAnyBufferChange();
  }
}
