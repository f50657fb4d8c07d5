#version 300 es
// Plain textured quad: attributes, a matrix uniform, one varying.
in vec4 position;
in vec2 texCoord;
uniform mat4 modelViewProjection;
out vec2 vTexCoord;
void main() {
  vTexCoord = texCoord;
  gl_Position = modelViewProjection * position;
}
