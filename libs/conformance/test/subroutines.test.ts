// `subuniform` (shader_runner's set_subroutine_uniform): on the reference lane (Mesa's desktop GL, which has
// subroutines natively) and on our stack; each outcome follows from the shader, and each has its failing twin.
import { describe, expect, it } from 'vitest';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import { parseShaderTest, runShaderTest } from '../src/index.ts';

const TEST = `[require]
GLSL >= 4.00
GL_ARB_shader_subroutine
[vertex shader passthrough]
[fragment shader]
#version 400
out vec4 o;
subroutine vec4 Pick();
subroutine(Pick) vec4 red() { return vec4(1.0, 0.0, 0.0, 1.0); }
subroutine(Pick) vec4 green() { return vec4(0.0, 1.0, 0.0, 1.0); }
subroutine uniform Pick pick;
void main() { o = pick(); }
[test]
`;

describe('subuniform', () => {
  for (const [name, factory] of [['reference', referenceLane], ['gles', () => glesLane()]] as const) {
    it(`${name} lane: the selected subroutine runs at the next draw; an unknown name or uniform fails the test`, async () => {
      const lane = await factory();
      const run = (text: string) => runShaderTest(parseShaderTest(`${TEST}${text}`), lane);
      expect(await run('subuniform GL_FRAGMENT_SHADER pick green\ndraw rect -1 -1 2 2\nprobe all rgba 0 1 0 1\n')).toEqual({ status: 'pass', reason: '' });
      expect(await run('draw rect -1 -1 2 2\nprobe all rgba 1 0 0 1\n')).toEqual({ status: 'pass', reason: '' }); // the default: the first
      expect((await run('subuniform GL_FRAGMENT_SHADER pick green\ndraw rect -1 -1 2 2\nprobe all rgba 1 0 0 1\n')).status).toBe('fail');
      expect((await run('subuniform GL_FRAGMENT_SHADER pick blue\n')).reason).toMatch(/cannot get index of subroutine uniform "blue"/);
      expect((await run('subuniform GL_FRAGMENT_SHADER nope green\n')).reason).toMatch(/cannot get location of subroutine uniform "nope"/);
    });
  }
});
