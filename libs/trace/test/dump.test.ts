// `trace dump`: one line per record, large data hashed; --state-at shows the front end's GL state.
import type { Scenario } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { dumpTrace, readTrace, recordScenario, stateAt } from '../src/index.ts';
import { recorderLane } from './lanes.ts';

const TOGGLE: Scenario = {
  name: 'blend-toggle',
  width: 16,
  height: 16,
  run(gl) {
    const [tex] = gl.genTextures(1);
    gl.activeTexture(gl.TEXTURE3);
    gl.bindTexture(gl.TEXTURE_2D, tex!);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 16, 16, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(16 * 16 * 4).fill(7));
    gl.enable(gl.BLEND); // #4
    gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
    gl.disable(gl.BLEND); // #6
    gl.depthFunc(gl.LEQUAL);
  },
};

describe('trace dump', () => {
  it('prints one line per record with large data as a hash', async () => {
    const t = readTrace((await recordScenario(TOGGLE, recorderLane)).trace);
    const lines = dumpTrace(t);
    expect(lines).toHaveLength(t.records.length + 1);
    expect(lines[1]).toMatch(/^#0 genTextures\(1\) -> \[1\]$/);
    expect(lines[4]).toMatch(/^#3 texImage2D\(3553, 0, 32856, 16, 16, 0, 6408, 5121, <Uint8Array 1024 bytes sha1:[0-9a-f]{12}>\)$/);
    expect(lines[5]).toBe('#4 enable(3042)');
  });

  it('--state-at shows blend enable toggling, bindings and textures of touched units', async () => {
    const t = readTrace((await recordScenario(TOGGLE, recorderLane)).trace);
    const before = stateAt(t, 4).join('\n');
    const on = stateAt(t, 5).join('\n');
    const off = stateAt(t, 7).join('\n');
    expect(before).toContain('blendEnable = 0 x8');
    expect(on).toContain('blendEnable = 1 x8');
    expect(off).toContain('blendEnable = 0 x8');
    expect(off).toContain('blendSrcRgb = 0x302 x8');
    expect(on).toContain('unit 3: 2D=1');
    expect(on).toContain('activeTexture: unit 3');
    expect(stateAt(t, 8).join('\n')).toContain('depthFunc = 0x203');
  });
});
