// BackendSampler: the driver twin of a sampler object (seeds BackendSamplerObject, Managers.h:1808-1824).
// Parameters come through MGB_CTX (a unit's SamplerStateView, gles-core texture-inputs.ts: bind_sampler_states'
// state) and are re-applied when the view's memo key moved (pull / alias: the sampler's paramsVersion); otherwise
// the draw only binds it. The twin is found by the view's bridge (the device resolves it; this library never
// reads it).
import type { GLEntryPoints } from '@mgpipe/native-gl';
import type { SamplerStateView, Twin } from '@mgpipe/gles-core';
import { applySamplerParameters } from './sampler-params.ts';

/** gl-state's Sampler as the twin registry keys it (identity and liveness only: its state comes through MGB_CTX). */
export interface FrontSampler {
  readonly lifetimeId: number;
  readonly name: number;
}

const names = new Uint32Array(1);

export class BackendSampler implements Twin {
  readonly name: number;
  paramsVersion = -1;

  constructor(gl: GLEntryPoints) {
    gl.glGenSamplers(1, names);
    this.name = names[0];
  }

  sync(gl: GLEntryPoints, view: SamplerStateView, anisotropy: boolean): void {
    if (view.version === this.paramsVersion) return;
    this.paramsVersion = view.version;
    applySamplerParameters(gl, this.name, view.params, anisotropy);
  }

  destroy(gl: GLEntryPoints): void {
    names[0] = this.name;
    gl.glDeleteSamplers(1, names);
  }
}
