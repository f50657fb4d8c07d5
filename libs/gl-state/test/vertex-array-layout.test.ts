// The effective vertex layout (vertex-array-layout.ts): which binding points merge, the relative offsets the merged
// attributes get, the unused binding points, and configVersion moving exactly when a binding's buffer / offset / stride
// moves the layout. Expected values are stated (the address arithmetic of GL 4.5 §10.3.2's binding-point model).
import { GLDataType, MAX_VERTEX_ATTRIB_RELATIVE_OFFSET, VertexAttributePath } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { GLContext, type VertexArray } from '../src/index.ts';

const BGRA = 0x80e1;

/** glVertexAttribPointer's state for attribute i: format at relative offset 0, binding point i at `offset`. */
function pointer(vao: VertexArray, i: number, buffer: ReturnType<GLContext['objects']['CreateBuffer']> | null, offset: number, stride: number): void {
  vao.SetAttribEnabled(i, true);
  vao.SetAttribFormat(i, 4, GLDataType.FLOAT, false, VertexAttributePath.Float, 0);
  vao.SetAttribBinding(i, i);
  vao.BindVertexBuffer(i, buffer, offset, stride);
}

/** [binding, relativeOffset] per attribute of `n`, and the used binding points. */
function layoutOf(vao: VertexArray, n: number): { attribs: number[][]; used: number } {
  return { attribs: Array.from({ length: n }, (_, i) => [vao.layout.binding[i], vao.layout.relativeOffset[i]]), used: vao.layout.usedBindings };
}

