// GLES has no glGetTexImage: a texture level is read by attaching one of its images to a scratch read framebuffer
// and calling glReadPixels. One scratch FBO per backend, shared by the pull path's getTexImage / texel write-back
// (backend-gles commands/readback-commands.ts) and the pushed get_texture_image (pushed-readback.ts).
import type { DriverBindings } from '@mgpipe/gles-core';
import type { BackendTexture } from '@mgpipe/gles-textures';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';

const names = new Uint32Array(1);

export class ScratchReadFramebuffer {
  private fbo = 0;

  constructor(private readonly gl: GLEntryPoints, private readonly bindings: DriverBindings) {}

  /**
   * Binds the scratch FBO as the read framebuffer with `twin`'s `level` at `point` (COLOR_ATTACHMENT0, or the depth /
   * depth-stencil point with no read buffer). `layer`: the cube face of a cube map (`frontTarget` TEXTURE_CUBE_MAP),
   * else the layer / slice / layer-face of a layered driver texture (0 for a 2D one).
   */
  bind(twin: BackendTexture, frontTarget: number, level: number, layer: number, point: number): void {
    const gl = this.gl;
    if (this.fbo === 0) {
      gl.glGenFramebuffers(1, names);
      this.fbo = names[0];
    }
    this.bindings.bindReadFramebuffer(this.fbo);
    for (const p of [GL.COLOR_ATTACHMENT0, GL.DEPTH_STENCIL_ATTACHMENT]) gl.glFramebufferTexture2D(GL.READ_FRAMEBUFFER, p, GL.TEXTURE_2D, 0, 0);
    if (frontTarget === GL.TEXTURE_CUBE_MAP) gl.glFramebufferTexture2D(GL.READ_FRAMEBUFFER, point, GL.TEXTURE_CUBE_MAP_POSITIVE_X + layer, twin.name, level);
    else if (twin.target === GL.TEXTURE_2D) gl.glFramebufferTexture2D(GL.READ_FRAMEBUFFER, point, GL.TEXTURE_2D, twin.name, level);
    else gl.glFramebufferTextureLayer(GL.READ_FRAMEBUFFER, point, twin.name, level, layer);
    gl.glReadBuffer(point === GL.COLOR_ATTACHMENT0 ? GL.COLOR_ATTACHMENT0 : GL.NONE);
  }
}
