// The driver thread in the processes the `mgpipe` command runs the stack in (@mgpipe/native-gl setDriverThread,
// driver-thread.cc): on unless MGPIPE_DRIVER_THREAD=0. Its entry points call applyDriverThread before anything loads
// the addon (bin/mgpipe.mjs, the GPU carry's run.mjs; the bench's lane processes start from the same entry), and the
// addon's module reads the variable when it loads, so every process of one command has the same setting.
//
// Why: a draw's driver calls leave the call queue in batches; with the thread on, the driver makes one batch while JS
// prepares the next, so on a real GPU a draw costs about the larger of the stack's and the driver's time instead of
// their sum (README "Benchmarks": on an H100, state-heavy's push lane 0.44-0.55x native off, 0.55-0.79x on). The driver
// sees the same calls in the same order: anything that reads it takes the context back after every batch before it.
//
// The library's default stays off: a library that started a thread and moved its host's context between threads on
// import would do it without asking. An application embedding the stack calls setDriverThread(true) or sets the
// variable.

/** The command's default, written into `env` when the variable is unset (so the addon and child processes see it). */
export function applyDriverThread(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env.MGPIPE_DRIVER_THREAD;
  if (v === undefined || v === '') {
    env.MGPIPE_DRIVER_THREAD = '1';
    return true;
  }
  if (v !== '0' && v !== '1') throw new Error(`MGPIPE_DRIVER_THREAD must be 0 or 1, got '${v}'`);
  return v === '1';
}
