#version 330 core
in vec3 vColor;
uniform float alpha;
uniform sampler2D overlay;
out vec4 fragColor;
void main() {
  fragColor = vec4(vColor, alpha) + texture(overlay, vColor.xy);
}
