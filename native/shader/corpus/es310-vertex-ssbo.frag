#version 310 es
precision mediump float;
in vec4 vColor;
out vec4 color;
void main() {
  color = vColor;
}
