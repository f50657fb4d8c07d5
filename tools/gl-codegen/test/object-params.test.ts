// The object-name parameter derivation (object-params.ts) on real table rows: the name rules, the per-program
// scope of locations, gen*/create* returns, and the listed exceptions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsMethods } from '../src/js-shape.ts';
import { methodObjects } from '../src/object-params.ts';
import { parseTable } from '../src/table.ts';

const root = join(import.meta.dirname, '../../..');
const rows = parseTable(readFileSync(join(root, 'tools/gl-codegen/table/gl-functions.txt'), 'utf8'));
const byName = new Map(jsMethods(rows).map((m) => [m.name, m]));

function objects(name: string) {
  const m = byName.get(name);
  if (!m) throw new Error(`no method ${name}`);
  return methodObjects(m);
}

describe('object-name parameters (trace replay translation)', () => {
  it('derives single names and arrays of names from parameter names', () => {
    expect(objects('bindBuffer')).toEqual({ name: 'bindBuffer', params: [{ index: 1, kind: 'buffer', array: false }] });
    expect(objects('deleteTextures')?.params).toEqual([{ index: 0, kind: 'texture', array: true }]);
    expect(objects('bindVertexArray')?.params).toEqual([{ index: 0, kind: 'vertexArray', array: false }]);
    expect(objects('attachShader')?.params).toEqual([
      { index: 0, kind: 'program', array: false },
      { index: 1, kind: 'shader', array: false },
    ]);
  });

  it('tells transform feedback ids from query ids by the method name', () => {
    expect(objects('bindTransformFeedback')?.params[0]?.kind).toBe('transformFeedback');
    expect(objects('beginQuery')?.params[0]?.kind).toBe('query');
    expect(objects('genTransformFeedbacks')?.returns).toBe('transformFeedback');
    expect(objects('genQueries')?.returns).toBe('query');
  });

  it('scopes uniform locations by the program parameter, else the current program', () => {
    expect(objects('uniform4f')).toEqual({ name: 'uniform4f', params: [{ index: 0, kind: 'uniformLocation', array: false }] });
    expect(objects('programUniform4f')?.programParam).toBe(0);
    expect(objects('getUniformLocation')).toMatchObject({ returns: 'uniformLocation', programParam: 0 });
    expect(objects('uniformBlockBinding')?.params[1]).toEqual({ index: 1, kind: 'uniformBlockIndex', array: false });
  });

  it('records names returned by gen*, create*, fenceSync and location queries', () => {
    expect(objects('genBuffers')?.returns).toBe('buffer');
    expect(objects('genVertexArrays')?.returns).toBe('vertexArray');
    expect(objects('createShader')?.returns).toBe('shader');
    expect(objects('createProgram')?.returns).toBe('program');
    expect(objects('fenceSync')?.returns).toBe('sync');
    expect(objects('getAttribLocation')?.returns).toBe('attribLocation');
    expect(objects('vertexAttribPointer')?.params).toEqual([{ index: 0, kind: 'attribLocation', array: false }]);
  });

  it('applies the listed exceptions', () => {
    expect(objects('activeTexture')).toBeUndefined();
    expect(objects('clearBufferfv')).toBeUndefined();
    expect(objects('debugMessageInsert')).toBeUndefined();
    expect(objects('bindBufferBase')?.params).toEqual([{ index: 2, kind: 'buffer', array: false }]);
    expect(objects('enablei')).toBeUndefined();
    expect(objects('copyImageSubData')?.params.map((p) => [p.index, p.kind, p.targetParam])).toEqual([
      [0, 'textureOrRenderbuffer', 1],
      [6, 'textureOrRenderbuffer', 7],
    ]);
  });
});
