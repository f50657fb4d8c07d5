#version 300 es
precision mediump float;
in vec2 vTexCoord;
uniform sampler2D diffuse;
uniform vec4 tint;
out vec4 fragColor;
void main() {
  fragColor = texture(diffuse, vTexCoord) * tint;
}
