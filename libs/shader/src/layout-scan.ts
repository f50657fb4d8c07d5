// Which declarations carry an explicit layout(location) / layout(index) in the source. (Bindings are read
// from glslang's tree instead, native reflection `explicitBindings`, which sees macros; the scan still
// reports them, for callers that want the text's view.)
//
// Why a scan: glslang's IO mapper assigns every missing location and binding before we see the
// reflection (SPIR-V for GL needs them all), so the reflection cannot tell "layout(location = 0)" from
// "assigned 0". GL's rules need the difference: an explicit attribute location beats
// glBindAttribLocation, and an opaque uniform or block without layout(binding) starts at unit/binding 0.
//
// The scan works on declarations (text between ';', '{' and '}'), after removing comments and
// preprocessor lines. Known limit: a layout qualifier produced by a macro is not seen (the
// declaration then counts as not explicit).

export type StorageKeyword = 'in' | 'out' | 'uniform' | 'buffer';

export interface ExplicitLayout {
  storage: StorageKeyword;
  /** Variable name, or the block name for an interface block. */
  name: string;
  location?: number;
  binding?: number;
  index?: number;
}

function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/^[ \t]*#.*$/gm, '');
}

function layoutValue(layout: string, key: string): number | undefined {
  const m = new RegExp(`\\b${key}\\s*=\\s*(0x[0-9a-fA-F]+|\\d+)`).exec(layout);
  return m ? Number(m[1]) : undefined;
}

/** Every declaration in `source` whose layout qualifier gives a location, binding or index. */
export function scanExplicitLayouts(source: string): ExplicitLayout[] {
  const text = stripComments(source);
  const found: ExplicitLayout[] = [];
  // Each piece is one declaration head: "layout(...) uniform Block" before '{', or a full
  // "layout(location = 0) in vec4 a, b" before ';'.
  const re = /([^;{}]*)([;{])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const decl = m[1];
    if (!decl.includes('layout')) continue;
    const layouts = [...decl.matchAll(/\blayout\s*\(([^)]*)\)/g)].map((l) => l[1]).join(',');
    const rest = decl.replace(/\blayout\s*\([^)]*\)/g, ' ');
    const storage = /\b(in|out|uniform|buffer)\b/.exec(rest)?.[1] as StorageKeyword | undefined;
    if (!storage) continue;
    const location = layoutValue(layouts, 'location');
    const binding = layoutValue(layouts, 'binding');
    const index = layoutValue(layouts, 'index');
    if (location === undefined && binding === undefined && index === undefined) continue;
    const afterStorage = rest.slice(rest.search(new RegExp(`\\b${storage}\\b`)) + storage.length);
    // A block head ends at '{' and names the block; a variable list names each declarator. A variable of a struct
    // type defined in its declaration (`layout(location = 0) out struct S { vec4 a; } s;`) is named after the
    // struct's '}' (struct definitions do not nest).
    const structVariable = m[2] === '{' && /\bstruct\s+\w*\s*$/.test(afterStorage);
    const names = structVariable
      ? [/^\s*(\w+)/.exec(text.slice(text.indexOf('}', re.lastIndex) + 1))?.[1]]
      : m[2] === '{'
        ? [/(\w+)\s*$/.exec(afterStorage)?.[1]]
        : afterStorage
            .split(',')
            .map((d, i) => (i === 0 ? /(\w+)\s*(\[[^\]]*\])?\s*(=.*)?$/.exec(d.trim())?.[1] : /^\s*(\w+)/.exec(d)?.[1]));
    for (const name of names) if (name) found.push({ storage, name, location, binding, index });
  }
  return found;
}

/**
 * The unsized (runtime-sized) last member of each shader storage block, spelled as the reflection names
 * it ("rest", or "Inst.rest" for a block with an instance name). glslang sizes such an array implicitly
 * by the largest constant index the shader uses, so its reflection cannot tell "rest[]" from "rest[2]".
 */
export function scanUnsizedBufferMembers(source: string): string[] {
  const text = stripComments(source);
  const found: string[] = [];
  const re = /\bbuffer\s+(\w+)\s*\{([^}]*)\}\s*(\w*)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const members = m[2].split(';').map((d) => d.trim()).filter((d) => d !== '');
    const last = members[members.length - 1];
    const name = last === undefined ? undefined : /(\w+)\s*\[\s*\]\s*$/.exec(last)?.[1];
    if (name !== undefined) found.push(m[3] !== '' ? `${m[1]}.${name}` : name);
  }
  return found;
}
