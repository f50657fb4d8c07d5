// Transform feedback object: owns the indexed TRANSFORM_FEEDBACK_BUFFER bindings (they are XFB-object
// state, so switching XFB objects switches them) plus begin/pause state. `stateVersion` moves on
// begin/end/pause/resume; binding changes move `bindings.version` (NEW_SO_TARGETS with anyBufferChange).

import { IndexedBindingTable } from '../indexed-bindings.ts';
import { GLObject } from './gl-object.ts';

export const MAX_TRANSFORM_FEEDBACK_BUFFERS = 4;

export class TransformFeedback extends GLObject {
  readonly bindings = new IndexedBindingTable(MAX_TRANSFORM_FEEDBACK_BUFFERS);
  active = false;
  paused = false;
  primitiveMode = 0;
  private stateVersionCounter = 0;

  constructor(name: number, readonly isDefault = false) {
    super(name);
  }

  get stateVersion(): number {
    return this.stateVersionCounter;
  }

  RecordBegin(primitiveMode: number): void {
    this.active = true;
    this.paused = false;
    this.primitiveMode = primitiveMode;
    this.stateVersionCounter++;
  }
  RecordEnd(): void {
    this.active = false;
    this.paused = false;
    this.stateVersionCounter++;
  }
  SetPaused(paused: boolean): void {
    if (this.paused === paused) return;
    this.paused = paused;
    this.stateVersionCounter++;
  }
}
