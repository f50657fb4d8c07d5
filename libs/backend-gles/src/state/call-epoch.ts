// The draw path's "nothing moved" gate on the server (issue 19). With every subsystem pushed, everything PrepareForDraw
// establishes in the driver (program, VAO, textures, image units, blocks, framebuffer, default-block uniforms,
// attribute defaults, patch state) can move only through an MGPipe call: the server's inputs are what the calls pushed,
// and the one front-end read left (the texture twins' storage bridge, textureFrontOf) changes only with the upload,
// respecify or params call that the client's validate sends for it. So
// every call but the ones a prepared draw survives bumps GlesDevice.callEpoch, and a draw that finds the epoch of
// the last prepared draw skips those steps (DrawSync.prepare): blend-toggle's enable / draw / disable / draw is
// then a render-state sync per draw. Calls default to bumping: a call added to the catalog is covered unasked.
import type { MGPipeContext, MGPipeScreen } from '@mgpipe/pipe-types';

/**
 * The calls a prepared draw survives: the draw itself, and the render-state calls, whose only reader is the render-state
 * step (synced on every draw) and the depth-range uniform (a program that reads it is never fast-pathed).
 */
export const EPOCH_NEUTRAL_CALLS: ReadonlySet<string> = new Set(['draw_vbo', 'create_render_state', 'bind_render_state', 'delete_render_state', 'set_dynamic_state']);

type AnyEntry = (p: unknown) => unknown;

/** Wraps every installed entry of `table` but the neutral ones so that it bumps `epoch.callEpoch` before it runs. */
export function bumpEpochOnCalls(table: MGPipeContext | MGPipeScreen, epoch: { callEpoch: number }): void {
  const entries = table as unknown as Record<string, AnyEntry | null>;
  for (const name of Object.keys(entries)) {
    const f = entries[name];
    if (f === null || typeof f !== 'function' || EPOCH_NEUTRAL_CALLS.has(name)) continue;
    entries[name] = (p: unknown) => {
      epoch.callEpoch++;
      return f(p);
    };
  }
}
