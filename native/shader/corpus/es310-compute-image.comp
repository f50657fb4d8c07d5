#version 310 es
// Image load/store with two formats.
layout(local_size_x = 16, local_size_y = 16) in;
layout(rgba8, binding = 0) readonly uniform highp image2D src;
layout(r32f, binding = 1) writeonly uniform highp image2D dst;
uniform float scale;
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  vec4 c = imageLoad(src, p);
  imageStore(dst, p, vec4(dot(c.rgb, vec3(0.299, 0.587, 0.114)) * scale));
}
