// The data behind the draw gate's partial prepares (backend-gles state/call-epoch.ts): a call between two draws runs
// only the PrepareForDraw steps whose declared reads (STEP_READS) meet the groups it writes (the catalog's kCallWrites).
// A step reading a group it does not declare would be skipped after a call that writes that group, and draw with stale
// state. So every step's real reads are recorded here — each PipeInputs accessor, attributed to the step running
// when it is called (through the device too) — over scenarios that use every step, and held to STEP_READS.
// Negative control: the same recording against a table with one declared group taken away reports that group.
import { afterEach, describe, expect, it } from 'vitest';
import type { GlesBackend } from '@mgpipe/backend-gles';
import type { Lane } from '@mgpipe/harness';
import { glesLane } from '@mgpipe/lanes';
import { SCENARIOS } from '@mgpipe/scenarios';

const { parsePipeSwitches } = await import('@mgpipe/migration');
const { STEP_READS } = await import('@mgpipe/backend-gles');
const { kPipeInputAccessors, kPipeInputFieldNames, PipeInputField } = await import('@mgpipe/pipe-types');

const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

/** PipeInputs accessors the catalog's accessor table does not name, with the group each reads. */
const MORE_ACCESSORS: Readonly<Record<string, number>> = {
  getCurrentVertexAttribs: PipeInputField.attribDefaults,
  getCurrentVertexAttribKinds: PipeInputField.attribDefaults,
  getVertexAttribDefaultsVersion: PipeInputField.attribDefaults,
  getPatchVersion: PipeInputField.patch,
};

type StepName = keyof typeof STEP_READS;

/** The step methods of DrawSync, by the step each one is. */
function stepMethods(sync: GlesBackend['drawSync']): [StepName, object, string][] {
  return [
    ['program', sync.program, 'program'], ['use', sync.program, 'use'], ['vertexArray', sync.vertexArray, 'sync'],
    ['vertexBuffers', sync.vertexArray, 'syncHostSet'],
    ['textures', sync.textures, 'sync'], ['images', sync.images, 'sync'], ['blocks', sync.blocks, 'sync'],
    ['framebuffer', sync.framebuffers, 'syncDrawFramebuffer'], ['attribDefaults', sync.attribDefaults, 'sync'],
    ['patch', sync.patchState, 'sync'],
  ];
}

/** Runs `names` on our stack with everything pushed; returns, per step, the PipeInputs groups it read (bit = group). */
async function recordReads(names: readonly string[]): Promise<{ reads: Map<StepName, number>; unclaimed: Set<string> }> {
  const reads = new Map<StepName, number>();
  const unclaimed = new Set<string>();
  for (const name of names) {
    const scenario = await SCENARIOS.get(name)!();
    let backend: GlesBackend | null = null;
    const lane = (await glesLane({ switches: parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all' }, {}, 'gles'), backendTap: (b) => { backend = b as GlesBackend; } }))({
      width: scenario.width, height: scenario.height,
    });
    lanes.push(lane);
    const b = backend!;
    let current: StepName | null = null;
    for (const [step, owner, method] of stepMethods(b.drawSync)) {
      const o = owner as Record<string, (...a: unknown[]) => unknown>;
      const f = o[method].bind(owner);
      o[method] = (...args: unknown[]) => {
        const outer = current;
        current = step;
        try { return f(...args); } finally { current = outer; }
      };
    }
    const inputs = b.pipeInputs as unknown as Record<string, unknown>;
    let proto = Object.getPrototypeOf(inputs) as object;
    const getters = new Set<string>();
    for (; proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const k of Object.getOwnPropertyNames(proto)) if (/^get[A-Z]/.test(k) && typeof inputs[k] === 'function') getters.add(k);
    }
    for (const k of getters) {
      const field = kPipeInputAccessors[k] ?? MORE_ACCESSORS[k];
      const f = (inputs[k] as (...a: unknown[]) => unknown).bind(inputs);
      inputs[k] = (...args: unknown[]) => {
        if (current !== null) {
          if (field === undefined) unclaimed.add(`${k} (in ${current})`);
          else reads.set(current, (reads.get(current) ?? 0) | (1 << field));
        }
        return f(...args);
      };
    }
    lane.makeCurrent();
    await scenario.run(lane.gl);
    lane.destroy();
    lanes.pop();
  }
  return { reads, unclaimed };
}

/** The groups a step read but `declared` does not list for it, as "step: group, ..." lines. */
function undeclared(reads: Map<StepName, number>, declared: Readonly<Record<StepName, number>>): string[] {
  const out: string[] = [];
  for (const [step, groups] of reads) {
    const extra = groups & ~declared[step];
    if (extra === 0) continue;
    out.push(`${step}: ${kPipeInputFieldNames.filter((_, i) => (extra & (1 << i)) !== 0).join(', ')}`);
  }
  return out;
}

describe('PrepareForDraw steps read what STEP_READS declares', () => {
  // Scenarios that between them run every step: textures and LOD, sampler objects, images and compute, uniform and
  // storage blocks, tessellation (patch, the pass-through stage), the minecraft frame, instancing, xfb, framebuffers.
  const names = ['minecraft-frame', 'mip-lod-texture-params', 'sampler-objects', 'gpu-written-texels', 'compute-buffer-image', 'ubo', 'ssbo',
    'tessellation-patches', 'instancing', 'xfb-capture-draw', 'mrt-depth-stencil', 'client-arrays', 'point-size'];

  it('every step\'s recorded reads are among its declared ones, and every step was seen reading', async () => {
    const { reads, unclaimed } = await recordReads(names);
    expect([...unclaimed]).toEqual([]);
    expect(undeclared(reads, STEP_READS)).toEqual([]);
    expect([...reads.keys()].sort()).toEqual(Object.keys(STEP_READS).sort());
    // The negative control: each step's table with one of its recorded groups taken away reports exactly that one.
    for (const [step, groups] of reads) {
      const low = groups & -groups;
      const planted = { ...STEP_READS, [step]: STEP_READS[step] & ~low };
      expect(undeclared(reads, planted)).toEqual([`${step}: ${kPipeInputFieldNames[31 - Math.clz32(low)]}`]);
    }
  }, 120_000);
});
