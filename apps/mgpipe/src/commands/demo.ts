// `mgpipe demo`: the main job in one command. A Minecraft-like scene (demo/scene.ts: chunk batches from a texture
// atlas with blending toggled around them, camera motion, atlas tiles animated with texSubImage2D, a std140 fog
// block) rendered for several frames at 640×360 through the whole stack — the desktop-GL front end over the
// GLES 3.2 backend on Mesa, with MOBILEGL_PIPE_STATS on — and, independently, on Mesa's own desktop GL. Prints
// a per-frame table of what crossed the interface, writes out/demo.png (ours, the last frame) beside the
// reference and the diff, and out/report.html (the charts and images, one offline file).
import { join } from 'node:path';
import { writeGlPixelsAsPng } from '@mgpipe/harness';
import { runDemoScene } from '../demo/run-demo.ts';
import { DEFAULT_FRAMES } from '../demo/defaults.ts';
import { frameTable } from '../demo/table.ts';
import { demoReport } from '../report/from-runs.ts';
import { commandLine } from '../report/option.ts';
import { writeReport } from '../report/write.ts';
import { UsageError, type ParsedArgs } from '../util/args.ts';
import { ensureWritableDir, ensureWritableFile } from '../util/out-dir.ts';

function framesOf(args: ParsedArgs): number {
  const flag = args.flags.get('frames');
  const n = flag === undefined ? DEFAULT_FRAMES : Number(flag);
  if (!Number.isInteger(n) || n < 1 || n > 120) throw new UsageError(`--frames wants an integer from 1 to 120, got '${String(flag)}'`);
  return n;
}

export async function runDemo(args: ParsedArgs): Promise<number> {
  // Checked before the scene is rendered: an unwritable --out or --report fails in milliseconds (exit 2).
  const outDir = ensureWritableDir(String(args.flags.get('out') ?? 'out'));
  const reportPath = ensureWritableFile(String(args.flags.get('report') ?? join(outDir, 'report.html')), '--report');
  const frames = framesOf(args);
  const { parsePipeSwitches } = await import('@mgpipe/migration');
  // Stats are what the demo shows: on whatever the environment says; push and verify as the environment says.
  const switches = parsePipeSwitches(process.env, { stats: '1' });
  const t0 = performance.now();
  const result = await runDemoScene(frames, switches);
  const { ours, reference, comparison, scene } = result;
  const paths = { ours: join(outDir, 'demo.png'), reference: join(outDir, 'demo-reference.png'), diff: join(outDir, 'demo-diff.png') };
  writeGlPixelsAsPng(paths.ours, ours.image.width, ours.image.height, ours.image.pixels);
  writeGlPixelsAsPng(paths.reference, reference.image.width, reference.image.height, reference.image.pixels);
  writeGlPixelsAsPng(paths.diff, comparison.diffImage.width, comparison.diffImage.height, comparison.diffImage.pixels);
  const seconds = (performance.now() - t0) / 1000;
  await writeReport(reportPath, demoReport(result, commandLine()));
  const match = comparison.match && ours.glError === 0 && reference.glError === 0;
  const verdict = match ? 'matches' : 'DIFFERS FROM';
  if (args.flags.has('json')) {
    process.stdout.write(`${JSON.stringify({ name: scene.name, match, maxChannelDiff: comparison.maxChannelDiff, diffPixels: comparison.diffPixels, totalPixels: comparison.totalPixels, glError: { ours: ours.glError, reference: reference.glError }, frames: result.extras, stats: result.stats ?? null, images: paths, report: reportPath })}\n`);
  } else {
    const pushed = result.stats?.pushed.join(', ') || 'nothing (MOBILEGL_PIPE_PUSH=none: no MGPipe calls to count)';
    process.stdout.write(
      `demo: ${scene.name}, ${frames} frames at ${scene.width}x${scene.height}, rendered in ${seconds.toFixed(1)} s\n` +
        `pushed through MGPipe: ${pushed}\n\n${frameTable(result.stats, result.extras)}\n` +
        `the last frame through MGPipe (desktop-GL front end -> GLES 3.2 backend on Mesa) ${verdict} Mesa's desktop GL 4.5: ` +
        `max channel diff ${comparison.maxChannelDiff}, ${comparison.diffPixels}/${comparison.totalPixels} pixels differ\n` +
        `${paths.ours}\n${paths.reference}\n${paths.diff}\n${reportPath}\n`,
    );
  }
  return match ? 0 : 1;
}
