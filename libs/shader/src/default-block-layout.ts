// The client-side storage layout of the default uniform block, computed once at link and carried by the
// artifact (ArtifactUniform.storage*, ProgramArtifact.defaultBlockSize): the front end keeps glUniform*
// values at these offsets and a backend reads them from there. GL itself reports no offsets for the
// default block (UNIFORM_OFFSET -1); this is MGPipe's own rule: location order, std140 alignment (vec3
// aligned like vec4, array elements and matrix columns on 16-byte strides; 32 for dvec3/dvec4 columns),
// the layout a backend that turns the default block into a uniform buffer can use unchanged. Opaque
// uniforms (samplers, images, atomic counters) and block members take no bytes (-1).
import type { ArtifactUniform } from './artifact.ts';
import { glTypeSize } from './gl-types.ts';

type ReflectedUniform = Omit<ArtifactUniform, 'storageOffset' | 'storageArrayStride' | 'storageMatrixStride'>;

function roundUp(v: number, a: number): number {
  return Math.ceil(v / a) * a;
}

/** Adds the storage fields to each uniform (same order) and returns the block's size (a multiple of 16). */
export function layoutDefaultBlock(uniforms: readonly ReflectedUniform[]): { uniforms: ArtifactUniform[]; size: number } {
  const out: ArtifactUniform[] = uniforms.map((u) => ({ ...u, storageOffset: -1, storageArrayStride: -1, storageMatrixStride: -1 }));
  const order = out.filter((u) => u.blockIndex < 0 && u.location >= 0).sort((a, b) => a.location - b.location);
  let size = 0;
  for (const u of order) {
    const t = glTypeSize(u.type);
    if (t === undefined) continue; // opaque
    const n = t.componentBytes;
    const vecAlign = (rows: number) => (rows === 1 ? n : rows === 2 ? 2 * n : 4 * n);
    let align: number, bytes: number, matrixStride: number;
    if (t.columns === 1) { align = vecAlign(t.rows); bytes = t.rows * n; matrixStride = 0; }
    else { matrixStride = roundUp(vecAlign(t.rows), 16); align = matrixStride; bytes = matrixStride * t.columns; }
    const isArray = u.arraySize > 1 || u.name.endsWith(']');
    const count = Math.max(1, u.arraySize);
    const stride = isArray ? roundUp(bytes, 16) : bytes;
    const base = roundUp(size, isArray ? Math.max(align, 16) : align);
    u.storageOffset = base;
    u.storageArrayStride = isArray ? stride : 0;
    u.storageMatrixStride = matrixStride;
    size = base + (isArray ? stride * count : bytes);
  }
  return { uniforms: out, size: roundUp(size, 16) };
}
