#version 300 es
// A named-instance std140 block shared by both stages, with padding-sensitive members.
layout(std140) uniform Scene {
  mat4 viewProj;
  vec3 lightDir;
  float exposure;
  vec2 jitter;
  float weights[3];
  mat3 normalMatrix;
} scene;
in vec3 position;
in vec3 normal;
out vec3 vNormal;
void main() {
  vNormal = scene.normalMatrix * normal;
  gl_Position = scene.viewProj * vec4(position + vec3(scene.jitter, scene.weights[2]), 1.0);
}
