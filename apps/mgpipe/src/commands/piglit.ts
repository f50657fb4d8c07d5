// `mgpipe piglit run|fetch|sample` (issue 13): piglit's shader tests through our shader_runner, each in a
// child process, against a deqp-runner-style baseline. Exit 0 no regression, 1 regression (a test the
// baseline expects to pass did not), 2 error.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compareLanes, compareWithBaseline, fetchCorpus, formatBaseline, formatByReason, formatLaneComparison, globToRegExp, inGlslRange,
  listCorpus, readBaseline, readList, runPool, type LaneComparison, type LaneResult, SAMPLE_LIST, sampleCandidates, stratifiedSample, summarize, summarizeVerify, testInfo, type TestResult,
} from '@mgpipe/conformance';
import { UsageError, type ParsedArgs } from '../util/args.ts';

const num = (args: ParsedArgs, name: string, fallback: number): number => {
  const v = args.flags.get(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`--${name} takes a number (got '${String(v)}')`);
  return n;
};

/** "1.40-4.50" → [140, 450]. */
function glslRange(text: string): [number, number] {
  const m = /^(\d)\.(\d\d)-(\d)\.(\d\d)$/.exec(text);
  if (!m) throw new UsageError(`--glsl takes MIN-MAX like 1.40-4.50 (got '${text}')`);
  return [Number(m[1]) * 100 + Number(m[2]), Number(m[3]) * 100 + Number(m[4])];
}

function selectTests(args: ParsedArgs, root: string): string[] {
  let tests = args.flags.has('list') ? readList(String(args.flags.get('list'))) : listCorpus(root);
  const filter = args.flags.get('filter');
  if (filter !== undefined) {
    const re = globToRegExp(String(filter));
    tests = tests.filter((t) => re.test(t));
  }
  const glsl = args.flags.get('glsl');
  if (glsl !== undefined) {
    const [min, max] = glslRange(String(glsl));
    tests = inGlslRange(tests.map((t) => testInfo(root, t)), min, max).map((i) => i.test);
  }
  if (args.flags.has('sample')) tests = stratifiedSample(tests, num(args, 'sample', 300), num(args, 'seed', 1));
  return tests;
}

class Progress {
  private readonly start = Date.now();
  private readonly counts = { pass: 0, fail: 0, skip: 0, crash: 0, timeout: 0 };
  private done = 0;
  constructor(private readonly total: number, private readonly enabled: boolean) {}

  add(r: TestResult): void {
    this.done++;
    this.counts[r.status]++;
    if (!this.enabled) return;
    const s = (Date.now() - this.start) / 1000;
    const rate = this.done / Math.max(s, 0.001);
    const eta = Math.round((this.total - this.done) / Math.max(rate, 0.001));
    const c = this.counts;
    process.stderr.write(`\r[${this.done}/${this.total}] pass ${c.pass} fail ${c.fail} skip ${c.skip} crash ${c.crash} timeout ${c.timeout}  ${rate.toFixed(1)}/s  ETA ${eta}s   `);
  }

  end(): void {
    if (this.enabled) process.stderr.write('\n');
  }
}

/**
 * The children's MOBILEGL_PIPE_* switches: `--push X` (our lane's push bits, as MOBILEGL_PIPE_PUSH), `--verify`
 * (MOBILEGL_PIPE_VERIFY=1, every subsystem pushed unless --push says otherwise: the migration's proof on
 * piglit's corpus). Checked here, so a bad value is a usage error and not a crash of every test.
 */
async function pipeEnv(args: ParsedArgs, backend: string): Promise<Record<string, string>> {
  const push = args.flags.get('push');
  const verify = args.flags.has('verify');
  if (push === undefined && !verify) return {};
  if (backend !== 'gles') throw new UsageError('--push and --verify are switches of our lane (--backend gles)');
  const env: Record<string, string> = { MOBILEGL_PIPE_PUSH: push === undefined ? 'all' : String(push) };
  if (verify) env.MOBILEGL_PIPE_VERIFY = '1';
  const { parsePipeSwitches, PipeSwitchError } = await import('@mgpipe/migration');
  try {
    parsePipeSwitches({ ...process.env, ...env });
  } catch (err) {
    if (err instanceof PipeSwitchError) throw new UsageError(err.message);
    throw err;
  }
  return env;
}

