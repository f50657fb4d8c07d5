#version 330 core
in vec4 v;
out vec4 color;
void main() {
  color = v;
}
