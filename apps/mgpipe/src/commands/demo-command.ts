// `mgpipe demo`'s entry in the command table: options and help only; the implementation (./demo.ts) loads when it runs.
import type { CommandSpec } from '../util/args.ts';
import { DEFAULT_FRAMES } from '../demo/defaults.ts';
import { lazyRun } from '../util/lazy-run.ts';

export const demoCommand: CommandSpec = {
  name: 'demo',
  summary: "render the Minecraft-like demo through the whole stack, compare it with Mesa's desktop GL, and report what crossed the interface",
  options: [
    { name: 'out', value: 'DIR', description: 'write demo.png, demo-reference.png, demo-diff.png and report.html here (default out/)' },
    { name: 'frames', value: 'N', description: `frames to render, 1..120 (default ${DEFAULT_FRAMES}); the images are the last frame` },
    { name: 'report', value: 'FILE', description: 'write the HTML report here instead of DIR/report.html' },
    { name: 'json', description: 'print one JSON object (verdict, per-frame stats, paths) instead of the table' },
  ],
  details: 'exit 0 the last frame matches the reference, 1 it differs, 2 error (an unwritable --out included)',
  run: lazyRun(() => import('./demo.ts'), (m) => m.runDemo),
};
