// The MOBILEGL_PIPE_* switches (DESIGN §8, seeds §6.7), parsed and latched once at init like every other
// MOBILEGL_* switch: a value read mid-frame could flip a subsystem between two verbs of one draw. CLI flags
// (--push / --verify / --stats) win over the environment. Bad values are errors with the valid set in the
// message, never a silent default: a typo in a bisect run would otherwise test the wrong configuration.

import { kPipeInputFieldNames, kVerbClassNames } from '@mgpipe/pipe-types';
import { DEFAULT_BACKEND, defaultPushMask } from './migration-state.ts';
import { parseTestFault, type TestFault } from './test-fault.ts';
import {
  ALL_SUBSYSTEMS_MASK,
  NO_CSO_CONTROL_BIT,
  NO_CSO_CONTROL_NAME,
  SUBSYSTEM_NAMES,
  SubsystemBit,
  isSubsystemName,
  pushDependencyErrors,
  type SubsystemName,
} from './subsystems.ts';

export interface PipeSwitches {
  /** Subsystem push bits (SubsystemBit); 0 = everything pulls. */
  readonly pushMask: number;
  /** Negative control: CSO content addressing off (every pipeline move creates a fresh CSO). */
  readonly noCsoContentAddressing: boolean;
  readonly verify: boolean;
  readonly stats: boolean;
  readonly legacyMemos: boolean;
  /** MOBILEGL_PIPE_VERIFY_CORRUPT: the PipeInputs group verify must corrupt (and so go red on). */
  readonly verifyCorrupt: string | null;
  /** MOBILEGL_PIPE_POISON_OMIT: skip filling `field` for verb class `verb` (the poison check must go red). */
  readonly poisonOmit: { readonly verb: string; readonly field: string } | null;
  /**
   * MOBILEGL_PIPE_TEST_FAULT (test-only, test-fault.ts): the subsystems whose push path corrupts what it delivers.
   * Null when unset; refused (PipeSwitchError) outside NODE_ENV=test unless `allowTestFaults` is given.
   */
  readonly testFault: readonly SubsystemName[] | null;
  /** MOBILEGL_PIPE_TEST_FAULT's `alias:<subsystem>` entries: the subsystems whose alias fill reads the context wrong. */
  readonly aliasTestFault: readonly SubsystemName[] | null;
  /**
   * MOBILEGL_PIPE_ALIAS: the subsystems read through PipeInputs filled from the context (phase A) when not pushed,
   * whatever migrations/state.json records (`none` = no subsystem). Null when unset: state.json's phase-A
   * subsystems. What `nx run subsystem-<name>:test:<phase>` sets so a run tests that phase, not the recorded one.
   */
  readonly alias: readonly SubsystemName[] | null;
  /**
   * MOBILEGL_PIPE_INDEX_MIRROR_MB (default 64, a non-negative number; fractions allowed so tests can force a few
   * bytes): the budget of the server's index host mirror (seeds D-B7). Element buffers beyond it draw from per-draw
   * host spans, counted as index-bytes-shipped.
   */
  readonly indexMirrorMB: number;
}

export interface PipeCliOverrides {
  push?: string;
  verify?: string;
  stats?: string;
  /** `--allow-test-faults`: accept MOBILEGL_PIPE_TEST_FAULT outside NODE_ENV=test. */
  allowTestFaults?: boolean;
}

export class PipeSwitchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PipeSwitchError';
  }
}

export const PIPE_ENV = {
  push: 'MOBILEGL_PIPE_PUSH',
  verify: 'MOBILEGL_PIPE_VERIFY',
  stats: 'MOBILEGL_PIPE_STATS',
  legacyMemos: 'MOBILEGL_PIPE_LEGACY_MEMOS',
  verifyCorrupt: 'MOBILEGL_PIPE_VERIFY_CORRUPT',
  poisonOmit: 'MOBILEGL_PIPE_POISON_OMIT',
  alias: 'MOBILEGL_PIPE_ALIAS',
  indexMirrorMB: 'MOBILEGL_PIPE_INDEX_MIRROR_MB',
} as const;

/** The seeds' default index host mirror budget (D-B7), in MiB. */
export const DEFAULT_INDEX_MIRROR_MB = 64;

