// Writes a report file (the command checked the path is writable before it ran anything).
import { writeFileSync } from 'node:fs';
import type { ReportData } from './model.ts';
import { renderReport } from './render.ts';

export async function writeReport(path: string, data: ReportData): Promise<void> {
  writeFileSync(path, await renderReport(data));
}
