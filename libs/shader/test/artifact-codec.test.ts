// The artifact codec: exact round trip over the corpus, and corrupt input (every truncation, random
// byte flips, wrong magic/version) decodes to an equal artifact or a clean error, never a throw.
import { describe, expect, it } from 'vitest';
import { ARTIFACT_CODEC_VERSION, decodeProgramArtifact, encodeProgramArtifact } from '../src/index.ts';
import { linkCorpus } from './helpers/corpus.ts';

const corpus = linkCorpus();

describe('program artifact codec', () => {
  it('covers the corpus (at least 20 programs)', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
  });

  for (const { name, artifact } of corpus) {
    it(`round-trips ${name}`, () => {
      const bytes = encodeProgramArtifact(artifact);
      const back = decodeProgramArtifact(bytes);
      expect(back.ok).toBe(true);
      if (back.ok) expect(back.artifact).toEqual(artifact);
      expect(encodeProgramArtifact(back.ok ? back.artifact : artifact)).toEqual(bytes);
    });
  }

  it('reports every truncation as a clean error', () => {
    const bytes = encodeProgramArtifact(corpus.find((c) => c.name === 'gl460-full')!.artifact);
    for (let n = 0; n < bytes.length; n++) {
      const r = decodeProgramArtifact(bytes.subarray(0, n));
      expect(r.ok, `truncated to ${n}`).toBe(false);
      if (!r.ok) expect(r.error.kind).toBe('truncated');
    }
  });

  it('decodes random byte flips to an equal artifact or a clean error', () => {
    let seed = 12345;
    const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    for (const { artifact } of corpus) {
      const bytes = encodeProgramArtifact(artifact);
      for (let k = 0; k < 200; k++) {
        const copy = bytes.slice();
        const flips = 1 + Math.floor(rand() * 3);
        for (let f = 0; f < flips; f++) copy[Math.floor(rand() * copy.length)] ^= 1 + Math.floor(rand() * 255);
        const r = decodeProgramArtifact(copy);
        if (r.ok) expect(r.artifact).toEqual(artifact);
        else expect(['truncated', 'bad-magic', 'unsupported-version', 'checksum', 'corrupt']).toContain(r.error.kind);
      }
    }
  });

  it('names a wrong magic, a newer version and trailing bytes', () => {
    const bytes = encodeProgramArtifact(corpus[0].artifact);
    const magic = bytes.slice();
    magic[0] ^= 0xff;
    expect(decodeProgramArtifact(magic)).toMatchObject({ ok: false, error: { kind: 'bad-magic' } });
    const version = bytes.slice();
    new DataView(version.buffer).setUint16(4, ARTIFACT_CODEC_VERSION + 1, true);
    expect(decodeProgramArtifact(version)).toMatchObject({ ok: false, error: { kind: 'unsupported-version' } });
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(decodeProgramArtifact(longer)).toMatchObject({ ok: false, error: { kind: 'corrupt' } });
  });
});
