#version 300 es
// Integer attributes and flat integer varyings.
in vec4 position;
in ivec4 boneIndices;
in uvec2 materialIds;
in int instanceTag;
uniform mat4 bones[4];
flat out int vTag;
flat out uvec2 vMaterial;
void main() {
  vTag = instanceTag + boneIndices.w;
  vMaterial = materialIds;
  gl_Position = bones[boneIndices.x] * position + bones[boneIndices.y] * position;
}
