// The effective vertex layout of a VAO: what its attributes fetch through once binding points that name the same
// buffer range are merged (Mesa's _mesa_update_vao_derived_arrays does the same before gallium sees a VAO).
//
// glVertexAttribPointer gives every attribute a binding point of its own (GL 4.5 §10.3.2: binding i, offset = the
// pointer), so an interleaved buffer read by two attributes is two binding points holding the same buffer and stride
// at offsets a few bytes apart. Pushed as it is, that is two vertex buffers to set and two driver binds at every VAO
// switch where a native GLES application binds one VAO. Merged, an attribute whose binding point holds the same buffer,
// stride and divisor as another one at a lower offset reads through that one, its relative offset raised by the
// difference: the same address for every vertex and instance (offset + relativeOffset + i * stride), one binding.
//
// Only attributes that read a buffer directly merge: client arrays and the formats the GLES backend streams from the
// host (64-bit, BGRA) keep their own binding point, whose offset is their span's base. A merge that would take the
// relative offset past MAX_VERTEX_ATTRIB_RELATIVE_OFFSET is not made. A binding point no enabled attribute reads after
// merging is unused: the vertex-elements and vertex-buffers groups hold it fresh (tracker vertex-elements-emitter.ts,
// gles-core vertex-inputs.ts), so VAOs that differ only there share a CSO and a set sends nothing for it.
//
// The layout is a function of the VAO's state alone. The VAO's format, enable, binding-index and divisor setters
// recompute it; a binding point's move (BindVertexBuffer) is resolved at the next read of the layout or configVersion,
// so an application re-pointing attributes one by one is charged for the layout its draw sees, not each one between.
// A change that moves it moves configVersion, the counter of the vertex-elements CSO (COUNTERS.md).
import {
  MAX_VERTEX_ATTRIBS,
  MAX_VERTEX_ATTRIB_RELATIVE_OFFSET,
  type VertexAttribute,
  type VertexBufferBinding,
} from '@mgpipe/value-types';

export class VertexLayout {
  /**
   * Per enabled attribute: the binding point it fetches through (its own binding index unless merged). A disabled
   * attribute's entries are what they were when it was last enabled: it fetches nothing, and enabling it recomputes them.
   */
  readonly binding = new Int32Array(MAX_VERTEX_ATTRIBS);
  /** Per enabled attribute: its relative offset from that binding point's offset (as `binding`). */
  readonly relativeOffset = new Int32Array(MAX_VERTEX_ATTRIBS);
  /** Bit per binding point an enabled attribute fetches through. */
  usedBindings = 0;

  /**
   * Recomputes the layout of these attributes and binding points; true when it moved. `direct`: the attributes that
   * may merge (enabled, reading a buffer, in a format the backends fetch as it is). `buffers[b]` is binding b's buffer
   * object (compared by identity; null: none).
   */
  Record(attributes: readonly VertexAttribute[], bindings: readonly VertexBufferBinding[], buffers: readonly unknown[], direct: number,
    enabled: number): boolean {
    // The binding points the merging attributes read: the candidates to merge onto.
    let candidates = 0;
    for (let m = direct; m !== 0; m &= m - 1) candidates |= 1 << attributes[31 - Math.clz32(m & -m)].bindingIndex;
    let moved = false;
    let used = 0;
    // The enabled attributes only (a VAO-less application re-points them before every draw: this runs per call).
    for (let m = enabled; m !== 0; m &= m - 1) {
      const i = 31 - Math.clz32(m & -m);
      const a = attributes[i];
      let b = a.bindingIndex;
      let offset = a.relativeOffset;
      if (((direct >> i) & 1) !== 0) {
        const base = mergeBase(b, candidates, bindings, buffers);
        if (base !== b) {
          const merged = offset + (bindings[b].offset - bindings[base].offset);
          if (merged <= MAX_VERTEX_ATTRIB_RELATIVE_OFFSET) { b = base; offset = merged; }
        }
      }
      used |= 1 << b;
      if (this.binding[i] !== b || this.relativeOffset[i] !== offset) {
        this.binding[i] = b;
        this.relativeOffset[i] = offset;
        moved = true;
      }
    }
    if (used !== this.usedBindings) {
      this.usedBindings = used;
      moved = true;
    }
    return moved;
  }
}

/**
 * The candidate binding point that binding `b` merges onto: the one holding the same buffer, stride and divisor at
 * the lowest offset (the lowest index among equal offsets), `b` itself when none is lower or it holds no buffer.
 */
function mergeBase(b: number, candidates: number, bindings: readonly VertexBufferBinding[], buffers: readonly unknown[]): number {
  const buffer = buffers[b];
  if (buffer === null) return b;
  const own = bindings[b];
  let best = b;
  let bestOffset = own.offset;
  for (let m = candidates & ~(1 << b); m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    const other = bindings[c];
    if (buffers[c] !== buffer || other.stride !== own.stride || other.divisor !== own.divisor) continue;
    if (other.offset < bestOffset || (other.offset === bestOffset && c < best)) { best = c; bestOffset = other.offset; }
  }
  return best;
}
