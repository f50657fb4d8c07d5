#version 320 es
// Anonymous-instance block with row-major and non-square matrices.
layout(std140) uniform Transforms {
  layout(row_major) mat3x4 skin;
  mat4 projection;
  mat2 uvTransform;
  vec4 params[2];
};
in vec4 position;
in vec2 uv;
out vec2 vUv;
void main() {
  vUv = uvTransform * uv + params[1].xy;
  gl_Position = projection * vec4(position * skin, 1.0) + params[0];
}
