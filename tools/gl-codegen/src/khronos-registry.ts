// Minimal reader for Khronos gl.xml (Debian package `khronos-api`). gl.xml is machine-written and very
// regular, so a few regular expressions are enough and the generator needs no XML dependency.
import { readFileSync, existsSync } from 'node:fs';

export const GL_XML_PATH = '/usr/share/khronos-api/gl.xml';

export interface RegistryEnum {
  name: string;
  value: string; // as written in the registry, e.g. "0x1F01"
  type?: string; // "u" | "ull" when tagged
}

export interface RegistryParam {
  text: string; // C declaration, e.g. "const GLuint *buffers"
  name: string;
  len?: string; // the registry's len attribute
}

export interface RegistryCommand {
  name: string;
  ret: string; // C return type
  params: RegistryParam[];
}

export interface Registry {
  enums: Map<string, RegistryEnum>;
  commands: Map<string, RegistryCommand>;
  /** feature key ("gl 4.5", "gles2 3.2") -> enum and command names it requires (profile-agnostic). */
  features: { api: string; number: number; enums: string[]; commands: string[] }[];
  extensions: Map<string, RegistryExtension>;
}

export interface RegistryExtension {
  name: string;
  /** The APIs of the supported attribute ("gl", "glcore", "gles2", ...). */
  supported: string[];
  enums: string[];
  commands: string[];
}

export function loadGlXml(path = GL_XML_PATH): { text: string; registry: Registry } {
  if (!existsSync(path)) {
    throw new Error(`${path} not found: install the Debian package khronos-api (apt-get install -y khronos-api)`);
  }
  const text = readFileSync(path, 'utf8');
  return { text, registry: parseGlXml(text) };
}

/** The value of attribute `name` in a tag's attribute text. */
export const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The names of the <command name="..."/> (or <enum .../>) references in a <require>/<remove> body. */
export const namesIn = (body: string, element: 'command' | 'enum'): string[] =>
  [...body.matchAll(new RegExp(`<${element} name="([^"]+)"`, 'g'))].map((m) => m[1]!);

const stripTags = (s: string): string => s.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();

export function parseGlXml(text: string): Registry {
  const enums = new Map<string, RegistryEnum>();
  for (const m of text.matchAll(/<enum\b[^>]*\bvalue="[^"]*"[^>]*\/>/g)) {
    const tag = m[0];
    const api = attr(tag, 'api');
    // Some names have per-API values; the gles1-only variants are irrelevant here.
    if (api === 'gles1' || api === 'glsc2') continue;
    const name = attr(tag, 'name')!;
    if (enums.has(name) && api !== undefined) continue;
    enums.set(name, { name, value: attr(tag, 'value')!, type: attr(tag, 'type') });
  }

  const commands = new Map<string, RegistryCommand>();
  for (const m of text.matchAll(/<command\b[^>]*>([\s\S]*?)<\/command>/g)) {
    const body = m[1]!;
    const proto = /<proto[^>]*>([\s\S]*?)<\/proto>/.exec(body)![1]!;
    const name = /<name>([^<]+)<\/name>/.exec(proto)![1]!;
    const ret = stripTags(proto.replace(/<name>[^<]+<\/name>/, '')).replace(/\s*\*/g, ' *').trim();
    const params: RegistryParam[] = [];
    for (const p of body.matchAll(/<param\b([^>]*)>([\s\S]*?)<\/param>/g)) {
      const pname = /<name>([^<]+)<\/name>/.exec(p[2]!)![1]!;
      params.push({ text: stripTags(p[2]!), name: pname, len: attr(p[1]!, 'len') });
    }
    commands.set(name, { name, ret, params });
  }

  const features: Registry['features'] = [];
  for (const m of text.matchAll(/<feature\b([^>]*)>([\s\S]*?)<\/feature>/g)) {
    const body = m[2]!.replace(/<remove\b[\s\S]*?<\/remove>/g, '');
    features.push({
      api: attr(m[1]!, 'api')!,
      number: Number(attr(m[1]!, 'number')),
      enums: namesIn(body, 'enum'),
      commands: namesIn(body, 'command'),
    });
  }

  const extensions: Registry['extensions'] = new Map(parseExtensions(text).map((e) => [e.name, e]));
  return { enums, commands, features, extensions };
}

/**
 * Every <extension> element, in registry order. Some are empty elements (`<extension name="..." supported="gl"/>`,
 * an extension that adds no enum or command): the alternation ends those at their own `/>`, where a plain
 * `<extension ...>...</extension>` pattern would take the `/>` for an opening tag and swallow the next extension.
 */
export function parseExtensions(text: string): RegistryExtension[] {
  const out: RegistryExtension[] = [];
  for (const m of text.matchAll(/<extension\b([^>]*?)(?:\/>|>([\s\S]*?)<\/extension>)/g)) {
    const body = m[2] ?? '';
    out.push({
      name: attr(m[1]!, 'name')!,
      supported: (attr(m[1]!, 'supported') ?? '').split('|'),
      enums: namesIn(body, 'enum'),
      commands: namesIn(body, 'command'),
    });
  }
  return out;
}

/** Names required by `api` features up to and including `maxVersion`. Removals are ignored on purpose:
 *  the desktop context is a compatibility profile, so everything ever added stays reachable. */
export function featureSet(reg: Registry, api: string, maxVersion: number, kind: 'enums' | 'commands'): Set<string> {
  const out = new Set<string>();
  for (const f of reg.features) if (f.api === api && f.number <= maxVersion + 1e-9) for (const n of f[kind]) out.add(n);
  return out;
}
