// The backend's MGPipeContext (G1) for the value subsystems: each entry stores what it carries into PipeInputs
// (phase B), and render state arrives as CSO handles (phase C, seeds §4.5.2 "server-side model"): one working
// RenderStateParameters per context; create_render_state stores a CSO's pipeline chunks in a slot-indexed table
// (a delta on its base when chunkMask is partial), bind_render_state scatters the bound CSO's chunks into the
// working blob, set_dynamic_state scatters the changed dynamic chunks.
//
// The render-state memo key (what the mirror's single early-out compares):
//   phase C (default): PipeInputs.handleKey, bumped here when the bound CSO handle changes or a dynamic chunk is
//     scattered — the memo is keyed on the handle slot, not on the client's counters.
//   MOBILEGL_PIPE_LEGACY_MEMOS=1: the client's Uint16 `version` from the bind / dynamic payloads (the pre-C key),
//     kept alive under the same PipeInputs interface for a real old-vs-new A/B (seeds §6.7).
// Entries outside these subsystems stay null ("not implemented": the tracker never sends them for a pulled
// subsystem). Payloads are valid for the call only: everything is copied.
import {
  MGPipeFatal,
  emptyMGPipeContext,
  type BindRenderStatePayload,
  type CreateRenderStatePayload,
  type DeleteRenderStatePayload,
  type MGPipeContext,
  type SetDynamicStatePayload,
  type SetPatchStatePayload,
  type SetPixelPackStatePayload,
  type SetResidualValueStatePayload,
  type SetVertexAttribDefaultsPayload,
} from '@mgpipe/pipe-types';
import { RESIDUAL_SUBSYSTEMS, ResidualValueBlock, deserializeResidual } from '@mgpipe/migration';
import { DYNAMIC_CHUNKS, MAX_VERTEX_ATTRIBS, PIPELINE_CHUNKS } from '@mgpipe/value-types';
import { PIPELINE_SUBSET_END, copyListedWords, type PipeInputSubsystem, type PipeInputs } from '@mgpipe/gles-core';

/** Receiver-side counters (MOBILEGL_PIPE_STATS): what arrived and what the handle-keyed memo saved. */
export interface ReceiverStats {
  csoCreates: number;
  csoBinds: number;
  /** Binds of the handle already bound (no scatter, memo key unchanged). */
  csoRebindsSkipped: number;
  /** Binds that copied only the words in which the CSO differs from the one bound before (CsoSlot's record). */
  csoWordScatters: number;
  dynamicScatters: number;
  residualBlocks: number;
  residualBytes: number;
}

const SUBSET_WORDS = PIPELINE_SUBSET_END >> 2;
if (PIPELINE_SUBSET_END & 3) throw new Error('render-state layout: the pipeline subset is not word aligned (pipe-receiver.ts)');

/**
 * One CSO slot's pipeline bytes and how its last scatter can be repeated: `words[0, count)` are the subset words in
 * which this CSO (serial `toSerial`) differs from the CSO (serial `fromSerial`) the blob held before it was bound.
 * Bound again over that same CSO, the bind copies those words only (a blend toggle: 2 of 75).
 */
class CsoSlot {
  readonly bytes = new Uint8Array(PIPELINE_SUBSET_END);
  readonly u32 = new Uint32Array(this.bytes.buffer);
  fromSerial = -1;
  toSerial = -1;
  count = 0;
  readonly words = new Int16Array(SUBSET_WORDS);
  /** The serial this slot had when it was last scattered (-1: never): a repeat is worth remembering. */
  scatteredSerial = -1;
}

export class PipeReceiver {
  /** Per CSO slot: its pipeline-subset bytes (the blob's prefix [0, PIPELINE_SUBSET_END)) and its scatter record. */
  private readonly csoSlots: (CsoSlot | undefined)[] = [];
  private readonly csoGen: number[] = [];
  /** Per slot: a serial unique per create_render_state (the mirror's handle-memo identity; see PipeInputs.handleMemo). */
  private readonly csoSerial: number[] = [];
  private nextCsoSerial = 0;
  private boundSlot = -1;
  private boundGen = -1;
  /** The working blob as 32-bit words: the pipeline subset is its prefix, the dynamic chunks follow. */
  private readonly blobWords: Uint32Array;
  /** The create serial of the CSO whose pipeline bytes the blob's prefix holds (-1: none; the next bind copies all). */
  private scatteredSerial = -1;
  private readonly residual = new ResidualValueBlock();
  private readonly attribU32: Uint32Array;
  readonly stats: ReceiverStats = { csoCreates: 0, csoBinds: 0, csoRebindsSkipped: 0, csoWordScatters: 0, dynamicScatters: 0, residualBlocks: 0, residualBytes: 0 };
  readonly table: MGPipeContext;

