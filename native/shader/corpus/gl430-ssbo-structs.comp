#version 430 core
// std430 SSBO with structs, matrices and a fixed array before the runtime array.
layout(local_size_x = 32, local_size_y = 2) in;
struct Instance {
  mat4 model;
  vec3 color;
  uint id;
};
layout(std430, binding = 3) buffer Scene {
  mat3 globalRotation;
  vec2 extents[4];
  uint instanceCount;
  Instance instances[];
};
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i < instanceCount) {
    instances[i].model = mat4(globalRotation) * instances[i].model;
    instances[i].color += vec3(extents[i % 4u], 0.0);
  }
}
