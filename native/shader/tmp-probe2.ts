import { compileProgram } from '@mgpipe/native-shader';
const V = (b: string) => `#version 410 core\n${b}`;
const cases: Record<string, any> = {
  missingVarying: [{stage:'vertex',source:V('in vec4 p; out vec3 a; void main(){a=p.xyz; gl_Position=p;}')},{stage:'fragment',source:V('in vec3 b; out vec4 c; void main(){c=vec4(b,1);}')}],
  typeMismatch: [{stage:'vertex',source:V('in vec4 p; out vec3 a; void main(){a=p.xyz; gl_Position=p;}')},{stage:'fragment',source:V('in vec2 a; out vec4 c; void main(){c=vec4(a,1,1);}')}],
  noMain: [{stage:'vertex',source:V('in vec4 p; void foo(){gl_Position=p;}')},{stage:'fragment',source:V('out vec4 c; void main(){c=vec4(1);}')}],
  explicitLoc: [{stage:'vertex',source:V('#extension GL_ARB_explicit_attrib_location : enable\nlayout(location=3) in vec4 p; in mat3 m; in float q[2]; void main(){gl_Position=p+vec4(m[0],q[1]);}')},{stage:'fragment',source:V('layout(location=1) out vec4 c; out vec4 d; void main(){c=vec4(1);d=c;}')}],
  vonly: [{stage:'vertex',source:V('in vec4 p; void main(){gl_Position=p;}')}],
  block: [{stage:'vertex',source:V('in vec4 p; out VS { vec3 a; float b[2]; } vs; void main(){vs.a=p.xyz; vs.b[0]=1.0; vs.b[1]=2.0; gl_Position=p;}')},{stage:'fragment',source:V('in VS { vec3 a; float b[2]; } fsIn; out vec4 c; void main(){c=vec4(fsIn.a,fsIn.b[1]);}')}],
};
for (const [k, stages] of Object.entries(cases)) {
  const r = compileProgram({ stages });
  console.log('==', k, r.ok, r.log);
  if (r.ok) console.log(JSON.stringify({a: r.reflection!.attributes, o: r.reflection!.outputs, si: r.reflection!.stageInterfaces.map(s=>[s.stage, s.inputs.filter(x=>!x.builtIn).map(x=>x.name+'@'+x.location), s.outputs.filter(x=>!x.builtIn).map(x=>x.name+'@'+x.location)])}));
}
