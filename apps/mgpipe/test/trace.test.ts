// `mgpipe trace record|replay|dump` through the real bin (DESIGN §8): a replay reproduces the scenario's
// image exactly, a trace from our stack replays on the reference with --compare, dump prints one line per
// call and --state-at the GL state, and a truncated or corrupt trace is exit 2 with a message.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeReportBrowser, inspectReport } from './report-dom.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'mgpipe.mjs');

function mgpipe(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const BLEND_TOGGLE = `export default {
  name: 'blend-toggle-file',
  width: 16,
  height: 16,
  run(gl) {
    gl.clearColor(0, 0, 1, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE);
    gl.disable(gl.BLEND);
  },
};
`;

describe('mgpipe trace', () => {
  afterAll(closeReportBrowser);

  const dir = mkdtempSync(join(tmpdir(), 'mgpipe-trace-'));

  it.each(['gles', 'reference'])('replaying minecraft-frame recorded on %s reproduces the scenario image exactly', (backend) => {
    const trace = join(dir, `mc-${backend}.trace`);
    const rec = mgpipe('trace', 'record', 'minecraft-frame', '--out', trace, '--backend', backend, '--json');
    expect(rec.stderr).toBe('');
    expect(rec.code).toBe(0);
    const run = JSON.parse(mgpipe('scenario', 'run', 'minecraft-frame', '--backend', backend, '--out', join(dir, `run-${backend}`), '--json').stdout);
    const rep = mgpipe('trace', 'replay', trace, '--backend', backend, '--out', join(dir, `rep-${backend}`), '--json');
    expect(rep.code).toBe(0);
    const replayed = JSON.parse(rep.stdout);
    expect(replayed).toMatchObject({ name: 'minecraft-frame', lane: backend, glError: 0 });
    expect(readFileSync(replayed.image).equals(readFileSync(run.image))).toBe(true);
  });

  it('replays a trace recorded on our stack on the reference lane with --compare; --report with the state tree renders', async () => {
    const trace = join(dir, 'ubo.trace');
    expect(mgpipe('trace', 'record', 'ubo', '--out', trace).code).toBe(0);
    const report = join(dir, 'replay.html');
    const r = mgpipe('trace', 'replay', trace, '--compare', 'reference', '--out', join(dir, 'cmp'), '--json', '--report', report, '--state-at', '20');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result).toMatchObject({ name: 'ubo', match: true, totalPixels: expect.any(Number), diffPixels: 0 });
    expect(typeof result.maxChannelDiff).toBe('number');
    const view = await inspectReport(report);
    expect(view.external).toEqual([]);
    expect(view.badge).toBe('PASS');
    expect(view.images.filter((i) => i.complete && i.naturalWidth > 0 && i.width > 50)).toHaveLength(6);
    for (const c of view.charts) expect({ chart: c.title, drawn: c.svgs === 1 && c.marks > 0 && c.width > 200 }).toEqual({ chart: c.title, drawn: true });
    expect(view.charts.map((c) => c.title)).toContain('MGPipe calls by kind');
    expect(view.tree.top).toEqual(expect.arrayContaining(['bindings', 'render state']));
    expect(view.tree.details).toBeGreaterThan(3);
  });

  it('dump prints one line per call; --state-at shows blend enable toggling', () => {
    const file = join(dir, 'toggle.mjs');
    writeFileSync(file, BLEND_TOGGLE);
    const trace = join(dir, 'toggle.trace');
    expect(mgpipe('trace', 'record', file, '--out', trace, '--backend', 'reference').code).toBe(0);
    const dump = mgpipe('trace', 'dump', trace);
    expect(dump.code).toBe(0);
    expect(dump.stdout.trim().split('\n').slice(1)).toEqual([
      '#0 clearColor(0, 0, 1, 1)',
      '#1 clear(16384)',
      '#2 enable(3042)',
      '#3 blendFunc(1, 1)',
      '#4 disable(3042)',
      '#5 @end()',
    ]);
    const at = (n: number) => mgpipe('trace', 'dump', trace, '--state-at', String(n)).stdout;
    expect(at(2)).toContain('blendEnable = 0 x8');
    expect(at(3)).toContain('blendEnable = 1 x8');

    expect(at(5)).toContain('blendEnable = 0 x8');
    expect(at(5)).toContain('clearColor = [0,0,1,1]');
  });

  it('dump --state-at N --json prints the state as a tree', () => {
    const file = join(dir, 'toggle-json.mjs');
    writeFileSync(file, BLEND_TOGGLE);
    const trace = join(dir, 'toggle-json.trace');
    expect(mgpipe('trace', 'record', file, '--out', trace, '--backend', 'reference').code).toBe(0);
    // After clearColor, clear, enable(BLEND): blending on, blendFunc not yet called (ONE, ZERO).
    const on = JSON.parse(mgpipe('trace', 'dump', trace, '--state-at', '3', '--json').stdout);
    expect(on).toMatchObject({ name: 'blend-toggle-file', records: 3, of: 6 });
    expect(on.state['render state']).toMatchObject({ blendEnable: '1 x8', blendSrcRgb: '1 x8', blendDstRgb: '0 x8' });
    expect(on.state.bindings).toEqual(expect.objectContaining({ program: '0', vertexArray: '0' }));
  });

  it('a truncated or corrupt trace is exit 2 with a message, never a stack', () => {
    const trace = join(dir, 'toggle-src.trace');
    const file = join(dir, 'toggle2.mjs');
    writeFileSync(file, BLEND_TOGGLE);
    expect(mgpipe('trace', 'record', file, '--out', trace, '--backend', 'reference').code).toBe(0);
    const bytes = readFileSync(trace);
    const cut = join(dir, 'cut.trace');
    writeFileSync(cut, bytes.subarray(0, bytes.length - 9));
    for (const cmd of ['replay', 'dump']) {
      const r = mgpipe('trace', cmd, cut);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^mgpipe: .*cut\.trace: trace: truncated/);
      expect(r.stderr).not.toMatch(/RangeError|\n\s+at /);
    }
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 12] ^= 0x40;
    writeFileSync(cut, flipped);
    const r = mgpipe('trace', 'replay', cut, '--backend', 'reference');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/trace: /);
    expect(mgpipe('trace', 'dump', join(dir, 'missing.trace')).code).toBe(2);
    writeFileSync(cut, 'not a trace at all');
    expect(mgpipe('trace', 'dump', cut).stderr).toMatch(/not a trace file/);
  });
});
