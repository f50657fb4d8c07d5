// Buffer objects and their bind points (GL 4.5 §6.1): names, generic bindings (ELEMENT_ARRAY_BUFFER goes
// into the bound VAO) and the indexed bindings (uniform, shader storage, atomic counter in the context;
// transform feedback in the bound XFB object). Indexed "base" bindings store WHOLE_BUFFER and are
// resolved live (gl-state's IndexedBindingTable), so a later bufferData is seen with its new size.
import { WHOLE_BUFFER, genericBufferSlotOf, type Buffer, type IndexedBindingTable } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { GLFunctions } from '@mgpipe/gl-api';
import type { FrontEnd } from '../front-end.ts';
import { MAX_ATOMIC_COUNTER_BUFFER_BINDINGS, isBufferTarget, type AreaAState } from './a-common.ts';

/** Forget a mapping (delete, respecify): it no longer needs pushing at draws. */
export function dropPersistentMap(area: AreaAState, buffer: Buffer): void {
  const list = area.persistentWriteMaps;
  const i = list.indexOf(buffer);
  if (i >= 0) list.splice(i, 1);
}

/** Number of indexed binding points of an indexed target; 0 when the target has none. */
export function indexedBindingCount(fe: FrontEnd, target: number): number {
  switch (target) {
    case GL.UNIFORM_BUFFER: return Math.min(fe.caps.maxUniformBufferBindings, fe.state.buffers.uniform.count);
    case GL.SHADER_STORAGE_BUFFER: return Math.min(fe.caps.maxShaderStorageBufferBindings, fe.state.buffers.shaderStorage.count);
    case GL.ATOMIC_COUNTER_BUFFER: return Math.min(MAX_ATOMIC_COUNTER_BUFFER_BINDINGS, fe.state.buffers.atomicCounter.count);
    case GL.TRANSFORM_FEEDBACK_BUFFER: return Math.min(fe.caps.maxTransformFeedbackBuffers, fe.state.transformFeedback.bindings.count);
    default: return 0;
  }
}

export function indexedTable(fe: FrontEnd, target: number): IndexedBindingTable {
  switch (target) {
    case GL.UNIFORM_BUFFER: return fe.state.buffers.uniform;
    case GL.SHADER_STORAGE_BUFFER: return fe.state.buffers.shaderStorage;
    case GL.ATOMIC_COUNTER_BUFFER: return fe.state.buffers.atomicCounter;
    default: return fe.state.transformFeedback.bindings;
  }
}

