// What the workspace's Nx plugin (index.cts, registered in nx.json) infers, as plain functions of the files:
//
//  - `migration-state` (root migrations/, from migrations/state.json): the owner of state.json. libs/migration's
//    loader reads it at import time, so the plugin adds the edge migration → migration-state (createDependencies)
//    and every project depending on migration — i.e. every test that reads the state through the loader — gets
//    state.json in its `^production` hash and is affected by an edit of it (an advance-phase step).
//  - `subsystem-<name>` (root migrations/subsystems/<name>, from its subsystem.json), one per migration subsystem:
//    tags subsystem:<name>, phase:<phase from state.json>, side:server (+ purity:server from C); implicit
//    dependencies on its code library gles-<name>, the front end and tracker it runs through, libs/migration and
//    the subsystem projects it requires (libs/migration's prerequisite table), so `nx affected` follows the
//    prerequisite edges and nothing else; targets `test` and `verify` (subsystem-gates/cli.ts) with one
//    configuration per testable phase (phase-push.ts) and inputs naming every file the run reads.
//
// Inputs of the subsystem targets, and why each is there:
//   default, ^production       subsystem.json; its library, its prerequisites' libraries, gl-impl, tracker,
//                              migration, state.json (through migration-state) and their dependencies
//   {workspaceRoot}/...        files that are not in the graph edges but select what runs: state.json, the
//                              wiring (backend-gles src: every subsystem runs through it, so editing it affects
//                              all twelve), lanes, the CLI it spawns, this target's own runner, its scenario
//                              files, its unit test files with their helpers and vitest configs
//   {input, projects}          the rest of the runtime the run loads (the other subsystem libraries via the
//                              wiring, harness, reference lane, scenarios package, trace, the app): hashed, but
//                              not an `affected` trigger, so a change to a non-prerequisite subsystem's library
//                              does not select this project (its own project is) yet never replays a stale result
//   env                        MOBILEGL_PIPE_TEST_FAULT and NODE_ENV: the only switches the runner lets through
//   dependentTasksOutputFiles  the native addons built by build-native

import type { TargetConfiguration } from '@nx/devkit';
import { SUBSYSTEMS, isSubsystemName, phaseRank, validateMigrationState, type MigrationPhase, type SubsystemName } from '@mgpipe/migration';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { testablePhases } from '../subsystem-gates/phase-push.ts';

export const STATE_FILE = 'migrations/state.json';
export const STATE_PROJECT = 'migration-state';
/** The file of libs/migration that loads state.json (the source of the migration → migration-state edge). */
export const STATE_LOADER = 'libs/migration/src/migration-state.ts';
/** Where backend-gles lists the subsystems it has a PipeInputs path for (alias at A, push from B). */
export const PUSH_PATH_FILE = 'libs/gles-core/src/state/pipe-inputs.ts';
export const GATES_CLI = 'tools/mgpipe-plugin/src/subsystem-gates/cli.ts';

/** Projects whose production files every subsystem run loads without being a graph edge of it. */
const RUNTIME_PROJECTS = ['backend-gles', 'gles-core', 'lanes', 'harness', 'reference-gl', 'scenarios', 'trace', 'mgpipe', 'native-gl', 'native-shader', 'shader', 'gl-state', 'gl-api', 'pipe-types', 'value-types', 'wire'];

const WIRING_INPUTS = [
  `{workspaceRoot}/${STATE_FILE}`,
  '{workspaceRoot}/libs/backend-gles/src/**/*',
  '{workspaceRoot}/libs/lanes/src/**/*',
  '{workspaceRoot}/apps/mgpipe/bin/**/*',
  '{workspaceRoot}/apps/mgpipe/src/**/*',
  '{workspaceRoot}/tools/mgpipe-plugin/src/subsystem-gates/**/*',
  '{workspaceRoot}/tools/mgpipe-plugin/src/migration/verify-runner.ts',
  '{workspaceRoot}/tools/mgpipe-plugin/src/migration/workspace-data.ts',
  '{workspaceRoot}/fixtures/scenarios/src/index.ts',
  '{workspaceRoot}/fixtures/scenarios/src/gl-util.ts',
  '{workspaceRoot}/fixtures/scenarios/src/lib/**/*',
];

export interface InferredProject {
  readonly root: string;
  readonly name: string;
  readonly projectType?: 'library';
  readonly tags: string[];
  readonly implicitDependencies?: string[];
  readonly namedInputs?: Record<string, string[]>;
  readonly targets?: Record<string, TargetConfiguration>;
}

interface SubsystemJson { subsystem: string; verifyScenarios: string[]; unitTests: string[] }

/** The subsystems backend-gles has a PipeInputs path for, read from the source (the plugin loads no backend code). */
export function pushPathSubsystems(root: string): string[] {
  const text = readFileSync(join(root, PUSH_PATH_FILE), 'utf8');
  const m = /export const PIPE_INPUT_SUBSYSTEMS = \[([^\]]*)\]/.exec(text);
  if (m === null) throw new Error(`${PUSH_PATH_FILE}: PIPE_INPUT_SUBSYSTEMS not found (the plugin reads it to know which phases are testable)`);
  return [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]);
}