/** One lane over the selection, with the progress line on a terminal. */
async function runLane(tests: string[], root: string, backend: 'gles' | 'reference', jobs: number, timeoutS: number, env: Record<string, string>, quiet: boolean): Promise<{ results: TestResult[]; seconds: number }> {
  const progress = new Progress(tests.length, !quiet && process.stderr.isTTY === true);
  const started = Date.now();
  const results = await runPool(tests, {
    backend, jobs, timeoutMs: timeoutS * 1000, env,
    resolve: (t) => join(root, t),
    onResult: (r) => progress.add(r),
  });
  progress.end();
  return { results, seconds: (Date.now() - started) / 1000 };
}

export async function run(args: ParsedArgs): Promise<number> {
  const backend = String(args.flags.get('backend') ?? 'gles');
  if (backend !== 'gles' && backend !== 'reference') throw new UsageError(`--backend takes gles or reference (got '${backend}')`);
  const against = args.flags.get('against');
  if (against !== undefined && (against !== 'reference' || backend !== 'gles')) throw new UsageError('--against takes reference, with --backend gles (our lane against Mesa\'s desktop GL)');
  const json = args.flags.has('json');
  const corpus = fetchCorpus();
  const tests = selectTests(args, corpus.root);
  if (tests.length === 0) throw new UsageError('no test selected');
  const jobs = Math.max(1, Math.floor(num(args, 'jobs', 2)));
  const timeoutS = num(args, 'timeout', 60);
  const env = await pipeEnv(args, backend);
  // shader_runner runs SPIRV YES tests from their SPIR-V sections unless given -glsl; this runner's default is GLSL.
  // The mode is the selection's, so with --against the reference lane runs in it too.
  const modeEnv: Record<string, string> = args.flags.has('spirv') ? { MGPIPE_PIGLIT_SPIRV: '1' } : {};
  // --against: the reference lane first, on the same selection in the same invocation (issue 13's two numbers).
  const reference = against === undefined ? null : await runLane(tests, corpus.root, 'reference', jobs, timeoutS, modeEnv, json);
  const { results, seconds } = await runLane(tests, corpus.root, backend, jobs, timeoutS, { ...env, ...modeEnv }, json);
  const summary = summarize(results);
  const lanes = reference === null ? null : compareLanes(reference.results, results);
  const baselinePath = args.flags.get('baseline');
  if (args.flags.has('update-baseline')) {
    if (baselinePath === undefined) throw new UsageError('--update-baseline needs --baseline FILE');
    writeFileSync(String(baselinePath), formatBaseline(results, [
      `piglit baseline of the ${backend} lane: piglit ${corpus.version}, ${tests.length} tests; a test not listed is expected to pass.`,
      `Generated by \`mgpipe piglit run --backend ${backend} --baseline FILE --update-baseline\` (with the same selection flags).`,
    ]));
  }
  const verify = args.flags.has('verify') ? summarizeVerify(results) : null;
  const comparison = baselinePath !== undefined && !args.flags.has('update-baseline') ? compareWithBaseline(results, readBaseline(String(baselinePath))) : null;
  if (json) {
    const referenceRun = reference === null || lanes === null ? undefined : { ...summarize(reference.results), seconds: reference.seconds, comparison: comparisonJson(lanes) };
    process.stdout.write(`${JSON.stringify({ ...summary, backend, piglit: corpus.version, seconds, baseline: comparison ?? undefined, verify: verify === null ? undefined : { push: env.MOBILEGL_PIPE_PUSH, ...verify }, reference: referenceRun })}\n`);
  } else {
    process.stdout.write(`piglit ${corpus.version} on the ${backend} lane: ${summary.total} tests in ${seconds.toFixed(1)} s (--jobs ${jobs})\n`);
    process.stdout.write(`  pass ${summary.pass}  fail ${summary.fail}  skip ${summary.skip}  crash ${summary.crash}  timeout ${summary.timeout}\n`);
    const byReason = formatByReason(results);
    if (byReason !== '') process.stdout.write(`by reason:\n${byReason}\n`);
    if (comparison) {
      for (const { result, expected } of comparison.regressions) process.stdout.write(`REGRESSION ${result.test}: expected ${expected}, got ${result.status}: ${result.reason}\n`);
      for (const r of comparison.fixes) process.stdout.write(`fixed ${r.test} (fold in with --update-baseline)\n`);
      for (const { result, expected } of comparison.changed) process.stdout.write(`changed ${result.test}: ${expected} → ${result.status}: ${result.reason}\n`);
      for (const p of comparison.policyChanges) process.stdout.write(`policy count changed: ${p.reason}: ${p.expected} → ${p.got}\n`);
      process.stdout.write(`baseline ${String(baselinePath)}: ${comparison.regressions.length} regressions, ${comparison.fixes.length} fixes\n`);
    }
    if (reference !== null && lanes !== null) {
      const r = summarize(reference.results);
      process.stdout.write(`the reference lane on the same ${r.total} tests in ${reference.seconds.toFixed(1)} s: pass ${r.pass}  fail ${r.fail}  skip ${r.skip}  crash ${r.crash}  timeout ${r.timeout}\n`);
      process.stdout.write(`${formatLaneComparison(lanes)}\n`);
    }
    if (verify !== null) {
      process.stdout.write(`verify (MOBILEGL_PIPE_PUSH=${env.MOBILEGL_PIPE_PUSH}, MOBILEGL_PIPE_VERIFY=1): ${verify.verbs} verbs compared in ${verify.tests} tests, ${verify.divergences} divergences\n`);
      for (const d of verify.diverged) process.stdout.write(`DIVERGENCE ${d.test}: ${d.first.join('; ')}\n`);
      // A verify run that verified nothing proves nothing: it fails too.
      if (verify.tests === 0) process.stdout.write('verify: no test ran with MOBILEGL_PIPE_VERIFY=1\n');
    }
  }
  const divergent = verify !== null && (verify.divergences > 0 || verify.tests === 0);
  const missing = lanes !== null && lanes.missing.length > 0;
  return (comparison !== null && comparison.regressions.length > 0) || divergent || missing ? 1 : 0;
}

