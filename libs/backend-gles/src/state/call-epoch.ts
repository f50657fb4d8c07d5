// The draw path's "nothing moved" gate on the server (issue 19). With every subsystem pushed, everything PrepareForDraw
// establishes in the driver (program, VAO, textures, image units, blocks, framebuffer, default-block uniforms,
// attribute defaults, patch state) can move only through an MGPipe call: the server's inputs are what the calls pushed,
// and the one front-end read left (the texture twins' storage bridge, textureFrontOf) changes only with the upload,
// respecify or params call that the client's validate sends for it. So every call but the ones a prepared draw survives
// bumps GlesDevice.callEpoch, and a draw that finds the epoch of the last prepared draw skips the steps (DrawSync.prepare):
// blend-toggle's enable / draw / disable / draw is then a render-state sync per draw. Calls default to bumping: a call
// added to the catalog is covered unasked.
//
// The per-draw state calls of a frame that switches objects between draws (the state-heavy batch: a VAO, a texture and a
// uniform per draw) do not bump: each names the PrepareForDraw steps that read what it writes (PARTIAL_CALLS), and the
// next draw runs those steps only. Which steps read a call's groups is data: STEP_READS (the PipeInputs groups each step
// reads through MGB_CTX; draw-sync-reads.test.ts records every step's reads and holds them to it) against the catalog's
// kCallWrites. A step whose outputs another step reads pulls that one in (STEP_FEEDS).
import { MGPipeOp, PipeInputField, kCallWrites, type MGPipeContext, type MGPipeScreen } from '@mgpipe/pipe-types';

/**
 * The calls a prepared draw survives: the draw itself, and the render-state calls, whose only reader is the render-state
 * step (synced on every draw) and the depth-range uniform (a program that reads it is never fast-pathed); and
 * create_vertex_state, which fills the server's table of vertex states only (what a bind of it writes moves the steps).
 */
export const EPOCH_NEUTRAL_CALLS: ReadonlySet<string> = new Set(['draw_vbo', 'create_render_state', 'bind_render_state', 'delete_render_state', 'set_dynamic_state',
  'create_vertex_state']);

/** The PrepareForDraw steps (DrawSync.prepare's order) as bits of GlesDevice.stepsMoved. */
export const PrepareStep = { program: 1, vertexArray: 2, textures: 4, images: 8, blocks: 16, framebuffer: 32, use: 64, attribDefaults: 128, patch: 256, vertexBuffers: 512 } as const;
export const ALL_PREPARE_STEPS = 1023;

const g = (...fields: number[]) => fields.reduce((m, f) => m | (1 << f), 0);
const F = PipeInputField;

/** Per step: the PipeInputs groups it reads through MGB_CTX (held to what it really reads by draw-sync-reads.test.ts). */
export const STEP_READS: Readonly<Record<keyof typeof PrepareStep, number>> = {
  program: g(F.drawProgram, F.dispatchProgram, F.patch, F.programBindings, F.shaderImages),
  vertexArray: g(F.vertexElements),
  vertexBuffers: g(F.vertexElements, F.vertexBuffers),
  textures: g(F.samplerViews, F.samplers, F.textureParams, F.programBindings),
  images: g(F.shaderImages, F.programBindings, F.textureParams),
  blocks: g(F.shaderBuffers, F.programBindings),
  framebuffer: g(F.framebuffer, F.textureParams),
  use: g(F.drawProgram, F.dispatchProgram, F.globalConstants, F.patch, F.renderState, F.framebuffer),
  attribDefaults: g(F.attribDefaults),
  patch: g(F.patch),
};

/**
 * Per step: the later steps that read what it establishes — the textures step resolves each unit's LOD bias, which
 * `use` uploads (and picks the program's LOD-bias variant by); the image step can move a texture twin to new storage,
 * which the textures step rebinds.
 */
export const STEP_FEEDS: Readonly<Partial<Record<keyof typeof PrepareStep, number>>> = {
  textures: PrepareStep.use,
  images: PrepareStep.textures | PrepareStep.use,
};

/** The steps that read what a call writes, with the steps those feed. */
export function stepsOfCall(name: string): number {
  const writes = kCallWrites[MGPipeOp[name as keyof typeof MGPipeOp]];
  let steps = 0;
  for (const [step, reads] of Object.entries(STEP_READS) as [keyof typeof PrepareStep, number][]) {
    if ((reads & writes) !== 0) steps |= PrepareStep[step] | (STEP_FEEDS[step] ?? 0);
  }
  return steps;
}

/**
 * The calls a frame makes between draws to switch objects, which write PipeInputs groups only (no driver object, no
 * front-end read): the next draw runs the steps that read those groups instead of preparing in full.
 */
export const PARTIAL_CALLS: readonly string[] = ['set_global_constants', 'set_vertex_buffers', 'bind_vertex_elements_state', 'bind_vertex_state', 'set_sampler_views', 'bind_sampler_states'];

/** What the wrappers move: the whole-prepare epoch, and the steps the partial calls name since the last full prepare. */
export interface CallEpoch {
  callEpoch: number;
  stepsMoved: number;
}

type AnyEntry = (p: unknown) => unknown;

/**
 * Wraps every installed entry of `table` but the neutral ones: a partial call ORs its steps into `epoch.stepsMoved`,
 * every other call bumps `epoch.callEpoch` before it runs.
 */
export function bumpEpochOnCalls(table: MGPipeContext | MGPipeScreen, epoch: CallEpoch): void {
  const entries = table as unknown as Record<string, AnyEntry | null>;
  for (const name of Object.keys(entries)) {
    const f = entries[name];
    if (f === null || typeof f !== 'function' || EPOCH_NEUTRAL_CALLS.has(name)) continue;
    if (PARTIAL_CALLS.includes(name)) {
      const steps = stepsOfCall(name);
      if (steps === 0) throw new Error(`call-epoch: ${name} is a partial call but no PrepareForDraw step reads what it writes`);
      entries[name] = (p: unknown) => {
        epoch.stepsMoved |= steps;
        return f(p);
      };
      continue;
    }
    entries[name] = (p: unknown) => {
      epoch.callEpoch++;
      return f(p);
    };
  }
}
