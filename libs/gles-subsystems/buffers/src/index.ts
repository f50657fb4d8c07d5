// @mgpipe/gles-buffers: the buffers subsystem of the GLES backend (migrations/subsystems/buffers).
export { BackendBuffer } from './backend-buffer.ts';
export type { BufferDevice } from './buffer-device.ts';
export { installBufferReceiver } from './buffer-receiver.ts';
export { BufferTable, type BufferRecord, type BufferStore, type BufferTableStats } from './buffer-table.ts';
export { glBufferStore } from './gl-buffer-store.ts';
export { IndexMirror, indexMirrorBudgetBytes, newIndexMirrorStats, type IndexMirrorStats } from './index-mirror.ts';
export { StreamBuffer } from './stream-buffer.ts';
