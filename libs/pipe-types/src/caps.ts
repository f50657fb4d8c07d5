// MGPCaps (seeds §4.4.1, D2): one flat record instead of per-cap queries. callMask replaces "is the table slot
// null" as the capability probe: bit op set <=> the backend implements opcode op.
import { MGPCapBit, type MGPCapName, kMGPipeOpCount, kMGPipeCalls } from './generated/pipe-payloads.generated.ts';
import type { MGPipeScreen, MGPipeContext } from './generated/pipe-tables.generated.ts';

export interface MGPCaps {
  /** OR of MGPCapBit values. */
  readonly capBits: number;
  /** One bit per opcode (32 per word): which calls the backend implements. */
  readonly callMask: Uint32Array;
  readonly renderer: string;
  readonly vendor: string;
  readonly version: string;
  /** Scalar limits (DynamicBackendParameters): name -> value, e.g. maxTextureSize, maxDrawBuffers. */
  readonly limits: Readonly<Record<string, number>>;
  /** Dense format table (FormatCapabilityCache): internal format -> capability bits. */
  readonly formats: ReadonlyMap<number, number>;
  /** GL_COMPUTE_WORK_GROUP_SIZE is the one real backend answer of the retired GetIntegeri_v (§4.4.6). */
  readonly maxComputeWorkGroupSize: readonly [number, number, number];
}

export const hasCap = (caps: MGPCaps, cap: MGPCapName) => (caps.capBits & MGPCapBit[cap]) !== 0;
export const hasCall = (caps: MGPCaps, op: number) => ((caps.callMask[op >>> 5] >>> (op & 31)) & 1) === 1;

/** Build callMask from a backend's tables: the only place a null entry is looked at. */
export function callMaskFromTables(screen: MGPipeScreen, ctx: MGPipeContext): Uint32Array {
  const mask = new Uint32Array(Math.ceil(kMGPipeOpCount / 32));
  for (const info of kMGPipeCalls) {
    if (info.retired) continue;
    const table = (info.table === 'screen' ? screen : ctx) as unknown as Record<string, unknown>;
    if (table[info.name] !== null && table[info.name] !== undefined) mask[info.op >>> 5] |= 1 << (info.op & 31);
  }
  return mask;
}
