// Vertex array objects and vertex attribute specification (GL 4.5 §10.3): the attribute view
// (vertexAttribPointer & co.), the binding-point view (vertexAttribFormat / bindVertexBuffer), divisors.
//
// Client-memory arrays (DESIGN §7: scenarios run unchanged on the compatibility-profile reference):
// vertexAttribPointer with an ArrayBufferView and no ARRAY_BUFFER bound records the view as client
// memory (the compat rule), on any VAO. A NUMBER pointer with no ARRAY_BUFFER bound keeps the core rule:
// non-zero is INVALID_OPERATION (there is no client address space behind a number). The setters work on
// VAO 0 too: it holds state (gl-state), and only drawing with it is restricted (see a-draws.ts).
import { GenericBufferSlot, type Buffer, type VertexArray } from '@mgpipe/gl-state';
import type { GLFunctions, GLboolean, VoidData } from '@mgpipe/gl-api';
import { GL, MAX_VERTEX_ATTRIBS, MAX_VERTEX_ATTRIB_BINDINGS, VertexAttributePath } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { MAX_VERTEX_ATTRIB_RELATIVE_OFFSET, MAX_VERTEX_ATTRIB_STRIDE, glBool, typeSize } from './a-common.ts';

function isFloatPathType(type: number): boolean {
  switch (type) {
    case GL.BYTE: case GL.UNSIGNED_BYTE: case GL.SHORT: case GL.UNSIGNED_SHORT: case GL.INT: case GL.UNSIGNED_INT:
    case GL.HALF_FLOAT: case GL.FLOAT: case GL.DOUBLE: case GL.FIXED:
    case GL.INT_2_10_10_10_REV: case GL.UNSIGNED_INT_2_10_10_10_REV: case GL.UNSIGNED_INT_10F_11F_11F_REV:
      return true;
    default:
      return false;
  }
}
function isIntegerPathType(type: number): boolean {
  return type >= GL.BYTE && type <= GL.UNSIGNED_INT;
}

/** Bytes of one attribute element (the stride that stride 0 means). */
export function attribElementSize(size: number, type: number): number {
  if (type === GL.INT_2_10_10_10_REV || type === GL.UNSIGNED_INT_2_10_10_10_REV || type === GL.UNSIGNED_INT_10F_11F_11F_REV) return 4;
  return (size === GL.BGRA ? 4 : size) * typeSize(type);
}

