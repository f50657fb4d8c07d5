// The shader corpus (shared by native-shader's conformance test and libs/shader's tests): corpus/<program>.<vert|frag|comp> (+ optional <program>.json options).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ShaderStage } from '../src/index.ts';

export interface CorpusProgram {
  name: string;
  stages: Array<{ stage: ShaderStage; source: string }>;
  transformFeedbackVaryings?: string[];
  /** ESSL version to cross-compile to: 320 when any source is 320 es, else 310. */
  esslVersion: 310 | 320;
}

const dir = fileURLToPath(new URL('./', import.meta.url));
const extStage: Record<string, ShaderStage> = { vert: 'vertex', frag: 'fragment', comp: 'compute' };
const order: ShaderStage[] = ['vertex', 'fragment', 'compute'];

export function loadCorpus(): CorpusProgram[] {
  const byName = new Map<string, CorpusProgram>();
  for (const file of readdirSync(dir).sort()) {
    const m = /^(.*)\.(vert|frag|comp)$/.exec(file);
    if (!m) continue;
    const [, name, ext] = m;
    let p = byName.get(name);
    if (!p) {
      p = { name, stages: [], esslVersion: 310 };
      byName.set(name, p);
      const opts = `${dir}${name}.json`;
      if (existsSync(opts)) Object.assign(p, JSON.parse(readFileSync(opts, 'utf8')));
    }
    const source = readFileSync(`${dir}${file}`, 'utf8');
    p.stages.push({ stage: extStage[ext], source });
    if (/#version\s+320\s+es/.test(source)) p.esslVersion = 320;
  }
  for (const p of byName.values()) p.stages.sort((a, b) => order.indexOf(a.stage) - order.indexOf(b.stage));
  return [...byName.values()];
}
