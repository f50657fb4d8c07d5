// The vertex-array step with a vertex state bound (bind_vertex_state: VertexElementsView.stateSlot >= 0): it draws
// through the state's own driver VAO, and once a separate call ended the state (VertexBufferSet.state back to -1,
// without the elements group moving) syncHostSet goes back to the elements' own driver VAO, so the state's VAO keeps the
// bindings made for it (a return to the state walks nothing). Over a recording driver stand-in, no GL: the step's
// choice is read from the VAO it holds and the glBindVertexArray it makes.
import { DriverBindings, VertexBufferSet, VertexElementsView } from '@mgpipe/gles-core';
import { BackendVertexArray, VertexArrayStep, type VertexArrayDevice } from '@mgpipe/gles-vertex-elements';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';

/** A driver stand-in recording glBindVertexArray; it names VAOs 1, 2, ... and answers glGetIntegerv with 16. */
function recordingDriver(): { gl: GLEntryPoints; vaoBinds: number[] } {
  const vaoBinds: number[] = [];
  let next = 1;
  const gl = new Proxy({}, {
    get: (_t, fn: string) => (...args: unknown[]) => {
      if (fn === 'glGetIntegerv') (args[args.length - 1] as Int32Array)[0] = 16;
      else if (fn === 'glGenVertexArrays') (args[1] as Uint32Array)[0] = next++;
      else if (fn === 'glBindVertexArray') vaoBinds.push(args[0] as number);
    },
  }) as GLEntryPoints;
  return { gl, vaoBinds };
}

describe('VertexArrayStep and a bound vertex state', () => {
  function rig() {
    const { gl, vaoBinds } = recordingDriver();
    const bindings = new DriverBindings(gl);
    const elementsVao = new BackendVertexArray(gl, bindings);
    const stateVao = new BackendVertexArray(gl, bindings);
    stateVao.ofState = true;
    const el = new VertexElementsView();
    Object.assign(el.attribs[0], { enabled: true, size: 2, type: GL.FLOAT });
    el.key = 1;
    el.slot = 1;
    const set = new VertexBufferSet();
    set.pushed = true;
    const dev = {
      gl, bindings,
      inputs: { getBoundVertexArray: () => el, getVertexBuffers: () => set },
      vertexArrayTwin: () => elementsVao,
      vertexStateTwin: (slot: number) => { expect(slot).toBe(3); return stateVao; },
    } as unknown as VertexArrayDevice;
    return { step: new VertexArrayStep(dev), el, set, elementsVao, stateVao, vaoBinds };
  }

  it('draws through the state\'s VAO while the state holds, and leaves it once a separate call ended the state', () => {
    const { step, el, set, elementsVao, stateVao, vaoBinds } = rig();
    el.stateSlot = 3;
    set.state = 7;
    step.sync();
    step.syncHostSet();
    expect(step.vao).toBe(stateVao);
    expect(vaoBinds).toEqual([stateVao.name]);
    // set_vertex_buffers after the bind: the set's mark is gone, the elements group (and its stateSlot) did not move.
    set.state = -1;
    set.version++;
    step.syncHostSet();
    expect(step.vao).toBe(elementsVao);
    expect(vaoBinds).toEqual([stateVao.name, elementsVao.name]);
    // Still ended at the next draw's partial prepare: the elements' VAO stays, nothing bound again.
    step.syncHostSet();
    expect(step.vao).toBe(elementsVao);
    expect(vaoBinds).toHaveLength(2);
  });

  it('without a state the elements\' own VAO, and syncHostSet never reaches for a state\'s', () => {
    const { step, el, set, elementsVao, vaoBinds } = rig();
    el.stateSlot = -1;
    set.state = -1;
    step.sync();
    step.syncHostSet();
    expect(step.vao).toBe(elementsVao);
    expect(vaoBinds).toEqual([elementsVao.name]);
  });
});
