// Issue 14's completion gate: every command of the GL 4.5 core profile in the Khronos registry (gl.xml
// features GL_VERSION_1_0..4_5 minus the core-profile removals; GL_CORE_45_METHODS is derived from gl.xml
// by tools/gl-codegen/src/command-origins.ts, not from the table) is a method of the GL interface and is
// implemented by the front end (not the "not implemented" INVALID_OPERATION filler of create-gl.ts).
import { GL_COMMAND_ORIGINS, GL_CORE_45_METHODS, GL_METHOD_NAMES } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { UNIMPLEMENTED_METHODS } from '../src/index.ts';

describe('GL 4.5 core profile coverage (gl.xml)', () => {
  it('the registry set is the one issue 14 counts', () => {
    expect(GL_CORE_45_METHODS.length).toBe(653);
    expect(new Set(GL_CORE_45_METHODS).size).toBe(GL_CORE_45_METHODS.length);
    // Spot checks of the derivation: removed in 3.2 core, back in 4.3; removed and never back; 4.5 DSA.
    expect(GL_CORE_45_METHODS).toContain('getPointerv');
    expect(GL_CORE_45_METHODS).not.toContain('begin');
    expect(GL_CORE_45_METHODS).toContain('createBuffers');
    expect(GL_COMMAND_ORIGINS.glCreateBuffers).toEqual({ version: 'GL_VERSION_4_5', extensions: ['GL_ARB_direct_state_access'], core45: true });
  });

  it('every core 4.5 command is in the GL interface', () => {
    const methods = new Set<string>(GL_METHOD_NAMES);
    expect(GL_CORE_45_METHODS.filter((m) => !methods.has(m))).toEqual([]);
  });

  it('every core 4.5 command is implemented (no "not implemented" filler)', () => {
    const unimplemented = new Set(UNIMPLEMENTED_METHODS);
    expect(GL_CORE_45_METHODS.filter((m) => unimplemented.has(m))).toEqual([]);
  });
});
