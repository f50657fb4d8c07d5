// Writes a report file (the command checked the path is writable before it ran anything). The renderer (and with
// it vega and vega-lite) loads only here, when a report is asked for: every other command run, a bisect's child
// runs among them, pays nothing for it.
import { writeFileSync } from 'node:fs';
import type { ReportData } from './model.ts';

export async function writeReport(path: string, data: ReportData): Promise<void> {
  const { renderReport } = await import('./render.ts');
  writeFileSync(path, await renderReport(data));
}
