// The two lanes the trace tests record and replay on (as apps/mgpipe/src/lanes.ts builds them).
import { createGlesBackend } from '@mgpipe/backend-gles';
import { createFrontEndGL, RecordingBackend } from '@mgpipe/gl-impl';
import type { Lane, LaneFactory } from '@mgpipe/harness';
import { createReferenceGL } from '@mgpipe/reference-gl';

export const referenceLane: LaneFactory = ({ width, height }) => ({ name: 'reference', ...createReferenceGL({ width, height }) }) satisfies Lane;

export const glesLane: LaneFactory = ({ width, height }) => {
  const backend = createGlesBackend({ width, height });
  const { gl } = createFrontEndGL({ width, height, backend });
  return { name: 'gles', gl, makeCurrent: () => backend.makeCurrent(), readDefaultFramebuffer: () => backend.readDefaultFramebuffer(), destroy: () => backend.destroy() };
};

export const recorderLane: LaneFactory = ({ width, height }) => {
  const backend = new RecordingBackend();
  const { gl } = createFrontEndGL({ width, height, backend });
  return { name: 'recorder', gl, makeCurrent: () => backend.makeCurrent(), readDefaultFramebuffer: () => new Uint8Array(width * height * 4), destroy: () => backend.destroy() };
};
