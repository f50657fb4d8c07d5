// scripts/fetch-piglit.mjs when several processes ask at once. A fresh clone has no corpus, and one test file
// starts two `mgpipe piglit run` CLIs side by side: before the lock, both downloaded and extracted into the same
// folder, one removed the other's half-extracted tree, and a CI run lost a test file to it. The tests here use a
// small .deb built on the spot (same layout as piglit's) through PIGLIT_DEB, in a private MGPIPE_PIGLIT_CACHE.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const script = join(root, 'scripts', 'fetch-piglit.mjs');
const work = mkdtempSync(join(tmpdir(), 'fetch-piglit-'));
const deb = join(work, 'piglit-small.deb');
const inside = 'usr/lib/x86_64-linux-gnu/piglit';
/** Enough incompressible tests that an extraction takes a while: the window in which the unlocked fetch raced. */
const BULK = 1500;

beforeAll(() => {
  const pkg = join(work, 'pkg');
  const files: Record<string, string> = {
    'tests/spec/a/one.shader_test': '[require]\nGLSL >= 1.10\n',
    'generated_tests/spec/b/two.shader_test': '[require]\nGLSL >= 1.30\n',
    'tests/spec/a/fs-fp64-three.shader_test': '[require]\nGL_ARB_gpu_shader_fp64\n',
    'tests/spec/a/readme.txt': 'not a shader test\n',
  };
  for (let i = 0; i < BULK; i++) files[`tests/spec/bulk/t${i}.shader_test`] = randomBytes(6000).toString('base64');
  for (const [path, text] of Object.entries(files)) {
    const full = join(pkg, inside, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, text);
  }
  mkdirSync(join(pkg, 'DEBIAN'));
  writeFileSync(join(pkg, 'DEBIAN', 'control'), 'Package: piglit\nVersion: 0-test\nArchitecture: amd64\nMaintainer: none <none@example.org>\nDescription: test\n');
  const built = spawnSync('dpkg-deb', ['--build', '-Znone', '--root-owner-group', pkg, deb], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
});

afterAll(() => spawnSync('rm', ['-rf', work]));

/** `seen`: how many shader tests the corpus held the moment this process said it was done. */
type Fetch = { status: number | null; stdout: string; stderr: string; seen: number };

function fetchInto(cache: string): Promise<Fetch> {
  const child = spawn(process.execPath, [script, '--json'], { env: { ...process.env, PIGLIT_DEB: deb, MGPIPE_PIGLIT_CACHE: cache } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr, seen: status === 0 ? countNow(cache) : 0 })));
}

/** A tree being removed under the walk counts as -1. */
function countNow(cache: string): number {
  try {
    return shaderTests(cache).length;
  } catch {
    return -1;
  }
}

function shaderTests(cache: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name), `${rel}${e.name}/`);
      else out.push(`${rel}${e.name}`);
    }
  };
  walk(join(cache, inside), '');
  return out.sort();
}

describe('fetch-piglit with several processes at once', () => {
  it('four concurrent fetches all succeed, each sees the whole corpus when it returns (fp64 left out), no lock or scratch left', async () => {
    const cache = join(work, 'concurrent');
    const runs = await Promise.all([0, 1, 2, 3].map(() => fetchInto(cache)));
    for (const r of runs) expect(r.status, r.stderr).toBe(0);
    expect(runs.map((r) => r.seen)).toEqual(runs.map(() => BULK + 2));
    expect(new Set(runs.map((r) => r.stdout)).size).toBe(1);
    expect(JSON.parse(runs[0].stdout)).toMatchObject({ root: join(cache, inside) });
    expect(shaderTests(cache).filter((t) => !t.includes('/bulk/'))).toEqual(['generated_tests/spec/b/two.shader_test', 'tests/spec/a/one.shader_test']);
    expect(readdirSync(cache).sort()).toEqual(['.complete', 'piglit_0~git20220119-124bca3c9-1_amd64.deb', 'usr']);
  });

  it('a lock held by a live process is waited for; the fetch finishes once it is released', async () => {
    const cache = join(work, 'held');
    mkdirSync(cache, { recursive: true });
    const holder = spawn('sleep', ['30']);
    writeFileSync(join(cache, '.lock'), `${holder.pid}\n`);
    const pending = fetchInto(cache);
    await new Promise((r) => setTimeout(r, 1500));
    expect(existsSync(join(cache, '.complete'))).toBe(false);
    holder.kill();
    const r = await pending;
    expect(r.status, r.stderr).toBe(0);
    expect(shaderTests(cache)).toHaveLength(BULK + 2);
  });

  it('a lock left by a process that died is taken over', async () => {
    const cache = join(work, 'stale');
    mkdirSync(cache, { recursive: true });
    const gone = spawnSync('sh', ['-c', 'echo $$']).stdout.toString().trim();
    writeFileSync(join(cache, '.lock'), `${gone}\n`);
    const r = await fetchInto(cache);
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(join(cache, '.lock'))).toBe(false);
  });
});
