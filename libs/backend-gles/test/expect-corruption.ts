// The server's answer to a handle or payload it must not trust: an MGPipeFatal of kind ProtocolCorruption whose
// detail names what was wrong. Shared by the receiver and handle-table tests.
import { MGPipeFatal } from '@mgpipe/pipe-types';
import { expect } from 'vitest';

export function expectCorruption(f: () => unknown, pattern: RegExp): void {
  let thrown: unknown = null;
  try { f(); } catch (e) { thrown = e; }
  expect(thrown).toBeInstanceOf(MGPipeFatal);
  expect((thrown as MGPipeFatal).kind).toBe('ProtocolCorruption');
  expect((thrown as MGPipeFatal).detail).toMatch(pattern);
}