  /** `testFault`: MOBILEGL_PIPE_TEST_FAULT's subsystems (test-only, latched); see "Planted test faults" below. */
  constructor(private readonly inputs: PipeInputs, testFault: readonly PipeInputSubsystem[] = []) {
    const blob = inputs.own.renderState;
    this.blobWords = new Uint32Array(blob.buffer);
    this.attribU32 = new Uint32Array(inputs.own.attribs.buffer);
    const t = emptyMGPipeContext();
    const pushed = (s: PipeInputSubsystem) => inputs.config.sources[s] === 'push';
    if (pushed('render-state')) {
      t.create_render_state = (p) => this.createRenderState(p);
      t.bind_render_state = (p) => this.bindRenderState(p);
      t.delete_render_state = (p) => this.deleteRenderState(p);
      t.set_dynamic_state = (p) => this.setDynamicState(p);
    }
    if (pushed('readback-pack')) t.set_pixel_pack_state = (p) => this.setPixelPack(p);
    if (pushed('patch-state')) t.set_patch_state = (p) => this.setPatch(p);
    if (pushed('vertex-attrib-defaults')) t.set_vertex_attrib_defaults = (p) => this.setAttribDefaults(p);
    for (const s of testFault) if (pushed(s)) this.plantTestFault(t, s);
    // A subsystem is read from the residual block only while the layout still carries it (until its phase B).
    const residual = (Object.keys(inputs.config.sources) as PipeInputSubsystem[]).filter((s) => inputs.config.sources[s] === 'residual');
    const notCarried = residual.filter((s) => !RESIDUAL_SUBSYSTEMS.includes(s));
    if (notCarried.length > 0) {
      throw new Error(`backend-gles: ${notCarried.join(', ')} cannot be read from the ResidualValueBlock: the layout no longer carries it (retired at phase B; it carries ${RESIDUAL_SUBSYSTEMS.join(', ') || 'nothing'})`);
    }
    if (residual.length > 0) t.set_residual_value_state = (p) => this.setResidual(p);
    this.table = t;
  }

  private createRenderState(p: CreateRenderStatePayload): void {
    const slot = p.cso.slot;
    const bytes = (this.csoSlots[slot] ??= new CsoSlot()).bytes;
    if (p.baseCso.slot !== 0 || p.baseCso.gen !== 0) {
      const base = this.csoBytesOf(p.baseCso.slot, p.baseCso.gen, 'baseCso');
      if (base !== bytes) bytes.set(base);
    }
    let at = 0;
    const src = p.chunks;
    for (let k = 0; k < PIPELINE_CHUNKS.length; k++) {
      const c = PIPELINE_CHUNKS[k];
      if ((p.chunkMask & (1 << c.kindIndex)) === 0) continue;
      for (let i = 0; i < c.length; i++) bytes[c.offset + i] = src[at + i];
      at += c.length;
    }
    this.csoGen[slot] = p.cso.gen;
    this.csoSerial[slot] = this.nextCsoSerial++;
    this.stats.csoCreates++;
    this.inputs.csoRetired(slot);
    // A re-created slot that is bound must be re-scattered on its next bind.
    if (slot === this.boundSlot) this.boundGen = -1;
  }

  private csoBytesOf(slot: number, gen: number, what: string): Uint8Array {
    const cso = this.csoSlots[slot];
    if (cso === undefined || this.csoGen[slot] !== gen) throw new MGPipeFatal('ProtocolCorruption', `${what} {${slot}, ${gen}} names no live render-state CSO`);
    return cso.bytes;
  }

