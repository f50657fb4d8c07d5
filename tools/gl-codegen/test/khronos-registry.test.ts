// The gl.xml reader (khronos-registry.ts) on a hand-written registry fragment: an empty <extension .../> element
// must stay empty and must not take the next extension's body (gl.xml has 136 such elements, e.g.
// GL_AMD_conservative_depth, so a block pattern would hand their successors' enums to them).
import { describe, expect, it } from 'vitest';
import { commandOrigins } from '../src/command-origins.ts';
import { parseGlXml } from '../src/khronos-registry.ts';

const XML = `<registry>
  <extensions>
    <extension name="GL_X_empty" supported="gl"/>
    <extension name="GL_X_block" supported="gl|glcore">
      <require>
        <enum name="GL_X_ONE"/>
        <command name="glXDraw"/>
      </require>
    </extension>
    <extension name="GL_X_es_only" supported="gles2">
      <require><command name="glXDraw"/></require>
    </extension>
    <extension name="GL_X_empty_last" supported="gl"/>
  </extensions>
</registry>`;

describe('gl.xml extensions', () => {
  it('reads an empty <extension/> as an extension of its own, with nothing in it', () => {
    const { extensions } = parseGlXml(XML);
    expect([...extensions.keys()]).toEqual(['GL_X_empty', 'GL_X_block', 'GL_X_es_only', 'GL_X_empty_last']);
    expect(extensions.get('GL_X_empty')).toEqual({ name: 'GL_X_empty', supported: ['gl'], enums: [], commands: [] });
    expect(extensions.get('GL_X_block')).toEqual({ name: 'GL_X_block', supported: ['gl', 'glcore'], enums: ['GL_X_ONE'], commands: ['glXDraw'] });
    expect(extensions.get('GL_X_empty_last')?.commands).toEqual([]);
  });

  it('attributes a command to the desktop extensions that define it, from the same parse', () => {
    expect(commandOrigins(XML, ['glXDraw']).get('glXDraw')).toEqual({ version: null, extensions: ['GL_X_block'], core45: false });
  });
});
