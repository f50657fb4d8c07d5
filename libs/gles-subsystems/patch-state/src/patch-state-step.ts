// The patch-state step of PrepareForDraw: GL_PATCH_VERTICES from MGB_CTX (the context, an alias copy or the
// pushed set_patch_state), issued only when its version moved. The last step of the seeds' order.
import type { DeviceCore } from '@mgpipe/gles-core';
import { GL } from '@mgpipe/value-types';

export class PatchStateStep {
  private patchVersion = -1;

  constructor(private readonly dev: DeviceCore) {}

  sync(): void {
    const inputs = this.dev.inputs;
    const patchVersion = inputs.getPatchVersion();
    if (patchVersion !== this.patchVersion) {
      this.patchVersion = patchVersion;
      this.dev.gl.glPatchParameteri(GL.PATCH_VERTICES, inputs.getPatchVertices());
    }
  }
}
