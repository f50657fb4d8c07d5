// The Nx generator against a virtual tree holding the real catalog: it reproduces the checked-in outputs
// exactly, and --check names the stale file after a catalog edit.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import genPipeGenerator from './generator.ts';
import { OUTPUTS } from '../../pipe-gen/generate.ts';
import { INPUT_PATHS } from '../../pipe-gen/model.ts';

const ROOT = join(import.meta.dirname, '../../../../..');

function treeWithCatalog() {
  const tree = createTreeWithEmptyWorkspace();
  for (const p of Object.values(INPUT_PATHS)) tree.write(p, readFileSync(join(ROOT, p), 'utf8'));
  return tree;
}

describe('gen-pipe generator', () => {
  it('writes exactly the checked-in outputs', async () => {
    const tree = treeWithCatalog();
    await genPipeGenerator(tree, {});
    for (const p of Object.values(OUTPUTS)) expect(tree.read(p, 'utf-8'), p).toBe(readFileSync(join(ROOT, p), 'utf8'));
    await expect(genPipeGenerator(tree, { check: true })).resolves.toBeUndefined();
  });

  it('check mode names the stale file after a catalog edit', async () => {
    const tree = treeWithCatalog();
    await genPipeGenerator(tree, {});
    const cat = JSON.parse(tree.read(INPUT_PATHS.catalog, 'utf-8')!);
    cat.calls.find((c: { name: string }) => c.name === 'flush').doc = 'edited';
    tree.write(INPUT_PATHS.catalog, JSON.stringify(cat));
    await expect(genPipeGenerator(tree, { check: true })).rejects.toThrow(/pipe-tables\.generated\.ts/);
  });

  it('self-test mode passes on the real catalog', async () => {
    await expect(genPipeGenerator(treeWithCatalog(), { selfTest: true })).resolves.toBeUndefined();
  });
});
