#version 450 core
// An array of uniform blocks: each element is its own GL block ("Skin[1]").
layout(std140, binding = 0) uniform Skin {
  mat4 bones[8];
  vec4 scaleBias;
} skins[2];
layout(location = 0) in vec4 position;
layout(location = 1) in uvec2 bone;
layout(location = 0) out vec4 vColor;
void main() {
  vColor = skins[1].scaleBias;
  gl_Position = skins[0].bones[bone.x] * position + skins[1].bones[bone.y] * position;
}
