// The reflection archive's schema tripwire (issue 17): create_shader_state carries the WHOLE reflection, so a field
// the linker puts on an artifact that the codec (value-types shader-artifact/artifact-codec.ts, its SCHEMAS) does not
// visit would silently never reach the server. The typecheck catches a field added to the artifact types; this
// catches the rest — a field present at run time that the codec does not round-trip — by walking every key of every
// record of the corpus artifacts and comparing it with the decoded copy. The negative control plants one field at
// each level (top, list record, nested record) and requires the walk to name it.
import { describe, expect, it } from 'vitest';
import { decodeProgramArtifact, encodeProgramArtifact, type ProgramArtifact } from '../src/index.ts';
import { linkCorpus } from './helpers/corpus.ts';

const corpus = linkCorpus();

/** Key paths of `original` whose value the decoded copy does not reproduce (missing or different). */
function unvisited(original: unknown, decoded: unknown, path = ''): string[] {
  if (ArrayBuffer.isView(original)) {
    const a = original as unknown as ArrayLike<number>, b = decoded as ArrayLike<number> | undefined;
    return b !== undefined && ArrayBuffer.isView(b) && a.length === b.length && Array.from(a).every((v, i) => v === b[i]) ? [] : [path];
  }
  if (Array.isArray(original)) {
    if (!Array.isArray(decoded) || decoded.length !== original.length) return [path];
    return original.flatMap((v, i) => unvisited(v, decoded[i], `${path}[${i}]`));
  }
  if (original !== null && typeof original === 'object') {
    if (decoded === null || typeof decoded !== 'object') return [path];
    const d = decoded as Record<string, unknown>;
    return Object.keys(original).flatMap((k) => (k in d ? unvisited((original as Record<string, unknown>)[k], d[k], `${path}.${k}`) : [`${path}.${k}`]));
  }
  return Object.is(original, decoded) ? [] : [path];
}

function roundTrip(a: ProgramArtifact): unknown {
  const r = decodeProgramArtifact(encodeProgramArtifact(a));
  if (!r.ok) throw new Error(r.error.message);
  return r.artifact;
}

describe('reflection archive tripwire', () => {
  it('every field of every corpus artifact survives the codec (the archive is the whole reflection)', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    for (const { name, artifact } of corpus) expect(unvisited(artifact, roundTrip(artifact)), name).toEqual([]);
  });

  it('a planted field the codec does not visit is named, at the top, in a list record and in a nested record', () => {
    const { artifact } = corpus.find((c) => c.artifact.uniforms.length > 0)!;
    const planted = structuredClone(artifact) as ProgramArtifact & { plantedTop?: number };
    planted.plantedTop = 1;
    (planted.uniforms[0] as unknown as Record<string, unknown>).plantedField = 'x';
    (planted.xfb as unknown as Record<string, unknown>).plantedXfb = true;
    expect(unvisited(planted, roundTrip(planted)).sort()).toEqual(['.plantedTop', '.uniforms[0].plantedField', '.xfb.plantedXfb']);
  });
});

