// CLI hygiene (issue 12): every command and subcommand of the table answers --help on stdout with exit 0 and runs
// nothing; an unknown option is exit 2 naming it (and the nearest known one); errors from a scenario module name
// the file and line; an unwritable --out fails before anything renders; the progress line's terminal rules.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMANDS, ROOT_COMMAND } from '../src/main.ts';
import { mainInProcess } from './main-in-process.ts';
import type { CommandSpec } from '../src/util/args.ts';
import { dispatch, walkCommands } from '../src/util/dispatch.ts';
import { createProgress } from '../src/util/progress.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'mgpipe.mjs');
const DIR = mkdtempSync(join(tmpdir(), 'mgpipe-hygiene-'));

function mgpipe(...args: string[]) {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - t0 };
}

/** main() in this process, its stdout / stderr captured. */
const inProcess = mainInProcess;

afterEach(() => vi.restoreAllMocks());

/** The table with every run replaced by a recorder: what --help must never call. */
function spied(spec: CommandSpec, ran: string[], path: string[] = []): CommandSpec {
  return {
    ...spec,
    ...(spec.run ? { run: () => (ran.push(path.join(' ')), 0) } : {}),
    ...(spec.subcommands ? { subcommands: spec.subcommands.map((s) => spied(s, ran, [...path, s.name])) } : {}),
  };
}

const paths = walkCommands(COMMANDS);
const leaves = paths.filter((p) => {
  let spec: CommandSpec = ROOT_COMMAND;
  for (const w of p) spec = spec.subcommands!.find((s) => s.name === w)!;
  return spec.run !== undefined;
});

describe('--help, walked over the command table', () => {
  it('covers every command and subcommand', () => {
    expect(paths.map((p) => p.join(' '))).toEqual(expect.arrayContaining(['demo', 'scenario', 'scenario list', 'scenario run', 'trace record', 'trace replay', 'trace dump', 'bench blend-toggle', 'bench state-heavy', 'bench upload-heavy', 'bisect']));
    expect(leaves.length).toBeGreaterThanOrEqual(8);
  });

  it.each(['', ...paths.map((p) => p.join(' '))])("'mgpipe %s --help': stdout, exit 0, nothing run", async (path) => {
    const words = path === '' ? [] : path.split(' ');
    const r = await inProcess([...words, '--help']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^usage: ${['mgpipe', ...words].join(' ')}\\b`));
    // The same walk over a copy of the table whose runs only record: --help (also after a bogus option) runs none.
    const ran: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    expect(await dispatch(spied(ROOT_COMMAND, ran), [...words, '--no-such-option', '--help'])).toBe(0);
    expect(await dispatch(spied(ROOT_COMMAND, ran), ['help', ...words])).toBe(0);
    expect(ran).toEqual([]);
  });

  it('the real bin prints help on stdout with exit 0', () => {
    const r = mgpipe('bisect', '--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--timeout S');
    expect(r.stdout).toContain('3 flaky');
    expect(r.stderr).toBe('');
  });
});

describe('unknown options and commands', () => {
  it.each(leaves.map((p) => p.join(' ')))("'mgpipe %s --frobnicate' exits 2 naming the option", async (path) => {
    const r = await inProcess([...path.split(' '), 'x', '--frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`unknown option '--frobnicate' for 'mgpipe ${path}'`);
    expect(r.stdout).toBe('');
  });

  it('--comapre reference is exit 2 suggesting --compare (it used to skip the comparison and exit 0)', () => {
    const r = mgpipe('scenario', 'run', 'scissor', '--comapre', 'reference', '--out', DIR);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("mgpipe: unknown option '--comapre' for 'mgpipe scenario run' (did you mean '--compare'?) (see: mgpipe scenario run --help)\n");
    expect(r.stdout).toBe('');
  });

  it('a flag given a value, an option without one, an unknown subcommand', async () => {
    expect((await inProcess(['scenario', 'run', 'x', '--json=1'])).stderr).toMatch(/--json is a flag and takes no value/);
    expect((await inProcess(['demo', '--out'])).stderr).toMatch(/--out needs a value \(DIR\)/);
    const r = await inProcess(['scenario', 'rnu']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown subcommand 'rnu' of 'mgpipe scenario' \(did you mean 'run'\?\)/);
    expect((await inProcess(['bisekt'])).stderr).toMatch(/unknown command 'bisekt' \(did you mean 'bisect'\?\)/);
  });
});

describe('errors from a scenario module name the file and line', () => {
  const write = (name: string, text: string) => {
    const file = join(DIR, name);
    writeFileSync(file, text);
    return file;
  };

  it('a scenario whose run(gl) throws', () => {
    const file = write('throws.mjs', "export default {\n  name: 'throws',\n  width: 4,\n  height: 4,\n  run(gl) {\n    gl.clearColor(0, 0, 0, 1);\n    throw new Error('no such texture');\n  },\n};\n");
    const r = mgpipe('scenario', 'run', file, '--backend', 'reference', '--out', DIR);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`mgpipe: ${file}:7:11: scenario 'throws' threw in run(gl): no such texture\n`);
  });

  it('a syntax error', () => {
    const file = write('syntax.mjs', "export default {\n  name: 'syntax',\n  run(gl) {\n    gl.clear(\n  },\n};\n");
    const r = mgpipe('scenario', 'run', file, '--out', DIR);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^mgpipe: ${file}:5:3: syntax error: `));
  });

  it('a module that throws while it loads, and one without a default export', () => {
    const loads = write('top-level.mjs', "const size = 4;\nthrow new Error(`size ${size} is not supported`);\n");
    const r1 = mgpipe('scenario', 'run', loads, '--out', DIR);
    expect(r1.code).toBe(2);
    expect(r1.stderr).toBe(`mgpipe: ${loads}:2:7: failed to load: size 4 is not supported\n`);
    const named = write('named.mjs', "export const scenario = { name: 'n', width: 4, height: 4, run() {} };\n");
    const r2 = mgpipe('scenario', 'run', named, '--out', DIR);
    expect(r2.code).toBe(2);
    expect(r2.stderr).toBe(`mgpipe: ${named}: no default export (a scenario module is \`export default { name, width, height, run(gl) }\`; it exports only: scenario)\n`);
  });
});

