// Output paths are checked before any rendering: an unwritable --out is a usage error (exit 2) in milliseconds,
// not a crash after the frame was drawn.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './args.ts';

/** Creates `dir` (and parents) and checks it is writable; returns its absolute path. */
export function ensureWritableDir(dir: string, option = '--out'): string {
  const abs = resolve(dir);
  try {
    mkdirSync(abs, { recursive: true });
    accessSync(abs, constants.W_OK);
  } catch (err) {
    throw new UsageError(`${option} ${dir}: not a writable directory (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  return abs;
}

/** Checks that the file `file` can be created (its directory exists or can be made, and is writable). */
export function ensureWritableFile(file: string, option: string): string {
  const abs = resolve(file);
  ensureWritableDir(dirname(abs), option);
  return abs;
}
