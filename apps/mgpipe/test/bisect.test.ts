// `mgpipe bisect` with a planted fault (MOBILEGL_PIPE_TEST_FAULT, NODE_ENV=test under vitest) and a fake runner
// standing in for the per-mask child runs: it must name the faulty subsystem and the smallest failing set.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBisectCommand } from '../src/commands/bisect.ts';
import { parseArgs } from '../src/util/args.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function bisect(argv: string[], fails: (mask: number) => boolean = () => false) {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  const masks: number[] = [];
  const code = await runBisectCommand(parseArgs(argv), () => async (mask) => {
    masks.push(mask);
    return fails(mask);
  });
  return { code, out, masks };
}

describe('mgpipe bisect', () => {
  it('names the subsystem whose push path carries the planted fault', async () => {
    vi.stubEnv('MOBILEGL_PIPE_TEST_FAULT', 'program');
    const { code, out, masks } = await bisect(['--scenario', 'ubo']);
    expect(code).toBe(0);
    expect(out).toContain('culprit: program (with its prerequisites buffers pushed)');
    expect(out).toContain('smallest failing set: 0x42 [buffers, program]  (MOBILEGL_PIPE_PUSH=buffers,program)');
    const { pushDependencyErrors } = await import('@mgpipe/migration');
    for (const m of masks) expect(pushDependencyErrors(m)).toEqual([]);
  });

  it('--json, a start set, and a case that fails only through the runner', async () => {
    const { code, out } = await bisect(['--trace', 'x.trace', '--push', 'textures,images-upload,framebuffer', '--json'], (m) => (m & 0b100000) !== 0);
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j).toMatchObject({ kind: 'culprit', culprits: ['images-upload'], minimalSet: ['textures', 'images-upload'], plantedFault: null });
  });

  it('exit 1 when there is nothing to bisect; usage errors', async () => {
    expect((await bisect(['--scenario', 'ubo'])).code).toBe(1);
    expect((await bisect(['--scenario', 'ubo'], () => true)).out).toContain('not a push regression');
    await expect(runBisectCommand(parseArgs(['--scenario', 'a', '--trace', 'b']))).rejects.toThrow(/usage: mgpipe bisect/);
  });
});
