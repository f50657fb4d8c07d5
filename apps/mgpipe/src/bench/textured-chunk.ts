// The textured chunk the state-heavy and upload-heavy batches draw (batches.ts), shared with the driver-shapes probe
// (scripts/gpu/driver-shapes.ts), which times the same frame's call shapes straight on GLES: one spelling of its
// shaders, vertices, texels and per-draw offsets, so the probe measures the batch's frame and not a copy of it.

/** The shaders' first lines: ESSL 3.00 natively, desktop GLSL 3.30 on our stack. */
export function shaderHeader(es: boolean): string {
  return es ? '#version 300 es\nprecision mediump float;\n' : '#version 330 core\n';
}

export const TEXTURED_VS = 'layout(location = 0) in vec2 p;\nlayout(location = 1) in vec2 uv;\nout vec2 v_uv;\nuniform vec4 u_offset;\nvoid main() { v_uv = uv; gl_Position = vec4(p * u_offset.w + u_offset.xy, u_offset.z, 1.0); }\n';
export const TEXTURED_FS = 'in vec2 v_uv;\nuniform sampler2D u_tex;\nout vec4 o;\nvoid main() { o = texture(u_tex, v_uv); }\n';

/** One triangle at offset dx: x, y, u, v per vertex (16-byte stride, uv at byte 8). */
export function triangleVertices(dx: number): Float32Array {
  return new Float32Array([-0.5 + dx, -0.5, 0, 0, 0.5 + dx, -0.5, 1, 0, dx, 0.5, 0.5, 1]);
}

/** A size × size RGBA8 image of a seeded byte pattern. */
export function texelPattern(size: number, seed: number): Uint8Array {
  const texels = new Uint8Array(size * size * 4);
  for (let i = 0; i < texels.length; i++) texels[i] = (i * 37 + seed * 101) & 0xff;
  return texels;
}

/** state-heavy: chunk k (its VAO, k * 0.05 to the right) samples texture STATE_HEAVY_TEXTURES[k] at offset STATE_HEAVY_OFFSETS[k]. */
export const STATE_HEAVY_TEXTURES = [1, 3, 0, 2] as const;
export const STATE_HEAVY_OFFSETS = [[-0.2, -0.2], [0.2, -0.2], [-0.2, 0.2], [0.2, 0.2]] as const;
