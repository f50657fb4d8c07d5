// The backend's EGL platform: one GLES 3.2 context whose framebuffer 0 is an RGBA8 + depth24/stencil8
// pbuffer of the front end's surface size (native-gl creates both through EGL; this file is the only
// place that talks to the context object). The driver's extension string is read once, here, and turned
// into the backend's Capabilities (capabilities.ts) by the caller.
import { createContext, gl as nativeGl, queuedGl, type GLEntryPoints, type NativeContext } from '@mgpipe/native-gl';

const GL_NUM_EXTENSIONS = 0x821d;
const GL_EXTENSIONS = 0x1f03;

export interface EglPlatform {
  readonly context: NativeContext;
  /**
   * The driver's entry points (act on the current context): the queued table, so the state and draw calls between
   * two other driver calls cross into native code once (native-gl call-queue.ts).
   */
  readonly gl: GLEntryPoints;
  readonly renderer: string;
  readonly version: string;
  readonly extensions: ReadonlySet<string>;
  makeCurrent(): void;
  destroy(): void;
}

export function createEglPlatform(width: number, height: number): EglPlatform {
  const context = createContext({ api: 'gles', major: 3, minor: 2, surface: { width, height } });
  context.makeCurrent();
  const info = context.info();
  const count = new Int32Array(1);
  nativeGl.glGetIntegerv(GL_NUM_EXTENSIONS, count);
  const extensions = new Set<string>();
  for (let i = 0; i < count[0]; i++) {
    const name = nativeGl.glGetStringi(GL_EXTENSIONS, i);
    if (name !== null) extensions.add(name);
  }
  return {
    context,
    gl: queuedGl,
    renderer: `${info.renderer} | ${info.version}`,
    version: info.version,
    extensions,
    makeCurrent: () => context.makeCurrent(),
    destroy: () => context.destroy(),
  };
}
