// Opens an `--report` HTML file in headless Chromium (Debian's `chromium`, installed by `scripts/bootstrap.mjs
// --test`, driven by playwright-core) and reads back from the DOM what a reader would see: each chart's SVG and
// its data marks, each image's decoded and laid-out size, the state tree, and every request the page tried to
// make that was not the file itself or a data: URI (a self-contained report makes none). No pixel comparison.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium; MGPIPE_CHROMIUM overrides (another install). */
export const CHROMIUM = process.env.MGPIPE_CHROMIUM ?? '/usr/bin/chromium';
// The flags that work headless as root in a container (shared TOOLING.md "Chromium"), network off.
const FLAGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface ChartView { title: string; svgs: number; marks: number; width: number; height: number }
export interface ImageView { alt: string; naturalWidth: number; naturalHeight: number; width: number; height: number; complete: boolean }
export interface ReportView {
  title: string;
  badge: string | null;
  charts: ChartView[];
  images: ImageView[];
  /** <details> elements of the state tree, and the labels of its top-level nodes. */
  tree: { details: number; top: string[] };
  sections: string[];
  /** Requests other than the report file and data: URIs. */
  external: string[];
}

/**
 * Runs in the page. A string, not a function: a function would be serialised after the test transform, whose
 * helpers (e.g. esbuild's __name) do not exist in the page.
 */
const READ_DOM = `(() => {
  const box = (e) => e.getBoundingClientRect();
  return {
    title: document.querySelector('h1')?.textContent?.trim() ?? '',
    badge: document.querySelector('h1 .badge')?.textContent ?? null,
    charts: [...document.querySelectorAll('figure.chart')].map((f) => {
      const svg = f.querySelector('svg');
      return {
        title: f.getAttribute('data-chart') ?? '',
        svgs: f.querySelectorAll('svg').length,
        // Vega's data marks: the children of each role-mark group (a bar, a line, a point, a label).
        marks: f.querySelectorAll('svg g.role-mark > *').length,
        width: svg ? box(svg).width : 0,
        height: svg ? box(svg).height : 0,
      };
    }),
    images: [...document.querySelectorAll('img')].map((i) => ({ alt: i.alt, naturalWidth: i.naturalWidth, naturalHeight: i.naturalHeight, width: box(i).width, height: box(i).height, complete: i.complete })),
    tree: {
      details: document.querySelectorAll('.tree details').length,
      top: [...document.querySelectorAll('.tree > details > details > summary > .k')].map((k) => k.textContent ?? ''),
    },
    sections: [...document.querySelectorAll('section > h2')].map((h) => h.textContent ?? ''),
  };
})()`;

/** One browser per test file (a launch costs about a second of CPU): closeReportBrowser() in its afterAll. */
let browser: Promise<Browser> | null = null;

export async function closeReportBrowser(): Promise<void> {
  const b = browser;
  browser = null;
  if (b) await (await b).close();
}

export async function inspectReport(file: string): Promise<ReportView> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: run 'node scripts/bootstrap.mjs --test' (installs Debian's chromium for the report test)`);
  browser ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  const page = await (await browser).newPage({ viewport: { width: 1400, height: 1000 } });
  try {
    const url = pathToFileURL(file).href;
    const external: string[] = [];
    await page.route('**/*', (route) => {
      const u = route.request().url();
      if (u !== url && !u.startsWith('data:')) {
        external.push(u);
        return route.abort();
      }
      return route.continue();
    });
    await page.goto(url, { waitUntil: 'load' });
    const view = (await page.evaluate(READ_DOM)) as Omit<ReportView, 'external'>;
    return { ...view, external };
  } finally {
    await page.close();
  }
}