describe('VertexArray effective layout', () => {
  it('attributes of one buffer, stride and divisor merge onto the binding point of the lowest offset', () => {
    const ctx = new GLContext();
    const vao = ctx.objects.CreateVertexArray();
    const buf = ctx.objects.CreateBuffer();
    pointer(vao, 0, buf, 16, 32);
    pointer(vao, 1, buf, 0, 32);
    pointer(vao, 2, buf, 24, 32);
    // Binding point 1 holds the lowest offset: 0 reads at 16 from it, 2 at 24; binding points 0 and 2 are unused.
    expect(layoutOf(vao, 3)).toEqual({ attribs: [[1, 16], [1, 0], [1, 24]], used: 0b010 });
  });

  it('another buffer, stride or divisor, a client array, a 64-bit or BGRA format, or a disabled attribute does not merge', () => {
    const ctx = new GLContext();
    const vao = ctx.objects.CreateVertexArray();
    const [a, b] = [ctx.objects.CreateBuffer(), ctx.objects.CreateBuffer()];
    pointer(vao, 0, a, 0, 32);
    pointer(vao, 1, b, 4, 32); // another buffer
    pointer(vao, 2, a, 8, 16); // another stride
    pointer(vao, 3, a, 12, 32);
    vao.SetBindingDivisor(3, 1); // another divisor
    pointer(vao, 4, a, 16, 32);
    vao.SetAttribClientArray(4, new Float32Array(8)); // a client array
    pointer(vao, 5, a, 20, 32);
    vao.SetAttribFormat(5, 2, GLDataType.DOUBLE, false, VertexAttributePath.Float, 0); // 64-bit: streamed by the GLES backend
    pointer(vao, 6, a, 24, 32);
    vao.SetAttribFormat(6, BGRA, GLDataType.UNSIGNED_BYTE, true, VertexAttributePath.Float, 0); // BGRA: streamed
    pointer(vao, 7, a, 28, 32);
    vao.SetAttribEnabled(7, false); // disabled: fetches nothing, its binding point unused
    // (Attribute 7 is disabled: its entries are not read.)
    expect(layoutOf(vao, 7)).toEqual({ attribs: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]], used: 0b0111_1111 });
    // One more attribute on buffer a at stride 32 merges onto binding point 0.
    pointer(vao, 8, a, 4, 32);
    expect(layoutOf(vao, 9).attribs[8]).toEqual([0, 4]);
  });

  it('a merge past MAX_VERTEX_ATTRIB_RELATIVE_OFFSET is not made', () => {
    const ctx = new GLContext();
    const vao = ctx.objects.CreateVertexArray();
    const buf = ctx.objects.CreateBuffer();
    pointer(vao, 0, buf, 0, 16);
    pointer(vao, 1, buf, MAX_VERTEX_ATTRIB_RELATIVE_OFFSET, 16);
    expect(layoutOf(vao, 2)).toEqual({ attribs: [[0, 0], [0, MAX_VERTEX_ATTRIB_RELATIVE_OFFSET]], used: 0b01 });
    vao.BindVertexBuffer(1, buf, MAX_VERTEX_ATTRIB_RELATIVE_OFFSET + 1, 16);
    expect(layoutOf(vao, 2)).toEqual({ attribs: [[0, 0], [1, 0]], used: 0b11 });
    // With the attribute's own relative offset the sum counts: 2000 + 48 is past it.
    vao.SetAttribFormat(1, 4, GLDataType.FLOAT, false, VertexAttributePath.Float, 48);
    vao.BindVertexBuffer(1, buf, 2000, 16);
    expect(layoutOf(vao, 2).attribs[1]).toEqual([1, 48]);
  });

  it('moves configVersion when a binding point\'s buffer, offset or stride moves the layout, and only then', () => {
    const ctx = new GLContext();
    const vao = ctx.objects.CreateVertexArray();
    const [buf, other] = [ctx.objects.CreateBuffer(), ctx.objects.CreateBuffer()];
    pointer(vao, 0, buf, 0, 24);
    pointer(vao, 1, buf, 8, 24);
    let config = vao.configVersion;
    const moved = () => { const m = vao.configVersion !== config; config = vao.configVersion; return m; };
    // Binding point 1 moved on a vertex: the merged offset is 32.
    vao.BindVertexBuffer(1, buf, 32, 24);
    expect([moved(), vao.layout.relativeOffset[1]]).toEqual([true, 32]);
    // Binding point 1 to another buffer: no merge (two binding points used).
    vao.BindVertexBuffer(1, other, 32, 24);
    expect([moved(), vao.layout.usedBindings]).toEqual([true, 0b11]);
    // Unmerged, its offset and stride move nothing of the layout.
    vao.BindVertexBuffer(1, other, 64, 12);
    expect(moved()).toBe(false);
    // Back onto the same buffer and stride: merged again.
    vao.BindVertexBuffer(1, buf, 8, 24);
    expect([moved(), vao.layout.binding[1], vao.layout.relativeOffset[1]]).toEqual([true, 0, 8]);
    // Binding point 0 (the base) moved by a vertex: binding point 1 is now the lower, and the base.
    vao.BindVertexBuffer(0, buf, 24, 24);
    expect([moved(), layoutOf(vao, 2)]).toEqual([true, { attribs: [[1, 16], [1, 0]], used: 0b10 }]);
  });

  it('is resolved when read: attributes re-pointed one by one through layouts no read sees move configVersion only if the last one differs', () => {
    const ctx = new GLContext();
    const vao = ctx.objects.CreateVertexArray();
    const [a, b] = [ctx.objects.CreateBuffer(), ctx.objects.CreateBuffer()];
    for (let i = 0; i < 4; i++) pointer(vao, i, a, i * 8, 32);
    const config = vao.configVersion;
    // A VAO-less application's draws: the four re-pointed into the other buffer one by one (after the first, binding
    // point 0 alone names b: unmerged until the fourth), the layout read once a draw.
    for (let draw = 0; draw < 6; draw++) {
      for (let i = 0; i < 4; i++) vao.BindVertexBuffer(i, draw % 2 === 0 ? b : a, i * 8, 32);
      expect([vao.configVersion, vao.layout.usedBindings]).toEqual([config, 0b0001]);
    }
    // Read between the calls, the transient layout is seen (and moves configVersion both ways).
    vao.BindVertexBuffer(0, b, 0, 32);
    expect([vao.configVersion, vao.layout.usedBindings]).toEqual([config + 1, 0b0011]);
    vao.BindVertexBuffer(0, a, 0, 32);
    expect([vao.configVersion, vao.layout.usedBindings]).toEqual([config + 2, 0b0001]);
  });
});
