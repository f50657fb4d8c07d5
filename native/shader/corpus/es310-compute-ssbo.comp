#version 310 es
// Compute with a std430 SSBO ending in a runtime-sized array.
layout(local_size_x = 8, local_size_y = 4, local_size_z = 1) in;
struct Particle {
  vec4 position;
  vec4 velocity;
};
layout(std430, binding = 0) buffer Particles {
  float deltaTime;
  uint count;
  Particle particles[];
};
uniform vec3 gravity;
void main() {
  uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * 8u;
  if (i >= count) return;
  particles[i].velocity.xyz += gravity * deltaTime;
  particles[i].position += particles[i].velocity * deltaTime;
}
