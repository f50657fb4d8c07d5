// Public entry of @mgpipe/native-gl: headless EGL contexts (GLES 3.2, desktop GL 4.5 compatibility) and
// the generated GL entry points (C names, marshalling rules in entry-points.generated.ts).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCallQueue } from './call-queue.ts';
import type { GLEntryPoints } from './entry-points.generated.ts';

export { GL, type GLConstants } from '@mgpipe/value-types';
export { QUEUED_CALLS, QUEUE_WORDS, THREAD_BATCH_WORDS } from './call-queue.ts';
export { ENTRY_POINT_APIS, GL46_ONLY, API_GL, API_GLES, type GLEntryPoints, type VoidData } from './entry-points.generated.ts';

export const ADDON_PATH = join(dirname(fileURLToPath(import.meta.url)), '../build/Release/mgpipe_gl.node');

interface Addon {
  createContext(api: string, major: number, minor: number, profile: string, debug: boolean, width?: number, height?: number): number;
  makeCurrent(id: number): void;
  releaseCurrent(): void;
  destroyContext(id: number): void;
  currentContext(): number;
  /** call-queue.cc: makes `count` queued words of `words` (call-queue.ts's layout) in one crossing. */
  runQueue(words: Int32Array, count: number): void;
  /** call-queue.cc: a full queue's batch, to the driver thread when it is on (else made as runQueue makes it). */
  submitQueue(words: Int32Array, count: number): void;
  /** call-queue.cc: its opcodes' entry point names, in opcode order. */
  queueOps(): string[];
  /** driver-thread.cc. */
  setDriverThread(on: boolean): void;
  setDriverThreadFault(drop: boolean): void;
  driverThreadStats(): DriverThreadStats;
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

const queue = createCallQueue(addon.gl, (words, count) => addon.runQueue(words, count), (words, count) => addon.submitQueue(words, count));

/** What the driver thread did since the process started (tests, the bench's report). */
export interface DriverThreadStats {
  enabled: boolean;
  /** The driver thread holds the current context now. */
  owns: boolean;
  /** Batches it made, hand-offs of the context to it, and take-backs. */
  batches: number;
  handoffs: number;
  reclaims: number;
  /** ns the driver thread spent making batches (the driver's time for the queued calls, on that thread). */
  busyNs: number;
  /**
   * ns the JS thread spent waiting for the driver thread: with four batches already waiting (the driver is behind),
   * and while the context was handed over or taken back (every batch before a take-back is made first).
   */
  jsWaitNs: number;
}

/**
 * The driver thread (driver-thread.cc): on, the call queue's batches are made on a thread of the addon's own that holds
 * the current context meanwhile, so the driver's work on one batch overlaps JS preparing the next (Mesa's glthread, for
 * the queued calls); anything else that needs the driver takes the context back after every batch before it, so the
 * driver sees the same calls in the same order. Off (the default): batches are made on the calling thread. Process-wide;
 * MGPIPE_DRIVER_THREAD=1 turns it on when this module loads.
 */
export function setDriverThread(on: boolean): void {
  if (typeof on !== 'boolean') throw new TypeError(`setDriverThread: on must be a boolean, got ${typeof on}`);
  queue.flush();
  addon.setDriverThread(on);
  queue.setThreaded(on);
}

export function driverThreadStats(): DriverThreadStats {
  return addon.driverThreadStats();
}

/**
 * Test-only planted fault: the driver thread takes batches and does not make them (a test of the thread must fail).
 * Refused outside NODE_ENV=test, as MOBILEGL_PIPE_TEST_FAULT is: it loses draws on purpose.
 */
export function setDriverThreadFault(drop: boolean): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('setDriverThreadFault: a test-only fault, refused outside NODE_ENV=test');
  addon.setDriverThreadFault(drop);
}

const DRIVER_THREAD_ENV = process.env.MGPIPE_DRIVER_THREAD;
if (DRIVER_THREAD_ENV !== undefined && DRIVER_THREAD_ENV !== '' && DRIVER_THREAD_ENV !== '0') {
  if (DRIVER_THREAD_ENV !== '1') throw new Error(`MGPIPE_DRIVER_THREAD must be 0 or 1, got '${DRIVER_THREAD_ENV}'`);
  setDriverThread(true);
}

/**
 * The GL entry points, by C name: `gl.glDrawArrays(GL.TRIANGLES, 0, 3)`. They act on the current context, each after
 * running what the call queue holds (call-queue.ts), so code sharing a context with `queuedGl` sees its calls made.
 */
export const gl: GLEntryPoints = queue.flushing;

/**
 * The entry points with the hot state and draw calls queued and made in one native crossing when anything else
 * needs the driver (call-queue.ts): a backend's table. Same calls, same order, same errors as `gl`.
 */
export const queuedGl: GLEntryPoints = queue.queued;

/**
 * The addon's entry points themselves, no queue in front: for a lane that measures a bare application (the benches'
 * native lane) on a context no queued table uses.
 */
export const directGl: GLEntryPoints = addon.gl;

/** Makes the queued calls now (the context changes below do it themselves). */
export function flushQueuedCalls(): void {
  queue.flush();
}

/** Words the call queue holds, not yet made (tests). */
export function queuedWords(): number {
  return queue.pending();
}

/** The addon's opcode list (call-queue.cc), for the test that holds it to QUEUED_CALLS. */
export function nativeQueueOps(): string[] {
  return addon.queueOps();
}

/** runQueue itself (tests: its bounds checks on a malformed batch). */
export function runQueueWords(words: Int32Array, count: number): void {
  addon.runQueue(words, count);
}

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
    queue.flush(); // queued calls belong to the context current when they were queued
    addon.makeCurrent(this.id);
  }

  get isCurrent(): boolean {
    return !this.#destroyed && addon.currentContext() === this.id;
  }

  /** Releases and destroys the context; its GL objects and mappings die with it. */
  destroy(): void {
    if (this.#destroyed) return;
    queue.flush();
    addon.destroyContext(this.id);
    this.#destroyed = true;
  }

  /** Driver strings; makes this context current for the query and restores the previous one. */
  info(): ContextInfo {
    queue.flush();
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
  queue.flush();
  addon.releaseCurrent();
}

/** Drains the debug messages collected from debug contexts (or after glDebugMessageCallback(true)). */
export function takeDebugMessages(): DebugMessage[] {
  queue.flush(); // the messages of the calls made so far, queued ones included
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
