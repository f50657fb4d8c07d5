// @mgpipe/gles-vertex-elements: the vertex-elements subsystem of the GLES backend (migrations/subsystems/vertex-elements).
export { BackendVertexArray, type VertexRange } from './backend-vertex-array.ts';
export { CsoVertexArrays } from './cso-vertex-arrays.ts';
export type { VertexArrayDevice } from './vertex-array-device.ts';
export { VertexArrayStep } from './vertex-array-step.ts';
export { installVertexElementsReceiver, VertexElementsTable, type VertexReceiverStats } from './vertex-receiver.ts';