/** `all` | `none` | `<name>,<name>,...` (incl. `nocso`) | `0x<hex>` (bit 63 = nocso). */
export function parsePushValue(value: string, origin: string = PIPE_ENV.push): { pushMask: number; noCso: boolean } {
  const v = value.trim();
  let pushMask = 0;
  let noCso = false;
  if (v === 'all') pushMask = ALL_SUBSYSTEMS_MASK;
  else if (v === 'none' || v === '0') pushMask = 0;
  else if (/^0x[0-9a-f]+$/i.test(v)) {
    const bits = BigInt(v);
    noCso = ((bits >> BigInt(NO_CSO_CONTROL_BIT)) & 1n) === 1n;
    const rest = bits & ~(1n << BigInt(NO_CSO_CONTROL_BIT));
    if ((rest & ~BigInt(ALL_SUBSYSTEMS_MASK)) !== 0n) {
      throw new PipeSwitchError(`${origin}=${value}: bits outside the subsystem set (0x${ALL_SUBSYSTEMS_MASK.toString(16)}) and the control bit ${NO_CSO_CONTROL_BIT}`);
    }
    pushMask = Number(rest);
  } else {
    for (const raw of v.split(',')) {
      const name = raw.trim();
      if (name === NO_CSO_CONTROL_NAME) noCso = true;
      else if (name === 'all') pushMask |= ALL_SUBSYSTEMS_MASK;
      else if (isSubsystemName(name)) pushMask |= 1 << SubsystemBit[name];
      else {
        throw new PipeSwitchError(
          `${origin}: unknown subsystem '${name}'. Valid: all, none, 0x<hex>, or a comma-separated list of ` +
            `${[...SUBSYSTEM_NAMES, NO_CSO_CONTROL_NAME].join(', ')}`,
        );
      }
    }
  }
  const deps = pushDependencyErrors(pushMask, noCso);
  if (deps.length > 0) throw new PipeSwitchError(`${origin}=${value} refused: ${deps.join('; ')}`);
  return { pushMask, noCso };
}

function parseBool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1') return true;
  if (value === '0') return false;
  throw new PipeSwitchError(`${name}=${value}: expected 0 or 1`);
}

function parseVerifyCorrupt(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!kPipeInputFieldNames.includes(value)) {
    throw new PipeSwitchError(`${PIPE_ENV.verifyCorrupt}=${value}: unknown PipeInputs field. Valid: ${kPipeInputFieldNames.join(', ')}`);
  }
  return value;
}

function parsePoisonOmit(value: string | undefined): PipeSwitches['poisonOmit'] {
  if (value === undefined || value === '') return null;
  const m = /^([^:]+):([^:]+)$/.exec(value);
  if (m === null) throw new PipeSwitchError(`${PIPE_ENV.poisonOmit}=${value}: expected <Verb>:<field>, e.g. draw:renderState`);
  const [, verb, field] = m;
  if (!kVerbClassNames.includes(verb)) throw new PipeSwitchError(`${PIPE_ENV.poisonOmit}=${value}: unknown verb class '${verb}'. Valid: ${kVerbClassNames.join(', ')}`);
  if (!kPipeInputFieldNames.includes(field)) throw new PipeSwitchError(`${PIPE_ENV.poisonOmit}=${value}: unknown PipeInputs field '${field}'. Valid: ${kPipeInputFieldNames.join(', ')}`);
  return { verb, field };
}

function parseIndexMirrorMB(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_INDEX_MIRROR_MB;
  const v = value.trim();
  const mb = /^(\d+(\.\d*)?|\.\d+)$/.test(v) ? Number(v) : NaN;
  if (!Number.isFinite(mb)) throw new PipeSwitchError(`${PIPE_ENV.indexMirrorMB}=${value}: expected a non-negative number of MiB (default ${DEFAULT_INDEX_MIRROR_MB})`);
  return mb;
}

