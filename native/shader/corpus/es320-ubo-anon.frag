#version 320 es
precision highp float;
in vec2 vUv;
out vec4 color;
void main() {
  color = vec4(vUv, 0.0, 1.0);
}
