// What a human does after advance-phase moves a subsystem: the generator changes data, tags, the residual
// ratchet and generated tables; the code work of each phase is listed here, never written as a stub.
import type { MigrationPhase } from '@mgpipe/migration';

export function nextSteps(backend: string, subsystem: string, entered: MigrationPhase, files: readonly string[], calls: readonly string[]): string[] {
  const fileList = files.join(', ');
  switch (entered) {
    case 'A':
      return [
        `alias: make ${backend}'s reads for ${subsystem} go through MGB_CTX (PipeInputs) in ${fileList}; fill points per verb class fill them from the GL context`,
        `prove the driver-call stream is unchanged: record driver calls (recordDriverCalls) for its verify scenarios before and after, and compare`,
        `then: nx run subsystem-${subsystem}:test`,
      ];
    case 'B':
      return [
        `push: the tracker fills ${subsystem}'s PipeInputs through ${calls.join(', ')}; the push bit selects pushed vs filled`,
        `its push bit is now on by default (migrations/state.json pushDefault); its ResidualValueBlock members (if any) are retired: stop filling them (the generator removed their layout rows and field codecs; the ResidualPackState-style fields they filled go by hand)`,
        `run nx run subsystem-${subsystem}:verify (MOBILEGL_PIPE_VERIFY=1 compares every field on every verb) and nx affected -t test`,
      ];
    case 'C':
      return [
        `handle-ize: object references of ${subsystem} become {slot, gen} handles + POD descriptors; rekey the backend memos in ${fileList}`,
        `keep the old memos behind MOBILEGL_PIPE_LEGACY_MEMOS=1 for an A/B run`,
        `purity:server now applies to ${backend}-${subsystem}'s library: the lint refuses a gl-state / gl-impl import in it, directly or through another library; the parts of ${subsystem} still in shared files (${fileList}) keep pulling through MGB_CTX until they move into it`,
      ];
    case 'done':
      return [
        `delete ${subsystem}'s pull path in ${backend} (the MGB_CTX fill points and legacy memos)`,
        `remove the implicit dependencies on gl-impl / tracker from migrations/subsystems/${subsystem}/project.json once no file of it reads the front end`,
      ];
    default:
      return [];
  }
}