/** The comparison in --json: the two numbers and the tests behind the differences (verdicts with their reasons). */
function comparisonJson(c: LaneComparison): object {
  return { referencePasses: c.referencePasses, oursAmongThem: c.oursAmongThem, common: c.common, missing: c.missing, oursOnly: c.oursOnly, onlyReference: c.onlyReference, onlyOurs: c.onlyOurs };
}

/** Reads a `piglit run --json` output's results (the last JSON line: a run may be preceded by other output). */
function readRunResults(path: string): LaneResult[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${path}: ${(err as Error).message}`);
  }
  const line = text.trim().split('\n').reverse().find((l) => l.startsWith('{'));
  let parsed: unknown;
  try {
    parsed = line === undefined ? undefined : JSON.parse(line);
  } catch {
    parsed = undefined;
  }
  const results = (parsed as { results?: unknown } | undefined)?.results;
  const ok = Array.isArray(results) && results.every((r) => typeof r === 'object' && r !== null && typeof (r as LaneResult).test === 'string' &&
    typeof (r as LaneResult).status === 'string' && typeof (r as LaneResult).reason === 'string');
  if (!ok) throw new UsageError(`${path} is not the output of \`mgpipe piglit run --json\` (no results[] of {test, status, reason})`);
  return results as LaneResult[];
}

/** `piglit compare REFERENCE.json OURS.json`: the same comparison as --against, over two saved runs. */
export function compare(args: ParsedArgs): number {
  if (args.positionals.length !== 2) throw new UsageError('piglit compare takes two files: REFERENCE.json OURS.json (each from `piglit run --json`)');
  const reference = readRunResults(args.positionals[0]), ours = readRunResults(args.positionals[1]);
  let lanes: LaneComparison;
  try {
    lanes = compareLanes(reference, ours);
  } catch (err) {
    throw new UsageError((err as Error).message); // a test listed twice: not one run's output
  }
  if (args.flags.has('json')) process.stdout.write(`${JSON.stringify(comparisonJson(lanes))}\n`);
  else process.stdout.write(`${formatLaneComparison(lanes)}\n`);
  return lanes.missing.length > 0 ? 1 : 0;
}

export function fetch(): number {
  const corpus = fetchCorpus();
  process.stdout.write(`piglit ${corpus.version}\n${corpus.root}\n`);
  return 0;
}

export function sample(args: ParsedArgs): number {
  const corpus = fetchCorpus();
  const size = num(args, 'size', 300);
  const seed = num(args, 'seed', 13);
  const candidates = sampleCandidates(corpus.root);
  const tests = stratifiedSample(candidates, size, seed);
  const out = String(args.flags.get('out') ?? SAMPLE_LIST);
  writeFileSync(out, `${[
    `# Generated by \`mgpipe piglit sample --size ${size} --seed ${seed}\` from piglit ${corpus.version}; do not edit.`,
    `# Rule: the .shader_test files (tests/ + generated_tests/) whose [require] asks for desktop GLSL 1.40–4.50 and`,
    `# that no policy skips (${candidates.length} of them), grouped by their first three path components, each group`,
    `# shuffled with mulberry32(seed) and cut to a share of the size proportional to the square root of the group's`,
    `# size (at least one), sorted. ${tests.length} tests.`,
    ...tests,
  ].join('\n')}\n`);
  process.stdout.write(`${tests.length} tests → ${out}\n`);
  return 0;
}
