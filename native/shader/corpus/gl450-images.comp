#version 450 core
// Several image formats and an image array (read-write only for r32 formats, as ESSL requires).
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;
layout(binding = 0, r32f) uniform readonly image2D heights;
layout(binding = 1, rgba32ui) uniform writeonly uimage2D ids;
layout(binding = 2, r32f) uniform image2DArray layers;
layout(r32i) uniform coherent iimage2D counters;
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  float h = imageLoad(heights, p).r;
  imageStore(ids, p, uvec4(uint(h), 0u, 0u, 1u));
  vec4 l = imageLoad(layers, ivec3(p, 1));
  imageStore(layers, ivec3(p, 0), l * h);
  imageAtomicAdd(counters, ivec2(0), 1);
}
