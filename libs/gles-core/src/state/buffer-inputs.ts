// MGB_CTX for buffer resources (the buffers subsystem, seeds §5.1.1 / §6.2.1). Buffer ops are pushed at GL-call
// time, not at a verb's fill point, so their inputs are not a G5 group: the fill point is the op itself.
//   context  pull: the twin reads the front object's storage descriptor (size, usage, shapeVersion) directly.
//   alias    phase A: the descriptor is copied out of the front object at the op (the fill point) and the twin
//            reads only the copy; MOBILEGL_PIPE_VERIFY compares the copy with the context at every read.
//   push     phase B/C: resource_create / _respecify / _destroy and the data ops fill the server-side buffer table
//            (gles-buffers buffer-table.ts); the twins never see a front object. Under verify, each time a pull
//            path that still reads front Buffers resolves one to its handle, the pushed descriptor is compared
//            with the front object's (verifyPushed).
// The bytes themselves are the shadow (`data`) until push: aliasing them would copy the same bytes, so `bytes`
// returns them in context and alias alike.
import { settleComparison } from './verb-verify.ts';

/** gl-state's Buffer as the buffers subsystem reads it (a `Front<X>` mirror: G6 counts its reads as Buffer's). */
export interface FrontBuffer {
  readonly lifetimeId: number;
  readonly name: number;
  readonly data: Uint8Array;
  readonly usage: number;
  readonly shapeVersion: number;
  readonly changeSerial: number;
}

/** The storage descriptor a buffer twin is specified from. */
export interface BufferShape {
  size: number;
  usage: number;
  shapeVersion: number;
}

export type BufferSource = 'context' | 'alias' | 'push';

export interface BufferVerifyCounts {
  /** Comparisons of buffer descriptors (pushed or aliased vs the context): verify's count for `buffers`. */
  bufferResources: number;
  divergences: number;
  first: string[];
}

export class BufferInputs {
  private readonly own: BufferShape = { size: 0, usage: 0, shapeVersion: -1 };
  private readonly shadow: BufferShape = { size: 0, usage: 0, shapeVersion: -1 };

  /** `corrupt`: MOBILEGL_PIPE_VERIFY_CORRUPT=bufferResources (the alias copy is made to differ: verify must go red). */
  constructor(readonly source: BufferSource, private readonly verify: boolean, private readonly report: BufferVerifyCounts, private readonly corrupt = false) {}

  /** The descriptor of `front` (valid until the next call). */
  shape(front: FrontBuffer): Readonly<BufferShape> {
    const own = this.own;
    own.size = front.data.byteLength;
    own.usage = front.usage;
    own.shapeVersion = front.shapeVersion;
    if (this.source !== 'alias') return own;
    if (this.corrupt) own.size ^= 1;
    if (this.verify) {
      const s = this.shadow;
      s.size = front.data.byteLength;
      s.usage = front.usage;
      s.shapeVersion = front.shapeVersion;
      this.compare(s.size === own.size && s.usage === own.usage && s.shapeVersion === own.shapeVersion, own.size !== s.size ? 'size' : own.usage !== s.usage ? 'usage' : 'shapeVersion');
    }
    return own;
  }

  /** The bytes a twin uploads from (the shadow, until buffers push). */
  bytes(front: FrontBuffer): Uint8Array {
    return front.data;
  }

  /** Push: the buffer table's descriptor of `front`'s handle against the front object (verify runs only). */
  verifyPushed(front: FrontBuffer, pushedSize: number, pushedUsage: number, immutable: boolean): void {
    if (!this.verify) return;
    const usage = front.usage === 0 ? (immutable ? 0 : STATIC_DRAW) : front.usage;
    this.compare(pushedSize === front.data.byteLength && pushedUsage === usage, pushedSize !== front.data.byteLength ? 'size' : 'usage');
  }

  private compare(equal: boolean, field: string): void {
    settleComparison(this.report, 'bufferResources', 'bufferResources@buffer-op', equal ? null : field);
  }
}

const STATIC_DRAW = 0x88e4;
