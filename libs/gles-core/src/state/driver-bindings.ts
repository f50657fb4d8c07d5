// Driver binding shadows (the seeds' "驱动绑定影子"): what the GLES context has bound right now, so a redundant
// glBindBuffer / glBindTexture / glUseProgram / glBindFramebuffer / glBindVertexArray / glActiveTexture /
// glBindSampler / glPixelStorei is never issued. Everything that binds driver objects goes through here;
// a direct gl.glBind* elsewhere would desynchronise the shadow (and is a bug).
//
// ELEMENT_ARRAY_BUFFER is VAO state in GLES too, so it is shadowed per driver VAO (BackendVertexArray), not here.
// Deleting a driver object that is bound makes the driver bind 0: forget*() mirrors that.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';

const MAX_UNITS = 96;
const TARGETS = [GL.TEXTURE_2D, GL.TEXTURE_3D, GL.TEXTURE_2D_ARRAY, GL.TEXTURE_CUBE_MAP, GL.TEXTURE_CUBE_MAP_ARRAY,
  GL.TEXTURE_BUFFER, GL.TEXTURE_2D_MULTISAMPLE, GL.TEXTURE_2D_MULTISAMPLE_ARRAY] as const;
const BUFFER_TARGETS = [GL.ARRAY_BUFFER, GL.COPY_READ_BUFFER, GL.COPY_WRITE_BUFFER, GL.PIXEL_PACK_BUFFER,
  GL.PIXEL_UNPACK_BUFFER, GL.UNIFORM_BUFFER, GL.DRAW_INDIRECT_BUFFER, GL.DISPATCH_INDIRECT_BUFFER,
  GL.SHADER_STORAGE_BUFFER, GL.TRANSFORM_FEEDBACK_BUFFER, GL.ATOMIC_COUNTER_BUFFER, GL.TEXTURE_BUFFER] as const;
const INDEXED_SLOTS = 96;

/** TARGETS' index of a texture target: a switch, since indexOf on the draw path cost ~40 instructions a bound unit. */
function textureTargetSlot(target: number): number {
  switch (target) {
    case GL.TEXTURE_2D: return 0;
    case GL.TEXTURE_3D: return 1;
    case GL.TEXTURE_2D_ARRAY: return 2;
    case GL.TEXTURE_CUBE_MAP: return 3;
    case GL.TEXTURE_CUBE_MAP_ARRAY: return 4;
    case GL.TEXTURE_BUFFER: return 5;
    case GL.TEXTURE_2D_MULTISAMPLE: return 6;
    case GL.TEXTURE_2D_MULTISAMPLE_ARRAY: return 7;
    default: return targetSlot(TARGETS, target); // throws: not shadowed
  }
}

TARGETS.forEach((t, i) => {
  if (textureTargetSlot(t) !== i) throw new Error(`driver-bindings: textureTargetSlot(0x${t.toString(16)}) is not TARGETS' index ${i}`);
});

function targetSlot(list: readonly number[], target: number): number {
  const i = list.indexOf(target);
  if (i < 0) throw new Error(`driver-bindings: target 0x${target.toString(16)} is not shadowed`);
  return i;
}

export class DriverBindings {
  private activeUnit = 0;
  private readonly textures = new Uint32Array(MAX_UNITS * TARGETS.length);
  private readonly samplers = new Uint32Array(MAX_UNITS);
  private readonly buffers = new Uint32Array(BUFFER_TARGETS.length);
  /** name, offset, size per (indexed target, index); size -1 = glBindBufferBase. */
  private readonly indexed = new Float64Array(4 * INDEXED_SLOTS * 3);
  private program = 0;
  private vertexArray = 0;
  private drawFramebuffer = 0;
  private readFramebuffer = 0;
  private renderbuffer = 0;
  private readonly pixelStoreShadow = new Int32Array(10).fill(-1);

  /** The unit uploads and parameter edits bind on: the last one, which no draw uses (edits never disturb draw bindings). */
  private readonly editUnit: number;

  constructor(private readonly gl: GLEntryPoints) {
    const units = new Int32Array(1);
    gl.glGetIntegerv(GL.MAX_COMBINED_TEXTURE_IMAGE_UNITS, units);
    this.editUnit = Math.min(units[0], MAX_UNITS) - 1;
  }

  useProgram(name: number): void {
    if (this.program === name) return;
    this.program = name;
    this.gl.glUseProgram(name);
  }
  get currentProgram(): number {
    return this.program;
  }

  bindVertexArray(name: number): void {
    if (this.vertexArray === name) return;
    this.vertexArray = name;
    this.gl.glBindVertexArray(name);
  }
  get currentVertexArray(): number {
    return this.vertexArray;
  }

  bindDrawFramebuffer(name: number): void {
    if (this.drawFramebuffer === name) return;
    this.drawFramebuffer = name;
    this.gl.glBindFramebuffer(GL.DRAW_FRAMEBUFFER, name);
  }
  bindReadFramebuffer(name: number): void {
    if (this.readFramebuffer === name) return;
    this.readFramebuffer = name;
    this.gl.glBindFramebuffer(GL.READ_FRAMEBUFFER, name);
  }
  get currentDrawFramebuffer(): number {
    return this.drawFramebuffer;
  }
  get currentReadFramebuffer(): number {
    return this.readFramebuffer;
  }
  bindRenderbuffer(name: number): void {
    if (this.renderbuffer === name) return;
    this.renderbuffer = name;
    this.gl.glBindRenderbuffer(GL.RENDERBUFFER, name);
  }