export function bufferObjectEntryPoints(fe: FrontEnd, area: AreaAState) {
  const st = fe.state;
  const names = st.objects.buffers;

  /** The object behind a generated name, created on first use (GL: "the object is created when bound"). */
  function objectOf(name: number): Buffer {
    return names.Get(name) ?? st.objects.CreateBuffer(name);
  }

  /** GL 4.5 §6.1.1 offset/size constraints of BindBufferRange per target; an error message or null. */
  function rangeConstraint(target: number, offset: number, size: number): string | null {
    if (offset < 0) return 'offset < 0';
    if (size <= 0) return 'size <= 0';
    switch (target) {
      case GL.UNIFORM_BUFFER:
        return offset % fe.caps.uniformBufferOffsetAlignment === 0 ? null : 'offset is not a multiple of UNIFORM_BUFFER_OFFSET_ALIGNMENT';
      case GL.SHADER_STORAGE_BUFFER:
        return offset % fe.caps.shaderStorageBufferOffsetAlignment === 0 ? null : 'offset is not a multiple of SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT';
      case GL.ATOMIC_COUNTER_BUFFER:
        return offset % 4 === 0 ? null : 'offset is not a multiple of 4';
      default:
        return offset % 4 === 0 && size % 4 === 0 ? null : 'offset or size is not a multiple of 4';
    }
  }

  /** Shared checks of the indexed binds; false when an error was recorded. */
  function checkIndexedTarget(fn: string, target: number): boolean {
    if (indexedBindingCount(fe, target) === 0) {
      fe.error(GL.INVALID_ENUM, `${fn}: target 0x${target.toString(16)} has no indexed binding points`);
      return false;
    }
    // GL 4.5 §13.3.2: the XFB buffer bindings cannot change while transform feedback is active.
    if (target === GL.TRANSFORM_FEEDBACK_BUFFER && st.transformFeedback.active) {
      fe.error(GL.INVALID_OPERATION, `${fn}: transform feedback is active`);
      return false;
    }
    return true;
  }

  /** `ranged`: BindBufferRange, whose size is always checked (size −1 is not "whole buffer" there). */
  function bindIndexed(fn: string, target: number, index: number, name: number, offset: number, size: number, ranged: boolean): void {
    if (!checkIndexedTarget(fn, target)) return;
    if (index < 0 || index >= indexedBindingCount(fe, target)) {
      fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is out of range`);
      return;
    }
    if (name !== 0 && !names.IsName(name)) {
      fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is not a buffer name`);
      return;
    }
    if (name !== 0 && ranged) {
      const why = rangeConstraint(target, offset, size);
      if (why !== null) {
        fe.error(GL.INVALID_VALUE, `${fn}: ${why}`);
        return;
      }
    }
    const buffer = name === 0 ? null : objectOf(name);
    indexedTable(fe, target).BindRange(index, buffer, offset, size);
    st.buffers.BindGeneric(genericBufferSlotOf(target), buffer); // the generic binding follows (§6.1.1)
  }

  /** BindBuffersBase/Range (GL 4.5 §6.1.1): per-entry errors skip that entry only; generic binding untouched. */
  function bindMany(fn: string, target: number, first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number> | null, sizes: ArrayLike<number> | null): void {
    if (!checkIndexedTarget(fn, target)) return;
    const count = buffers.length;
    if (first < 0 || first + count > indexedBindingCount(fe, target)) {
      fe.error(GL.INVALID_OPERATION, `${fn}: first + count exceeds the binding points of the target`);
      return;
    }
    if (offsets !== null && sizes !== null && (offsets.length < count || sizes.length < count)) {
      fe.error(GL.INVALID_VALUE, `${fn}: offsets and sizes need one entry per buffer`);
      return;
    }
    const table = indexedTable(fe, target);
    for (let i = 0; i < count; i++) {
      const name = buffers[i];
      if (name === 0) {
        table.BindRange(first + i, null, 0, WHOLE_BUFFER);
        continue;
      }
      const buffer = names.Get(name); // multi-bind does not create objects
      if (buffer === null) {
        fe.error(GL.INVALID_OPERATION, `${fn}: buffers[${i}] = ${name} is not an existing buffer object`);
        continue;
      }
      if (offsets === null || sizes === null) {
        table.BindRange(first + i, buffer, 0, WHOLE_BUFFER);
        continue;
      }
      const why = rangeConstraint(target, offsets[i], sizes[i]);
      if (why !== null) {
        fe.error(GL.INVALID_VALUE, `${fn}: entry ${i}: ${why}`);
        continue;
      }
      table.BindRange(first + i, buffer, offsets[i], sizes[i]);
    }
  }

  return {
    genBuffers(n: number): number[] {
      const out: number[] = [];
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'genBuffers: n < 0');
        return out;
      }
      for (let i = 0; i < n; i++) out.push(names.AllocateName());
      return out;
    },

    /** GL 4.5 §6.1: names with their objects already created (no bind needed before named commands). */
    createBuffers(n: number): number[] {
      const out: number[] = [];
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'createBuffers: n < 0');
        return out;
      }
      for (let i = 0; i < n; i++) out.push(st.objects.CreateBuffer().name);
      return out;
    },

    deleteBuffers(buffers: ArrayLike<number>): void {
      for (let i = 0; i < buffers.length; i++) {
        const name = buffers[i];
        if (name === 0) continue; // silently ignored, as are unused names (§6.1)
        const buffer = names.Get(name);
        if (buffer === null) {
          names.Release(name);
          continue;
        }
        if (buffer.isMapped) {
          dropPersistentMap(area, buffer);
          buffer.RecordUnmap(); // deleting a mapped buffer unmaps it (§6.3.1)
        }
        st.DeleteBuffer(buffer);
        fe.backend.bufferOps.onDelete(buffer);
      }
    },

    isBuffer(buffer: number): boolean {
      return buffer !== 0 && names.Get(buffer) !== null;
    },

    bindBuffer(target: number, buffer: number): void {
      if (!isBufferTarget(target)) {
        fe.error(GL.INVALID_ENUM, `bindBuffer: invalid target 0x${target.toString(16)}`);
        return;
      }
      if (buffer !== 0 && !names.IsName(buffer)) {
        fe.error(GL.INVALID_OPERATION, `bindBuffer: ${buffer} is not a name returned by genBuffers`);
        return;
      }
      const object = buffer === 0 ? null : objectOf(buffer);
      if (target === GL.ELEMENT_ARRAY_BUFFER) st.vertexArray.BindElementBuffer(object);
      else st.buffers.BindGeneric(genericBufferSlotOf(target), object);
    },

    bindBufferBase(target: number, index: number, buffer: number): void {
      bindIndexed('bindBufferBase', target, index, buffer, 0, WHOLE_BUFFER, false);
    },

    bindBufferRange(target: number, index: number, buffer: number, offset: number, size: number): void {
      bindIndexed('bindBufferRange', target, index, buffer, offset, size, true);
    },

    bindBuffersBase(target: number, first: number, buffers: ArrayLike<number>): void {
      bindMany('bindBuffersBase', target, first, buffers, null, null);
    },

    bindBuffersRange(target: number, first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, sizes: ArrayLike<number>): void {
      bindMany('bindBuffersRange', target, first, buffers, offsets, sizes);
    },
  } satisfies Partial<GLFunctions>;
}
