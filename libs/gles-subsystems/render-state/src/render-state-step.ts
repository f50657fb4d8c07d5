// The render-state step of PrepareForDraw (and of clears and blits): bring the driver's render state to the
// blob MGB_CTX reads, through the byte mirror. The mirror is created by the wiring (GlesDevice) because its
// handle memo is switched on from the pipe options; this step only names the one call the verbs make.
import type { DeviceCore } from '@mgpipe/gles-core';
import type { RenderStateMirror } from './render-state-mirror.ts';

/** What the render-state subsystem needs of the device: the core plus its mirror. */
export interface RenderStateDevice extends DeviceCore {
  readonly mirror: RenderStateMirror;
}

export class RenderStateStep {
  constructor(private readonly dev: RenderStateDevice) {}

  sync(): void {
    this.dev.mirror.sync(this.dev.inputs.getRenderStateParametersVersion());
  }
}
