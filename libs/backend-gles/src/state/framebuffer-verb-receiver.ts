// The framebuffer verbs received (the framebuffer bit pushed; issue 17): `clear` and `blit`.
//
// `clear`, the one clear verb (seeds §4.4.5). The clear opens at its
// fill point (PipeInputs.beginVerb(clear): what the validate pushed before it — the draw framebuffer, render state,
// the dynamic state holding glClear's values — is now the clear's state), then runs from the payload: kind `clear`
// is glClear(buffers) with the pushed clear values; the buffer kinds are glClearBuffer{fv,iv,uiv,fi}(buffers,
// drawBuffer, values) with the payload's lanes / depth / stencil. `fbo` must be null (the pushed draw framebuffer:
// the front end binds a named framebuffer as the draw framebuffer for a ClearNamedFramebuffer* call); anything else,
// or an unknown kind, is ProtocolCorruption. Conditional rendering is resolved as for draws (the wiring's cond).
// MOBILEGL_PIPE_VERIFY: the front end hands over the legacy verb's arguments first (DrawVerifyHooks.expectClear /
// expectClearBuffer); the payload must say the same — a difference is Fatal{PipeVerifyDiffer, "clear@clear"}.
// MOBILEGL_PIPE_TEST_FAULT=framebuffer (test-only) drops the color bit of a glClear and flips the first color lane's
// low bit of a clearBuffer after decoding (verify compares the decoded lanes: red).
// Nothing allocates per clear: reused lane views.
import { GL } from '@mgpipe/value-types';
import { MGPClearKind, MGPipeFatal, VerbClass, kMGPClearKindCount, type BlitPayload, type ClearPayload, type MGPipeHandle } from '@mgpipe/pipe-types';
import { settleComparison, type PipeInputs } from '@mgpipe/gles-core';
import type { TransferCommands } from '../commands/transfer-commands.ts';

const NONE = -1;
const KIND_OF_LEGACY = { f: MGPClearKind.bufferfv, i: MGPClearKind.bufferiv, ui: MGPClearKind.bufferuiv, fi: MGPClearKind.bufferfi } as const;

/** The legacy verb's arguments under verify (what the payload is compared with). */
export class ClearVerify {
  private kind = NONE;
  private buffers = 0;
  private drawBuffer = 0;
  private readonly values = new Float64Array(4);

  constructor(private readonly inputs: PipeInputs) {}

  expectClear(mask: number): void {
    this.kind = MGPClearKind.clear;
    this.buffers = mask;
    this.drawBuffer = 0;
  }

  expectClearBuffer(buffer: number, drawBuffer: number, kind: 'f' | 'i' | 'ui' | 'fi', values: ArrayLike<number>): void {
    this.kind = buffer === GL.DEPTH ? MGPClearKind.bufferfv : buffer === GL.STENCIL ? MGPClearKind.bufferiv : KIND_OF_LEGACY[kind];
    this.buffers = buffer;
    this.drawBuffer = drawBuffer;
    for (let i = 0; i < 4; i++) this.values[i] = i < values.length ? values[i] : 0;
  }

  /** Compares `p` (its values as `lanes` decoded) with what was expected; throws on a difference. */
  check(p: Readonly<ClearPayload>, f: Float32Array, i: Int32Array, u: Uint32Array): void {
    const expected = this.kind;
    this.kind = NONE;
    settleComparison(this.inputs.report, 'framebufferVerbs', 'clear@clear', this.difference(expected, p, f, i, u));
  }

  private difference(expected: number, p: Readonly<ClearPayload>, f: Float32Array, i: Int32Array, u: Uint32Array): string | null {
    if (expected === NONE) return 'a clear arrived with no legacy clear expected';
    if (p.kind !== expected) return `kind ${p.kind}, legacy ${expected}`;
    if (p.buffers !== this.buffers) return `buffers 0x${p.buffers.toString(16)}, legacy 0x${this.buffers.toString(16)}`;
    if (p.drawBuffer !== this.drawBuffer) return `drawBuffer ${p.drawBuffer}, legacy ${this.drawBuffer}`;
    const v = this.values;
    switch (p.kind) {
      case MGPClearKind.clear: return null;
      // depth is an f32 on the wire: compared as one (the monolith hands the client's double through unrounded).
      case MGPClearKind.bufferfi: return Math.fround(p.depth) === Math.fround(v[0]) && p.stencil === (v[1] | 0) ? null : `depth/stencil ${p.depth}/${p.stencil}, legacy ${v[0]}/${v[1]}`;
      default: break;
    }
    if (this.buffers === GL.DEPTH) return Math.fround(p.depth) === Math.fround(v[0]) ? null : `depth ${p.depth}, legacy ${v[0]}`;
    if (this.buffers === GL.STENCIL) return p.stencil === (v[0] | 0) ? null : `stencil ${p.stencil}, legacy ${v[0]}`;
    for (let k = 0; k < 4; k++) {
      const got = p.kind === MGPClearKind.bufferfv ? f[k] : p.kind === MGPClearKind.bufferiv ? i[k] : u[k];
      const want = p.kind === MGPClearKind.bufferfv ? Math.fround(v[k]) : p.kind === MGPClearKind.bufferiv ? v[k] | 0 : v[k] >>> 0;
      if (!Object.is(got, want) && !(Number.isNaN(got) && Number.isNaN(want))) return `color[${k}] ${got}, legacy ${want}`;
    }
    return null;
  }
}

