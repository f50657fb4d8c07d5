// BackendSampler: the driver twin of a sampler object (seeds BackendSamplerObject, Managers.h:1808-1824).
// Parameters are re-applied when the front end's paramsVersion moved; otherwise the draw only binds it.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import type { SamplerParameters } from '@mgpipe/value-types';
import { applySamplerParameters } from './sampler-params.ts';
import type { Twin } from '@mgpipe/gles-core';

export interface FrontSampler {
  readonly lifetimeId: number;
  readonly name: number;
  readonly params: SamplerParameters;
  readonly paramsVersion: number;
}

const names = new Uint32Array(1);

export class BackendSampler implements Twin {
  readonly name: number;
  paramsVersion = -1;

  constructor(gl: GLEntryPoints) {
    gl.glGenSamplers(1, names);
    this.name = names[0];
  }

  sync(gl: GLEntryPoints, front: FrontSampler, anisotropy: boolean): void {
    if (front.paramsVersion === this.paramsVersion) return;
    this.paramsVersion = front.paramsVersion;
    applySamplerParameters(gl, this.name, front.params, anisotropy);
  }

  destroy(gl: GLEntryPoints): void {
    names[0] = this.name;
    gl.glDeleteSamplers(1, names);
  }
}
