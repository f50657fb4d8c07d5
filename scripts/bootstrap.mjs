#!/usr/bin/env node
// Bootstrap: everything `npm test` and `npm run demo` need on a fresh Debian 12 machine.
// Node built-ins only: it runs before node_modules exists. Idempotent; with nothing missing it only
// compares stamps and asks Nx (cached) whether the native addons are current.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchPiglit, PIGLIT_VERSION } from './fetch-piglit.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const quiet = process.argv.includes('--quiet');
// --test (what `npm test` passes): also what only the tests need, so `npm run demo` does not pay for it.
const forTests = process.argv.includes('--test');
const log = (msg) => { if (!quiet) console.error(`[bootstrap] ${msg}`); };

// What the native side links or loads, and the registry data its generators read.
export const DEBIAN_PACKAGES = [
  'libegl1', 'libegl-mesa0', 'libgles2', 'libgl1-mesa-dri', 'libegl-dev', 'libgles-dev', 'libgl-dev',
  'glslang-dev', 'glslang-tools', 'libspirv-cross-c-shared-dev', 'spirv-cross', 'khronos-api',
  'python3', 'make', 'g++', 'pkg-config',
];

// Only for the tests: the report test opens `--report` pages in headless Chromium (apps/mgpipe/test/report-dom.ts,
// with npm playwright-core). Debian's build: a browser download of playwright's own would need the network.
export const TEST_DEBIAN_PACKAGES = ['chromium'];

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`[bootstrap] failed: ${cmd} ${args.join(' ')} (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

function missingDebianPackages(packages) {
  const out = spawnSync('dpkg-query', ['-W', '-f=${Package} ${db:Status-Abbrev}\n', ...packages], {
    encoding: 'utf8',
  }).stdout ?? '';
  const installed = new Set(
    out.split('\n').filter((l) => /\sii\s*$/.test(l)).map((l) => l.split(' ')[0]),
  );
  return packages.filter((p) => !installed.has(p));
}

function ensureDebianPackages(packages) {
  const missing = missingDebianPackages(packages);
  if (missing.length === 0) return;
  const cmd = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`[bootstrap] missing Debian packages: ${missing.join(' ')}\n[bootstrap] run as root:\n  ${cmd}`);
    process.exit(1);
  }
  log(`installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env });
}

function ensureNodeModules() {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const want = createHash('sha256').update(lock).digest('hex');
  const stamp = join(root, 'node_modules', '.mgpipe-lock-sha256');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log('installing npm dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, want);
}

/**
 * The pinned piglit corpus the conformance tests read, fetched once here rather than by whichever test asks first
 * (fetch-piglit.mjs is safe under concurrent callers, but a download inside a test's time limit is not a test).
 * `apt-get download` needs package lists: a machine whose packages were already installed may have none yet.
 */
function ensurePiglitCorpus() {
  try {
    fetchPiglit({ json: quiet });
    return;
  } catch (err) {
    if (process.getuid?.() !== 0) throw err;
    log(`piglit ${PIGLIT_VERSION}: ${err instanceof Error ? err.message : String(err)}; apt-get update, then again`);
  }
  run('apt-get', ['update'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  fetchPiglit({ json: quiet });
}

function buildNativeAddons() {
  // Nx caches each addon build on its declared inputs; a current addon costs a cache lookup.
  log('building native addons (nx run-many -t build-native)');
  run(join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build-native', '--outputStyle=static'], {
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(`[bootstrap] Node ${process.versions.node} is too old; Node 20 or later is required.`);
  process.exit(1);
}
ensureDebianPackages(forTests ? [...DEBIAN_PACKAGES, ...TEST_DEBIAN_PACKAGES] : DEBIAN_PACKAGES);
ensureNodeModules();
buildNativeAddons();
if (forTests) ensurePiglitCorpus();
try {
  execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, stdio: 'ignore' });
} catch {
  /* not a git checkout: fine, nothing below needs git */
}
log('ready');
