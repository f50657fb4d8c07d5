// The value types of the GL interface's signatures (DESIGN §7).

/**
 * Client memory (a view, read or written in place), an offset into the bound buffer object, or null.
 * A plain Array or an ArrayBuffer is a TypeError (arg-check-runtime.ts); a view shorter than what GL touches
 * is INVALID_OPERATION. Pointers no buffer object can back (bufferData's data, clear values) take a view or null.
 */
export type VoidData = ArrayBufferView | number | null;

/** GLboolean parameters take true/false or GL.TRUE/GL.FALSE. */
export type GLboolean = boolean | number;

/** A sync object: an opaque handle, passed back unchanged. 0 is "no sync". */
export type GLsync = number;

/** getActiveUniform / getActiveAttrib / getTransformFeedbackVarying. */
export interface ActiveVariable {
  name: string;
  size: number;
  type: number;
}

/** getShaderPrecisionFormat. */
export interface PrecisionFormat {
  range: [number, number];
  precision: number;
}

/** getProgramBinary: the format token and the bytes written (at most bufSize). */
export interface ProgramBinary {
  binaryFormat: number;
  binary: Uint8Array;
}

/** One message of getDebugMessageLog. */
export interface DebugLogMessage {
  source: number;
  type: number;
  id: number;
  severity: number;
  message: string;
}

/** debugMessageCallback's callback; called synchronously (the context is created debug-synchronous). */
export type DebugCallback = (source: number, type: number, id: number, severity: number, message: string) => void;
