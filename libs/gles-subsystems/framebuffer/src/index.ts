// @mgpipe/gles-framebuffer: the framebuffer subsystem of the GLES backend (migrations/subsystems/framebuffer).
export {
  BackendFramebuffer,
  BackendRenderbuffer,
  COLOR_SLOTS,
  type AttachmentResolver,
  type FrontRenderbuffer,
} from './backend-framebuffer.ts';
export type { FramebufferDevice } from './framebuffer-device.ts';
export { FramebufferStep } from './framebuffer-step.ts';
export { PushedFramebufferTwins, type PushedRenderbufferStorage } from './pushed-twins.ts';
