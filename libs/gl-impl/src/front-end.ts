// The front end's core: the GL context state, the attached backend, and the error/debug plumbing every
// entry-point area shares. Entry points validate in the order the GL 4.5 core spec lists errors, record
// the first error with `fe.error(code, why)` and return without side effects; nothing here throws into
// the caller for bad arguments (DESIGN: GL misuse sets the GL error the spec names).
import type { DebugCallback } from '@mgpipe/gl-api';
import { GLContext, type Framebuffer } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { MGPipeTracker } from '@mgpipe/tracker';
import type { BackendDiagnostic, LegacyBackend, LegacyCaps } from './legacy-backend.ts';
import { TrackedBackend, createTracker, type FrontEndPipeOptions } from './pipe-boundary.ts';
import { StateQueryRegistry } from './state-queries.ts';
import { PipelineComposites } from './entry-points/c-pipeline-composites.ts';

const DEBUG_SOURCE_API = GL.DEBUG_SOURCE_API;
const DEBUG_TYPE_ERROR = GL.DEBUG_TYPE_ERROR;
const DEBUG_SEVERITY_HIGH = GL.DEBUG_SEVERITY_HIGH;
const DEBUG_SOURCE_SHADER_COMPILER = GL.DEBUG_SOURCE_SHADER_COMPILER;
const DEBUG_SOURCE_THIRD_PARTY = GL.DEBUG_SOURCE_THIRD_PARTY;

export class FrontEnd {
  readonly state = new GLContext();
  readonly caps: LegacyCaps;
  debugCallback: DebugCallback | null = null;
  /** How many diagnostics the backend reported, by kind (tests and the CLI read them). */
  readonly backendDiagnostics: Record<BackendDiagnostic['kind'], number> = { 'program-build': 0, unsupported: 0 };
  /** pname → current value(s), filled by the entry-point areas at construction (see state-queries.ts). */
  readonly stateQueries = new StateQueryRegistry();
  /**
   * Completeness of a framebuffer (FRAMEBUFFER_COMPLETE or the failing status), installed by the
   * framebuffer area. Draws and clears ask it; absent, every framebuffer counts as complete.
   */
  framebufferStatus?: (fb: Framebuffer) => number;
  /** The backend the entry points call: with MGPipe on, a TrackedBackend (validate-for-verb before each verb). */
  readonly backend: LegacyBackend;
  /** The MGPipe tracker when the front end pushes (pipe-boundary.ts), else null (everything pulls). */
  readonly tracker: MGPipeTracker | null;
  /** Program pipelines' composites (the program a bound pipeline draws with), resolved at each draw. */
  readonly pipelines = new PipelineComposites(this);

  constructor(
    backend: LegacyBackend,
    readonly surfaceWidth: number,
    readonly surfaceHeight: number,
    pipe?: FrontEndPipeOptions,
  ) {
    this.caps = backend.caps();
    // A backend failure (a program the driver would not build, ...) becomes a GL debug message: the
    // application hears about it instead of seeing nothing drawn (DEBUG_SOURCE_SHADER_COMPILER for
    // programs, DEBUG_SOURCE_THIRD_PARTY — the driver below us — otherwise).
    backend.setDiagnosticListener?.((d) => {
      this.backendDiagnostics[d.kind]++;
      if (d.kind === 'program-build') this.debugCallback?.(DEBUG_SOURCE_SHADER_COMPILER, DEBUG_TYPE_ERROR, 0, DEBUG_SEVERITY_HIGH, d.message);
      else this.debugCallback?.(DEBUG_SOURCE_THIRD_PARTY, GL.DEBUG_TYPE_OTHER, 0, GL.DEBUG_SEVERITY_MEDIUM, d.message);
    });
    backend.attach(this.state, surfaceWidth, surfaceHeight);
    this.state.MarkMadeCurrent(surfaceWidth, surfaceHeight);
    this.tracker = pipe === undefined ? null : createTracker(this.state, pipe);
    this.backend = this.tracker === null ? backend : new TrackedBackend(backend, this.tracker);
  }

  /**
   * Records a GL error (the first one sticks until getError) and, when a debug callback is installed,
   * reports `why` through it synchronously — the message a developer reads to find the bad call.
   */
  error(code: number, why: string): void {
    this.state.errors.RecordError(code);
    this.debugCallback?.(DEBUG_SOURCE_API, DEBUG_TYPE_ERROR, code, DEBUG_SEVERITY_HIGH, why);
  }
}
