#version 320 es
precision highp float;
// Sampler types that have no default precision in ESSL; dynamic sampler-array indexing (320 es).
in vec3 vCoord;
uniform highp sampler3D volume;
uniform highp sampler2DArray atlas;
uniform highp isampler2D labels;
uniform highp usampler2D masks[2];
uniform int maskIndex;
uniform highp samplerCubeShadow shadowCube;
out vec4 color;
void main() {
  color = texture(volume, vCoord) + texture(atlas, vCoord)
        + vec4(texture(labels, vCoord.xy)) + vec4(texture(masks[maskIndex], vCoord.xy))
        + vec4(texture(shadowCube, vec4(vCoord, 0.5)));
}
