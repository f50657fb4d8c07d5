import { compileProgram } from '@mgpipe/native-shader';
import { readFileSync } from 'node:fs';
const d = '/work/main/native/shader/test/corpus/';
const name = process.argv[2];
const stages = [];
for (const [ext, stage] of [['vert','vertex'],['frag','fragment'],['comp','compute']]) {
  try { stages.push({ stage, source: readFileSync(d + name + '.' + ext, 'utf8') }); } catch {}
}
const r = compileProgram({ stages });
console.log(r.ok, r.log);
console.log(JSON.stringify({ ...r.reflection }, null, 1));
