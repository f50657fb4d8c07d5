// The report's charts: Vega-Lite specifications compiled to Vega and rendered to SVG strings in Node at report
// time (vega's headless View.toSVG: no canvas, no browser, no network). The SVG is inlined in the page, so the
// report opens offline and the charts are real vector marks a browser (and the test) can inspect.
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

type Row = Record<string, string | number>;

const CONFIG = {
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  background: null,
  view: { stroke: null },
  axis: { labelColor: '#3b4252', titleColor: '#3b4252', gridColor: '#e5e9f0', domainColor: '#aab1c0', tickColor: '#aab1c0', labelFontSize: 11, titleFontSize: 11, titleFontWeight: 600 },
  legend: { labelColor: '#3b4252', titleColor: '#3b4252', labelFontSize: 11, titleFontSize: 11, orient: 'bottom', columns: 2, symbolType: 'square', labelLimit: 220 },
  range: { category: ['#4c78a8', '#f58518', '#54a24b', '#e45756', '#72b7b2', '#b279a2', '#eeca3b', '#9d755d', '#bab0ac', '#ff9da6'] },
};

export interface Chart {
  title: string;
  /** One line under the title: what the chart shows and how to read it. */
  note: string;
  svg: string;
}

async function render(spec: TopLevelSpec): Promise<string> {
  // The theme goes in as compile's config (vega-lite's Config type is stricter than this literal: `never`).
  const vg = compile(spec, { config: CONFIG as never }).spec;
  const view = new vega.View(vega.parse(vg), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Every per-frame value is a count (calls, bytes, ns): integer ticks, thousands separated. */
const COUNT_AXIS = { format: ',d', tickMinStep: 1 };

const WIDTH = 520;
const HEIGHT = 170;

/** Stacked bars per frame (x: frame, in the given order), coloured by `series`. */
export function stackedBars(rows: Row[], frames: string[], y: string): Promise<string> {
  return render({
    width: WIDTH, height: HEIGHT, data: { values: rows },
    mark: { type: 'bar', tooltip: true },
    encoding: {
      x: { field: 'frame', type: 'ordinal', sort: frames, scale: { domain: frames }, title: 'frame', axis: { labelAngle: 0 } },
      y: { field: 'value', type: 'quantitative', title: y, stack: 'zero', axis: COUNT_AXIS },
      color: { field: 'series', type: 'nominal', title: null },
      tooltip: [{ field: 'frame' }, { field: 'series' }, { field: 'value' }],
    },
  });
}

/** Lines with points per frame, one per series (counters that should stay flat, e.g. round trips at 0). */
export function lines(rows: Row[], frames: string[], y: string): Promise<string> {
  return render({
    width: WIDTH, height: HEIGHT, data: { values: rows },
    mark: { type: 'line', point: true, tooltip: true },
    encoding: {
      x: { field: 'frame', type: 'ordinal', sort: frames, scale: { domain: frames }, title: 'frame', axis: { labelAngle: 0 } },
      y: { field: 'value', type: 'quantitative', title: y, axis: COUNT_AXIS, scale: { domainMin: 0 } },
      color: { field: 'series', type: 'nominal', title: null },
      strokeDash: { field: 'series', type: 'nominal', title: null },
    },
  });
}

/** Horizontal bars, one per category (bench lanes, verify comparisons by subsystem). */
export function hbars(rows: Row[], x: string, opts: { rule?: number } = {}): Promise<string> {
  const bars = { mark: { type: 'bar', tooltip: true }, encoding: { y: { field: 'category', type: 'nominal', sort: null, title: null }, x: { field: 'value', type: 'quantitative', title: x }, color: { field: 'category', type: 'nominal', legend: null } } };
  const text = { mark: { type: 'text', align: 'left', dx: 4, color: '#3b4252' }, encoding: { y: { field: 'category', type: 'nominal', sort: null }, x: { field: 'value', type: 'quantitative' }, text: { field: 'value', type: 'quantitative', format: ',.3~r' } } };
  const layer: unknown[] = [bars, text];
  if (opts.rule !== undefined) layer.push({ data: { values: [{ v: opts.rule }] }, mark: { type: 'rule', strokeDash: [4, 3], color: '#888' }, encoding: { x: { field: 'v', type: 'quantitative' } } });
  return render({ width: WIDTH - 60, height: { step: 22 }, data: { values: rows }, layer } as TopLevelSpec);
}

/** A lattice: rows (steps) × columns (subsystems), a filled cell where the row's set holds the column. */
export function lattice(rows: Row[], steps: string[], columns: string[]): Promise<string> {
  return render({
    data: { values: rows },
    width: { step: 26 }, height: { step: 20 },
    layer: [
      {
        mark: { type: 'rect', stroke: '#fff', strokeWidth: 1, tooltip: true },
        encoding: {
          x: { field: 'subsystem', type: 'nominal', sort: columns, title: null, axis: { labelAngle: -40, orient: 'top' } },
          y: { field: 'step', type: 'nominal', sort: steps, title: null },
          color: { field: 'state', type: 'nominal', title: null, scale: { domain: ['pushed (fails)', 'pushed (passes)', 'pushed (other)', 'pulled'], range: ['#e45756', '#54a24b', '#9d9d9d', '#eef1f6'] } },
        },
      },
    ],
  } as unknown as TopLevelSpec);
}
