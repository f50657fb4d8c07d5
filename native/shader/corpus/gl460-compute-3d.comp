#version 460 core
// 3-D work group over a 3-D image.
layout(local_size_x = 4, local_size_y = 4, local_size_z = 4) in;
layout(binding = 0, rgba8) uniform writeonly image3D volume;
layout(std140, binding = 0) uniform Noise { vec4 frequency; int octaves; } noise;
void main() {
  vec3 p = vec3(gl_GlobalInvocationID) * noise.frequency.xyz;
  float v = 0.0;
  for (int i = 0; i < noise.octaves; ++i) v += sin(p.x * float(i)) * cos(p.y + p.z);
  imageStore(volume, ivec3(gl_GlobalInvocationID), vec4(v));
}
