#version 410 core
// Scalar/vector/bool/uint arrays in the default block.
in vec4 position;
uniform float weights[5];
uniform vec2 offsets[3];
uniform ivec3 counts;
uniform bool enabled;
uniform uint flags[2];
out float w;
void main() {
  w = weights[4] + float(counts.z) + float(flags[1]);
  gl_Position = enabled ? position + vec4(offsets[2], 0.0, 0.0) : position;
}
