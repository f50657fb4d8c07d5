// Clears (GL 4.5 §17.4.3), flush/finish (§22.1), memory and texture barriers (§7.12.2, §9.3.1).
// clear reads the clear values, masks and scissor from the context at verb time; clearBuffer* pass
// their values as given (a reused scratch for clearBufferfi's two values).
import type { GLFunctions } from '@mgpipe/gl-api';
import { GL, MAX_DRAW_BUFFERS } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { namedFramebuffer, withFramebuffers } from './framebuffer-scope.ts';
import type { DrawValidator } from './a-draw-validation.ts';

const CLEAR_BITS = GL.COLOR_BUFFER_BIT | GL.DEPTH_BUFFER_BIT | GL.STENCIL_BUFFER_BIT;
const ALL_BARRIERS = 0xffffffff;
const BARRIER_BITS = GL.VERTEX_ATTRIB_ARRAY_BARRIER_BIT | GL.ELEMENT_ARRAY_BARRIER_BIT | GL.UNIFORM_BARRIER_BIT |
  GL.TEXTURE_FETCH_BARRIER_BIT | GL.SHADER_IMAGE_ACCESS_BARRIER_BIT | GL.COMMAND_BARRIER_BIT | GL.PIXEL_BUFFER_BARRIER_BIT |
  GL.TEXTURE_UPDATE_BARRIER_BIT | GL.BUFFER_UPDATE_BARRIER_BIT | GL.FRAMEBUFFER_BARRIER_BIT | GL.TRANSFORM_FEEDBACK_BARRIER_BIT |
  GL.ATOMIC_COUNTER_BARRIER_BIT | GL.SHADER_STORAGE_BARRIER_BIT | GL.CLIENT_MAPPED_BUFFER_BARRIER_BIT | GL.QUERY_BUFFER_BARRIER_BIT;
/** §7.12.2: MemoryBarrierByRegion accepts only the fragment-shader-visible barriers. */
const BY_REGION_BITS = GL.ATOMIC_COUNTER_BARRIER_BIT | GL.FRAMEBUFFER_BARRIER_BIT | GL.SHADER_IMAGE_ACCESS_BARRIER_BIT |
  GL.SHADER_STORAGE_BARRIER_BIT | GL.TEXTURE_FETCH_BARRIER_BIT | GL.UNIFORM_BARRIER_BIT;