export function vertexArrayEntryPoints(fe: FrontEnd) {
  const st = fe.state;
  const vaoNames = st.objects.vertexArrays;
  const bufferNames = st.objects.buffers;

  /**
   * GL 4.5 §10.3.1 format errors, in the spec's order (size, type, then the combination rules); true
   * when valid. `path` picks the command family (Float: Pointer/Format, Integer: I*, Long: L*).
   */
  function checkFormat(fn: string, size: number, type: number, normalized: boolean, path: VertexAttributePath): boolean {
    const bgraAllowed = path === VertexAttributePath.Float;
    if (!((size >= 1 && size <= 4) || (bgraAllowed && size === GL.BGRA))) {
      fe.error(GL.INVALID_VALUE, `${fn}: invalid size ${size}`);
      return false;
    }
    const typeOk = path === VertexAttributePath.Float ? isFloatPathType(type)
      : path === VertexAttributePath.Integer ? isIntegerPathType(type) : type === GL.DOUBLE;
    if (!typeOk) {
      fe.error(GL.INVALID_ENUM, `${fn}: invalid type 0x${type.toString(16)}`);
      return false;
    }
    let why: string | null = null;
    const packed = type === GL.INT_2_10_10_10_REV || type === GL.UNSIGNED_INT_2_10_10_10_REV;
    if (size === GL.BGRA && type !== GL.UNSIGNED_BYTE && !packed) why = 'size BGRA needs UNSIGNED_BYTE or a 2_10_10_10 type';
    else if (packed && size !== 4 && size !== GL.BGRA) why = '2_10_10_10 types need size 4 or BGRA';
    else if (type === GL.UNSIGNED_INT_10F_11F_11F_REV && size !== 3) why = 'UNSIGNED_INT_10F_11F_11F_REV needs size 3';
    else if (size === GL.BGRA && !normalized) why = 'size BGRA needs normalized TRUE';
    if (why !== null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: ${why}`);
      return false;
    }
    return true;
  }

  function checkIndex(fn: string, index: number, max: number, what: string): boolean {
    if (index >= 0 && index < max) return true;
    fe.error(GL.INVALID_VALUE, `${fn}: ${what} ${index} is out of range`);
    return false;
  }

  function pointer(fn: string, index: number, size: number, type: number, normalized: boolean, stride: number,
    ptr: VoidData, path: VertexAttributePath): void {
    if (!checkIndex(fn, index, MAX_VERTEX_ATTRIBS, 'index')) return;
    if (!checkFormat(fn, size, type, normalized, path)) return;
    if (stride < 0 || stride > MAX_VERTEX_ATTRIB_STRIDE) return fe.error(GL.INVALID_VALUE, `${fn}: invalid stride ${stride}`);
    const arrayBuffer = st.buffers.GetBound(GenericBufferSlot.Array);
    const vao = st.vertexArray;
    const client = ArrayBuffer.isView(ptr) ? ptr : null;
    const offset = typeof ptr === 'number' ? ptr : 0;
    if (arrayBuffer === null && client === null && offset !== 0) {
      // Core rule (GL 4.5 §10.3.1): no buffer bound and a non-NULL pointer.
      return fe.error(GL.INVALID_OPERATION, `${fn}: no ARRAY_BUFFER is bound and the pointer is a non-zero offset`);
    }
    if (arrayBuffer !== null && client !== null) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: an ARRAY_BUFFER is bound, so the pointer must be an offset, not client memory`);
    }
    if (offset < 0) return fe.error(GL.INVALID_VALUE, `${fn}: negative offset`);
    const effectiveStride = stride === 0 ? attribElementSize(size, type) : stride;
    // The pointer call is vertexAttrib*Format + vertexAttribBinding(index, index) + bindVertexBuffer (§10.3.2).
    vao.SetAttribFormat(index, size, type, normalized, path, 0);
    vao.SetAttribBinding(index, index);
    vao.SetAttribClientArray(index, client);
    vao.BindVertexBuffer(index, arrayBuffer, client === null ? offset : 0, effectiveStride);
    vao.RecordLegacyPointer(index, stride, offset);
  }

  function format(fn: string, vao: VertexArray | null, index: number, size: number, type: number, normalized: boolean, relativeOffset: number, path: VertexAttributePath): void {
    if (vao === null) return;
    if (!checkIndex(fn, index, MAX_VERTEX_ATTRIBS, 'attribindex')) return;
    if (!checkFormat(fn, size, type, normalized, path)) return;
    if (relativeOffset < 0 || relativeOffset > MAX_VERTEX_ATTRIB_RELATIVE_OFFSET) {
      return fe.error(GL.INVALID_VALUE, `${fn}: relativeoffset ${relativeOffset} exceeds MAX_VERTEX_ATTRIB_RELATIVE_OFFSET`);
    }
    vao.SetAttribFormat(index, size, type, normalized, path, relativeOffset);
  }

  /**
   * The VAO a GL 4.5 VertexArray* command names, or null after INVALID_OPERATION: 0 and names without an
   * object (genVertexArrays never bound) are not vertex array objects there.
   */
  function named(fn: string, name: number): VertexArray | null {
    const vao = name === 0 ? null : vaoNames.Get(name);
    if (vao === null) fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is not the name of an existing vertex array object`);
    return vao;
  }

  function setEnabled(fn: string, vao: VertexArray | null, index: number, on: boolean): void {
    if (vao !== null && checkIndex(fn, index, MAX_VERTEX_ATTRIBS, 'index')) vao.SetAttribEnabled(index, on);
  }

  function attribBinding(fn: string, vao: VertexArray | null, attribindex: number, bindingindex: number): void {
    if (vao === null) return;
    if (!checkIndex(fn, attribindex, MAX_VERTEX_ATTRIBS, 'attribindex')) return;
    if (!checkIndex(fn, bindingindex, MAX_VERTEX_ATTRIB_BINDINGS, 'bindingindex')) return;
    vao.SetAttribBinding(attribindex, bindingindex);
  }

  /** BindVertexBuffer / VertexArrayVertexBuffer: a generated name's buffer object is created here (GL 4.5 §10.3.1, as Mesa does). */
  function vertexBuffer(fn: string, vao: VertexArray | null, bindingindex: number, buffer: number, offset: number, stride: number): void {
    if (vao === null) return;
    if (!checkIndex(fn, bindingindex, MAX_VERTEX_ATTRIB_BINDINGS, 'bindingindex')) return;
    if (offset < 0 || stride < 0 || stride > MAX_VERTEX_ATTRIB_STRIDE) {
      return fe.error(GL.INVALID_VALUE, `${fn}: negative offset, or stride outside [0, MAX_VERTEX_ATTRIB_STRIDE]`);
    }
    if (buffer !== 0 && !bufferNames.IsName(buffer)) return fe.error(GL.INVALID_OPERATION, `${fn}: ${buffer} is not a buffer name`);
    const object = buffer === 0 ? null : (bufferNames.Get(buffer) ?? st.objects.CreateBuffer(buffer));
    bindVertexBuffer(vao, bindingindex, object, offset, stride);
  }

  function vertexBuffers(fn: string, vao: VertexArray | null, first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, strides: ArrayLike<number>): void {
    if (vao === null) return;
    const count = buffers.length;
    if (first < 0 || first + count > MAX_VERTEX_ATTRIB_BINDINGS) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: first + count exceeds MAX_VERTEX_ATTRIB_BINDINGS`);
    }
    if (offsets.length < count || strides.length < count) return fe.error(GL.INVALID_VALUE, `${fn}: offsets and strides need one entry per buffer`);
    for (let i = 0; i < count; i++) {
      const name = buffers[i];
      // Multi-bind: an erroneous entry is skipped, the others still bind (GL 4.5 §10.3.1).
      if (name === 0) {
        bindVertexBuffer(vao, first + i, null, 0, 16);
        continue;
      }
      const object = bufferNames.Get(name);
      if (object === null) {
        fe.error(GL.INVALID_OPERATION, `${fn}: buffers[${i}] = ${name} is not an existing buffer object`);
        continue;
      }
      if (offsets[i] < 0 || strides[i] < 0 || strides[i] > MAX_VERTEX_ATTRIB_STRIDE) {
        fe.error(GL.INVALID_VALUE, `${fn}: entry ${i} has a negative offset or an invalid stride`);
        continue;
      }
      bindVertexBuffer(vao, first + i, object, offsets[i], strides[i]);
    }
  }

  function bindingDivisor(fn: string, vao: VertexArray | null, bindingindex: number, divisor: number): void {
    if (vao === null) return;
    if (!checkIndex(fn, bindingindex, MAX_VERTEX_ATTRIB_BINDINGS, 'bindingindex')) return;
    vao.SetBindingDivisor(bindingindex, divisor >>> 0);
  }

  /** GetVertexArrayIndexed(64)iv (GL 4.5 §10.5): attribute state of `index`, or (offset) of binding `index`. */
  function indexedQuery(fn: string, vao: VertexArray | null, index: number, pname: number, wide: boolean): number {
    if (vao === null) return 0;
    if (pname === GL.VERTEX_BINDING_OFFSET && wide) {
      if (!checkIndex(fn, index, MAX_VERTEX_ATTRIB_BINDINGS, 'index')) return 0;
      return vao.bindings[index].offset;
    }
    if (!checkIndex(fn, index, MAX_VERTEX_ATTRIBS, 'index')) return 0;
    const a = vao.attributes[index];
    switch (pname) {
      case GL.VERTEX_ATTRIB_ARRAY_ENABLED: return a.enabled ? 1 : 0;
      case GL.VERTEX_ATTRIB_ARRAY_SIZE: return a.size;
      case GL.VERTEX_ATTRIB_ARRAY_STRIDE: return vao.legacyStride[index];
      case GL.VERTEX_ATTRIB_ARRAY_TYPE: return a.type;
      case GL.VERTEX_ATTRIB_ARRAY_NORMALIZED: return a.normalized ? 1 : 0;
      case GL.VERTEX_ATTRIB_ARRAY_INTEGER: return a.path === VertexAttributePath.Integer ? 1 : 0;
      case GL.VERTEX_ATTRIB_ARRAY_LONG: return a.path === VertexAttributePath.Long ? 1 : 0;
      case GL.VERTEX_ATTRIB_ARRAY_DIVISOR: return vao.bindings[a.bindingIndex].divisor;
      case GL.VERTEX_ATTRIB_RELATIVE_OFFSET: return a.relativeOffset;
      default:
        fe.error(GL.INVALID_ENUM, `${fn}: invalid pname 0x${pname.toString(16)}`);
        return 0;
    }
  }

  function bindVertexBuffer(vao: VertexArray, bindingIndex: number, buffer: Buffer | null, offset: number, stride: number): void {
    vao.BindVertexBuffer(bindingIndex, buffer, offset, stride);
  }

  return {
    genVertexArrays(n: number): number[] {
      const out: number[] = [];
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'genVertexArrays: n < 0');
        return out;
      }
      for (let i = 0; i < n; i++) out.push(vaoNames.AllocateName());
      return out;
    },

    deleteVertexArrays(arrays: ArrayLike<number>): void {
      for (let i = 0; i < arrays.length; i++) {
        const name = arrays[i];
        if (name === 0) continue;
        const vao = vaoNames.Get(name);
        if (vao === null) vaoNames.Release(name);
        else st.DeleteVertexArray(vao); // binds VAO 0 when it was bound (§10.4)
      }
    },

    isVertexArray(array: number): boolean {
      return array !== 0 && vaoNames.Get(array) !== null;
    },

    bindVertexArray(array: number): void {
      if (array === 0) return st.BindVertexArray(null);
      // The object first: a bound name is a generated one, so the name check (a second map probe) is for a first bind.
      const vao = vaoNames.Get(array);
      if (vao !== null) return st.BindVertexArray(vao);
      if (!vaoNames.IsName(array)) {
        return fe.error(GL.INVALID_OPERATION, `bindVertexArray: ${array} is not a name returned by genVertexArrays`);
      }
      st.BindVertexArray(st.objects.CreateVertexArray(array));
    },

    vertexAttribPointer(index: number, size: number, type: number, normalized: GLboolean, stride: number, ptr: VoidData): void {
      pointer('vertexAttribPointer', index, size, type, glBool(normalized), stride, ptr, VertexAttributePath.Float);
    },
    vertexAttribIPointer(index: number, size: number, type: number, stride: number, ptr: VoidData): void {
      pointer('vertexAttribIPointer', index, size, type, false, stride, ptr, VertexAttributePath.Integer);
    },
    vertexAttribLPointer(index: number, size: number, type: number, stride: number, ptr: VoidData): void {
      pointer('vertexAttribLPointer', index, size, type, false, stride, ptr, VertexAttributePath.Long);
    },

    enableVertexAttribArray(index: number): void {
      setEnabled('enableVertexAttribArray', st.vertexArray, index, true);
    },
    disableVertexAttribArray(index: number): void {
      setEnabled('disableVertexAttribArray', st.vertexArray, index, false);
    },
    enableVertexArrayAttrib(vaobj: number, index: number): void {
      setEnabled('enableVertexArrayAttrib', named('enableVertexArrayAttrib', vaobj), index, true);
    },
    disableVertexArrayAttrib(vaobj: number, index: number): void {
      setEnabled('disableVertexArrayAttrib', named('disableVertexArrayAttrib', vaobj), index, false);
    },

    vertexAttribDivisor(index: number, divisor: number): void {
      if (!checkIndex('vertexAttribDivisor', index, MAX_VERTEX_ATTRIBS, 'index')) return;
      // = vertexAttribBinding(index, index) + vertexBindingDivisor(index, divisor) (§10.3.2).
      st.vertexArray.SetAttribBinding(index, index);
      st.vertexArray.SetBindingDivisor(index, divisor >>> 0);
    },

    vertexAttribFormat(attribindex: number, size: number, type: number, normalized: GLboolean, relativeoffset: number): void {
      format('vertexAttribFormat', st.vertexArray, attribindex, size, type, glBool(normalized), relativeoffset, VertexAttributePath.Float);
    },
    vertexArrayAttribFormat(vaobj: number, attribindex: number, size: number, type: number, normalized: GLboolean, relativeoffset: number): void {
      const fn = 'vertexArrayAttribFormat';
      format(fn, named(fn, vaobj), attribindex, size, type, glBool(normalized), relativeoffset, VertexAttributePath.Float);
    },
    vertexAttribIFormat(attribindex: number, size: number, type: number, relativeoffset: number): void {
      format('vertexAttribIFormat', st.vertexArray, attribindex, size, type, false, relativeoffset, VertexAttributePath.Integer);
    },
    vertexArrayAttribIFormat(vaobj: number, attribindex: number, size: number, type: number, relativeoffset: number): void {
      const fn = 'vertexArrayAttribIFormat';
      format(fn, named(fn, vaobj), attribindex, size, type, false, relativeoffset, VertexAttributePath.Integer);
    },
    vertexAttribLFormat(attribindex: number, size: number, type: number, relativeoffset: number): void {
      format('vertexAttribLFormat', st.vertexArray, attribindex, size, type, false, relativeoffset, VertexAttributePath.Long);
    },
    vertexArrayAttribLFormat(vaobj: number, attribindex: number, size: number, type: number, relativeoffset: number): void {
      const fn = 'vertexArrayAttribLFormat';
      format(fn, named(fn, vaobj), attribindex, size, type, false, relativeoffset, VertexAttributePath.Long);
    },

    vertexAttribBinding(attribindex: number, bindingindex: number): void {
      attribBinding('vertexAttribBinding', st.vertexArray, attribindex, bindingindex);
    },
    vertexArrayAttribBinding(vaobj: number, attribindex: number, bindingindex: number): void {
      attribBinding('vertexArrayAttribBinding', named('vertexArrayAttribBinding', vaobj), attribindex, bindingindex);
    },

    bindVertexBuffer(bindingindex: number, buffer: number, offset: number, stride: number): void {
      vertexBuffer('bindVertexBuffer', st.vertexArray, bindingindex, buffer, offset, stride);
    },
    vertexArrayVertexBuffer(vaobj: number, bindingindex: number, buffer: number, offset: number, stride: number): void {
      vertexBuffer('vertexArrayVertexBuffer', named('vertexArrayVertexBuffer', vaobj), bindingindex, buffer, offset, stride);
    },

    bindVertexBuffers(first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, strides: ArrayLike<number>): void {
      vertexBuffers('bindVertexBuffers', st.vertexArray, first, buffers, offsets, strides);
    },
    vertexArrayVertexBuffers(vaobj: number, first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, strides: ArrayLike<number>): void {
      vertexBuffers('vertexArrayVertexBuffers', named('vertexArrayVertexBuffers', vaobj), first, buffers, offsets, strides);
    },

    vertexBindingDivisor(bindingindex: number, divisor: number): void {
      bindingDivisor('vertexBindingDivisor', st.vertexArray, bindingindex, divisor);
    },
    vertexArrayBindingDivisor(vaobj: number, bindingindex: number, divisor: number): void {
      bindingDivisor('vertexArrayBindingDivisor', named('vertexArrayBindingDivisor', vaobj), bindingindex, divisor);
    },

    vertexArrayElementBuffer(vaobj: number, buffer: number): void {
      const vao = named('vertexArrayElementBuffer', vaobj);
      if (vao === null) return;
      const object = buffer === 0 ? null : bufferNames.Get(buffer);
      if (buffer !== 0 && object === null) {
        return fe.error(GL.INVALID_OPERATION, `vertexArrayElementBuffer: ${buffer} is not an existing buffer object`);
      }
      vao.BindElementBuffer(object);
    },

    getVertexArrayiv(vaobj: number, pname: number): number {
      const vao = named('getVertexArrayiv', vaobj);
      if (vao === null) return 0;
      if (pname !== GL.ELEMENT_ARRAY_BUFFER_BINDING) {
        fe.error(GL.INVALID_ENUM, `getVertexArrayiv: invalid pname 0x${pname.toString(16)}`);
        return 0;
      }
      return vao.elementBuffer?.name ?? 0;
    },
    getVertexArrayIndexediv(vaobj: number, index: number, pname: number): number {
      return indexedQuery('getVertexArrayIndexediv', named('getVertexArrayIndexediv', vaobj), index, pname, false);
    },
    getVertexArrayIndexed64iv(vaobj: number, index: number, pname: number): number {
      return indexedQuery('getVertexArrayIndexed64iv', named('getVertexArrayIndexed64iv', vaobj), index, pname, true);
    },

    /** GL 4.5 §10.4: names with their (unbound) vertex array objects already created. */
    createVertexArrays(n: number): number[] {
      const out: number[] = [];
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'createVertexArrays: n < 0');
        return out;
      }
      for (let i = 0; i < n; i++) out.push(st.objects.CreateVertexArray().name);
      return out;
    },
  } satisfies Partial<GLFunctions>;
}
