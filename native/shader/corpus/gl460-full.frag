#version 460 core
layout(std140, binding = 0) uniform Frame {
  mat4 viewProj;
  vec4 cameraPos;
  float time;
} frame;
struct Material {
  vec4 baseColor;
  float metallic;
  float roughness;
  int textureIndex;
};
layout(std430, binding = 0) readonly buffer Materials {
  Material materials[16];
};
layout(binding = 2) uniform sampler2D textures[3];
layout(location = 0) in vec2 vUv;
layout(location = 1) flat in int vMaterial;
layout(location = 0) out vec4 color;
layout(location = 1) out vec4 emissive;
void main() {
  Material m = materials[vMaterial];
  color = m.baseColor * texture(textures[1], vUv) * m.roughness;
  emissive = vec4(frame.time * m.metallic) + texture(textures[2], vUv);
}
