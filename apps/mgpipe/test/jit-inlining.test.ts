// The V8 inlining budget the mgpipe command runs the stack under (src/util/jit-inlining.ts): which flags each setting
// of MGPIPE_JIT_INLINING sets, a clear error for any other value, and that this Node's V8 knows the flags (V8 ignores
// an unknown flag passed at run time, so a renamed flag would otherwise leave the budget silently at V8's default).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { applyJitInlining, JIT_INLINING_FLAGS } from '../src/util/jit-inlining.ts';

function flagsSetBy(value: string | undefined): { mode: string; flags: string[] } {
  const flags: string[] = [];
  const mode = applyJitInlining(value === undefined ? {} : { MGPIPE_JIT_INLINING: value }, (f) => flags.push(f));
  return { mode, flags };
}

describe('the CLI\'s V8 inlining budget', () => {
  it('is raised unless MGPIPE_JIT_INLINING=default', () => {
    expect(flagsSetBy(undefined)).toEqual({ mode: 'raised', flags: [...JIT_INLINING_FLAGS] });
    expect(flagsSetBy('')).toEqual({ mode: 'raised', flags: [...JIT_INLINING_FLAGS] });
    expect(flagsSetBy('raised')).toEqual({ mode: 'raised', flags: [...JIT_INLINING_FLAGS] });
    expect(flagsSetBy('default')).toEqual({ mode: 'default', flags: [] });
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => flagsSetBy('on')).toThrow("MGPIPE_JIT_INLINING: 'on' is neither 'raised' nor 'default'");
  });

  it('names flags this Node\'s V8 accepts, each raising its default', () => {
    const ok = spawnSync(process.execPath, [...JIT_INLINING_FLAGS, '-e', '0'], { encoding: 'utf8' });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stderr).toBe('');
    // The check above can fail: V8 refuses a flag it does not know at start-up.
    const bad = spawnSync(process.execPath, ['--max-inlined-bytecode-size-cumulatve=20000', '-e', '0'], { encoding: 'utf8' });
    expect(bad.status).not.toBe(0);
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    for (const flag of JIT_INLINING_FLAGS) {
      const [name, value] = flag.slice(2).split('=');
      const byDefault = new RegExp(`--${name}=(\\d+)`).exec(options.slice(options.indexOf(`--${name} `)));
      expect(byDefault, name).not.toBeNull();
      expect(Number(value), name).toBeGreaterThan(Number(byDefault![1]));
    }
  });
});
