#version 300 es
precision highp float;
// G-buffer: three colour outputs at explicit locations.
in vec3 vNormal;
in vec3 vWorld;
uniform vec3 albedo;
uniform float roughness;
layout(location = 0) out vec4 outAlbedo;
layout(location = 1) out vec4 outNormal;
layout(location = 2) out vec4 outPosition;
void main() {
  outAlbedo = vec4(albedo, roughness);
  outNormal = vec4(normalize(vNormal), 0.0);
  outPosition = vec4(vWorld, 1.0);
}
