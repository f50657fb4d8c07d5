// Indirect draws (GL 4.5 §10.4, GL 4.6 indirect-count) and transform-feedback draws (§13.3.3).
// Indirect commands live in the DRAW_INDIRECT_BUFFER (core: no client-memory commands), so `indirect` is
// an offset: a multiple of 4, with every command inside the buffer. One `drawIndirect` /
// `drawIndirectCount` verb call per GL call; the backend reads the commands.
import { GenericBufferSlot, type Buffer } from '@mgpipe/gl-state';
import type { GLFunctions, VoidData } from '@mgpipe/gl-api';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { MAX_VERTEX_STREAMS } from './a-common.ts';
import { DrawValidator, isDrawMode, isIndexType } from './a-draw-validation.ts';

const ARRAYS_COMMAND_SIZE = 16; // DrawArraysIndirectCommand: 4 uints
const ELEMENTS_COMMAND_SIZE = 20; // DrawElementsIndirectCommand: 5 uints

export function indirectDrawEntryPoints(fe: FrontEnd, validator: DrawValidator, pushCoherentWrites: () => void) {
  const st = fe.state;

  /**
   * A client-memory vertex array with an indirect or transform-feedback draw: INVALID_OPERATION (the GLES 3.1 rule;
   * libs/gl-api/src/client-arrays.ts says why both lanes apply it): the vertex count lives in a buffer, so the client
   * cannot bound what the driver would read from the array. false when the error was recorded.
   */
  function noClientArrays(fn: string): boolean {
    if (!validator.UsesClientArrays()) return true;
    fe.error(GL.INVALID_OPERATION, `${fn}: a client-memory vertex array is enabled; indirect and transform feedback draws read only buffers`);
    return false;
  }

  /**
   * Shared checks; returns the indirect buffer or null after an error. `type` 0 = arrays.
   * `countOffset` < 0 = not an indirect-count draw.
   */
  function check(fn: string, mode: number, type: number, indirect: VoidData, drawCount: number, stride: number, countOffset: number): Buffer | null {
    if (!isDrawMode(mode)) {
      fe.error(GL.INVALID_ENUM, `${fn}: invalid mode 0x${mode.toString(16)}`);
      return null;
    }
    if (type !== 0 && !isIndexType(type)) {
      fe.error(GL.INVALID_ENUM, `${fn}: invalid index type 0x${type.toString(16)}`);
      return null;
    }
    const offset = typeof indirect === 'number' ? indirect : indirect === null ? 0 : -1;
    const commandSize = type === 0 ? ARRAYS_COMMAND_SIZE : ELEMENTS_COMMAND_SIZE;
    if (drawCount < 0 || (stride % 4 !== 0) || stride < 0) {
      fe.error(GL.INVALID_VALUE, `${fn}: negative draw count, or a stride that is not a multiple of 4`);
      return null;
    }
    if (offset >= 0 && offset % 4 !== 0) {
      fe.error(GL.INVALID_VALUE, `${fn}: indirect offset is not a multiple of 4`);
      return null;
    }
    if (countOffset >= 0 && countOffset % 4 !== 0) {
      fe.error(GL.INVALID_VALUE, `${fn}: drawcount offset is not a multiple of 4`);
      return null;
    }
    const buffer = st.buffers.GetBound(GenericBufferSlot.DrawIndirect);
    if (buffer === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: no DRAW_INDIRECT_BUFFER is bound`);
      return null;
    }
    if (offset < 0) {
      fe.error(GL.INVALID_OPERATION, `${fn}: indirect must be an offset into the DRAW_INDIRECT_BUFFER (core profile)`);
      return null;
    }
    const step = stride === 0 ? commandSize : stride;
    if (drawCount > 0 && offset + step * (drawCount - 1) + commandSize > buffer.size) {
      fe.error(GL.INVALID_OPERATION, `${fn}: commands extend past the end of the DRAW_INDIRECT_BUFFER`);
      return null;
    }
    if (countOffset >= 0) {
      const parameter = st.buffers.GetBound(GenericBufferSlot.Parameter);
      if (parameter === null) {
        fe.error(GL.INVALID_OPERATION, `${fn}: no PARAMETER_BUFFER is bound`);
        return null;
      }
      if (countOffset + 4 > parameter.size) {
        fe.error(GL.INVALID_OPERATION, `${fn}: the draw count lies past the end of the PARAMETER_BUFFER`);
        return null;
      }
    }
    if (type !== 0 && st.vertexArray.elementBuffer === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: no element array buffer is bound`);
      return null;
    }
    if (!noClientArrays(fn) || !validator.CheckDrawState(fn, mode, type !== 0, false, buffer)) return null;
    return buffer;
  }

  /** The element buffer's shadow as the draw's per-draw index span (a reference; null for array draws). */
  function indexSpan(type: number): Uint8Array | null {
    const eb = type === 0 ? null : st.vertexArray.elementBuffer;
    return eb === null ? null : eb.data;
  }

  function indirect(fn: string, mode: number, type: number, ptr: VoidData, drawCount: number, stride: number): void {
    if (check(fn, mode, type, ptr, drawCount, stride, -1) === null) return;
    const verb = fe.backend.verbs.drawIndirect;
    if (verb === null) return fe.error(GL.INVALID_OPERATION, `${fn}: the ${fe.backend.name} backend has no drawIndirect verb`);
    if (drawCount === 0) return;
    pushCoherentWrites();
    verb(mode, type, ptr as number ?? 0, drawCount, stride === 0 ? (type === 0 ? ARRAYS_COMMAND_SIZE : ELEMENTS_COMMAND_SIZE) : stride, indexSpan(type));
  }

  function indirectCount(fn: string, mode: number, type: number, ptr: VoidData, countOffset: number, maxDrawCount: number, stride: number): void {
    if (check(fn, mode, type, ptr, maxDrawCount, stride, countOffset) === null) return;
    const verb = fe.backend.verbs.drawIndirectCount;
    if (verb === null) return fe.error(GL.INVALID_OPERATION, `${fn}: the ${fe.backend.name} backend has no drawIndirectCount verb`);
    if (maxDrawCount === 0) return;
    pushCoherentWrites();
    verb(mode, type, ptr as number ?? 0, countOffset, maxDrawCount, stride === 0 ? (type === 0 ? ARRAYS_COMMAND_SIZE : ELEMENTS_COMMAND_SIZE) : stride, indexSpan(type));
  }

  function transformFeedback(fn: string, mode: number, id: number, stream: number, instances: number): void {
    if (!isDrawMode(mode)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid mode 0x${mode.toString(16)}`);
    const xfb = id === 0 ? st.defaultTransformFeedback : st.objects.transformFeedbacks.Get(id);
    if (xfb === null) return fe.error(GL.INVALID_VALUE, `${fn}: ${id} is not a transform feedback object`);
    if (stream < 0 || stream >= MAX_VERTEX_STREAMS) return fe.error(GL.INVALID_VALUE, `${fn}: stream ${stream} >= MAX_VERTEX_STREAMS`);
    if (instances < 0) return fe.error(GL.INVALID_VALUE, `${fn}: negative instance count`);
    // §13.3.3: EndTransformFeedback must have been called on the object. gl-state keeps no "ever ended"
    // flag, so an object never begun (stateVersion 0) or still active stands in for "never ended".
    if (xfb.stateVersion === 0 || xfb.active) return fe.error(GL.INVALID_OPERATION, `${fn}: transform feedback object ${id} was never ended`);
    if (!noClientArrays(fn) || !validator.CheckDrawState(fn, mode, false, false, null)) return;
    const verb = fe.backend.verbs.drawTransformFeedback;
    if (verb === null) return fe.error(GL.INVALID_OPERATION, `${fn}: the ${fe.backend.name} backend has no drawTransformFeedback verb`);
    if (instances === 0) return;
    pushCoherentWrites();
    verb(mode, id, stream, instances);
  }

  return {
    drawArraysIndirect(mode: number, ptr: VoidData): void { indirect('drawArraysIndirect', mode, 0, ptr, 1, 0); },
    drawElementsIndirect(mode: number, type: number, ptr: VoidData): void { indirect('drawElementsIndirect', mode, type, ptr, 1, 0); },
    multiDrawArraysIndirect(mode: number, ptr: VoidData, drawcount: number, stride: number): void {
      indirect('multiDrawArraysIndirect', mode, 0, ptr, drawcount, stride);
    },
    multiDrawElementsIndirect(mode: number, type: number, ptr: VoidData, drawcount: number, stride: number): void {
      indirect('multiDrawElementsIndirect', mode, type, ptr, drawcount, stride);
    },
    multiDrawArraysIndirectCount(mode: number, ptr: VoidData, drawcount: number, maxdrawcount: number, stride: number): void {
      indirectCount('multiDrawArraysIndirectCount', mode, 0, ptr, drawcount, maxdrawcount, stride);
    },
    multiDrawElementsIndirectCount(mode: number, type: number, ptr: VoidData, drawcount: number, maxdrawcount: number, stride: number): void {
      indirectCount('multiDrawElementsIndirectCount', mode, type, ptr, drawcount, maxdrawcount, stride);
    },
    drawTransformFeedback(mode: number, id: number): void { transformFeedback('drawTransformFeedback', mode, id, 0, 1); },
    drawTransformFeedbackInstanced(mode: number, id: number, instancecount: number): void {
      transformFeedback('drawTransformFeedbackInstanced', mode, id, 0, instancecount);
    },
    drawTransformFeedbackStream(mode: number, id: number, stream: number): void {
      transformFeedback('drawTransformFeedbackStream', mode, id, stream, 1);
    },
    drawTransformFeedbackStreamInstanced(mode: number, id: number, stream: number, instancecount: number): void {
      transformFeedback('drawTransformFeedbackStreamInstanced', mode, id, stream, instancecount);
    },
  } satisfies Partial<GLFunctions>;
}
