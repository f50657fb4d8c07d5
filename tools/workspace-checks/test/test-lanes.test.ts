// The full run's two test lanes (scripts/test.mjs step 3): every project runs exactly once whatever the weights
// say, the two longest start first on different lanes, and the split is balanced as LPT promises.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTestWeights, splitIntoLanes } from '../src/test-lanes.mjs';

const weights = { defaultSeconds: 10, seconds: { app: 400, plugin: 350, corpus: 150, backend: 80, a: 20, b: 5 } };

describe('splitIntoLanes', () => {
  it('places every project exactly once, unknown ones at the default weight', () => {
    const projects = ['a', 'b', 'app', 'plugin', 'corpus', 'backend', 'new-lib'];
    const lanes = splitIntoLanes(projects, weights, 2);
    expect(lanes.flatMap((l) => l.projects).sort()).toEqual([...projects].sort());
    expect(lanes.reduce((s, l) => s + l.seconds, 0)).toBe(400 + 350 + 150 + 80 + 20 + 5 + 10);
  });

  it('starts the two longest first, on different lanes, and balances the rest', () => {
    const [one, two] = splitIntoLanes(['b', 'a', 'backend', 'corpus', 'plugin', 'app'], weights, 2);
    expect([one.projects[0], two.projects[0]]).toEqual(['app', 'plugin']);
    // LPT: app 400 | plugin 350 → corpus to plugin (500) → backend to app (480) → a to app (500) → b to plugin/app.
    expect(Math.abs(one.seconds - two.seconds)).toBeLessThanOrEqual(5);
  });

  it('does not duplicate a project named twice, and refuses a bad lane count', () => {
    expect(splitIntoLanes(['a', 'a'], weights, 2).flatMap((l) => l.projects)).toEqual(['a']);
    expect(() => splitIntoLanes(['a'], weights, 0)).toThrow(TypeError);
  });
});

describe('test-weights.json', () => {
  it('names only projects that exist (a renamed project would fall back to the default weight unnoticed)', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const { seconds } = readTestWeights();
    const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
    const out = execFileSync(join(root, 'node_modules', '.bin', 'nx'), ['show', 'projects', '--withTarget', 'test', '--json'], { cwd: root, env, encoding: 'utf8' });
    const withTest: string[] = JSON.parse(out);
    expect(Object.keys(seconds).filter((p) => !withTest.includes(p))).toEqual([]);
  }, 120_000);
});
