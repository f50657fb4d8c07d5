#version 410 core
in float w;
uniform bvec2 toggles;
out vec4 color;
void main() {
  color = toggles.y ? vec4(w) : vec4(0.0);
}
