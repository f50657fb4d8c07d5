// @mgpipe/conformance: piglit's .shader_test files run through a shader_runner for the GL interface
// (DESIGN §5 "piglit"), on the reference lane and on ours, against a deqp-runner-style baseline.
export { DEFAULT_SIZE, runShaderTest, runShaderTestFile, type RunOptions } from './execute.ts';
export { parseShaderTest, parseVersion, type ShaderTest } from './shader-test.ts';
export { POLICY_REASONS, policySkip, type PolicyName } from './policy.ts';
export { DEFAULT_TOLERANCE, type Status, type Verdict, type VerifyTally } from './test-run.ts';
export { compareWithBaseline, formatBaseline, parseBaseline, readBaseline, reasonCategory, type Baseline, type BaselineComparison } from './baseline.ts';
export { fetchCorpus, globToRegExp, inGlslRange, listCorpus, readList, SAMPLE_LIST, sampleBaseline, sampleCandidates, stratifiedSample, stratumOf, testInfo, type Corpus, type TestInfo } from './corpus.ts';
export { runPool, type PoolOptions, type TestResult } from './pool.ts';
export { formatByReason, summarize, summarizeVerify, type RunSummary, type VerifySummary } from './summary.ts';
export { compareLanes, formatLaneComparison, type LaneComparison, type LaneResult } from './lane-comparison.ts';