  private bindRenderState(p: BindRenderStatePayload): void {
    const inputs = this.inputs;
    this.stats.csoBinds++;
    inputs.own.renderStateVersion = p.version;
    if (p.cso.slot === this.boundSlot && p.cso.gen === this.boundGen) {
      this.stats.csoRebindsSkipped++;
      return;
    }
    // csoBytesOf written out: a bind per blend toggle, and the call with its message's template cost ~60 instructions.
    const cso = this.csoSlots[p.cso.slot];
    if (cso === undefined || this.csoGen[p.cso.slot] !== p.cso.gen) this.csoBytesOf(p.cso.slot, p.cso.gen, 'cso');
    this.scatter(cso!, this.csoSerial[p.cso.slot]);
    this.boundSlot = p.cso.slot;
    this.boundGen = p.cso.gen;
    inputs.boundCsoSlot = p.cso.slot;
    inputs.boundCsoSerial = this.csoSerial[p.cso.slot];
    inputs.handleKey++;
  }

  /**
   * The CSO's pipeline bytes into the blob's prefix. Bound again over the CSO it was bound over last time, only the
   * words in which the two differ are copied; the second bind of a CSO over another records those words (not the
   * first: a CSO bound once, such as every one of the no-content-addressing control, would only pay for the record).
   */
  private scatter(cso: CsoSlot, serial: number): void {
    const dst = this.blobWords;
    const from = this.scatteredSerial;
    if (from >= 0 && cso.fromSerial === from && cso.toSerial === serial) {
      copyListedWords(dst, cso.u32, cso.words, cso.count);
      this.stats.csoWordScatters++;
    } else {
      if (from >= 0 && cso.scatteredSerial === serial) this.remember(cso, serial, from);
      this.inputs.own.renderState.bytes.set(cso.bytes);
    }
    cso.scatteredSerial = serial;
    this.scatteredSerial = serial;
  }

  /** Records in `cso` the words in which it differs from the blob's prefix (the CSO `from`'s bytes). */
  private remember(cso: CsoSlot, serial: number, from: number): void {
    const dst = this.blobWords, src = cso.u32, words = cso.words;
    let n = 0;
    for (let w = 0; w < SUBSET_WORDS; w++) if (dst[w] !== src[w]) words[n++] = w;
    cso.count = n;
    cso.fromSerial = from;
    cso.toSerial = serial;
  }

  private deleteRenderState(p: DeleteRenderStatePayload): void {
    if (this.csoGen[p.cso.slot] === p.cso.gen) {
      this.csoGen[p.cso.slot] = -1;
      this.inputs.csoRetired(p.cso.slot);
    }
    if (p.cso.slot === this.boundSlot) this.boundGen = -1;
  }

  private setDynamicState(p: SetDynamicStatePayload): void {
    // Dynamic chunks are 4-aligned with 4-multiple lengths (G7): copy words.
    const dst = this.blobWords;
    const src = p.chunks;
    let at = 0;
    for (let k = 0; k < DYNAMIC_CHUNKS.length; k++) {
      const c = DYNAMIC_CHUNKS[k];
      if ((p.chunkMask & (1 << c.kindIndex)) === 0) continue;
      const start = c.offset >> 2;
      const n = c.length >> 2;
      for (let i = 0; i < n; i++, at += 4) dst[start + i] = src[at] | (src[at + 1] << 8) | (src[at + 2] << 16) | (src[at + 3] << 24);
    }
    this.inputs.own.renderStateVersion = p.version;
    this.inputs.handleKey++;
    this.inputs.dynamicKey++;
    this.stats.dynamicScatters++;
  }

  private setPixelPack(p: SetPixelPackStatePayload): void {
    const d = this.inputs.own.pack;
    const s = p.pack;
    d.rowLength = s.rowLength; d.imageHeight = s.imageHeight; d.skipRows = s.skipRows; d.skipPixels = s.skipPixels;
    d.skipImages = s.skipImages; d.alignment = s.alignment; d.swapBytes = s.swapBytes; d.lsbFirst = s.lsbFirst;
  }

