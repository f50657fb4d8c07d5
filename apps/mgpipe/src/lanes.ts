// The CLI's --backend names (DESIGN §8) mapped to the harness's lanes.
import type { LaneFactory } from '@mgpipe/harness';
import { glesLane, recorderLane, referenceLane } from '@mgpipe/lanes';
import type { PipeSwitches } from '@mgpipe/migration';
import { UsageError } from './util/args.ts';

export { glesLane, referenceLane };

export const BACKENDS = ['gles', 'webgpu', 'recorder', 'reference'] as const;
export type BackendName = (typeof BACKENDS)[number];

export async function laneFor(backend: string, switches?: PipeSwitches): Promise<LaneFactory> {
  switch (backend) {
    case 'reference':
      return referenceLane();
    case 'recorder':
      return recorderLane();
    case 'gles':
      return glesLane({ switches });
    case 'webgpu':
      throw new Error(`backend '${backend}' is not available yet in this build`);
    default:
      throw new UsageError(`unknown backend '${backend}' (one of: ${BACKENDS.join(', ')})`);
  }
}
