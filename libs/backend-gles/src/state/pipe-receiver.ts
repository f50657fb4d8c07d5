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
import { ResidualValueBlock, deserializeResidual } from '@mgpipe/migration';
import { DYNAMIC_CHUNKS, MAX_VERTEX_ATTRIBS, PIPELINE_CHUNKS } from '@mgpipe/value-types';
import { PIPELINE_SUBSET_END } from './render-state-mirror.ts';
import type { PipeInputSubsystem, PipeInputs } from './pipe-inputs.ts';

/** Receiver-side counters (MOBILEGL_PIPE_STATS): what arrived and what the handle-keyed memo saved. */
export interface ReceiverStats {
  csoCreates: number;
  csoBinds: number;
  /** Binds of the handle already bound (no scatter, memo key unchanged). */
  csoRebindsSkipped: number;
  dynamicScatters: number;
  residualBlocks: number;
  residualBytes: number;
}

export class PipeReceiver {
  /** Pipeline-subset bytes per CSO slot (the subset is the blob's prefix [0, PIPELINE_SUBSET_END)). */
  private readonly csoBytes: (Uint8Array | undefined)[] = [];
  private readonly csoGen: number[] = [];
  private boundSlot = -1;
  private boundGen = -1;
  private readonly dynamicWords: Uint32Array;
  private readonly residual = new ResidualValueBlock();
  private readonly attribU32: Uint32Array;
  readonly stats: ReceiverStats = { csoCreates: 0, csoBinds: 0, csoRebindsSkipped: 0, dynamicScatters: 0, residualBlocks: 0, residualBytes: 0 };
  readonly table: MGPipeContext;

  constructor(private readonly inputs: PipeInputs) {
    const blob = inputs.own.renderState;
    this.dynamicWords = new Uint32Array(blob.buffer);
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
    if (PIPE_RESIDUAL_SUBSYSTEMS.some((s) => inputs.config.sources[s] === 'residual')) t.set_residual_value_state = (p) => this.setResidual(p);
    this.table = t;
  }

  private createRenderState(p: CreateRenderStatePayload): void {
    const slot = p.cso.slot;
    let bytes = this.csoBytes[slot];
    if (bytes === undefined) bytes = this.csoBytes[slot] = new Uint8Array(PIPELINE_SUBSET_END);
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
    this.stats.csoCreates++;
    // A re-created slot that is bound must be re-scattered on its next bind.
    if (slot === this.boundSlot) this.boundGen = -1;
  }

  private csoBytesOf(slot: number, gen: number, what: string): Uint8Array {
    const bytes = this.csoBytes[slot];
    if (bytes === undefined || this.csoGen[slot] !== gen) throw new MGPipeFatal('ProtocolCorruption', `${what} {${slot}, ${gen}} names no live render-state CSO`);
    return bytes;
  }

  private bindRenderState(p: BindRenderStatePayload): void {
    const inputs = this.inputs;
    this.stats.csoBinds++;
    inputs.own.renderStateVersion = p.version;
    if (p.cso.slot === this.boundSlot && p.cso.gen === this.boundGen) {
      this.stats.csoRebindsSkipped++;
      return;
    }
    const bytes = this.csoBytesOf(p.cso.slot, p.cso.gen, 'cso');
    inputs.own.renderState.bytes.set(bytes);
    this.boundSlot = p.cso.slot;
    this.boundGen = p.cso.gen;
    inputs.handleKey++;
  }

  private deleteRenderState(p: DeleteRenderStatePayload): void {
    if (this.csoGen[p.cso.slot] === p.cso.gen) this.csoGen[p.cso.slot] = -1;
    if (p.cso.slot === this.boundSlot) this.boundGen = -1;
  }

  private setDynamicState(p: SetDynamicStatePayload): void {
    // Dynamic chunks are 4-aligned with 4-multiple lengths (G7): copy words.
    const dst = this.dynamicWords;
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

  /** The temporary carrier (seeds §6.3): read field by field, then copied into the groups it carries. */
  private setResidual(p: SetResidualValueStatePayload): void {
    const r = this.residual;
    deserializeResidual(p.block, r);
    this.stats.residualBlocks++;
    this.stats.residualBytes += p.block.length;
    const inputs = this.inputs;
    const own = inputs.own;
    const src = inputs.config.sources;
    if (src['render-state'] === 'residual') {
      own.renderState.bytes.set(r.renderStateBytes);
      own.renderStateVersion++;
    }
    if (src['readback-pack'] === 'residual') {
      const d = own.pack;
      const s = r.pack;
      d.rowLength = s.rowLength; d.imageHeight = s.imageHeight; d.skipRows = s.skipRows; d.skipPixels = s.skipPixels;
      d.skipImages = s.skipImages; d.alignment = s.alignment; d.swapBytes = s.swapBytes; d.lsbFirst = s.lsbFirst;
    }
    if (src['patch-state'] === 'residual' && own.patch.vertices !== r.patchVertices) {
      own.patch.vertices = r.patchVertices;
      own.patchVersion++;
    }
    if (src['vertex-attrib-defaults'] === 'residual') {
      own.attribs.set(r.currentVertexAttribs);
      own.attribKinds.set(r.currentVertexAttribKinds);
      own.attribVersion++;
    }
  }
}

/** Subsystems whose value fields the ResidualValueBlock layout can carry. */
const PIPE_RESIDUAL_SUBSYSTEMS: readonly PipeInputSubsystem[] = ['render-state', 'readback-pack', 'patch-state', 'vertex-attrib-defaults'];
