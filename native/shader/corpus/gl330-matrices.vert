#version 330 core
// Non-square matrices in the default block and in a std140 block.
in vec4 position;
uniform mat2 m2;
uniform mat3 m3;
uniform mat4x3 m43;
uniform mat2x4 m24[2];
layout(std140) uniform Matrices {
  mat3x2 a;
  mat4x2 b;
  layout(row_major) mat2x3 c;
  mat3 d[2];
};
out vec4 v;
void main() {
  vec3 p = m43 * position;
  v = vec4(m3 * p, 1.0) + m24[1] * (m2 * p.xy) + vec4(a * p, b * position) + vec4(c * p.xy + d[1] * p, 0.0);
  gl_Position = position;
}
