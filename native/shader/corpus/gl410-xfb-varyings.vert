#version 410 core
// Transform feedback by name (glTransformFeedbackVaryings); see the .json beside it.
in vec4 position;
in float mass;
uniform float dt;
out vec4 outPosition;
out float outMass;
out vec3 outDebug;
void main() {
  outPosition = position + vec4(0.0, -9.8 * dt, 0.0, 0.0);
  outMass = mass * 0.99;
  outDebug = position.xyz;
  gl_Position = outPosition;
}