export function clearEntryPoints(fe: FrontEnd, validator: DrawValidator, pushPersistentWrites: (coherentOnly: boolean) => void, noteClientBarrier: () => void) {
  const fiScratch = new Float64Array(2);

  /**
   * clearBuffer{iv,uiv,fv,fi} (§17.4.3.1): which `buffer` each form accepts and its drawbuffer rule.
   * `allowed`: bit 0 COLOR, 1 DEPTH, 2 STENCIL, 3 DEPTH_STENCIL.
   */
  function clearBufferArgs(fn: string, buffer: number, drawbuffer: number, kind: 'f' | 'i' | 'ui' | 'fi', allowed: number, values: ArrayLike<number>): boolean {
    const bit = buffer === GL.COLOR ? 1 : buffer === GL.DEPTH ? 2 : buffer === GL.STENCIL ? 4 : buffer === GL.DEPTH_STENCIL ? 8 : 0;
    if ((bit & allowed) === 0) { fe.error(GL.INVALID_ENUM, `${fn}: invalid buffer 0x${buffer.toString(16)}`); return false; }
    if (buffer === GL.COLOR ? drawbuffer < 0 || drawbuffer >= Math.min(fe.caps.maxDrawBuffers, MAX_DRAW_BUFFERS) : drawbuffer !== 0) {
      fe.error(GL.INVALID_VALUE, `${fn}: invalid drawbuffer ${drawbuffer}`);
      return false;
    }
    const needed = buffer === GL.COLOR ? 4 : kind === 'fi' ? 2 : 1;
    if (values.length < needed) { fe.error(GL.INVALID_VALUE, `${fn}: needs ${needed} values`); return false; }
    return true;
  }

  function clearBuffer(fn: string, buffer: number, drawbuffer: number, kind: 'f' | 'i' | 'ui' | 'fi', allowed: number, values: ArrayLike<number>): void {
    if (!clearBufferArgs(fn, buffer, drawbuffer, kind, allowed, values)) return;
    if (!validator.CheckFramebuffer(fn)) return;
    const verb = fe.backend.verbs.clearBuffer;
    if (verb === null) return fe.error(GL.INVALID_OPERATION, `${fn}: the ${fe.backend.name} backend has no clearBuffer verb`);
    verb(buffer, drawbuffer, kind, values);
  }

  /** ClearNamedFramebuffer*: the same checks and verb, the named framebuffer standing in as the draw framebuffer. */
  function clearNamed(fn: string, framebuffer: number, buffer: number, drawbuffer: number, kind: 'f' | 'i' | 'ui' | 'fi', allowed: number,
    values: ArrayLike<number>): void {
    const fb = namedFramebuffer(fe, fn, framebuffer);
    if (fb === undefined || !clearBufferArgs(fn, buffer, drawbuffer, kind, allowed, values)) return;
    withFramebuffers(fe, fb, fe.state.readFramebuffer, () => {
      if (!validator.CheckFramebuffer(fn)) return;
      const verb = fe.backend.verbs.clearBuffer;
      if (verb === null) return fe.error(GL.INVALID_OPERATION, `${fn}: the ${fe.backend.name} backend has no clearBuffer verb`);
      verb(buffer, drawbuffer, kind, values);
    });
  }

  return {
    clear(mask: number): void {
      if ((mask & ~CLEAR_BITS) !== 0) return fe.error(GL.INVALID_VALUE, `clear: invalid mask bits 0x${(mask & ~CLEAR_BITS).toString(16)}`);
      if (!validator.CheckFramebuffer('clear')) return;
      const verb = fe.backend.verbs.clear;
      if (verb === null) return fe.error(GL.INVALID_OPERATION, `clear: the ${fe.backend.name} backend has no clear verb`);
      if (mask === 0) return;
      verb(mask);
    },
    clearBufferiv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      clearBuffer('clearBufferiv', buffer, drawbuffer, 'i', 1 | 4, value);
    },
    clearBufferuiv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      clearBuffer('clearBufferuiv', buffer, drawbuffer, 'ui', 1, value);
    },
    clearBufferfv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      clearBuffer('clearBufferfv', buffer, drawbuffer, 'f', 1 | 2, value);
    },
    clearBufferfi(buffer: number, drawbuffer: number, depth: number, stencil: number): void {
      fiScratch[0] = depth;
      fiScratch[1] = stencil;
      clearBuffer('clearBufferfi', buffer, drawbuffer, 'fi', 8, fiScratch);
    },

    clearNamedFramebufferiv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      clearNamed('clearNamedFramebufferiv', framebuffer, buffer, drawbuffer, 'i', 1 | 4, value);
    },
    clearNamedFramebufferuiv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      clearNamed('clearNamedFramebufferuiv', framebuffer, buffer, drawbuffer, 'ui', 1, value);
    },
    clearNamedFramebufferfv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      clearNamed('clearNamedFramebufferfv', framebuffer, buffer, drawbuffer, 'f', 1 | 2, value);
    },
    clearNamedFramebufferfi(framebuffer: number, buffer: number, drawbuffer: number, depth: number, stencil: number): void {
      clearNamed('clearNamedFramebufferfi', framebuffer, buffer, drawbuffer, 'fi', 8, [depth, stencil]);
    },

    flush(): void {
      fe.backend.verbs.flush?.();
    },
    finish(): void {
      fe.backend.verbs.finish?.();
    },
    memoryBarrier(barriers: number): void {
      if (barriers >>> 0 !== ALL_BARRIERS && (barriers & ~BARRIER_BITS) !== 0) {
        return fe.error(GL.INVALID_VALUE, `memoryBarrier: invalid bits 0x${(barriers >>> 0).toString(16)}`);
      }
      // Writes through persistent mappings become visible to the GL with this barrier (§6.2).
      if ((barriers & GL.CLIENT_MAPPED_BUFFER_BARRIER_BIT) !== 0) pushPersistentWrites(false);
      // Shader writes become visible to client reads (a-buffer-data.ts makeShaderWritesVisible).
      if ((barriers & (GL.BUFFER_UPDATE_BARRIER_BIT | GL.CLIENT_MAPPED_BUFFER_BARRIER_BIT)) !== 0) noteClientBarrier();
      fe.backend.verbs.memoryBarrier?.(barriers >>> 0);
    },
    memoryBarrierByRegion(barriers: number): void {
      if (barriers >>> 0 !== ALL_BARRIERS && (barriers & ~BY_REGION_BITS) !== 0) {
        return fe.error(GL.INVALID_VALUE, `memoryBarrierByRegion: invalid bits 0x${(barriers >>> 0).toString(16)}`);
      }
      fe.backend.verbs.memoryBarrier?.(barriers >>> 0);
    },
    textureBarrier(): void {
      fe.backend.verbs.textureBarrier?.();
    },
  } satisfies Partial<GLFunctions>;
}