function parseAlias(value: string | undefined): readonly SubsystemName[] | null {
  if (value === undefined || value.trim() === '') return null;
  if (value.trim() === 'none') return [];
  return value.split(',').map((raw) => {
    const name = raw.trim();
    if (!isSubsystemName(name)) throw new PipeSwitchError(`${PIPE_ENV.alias}: unknown subsystem '${name}'. Valid: none, or a comma-separated list of ${SUBSYSTEM_NAMES.join(', ')}`);
    return name;
  });
}

/** Pure: the switches an environment plus CLI overrides select. Throws PipeSwitchError on any bad value. */
function testFaultSwitches(fault: TestFault | null): { testFault: readonly SubsystemName[] | null; aliasTestFault: readonly SubsystemName[] | null } {
  return {
    testFault: fault === null || fault.subsystems.length === 0 ? null : fault.subsystems,
    aliasTestFault: fault === null || fault.alias.length === 0 ? null : fault.alias,
  };
}

export function parsePipeSwitches(env: Readonly<Record<string, string | undefined>>, cli: PipeCliOverrides = {}, backend = DEFAULT_BACKEND): PipeSwitches {
  const pushText = cli.push ?? env[PIPE_ENV.push];
  const push = pushText === undefined || pushText === ''
    ? { pushMask: defaultPushMask(backend), noCso: false }
    : parsePushValue(pushText, cli.push !== undefined ? '--push' : PIPE_ENV.push);
  return {
    pushMask: push.pushMask,
    noCsoContentAddressing: push.noCso,
    verify: parseBool(cli.verify !== undefined ? '--verify' : PIPE_ENV.verify, cli.verify ?? env[PIPE_ENV.verify], false),
    stats: parseBool(cli.stats !== undefined ? '--stats' : PIPE_ENV.stats, cli.stats ?? env[PIPE_ENV.stats], false),
    legacyMemos: parseBool(PIPE_ENV.legacyMemos, env[PIPE_ENV.legacyMemos], false),
    verifyCorrupt: parseVerifyCorrupt(env[PIPE_ENV.verifyCorrupt]),
    poisonOmit: parsePoisonOmit(env[PIPE_ENV.poisonOmit]),
    ...testFaultSwitches(parseTestFault(env, { allowTestFaults: cli.allowTestFaults })),
    alias: parseAlias(env[PIPE_ENV.alias]),
    indexMirrorMB: parseIndexMirrorMB(env[PIPE_ENV.indexMirrorMB]),
  };
}

/**
 * Pulls --push/--verify/--stats out of argv. `--push X`, `--push=X`; `--verify` / `--stats` alone mean 1,
 * `--verify=0` turns it off. Other arguments are left for the caller.
 */
export function parsePipeCliFlags(argv: readonly string[]): PipeCliOverrides {
  const out: PipeCliOverrides = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const m = /^--(push|verify|stats)(?:=(.*))?$/.exec(a);
    if (m === null) continue;
    const key = m[1] as 'push' | 'verify' | 'stats';
    if (m[2] !== undefined) out[key] = m[2];
    else if (key === 'push') {
      if (i + 1 >= argv.length) throw new PipeSwitchError('--push needs a value: all, none, 0x<hex> or subsystem names');
      out.push = argv[++i];
    } else out[key] = '1';
  }
  return out;
}

let latched: PipeSwitches | null = null;

/**
 * Latch once at init. A second call with a different result is an error (someone changed the environment after
 * init); the same result is returned as is, so several entry points may call it.
 */
export function latchPipeSwitches(env: Readonly<Record<string, string | undefined>> = process.env, cli: PipeCliOverrides = {}, backend = DEFAULT_BACKEND): PipeSwitches {
  const parsed = Object.freeze(parsePipeSwitches(env, cli, backend));
  if (latched === null) {
    latched = parsed;
    return latched;
  }
  if (JSON.stringify(latched) !== JSON.stringify(parsed)) {
    throw new PipeSwitchError(`MOBILEGL_PIPE_* switches were already latched as ${JSON.stringify(latched)}; re-latching with different values is refused`);
  }
  return latched;
}

/** The latched switches; latches from process.env on first use. */
export function pipeSwitches(): PipeSwitches {
  return latched ?? latchPipeSwitches();
}

/** Tests only: forget the latch. */
export function unlatchPipeSwitchesForTest(): void {
  latched = null;
}
