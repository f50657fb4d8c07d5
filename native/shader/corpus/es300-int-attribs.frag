#version 300 es
precision highp float;
precision highp int;
flat in int vTag;
flat in uvec2 vMaterial;
uniform uint mask;
layout(location = 0) out uvec4 ids;
void main() {
  ids = uvec4(uint(vTag), vMaterial & uvec2(mask), 1u);
}
