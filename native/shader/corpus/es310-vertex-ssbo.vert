#version 310 es
// Vertex pulling from an SSBO, indexed by gl_VertexID.
layout(std430, binding = 0) readonly buffer Vertices {
  vec4 positions[];
};
uniform mat4 transform;
out vec4 vColor;
void main() {
  vColor = positions[gl_VertexID] * 0.5 + 0.5;
  gl_Position = transform * positions[gl_VertexID];
}
