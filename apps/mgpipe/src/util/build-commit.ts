// The commit a measurement ran (bench --json `commit`), so a figure recorded from a JSON file names its code without
// anyone's memory of what was packed. MGPIPE_BUILD_COMMIT wins: the GPU carry's run.mjs sets it to the commit
// scripts/gpu-pack.mjs packed (that machine has the bundle, not the repository). Otherwise git, asked in the checkout
// this file is in; `+dirty` when tracked files differ from that commit. Null where neither answers.
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILD_COMMIT_ENV = 'MGPIPE_BUILD_COMMIT';
const COMMIT = /^[0-9a-f]{7,40}(\+dirty)?$/;

export function buildCommit(env: NodeJS.ProcessEnv = process.env): string | null {
  const given = env[BUILD_COMMIT_ENV];
  if (given !== undefined && given !== '') {
    if (!COMMIT.test(given)) throw new Error(`${BUILD_COMMIT_ENV} wants a commit hash (7-40 hex digits, optionally +dirty), got '${given}'`);
    return given;
  }
  const cwd = dirname(fileURLToPath(import.meta.url));
  const git = (...args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8', timeout: 10_000 });
  const head = git('rev-parse', 'HEAD');
  if (head.status !== 0 || !COMMIT.test(head.stdout.trim())) return null;
  const status = git('status', '--porcelain', '--untracked-files=no');
  const dirty = status.status !== 0 || status.stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? '+dirty' : ''}`;
}
