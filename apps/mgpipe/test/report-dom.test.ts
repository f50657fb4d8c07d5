// The report checker itself (report-dom.ts) and the renderer on data whose marks can be counted by hand: a
// synthetic ReportData renders exactly one bar per (frame, kind) with calls, and a page with an outside
// reference and an empty chart is caught (the check can say no). The state text → tree parser.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FrameCounters } from '../src/report/model.ts';
import { renderReport } from '../src/report/render.ts';
import { stateTreeOf } from '../src/report/state-tree.ts';
import { closeReportBrowser, inspectReport } from './report-dom.ts';

const DIR = mkdtempSync(join(tmpdir(), 'mgpipe-report-'));

function frame(calls: Record<string, number>): FrameCounters {
  const bytes = Object.fromEntries(Object.entries(calls).map(([k, v]) => [k, v * 16]));
  const totalCalls = Object.values(calls).reduce((a, b) => a + b, 0);
  return { calls, bytes, totalCalls, totalBytes: totalCalls * 16, cso: { hits: 2, misses: 1, evictions: 0, pipelineHashes: 3 }, suppressedEmissions: 1, roundTrips: 0, blockingWaits: 0, validates: 4, residualBytes: 0 };
}

describe('mgpipe report', () => {
  afterAll(closeReportBrowser);

  it('draws one bar per frame and kind with calls, and the images at their size', async () => {
    const frames = [frame({ bind_render_state: 3, create_render_state: 2 }), frame({ bind_render_state: 2 }), frame({ bind_render_state: 2 })];
    const pixels = new Uint8Array(40 * 30 * 4).fill(200);
    const html = await renderReport({
      title: 'synthetic', command: 'test', summary: [['k', 'v']], ok: true,
      stats: { pushed: ['render-state'], pulled: [], frames, total: frame({}) },
      images: { ours: { width: 40, height: 30, pixels }, caption: 'one lane' },
      state: { title: 'state', tree: { a: { b: '1', c: { d: '2' } } } },
    });
    const file = join(DIR, 'synthetic.html');
    writeFileSync(file, html);
    const view = await inspectReport(file);
    expect(view.external).toEqual([]);
    expect(view.badge).toBe('PASS');
    const byTitle = Object.fromEntries(view.charts.map((c) => [c.title, c]));
    expect(byTitle['MGPipe calls by kind'].marks).toBe(4);
    expect(byTitle['Bytes by kind'].marks).toBe(4);
    // CSO: hits, misses, evictions per frame (a zero-height bar is still a mark).
    expect(byTitle['CSO cache'].marks).toBe(9);
    expect(view.images.map((i) => [i.naturalWidth, i.naturalHeight])).toEqual([[40, 30], [192, 192]]);
    expect(view.tree).toEqual({ details: 3, top: ['a'] });
  });

  it('catches an outside reference, an empty chart and an image that does not decode (negative control)', async () => {
    const file = join(DIR, 'broken.html');
    writeFileSync(file, `<!doctype html><h1>broken</h1><figure class="chart" data-chart="empty"><svg width="300" height="100"></svg></figure>
      <img alt="remote" src="http://192.0.2.1/x.png" width="10" height="10"><img alt="bad" src="data:image/png;base64,AAAA">`);
    const view = await inspectReport(file);
    expect(view.external).toEqual(['http://192.0.2.1/x.png']);
    expect(view.charts).toEqual([{ title: 'empty', svgs: 1, marks: 0, width: 300, height: 100 }]);
    expect(view.images.map((i) => i.naturalWidth)).toEqual([0, 0]);
  });

  it('parses the state summary into a tree: sections, key = value, several key: value a line', () => {
    const { title, tree } = stateTreeOf(['# GL state after 3 of 6 records', 'bindings:', '  vertexArray: 1  program: 2', 'render state:', '  blendEnable = 1 x8', 'program 2: linked=true', 'vertex array 1: elementBuffer=3', '  attrib 0: enabled']);
    expect(title).toBe('GL state after 3 of 6 records');
    expect(tree).toEqual({
      bindings: { vertexArray: '1', program: '2' },
      'render state': { blendEnable: '1 x8' },
      'program 2': { value: 'linked=true' },
      'vertex array 1': { value: 'elementBuffer=3', 'attrib 0': 'enabled' },
    });
  });
});
