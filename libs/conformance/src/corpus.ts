// The piglit corpus on disk (fetched by scripts/fetch-piglit.mjs, which pins the version) and the ways a
// run selects from it: a glob, a list file, the GLSL version range, and the stratified seeded sample the
// checked-in list is made with.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { policySkip } from './policy.ts';
import { parseShaderTest } from './shader-test.ts';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const FETCH_SCRIPT = join(workspaceRoot, 'scripts', 'fetch-piglit.mjs');
/** The checked-in sample and its baselines (one per lane). */
export const SAMPLE_LIST = join(workspaceRoot, 'libs', 'conformance', 'piglit', 'sample.txt');
export const sampleBaseline = (lane: string) => join(workspaceRoot, 'libs', 'conformance', 'piglit', `baseline-${lane}.txt`);

export interface Corpus {
  version: string;
  /** Folder holding tests/ and generated_tests/; test ids are paths relative to it. */
  root: string;
}

/** Fetches the pinned piglit on first use (apt-get download + extraction) and returns where it is. */
export function fetchCorpus(): Corpus {
  const out = execFileSync(process.execPath, [FETCH_SCRIPT, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const { version, root } = JSON.parse(out) as Corpus;
  return { version, root };
}

/** Every .shader_test under the root, sorted (test ids). */
export function listCorpus(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.shader_test')) out.push(relative(root, p));
    }
  };
  for (const top of ['tests', 'generated_tests']) {
    try {
      walk(join(root, top));
    } catch {
      // a corpus without generated_tests is still a corpus
    }
  }
  return out.sort();
}

/** `*` within a path component, `**` across components, `?` one character. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export interface TestInfo {
  test: string;
  /** The desktop GLSL requirement (150 for `GLSL >= 1.50`), null when none or ES. */
  glsl: number | null;
  policy: string | null;
}

export function testInfo(root: string, test: string): TestInfo {
  try {
    const parsed = parseShaderTest(readFileSync(join(root, test), 'utf8'));
    const g = parsed.requirements.glsl;
    return { test, glsl: g && !g.es ? g.version : null, policy: policySkip(parsed, test) };
  } catch {
    return { test, glsl: null, policy: null };
  }
}

/** The tests whose desktop GLSL requirement lies in [min, max] (e.g. 140..450). */
export function inGlslRange(infos: readonly TestInfo[], min: number, max: number): TestInfo[] {
  return infos.filter((i) => i.glsl !== null && i.glsl >= min && i.glsl <= max);
}

/** The rule of the checked-in sample's candidates: desktop GLSL 1.40–4.50 and no policy skip. */
export function sampleCandidates(root: string): string[] {
  const infos = listCorpus(root).map((t) => testInfo(root, t));
  return inGlslRange(infos, 140, 450).filter((i) => i.policy === null).map((i) => i.test);
}

/** mulberry32: a small seeded generator, so a sample is the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The stratum of a test: its first three path components (e.g. tests/spec/glsl-1.50). */
export const stratumOf = (test: string) => test.split('/').slice(0, 3).join('/');

/**
 * A seeded sample stratified by directory: the tests are grouped by stratum, each group shuffled with the seed
 * (Fisher–Yates over the sorted ids) and cut to its share of `size`, proportional to the square root of the
 * group's size (so the few large generated folders do not crowd out the many hand-written ones), at least one
 * per stratum; the result sorted. Same inputs, same sample.
 */
export function stratifiedSample(tests: readonly string[], size: number, seed: number): string[] {
  if (size >= tests.length) return [...tests].sort();
  const groups = new Map<string, string[]>();
  for (const t of [...tests].sort()) {
    const k = stratumOf(t);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(t);
  }
  const rand = random(seed);
  const out: string[] = [];
  const weight = [...groups.values()].reduce((s, g) => s + Math.sqrt(g.length), 0);
  for (const [, group] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (let i = group.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [group[i], group[j]] = [group[j], group[i]];
    }
    out.push(...group.slice(0, Math.max(1, Math.round((Math.sqrt(group.length) * size) / weight))));
  }
  return out.sort();
}

/** A list file: one test id per line; `#` starts a comment. */
export function readList(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n').map((l) => l.replace(/#.*/, '').trim()).filter((l) => l !== '');
}
