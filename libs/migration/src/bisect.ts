// Bisect a regression to push bits (DESIGN §4 "bisect a regression to a push bit", §8 `mgpipe bisect`).
// Given a case that fails with some push bits on, search the subsystem bits for the smallest failing set.
// Every mask tried is closed under the prerequisite table of subsystems.ts (a bit is never tried without the
// bits it requires: the switch parser would refuse such a mask, and the result would mean nothing).
//
// Search (a ddmin over prerequisite-closed sets): from the failing start set, try the closure of each half of
// the current bits; when neither half fails alone, try dropping one bit together with every bit that needs it;
// stop when no such step still fails. The result is 1-minimal: dropping any bit (with its dependents) passes.
// The culprits are the bits of that set no other bit of it requires; the rest are there as their prerequisites.
// The runner decides what "fails" means (image mismatch, verify divergence, a timeout); results are cached by mask.
// `confirmCulprit` then re-runs, uncached, the smallest failing set (it must fail again, or the culprit is a flake)
// and its complement in the start set (the start set with the culprit bits and their dependents off).

import { pushDependencyErrors } from './subsystems.ts';
import { SUBSYSTEMS, SubsystemBit, subsystemNamesOf, type SubsystemName } from './subsystems.ts';

/** A run's verdict with why it failed (`mismatch`, `timeout`, ...) when the runner knows. */
export interface RunOutcome {
  readonly failed: boolean;
  readonly reason?: string;
}

/** Runs the case with exactly `mask` pushed; resolves true (or {failed: true}) when it fails. */
export type BisectRunner = (mask: number) => Promise<boolean | RunOutcome>;

export interface BisectStep {
  readonly mask: number;
  readonly pushed: readonly SubsystemName[];
  readonly failed: boolean;
  readonly reason?: string;
}

export interface BisectOptions {
  /** Called after every run, in order (a progress line per child run). */
  readonly onStep?: (step: BisectStep) => void;
}

async function runStep(run: BisectRunner, mask: number, onStep?: (s: BisectStep) => void): Promise<BisectStep> {
  const r = await run(mask);
  const outcome: RunOutcome = typeof r === 'boolean' ? { failed: r } : r;
  const step: BisectStep = { mask, pushed: subsystemNamesOf(mask), failed: outcome.failed, ...(outcome.reason !== undefined ? { reason: outcome.reason } : {}) };
  onStep?.(step);
  return step;
}

export type BisectResult =
  | { readonly kind: 'culprit'; readonly startMask: number; readonly minimalMask: number; readonly culprits: readonly SubsystemName[]; readonly prerequisites: readonly SubsystemName[]; readonly steps: readonly BisectStep[] }
  | { readonly kind: 'passes'; readonly startMask: number; readonly steps: readonly BisectStep[] }
  | { readonly kind: 'fails-without-push'; readonly startMask: number; readonly steps: readonly BisectStep[] };

const bitOf = (name: string) => 1 << SubsystemBit[name as SubsystemName];

/** `mask` plus every prerequisite of its bits, transitively. */
export function prerequisiteClosure(mask: number): number {
  let out = mask;
  for (let changed = true; changed; ) {
    changed = false;
    for (const s of SUBSYSTEMS) {
      if ((out & bitOf(s.name)) === 0) continue;
      for (const r of s.requires) if ((out & bitOf(r)) === 0) { out |= bitOf(r); changed = true; }
    }
  }
  return out;
}

/** `bit` plus every bit of `within` that requires it, transitively (what must go when `bit` goes). */
export function dependentClosure(bit: number, within: number): number {
  let out = bit;
  for (let changed = true; changed; ) {
    changed = false;
    for (const s of SUBSYSTEMS) {
      const b = bitOf(s.name);
      if ((within & b) === 0 || (out & b) !== 0) continue;
      if (s.requires.some((r) => (out & bitOf(r)) !== 0)) { out |= b; changed = true; }
    }
  }
  return out;
}

/** The bits of `mask` that no other bit of `mask` requires. */
export function topsOf(mask: number): SubsystemName[] {
  const names = subsystemNamesOf(mask);
  return names.filter((n) => !SUBSYSTEMS.some((s) => names.includes(s.name) && (s.requires as readonly string[]).includes(n)));
}

export async function bisectPushBits(run: BisectRunner, startMask: number, options: BisectOptions = {}): Promise<BisectResult> {
  const start = prerequisiteClosure(startMask);
  const steps: BisectStep[] = [];
  const seen = new Map<number, boolean>();
  const fails = async (mask: number): Promise<boolean> => {
    const errors = pushDependencyErrors(mask);
    if (errors.length > 0) throw new Error(`bisect built an invalid mask 0x${mask.toString(16)}: ${errors.join('; ')}`);
    const known = seen.get(mask);
    if (known !== undefined) return known;
    const step = await runStep(run, mask, options.onStep);
    seen.set(mask, step.failed);
    steps.push(step);
    return step.failed;
  };

  if (!(await fails(start))) return { kind: 'passes', startMask: start, steps };
  if (await fails(0)) return { kind: 'fails-without-push', startMask: start, steps };

  let cur = start;
  search: for (;;) {
    const bits = subsystemNamesOf(cur);
    if (bits.length <= 1) break;
    const half = Math.ceil(bits.length / 2);
    for (const part of [bits.slice(0, half), bits.slice(half)]) {
      const m = prerequisiteClosure(part.reduce((acc, n) => acc | bitOf(n), 0));
      if (m !== cur && m !== 0 && (await fails(m))) { cur = m; continue search; }
    }
    // Neither half fails alone: drop one bit (with its dependents) at a time, latest bits first.
    for (const n of [...bits].reverse()) {
      const m = cur & ~dependentClosure(bitOf(n), cur);
      if (m !== 0 && (await fails(m))) { cur = m; continue search; }
    }
    break;
  }
  const culprits = topsOf(cur);
  return { kind: 'culprit', startMask: start, minimalMask: cur, culprits, prerequisites: subsystemNamesOf(cur).filter((n) => !culprits.includes(n)), steps };
}

export interface Confirmation {
  /** The smallest failing set, run again: it must fail again. */
  readonly culprit: BisectStep;
  /** The start set without the culprit bits (and the bits that require them), run again. */
  readonly complement: BisectStep;
  /** False: the smallest failing set passed on the re-run, so the culprit did not reproduce (a flake). */
  readonly reproduced: boolean;
  /** True: the start set still fails without the culprit: another push regression remains outside it. */
  readonly otherRegression: boolean;
}

/** The flake guard: re-runs (not from the cache) the culprit mask and its complement in the start set. */
export async function confirmCulprit(run: BisectRunner, result: Extract<BisectResult, { kind: 'culprit' }>, options: BisectOptions = {}): Promise<Confirmation> {
  const culpritBits = result.culprits.reduce((acc, n) => acc | bitOf(n), 0);
  const complementMask = result.startMask & ~dependentClosure(culpritBits, result.startMask);
  const culprit = await runStep(run, result.minimalMask, options.onStep);
  const complement = await runStep(run, complementMask, options.onStep);
  return { culprit, complement, reproduced: culprit.failed, otherRegression: culprit.failed && complement.failed };
}
