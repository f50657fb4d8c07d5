// DESIGN §7's shape rules as applied to real table rows, plus the generator's freshness check and its
// refusal of a row whose JS shape nobody decided.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsMethods, shapeOf } from '../src/js-shape.ts';
import { parseTable } from '../src/table.ts';

const root = join(import.meta.dirname, '../../..');
const rows = parseTable(readFileSync(join(root, 'tools/gl-codegen/table/gl-functions.txt'), 'utf8'));
const byName = new Map(jsMethods(rows).map((m) => [m.name, m]));

function sig(name: string): string {
  const m = byName.get(name);
  if (!m) throw new Error(`no method ${name}`);
  return `${m.params.map((p) => `${p.name}${p.optional ? '?' : ''}:${p.type}`).join(',')} -> ${m.ret.kind === 'special' ? m.ret.what : m.ret.kind}`;
}

describe('GL interface shapes (DESIGN §7)', () => {
  it('names drop the gl prefix and start lower case', () => {
    expect(byName.has('drawElementsInstancedBaseVertex')).toBe(true);
    expect(byName.has('multiDrawElementsIndirect')).toBe(true);
    expect([...byName.keys()].every((n) => /^[a-z]/.test(n))).toBe(true);
  });

  it('returns names, values and logs instead of writing through pointers', () => {
    expect(sig('genBuffers')).toBe('n:number -> out-array');
    expect(sig('getIntegerv')).toBe('pname:number -> out-pname-array');
    expect(sig('getShaderiv')).toBe('shader:number,pname:number -> out-scalar');
    // C's params is a QUERY_BUFFER offset while one is bound: the optional trailing offset carries it.
    expect(sig('getQueryObjectuiv')).toBe('id:number,pname:number,offset?:int64 -> query-object');
    expect(sig('getQueryObjecti64v')).toBe('id:number,pname:number,offset?:int64 -> query-object');
    expect(sig('getShaderInfoLog')).toBe('shader:number -> info-log');
    expect(sig('getActiveUniform')).toBe('program:number,index:number -> active-variable');
    expect(sig('mapBufferRange')).toBe('target:number,offset:int64,length:int64,access:number -> mapping');
  });

  it('takes arrays without their counts and strings as strings', () => {
    expect(sig('deleteBuffers')).toBe('buffers:array -> void');
    expect(sig('uniform4fv')).toBe('location:number,value:array -> void');
    expect(sig('uniformMatrix4fv')).toBe('location:number,transpose:boolean,value:array -> void');
    expect(sig('drawBuffers')).toBe('bufs:array -> void');
    expect(sig('shaderSource')).toBe('shader:number,source:string -> void');
    expect(sig('transformFeedbackVaryings')).toBe('program:number,varyings:strings,bufferMode:number -> void');
    expect(sig('objectLabel')).toBe('identifier:number,name:number,label:string -> void');
  });

  it('keeps the C order for everything else', () => {
    expect(sig('texImage2D')).toBe(
      'target:number,level:number,internalformat:number,width:number,height:number,border:number,format:number,type:number,pixels:data -> void',
    );
    expect(sig('vertexAttribPointer')).toBe('index:number,size:number,type:number,normalized:boolean,stride:number,pointer:data -> void');
    expect(sig('drawElements')).toBe('mode:number,count:number,type:number,indices:data -> void');
  });

  it('refuses a row with two outputs that no rule or SPECIAL entry shapes', () => {
    const [row] = parseTable('gl45 | void glGetTwoThings(GLenum pname, GLint *a, GLint *b) | a[1] b[1]\n');
    expect(() => shapeOf(row!)).toThrow(/2 outputs; add a SPECIAL entry/);
  });
});

describe('generator', () => {
  it('--check reports every generated file as fresh', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'tools/gl-codegen/src/generate.ts', '--check'], { cwd: root, encoding: 'utf8' });
    expect(r.stderr + r.stdout).toMatch(/fresh/);
    expect(r.status).toBe(0);
  });
});
