// Provenance of every table row, derived from gl.xml (never hand-typed): the first desktop GL version
// whose <feature> block requires the command, whether the 4.5 core profile keeps it (GL 3.2+ <remove
// profile="core"> blocks), and the desktop extensions that define a command of the same name (the ARB/KHR
// extensions the core version promoted it from). Emits libs/gl-api/src/gl-command-origins.generated.ts,
// which also lists the registry's whole GL 4.5 core command set, so the front end's completeness test
// checks the interface against gl.xml rather than against the table it was generated from.
import type { FnRow } from './table.ts';
import { jsName } from './js-shape.ts';
import { attr, namesIn, parseExtensions } from './khronos-registry.ts';

export interface CommandOrigin {
  /** e.g. "GL_VERSION_4_5"; null for a command no desktop version requires (GLES-only rows). */
  version: string | null;
  /** Desktop extensions (supported="gl…" / "glcore") whose <require> names this command. */
  extensions: string[];
  /** In GL 4.5 core: required by GL_VERSION_1_0..4_5 and not removed for the core profile. */
  core45: boolean;
}

interface FeatureBlock {
  name: string;
  number: number;
  required: string[];
  removedInCore: string[];
  requiredEnums: string[];
  removedEnumsInCore: string[];
}

function desktopFeatures(xml: string): FeatureBlock[] {
  const out: FeatureBlock[] = [];
  for (const m of xml.matchAll(/<feature\b([^>]*)>([\s\S]*?)<\/feature>/g)) {
    if (attr(m[1]!, 'api') !== 'gl') continue;
    const block: FeatureBlock = { name: attr(m[1]!, 'name')!, number: Number(attr(m[1]!, 'number')), required: [], removedInCore: [], requiredEnums: [], removedEnumsInCore: [] };
    for (const r of m[2]!.matchAll(/<(require|remove)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
      const profile = attr(r[2]!, 'profile');
      if (profile === 'compatibility') continue;
      const [commands, enums] = r[1] === 'require' ? [block.required, block.requiredEnums] : [block.removedInCore, block.removedEnumsInCore];
      commands.push(...namesIn(r[3]!, 'command'));
      enums.push(...namesIn(r[3]!, 'enum'));
    }
    out.push(block);
  }
  return out.sort((a, b) => a.number - b.number);
}

/** The registry's GL 4.5 core-profile set of commands or enums, in feature order. */
function core45(xml: string, kind: 'commands' | 'enums'): string[] {
  // In version order: a later version may bring back what 3.2 removed (GetPointerv returns in 4.3 with KHR_debug).
  const set = new Set<string>();
  for (const f of desktopFeatures(xml)) {
    if (f.number > 4.5 + 1e-9) break;
    for (const c of kind === 'commands' ? f.removedInCore : f.removedEnumsInCore) set.delete(c);
    for (const c of kind === 'commands' ? f.required : f.requiredEnums) set.add(c);
  }
  return [...set];
}

/** The registry's GL 4.5 core-profile command set, in feature order. */
export const core45Commands = (xml: string): string[] => core45(xml, 'commands');

/** The registry's GL 4.5 core-profile enum set, in feature order. */
export const core45Enums = (xml: string): string[] => core45(xml, 'enums');

export function commandOrigins(xml: string, names: readonly string[]): Map<string, CommandOrigin> {
  const features = desktopFeatures(xml);
  const firstVersion = new Map<string, string>();
  for (const f of features) for (const c of f.required) if (!firstVersion.has(c)) firstVersion.set(c, f.name);
  const byCommand = new Map<string, string[]>();
  for (const e of parseExtensions(xml)) {
    if (!e.supported.includes('gl') && !e.supported.includes('glcore')) continue;
    for (const c of new Set(e.commands)) byCommand.set(c, [...(byCommand.get(c) ?? []), e.name]);
  }
  const core = new Set(core45Commands(xml));
  const out = new Map<string, CommandOrigin>();
  for (const n of names) out.set(n, { version: firstVersion.get(n) ?? null, extensions: byCommand.get(n) ?? [], core45: core.has(n) });
  return out;
}

export function emitCommandOrigins(xml: string, rows: FnRow[]): string {
  const origins = commandOrigins(xml, rows.map((r) => r.name));
  const core = core45Commands(xml);
  const lines = [
    `/** Where each GL table row comes from in gl.xml (C name → first desktop version, defining extensions, in 4.5 core). */`,
    `export const GL_COMMAND_ORIGINS: Readonly<Record<string, { readonly version: string | null; readonly extensions: readonly string[]; readonly core45: boolean }>> = {`,
  ];
  for (const r of rows) {
    const o = origins.get(r.name)!;
    lines.push(`  ${r.name}: { version: ${o.version === null ? 'null' : `'${o.version}'`}, extensions: [${o.extensions.map((e) => `'${e}'`).join(', ')}], core45: ${o.core45} },`);
  }
  lines.push(`};`, ``);
  lines.push(`/** The ${core.length} commands of the GL 4.5 core profile in gl.xml (GL_VERSION_1_0..4_5 minus core removals), as GL interface method names. */`);
  lines.push(`export const GL_CORE_45_METHODS: readonly string[] = [`);
  for (const c of core) lines.push(`  '${jsName(c)}',`);
  lines.push(`];`, ``);
  return lines.join('\n');
}
