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

/**
 * The command's default, written into `env` when the variable is unset or empty (so the addon and child processes see
 * it). The value itself is read in one place, @mgpipe/native-gl when it loads: any value but 0 / 1 is refused there,
 * inside the command (exit 2, cli.test.ts).
 */
export function applyDriverThread(env: NodeJS.ProcessEnv = process.env): void {
  if (env.MGPIPE_DRIVER_THREAD === undefined || env.MGPIPE_DRIVER_THREAD === '') env.MGPIPE_DRIVER_THREAD = '1';
}
