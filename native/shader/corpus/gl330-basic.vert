#version 330 core
// Desktop 330: no explicit uniform locations or bindings; everything is auto-mapped.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 color;
uniform mat4 model;
uniform mat4 view;
uniform mat4 projection;
out vec3 vColor;
void main() {
  vColor = color;
  gl_Position = projection * view * model * vec4(position, 1.0);
}
