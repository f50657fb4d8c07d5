#version 310 es
in vec4 position;
out vec3 vPos;
void main() {
  vPos = position.xyz;
  gl_Position = position;
}
