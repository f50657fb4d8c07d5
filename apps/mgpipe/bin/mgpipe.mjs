#!/usr/bin/env node
// The `mgpipe` command. Sources are TypeScript; tsx's loader compiles them on import (no build step
// between an edit and a run), the same way vitest runs them in tests.
import { register } from 'tsx/esm/api';

register();
const { applyDriverThread, applyJitInlining, main } = await import('../src/main.ts');
try {
  applyJitInlining(); // before the stack's code is compiled (util/jit-inlining.ts)
  applyDriverThread(); // before the GL addon loads (util/driver-thread.ts)
} catch (err) {
  process.stderr.write(`mgpipe: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(2);
}
process.exitCode = await main(process.argv.slice(2));
