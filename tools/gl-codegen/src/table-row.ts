// Helper for maintaining table/gl-functions.txt (not part of the generated pipeline): prints table rows for
// the given GL command names, taking prototypes, API membership and pointer lengths from gl.xml.
// Review each row before pasting it in; COMPSIZE(...) lengths are left out (the generator then requires a
// non-empty array) and are worth a hand-written annotation where a fixed count is known.
//   npx tsx native/gl/tools/table-row.ts glGenBuffers glBufferData ...
import { loadGlXml, featureSet } from './khronos-registry.ts';

const { registry } = loadGlXml();
const es32 = featureSet(registry, 'gles2', 3.2, 'commands');
const gl45 = featureSet(registry, 'gl', 4.5, 'commands');
const gl46 = featureSet(registry, 'gl', 4.6, 'commands');

export function tableRow(name: string): string {
  const cmd = registry.commands.get(name);
  if (!cmd) throw new Error(`${name}: not in gl.xml`);
  const apis: string[] = [];
  if (es32.has(name)) apis.push('es32');
  if (gl45.has(name)) apis.push('gl45');
  else if (gl46.has(name)) apis.push('gl46');
  if (apis.length === 0) throw new Error(`${name}: in neither GLES 3.2 nor GL 4.6`);
  const names = new Set(cmd.params.map((p) => p.name));
  const notes: string[] = [];
  for (const p of cmd.params) {
    if (!p.text.includes('*')) continue;
    const isConst = p.text.startsWith('const');
    if (!isConst && p.name === 'length') notes.push(`${p.name}?`);
    const len = p.len;
    if (!len || len.startsWith('COMPSIZE')) continue;
    if (/^\d+$/.test(len) || names.has(len) || /^[A-Za-z]+\*\d+$/.test(len)) notes.push(`${p.name}[${len}]`);
  }
  const proto = `${cmd.ret} ${name}(${cmd.params.map((p) => p.text).join(', ')})`.replace(/\* /g, '*');
  return `${apis.join(',').padEnd(9)} | ${proto}${notes.length ? ' | ' + notes.join(' ') : ''}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const n of process.argv.slice(2)) console.log(tableRow(n));
}
