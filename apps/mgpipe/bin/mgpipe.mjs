#!/usr/bin/env node
// The `mgpipe` command. Sources are TypeScript; tsx's loader compiles them on import (no build step
// between an edit and a run), the same way vitest runs them in tests.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
