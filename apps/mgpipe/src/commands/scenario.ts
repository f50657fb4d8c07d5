// `mgpipe scenario list | run FILE|NAME [--compare reference] [--backend B] [--out DIR] [--json]`
// (DESIGN §8). Exit 0 rendered (and matched), 1 mismatch or verify divergence, 2 error.
import { join } from 'node:path';
import { compareOnLanes, runOnLane, writeGlPixelsAsPng, type LaneRun } from '@mgpipe/harness';
import type { PipeCliOverrides } from '@mgpipe/migration';
import { SCENARIOS } from '@mgpipe/scenarios';
import { laneFor, referenceLane } from '../lanes.ts';
import { loadScenario } from '../scenario-loader.ts';
import { UsageError, type ParsedArgs } from '../util/args.ts';
import { ensureWritableDir } from '../util/out-dir.ts';
import { laneRunReport } from '../report/from-runs.ts';
import { commandLine, reportPathOf } from '../report/option.ts';
import { writeReport } from '../report/write.ts';

function writeRun(dir: string, run: LaneRun, file: string): string {
  const path = join(dir, file);
  writeGlPixelsAsPng(path, run.image.width, run.image.height, run.image.pixels);
  return path;
}

function failedProbes(run: LaneRun): string[] {
  return run.probes.filter((p) => !p.ok).map((p) => `(${p.probe.x},${p.probe.y}) want ${p.probe.rgba.join(',')} got ${p.actual.join(',')}: ${p.probe.why}`);
}

/** --push X, --verify[=0|1], --stats[=0|1] win over MOBILEGL_PIPE_* (DESIGN §8). */
function pipeOverrides(args: ParsedArgs): PipeCliOverrides {
  const flag = (name: string) => {
    const v = args.flags.get(name);
    return v === undefined ? undefined : v === true ? '1' : v;
  };
  return { push: flag('push'), verify: flag('verify'), stats: flag('stats'), allowTestFaults: args.flags.has('allow-test-faults') };
}

/**
 * MOBILEGL_PIPE_VERIFY throws Fatal{PipeVerifyDiffer, "<group>@<verb>"} at the first divergence: that is the
 * verdict "verify divergence" (exit 1, like a mismatch), not an error of the tool. Anything else is rethrown.
 */
async function orVerifyDivergence<T>(run: () => Promise<T>): Promise<T | { verifyDivergence: string }> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Error && (err as { kind?: unknown }).kind === 'PipeVerifyDiffer') return { verifyDivergence: (err as unknown as { detail: string }).detail };
    throw err;
  }
}

async function reportDivergence(name: string, detail: string, json: boolean, reportPath: string | null): Promise<number> {
  if (reportPath !== null) await writeReport(reportPath, { title: `scenario ${name}: verify divergence`, command: commandLine(), ok: false, summary: [['verify divergence', `pushed and pulled ${detail} differ (MOBILEGL_PIPE_VERIFY stops at the first)`]] });
  if (json) process.stdout.write(`${JSON.stringify({ name, match: false, verifyDivergence: detail })}\n`);
  else process.stdout.write(`${name}: VERIFY DIVERGENCE (MOBILEGL_PIPE_VERIFY: pushed and pulled ${detail} differ)\n`);
  return 1;
}

export function runScenarioList(): number {
  for (const name of SCENARIOS.keys()) process.stdout.write(`${name}\n`);
  return 0;
}

