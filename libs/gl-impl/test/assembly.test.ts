import { GL_METHOD_NAMES } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { createFrontEndGL, UNIMPLEMENTED_METHODS } from '../src/index.ts';

describe('front-end assembly', () => {
  it('offers every method of the GL interface and every constant', () => {
    const { gl } = createFrontEndGL({ width: 4, height: 4 });
    for (const name of GL_METHOD_NAMES) expect(typeof (gl as unknown as Record<string, unknown>)[name], name).toBe('function');
    expect(gl.TRIANGLES).toBe(4);
    expect(gl.COLOR_BUFFER_BIT).toBe(0x4000);
  });

  it('an unimplemented method records INVALID_OPERATION and names itself through the debug callback', () => {
    if (UNIMPLEMENTED_METHODS.length === 0) return;
    const { gl } = createFrontEndGL({ width: 4, height: 4 });
    const messages: string[] = [];
    gl.debugMessageCallback((_s, _t, _id, _sev, message) => messages.push(message));
    const name = UNIMPLEMENTED_METHODS[0] as keyof typeof gl;
    (gl[name] as unknown as () => void)();
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(messages[0]).toContain(`${String(name)}: not implemented`);
    console.info(`front end: ${GL_METHOD_NAMES.length - UNIMPLEMENTED_METHODS.length}/${GL_METHOD_NAMES.length} GL methods implemented`);
  });
});
