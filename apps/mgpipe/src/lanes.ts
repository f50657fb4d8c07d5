// The lanes the CLI can run a scenario on (DESIGN §8 --backend): our stack with a backend, or the
// reference lane itself. Backends load lazily so that `scenario list` needs no driver.
import type { Lane, LaneFactory } from '@mgpipe/harness';
import { UsageError } from './util/args.ts';

export const BACKENDS = ['gles', 'webgpu', 'recorder', 'reference'] as const;
export type BackendName = (typeof BACKENDS)[number];

export async function referenceLane(): Promise<LaneFactory> {
  const { createReferenceGL } = await import('@mgpipe/reference-gl');
  return ({ width, height }) => {
    const lane = createReferenceGL({ width, height });
    return { name: 'reference', ...lane } satisfies Lane;
  };
}

/** Our stack: the desktop-GL front end over the GLES 3.2 backend (pull path today). */
export async function glesLane(): Promise<LaneFactory> {
  const [{ createFrontEndGL }, { createGlesBackend }] = await Promise.all([
    import('@mgpipe/gl-impl'),
    import('@mgpipe/backend-gles'),
  ]);
  return ({ width, height }) => {
    const backend = createGlesBackend({ width, height });
    const { gl } = createFrontEndGL({ width, height, backend });
    return {
      name: 'gles',
      gl,
      makeCurrent: () => backend.makeCurrent(),
      readDefaultFramebuffer: () => backend.readDefaultFramebuffer(),
      destroy: () => backend.destroy(),
    };
  };
}

export async function laneFor(backend: string): Promise<LaneFactory> {
  switch (backend) {
    case 'reference':
      return referenceLane();
    case 'recorder': {
      const { createFrontEndGL, RecordingBackend } = await import('@mgpipe/gl-impl');
      return ({ width, height }) => {
        const backendImpl = new RecordingBackend();
        const { gl } = createFrontEndGL({ width, height, backend: backendImpl });
        return {
          name: 'recorder',
          gl,
          makeCurrent: () => backendImpl.makeCurrent(),
          // The recording backend renders nothing: its framebuffer reads as transparent black.
          readDefaultFramebuffer: () => new Uint8Array(width * height * 4),
          destroy: () => backendImpl.destroy(),
        };
      };
    }
    case 'gles':
      return glesLane();
    case 'webgpu':
      throw new Error(`backend '${backend}' is not available yet in this build`);
    default:
      throw new UsageError(`unknown backend '${backend}' (one of: ${BACKENDS.join(', ')})`);
  }
}
