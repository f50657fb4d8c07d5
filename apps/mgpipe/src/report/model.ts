// What a report shows, as plain data: every command that writes one (--report FILE) fills the parts it has.
// The shapes follow the lanes' MOBILEGL_PIPE_STATS output (@mgpipe/lanes FrameStats) and the harness's images,
// so a command passes what it already holds; render.ts turns it into one self-contained HTML file.
import type { RgbaImage, VerifyCounts } from '@mgpipe/harness';
import type { PipeStats } from '@mgpipe/tracker';

/**
 * One frame's MGPipe counters (deltas), as @mgpipe/lanes reports them with MOBILEGL_PIPE_STATS: the tracker's
 * PipeStats snapshot plus the backend receiver's residual bytes (derived, so the two cannot drift).
 */
export interface FrameCounters extends ReturnType<PipeStats['snapshot']> {
  residualBytes: number;
}

/** The `stats` object of a gles lane run with MOBILEGL_PIPE_STATS (fields read defensively: it is `unknown` there). */
export interface PipeStatsReport {
  pushed: string[];
  pulled: string[];
  frames: FrameCounters[];
  total: FrameCounters;
}

export interface UploadShape { x: number; y: number; width: number; height: number; bytes: number }

/** Per-frame facts the MGPipe counters do not carry (the demo knows them from its own scene). */
export interface FrameExtras {
  label: string;
  draws?: number;
  uploads?: UploadShape[];
  /** Stack cost per draw measured with draws dropped before the driver (ns). */
  nsPerDraw?: number;
}

export interface ReportImages {
  ours: RgbaImage;
  reference?: RgbaImage;
  /** The harness's visualisation (differing pixels red). */
  diff?: RgbaImage;
  caption: string;
}

export interface BenchLanes {
  title: string;
  lanes: Record<string, { drawsPerSec: number; nsPerDraw: number }>;
  ratios: Record<string, number>;
}

export interface BisectStepView { mask: string; subsystems: string[]; verdict: string; note?: string }
export interface BisectCaseView { name: string; outcome: string; culprit?: readonly string[]; steps: BisectStepView[] }

export interface ReportData {
  title: string;
  /** The command line that produced it. */
  command: string;
  /** Key facts shown at the top (verdict, sizes, switches). */
  summary: [string, string][];
  /** true: green verdict badge; false: red; undefined: none. */
  ok?: boolean;
  stats?: PipeStatsReport;
  extras?: FrameExtras[];
  verify?: VerifyCounts;
  images?: ReportImages;
  bench?: BenchLanes[];
  bisect?: BisectCaseView[];
  /** A state tree (trace dump --state-at N --json), shown collapsible. */
  state?: { title: string; tree: unknown };
}

/** The stats of a lane run as a PipeStatsReport, or undefined when stats were off or of another shape. */
export function pipeStatsOf(stats: unknown): PipeStatsReport | undefined {
  if (typeof stats !== 'object' || stats === null) return undefined;
  const s = stats as Partial<PipeStatsReport>;
  if (!Array.isArray(s.frames) || s.total === undefined) return undefined;
  return { pushed: s.pushed ?? [], pulled: s.pulled ?? [], frames: s.frames, total: s.total };
}