describe('demo --out on an unwritable path', () => {
  it('fails fast with exit 2, before rendering', () => {
    const file = join(DIR, 'not-a-dir');
    writeFileSync(file, '');
    const r = mgpipe('demo', '--out', join(file, 'out'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`mgpipe: --out ${join(file, 'out')}: not a writable directory (ENOTDIR)\n`);
    expect(r.stdout).toBe('');
  });
});

describe('--report on an unwritable path', () => {
  it.each([['scenario', 'run', 'ubo'], ['trace', 'replay', 'no-such.trace'], ['bench', 'blend-toggle'], ['bisect', '--scenario', 'ubo'], ['demo']])('%s fails fast with exit 2, before running', async (...cmd) => {
    const file = join(DIR, 'not-a-dir-report');
    writeFileSync(file, '');
    const r = await inProcess([...cmd, '--report', join(file, 'r.html')]);
    expect(r.code).toBe(2);
    // The trace is read only after the check: a missing trace file is not what it reports.
    expect(r.stderr).toBe(`mgpipe: --report ${file}: not a writable directory (EEXIST)\n`);
    expect(r.stdout).toBe('');
  });
});

describe('progress line', () => {
  it('is drawn only on a terminal and never under --json', () => {
    const writes: string[] = [];
    const stream = { isTTY: true, write: (s: string) => writes.push(s) };
    const p = createProgress({ json: false, stream });
    p.update('run 1');
    p.update('run 2');
    p.done();
    expect(writes).toEqual(['\r\x1b[Krun 1', '\r\x1b[Krun 2', '\r\x1b[K']);
    for (const quiet of [createProgress({ json: true, stream }), createProgress({ json: false, stream: { write: stream.write } })]) {
      writes.length = 0;
      quiet.update('x');
      quiet.done();
      expect(writes).toEqual([]);
    }
  });
});
