#version 410 core
in vec3 outDebug;
out vec4 color;
void main() {
  color = vec4(outDebug, 1.0);
}
