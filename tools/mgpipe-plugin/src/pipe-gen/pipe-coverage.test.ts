// G6: the scan finds the backend's reads of front-end state (through gl-state types, structural Front* mirrors and
// PipeInputs accessors), the table answers every one, and planted / stale edits fail naming the read point.
import { describe, expect, it } from 'vitest';
import { readInputs, generate, CatalogError } from './generate.ts';
import { readWorkspaceFile } from './cli.ts';
import { scanWorkspace } from './coverage-scan.ts';
import { summarizeCoverage, summaryLine } from './coverage.ts';

describe('G6 coverage', () => {
  const raw = readInputs(readWorkspaceFile);
  const points = new Map(scanWorkspace().points.map((p) => [p.point, p]));

  it('finds reads through the context, through Front* mirrors and through PipeInputs accessors', () => {
    for (const p of ['GLContext.vertexArray', 'RenderState.params', 'VertexArray.attributes', 'Program.linkArtifact', 'TextureImage.data', 'PipeInputs.getPixelPackState']) {
      expect(points.has(p), p).toBe(true);
    }
    expect(points.get('PipeInputs.getPixelPackState')!.via).toBe('accessor');
    // Every site is in the scanned backend libraries, and the scan reaches into the subsystem libraries. Which
    // library still reads which point moves with the migration, so no library is named here.
    const sites = [...points.values()].flatMap((p) => p.sites);
    expect(sites.every((s) => /^libs\/(backend-gles\/src|gles-core\/src|gles-subsystems\/[a-z-]+\/src)\//.test(s.file))).toBe(true);
    expect(sites.some((s) => s.file.startsWith('libs/gles-subsystems/'))).toBe(true);
    expect(sites.some((s) => s.file.startsWith('libs/gles-core/'))).toBe(true);
    expect(scanWorkspace().problems).toEqual([]);
  });

  it('maps every read point (0 unmapped) and names only catalog calls', () => {
    const s = summarizeCoverage(raw.coverage, raw.backendReads!);
    expect(s.unmapped, summaryLine(s)).toBe(0);
    expect(() => generate(raw)).not.toThrow();
  });

  it('a missing row fails naming the read point and its sites', () => {
    const bad = structuredClone(raw);
    bad.coverage.rows = bad.coverage.rows.filter((r: { point: string }) => r.point !== 'VertexArray.elementBuffer');
    try {
      generate(bad);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(CatalogError);
      expect((e as CatalogError).errors.join('\n')).toMatch(/E_COV_UNMAPPED: VertexArray\.elementBuffer \(read at libs\/backend-gles\/src\/commands\/draw-commands\.ts:\d+ DrawCommands\.\w+/);
    }
  });
});
