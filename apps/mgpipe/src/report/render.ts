// ReportData → one self-contained HTML page: inline CSS, charts as inline SVG (charts.ts), images as PNG data URIs,
// the state tree as nested <details>. No script and no external reference, so it opens offline, anywhere.
import type { Chart } from './charts.ts';
import { pngDataUri, worstRegion, zoom } from './images.ts';
import type { ReportData, ReportImages } from './model.ts';
import { benchCharts, bisectCharts, frameCharts, verifyCharts } from './sections.ts';
import { STYLE } from './style.ts';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function chartCards(charts: readonly Chart[]): string {
  return charts.map((c) => `<figure class="card chart" data-chart="${esc(c.title)}"><figcaption><h3>${esc(c.title)}</h3><p>${esc(c.note)}</p></figcaption>${c.svg}</figure>`).join('\n');
}

function section(id: string, title: string, body: string): string {
  return body ? `<section id="${id}"><h2>${esc(title)}</h2>${body}</section>` : '';
}

function img(uri: string, alt: string, w: number, h: number, cls = ''): string {
  return `<img class="${cls}" src="${uri}" alt="${esc(alt)}" width="${w}" height="${h}">`;
}

function imagesSection(im: ReportImages): string {
  const { ours, reference, diff } = im;
  const tiles = [['ours (MGPipe)', ours], ['reference (Mesa desktop GL)', reference], ['diff', diff]] as const;
  const full = tiles.filter(([, i]) => i !== undefined).map(([name, i]) => `<figure class="shot">${img(pngDataUri(i!), name, i!.width, i!.height, i!.width < 320 ? 'frame small' : 'frame')}<figcaption>${esc(name)}</figcaption></figure>`).join('');
  const r = worstRegion(ours, reference);
  const where = `pixels x ${r.x}–${r.x + r.size - 1}, y ${r.y}–${r.y + r.size - 1} (GL window coordinates, y up)`;
  const why = r.score > 0 ? `the ${r.size}×${r.size} region where ours and the reference differ most: ${where}` : `no pixel differs; the ${r.size}×${r.size} region of most detail: ${where}`;
  const zooms = tiles.filter(([, i]) => i !== undefined).map(([name, i]) => {
    const z = zoom(i!, r);
    return `<figure class="shot">${img(pngDataUri(z), `${name}, zoomed`, z.width, z.height, 'zoom')}<figcaption>${esc(name)}</figcaption></figure>`;
  }).join('');
  return `<p class="note">${esc(im.caption)}</p><div class="shots">${full}</div><h3>Per-pixel zoom</h3><p class="note">${esc(why)}, ×8.</p><div class="shots zooms">${zooms}</div>`;
}

/** A JSON value as nested <details>: objects and arrays fold, leaves print inline. */
export function stateTree(value: unknown, name = 'state', depth = 0): string {
  if (value === null || typeof value !== 'object') return `<div class="leaf"><span class="k">${esc(name)}</span> <span class="v">${esc(JSON.stringify(value) ?? 'undefined')}</span></div>`;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const size = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  return `<details${depth < 1 ? ' open' : ''}><summary><span class="k">${esc(name)}</span> <span class="n">${size}</span></summary>${entries.map(([k, v]) => stateTree(v, k, depth + 1)).join('')}</details>`;
}

function summaryList(data: ReportData): string {
  const badge = data.ok === undefined ? '' : `<span class="badge ${data.ok ? 'ok' : 'bad'}">${data.ok ? 'PASS' : 'FAIL'}</span>`;
  // A long value (a scene description, a list of subsystems) gets a card two columns wide.
  const card = (k: string, v: string) => `<div${v.length > 36 ? ' class="wide"' : ''}><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`;
  const dl = data.summary.map(([k, v]) => card(k, v)).join('');
  const pushed = data.stats ? card('pushed through MGPipe', data.stats.pushed.join(', ') || 'none') + card('pulled', data.stats.pulled.join(', ') || 'none') : '';
  return `<header><h1>${esc(data.title)} ${badge}</h1><code class="cmd">${esc(data.command)}</code><dl class="summary">${dl}${pushed}</dl></header>`;
}

function bisectTables(data: ReportData): string {
  return (data.bisect ?? []).map((c) => {
    const rows = c.steps.map((s, i) => `<tr><td>${i + 1}</td><td><code>${esc(s.mask)}</code></td><td>${esc(s.subsystems.join(', ') || '(none)')}</td><td class="${s.verdict}">${esc(s.verdict)}</td><td>${esc(s.note ?? '')}</td></tr>`).join('');
    return `<details class="card"><summary>${esc(c.name)}: ${esc(c.outcome)} — ${c.steps.length} runs</summary><table><thead><tr><th>#</th><th>mask</th><th>pushed</th><th>verdict</th><th></th></tr></thead><tbody>${rows}</tbody></table></details>`;
  }).join('');
}

export async function renderReport(data: ReportData): Promise<string> {
  const frames = await frameCharts(data);
  const verify = await verifyCharts(data);
  const bench = await benchCharts(data.bench ?? []);
  const bisect = await bisectCharts(data.bisect ?? []);
  const body = [
    summaryList(data),
    data.images ? section('images', 'Images', imagesSection(data.images)) : '',
    section('frames', 'What crossed the interface, per frame', frames.length ? `<div class="grid">${chartCards(frames)}</div>` : ''),
    section('verify', 'Verify', verify.length ? `<div class="grid">${chartCards(verify)}</div>` : ''),
    section('bench', 'Lanes side by side', bench.length ? `<div class="grid">${chartCards(bench)}</div>` : ''),
    section('bisect', 'Bisection', bisect.length || data.bisect?.length ? `<div class="grid">${chartCards(bisect)}</div>${bisectTables(data)}` : ''),
    data.state ? section('state', data.state.title, `<div class="card tree">${stateTree(data.state.tree)}</div>`) : '',
  ].join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="mgpipe report (apps/mgpipe/src/report)">
<title>${esc(data.title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
<footer>Written by <code>mgpipe</code> at ${esc(new Date().toISOString())}. One file: charts are inline SVG (Vega-Lite, rendered at report time), images are PNG data URIs.</footer>
</main></body></html>
`;
}