export class ClearReceiver {
  private readonly lanes = new Uint32Array(4);
  private readonly asFloat = new Float32Array(this.lanes.buffer);
  private readonly asInt = new Int32Array(this.lanes.buffer);
  private readonly fi = new Float64Array(2);

  constructor(private readonly inputs: PipeInputs, private readonly transfers: TransferCommands, private readonly cond: () => boolean,
    private readonly verify: ClearVerify | null, private readonly testFault: boolean) {}

  receive(p: Readonly<ClearPayload>): void {
    this.inputs.beginVerb(VerbClass.clear);
    if (p.fbo.slot !== 0 || p.fbo.gen !== 0) throw new MGPipeFatal('ProtocolCorruption', `clear: fbo {${p.fbo.slot}, ${p.fbo.gen}}: only the pushed draw framebuffer (null) is cleared`);
    if (!Number.isInteger(p.kind) || p.kind < 0 || p.kind >= kMGPClearKindCount) throw new MGPipeFatal('ProtocolCorruption', `clear: kind ${p.kind} is not an MGPClearKind`);
    if (p.color.length < 4) throw new MGPipeFatal('ProtocolCorruption', `clear: ${p.color.length} color lanes, 4 expected`);
    const lanes = this.lanes;
    for (let k = 0; k < 4; k++) lanes[k] = p.color[k] >>> 0;
    if (this.testFault) lanes[0] ^= 1;
    this.verify?.check(p, this.asFloat, this.asInt, lanes);
    if (!this.cond()) return;
    const t = this.transfers;
    switch (p.kind) {
      case MGPClearKind.clear: return t.clear(this.testFault ? p.buffers & ~GL.COLOR_BUFFER_BIT : p.buffers);
      case MGPClearKind.bufferfi:
        this.fi[0] = p.depth; this.fi[1] = p.stencil;
        return t.clearBuffer(p.buffers, p.drawBuffer, 'fi', this.fi);
      default: break;
    }
    if (p.buffers === GL.DEPTH) { this.fi[0] = p.depth; return t.clearBuffer(GL.DEPTH, p.drawBuffer, 'f', this.fi); }
    if (p.buffers === GL.STENCIL) { this.fi[0] = p.stencil; return t.clearBuffer(GL.STENCIL, p.drawBuffer, 'i', this.fi); }
    if (p.kind === MGPClearKind.bufferfv) return t.clearBuffer(p.buffers, p.drawBuffer, 'f', this.asFloat);
    if (p.kind === MGPClearKind.bufferiv) return t.clearBuffer(p.buffers, p.drawBuffer, 'i', this.asInt);
    return t.clearBuffer(p.buffers, p.drawBuffer, 'ui', lanes);
  }
}

const isNull = (h: MGPipeHandle) => h.slot === 0 && h.gen === 0;

/**
 * `blit`: glBlitFramebuffer from the pushed read framebuffer to the pushed draw framebuffer (both null in the payload;
 * anything else, or fewer than 4 src / dst words, is ProtocolCorruption). Under verify the payload must equal the
 * legacy verb's arguments (Fatal{PipeVerifyDiffer, "blit@blitOrCopy"}, counted in VerifyReport.framebufferVerbs). MOBILEGL_PIPE_TEST_FAULT=framebuffer moves the destination's x1 one pixel left.
 */
export class BlitReceiver {
  private readonly expected = new Float64Array(10);
  private expecting = false;

  constructor(private readonly inputs: PipeInputs, private readonly transfers: TransferCommands, private readonly verify: boolean,
    private readonly testFault: boolean) {}

  expectBlit(sx0: number, sy0: number, sx1: number, sy1: number, dx0: number, dy0: number, dx1: number, dy1: number, mask: number, filter: number): void {
    const e = this.expected;
    e[0] = sx0; e[1] = sy0; e[2] = sx1; e[3] = sy1; e[4] = dx0; e[5] = dy0; e[6] = dx1; e[7] = dy1; e[8] = mask; e[9] = filter;
    this.expecting = true;
  }

  receive(p: Readonly<BlitPayload>): void {
    this.inputs.beginVerb(VerbClass.blitOrCopy);
    if (!isNull(p.readFbo) || !isNull(p.drawFbo)) throw new MGPipeFatal('ProtocolCorruption', 'blit: only the pushed read / draw framebuffers (null) are blitted');
    if (p.src.length < 4 || p.dst.length < 4) throw new MGPipeFatal('ProtocolCorruption', `blit: ${p.src.length} src / ${p.dst.length} dst words, 4 each expected`);
    const s = p.src, d = p.dst;
    const dx1 = this.testFault ? d[2] - 1 : d[2];
    if (this.verify) this.check(s, d, dx1, p.mask, p.filter);
    this.transfers.blitFramebuffer(s[0], s[1], s[2], s[3], d[0], d[1], dx1, d[3], p.mask, p.filter);
  }

  private check(s: ArrayLike<number>, d: ArrayLike<number>, dx1: number, mask: number, filter: number): void {
    const e = this.expected;
    let diff: string | null = this.expecting ? null : 'a blit arrived with no legacy blit expected';
    this.expecting = false;
    const got = [s[0], s[1], s[2], s[3], d[0], d[1], dx1, d[3], mask, filter];
    for (let k = 0; diff === null && k < 10; k++) if (got[k] !== e[k]) diff = `word ${k}: ${got[k]}, legacy ${e[k]}`;
    settleComparison(this.inputs.report, 'framebufferVerbs', 'blit@blitOrCopy', diff);
  }
}
