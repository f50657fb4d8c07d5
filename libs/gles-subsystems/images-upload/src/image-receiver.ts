// The images-upload subsystem's image units pushed (phase B, issue 16): set_shader_images fills MGB_CTX's shaderImages
// group (gles-core image-inputs.ts) from the payload — per unit the texture's resource handle (a PushedTexture, made
// once per {slot, gen}) and the level / layered / layer / access / format — and moves the group's version, the
// image-unit step's shutter. A handle that is not a live texture resource is Fatal{ProtocolCorruption}; the null
// handle is an unbound unit. Payloads are valid for the call only: copied.
// MOBILEGL_PIPE_TEST_FAULT=images-upload (test-only, `fault`; with the upload receiver's): every bound unit's access
// lands as READ_WRITE, or WRITE_ONLY where it was READ_WRITE — glBindImageTexture's access moves, which verify sees
// as a shaderImages divergence wherever a scenario binds an image unit.
import { PushedTexture, type ShaderImageSet } from '@mgpipe/gles-core';
import { MGPipeFatal, type MGPipeContext, type MGPipeHandle } from '@mgpipe/pipe-types';

const READ_WRITE = 0x88ba;
const WRITE_ONLY = 0x88b9;

export function installShaderImageReceiver(ctx: MGPipeContext, images: ShaderImageSet, isTexture: (h: MGPipeHandle) => boolean, fault = false): void {
  const refs: (PushedTexture | undefined)[] = [];
  images.pushed = true;
  ctx.set_shader_images = (p) => {
    const n = p.start + p.images.length;
    if (p.start !== 0 || n > images.textures.length) throw new MGPipeFatal('ProtocolCorruption', `set_shader_images: units [${p.start}, ${n}) outside [0, ${images.textures.length})`);
    for (let u = 0; u < n; u++) {
      const v = p.images[u];
      const h = v.res;
      if (h.slot === 0 && h.gen === 0) {
        images.textures[u] = null;
      } else {
        if (!isTexture(h)) throw new MGPipeFatal('ProtocolCorruption', `set_shader_images: unit ${u} names {${h.slot}, ${h.gen}}, no live texture resource`);
        let ref = refs[h.slot];
        if (ref === undefined || ref.gen !== h.gen) ref = refs[h.slot] = new PushedTexture(h.slot, h.gen);
        images.textures[u] = ref;
      }
      images.levels[u] = v.level;
      images.layered[u] = v.layered ? 1 : 0;
      images.layers[u] = v.layer;
      images.access[u] = fault && images.textures[u] !== null ? (v.access === READ_WRITE ? WRITE_ONLY : READ_WRITE) : v.access;
      images.formats[u] = v.format;
    }
    images.units = n;
    images.version++;
  };
}
