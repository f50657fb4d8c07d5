// The freshness check and the negative controls, as tests: editing the catalog without regenerating fails here
// with the stale file's name; every control edit must be rejected with its own error code.
import { describe, expect, it } from 'vitest';
import { generate, readInputs, staleFiles, CatalogError } from './generate.ts';
import { runSelfTest } from './self-test.ts';
import { readWorkspaceFile } from './cli.ts';

describe('pipe-gen', () => {
  const raw = readInputs(readWorkspaceFile);

  it('every checked-in generated file is fresh', () => {
    expect(staleFiles(raw, readWorkspaceFile), 'run: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts').toEqual([]);
  });

  it('every generated TS file starts with a do-not-edit header naming the generator and its inputs', () => {
    for (const [path, content] of generate(raw)) {
      if (path.endsWith('.json')) continue;
      expect(content.startsWith('// GENERATED FILE: DO NOT EDIT.'), path).toBe(true);
      expect(content, path).toMatch(/Generator: tools\/mgpipe-plugin/);
      expect(content, path).toMatch(/Inputs: schema\//);
    }
  });

  it('a catalog edit without regeneration is reported with the stale files named', () => {
    const edited = structuredClone(raw);
    edited.catalog.calls.find((c: { name: string }) => c.name === 'set_index_buffer').fields.push('restart: bool');
    const stale = staleFiles(edited, readWorkspaceFile);
    expect(stale).toContain('libs/wire/src/generated/pipe-codecs.generated.ts');
    expect(stale).toContain('libs/pipe-types/src/generated/pipe-payloads.generated.ts');
    expect(stale).toContain('schema/pipe-opcodes.lock.json');
  });

  it.each(runSelfTest(raw, readWorkspaceFile).map((r) => [r.name, r] as const))('negative control: %s', (_n, r) => {
    expect(r.ok, `expected ${r.expect}, got: ${r.got}`).toBe(true);
  });

  it('rejects before rendering (nothing is produced from an invalid catalog)', () => {
    const bad = structuredClone(raw);
    bad.catalog.calls[3].op = 4;
    expect(() => generate(bad)).toThrow(CatalogError);
  });
});
