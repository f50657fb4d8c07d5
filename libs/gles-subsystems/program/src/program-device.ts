// What the program subsystem (and xfb-queries, which requires it) need of the device: the core plus the program
// twins. The wiring's GlesDevice implements it.
import type { DeviceCore, TwinRegistry } from '@mgpipe/gles-core';
import type { GLContext } from '@mgpipe/gl-state';
import type { BackendProgram, FrontProgram } from './backend-program.ts';

export interface ProgramDevice extends DeviceCore<GLContext> {
  readonly programs: TwinRegistry<FrontProgram, BackendProgram>;
}
