// The trees the instruction tools measure (count-instructions.mjs, attribute-instructions.mjs): a checkout of a
// revision beside this one, and the instruction bench of a tree bundled as gpu-pack.mjs bundles the CLI, so two trees
// are measured the same way whatever their module layout.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ADDONS = ['native/gl/build/Release/mgpipe_gl.node', 'native/shader/build/Release/mgpipe_shader.node'];
/** Draws a round of the instruction bench (its third argument). */
export const DRAWS = 2000;

/** A checkout of REV in the folder `work`: its files, this tree's third-party node_modules, @mgpipe links into it. */
export function checkout(rev, work) {
  const dir = join(work, `src-${rev.replace(/[^\w.-]/g, '_')}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git -C "${root}" archive "${rev}" | tar -x -C "${dir}"`]);
  mkdirSync(join(dir, 'node_modules'));
  for (const e of readdirSync(join(root, 'node_modules'))) {
    if (e === '@mgpipe') cpSync(join(root, 'node_modules', e), join(dir, 'node_modules', e), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(join(root, 'node_modules', e), join(dir, 'node_modules', e));
  }
  // The bench entry, its loops and the V8 inlining budget it runs under as this tree has them (REV may predate them):
  // both trees measured under one budget compare their code, not the budget.
  mkdirSync(join(dir, 'scripts', 'perf'), { recursive: true });
  mkdirSync(join(dir, 'apps', 'mgpipe', 'src', 'util'), { recursive: true });
  for (const f of ['scripts/perf/instruction-bench.ts', 'scripts/perf/repoint-attribs.ts', 'apps/mgpipe/src/util/jit-inlining.ts']) copyFileSync(join(root, f), join(dir, f));
  return dir;
}

/**
 * Bundles the bench of source tree `src` into `out` in the layout its files resolve from (as gpu-pack.mjs does);
 * `sourcemap` also writes bench.mjs.map (profile-lines.mjs maps the bundle's lines back to the sources with it).
 */
export async function bundle(src, out, { sourcemap = false } = {}) {
  rmSync(out, { recursive: true, force: true });
  const esbuild = createRequire(join(root, 'node_modules/tsx/package.json'))('esbuild');
  await esbuild.build({
    entryPoints: { bench: join(src, 'scripts/perf/instruction-bench.ts') }, bundle: true, platform: 'node', format: 'esm',
    target: 'node20', outdir: join(out, 'a/b/src'), outExtension: { '.js': '.mjs' }, logLevel: 'warning', sourcemap,
    banner: { js: "import { createRequire as __cr } from 'module'; const require = __cr(import.meta.url);" },
  });
  mkdirSync(join(out, 'a/b/build/Release'), { recursive: true });
  for (const a of ADDONS) symlinkSync(join(root, a), join(out, 'a/b/build/Release', a.split('/').pop()));
  mkdirSync(join(out, 'migrations'));
  copyFileSync(join(src, 'migrations/state.json'), join(out, 'migrations/state.json'));
  return join(out, 'a/b/src/bench.mjs');
}
