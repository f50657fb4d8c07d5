// The instruction bench's repoint-attribs loop (instruction-bench.ts): a VAO-less application's draw, one VAO bound and
// its four attributes re-pointed with glVertexAttribPointer into one interleaved buffer before every draw, the buffer
// alternating between two. What the effective vertex layout (gl-state vertex-array-layout.ts) must not make dearer: the
// layout passes through ones no draw sees while the attributes are re-pointed one by one.
import type { GL } from '@mgpipe/gl-api';
import { program } from '@mgpipe/scenarios';

const VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nlayout(location = 1) in vec2 a;\nlayout(location = 2) in vec2 b;\n' +
  'layout(location = 3) in vec2 c;\nvoid main() { gl_Position = vec4(p + a + b + c, 0.0, 1.0); }\n';
const FS = '#version 330 core\nout vec4 o;\nvoid main() { o = vec4(1.0); }\n';
/** Bytes a vertex: four vec2. */
const STRIDE = 32;

export function repointAttribs(gl: GL, draws: number): () => void {
  gl.useProgram(program(gl, VS, FS));
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [first, second] = gl.genBuffers(2);
  for (const b of [first, second]) {
    gl.bindBuffer(gl.ARRAY_BUFFER, b);
    gl.bufferData(gl.ARRAY_BUFFER, 3 * STRIDE, new Float32Array((3 * STRIDE) / 4), gl.STATIC_DRAW);
  }
  for (let i = 0; i < 4; i++) gl.enableVertexAttribArray(i);
  const { ARRAY_BUFFER, FLOAT, TRIANGLES } = gl;
  return () => {
    for (let k = 0; k < draws; k++) {
      gl.bindBuffer(ARRAY_BUFFER, (k & 1) === 0 ? first : second);
      gl.vertexAttribPointer(0, 2, FLOAT, false, STRIDE, 0);
      gl.vertexAttribPointer(1, 2, FLOAT, false, STRIDE, 8);
      gl.vertexAttribPointer(2, 2, FLOAT, false, STRIDE, 16);
      gl.vertexAttribPointer(3, 2, FLOAT, false, STRIDE, 24);
      gl.drawArrays(TRIANGLES, 0, 3);
    }
  };
}
