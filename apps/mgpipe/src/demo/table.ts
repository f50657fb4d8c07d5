// The demo's per-frame table on stdout: one row a frame, what crossed the interface and what it cost. Kind names
// are shortened (bind_render_state → bind_rs) so a row fits a terminal; the legend under the table spells them.
import type { FrameCounters, FrameExtras, PipeStatsReport } from '../report/model.ts';

/** `bind_render_state` → `bind_rs`: the verb, then the initials of the object. */
export function shortKind(kind: string): string {
  const [verb, ...rest] = kind.split('_');
  return rest.length === 0 ? verb : `${verb}_${rest.map((w) => w[0]).join('')}`;
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${Math.round((100 * n) / d)}%`);

function byKind(f: FrameCounters): string {
  const kinds = Object.keys(f.calls).sort((a, b) => f.calls[b] - f.calls[a]);
  return kinds.length === 0 ? '(none)' : kinds.map((k) => `${shortKind(k)} ${f.calls[k]}/${f.bytes[k]}B`).join(', ');
}

export function uploadShapes(extras: FrameExtras): string {
  const ups = extras.uploads ?? [];
  if (ups.length === 0) return '-';
  return ups.map((u) => `${u.width}x${u.height}`).join('+');
}

function pad(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  // The last column (calls by kind) is left ragged: it is the long one.
  return rows.map((r) => r.map((cell, c) => (c === r.length - 1 ? cell : c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')).join('\n');
}

export function frameTable(stats: PipeStatsReport | undefined, extras: readonly FrameExtras[]): string {
  const header = ['frame', 'draws', 'calls', 'bytes', 'cso hit', 'supp', 'rt', 'bw', 'uploads', 'ns/draw', 'calls/bytes by kind'];
  const rows = [header];
  const n = Math.max(extras.length, stats?.frames.length ?? 0);
  for (let i = 0; i < n; i++) {
    const f = stats?.frames[i];
    const e = extras[i] ?? { label: `${i + 1}` };
    rows.push([
      e.label,
      e.draws === undefined ? '-' : String(e.draws),
      f ? String(f.totalCalls) : '-',
      f ? String(f.totalBytes) : '-',
      f ? `${pct(f.cso.hits, f.cso.hits + f.cso.misses)} ${f.cso.hits}/${f.cso.misses}` : '-',
      f ? String(f.suppressedEmissions) : '-',
      f ? String(f.roundTrips) : '-',
      f ? String(f.blockingWaits) : '-',
      uploadShapes(e),
      e.nsPerDraw === undefined ? '-' : String(e.nsPerDraw),
      f ? byKind(f) : 'stats off',
    ]);
  }
  const kinds = stats ? Object.keys(stats.total.calls).map((k) => `${shortKind(k)} = ${k}`).join(', ') : '';
  const legend = [
    'calls/bytes: MGPipe calls pushed by the tracker and their split-mode record bytes; cso hit: hits/misses of the',
    'CSO cache; supp: set_* emissions suppressed as unchanged; rt: round trips (calls waiting for a reply: 0 in steady',
    'state); bw: blocking waits, the round trips where the client waits for GPU work (a query result not yet available,',
    'a fence wait with a timeout: 0 in steady state); uploads: texSubImage2D boxes (w x h) the frame issued; ns/draw: the',
    'draw section per draw through the front end, tracker and backend, its state calls reaching Mesa, the draws',
    'themselves dropped (median of 5 passes).',
  ];
  if (kinds) legend.push(`kinds: ${kinds}`);
  return `${pad(rows)}\n${legend.map((l) => `  ${l}`).join('\n')}\n`;
}
