// ReportData → the charts of each section (charts.ts renders them). Long-form rows: {frame, series, value}.
import { hbars, lattice, lines, stackedBars, type Chart } from './charts.ts';
import type { BenchLanes, BisectCaseView, FrameCounters, FrameExtras, ReportData } from './model.ts';

type Row = Record<string, string | number>;

function frameLabels(data: ReportData): string[] {
  const n = Math.max(data.stats?.frames.length ?? 0, data.extras?.length ?? 0);
  return Array.from({ length: n }, (_, i) => data.extras?.[i]?.label ?? `${i + 1}`);
}

function byKindRows(frames: FrameCounters[], labels: string[], pick: (f: FrameCounters) => Record<string, number>): Row[] {
  return frames.flatMap((f, i) => Object.entries(pick(f)).map(([series, value]) => ({ frame: labels[i], series, value })));
}

function seriesRows(frames: FrameCounters[], labels: string[], series: Record<string, (f: FrameCounters) => number>): Row[] {
  return frames.flatMap((f, i) => Object.entries(series).map(([name, get]) => ({ frame: labels[i], series: name, value: get(f) })));
}

/** The per-frame charts of MOBILEGL_PIPE_STATS and of the frame extras (draws, uploads, ns/draw). */
export async function frameCharts(data: ReportData): Promise<Chart[]> {
  const labels = frameLabels(data);
  const charts: Chart[] = [];
  const frames = data.stats?.frames;
  if (frames && frames.length > 0) {
    charts.push(
      { title: 'MGPipe calls by kind', note: 'Calls the tracker pushed into the backend each frame (set_* / bind_* / create_*).', svg: await stackedBars(byKindRows(frames, labels, (f) => f.calls), labels, 'calls') },
      { title: 'Bytes by kind', note: 'Record bytes of those calls, as split mode would carry them (generated size table).', svg: await stackedBars(byKindRows(frames, labels, (f) => f.bytes), labels, 'bytes') },
      { title: 'CSO cache', note: 'Pipeline-state objects found (hits), created (misses) and evicted.', svg: await stackedBars(seriesRows(frames, labels, { hits: (f) => f.cso.hits, misses: (f) => f.cso.misses, evictions: (f) => f.cso.evictions }), labels, 'lookups') },
      { title: 'Validation and suppression', note: 'Validates (one per verb), set_* emissions suppressed as unchanged, and round trips: calls that wait for a reply, 0 in steady state.', svg: await lines(seriesRows(frames, labels, { validates: (f) => f.validates, suppressed: (f) => f.suppressedEmissions, 'round trips': (f) => f.roundTrips }), labels, 'count') },
      { title: 'Residual bytes', note: 'Bytes carried by the ResidualValueBlock (subsystems not yet pushed on their own calls).', svg: await lines(seriesRows(frames, labels, { 'residual bytes': (f) => f.residualBytes }), labels, 'bytes') },
    );
  }
  const extras = data.extras ?? [];
  const uploads = extras.flatMap((e) => (e.uploads ?? []).map((u) => ({ frame: e.label, series: `${u.width}×${u.height}`, value: u.bytes })));
  if (uploads.length > 0) {
    charts.push({ title: 'Uploads by shape', note: 'texSubImage2D bytes each frame, by box (width × height); the upload subsystem pulls until it is migrated.', svg: await stackedBars(uploads, labels, 'bytes') });
  }
  if (extras.some((e) => e.draws !== undefined)) {
    charts.push({ title: 'Draws', note: 'Draw calls each frame.', svg: await stackedBars(extras.filter((e) => e.draws !== undefined).map((e) => ({ frame: e.label, series: 'draws', value: e.draws! })), labels, 'draws') });
  }
  if (extras.some((e) => e.nsPerDraw !== undefined)) {
    charts.push({ title: 'Stack cost per draw', note: 'The draw section (binds, blend toggles, draws) per draw through front end, tracker and backend, state calls reaching Mesa, draws dropped: median of 5 passes. Never asserted.', svg: await lines(extras.filter((e: FrameExtras) => e.nsPerDraw !== undefined).map((e) => ({ frame: e.label, series: 'ns/draw', value: e.nsPerDraw! })), labels, 'ns per draw') });
  }
  return charts;
}

export async function verifyCharts(data: ReportData): Promise<Chart[]> {
  const v = data.verify;
  if (!v) return [];
  const out: Chart[] = [{ title: 'Verify', note: 'MOBILEGL_PIPE_VERIFY: verbs whose pushed and pulled inputs were compared, and divergences.', svg: await hbars([{ category: 'verbs', value: v.verbs }, { category: 'divergences', value: v.divergences }], 'count') }];
  const by = Object.entries(v.bySubsystem ?? {});
  if (by.length > 0) out.push({ title: 'Verify comparisons by subsystem', note: 'Comparisons of each subsystem’s own PipeInputs groups.', svg: await hbars(by.map(([category, value]) => ({ category, value })), 'comparisons') });
  return out;
}

export async function benchCharts(sets: readonly BenchLanes[]): Promise<Chart[]> {
  const out: Chart[] = [];
  for (const set of sets) {
    out.push({ title: `${set.title}: ns per draw`, note: 'Median of interleaved rounds; lanes measured side by side in one run.', svg: await hbars(Object.entries(set.lanes).map(([category, r]) => ({ category, value: r.nsPerDraw })), 'ns per draw') });
    out.push({ title: `${set.title}: ratios`, note: 'Draws per second of one lane over another (dashed: 1).', svg: await hbars(Object.entries(set.ratios).map(([category, value]) => ({ category, value })), 'ratio', { rule: 1 }) });
  }
  return out;
}

export async function bisectCharts(cases: readonly BisectCaseView[]): Promise<Chart[]> {
  const out: Chart[] = [];
  for (const c of cases) {
    if (c.steps.length === 0) continue;
    const columns = [...new Set(c.steps.flatMap((s) => s.subsystems))];
    const steps = c.steps.map((s, i) => `${i + 1}. ${s.verdict} ${s.mask}`);
    const rows = c.steps.flatMap((s, i) => columns.map((subsystem) => ({
      step: steps[i], subsystem,
      state: !s.subsystems.includes(subsystem) ? 'pulled' : s.verdict === 'fail' ? 'pushed (fails)' : s.verdict === 'pass' ? 'pushed (passes)' : 'pushed (other)',
    })));
    out.push({ title: `${c.name}: masks walked`, note: `Each row a push mask the bisection ran, in order; ${c.outcome}${c.culprit ? `: ${c.culprit.join(', ')}` : ''}.`, svg: await lattice(rows, steps, columns) });
  }
  return out;
}