  private setPatch(p: SetPatchStatePayload): void {
    const own = this.inputs.own;
    own.patch.vertices = p.vertices;
    const outer = own.patch.outer as Float32Array;
    const inner = own.patch.inner as Float32Array;
    for (let i = 0; i < 4; i++) outer[i] = p.outer[i];
    for (let i = 0; i < 2; i++) inner[i] = p.inner[i];
    own.patchVersion++;
  }

  private setAttribDefaults(p: SetVertexAttribDefaultsPayload): void {
    const own = this.inputs.own;
    let n = 0;
    for (let a = 0; a < MAX_VERTEX_ATTRIBS; a++) {
      if ((p.mask & (1 << a)) === 0) continue;
      const v = p.values[n++];
      own.attribKinds[a] = v.cls;
      for (let j = 0; j < 4; j++) this.attribU32[a * 4 + j] = v.bits[j];
    }
    own.attribVersion++;
  }

  // ---- Planted test faults (MOBILEGL_PIPE_TEST_FAULT, @mgpipe/migration test-fault.ts; test-only) ----
  // For a pushed subsystem the switch names, the entry is swapped once, here at construction, for one that
  // delivers the payload and then corrupts it: zero cost when the switch is off (no check on any call), and the
  // corruption changes what the backend renders, so a real `scenario run --compare reference` mismatches (and
  // MOBILEGL_PIPE_VERIFY diverges) exactly when that subsystem is pushed. What each one breaks:
  //   render-state            blend enable of draw buffer 0 flipped in the working blob on every CSO scatter
  //                           (visible in blend-modes)
  //   readback-pack           PACK_SWAP_BYTES inverted (the layout is untouched: nothing is written outside the
  //                           destination the front end validated, and read_pixels' reply keeps its length);
  //                           visible in readpixels-pack-state's RED / FLOAT and RGBA_INTEGER / UNSIGNED_INT reads
  //   patch-state             GL_PATCH_VERTICES replaced (3 → 4, anything else → 3); no built-in scenario
  //                           tessellates, so only MOBILEGL_PIPE_VERIFY sees it today
  //   vertex-attrib-defaults  sign bit of component x of each pushed current value flipped (visible in client-arrays)
  private plantTestFault(t: MGPipeContext, s: PipeInputSubsystem): void {
    const own = this.inputs.own;
    switch (s) {
      case 'render-state': {
        const bind = t.bind_render_state!;
        const blendEnable0 = BLEND_CHUNK_OFFSET;
        const stats = this.stats;
        t.bind_render_state = (p) => {
          const skipped = stats.csoRebindsSkipped;
          bind(p);
          if (stats.csoRebindsSkipped === skipped) {
            own.renderState.bytes[blendEnable0] ^= 1; // the CSO was scattered
            this.scatteredSerial = -1; // and the blob no longer holds its bytes: the next bind copies them all
          }
        };
        break;
      }
      case 'readback-pack': {
        const set = t.set_pixel_pack_state!;
        t.set_pixel_pack_state = (p) => { set(p); own.pack.swapBytes = !own.pack.swapBytes; };
        break;
      }
      case 'patch-state': {
        const set = t.set_patch_state!;
        t.set_patch_state = (p) => { set(p); own.patch.vertices = p.vertices === 3 ? 4 : 3; };
        break;
      }
      case 'vertex-attrib-defaults': {
        const set = t.set_vertex_attrib_defaults!;
        const u32 = this.attribU32;
        t.set_vertex_attrib_defaults = (p) => {
          set(p);
          for (let a = 0; a < MAX_VERTEX_ATTRIBS; a++) if ((p.mask & (1 << a)) !== 0) u32[a * 4] ^= 0x80000000;
        };
        break;
      }
    }
  }

  /** The temporary carrier (seeds §6.3): read field by field, then copied into the groups it carries. */
  private setResidual(p: SetResidualValueStatePayload): void {
    const r = this.residual;
    deserializeResidual(p.block, r);
    this.stats.residualBlocks++;
    this.stats.residualBytes += p.block.length;
    // Every member has left the layout (readback-pack's pack state last, at its phase B): nothing to copy out.
  }
}

/** Byte offset of the blend chunk (its first field is blendEnable[8]): what the render-state test fault flips. */
const BLEND_CHUNK_OFFSET = PIPELINE_CHUNKS.find((c) => c.name === 'blend')!.offset;

