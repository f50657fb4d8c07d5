#version 300 es
in vec4 position;
in vec3 normal;
out vec3 vNormal;
out vec3 vWorld;
void main() {
  vNormal = normal;
  vWorld = position.xyz;
  gl_Position = position;
}
