// CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320): the checksum of the two self-describing byte formats,
// the shader program artifact (libs/shader) and the trace file (libs/trace). One definition here, in the shared
// vocabulary both sides link, so the two formats cannot drift apart on it.

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 of `bytes` (crc32 of ASCII "123456789" is 0xCBF43926). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
