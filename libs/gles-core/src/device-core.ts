// DeviceCore: what every subsystem library of the GLES backend shares — the driver entry points (native, or
// the recording wrapper), the binding shadows, capabilities and workarounds, the log sink, the GLContext the
// backend pulls from (typed by the caller: see below), `inputs` (MGB_CTX of the value subsystems, state/pipe-inputs.ts) and the statistics.
// The twin registries are not here: each subsystem library owns its twins, and the wiring (backend-gles's
// GlesDevice) extends this class with all of them, so a subsystem library sees only its own twins and those of
// its prerequisites (through the device interface it declares).
import type { GLEntryPoints } from '@mgpipe/native-gl';
import type { Capabilities, Workarounds } from './capabilities.ts';
import { DriverBindings } from './state/driver-bindings.ts';
import type { PipeInputs } from './state/pipe-inputs.ts';
import type { PullContext } from './state/pull-context.ts';

/**
 * Where driver-side failures go (SPIRV-Cross, ESSL compile, driver link, unsupported state). `kind`
 * 'program-build' marks a driver program that could not be built (the backend reports those to the
 * front end as GL debug errors); anything else is a note about state the backend could not express.
 */
export type LogSink = (line: string, kind?: 'program-build') => void;

/** Per-backend statistics (MOBILEGL_PIPE_STATS-style; read by tests and the CLI). */
export interface BackendStats {
  draws: number;
  /** Draws replayed or rewritten by a lowering, by lowering name. */
  lowered: Record<string, number>;
  gcSweeps: number;
  twinsCollected: number;
}

/**
 * `Ctx`: what the device pulls from. The core and the libraries past the pull phase see only PullContext (the value
 * subsystems' members); the wiring and the libraries that still pull object state use DeviceCore<GLContext>.
 */
export class DeviceCore<Ctx extends PullContext = PullContext> {
  readonly bindings: DriverBindings;
  ctx!: Ctx;
  readonly stats: BackendStats = { draws: 0, lowered: {}, gcSweeps: 0, twinsCollected: 0 };

  constructor(readonly gl: GLEntryPoints, readonly caps: Capabilities, readonly workarounds: Workarounds, readonly log: LogSink,
    readonly inputs: PipeInputs) {
    this.bindings = new DriverBindings(gl);
  }

  lowered(name: string): void {
    this.stats.lowered[name] = (this.stats.lowered[name] ?? 0) + 1;
  }
}
