// The one error type MGPipe raises on purpose. Kinds are closed: callers switch on `kind`, never on messages.

export type MGPipeFatalKind =
  /** A wire record failed a bounds or consistency check (split mode). Raised before any table entry is called. */
  | 'ProtocolCorruption'
  /** A backend read a PipeInputs group not filled for the current verb (§6.2.2): "<group>@<verb>". */
  | 'UnmigratedPipeInput'
  /** MOBILEGL_PIPE_VERIFY: a pushed PipeInputs group differs from the one filled from the context: "<group>@<verb>". */
  | 'PipeVerifyDiffer'
  /** A null table entry was called: the front end skipped its callMask check. */
  | 'UnimplementedCall';

export class MGPipeFatal extends Error {
  /** Byte offset of the offending record (ProtocolCorruption), when known. */
  offset: number | undefined;
  /** Opcode of the offending record, when known. */
  opcode: number | undefined;
  constructor(
    readonly kind: MGPipeFatalKind,
    readonly detail: string,
  ) {
    super(`Fatal{${kind}, ${detail}}`);
    this.name = 'MGPipeFatal';
  }
}
