// gles-program located-block-outputs.ts: an output block whose members carry locations, feeding a stage that declares
// no input block of its name, is written member by member at the members' locations (the GLES link matches a block
// only with a same-named block). The rewrite is stated here; piglit's sso-block-member-layout-location runs it on both
// lanes (conformance runner-commands.test.ts). Negative control run by hand: the rewrite returning its input fails
// this file's first case and that corpus test on ours (the driver link refuses the pair).
import { flattenLocatedOutputBlocks } from '@mgpipe/gles-program';
import { describe, expect, it } from 'vitest';

const PRODUCER = `#version 320 es
out block
{
    layout(location = 2) vec4 c;
    layout(location = 0) flat ivec2 a;
} name;
void main()
{
    name.a = ivec2(1);
    name.c = vec4(name.a, 0.0, 1.0);
}
`;

describe('output blocks with member locations, feeding loose inputs', () => {
  it('become one output per member at its location, and name.member becomes name_member', () => {
    const consumer = 'layout(location = 0) flat in ivec2 a;\nlayout(location = 2) in vec4 c;\n';
    expect(flattenLocatedOutputBlocks(PRODUCER, consumer).split('\n')).toEqual([
      '#version 320 es',
      'layout(location = 2) out vec4 name_c;',
      'layout(location = 0) flat out ivec2 name_a;',
      'void main()',
      '{',
      '    name_a = ivec2(1);',
      '    name_c = vec4(name_a, 0.0, 1.0);',
      '}',
      '',
    ]);
  });

  it('stay blocks where the consumer declares the same block, or a member has no location', () => {
    expect(flattenLocatedOutputBlocks(PRODUCER, 'in block\n{\n    layout(location = 2) vec4 c;\n} name;\n')).toBe(PRODUCER);
    const unlocated = PRODUCER.replace('layout(location = 0) flat ivec2 a;', 'flat ivec2 a;');
    expect(flattenLocatedOutputBlocks(unlocated, 'layout(location = 2) in vec4 c;\n')).toBe(unlocated);
  });
});
