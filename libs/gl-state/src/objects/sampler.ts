// Sampler object. paramsVersion moves on every changing parameter write, and so does the context's
// samplingResolution generation (§4.5.4): MIN_FILTER decides whether the mip chain is read, hence
// mipmap completeness, hence whether a unit resolves to its texture at all. Identical writes bump nothing.

import { SamplerParameters } from '@mgpipe/value-types';
import type { ContextGenerations } from '../context-generations.ts';
import { WRITE_CHANGED, WRITE_UNKNOWN, writeBorderColor, writeSamplerParameter } from '../sampler-parameter-write.ts';
import { GLObject } from './gl-object.ts';

export class Sampler extends GLObject {
  readonly params = new SamplerParameters();
  private paramsVersionCounter = 0;

  constructor(name: number, private readonly generations: ContextGenerations) {
    super(name);
  }

  get paramsVersion(): number {
    return this.paramsVersionCounter;
  }

  /** One scalar glSamplerParameter; false when pname is not a sampler parameter. */
  SetParameter(pname: number, value: number): boolean {
    const result = writeSamplerParameter(this.params, pname, value);
    if (result === WRITE_UNKNOWN) return false;
    if (result === WRITE_CHANGED) this.BumpParamsVersion();
    return true;
  }

  SetBorderColor(form: 0 | 1 | 2, r: number, g: number, b: number, a: number): void {
    if (writeBorderColor(this.params, form, r, g, b, a) === WRITE_CHANGED) this.BumpParamsVersion();
  }

  private BumpParamsVersion(): void {
    this.paramsVersionCounter++;
    this.generations.BumpSamplingResolution();
  }
}
