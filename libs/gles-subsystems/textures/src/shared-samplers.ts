// The driver sampler objects that carry textures' own sampler state (issue 19). Sampling goes through sampler
// objects, and a texture's own state is one; a sampler object per texture made every texture switch between two
// textures of equal parameters a glBindSampler the application never asked for (the Minecraft-like frame: four
// atlas textures, one filter and wrap set; 40-60 ns a call on llvmpipe). Textures whose applied parameters are equal
// share one driver sampler here, counted by reference, so the switch binds the same name and DriverBindings skips it.
//
// The key is what applySamplerParameters gives the driver (lodBias and seamless are not sampler-object state in
// GLES: the program's LOD-bias variant and the render state carry them). Keys are made only when a texture's
// parameters change, never on the draw path.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { BorderColorForm, type SamplerParameters } from '@mgpipe/value-types';
import { applySamplerParameters } from './sampler-params.ts';

const names = new Uint32Array(1);

function keyOf(p: SamplerParameters, anisotropy: boolean): string {
  const border = p.borderColorForm === BorderColorForm.Int ? p.borderColorI : p.borderColorForm === BorderColorForm.Uint ? p.borderColorUI : p.borderColor;
  // Object.is semantics for the floats (-0 is a value of its own, as SamplerParameters.equals has it): `${-0}` is "0".
  const f = (v: number) => (Object.is(v, -0) ? '-0' : String(v));
  return [p.minFilter, p.magFilter, p.wrapS, p.wrapT, p.wrapR, f(p.minLod), f(p.maxLod), p.compareMode, p.compareFunc,
    anisotropy ? f(p.maxAnisotropy) : '', p.borderColorForm, f(border[0]), f(border[1]), f(border[2]), f(border[3])].join(',');
}

export class SharedSamplers {
  private readonly byKey = new Map<string, number>();
  /** Per driver sampler held: its key and how many textures use it. */
  private readonly held = new Map<number, { key: string; refs: number }>();

  /** `onDelete`: a driver sampler was deleted (DriverBindings forgets it: the driver unbinds a deleted sampler). */
  constructor(private readonly gl: GLEntryPoints, private readonly onDelete: (name: number) => void) {}

  /** A driver sampler holding `p` (made and applied on first use of these parameters); release it when done. */
  acquire(p: SamplerParameters, anisotropy: boolean): number {
    const key = keyOf(p, anisotropy);
    const name = this.byKey.get(key);
    if (name !== undefined) {
      this.held.get(name)!.refs++;
      return name;
    }
    this.gl.glGenSamplers(1, names);
    const made = names[0];
    applySamplerParameters(this.gl, made, p, anisotropy);
    this.byKey.set(key, made);
    this.held.set(made, { key, refs: 1 });
    return made;
  }

  /** Drops one reference to `name`; the last one deletes the driver sampler. */
  release(name: number): void {
    const h = this.held.get(name);
    if (h === undefined) throw new Error(`SharedSamplers: sampler ${name} is not held`);
    if (--h.refs > 0) return;
    this.held.delete(name);
    this.byKey.delete(h.key);
    names[0] = name;
    this.gl.glDeleteSamplers(1, names);
    this.onDelete(name);
  }

  /** Driver samplers held (tests). */
  get size(): number {
    return this.held.size;
  }
}
