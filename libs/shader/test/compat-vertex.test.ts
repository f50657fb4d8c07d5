// GLSL 1.10-1.30 programs: gl_Vertex keeps generic attribute 0 from automatic assignment (as Mesa's linker
// does), and a program of fragment shaders only gets the fixed-function vertex stage unless it is separable.
import { describe, expect, it } from 'vitest';
import { crossCompile } from '@mgpipe/native-shader';
import { compileShader, linkProgram, stageBit } from '../src/index.ts';

const legacyFs = compileShader('fragment', '#version 110\nvoid main() { gl_FragColor = gl_Color; }\n');

describe('compatibility vertex inputs at link', () => {
  it('an unbound attribute skips location 0 when gl_Vertex is used, takes it otherwise, and a bind request still may', () => {
    const withVertex = compileShader('vertex', '#version 110\nattribute vec4 a;\nvoid main() { gl_Position = gl_Vertex + a; }\n');
    const without = compileShader('vertex', '#version 110\nattribute vec4 a;\nvoid main() { gl_Position = a; }\n');
    const location = (shaders: typeof withVertex[], attribBindings?: Record<string, number>) => {
      const r = linkProgram({ shaders, attribBindings });
      if (!r.ok) throw new Error(r.log);
      return r.artifact.attributes.find((v) => v.name === 'a')?.location;
    };
    expect(location([withVertex, legacyFs])).toBe(1);
    expect(location([without, legacyFs])).toBe(0);
    expect(location([withVertex, legacyFs], { a: 3 })).toBe(3);
  });

  it('a program of fragment shaders only gets a vertex stage writing gl_Position and the color it reads; a separable one does not', () => {
    const r = linkProgram({ shaders: [legacyFs] });
    if (!r.ok) throw new Error(r.log);
    expect(r.artifact.stageMask & stageBit('vertex')).toBe(stageBit('vertex'));
    const vertex = r.artifact.stages.find((s) => s.stage === 'vertex')!;
    const essl = crossCompile(vertex.spirv, { target: 'essl', version: 320 }).source;
    expect(essl).toMatch(/gl_Position = /);
    expect(essl).toMatch(/out vec4 mgpipe_gl_FrontColor;/);
    const separable = linkProgram({ shaders: [legacyFs], separable: true });
    if (!separable.ok) throw new Error(separable.log);
    expect(separable.artifact.stageMask & stageBit('vertex')).toBe(0);
  });
});
