#version 310 es
precision highp float;
// An array of samplers (constant indices: 310 es has no dynamic sampler indexing), a cube map and a shadow sampler.
in vec3 vDir;
uniform sampler2D layers[4];
uniform samplerCube environment;
uniform highp sampler2DShadow shadowMap;
uniform int layerIndex;
out vec4 color;
void main() {
  color = texture(layers[0], vDir.xy) * float(layerIndex) + texture(layers[3], vDir.yz)
        + texture(environment, vDir) * texture(shadowMap, vDir);
}
