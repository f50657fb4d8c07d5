// Array members of a shader storage block declared without a size that are not the block's last member, sized for a
// shader object's compile check.
//
// Only the last member of a storage block is sized at run time (GLSL 4.30 §4.3.9: "If an array is declared as the last
// member of a shader storage block and the size is not specified at compile-time, it is sized at run-time. In all other
// cases, arrays are sized only at compile-time or link-time"). An earlier unsized member is sized at link time, or
// refused there: Mesa compiles a run-time index into it and fails the link ("only last member of a shader storage
// block can be defined as unsized array"; piglit's arb_shader_storage_buffer_object linker/non_integral_size_array_member
// expects `link error`). glslang refuses such an index while parsing ("array must be redeclared with a size before
// being indexed with a variable") and stops there. So the compile check (compile-shader.ts) sees each such member
// declared with the size glslang would give it itself, the largest constant index used plus one (1 when none): the
// rest of the shader is still checked, and the link, which parses the caller's source, fails with glslang's error or
// with CheckStorageBlockUnsizedMembers (native/shader link-checks.cc).

function blankComments(source: string): string {
  // Same length, so offsets found in the blanked text hold in the original.
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (c) => c.replace(/[^\n]/g, ' '));
}

const escape = (name: string) => name.replace(/[$]/g, '\\$&');

/** `source` with every unsized array member of a `buffer` block but the block's last member given a size. */
export function sizeEarlierStorageMembers(source: string): string {
  const text = blankComments(source);
  const edits: Array<{ at: number; size: number }> = [];
  for (const block of text.matchAll(/\bbuffer\s+[A-Za-z_]\w*\s*\{([^}]*)\}/g)) {
    const bodyAt = block.index + block[0].indexOf('{') + 1;
    const body = block[1];
    const lastMember = body.replace(/;\s*$/, '').lastIndexOf(';') + 1; // the last declaration starts after this
    for (const m of body.matchAll(/([A-Za-z_]\w*)(\s*\[\s*)\]/g)) {
      if (m.index >= lastMember) continue;
      let max = -1;
      for (const i of text.matchAll(new RegExp(`\\b${escape(m[1])}\\s*\\[\\s*(\\d+)[uU]?\\s*\\]`, 'g'))) max = Math.max(max, Number(i[1]));
      edits.push({ at: bodyAt + m.index + m[1].length + m[2].length, size: Math.max(1, max + 1) });
    }
  }
  let out = source;
  for (const e of edits.sort((a, b) => b.at - a.at)) out = `${out.slice(0, e.at)}${e.size}${out.slice(e.at)}`;
  return out;
}
