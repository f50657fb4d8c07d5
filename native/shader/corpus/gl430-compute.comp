#version 430 core
// Shared memory reduction: SSBO in, SSBO out, a UBO of parameters.
layout(local_size_x = 64) in;
layout(std430, binding = 0) readonly buffer Input { float values[]; } inputData;
layout(std430, binding = 1) writeonly buffer Output { float partialSums[]; } outputData;
layout(std140, binding = 0) uniform Params { uint count; float scale; } params;
shared float scratch[64];
void main() {
  uint i = gl_GlobalInvocationID.x;
  scratch[gl_LocalInvocationIndex] = i < params.count ? inputData.values[i] * params.scale : 0.0;
  barrier();
  for (uint s = 32u; s > 0u; s >>= 1) {
    if (gl_LocalInvocationIndex < s) scratch[gl_LocalInvocationIndex] += scratch[gl_LocalInvocationIndex + s];
    barrier();
  }
  if (gl_LocalInvocationIndex == 0u) outputData.partialSums[gl_WorkGroupID.x] = scratch[0];
}
