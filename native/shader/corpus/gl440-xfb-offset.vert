#version 440 core
// Transform feedback described in the shader: xfb_buffer / xfb_offset / xfb_stride.
in vec4 position;
in vec3 velocity;
layout(xfb_buffer = 0, xfb_offset = 0) out vec4 tfPosition;
layout(xfb_buffer = 0, xfb_offset = 16) out vec3 tfVelocity;
layout(xfb_buffer = 0, xfb_offset = 28, xfb_stride = 32) out float tfAge;
out vec3 vColor;
uniform float time;
void main() {
  tfPosition = position + vec4(velocity * time, 0.0);
  tfVelocity = velocity;
  tfAge = time;
  vColor = velocity;
  gl_Position = tfPosition;
}
