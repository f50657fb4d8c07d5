// Public entry of @mgpipe/native-gl: headless EGL contexts (GLES 3.2, desktop GL 4.5 compatibility) and
// the generated GL entry points (C names, marshalling rules in entry-points.generated.ts).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GLEntryPoints } from './entry-points.generated.ts';

export { GL, type GLConstants } from '@mgpipe/value-types';
export { ENTRY_POINT_APIS, GL46_ONLY, API_GL, API_GLES, type GLEntryPoints, type VoidData } from './entry-points.generated.ts';

export const ADDON_PATH = join(dirname(fileURLToPath(import.meta.url)), '../build/Release/mgpipe_gl.node');

interface Addon {
  createContext(api: string, major: number, minor: number, profile: string, debug: boolean, width?: number, height?: number): number;
  makeCurrent(id: number): void;
  releaseCurrent(): void;
  destroyContext(id: number): void;
  currentContext(): number;
  takeDebugMessages(): DebugMessage[];
  displayInfo(): { version: string; vendor: string; clientApis: string; extensions: string };
  gl: GLEntryPoints;
}

function loadAddon(): Addon {
  if (!existsSync(ADDON_PATH)) {
    throw new Error(`native GL addon not built (${ADDON_PATH} is missing): run \`npm run bootstrap\` ` +
      `(or \`npx nx run native-gl:build-native\`) from the repository root`);
  }
  return createRequire(import.meta.url)(ADDON_PATH) as Addon;
}

const addon = loadAddon();

/** The GL entry points, by C name: `gl.glDrawArrays(GL.TRIANGLES, 0, 3)`. They act on the current context. */
export const gl: GLEntryPoints = addon.gl;

export interface DebugMessage {
  contextId: number;
  source: number;
  type: number;
  id: number;
  severity: number;
  message: string;
}

export interface ContextOptions {
  api: 'gles' | 'gl';
  /** Defaults: GLES 3.2, GL 4.5. */
  major?: number;
  minor?: number;
  /** Desktop only; default 'compat' (client-memory vertex arrays work there). */
  profile?: 'core' | 'compat';
  /** Debug context; its messages are collected natively, see takeDebugMessages(). */
  debug?: boolean;
  /**
   * A default framebuffer: an RGBA8 + depth24/stencil8 pbuffer of this size that framebuffer 0 names
   * while the context is current. Without it the context is configless and has no framebuffer 0.
   */
  surface?: { width: number; height: number };
}

export interface ContextInfo {
  vendor: string;
  renderer: string;
  version: string;
  glslVersion: string;
}

const GL_VENDOR = 0x1f00, GL_RENDERER = 0x1f01, GL_VERSION = 0x1f02, GL_SHADING_LANGUAGE_VERSION = 0x8b8c;

export class NativeContext {
  #destroyed = false;
  private constructor(readonly id: number, readonly api: 'gles' | 'gl', readonly profile: 'core' | 'compat' | undefined) {}

  /** @internal */
  static create(opts: ContextOptions): NativeContext {
    const major = opts.major ?? (opts.api === 'gles' ? 3 : 4);
    const minor = opts.minor ?? (opts.api === 'gles' ? 2 : 5);
    const profile = opts.api === 'gl' ? (opts.profile ?? 'compat') : undefined;
    const id = addon.createContext(
      opts.api, major, minor, profile ?? '', opts.debug ?? false, opts.surface?.width, opts.surface?.height,
    );
    return new NativeContext(id, opts.api, profile);
  }

  get destroyed(): boolean {
    return this.#destroyed;
  }

  /** Makes this context current on the calling thread (releasing any other, whatever its API). */
  makeCurrent(): void {
    addon.makeCurrent(this.id);
  }

  get isCurrent(): boolean {
    return !this.#destroyed && addon.currentContext() === this.id;
  }

  /** Releases and destroys the context; its GL objects and mappings die with it. */
  destroy(): void {
    if (this.#destroyed) return;
    addon.destroyContext(this.id);
    this.#destroyed = true;
  }

  /** Driver strings; makes this context current for the query and restores the previous one. */
  info(): ContextInfo {
    const previous = addon.currentContext();
    this.makeCurrent();
    try {
      return {
        vendor: gl.glGetString(GL_VENDOR) ?? '',
        renderer: gl.glGetString(GL_RENDERER) ?? '',
        version: gl.glGetString(GL_VERSION) ?? '',
        glslVersion: gl.glGetString(GL_SHADING_LANGUAGE_VERSION) ?? '',
      };
    } finally {
      if (previous === 0) addon.releaseCurrent();
      else if (previous !== this.id) addon.makeCurrent(previous);
    }
  }
}

/** Creates a headless context (surfaceless EGL, optionally with a pbuffer default framebuffer); throws Error with `code` = EGL error name. */
export function createContext(opts: ContextOptions): NativeContext {
  return NativeContext.create(opts);
}

/** Releases whatever context is current on this thread. */
export function releaseCurrent(): void {
  addon.releaseCurrent();
}

/** Drains the debug messages collected from debug contexts (or after glDebugMessageCallback(true)). */
export function takeDebugMessages(): DebugMessage[] {
  return addon.takeDebugMessages();
}

/** EGL display strings (version, vendor, client APIs, extensions). */
export function eglDisplayInfo(): ReturnType<Addon['displayInfo']> {
  return addon.displayInfo();
}

/** Reads a NUL-terminated string out of a GLchar output buffer (GetShaderInfoLog and friends). */
export function cString(bytes: Uint8Array): string {
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end < 0 ? bytes : bytes.subarray(0, end));
}
