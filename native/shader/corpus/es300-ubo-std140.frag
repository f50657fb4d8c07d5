#version 300 es
precision highp float;
layout(std140) uniform Scene {
  mat4 viewProj;
  vec3 lightDir;
  float exposure;
  vec2 jitter;
  float weights[3];
  mat3 normalMatrix;
} scene;
in vec3 vNormal;
out vec4 color;
void main() {
  color = vec4(vec3(max(dot(normalize(vNormal), scene.lightDir), 0.0) * scene.exposure), 1.0);
}
