// The GL error latch: the first error recorded sticks until glGetError reads it; later errors are
// dropped (GL 4.5 §2.3.1 with one flag). Backends never write it directly in MGPipe; only the front end.

import { GLError } from '@mgpipe/value-types';

export class ErrorLatch {
  private code: number = GLError.NO_ERROR;

  RecordError(code: number): void {
    if (this.code === GLError.NO_ERROR) this.code = code;
  }

  /** glGetError: returns the latched error and clears it. */
  TakeError(): number {
    const code = this.code;
    this.code = GLError.NO_ERROR;
    return code;
  }

  Peek(): number {
    return this.code;
  }
}
