#!/usr/bin/env node
// Fetches piglit's shader tests for `mgpipe piglit` (issue 13), Node built-ins only. The version is pinned
// here and nowhere else: `apt-get download piglit=<version>` into tmp/piglit/<version>/ (gitignored), then
// only the .shader_test files come out of the .deb (`dpkg-deb --fsys-tarfile | tar -x --wildcards`),
// without the fp64 / int64 ones: those are policy skips (no doubles or 64-bit integers in GLES 3.2), and they
// are 1.8 of the 1.9 GB. A `.complete` marker makes the second call free.
//
//   node scripts/fetch-piglit.mjs          fetch if needed; print the version and the folder
//   node scripts/fetch-piglit.mjs --json   the same as {"version", "root", "deb"} on stdout
//   PIGLIT_DEB=FILE                        use this .deb instead of downloading (it must be the pinned version)
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PIGLIT_VERSION = '0~git20220119-124bca3c9-1';
/** Paths left out of the extraction: fp64 / int64 tests by name (the policy skips the rest by content). */
export const EXCLUDED_PATTERNS = ['*fp64*', '*int64*', '*64bit*', '*double*', '*dmat*', '*dvec*'];

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(workspaceRoot, 'tmp', 'piglit', PIGLIT_VERSION);
/** The folder the tests land in: `<root>/tests/...` and `<root>/generated_tests/...`, as piglit installs them. */
export const PIGLIT_ROOT = join(cacheDir, 'usr', 'lib', 'x86_64-linux-gnu', 'piglit');

function log(json, message) {
  if (!json) process.stderr.write(`${message}\n`);
}

function findDeb() {
  if (!existsSync(cacheDir)) return null;
  const deb = readdirSync(cacheDir).find((f) => f.startsWith('piglit_') && f.endsWith('.deb'));
  return deb ? join(cacheDir, deb) : null;
}

export function fetchPiglit({ json = false } = {}) {
  const marker = join(cacheDir, '.complete');
  if (existsSync(marker)) return { version: PIGLIT_VERSION, root: PIGLIT_ROOT, deb: findDeb() };
  mkdirSync(cacheDir, { recursive: true });
  let deb = findDeb();
  if (deb === null && process.env.PIGLIT_DEB) {
    deb = join(cacheDir, `piglit_${PIGLIT_VERSION}_amd64.deb`);
    copyFileSync(process.env.PIGLIT_DEB, deb);
  }
  if (deb === null) {
    log(json, `piglit ${PIGLIT_VERSION}: apt-get download into ${cacheDir}`);
    const r = spawnSync('apt-get', ['download', `piglit=${PIGLIT_VERSION}`], { cwd: cacheDir, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    deb = findDeb();
    if (r.status !== 0 || deb === null) {
      throw new Error(`apt-get download piglit=${PIGLIT_VERSION} failed (${r.stderr?.trim() || `exit ${r.status}`}); run 'apt-get update' first, or set PIGLIT_DEB to the .deb`);
    }
  }
  log(json, `piglit ${PIGLIT_VERSION}: extracting the shader tests from ${deb}`);
  rmSync(join(cacheDir, 'usr'), { recursive: true, force: true });
  // Streamed through a pipe (the tarball is 2 GB unpacked); the paths travel as positional arguments, unquoted.
  const excludes = EXCLUDED_PATTERNS.map((p) => `--exclude='${p}'`).join(' ');
  const t = spawnSync('bash', ['-o', 'pipefail', '-c', `dpkg-deb --fsys-tarfile "$0" | tar -x --wildcards ${excludes} -C "$1" '*.shader_test'`, deb, cacheDir], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (t.status !== 0) throw new Error(`extracting ${deb} failed: ${t.stderr.trim()}`);
  writeFileSync(marker, `${PIGLIT_VERSION}\n`);
  return { version: PIGLIT_VERSION, root: PIGLIT_ROOT, deb };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const json = process.argv.includes('--json');
  try {
    const r = fetchPiglit({ json });
    if (json) process.stdout.write(`${JSON.stringify(r)}\n`);
    else process.stdout.write(`piglit ${r.version}\n${r.root}\n`);
  } catch (err) {
    process.stderr.write(`fetch-piglit: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  }
}
