// `mgpipe piglit`'s entry in the command table: options and help only; the implementation (./piglit.ts) loads when a
// subcommand runs.
import type { CommandSpec } from '../util/args.ts';
import { lazyRun } from '../util/lazy-run.ts';

const load = () => import('./piglit.ts');

export const piglitCommand: CommandSpec = {
  name: 'piglit',
  summary: "piglit's shader tests through our shader_runner (one child process each), against a baseline",
  subcommands: [
    {
      name: 'run',
      summary: 'run piglit shader tests on a lane',
      options: [
        { name: 'filter', value: 'GLOB', description: 'only tests whose path matches' },
        { name: 'glsl', value: 'MIN-MAX', description: 'only tests requiring desktop GLSL in this range, e.g. 1.40-4.50' },
        { name: 'sample', value: 'N', description: 'a stratified sample of N tests' },
        { name: 'seed', value: 'S', description: 'the sample seed (default 1)' },
        { name: 'list', value: 'FILE', description: 'the tests listed in FILE (one path a line)' },
        { name: 'jobs', value: 'N', description: 'child processes in parallel' },
        { name: 'backend', value: 'gles|reference', description: 'the lane (default gles)' },
        { name: 'json', description: 'one JSON object {total, pass, fail, skip, crash, timeout, results}' },
        { name: 'baseline', value: 'FILE', description: 'expected failures and policy skips; a pass → fail is a regression' },
        { name: 'update-baseline', description: 'write the results into --baseline FILE' },
        { name: 'timeout', value: 'S', description: 'seconds per test before it is killed' },
        { name: 'push', value: 'SUBSYSTEMS', description: 'our lane\'s push bits (MOBILEGL_PIPE_PUSH: all, none, a,b,...)' },
        { name: 'spirv', description: 'SPIRV YES tests from their SPIR-V sections (shader_runner\'s default; ours is GLSL, its -glsl)' },
        { name: 'verify', description: 'MOBILEGL_PIPE_VERIFY=1 with every subsystem pushed (unless --push): divergences per test' },
        { name: 'against', value: 'reference', description: 'run the reference lane on the same tests first: its passes, and ours among them' },
      ],
      details: 'exit 0 no regression, 1 regression (a test the baseline expects to pass did not), with --verify a divergence, with --against a reference pass that does not pass on ours; 2 error',
      run: lazyRun(load, (m) => m.run),
    },
    {
      name: 'compare',
      summary: 'two saved `run --json` outputs, REFERENCE.json OURS.json: the reference passes and ours among them',
      options: [{ name: 'json', description: 'one JSON object {referencePasses, oursAmongThem, missing, ...}' }],
      details: 'exit 0 every reference pass passes on ours, 1 some do not (listed), 2 error',
      run: lazyRun(load, (m) => m.compare),
    },
    { name: 'fetch', summary: 'the pinned piglit version and its cache folder (downloads it on first use)', run: lazyRun(load, (m) => m.fetch) },
    {
      name: 'sample',
      summary: '(re)make the checked-in sample list',
      options: [
        { name: 'size', value: 'N', description: 'tests in the sample (default 300)' },
        { name: 'seed', value: 'S', description: 'the seed (default 13)' },
        { name: 'out', value: 'FILE', description: 'where to write it (default the checked-in list)' },
      ],
      run: lazyRun(load, (m) => m.sample),
    },
  ],
};
