#version 310 es
precision highp float;
// Default-block struct arrays: GL names every leaf ("lights[1].color").
struct Light {
  vec3 position;
  vec3 color;
  float radius;
};
uniform Light lights[2];
uniform Light sun;
in vec3 vPos;
out vec4 color;
void main() {
  vec3 c = sun.color;
  for (int i = 0; i < 2; ++i) {
    float d = length(lights[i].position - vPos);
    c += lights[i].color * max(0.0, 1.0 - d / lights[i].radius);
  }
  color = vec4(c, 1.0);
}
