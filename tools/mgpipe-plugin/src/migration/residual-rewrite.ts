// The ResidualValueBlock ratchet step of advance-phase (seeds §6.3): when a subsystem reaches phase B its own
// calls carry its values, so its members leave RESIDUAL_LAYOUT; the later members' declared offsets are
// re-declared and RESIDUAL_BLOCK_SIZE is lowered (migrations/state.json's residualBlockSize follows). Text edit of
// libs/migration/src/residual/residual-layout.ts, one row per line as that file keeps them; element types and
// counts come from the library's own table by member name (counts there are expressions, e.g. ATTRIBS * 4), or,
// for a row the loaded library does not have (a layout the Tree holds that is not the workspace's, as in the
// generator's tests), from the row itself when its type and count are literals.

import { RESIDUAL_LAYOUT, computeResidualLayout, type ResidualMember } from '@mgpipe/migration';

export interface ResidualRewrite {
  readonly text: string;
  readonly retired: readonly string[];
  readonly oldSize: number;
  readonly newSize: number;
}

const ROW = /^\s*\{ name: '([^']+)', subsystem: '([^']+)',.*\boffset: (\d+),.*\},?\s*$/;
export const EMPTY_CLOSE = '] as readonly ResidualMember[];';
const SIZE = /export const RESIDUAL_BLOCK_SIZE = (\d+);/;
const LITERAL_TYPE_COUNT = /\btype: '([a-z0-9]+)', count: (\d+),/;

/** A row's member as the library declares it, else as the row states it with literal type and count, else null. */
function memberOf(line: string, name: string, subsystem: string, byName: ReadonlyMap<string, ResidualMember>): ResidualMember | null {
  const known = byName.get(name);
  if (known !== undefined) return known;
  const m = LITERAL_TYPE_COUNT.exec(line);
  return m === null ? null : { name, subsystem, type: m[1], count: Number(m[2]), offset: 0, readBy: '' } as unknown as ResidualMember;
}

export function retireResidualMembers(text: string, subsystem: string): ResidualRewrite {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('export const RESIDUAL_LAYOUT = ['));
  const end = lines.findIndex((l, i) => i > start && (l.startsWith('] as const') || l === EMPTY_CLOSE));
  const sizeMatch = SIZE.exec(text);
  if (start < 0 || end < 0 || sizeMatch === null) throw new Error('residual-layout.ts: RESIDUAL_LAYOUT / RESIDUAL_BLOCK_SIZE not found in the expected form');
  const byName = new Map<string, ResidualMember>((RESIDUAL_LAYOUT as readonly ResidualMember[]).map((m) => [m.name, m]));
  const rows: { line: string; name: string; subsystem: string; member: ResidualMember }[] = [];
  for (const line of lines.slice(start + 1, end)) {
    const m = ROW.exec(line);
    if (m === null) throw new Error(`residual-layout.ts: unexpected line in RESIDUAL_LAYOUT: ${line.trim()}`);
    const member = memberOf(line, m[1], m[2], byName);
    if (member === null) throw new Error(`residual-layout.ts: member '${m[1]}' is not in @mgpipe/migration's RESIDUAL_LAYOUT and its row does not state a literal type and count`);
    rows.push({ line, name: m[1], subsystem: m[2], member });
  }
  const kept = rows.filter((r) => r.subsystem !== subsystem);
  const retired = rows.filter((r) => r.subsystem === subsystem).map((r) => r.name);
  const layout = computeResidualLayout(kept.map((r) => r.member));
  const newRows = kept.map((r, i) => r.line.replace(/\boffset: \d+,/, `offset: ${layout.offsets[i]},`));
  const oldSize = Number(sizeMatch[1]);
  // An empty `[] as const` is `readonly []`: its element type is never, and every `RESIDUAL_LAYOUT.map((m) => m.x)`
  // stops compiling. The last member leaving keeps the element type by declaring the empty array's type instead.
  const closing = kept.length > 0 ? lines.slice(end) : [EMPTY_CLOSE, ...lines.slice(end + 1)];
  const out = [...lines.slice(0, start + 1), ...newRows, ...closing].join('\n').replace(SIZE, `export const RESIDUAL_BLOCK_SIZE = ${layout.size};`);
  return { text: out, retired, oldSize, newSize: layout.size };
}

export const RESIDUAL_BLOCK_PATH = 'libs/migration/src/residual/residual-block.ts';

/**
 * The retired members' field codecs leave residual-block.ts's CODECS table with them (one `name: codec,` row per
 * line there), so no dead codec is left for libs/migration/test/residual.test.ts to flag.
 */
export function retireResidualCodecs(text: string, names: readonly string[]): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('const CODECS'));
  const end = lines.findIndex((l, i) => i > start && l.startsWith('};'));
  if (start < 0 || end < 0) throw new Error('residual-block.ts: CODECS table not found in the expected form');
  const body = lines.slice(start + 1, end).filter((l) => !names.some((n) => l.startsWith(`  ${n}: `)));
  return [...lines.slice(0, start + 1), ...body, ...lines.slice(end)].join('\n');
}
