// Generator for native/gl: reads table/gl-functions.txt (+ gl.xml for enum values) and writes
//   src/native/entry-points.generated.cc   N-API wrappers, one per table row
//   src/entry-points.generated.ts          the typed entry-point interface and API masks
//   libs/value-types/src/gl-constants.generated.ts  GL enum constants (registry values, GL_ prefix dropped)
//   libs/gl-api/src/gl-functions.generated.ts       the GL interface of DESIGN §7 (js-shape.ts)
//   libs/reference-gl/src/reference-methods.generated.ts  that interface over the native entry points
//   libs/gl-api/src/gl-object-params.generated.ts   which parameters are object names (object-params.ts)
//   libs/gl-api/src/gl-arg-checks.generated.ts      the argument check of every method, shared by both lanes
//   libs/gl-api/src/gl-command-origins.generated.ts version/extension of each row + the 4.5 core set (command-origins.ts)
//   libs/gl-api/src/gl-get-pnames.generated.ts      the 4.5 core state-query pnames (get-pnames.ts)
// Usage: npx tsx native/gl/tools/generate.ts [--check]
//   --check regenerates in memory and exits 1 naming every file that differs from the checked-in one.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GL_XML_PATH, loadGlXml, featureSet } from './khronos-registry.ts';
import { parseTable, type FnRow } from './table.ts';
import { emitCc } from './emit-cc.ts';
import { emitTs } from './emit-ts.ts';
import { emitGlApi } from './emit-gl-api.ts';
import { emitReference } from './emit-reference.ts';
import { jsMethods } from './js-shape.ts';
import { emitObjectParams } from './object-params.ts';
import { emitArgChecks } from './emit-arg-checks.ts';
import { emitCommandOrigins } from './command-origins.ts';
import { emitGetPnames } from './get-pnames.ts';

const CODEGEN = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACE = join(CODEGEN, '../..');
const ROOT = join(WORKSPACE, 'native/gl');
const TABLE = join(CODEGEN, 'table/gl-functions.txt');
const rel = (p: string) => relative(WORKSPACE, p);

/** Enum selection: everything desktop GL up to 4.6 (compat, so removals stay) and GLES up to 3.2 define,
 *  plus a few extensions a desktop front end meets in real content. */
const ENUM_EXTENSIONS = [
  'GL_EXT_texture_compression_s3tc',
  'GL_EXT_texture_sRGB',
  'GL_EXT_texture_filter_anisotropic',
  'GL_KHR_texture_compression_astc_ldr',
];

function header(inputs: string[], comment: string): string {
  return (
    `${comment} GENERATED FILE - DO NOT EDIT.\n` +
    `${comment} Generator: tools/gl-codegen/src/generate.ts (npx nx run gl-codegen:gen)\n` +
    `${comment} Inputs: ${inputs.join(', ')}\n`
  );
}

function emitEnums(): string {
  const { registry } = loadGlXml();
  const names = new Set<string>([
    ...featureSet(registry, 'gl', 4.6, 'enums'),
    ...featureSet(registry, 'gles2', 3.2, 'enums'),
  ]);
  for (const ext of ENUM_EXTENSIONS) for (const n of registry.extensions.get(ext)?.enums ?? []) names.add(n);
  const lines: string[] = [];
  for (const name of [...names].sort()) {
    const e = registry.enums.get(name);
    if (!e) continue; // a few feature entries name enums only defined for other APIs
    const key = name.replace(/^GL_/, '');
    const prop = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
    // 64-bit values (GL_TIMEOUT_IGNORED) do not fit a double exactly; they are BigInts.
    const value = e.type === 'ull' ? `${e.value}n` : e.value;
    lines.push(`  ${prop}: ${value},`);
  }
  return (
    header([GL_XML_PATH, `enum selection in tools/gl-codegen/src/generate.ts`], '//') +
    `// ${lines.length} constants: GL <= 4.6 (compatibility), GLES <= 3.2, ${ENUM_EXTENSIONS.join(', ')}.\n\n` +
    `export const GL = {\n${lines.join('\n')}\n} as const;\n\nexport type GLConstants = typeof GL;\n`
  );
}

function main(): void {
  const check = process.argv.includes('--check');
  const rows: FnRow[] = parseTable(readFileSync(TABLE, 'utf8'));
  const tableRel = rel(TABLE);
  const outputs: [string, string][] = [
    [join(ROOT, 'src/native/entry-points.generated.cc'), header([tableRel], '//') + emitCc(rows)],
    [join(ROOT, 'src/entry-points.generated.ts'), header([tableRel], '//') + emitTs(rows)],
    [join(WORKSPACE, 'libs/value-types/src/gl-constants.generated.ts'), emitEnums()],
  ];
  const methods = jsMethods(rows);
  outputs.push(
    [join(WORKSPACE, 'libs/gl-api/src/gl-functions.generated.ts'), header([tableRel, 'tools/gl-codegen/src/js-shape.ts'], '//') + emitGlApi(methods)],
    [join(WORKSPACE, 'libs/reference-gl/src/reference-methods.generated.ts'), header([tableRel, 'tools/gl-codegen/src/js-shape.ts'], '//') + emitReference(methods)],
    [join(WORKSPACE, 'libs/gl-api/src/gl-arg-checks.generated.ts'), header([tableRel, 'tools/gl-codegen/src/js-shape.ts', 'tools/gl-codegen/src/emit-arg-checks.ts'], '//') + emitArgChecks(methods)],
    [join(WORKSPACE, 'libs/gl-api/src/gl-object-params.generated.ts'), header([tableRel, 'tools/gl-codegen/src/js-shape.ts', 'tools/gl-codegen/src/object-params.ts'], '//') + emitObjectParams(methods)],
    [join(WORKSPACE, 'libs/gl-api/src/gl-command-origins.generated.ts'), header([tableRel, GL_XML_PATH, 'tools/gl-codegen/src/command-origins.ts'], '//') + emitCommandOrigins(loadGlXml().text, rows)],
    [join(WORKSPACE, 'libs/gl-api/src/gl-get-pnames.generated.ts'), header([GL_XML_PATH, 'tools/gl-codegen/src/get-pnames.ts', 'tools/gl-codegen/src/command-origins.ts'], '//') + emitGetPnames(loadGlXml().text)],
  );
  const stale: string[] = [];
  for (const [path, text] of outputs) {
    const old = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (old === text) continue;
    if (check) stale.push(rel(path));
    else writeFileSync(path, text);
  }
  if (check && stale.length) {
    console.error(`stale generated files (run: npx nx run gl-codegen:gen):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${check ? 'checked' : 'generated'}: ${rows.length} GL functions, ${outputs.length} files${check ? ' fresh' : ''}`);
}

main();
