// @mgpipe/gles-images-upload: the images-upload subsystem of the GLES backend (migrations/subsystems/images-upload).
export type { ImageDevice } from './image-device.ts';
export { ImageUnitStep } from './image-unit-step.ts';
export { MAX_PENDING_UPLOAD_REGIONS, PendingUpload, PendingUploads, type UploadRect } from './pending-uploads.ts';
export {
  installUploadReceiver, TextureUploadTable, type PulledRegion, type UploadReceiverHost, type UploadReceiverStats,
} from './upload-receiver.ts';
export { installShaderImageReceiver } from './image-receiver.ts';
