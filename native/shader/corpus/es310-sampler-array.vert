#version 310 es
in vec4 position;
out vec3 vDir;
void main() {
  vDir = position.xyz;
  gl_Position = position;
}
