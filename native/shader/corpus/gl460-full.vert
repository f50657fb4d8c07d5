#version 460 core
// Both stages share one UBO; the fragment stage also reads an SSBO and a sampler array.
layout(std140, binding = 0) uniform Frame {
  mat4 viewProj;
  vec4 cameraPos;
  float time;
} frame;
layout(location = 0) in vec3 position;
layout(location = 1) in vec2 uv;
layout(location = 2) in ivec2 materialIndex;
layout(location = 0) out vec2 vUv;
layout(location = 1) flat out int vMaterial;
void main() {
  vUv = uv;
  vMaterial = materialIndex.x;
  gl_Position = frame.viewProj * vec4(position, 1.0);
}
