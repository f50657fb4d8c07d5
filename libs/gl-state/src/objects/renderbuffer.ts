// Renderbuffer: its own class (own format-capability target, own twin on the server, §4.5.1).
// shapeVersion moves on glRenderbufferStorage*; it also bumps anyFboAttachment because attachments
// inline the internal format and size. (Content is written only by draws/clears/blits: no counter.)

import type { ContextGenerations } from '../context-generations.ts';
import { GLObject } from './gl-object.ts';

export class Renderbuffer extends GLObject {
  internalFormat = 0;
  width = 0;
  height = 0;
  samples = 0;
  private shapeVersionCounter = 0;

  constructor(name: number, private readonly generations: ContextGenerations) {
    super(name);
  }

  get shapeVersion(): number {
    return this.shapeVersionCounter;
  }

  AllocateStorage(internalFormat: number, width: number, height: number, samples: number): void {
    this.internalFormat = internalFormat;
    this.width = width;
    this.height = height;
    this.samples = samples;
    this.shapeVersionCounter++;
    this.generations.BumpAnyFboAttachment();
  }
}
