// Nx generator gen-pipe: the catalog generators run against an Nx Tree (so --dry-run and the Nx test tree work).
// Same code path as the CLI (src/pipe-gen/cli.ts) and the gen-check / gen-self-test targets.
import type { Tree } from '@nx/devkit';
import { generate, readInputs, staleFiles } from '../../pipe-gen/generate.ts';
import { runSelfTest } from '../../pipe-gen/self-test.ts';

export interface GenPipeOptions {
  check?: boolean;
  selfTest?: boolean;
}

export default async function genPipeGenerator(tree: Tree, options: GenPipeOptions): Promise<void> {
  const read = (p: string) => (tree.exists(p) ? tree.read(p, 'utf-8') : null);
  const raw = readInputs(read);
  if (options.selfTest) {
    const failed = runSelfTest(raw).filter((r) => !r.ok); // stale controls against a fresh in-memory baseline
    if (failed.length) throw new Error(`negative controls accepted: ${failed.map((f) => f.name).join(', ')}`);
    return;
  }
  if (options.check) {
    const stale = staleFiles(raw, read);
    if (stale.length) throw new Error(`stale generated file(s): ${stale.join(', ')}`);
    return;
  }
  for (const [path, content] of generate(raw)) if (read(path) !== content) tree.write(path, content);
}