export async function runScenarioRun(args: ParsedArgs): Promise<number> {
  const [target, ...extra] = args.positionals;
  if (!target || extra.length > 0) throw new UsageError('usage: mgpipe scenario run FILE|NAME [options] (see: mgpipe scenario run --help)');
  const compare = args.flags.get('compare');
  if (compare !== undefined && compare !== 'reference') throw new UsageError(`--compare takes 'reference' (got '${String(compare)}')`);
  if (args.flags.has('split')) throw new Error('--split is not available yet in this build');
  const backend = String(args.flags.get('backend') ?? 'gles');
  const json = args.flags.has('json');
  const outRoot = ensureWritableDir(String(args.flags.get('out') ?? 'out'));
  const reportPath = reportPathOf(args);
  const scenario = await loadScenario(target);
  const outDir = join(outRoot, scenario.name);
  const { parsePipeSwitches } = await import('@mgpipe/migration');
  // --report shows MOBILEGL_PIPE_STATS per frame: it turns stats on unless --stats or the environment says otherwise.
  const overrides = pipeOverrides(args);
  if (reportPath !== null && overrides.stats === undefined && process.env.MOBILEGL_PIPE_STATS === undefined) overrides.stats = '1';
  const ours = await laneFor(backend, parsePipeSwitches(process.env, overrides));

  if (compare === undefined) {
    const run = await orVerifyDivergence(() => runOnLane(scenario, ours));
    if ('verifyDivergence' in run) return reportDivergence(scenario.name, run.verifyDivergence, json, reportPath);
    const image = writeRun(outDir, run, `${run.lane}.png`);
    const divergences = run.verify?.divergences ?? 0;
    if (reportPath !== null) await writeReport(reportPath, laneRunReport({ title: `scenario ${scenario.name}`, command: commandLine(), ours: run, ok: divergences === 0 && run.glError === 0 }));
    const result = { name: scenario.name, lane: run.lane, image, glError: run.glError, failedProbes: failedProbes(run), verify: run.verify ?? null, stats: run.stats ?? null };
    if (json) process.stdout.write(`${JSON.stringify(result)}\n`);
    else {
      process.stdout.write(`${scenario.name}: rendered on ${run.lane} → ${image}\n`);
      if (run.verify) process.stdout.write(`  verify: ${run.verify.divergences} divergences in ${run.verify.verbs} verbs\n`);
      if (run.stats) process.stdout.write(`  stats: ${JSON.stringify(run.stats)}\n`);
    }
    return divergences > 0 ? 1 : 0;
  }

  const compared = await orVerifyDivergence(async () => compareOnLanes(scenario, ours, await referenceLane()));
  if ('verifyDivergence' in compared) return reportDivergence(scenario.name, compared.verifyDivergence, json, reportPath);
  const { ours: oursRun, reference, comparison } = compared;
  const images = {
    ours: writeRun(outDir, oursRun, 'ours.png'),
    reference: writeRun(outDir, reference, 'reference.png'),
    diff: join(outDir, 'diff.png'),
  };
  writeGlPixelsAsPng(images.diff, comparison.diffImage.width, comparison.diffImage.height, comparison.diffImage.pixels);
  const verify = oursRun.verify ?? { verbs: 0, divergences: 0 };
  const match = comparison.match && verify.divergences === 0;
  if (reportPath !== null) {
    const summary: [string, string][] = scenario.tolerance ? [['tolerance widened', scenario.tolerance.reason]] : [];
    await writeReport(reportPath, laneRunReport({ title: `scenario ${scenario.name} vs reference`, command: commandLine(), ours: oursRun, reference, comparison, ok: match, summary }));
  }
  const result = {
    name: scenario.name,
    match,
    maxChannelDiff: comparison.maxChannelDiff,
    diffPixels: comparison.diffPixels,
    totalPixels: comparison.totalPixels,
    verify,
    stats: oursRun.stats ?? null,
    tolerance: scenario.tolerance ?? null,
    glError: { ours: oursRun.glError, reference: reference.glError },
    failedProbes: { ours: failedProbes(oursRun), reference: failedProbes(reference) },
    images,
  };
  if (json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    const verdict = match ? 'match' : 'MISMATCH';
    process.stdout.write(
      `${scenario.name}: ${verdict} (max channel diff ${comparison.maxChannelDiff}, ${comparison.diffPixels}/${comparison.totalPixels} pixels differ, verify ${verify.divergences}/${verify.verbs})\n` +
        `  ours ${images.ours}\n  reference ${images.reference}\n  diff ${images.diff}\n`,
    );
    if (scenario.tolerance) process.stdout.write(`  tolerance widened: ${scenario.tolerance.reason}\n`);
    if (oursRun.stats) process.stdout.write(`  stats: ${JSON.stringify(oursRun.stats)}\n`);
  }
  return match ? 0 : 1;
}
