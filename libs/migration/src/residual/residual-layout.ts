// ResidualValueBlock layout (seeds §6.3): the explicit, temporary carrier of every VALUE-class field the
// backend reads from the GLContext that has no MGPipe call of its own yet (Track V without per-field entries).
// It started (1360 bytes) as what the GLES backend read from the context with no call of its own: the render-state
// blob, the pack parameters, patchVertices and the current vertex attributes with their kinds (the patch default
// levels are not read by the backend, so they never were here). render-state, patch-state and
// vertex-attrib-defaults have since reached phase B and left it; the pack parameters remain until readback-pack
// can enter B (its prerequisite framebuffer is still pulled).
//
// Three rules from §6.3, each a check below:
//  1. The size is a constant, asserted, that only goes DOWN (the ratchet is migrations/state.json's
//     residualBlockSize; test/residual.test.ts fails if RESIDUAL_BLOCK_SIZE is raised above it).
//  2. The layout is asserted member by member (declared offset == computed natural-alignment offset), not just
//     its size: a heterogeneous POD is where ABIs disagree, and monolith verify cannot see it.
//  3. Serialization is field by field (residual-block.ts), never one memcpy of an in-memory object.
// A member leaves the block when its subsystem reaches phase B (its own calls carry it); the advance-phase
// generator then deletes the row from RESIDUAL_LAYOUT, re-declares the later offsets and lowers the size.

import type { SubsystemName } from '../subsystems.ts';

export type ResidualElementType = 'u8' | 'u32' | 'f32';

export interface ResidualMember {
  readonly name: string;
  /** The subsystem whose push calls retire this member. */
  readonly subsystem: SubsystemName;
  readonly type: ResidualElementType;
  readonly count: number;
  /** Declared byte offset: the static_assert(offsetof(...) == N) of the seeds, checked against the computed one. */
  readonly offset: number;
  /** Where the backend reads it today (the read point this member stands in for). */
  readonly readBy: string;
}

export const RESIDUAL_ELEMENT_SIZE: Readonly<Record<ResidualElementType, number>> = { u8: 1, u32: 4, f32: 4 };

/** The block as it stands for the `gles` backend at the current phases. Order = wire order. */
export const RESIDUAL_LAYOUT = [
] as readonly ResidualMember[];

export type ResidualMemberName = (typeof RESIDUAL_LAYOUT)[number]['name'];

/** The subsystems the block still carries (those with a member); a subsystem leaves when it enters phase B. */
export const RESIDUAL_SUBSYSTEMS: readonly SubsystemName[] = [...new Set<SubsystemName>(RESIDUAL_LAYOUT.map((m) => m.subsystem))];

/** sizeof(ResidualValueBlock): lowered each time a subsystem reaches phase B, 0 at the end (seeds P13). */
export const RESIDUAL_BLOCK_SIZE = 0;

/** Natural-alignment offsets of `members` in order, and the 4-aligned total (what a C compiler would pick). */
export function computeResidualLayout(members: readonly Pick<ResidualMember, 'type' | 'count'>[]): { offsets: number[]; size: number } {
  const offsets: number[] = [];
  let at = 0;
  for (const m of members) {
    const align = RESIDUAL_ELEMENT_SIZE[m.type];
    at = Math.ceil(at / align) * align;
    offsets.push(at);
    at += align * m.count;
  }
  return { offsets, size: members.length === 0 ? 0 : Math.ceil(at / 4) * 4 };
}

/** Every layout problem: offset mismatches (by member), size mismatch, duplicate names. Empty = ok. */
export function residualLayoutProblems(members: readonly ResidualMember[] = RESIDUAL_LAYOUT, size = RESIDUAL_BLOCK_SIZE): string[] {
  const problems: string[] = [];
  const computed = computeResidualLayout(members);
  members.forEach((m, i) => {
    if (computed.offsets[i] !== m.offset) problems.push(`offsetof(ResidualValueBlock, ${m.name}) is ${computed.offsets[i]}, declared ${m.offset}`);
  });
  if (computed.size !== size) problems.push(`sizeof(ResidualValueBlock) is ${computed.size}, RESIDUAL_BLOCK_SIZE says ${size}`);
  if (new Set(members.map((m) => m.name)).size !== members.length) problems.push('duplicate member names');
  return problems;
}

// The static_assert: importing a block whose declared layout drifted fails here, before any byte is written.
const loadProblems = residualLayoutProblems();
if (loadProblems.length > 0) throw new Error(`ResidualValueBlock layout: ${loadProblems.join('; ')}`);