/** The tags of a subsystem project at `phase` (what the lint rows and advance-phase's drift check read). */
export function subsystemTags(name: string, phase: MigrationPhase): string[] {
  return [`subsystem:${name}`, `phase:${phase}`, 'side:server', ...(phaseRank(phase) >= phaseRank('C') ? ['purity:server'] : [])];
}

/** A unit test's own files: the test, the helpers beside it (non-test .ts), its project's vitest config. */
function unitTestInputs(root: string, entry: string): string[] {
  const test = entry.split('::')[0];
  let projectRoot = dirname(test);
  while (projectRoot !== '.' && !existsSync(join(root, projectRoot, 'vitest.config.ts'))) projectRoot = dirname(projectRoot);
  const dir = dirname(test);
  const helpers = existsSync(join(root, dir)) ? readdirSync(join(root, dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => `${dir}/${f}`) : [];
  return [test, ...helpers, `${projectRoot}/vitest.config.ts`].map((f) => `{workspaceRoot}/${f}`);
}

function gateTarget(mode: 'test' | 'verify', name: string, recorded: MigrationPhase, phases: readonly MigrationPhase[], data: SubsystemJson, root: string): TargetConfiguration {
  const otherLibraries = SUBSYSTEMS.map((s) => `gles-${s.name}`).filter((p) => p !== `gles-${name}`);
  const files = [
    ...WIRING_INPUTS,
    ...data.verifyScenarios.map((s) => `{workspaceRoot}/fixtures/scenarios/src/scenarios/${s}.ts`),
    ...(mode === 'test' ? [...new Set(data.unitTests.flatMap((t) => unitTestInputs(root, t)))] : []),
  ];
  return {
    executor: 'nx:run-commands',
    // run-commands forwards the `phase` option as --phase=<phase>; a configuration overrides it.
    options: { command: `npx tsx ${GATES_CLI} ${mode} ${name}`, cwd: '{workspaceRoot}', phase: recorded },
    configurations: Object.fromEntries(phases.map((p) => [p, { phase: p }])),
    cache: true,
    inputs: [
      'default',
      '^production',
      ...files,
      { input: 'production', projects: [...RUNTIME_PROJECTS, ...otherLibraries] },
      { env: 'MOBILEGL_PIPE_TEST_FAULT' },
      { env: 'NODE_ENV' },
      { externalDependencies: ['tsx', 'vitest'] },
      { dependentTasksOutputFiles: '**/*.node', transitive: true },
    ],
    outputs: [`{workspaceRoot}/dist/subsystems/${name}/${mode}-{options.phase}.json`],
    metadata: {
      description: mode === 'test'
        ? `${name}: unit tests, then verify scenarios against the reference, with the push set of a phase (default: recorded ${recorded}; configurations ${phases.join(', ')})`
        : `${name}: verify scenarios against the reference with the push set of a phase (default: recorded ${recorded})`,
      technologies: ['mgpipe'],
    },
  };
}

/** The migration-state project (from migrations/state.json). */
export function inferStateProject(): InferredProject {
  return {
    root: 'migrations',
    name: STATE_PROJECT,
    tags: ['scope:migration-state', 'side:shared'],
    // Its production files are the state alone: the subsystem README it also owns is documentation.
    namedInputs: { production: [`{projectRoot}/state.json`] },
  };
}

/** The subsystem project of `migrations/subsystems/<name>/subsystem.json`, the phase read from state.json. */
export function inferSubsystemProject(root: string, subsystemJsonFile: string, backend = 'gles'): InferredProject {
  const projectRoot = dirname(subsystemJsonFile);
  const name = projectRoot.split('/').pop()!;
  if (!isSubsystemName(name)) throw new Error(`${subsystemJsonFile}: '${name}' is not a subsystem of libs/migration's table`);
  const data = JSON.parse(readFileSync(join(root, subsystemJsonFile), 'utf8')) as SubsystemJson;
  if (data.subsystem !== name) throw new Error(`${subsystemJsonFile}: "subsystem" is '${data.subsystem}', its folder says '${name}'`);
  const state = validateMigrationState(JSON.parse(readFileSync(join(root, STATE_FILE), 'utf8')), STATE_FILE);
  const recorded = state.backends[backend].subsystems[name as SubsystemName].phase;
  const phases = testablePhases(recorded, pushPathSubsystems(root).includes(name));
  const row = SUBSYSTEMS.find((s) => s.name === name)!;
  return {
    root: projectRoot,
    name: `subsystem-${name}`,
    projectType: 'library',
    tags: subsystemTags(name, recorded),
    implicitDependencies: [`gles-${name}`, 'gl-impl', 'tracker', 'migration', ...row.requires.map((r) => `subsystem-${r}`)],
    targets: { test: gateTarget('test', name, recorded, phases, data, root), verify: gateTarget('verify', name, recorded, phases, data, root) },
  };
}

/** Whether libs/migration's loader (still) reads state.json: the edge migration → migration-state. */
export function loaderReadsState(root: string): boolean {
  const file = join(root, STATE_LOADER);
  return existsSync(file) && /new URL\(\s*['"](?:\.\.\/)+migrations\/state\.json['"]/.test(readFileSync(file, 'utf8'));
}
