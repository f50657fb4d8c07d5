// Finds a scenario by built-in name or loads one from a file (an ES module per DESIGN §7), checking
// its shape before anything runs so that a malformed module is a clear error, not a crash mid-run.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Scenario } from '@mgpipe/gl-api';
import { SCENARIOS } from '@mgpipe/scenarios';
import { UsageError } from './util/args.ts';

const MAX_SIDE = 8192;

function checkScenario(value: unknown, where: string): Scenario {
  const s = value as Partial<Scenario> | null;
  const problems: string[] = [];
  if (typeof s !== 'object' || s === null) throw new UsageError(`${where}: the default export is not a scenario object`);
  if (typeof s.name !== 'string' || s.name === '') problems.push('name must be a non-empty string');
  for (const key of ['width', 'height'] as const) {
    const v = s[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_SIDE) problems.push(`${key} must be an integer in 1..${MAX_SIDE}`);
  }
  if (typeof s.run !== 'function') problems.push('run must be a function');
  if (s.tolerance !== undefined && (typeof s.tolerance.reason !== 'string' || s.tolerance.reason === '')) {
    problems.push('tolerance needs a stated reason');
  }
  if (problems.length) throw new UsageError(`${where}: not a scenario: ${problems.join('; ')}`);
  return s as Scenario;
}

export async function loadScenario(fileOrName: string): Promise<Scenario> {
  const builtin = SCENARIOS.get(fileOrName);
  if (builtin) return checkScenario(await builtin(), fileOrName);
  const path = resolve(fileOrName);
  if (!existsSync(path)) {
    throw new UsageError(`no built-in scenario or file named '${fileOrName}' (see: mgpipe scenario list)`);
  }
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(path).href)) as { default?: unknown };
  } catch (err) {
    throw new Error(`${fileOrName}: failed to load: ${err instanceof Error ? err.message : String(err)}`);
  }
  return checkScenario(module.default, fileOrName);
}
