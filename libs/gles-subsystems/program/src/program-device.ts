// What the program subsystem (and xfb-queries, which requires it) need of the device: the core, reading only
// MGB_CTX (PullContext), and the program twins, reached from the bound program's view.
import type { DeviceCore, ProgramView } from '@mgpipe/gles-core';
import type { BackendProgram } from './backend-program.ts';

export interface ProgramDevice extends DeviceCore {
  /** The twin of the view's program (pull / alias: through the view's bridge to the front program). */
  programTwin(view: ProgramView): BackendProgram;
  /**
   * The GL format of the image bound to image unit `unit`, or -1 when none is (images-upload's state, read by the
   * wiring until that subsystem has its own PipeInputs group: the formatless-image specialization, D-B2).
   */
  imageUnitFormat(unit: number): number;
  /**
   * The height of the draw framebuffer (the surface's, or the smallest attached image's, or an FBO's default
   * height when nothing is attached): what origin_upper_left flips gl_FragCoord.y against (fragcoord-lowering.ts).
   * Read by the wiring until the framebuffer group carries it; asked only by programs that need it.
   */
  drawFramebufferHeight(): number;
}
