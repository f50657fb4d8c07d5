// Query and sync objects: front-end bookkeeping only. Results arrive from the backend's reply channel
// (RecordResult / RecordSignaled); nothing here feeds a dirty bit.

import { GLSyncStatus } from '@mgpipe/value-types';
import { GLObject } from './gl-object.ts';

export class Query extends GLObject {
  /** 0 until the first glBeginQuery fixes the target. */
  target = 0;
  active = false;
  resultAvailable = false;
  result = 0;

  RecordBegin(target: number): void {
    this.target = target;
    this.active = true;
    this.resultAvailable = false;
  }
  RecordEnd(): void {
    this.active = false;
  }
  RecordResult(value: number): void {
    this.result = value;
    this.resultAvailable = true;
  }
}

export class Sync extends GLObject {
  readonly condition = GLSyncStatus.SYNC_GPU_COMMANDS_COMPLETE;
  status: number = GLSyncStatus.UNSIGNALED;
  RecordSignaled(): void {
    this.status = GLSyncStatus.SIGNALED;
  }
}
