// The generated argument checks: kinds follow the registry's parameter types, the (size, data) short forms
// come from the table's data[size] annotations, and a hot-path method's check allocates nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argKind, emitArgChecks } from '../src/emit-arg-checks.ts';
import { jsMethods, shortForm } from '../src/js-shape.ts';
import { parseTable } from '../src/table.ts';

const root = join(import.meta.dirname, '../../..');
const rows = parseTable(readFileSync(join(root, 'tools/gl-codegen/table/gl-functions.txt'), 'utf8'));
const methods = jsMethods(rows);
const byName = new Map(methods.map((m) => [m.name, m]));
const kinds = (name: string) => byName.get(name)!.params.map((p) => argKind(p, byName.get(name)!.row.params.find((q) => q.name === p.name)));

describe('generated argument checks', () => {
  it('map the registry types to check kinds', () => {
    expect(kinds('bufferData')).toEqual(['uint', 'int64', 'view', 'uint']); // data! : client memory only
    expect(kinds('texImage2D')).toEqual(['uint', 'int', 'int', 'int', 'int', 'int', 'uint', 'uint', 'data']);
    expect(kinds('uniform1f')).toEqual(['int', 'float']);
    expect(kinds('colorMask')).toEqual(['bool', 'bool', 'bool', 'bool']);
    expect(kinds('clientWaitSync')).toEqual(['sync', 'uint', 'uint64']);
    expect(kinds('shaderSource')).toEqual(['uint', 'string']);
  });

  it('offer the short form exactly where a data pointer is sized by the argument before it', () => {
    const short = methods.filter((m) => shortForm(m)).map((m) => m.name);
    expect(short).toEqual(expect.arrayContaining(['bufferData', 'bufferSubData', 'bufferStorage', 'compressedTexImage2D', 'getBufferSubData']));
    expect(short).not.toContain('texImage2D'); // its size comes from the pixel store, not an argument
    expect(short).not.toContain('drawElements');
  });

  it('is fresh in the tree and allocates nothing on the accepted path of uniform1f and drawArrays', () => {
    const text = emitArgChecks(methods);
    expect(readFileSync(join(root, 'libs/gl-api/src/gl-arg-checks.generated.ts'), 'utf8')).toContain(text);
    for (const name of ['uniform1f', 'drawArrays', 'uniform4fv', 'bindBuffer']) {
      const body = new RegExp(`\\n    ${name}\\(.*\\n((?:      .*\\n)+)    \\},`).exec(text)![1]!;
      // Every line either throws (the error path may allocate) or allocates nothing: no new, no literals.
      for (const line of body.split('\n').filter(Boolean)) {
        if (/\bthrow\b|sink\(/.test(line)) continue;
        expect(line, `${name}: ${line}`).not.toMatch(/\bnew\b|\[|\{\s*\w+:|`/);
      }
    }
  });
});
