// `mgpipe demo`: the main job in one command. The Minecraft-like frame (chunk batches from a texture
// atlas, blending toggled around batches, a fog uniform block, an atlas tile animated with texSubImage2D)
// rendered through the whole stack — the desktop-GL front end over the GLES 3.2 backend on Mesa — and,
// independently, on Mesa's own desktop GL; writes out/demo.png (ours) beside the reference and a diff,
// and prints the differential result.
import { join } from 'node:path';
import { compareOnLanes, writeGlPixelsAsPng } from '@mgpipe/harness';
import { SCENARIOS } from '@mgpipe/scenarios';
import { glesLane, referenceLane } from '../lanes.ts';
import type { CommandSpec, ParsedArgs } from '../util/args.ts';
import { ensureWritableDir } from '../util/out-dir.ts';

const DEMO_SCENARIO = 'minecraft-frame';

export async function runDemo(args: ParsedArgs): Promise<number> {
  // Checked before the scene is rendered: an unwritable --out fails in milliseconds (exit 2).
  const outDir = ensureWritableDir(String(args.flags.get('out') ?? 'out'));
  const load = SCENARIOS.get(DEMO_SCENARIO);
  if (!load) throw new Error(`the demo scenario '${DEMO_SCENARIO}' is not registered`);
  const scenario = await load();
  const { ours, reference, comparison } = await compareOnLanes(scenario, await glesLane(), await referenceLane());
  const path = join(outDir, 'demo.png');
  writeGlPixelsAsPng(path, ours.image.width, ours.image.height, ours.image.pixels);
  writeGlPixelsAsPng(join(outDir, 'demo-reference.png'), reference.image.width, reference.image.height, reference.image.pixels);
  writeGlPixelsAsPng(join(outDir, 'demo-diff.png'), comparison.diffImage.width, comparison.diffImage.height, comparison.diffImage.pixels);
  const verdict = comparison.match ? 'matches' : 'DIFFERS FROM';
  process.stdout.write(
    `demo: ${scenario.name} through MGPipe (desktop-GL front end → GLES 3.2 backend on Mesa) ${verdict} Mesa's desktop GL 4.5: ` +
      `max channel diff ${comparison.maxChannelDiff}, ${comparison.diffPixels}/${comparison.totalPixels} pixels differ\n` +
      `${path}\n`,
  );
  return comparison.match ? 0 : 1;
}

export const demoCommand: CommandSpec = {
  name: 'demo',
  summary: "render the Minecraft-like demo frame through the whole stack and compare it with Mesa's desktop GL",
  options: [{ name: 'out', value: 'DIR', description: 'write demo.png, demo-reference.png, demo-diff.png here (default out/)' }],
  details: 'exit 0 the frame matches the reference, 1 it differs, 2 error (an unwritable --out included)',
  run: runDemo,
};
