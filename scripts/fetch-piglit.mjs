#!/usr/bin/env node
// Fetches piglit's shader tests for `mgpipe piglit` (issue 13), Node built-ins only. The version is pinned
// here and nowhere else: `apt-get download piglit=<version>` into tmp/piglit/<version>/ (gitignored), then
// only the .shader_test files come out of the .deb (`dpkg-deb --fsys-tarfile | tar -x --wildcards`),
// without the fp64 / int64 ones: those are policy skips (no doubles or 64-bit integers in GLES 3.2), and they
// are 1.8 of the 1.9 GB. A `.complete` marker makes the second call free.
//
// Several processes may ask at once (a test file spawns two CLIs side by side, and a fresh clone has no corpus
// yet): one takes the lock (an exclusive-create file holding its pid) and the others wait for it, and the
// download and the extraction land in private folders renamed into place, so nobody ever sees half a corpus.
//
//   node scripts/fetch-piglit.mjs          fetch if needed; print the version and the folder
//   node scripts/fetch-piglit.mjs --json   the same as {"version", "root", "deb"} on stdout
//   PIGLIT_DEB=FILE                        use this .deb instead of downloading (it must be the pinned version)
//   MGPIPE_PIGLIT_CACHE=DIR                fetch into DIR instead of tmp/piglit/<version> (the fetch's own tests)
import { spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PIGLIT_VERSION = '0~git20220119-124bca3c9-1';
/** Paths left out of the extraction: fp64 / int64 tests by name (the policy skips the rest by content). */
export const EXCLUDED_PATTERNS = ['*fp64*', '*int64*', '*64bit*', '*double*', '*dmat*', '*dvec*'];

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = process.env.MGPIPE_PIGLIT_CACHE || join(workspaceRoot, 'tmp', 'piglit', PIGLIT_VERSION);
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
  const release = takeLock(join(cacheDir, '.lock'), json);
  try {
    // Whoever held the lock before us may have finished the job.
    if (!existsSync(marker)) fetchAndExtract(json);
    writeFileSync(marker, `${PIGLIT_VERSION}\n`);
  } finally {
    release();
  }
  return { version: PIGLIT_VERSION, root: PIGLIT_ROOT, deb: findDeb() };
}

/** Called with the lock held: the .deb (downloaded or copied), then its shader tests, each renamed into place. */
function fetchAndExtract(json) {
  const scratch = join(cacheDir, `.partial-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch);
  try {
    let deb = findDeb();
    if (deb === null) {
      const name = `piglit_${PIGLIT_VERSION}_amd64.deb`;
      if (process.env.PIGLIT_DEB) copyFileSync(process.env.PIGLIT_DEB, join(scratch, name));
      else {
        log(json, `piglit ${PIGLIT_VERSION}: apt-get download into ${cacheDir}`);
        const r = spawnSync('apt-get', ['download', `piglit=${PIGLIT_VERSION}`], { cwd: scratch, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
        const got = readdirSync(scratch).find((f) => f.startsWith('piglit_') && f.endsWith('.deb'));
        if (r.status !== 0 || got === undefined) {
          throw new Error(`apt-get download piglit=${PIGLIT_VERSION} failed (${r.stderr?.trim() || `exit ${r.status}`}); run 'apt-get update' first, or set PIGLIT_DEB to the .deb`);
        }
        renameSync(join(scratch, got), join(scratch, name));
      }
      deb = join(cacheDir, name);
      renameSync(join(scratch, name), deb);
    }
    log(json, `piglit ${PIGLIT_VERSION}: extracting the shader tests from ${deb}`);
    // Streamed through a pipe (the tarball is 2 GB unpacked); the paths travel as positional arguments, unquoted.
    const excludes = EXCLUDED_PATTERNS.map((p) => `--exclude='${p}'`).join(' ');
    const t = spawnSync('bash', ['-o', 'pipefail', '-c', `dpkg-deb --fsys-tarfile "$0" | tar -x --wildcards ${excludes} -C "$1" '*.shader_test'`, deb, scratch], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (t.status !== 0) throw new Error(`extracting ${deb} failed: ${t.stderr.trim()}`);
    rmSync(join(cacheDir, 'usr'), { recursive: true, force: true });
    renameSync(join(scratch, 'usr'), join(cacheDir, 'usr'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * An exclusive-create lock file holding the owner's pid; returns its release. A lock whose owner is no longer
 * alive (killed mid-fetch) is taken over. Waits up to 10 minutes: a download and extraction take about one.
 */
function takeLock(path, json) {
  const deadline = Date.now() + 10 * 60_000;
  let told = false;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const owner = Number.parseInt(readText(path), 10);
    if (Number.isInteger(owner) && !alive(owner)) {
      rmSync(path, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${path} is held by pid ${owner} for over 10 minutes; remove it if that process is gone`);
    if (!told) log(json, `piglit ${PIGLIT_VERSION}: another process (pid ${owner}) is fetching; waiting`);
    told = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}

function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
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
