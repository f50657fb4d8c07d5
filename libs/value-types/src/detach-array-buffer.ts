// Detaching an ArrayBuffer, as a browser does to a buffer mapping on unmap: every view of it then reads as
// length 0 and writes go nowhere. Node 20 has no ArrayBuffer.prototype.transfer (that is Node 21+); a
// structuredClone that transfers the buffer detaches it too (checked on Node 20.20). Typed here because the
// libraries' TypeScript programs see no DOM / Node globals.
const host = globalThis as unknown as { structuredClone(value: unknown, options: { transfer: ArrayBuffer[] }): unknown };

export function detachArrayBuffer(buffer: ArrayBuffer): void {
  if (buffer.byteLength === 0) return; // detached already (or empty: nothing to protect)
  host.structuredClone(buffer, { transfer: [buffer] });
}
