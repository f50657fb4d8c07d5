// Two flag sets, kept apart on purpose (STYLE "What this means here" 5, wgpu-hal's split):
//  - Capabilities: what THIS driver offers beyond core GLES 3.2, read once from its extension string AND
//    the native binding's entry-point table (an extension whose entry points the binding does not export
//    is as good as absent). Each flag decides between the native path and a lowering in lowering/.
//  - Workarounds: driver bugs. Each names the bug and the driver it was seen on; none is a missing feature.
// Neither set is consulted per call through a string: both are plain booleans fixed at attach time.
import { API_GLES, ENTRY_POINT_APIS, type GLEntryPoints } from '@mgpipe/native-gl';

export interface Capabilities {
  /** EXT_clip_cull_distance: gl_ClipDistance in ESSL and glEnable(CLIP_DISTANCEi_EXT) (same enum values). */
  clipDistance: boolean;
  /** EXT_depth_clamp: glEnable(DEPTH_CLAMP_EXT) (same enum as desktop DEPTH_CLAMP). */
  depthClamp: boolean;
  /** NV_polygon_mode (glPolygonModeNV). Absent: POLYGON_MODE LINE is lowered to a line-list draw. */
  polygonMode: boolean;
  /** OES_viewport_array with glViewportIndexedfOES & co. Absent: viewport arrays replay the draw per viewport. */
  viewportArray: boolean;
  /**
   * OES_viewport_array's fragment-stage input `in highp int gl_ViewportIndex` compiles (probed with a one-line
   * shader: NVIDIA 580.159.04 has the extension but rejects it, asking for NV_viewport_array). Absent: the
   * geometry stage passes the index to the fragment stage in a flat varying (gles-program viewport-index-lowering.ts).
   */
  fragmentViewportIndex: boolean;
  /** EXT_base_instance with its entry points. Absent: base instance rebases the instanced attributes. */
  baseInstance: boolean;
  /** EXT_texture_norm16: R16/RG16/RGBA16 (and RGB16 as a texture) exist natively; else they fall back to float. */
  textureNorm16: boolean;
  /** EXT_color_buffer_float: 16/32-bit float color attachments. */
  colorBufferFloat: boolean;
  /** NV_read_depth / NV_read_depth_stencil: glReadPixels of DEPTH_COMPONENT. */
  readDepth: boolean;
  /** EXT_polygon_offset_clamp with glPolygonOffsetClampEXT. Absent: the clamp is ignored (clamp 0 = none). */
  polygonOffsetClamp: boolean;
  /** Core GLES has no glLogicOp; no extension offers it. Kept as a flag so the lowering site is explicit. */
  logicOp: boolean;
  /** OES_texture_view with glTextureViewOES. Absent: a view is a copy of its origin's client texels (GPU writes unseen). */
  textureView: boolean;
  /** EXT_shader_framebuffer_fetch: `inout` fragment outputs (gles-program framebuffer-fetch.ts). Absent: not advertised. */
  framebufferFetch: boolean;
}

export interface Workarounds {
  /**
   * Adreno: a disabled vertex attribute whose array was never given a pointer can SIGSEGV inside
   * glDraw* (seeds §6.1, Espryt Managers.cpp:2371-2380). Fix: every attribute slot gets a 1-element
   * pointer into a zero buffer when the VAO is built.
   */
  pointDisabledAttribsAtZeroBuffer: boolean;
  /**
   * Mali: transform feedback silently stops capturing after glUseProgram while XFB is active and paused
   * (seeds §6.1, Espryt DirectGLES.cpp:400-410). Fix: end and restart capture around the program change.
   */
  restartXfbAcrossProgramChange: boolean;
}

function hasEntryPoint(name: string): boolean {
  return ((ENTRY_POINT_APIS as Record<string, number>)[name] ?? 0) & API_GLES ? true : false;
}

export function detectCapabilities(extensions: ReadonlySet<string>): Capabilities {
  return {
    clipDistance: extensions.has('GL_EXT_clip_cull_distance'),
    depthClamp: extensions.has('GL_EXT_depth_clamp'),
    polygonMode: extensions.has('GL_NV_polygon_mode') && hasEntryPoint('glPolygonModeNV'),
    viewportArray: extensions.has('GL_OES_viewport_array') && hasEntryPoint('glViewportIndexedfOES'),
    // Settled by probeShaderCapabilities once a context is current (an extension string cannot say it).
    fragmentViewportIndex: extensions.has('GL_OES_viewport_array'),
    baseInstance: extensions.has('GL_EXT_base_instance') && hasEntryPoint('glDrawArraysInstancedBaseInstanceEXT'),
    textureNorm16: extensions.has('GL_EXT_texture_norm16'),
    colorBufferFloat: extensions.has('GL_EXT_color_buffer_float'),
    readDepth: extensions.has('GL_NV_read_depth'),
    polygonOffsetClamp: extensions.has('GL_EXT_polygon_offset_clamp') && hasEntryPoint('glPolygonOffsetClampEXT'),
    textureView: extensions.has('GL_OES_texture_view') && hasEntryPoint('glTextureViewOES'),
    framebufferFetch: extensions.has('GL_EXT_shader_framebuffer_fetch'),
    logicOp: false,
  };
}

export function detectWorkarounds(renderer: string): Workarounds {
  return {
    pointDisabledAttribsAtZeroBuffer: /Adreno/i.test(renderer),
    restartXfbAcrossProgramChange: /Mali/i.test(renderer),
  };
}

/** A fragment stage reading OES_viewport_array's input gl_ViewportIndex: what NVIDIA 580 refuses. */
export const FRAGMENT_VIEWPORT_INDEX_PROBE =
  '#version 320 es\n#extension GL_OES_viewport_array : enable\nprecision highp float;\nlayout(location = 0) out vec4 o;\n' +
  'void main() { o = vec4(float(gl_ViewportIndex)); }\n';

/**
 * The capabilities only a compile can tell (the driver's context current): each probe is one tiny shader,
 * compiled once per backend and only where the extension it depends on is advertised.
 */
export function probeShaderCapabilities(gl: GLEntryPoints, caps: Capabilities): Capabilities {
  if (!caps.viewportArray || !caps.fragmentViewportIndex) return caps;
  return { ...caps, fragmentViewportIndex: compiles(gl, GL_FRAGMENT_SHADER, FRAGMENT_VIEWPORT_INDEX_PROBE) };
}

const GL_FRAGMENT_SHADER = 0x8b30;
const GL_COMPILE_STATUS = 0x8b81;

function compiles(gl: GLEntryPoints, type: number, source: string): boolean {
  const shader = gl.glCreateShader(type);
  gl.glShaderSource(shader, 1, [source], null);
  gl.glCompileShader(shader);
  const status = new Int32Array(1);
  gl.glGetShaderiv(shader, GL_COMPILE_STATUS, status);
  gl.glDeleteShader(shader);
  return status[0] !== 0;
}