  activeTexture(unit: number): void {
    if (this.activeUnit === unit) return;
    this.activeUnit = unit;
    this.gl.glActiveTexture(GL.TEXTURE0 + unit);
  }
  bindTexture(unit: number, target: number, name: number): void {
    const i = unit * TARGETS.length + textureTargetSlot(target);
    if (this.textures[i] === name) return;
    this.textures[i] = name;
    this.activeTexture(unit);
    this.gl.glBindTexture(target, name);
  }
  /** Binds for an upload / parameter call, on the edit unit. */
  bindTextureForEdit(target: number, name: number): void {
    this.bindTexture(this.editUnit, target, name);
  }
  bindSampler(unit: number, name: number): void {
    if (this.samplers[unit] === name) return;
    this.samplers[unit] = name;
    this.gl.glBindSampler(unit, name);
  }

  bindBuffer(target: number, name: number): void {
    const i = targetSlot(BUFFER_TARGETS, target);
    if (this.buffers[i] === name) return;
    this.buffers[i] = name;
    this.gl.glBindBuffer(target, name);
  }

  /** glBindBufferRange / glBindBufferBase (size < 0); also moves the generic binding, as the driver does. */
  bindBufferRange(target: number, index: number, name: number, offset: number, size: number): void {
    const t = target === GL.UNIFORM_BUFFER ? 0 : target === GL.SHADER_STORAGE_BUFFER ? 1 : target === GL.TRANSFORM_FEEDBACK_BUFFER ? 2 : 3;
    const i = (t * INDEXED_SLOTS + index) * 3;
    const s = this.indexed;
    if (s[i] === name && s[i + 1] === offset && s[i + 2] === size) return;
    s[i] = name; s[i + 1] = offset; s[i + 2] = size;
    if (size < 0 || name === 0) this.gl.glBindBufferBase(target, index, name);
    else this.gl.glBindBufferRange(target, index, name, offset, size);
    this.buffers[targetSlot(BUFFER_TARGETS, target)] = name;
  }

  /** glPixelStorei for the four parameters the backend uses (pack: 0..3, unpack: 4..7). */
  pixelStore(pname: number, value: number): void {
    const i = pixelStoreSlot(pname);
    if (this.pixelStoreShadow[i] === value) return;
    this.pixelStoreShadow[i] = value;
    this.gl.glPixelStorei(pname, value);
  }

  // ---- the driver unbinds deleted objects; mirror it ----
  /**
   * Counts driver buffer deletions. A deleted buffer's name is free for the next glGenBuffers (NVIDIA hands it out
   * again at once), while a VAO keeps what it had bound: the current VAO drops the deleted buffer (its bindings
   * become 0), the others keep the orphaned storage. So a VAO's "binding b holds name N" memo is stale after any
   * deletion, and BackendVertexArray drops its memo when this moves (a skipped glBindVertexBuffer with the recycled
   * name left binding 0 empty, and NVIDIA's driver read the enabled array from address 0: SIGSEGV).
   */
  bufferDeletions = 0;

  forgetBuffer(name: number): void {
    this.bufferDeletions++;
    for (let i = 0; i < this.buffers.length; i++) if (this.buffers[i] === name) this.buffers[i] = 0;
    for (let i = 0; i < this.indexed.length; i += 3) if (this.indexed[i] === name) this.indexed[i] = -1;
  }
  forgetTexture(name: number): void {
    for (let i = 0; i < this.textures.length; i++) if (this.textures[i] === name) this.textures[i] = 0;
  }
  forgetSampler(name: number): void {
    for (let i = 0; i < this.samplers.length; i++) if (this.samplers[i] === name) this.samplers[i] = 0;
  }
  forgetFramebuffer(name: number): void {
    if (this.drawFramebuffer === name) this.drawFramebuffer = 0;
    if (this.readFramebuffer === name) this.readFramebuffer = 0;
  }
  forgetRenderbuffer(name: number): void {
    if (this.renderbuffer === name) this.renderbuffer = 0;
  }
  forgetVertexArray(name: number): void {
    if (this.vertexArray === name) this.vertexArray = 0;
  }
  forgetProgram(name: number): void {
    if (this.program === name) this.program = 0;
  }
}

function pixelStoreSlot(pname: number): number {
  switch (pname) {
    case GL.PACK_ALIGNMENT: return 0;
    case GL.PACK_ROW_LENGTH: return 1;
    case GL.PACK_SKIP_ROWS: return 2;
    case GL.PACK_SKIP_PIXELS: return 3;
    case GL.UNPACK_ALIGNMENT: return 4;
    case GL.UNPACK_ROW_LENGTH: return 5;
    case GL.UNPACK_SKIP_ROWS: return 6;
    case GL.UNPACK_SKIP_PIXELS: return 7;
    case GL.UNPACK_IMAGE_HEIGHT: return 8;
    case GL.UNPACK_SKIP_IMAGES: return 9;
    default: throw new Error(`driver-bindings: pixel store 0x${pname.toString(16)} is not shadowed`);
  }
}
