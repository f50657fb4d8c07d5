#version 320 es
in vec4 position;
out vec3 vCoord;
void main() {
  vCoord = position.xyz;
  gl_Position = position;
}
