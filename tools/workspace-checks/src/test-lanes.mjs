// Splits the full run's test targets into two lanes, one nx invocation each, run side by side.
//
// Why: with `--excludeTaskDependencies` every test task is ready at once, and Nx orders ready tasks by how many
// projects depend on theirs (tasks-schedule.js `sortScheduledTasks`): leaf libraries first, the two projects that
// depend on everything — mgpipe (~7 min) and mgpipe-plugin (~6 min) — last. On two cores that left one core idle
// while the other finished them (fresh clone of 6286344: tests 12:26:44 → 12:41:12, the last 2 minutes one
// project alone). Longest-processing-time-first over measured weights puts the long ones first, on different lanes.
//
// The weights only decide placement and order, never what runs: a project missing from the weights file runs with
// the default weight, and every project with a test target runs exactly once.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEIGHTS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'test-weights.json');

/** The measured seconds per project (test-weights.json; its `$comment` says from which run). */
export function readTestWeights(path = WEIGHTS_FILE) {
  const { $comment: _comment, defaultSeconds, seconds } = JSON.parse(readFileSync(path, 'utf8'));
  return { defaultSeconds, seconds };
}

/**
 * LPT scheduling: projects sorted by weight (heaviest first, name as the tie-break so the split is deterministic),
 * each placed on the lane with the least weight so far. Returns `laneCount` lists, each heaviest first, and the
 * lanes' total weights.
 */
export function splitIntoLanes(projects, weights, laneCount = 2) {
  if (!Number.isInteger(laneCount) || laneCount < 1) throw new TypeError(`splitIntoLanes: laneCount must be a positive integer, got ${laneCount}`);
  const weightOf = (p) => weights.seconds[p] ?? weights.defaultSeconds;
  const sorted = [...new Set(projects)].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  const lanes = Array.from({ length: laneCount }, () => ({ projects: [], seconds: 0 }));
  for (const p of sorted) {
    const lane = lanes.reduce((best, l) => (l.seconds < best.seconds ? l : best));
    lane.projects.push(p);
    lane.seconds += weightOf(p);
  }
  return lanes;
}
