// @mgpipe/pipe-types: the MGPipe vocabulary shared by the front end, the wire and every backend. Depends on
// nothing of ours (purity gate A, seeds §4.7.2).
export * from './handles.ts';
export * from './host-span.ts';
export * from './fatal.ts';
export * from './caps.ts';
export * from './callbacks.ts';
export * from './texture-codes.ts';
export * from './generated/pipe-payloads.generated.ts';
export * from './generated/pipe-tables.generated.ts';
export * from './generated/pipe-thunks.generated.ts';
export * from './generated/pipe-verify.generated.ts';
export * from './generated/pipe-inputs.generated.ts';
