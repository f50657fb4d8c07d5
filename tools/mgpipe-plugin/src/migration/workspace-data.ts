// The migration data the plugin reads and writes, through a small file interface so that the same code runs on
// an Nx Tree (generator, --dry-run, tests) and on the disk (CLI, targets): migrations/state.json, the subsystem
// data under migrations/subsystems/<name>/subsystem.json (the subsystem-<name> projects themselves are inferred
// from it by src/nx-plugin, their tags from state.json), the code libraries' project.json tags.

import { validateMigrationState, type MigrationPhase, type SubsystemName } from '@mgpipe/migration';

export interface FileAccess {
  read(path: string): string | null;
  write?(path: string, content: string): void;
  /** Every file under `dir`, recursively (workspace-relative paths); [] when it does not exist. */
  list?(dir: string): string[];
}

export const STATE_PATH = 'migrations/state.json';
export const SUBSYSTEMS_DIR = 'migrations/subsystems';
export const SUBSYSTEMS_README = `${SUBSYSTEMS_DIR}/README.md`;
export const RESIDUAL_LAYOUT_PATH = 'libs/migration/src/residual/residual-layout.ts';
export const CATALOG_PATH = 'schema/pipe-calls.json';
export const subsystemJsonPath = (s: string) => `${SUBSYSTEMS_DIR}/${s}/subsystem.json`;
export const projectNameOf = (s: string) => `subsystem-${s}`;
/**
 * The code library of a subsystem (GLES backend): libs/gles-subsystems/<name>, Nx project `gles-<name>`. Its
 * `subsystem:` / `phase:` tags are kept equal to state.json (advance-phase moves them; the subsystem project's are
 * inferred from state.json), and the purity gate reads its imports.
 */
export const CODE_LIBS_DIR = 'libs/gles-subsystems';
export const codeLibraryDir = (s: string) => `${CODE_LIBS_DIR}/${s}`;
export const codeProjectJsonPath = (s: string) => `${codeLibraryDir(s)}/project.json`;
export const codeProjectNameOf = (s: string) => `gles-${s}`;

export interface SubsystemData {
  readonly subsystem: SubsystemName;
  readonly verifyScenarios: readonly string[];
  readonly unitTests: readonly string[];
  /** backend → files (a path, optionally followed by a parenthesised note). */
  readonly backendFiles: Readonly<Record<string, readonly string[]>>;
  /** Why phase C has no memo of it to rekey (no object reference): the memos gate takes it instead of a handle memo. */
  readonly memoFree?: string;
}

export interface ProjectJson {
  name: string;
  tags?: string[];
  [key: string]: unknown;
}

function readJson<T>(files: FileAccess, path: string): T {
  const text = files.read(path);
  if (text === null) throw new Error(`${path} is missing`);
  return JSON.parse(text) as T;
}

/** migrations/state.json as a mutable document (validated first): what the generator edits and writes back. */
export interface MigrationStateDoc {
  backends: Record<string, { residualBlockSize: number; subsystems: Record<SubsystemName, { phase: MigrationPhase; pushDefault: boolean }> }>;
  [key: string]: unknown;
}

export function readState(files: FileAccess): MigrationStateDoc {
  const text = files.read(STATE_PATH);
  if (text === null) throw new Error(`${STATE_PATH} is missing`);
  const raw = JSON.parse(text) as MigrationStateDoc;
  validateMigrationState(raw, STATE_PATH);
  return raw;
}

export function readSubsystemData(files: FileAccess, subsystem: string): SubsystemData {
  return readJson<SubsystemData>(files, subsystemJsonPath(subsystem));
}

/** The code library's project.json (null for a workspace copy without it). */
export function readCodeProjectJson(files: FileAccess, subsystem: string): ProjectJson | null {
  const text = files.read(codeProjectJsonPath(subsystem));
  return text === null ? null : (JSON.parse(text) as ProjectJson);
}

/** The code library's source files (src/, tests excluded): what the purity gate reads. */
export function codeLibrarySources(files: FileAccess, subsystem: string): string[] {
  return (files.list?.(`${codeLibraryDir(subsystem)}/src`) ?? []).filter((p) => p.endsWith('.ts') && !p.endsWith('.test.ts')).sort();
}

/** The file path of a backendFiles entry ("libs/x/y.ts (note)" → "libs/x/y.ts"). */
export function filePathOf(entry: string): string {
  return entry.split(' ')[0];
}

/** The phase tag of a project (null when it has none or several). */
export function phaseTagOf(project: ProjectJson): string | null {
  const tags = (project.tags ?? []).filter((t) => t.startsWith('phase:'));
  return tags.length === 1 ? tags[0].slice('phase:'.length) : null;
}
