#version 320 es
precision highp float;
// Fragment-stage SSBO (a histogram) plus a UBO.
layout(std430, binding = 2) buffer Histogram {
  uint bins[64];
  uint total;
} histogram;
layout(std140, binding = 1) uniform Params {
  vec4 range;
} params;
out vec4 color;
void main() {
  uint bin = uint(clamp(gl_FragCoord.x / params.range.x, 0.0, 63.0));
  atomicAdd(histogram.bins[bin], 1u);
  atomicAdd(histogram.total, 1u);
  color = vec4(1.0);
}
