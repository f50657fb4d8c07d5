// The shared and packed block layouts are implementation-defined (GLSL 4.50 §4.4.5: "shared ... the layout is
// implementation-dependent"; packed may also drop inactive members), and glslang refuses both when it generates
// SPIR-V ("'shared' : not allowed when generating SPIR-V"). This implementation defines both as std140, as Mesa
// does for shared: the word is replaced in the layout qualifiers before glslang sees the source. GL then reports
// std140's offsets and strides, and every member active (the reflection's SharedStd140 options), which a shared
// block guarantees. Only inside layout(...): `shared` is also the compute storage qualifier.
const LAYOUT = /\blayout\s*\(([^)]*)\)/g;

export function sharedAndPackedAsStd140(source: string): string {
  if (!/\b(shared|packed)\b/.test(source)) return source;
  return source.replace(LAYOUT, (all: string, inner: string) =>
    /\b(shared|packed)\b/.test(inner) ? all.replace(/\b(shared|packed)\b/g, 'std140') : all);
}
