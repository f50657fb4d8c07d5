// Finds a scenario by built-in name or loads one from a file (an ES module per DESIGN §7), checking
// its shape before anything runs so that a malformed module is a clear error, not a crash mid-run. Every error
// from a scenario file names the file and, where there is one, the line: a syntax error, a throw while the
// module loads, a missing default export, a throw from its run(gl).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/** `FILE:LINE:COLUMN` of the first stack frame inside `path`, or just `FILE` (as the user named it). */
export function locationIn(err: unknown, path: string, shown: string): string {
  const stack = err instanceof Error ? (err.stack ?? '') : '';
  const url = pathToFileURL(path).href;
  for (const m of stack.matchAll(/\(?((?:file:\/\/)?\/[^\s()]+?):(\d+):(\d+)\)?$/gm)) {
    const file = m[1].startsWith('file://') ? fileURLToPath(m[1]) : m[1];
    if (file === path || m[1] === url) return `${shown}:${m[2]}:${m[3]}`;
  }
  return shown;
}

/**
 * Node's ESM SyntaxError carries no position (and tsx's error for a .ts file is about require()); the TypeScript
 * parser (JavaScript too) finds it. Loaded only on this
 * error path; `typescript` is the workspace's compiler (root devDependencies), the same tree tsx runs from.
 */
async function syntaxLocation(path: string, shown: string): Promise<{ where: string; message: string } | null> {
  const ts = (await import('typescript')).default;
  const source = readFileSync(path, 'utf8');
  const out = ts.transpileModule(source, { fileName: path, reportDiagnostics: true, compilerOptions: { allowJs: true } });
  const d = out.diagnostics?.find((x) => x.start !== undefined && x.file !== undefined);
  if (d?.file === undefined || d.start === undefined) return null;
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  return { where: `${shown}:${line + 1}:${character + 1}`, message: ts.flattenDiagnosticMessageText(d.messageText, ' ') };
}

/** Errors a scenario's run(gl) throws, located in its file; the tool's own Fatal{...} verdicts pass unchanged. */
function locatedRun(s: Scenario, path: string, shown: string): Scenario {
  const run = async (gl: Parameters<Scenario['run']>[0]) => {
    try {
      await s.run.call(s, gl);
    } catch (err) {
      if (err instanceof Error && 'kind' in err) throw err; // Fatal{PipeVerifyDiffer, ...}: a verdict, not a scenario bug
      const message = err instanceof Error ? `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}` : String(err);
      throw new Error(`${locationIn(err, path, shown)}: scenario '${s.name}' threw in run(gl): ${message}`, { cause: err });
    }
  };
  return { ...s, run };
}

export async function loadScenario(fileOrName: string): Promise<Scenario> {
  const builtin = SCENARIOS.get(fileOrName);
  if (builtin) return checkScenario(await builtin(), fileOrName);
  const path = resolve(fileOrName);
  if (!existsSync(path)) {
    throw new UsageError(`no built-in scenario or file named '${fileOrName}' (see: mgpipe scenario list)`);
  }
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Not only on a SyntaxError: tsx reports a TypeScript module that does not parse as a require() failure.
    const at = await syntaxLocation(path, fileOrName);
    if (at !== null) throw new UsageError(`${at.where}: syntax error: ${at.message}`);
    throw new UsageError(`${locationIn(err, path, fileOrName)}: failed to load: ${message}`);
  }
  if (module.default === undefined) {
    const named = Object.keys(module);
    throw new UsageError(
      `${fileOrName}: no default export (a scenario module is \`export default { name, width, height, run(gl) }\`${named.length ? `; it exports only: ${named.join(', ')}` : ''})`,
    );
  }
  return locatedRun(checkScenario(module.default, fileOrName), path, fileOrName);
}
