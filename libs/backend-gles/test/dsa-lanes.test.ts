// GL 4.5 direct state access, one test per object family, run through our stack (front end over this
// backend) and on the reference lane (Mesa's desktop GL 4.5): every observation — query results, GL
// errors, read-back pixels — must be the same on both. Each family edits objects that are not bound (or
// bound elsewhere) and checks that the bindings did not move.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { observeOnBothLanes } from './helpers.ts';

const W = 16, H = 16;
type Observe = (gl: GL) => unknown[];

function same(observe: Observe): unknown[] {
  const { ours, reference } = observeOnBothLanes(W, H, observe);
  expect(ours).toEqual(reference);
  return ours;
}

describe('direct state access, our stack vs the reference lane', () => {
  it('buffers: create, storage, sub-data, copy, map, parameters, errors; no binding moves', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const [a, b] = gl.createBuffers(2);
      o.push(gl.isBuffer(a), gl.getIntegerv(gl.ARRAY_BUFFER_BINDING)[0]);
      gl.namedBufferStorage(a, 16, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]), gl.DYNAMIC_STORAGE_BIT | gl.MAP_READ_BIT);
      gl.namedBufferData(b, 16, null, gl.STATIC_DRAW);
      gl.namedBufferSubData(a, 4, 4, new Uint8Array([40, 41, 42, 43]));
      gl.copyNamedBufferSubData(a, b, 2, 8, 6);
      const got = new Uint8Array(16);
      gl.getNamedBufferSubData(b, 0, 16, got);
      o.push(Array.from(got.subarray(8, 14)));
      o.push(gl.getNamedBufferParameteriv(a, gl.BUFFER_SIZE), gl.getNamedBufferParameteriv(a, gl.BUFFER_IMMUTABLE_STORAGE),
        gl.getNamedBufferParameteri64v(b, gl.BUFFER_USAGE), gl.getNamedBufferParameteriv(a, gl.BUFFER_STORAGE_FLAGS));
      const m = gl.mapNamedBufferRange(a, 4, 4, gl.MAP_READ_BIT);
      o.push(m === null ? null : Array.from(m), gl.getNamedBufferParameteriv(a, gl.BUFFER_MAPPED));
      o.push(gl.unmapNamedBuffer(a), gl.getNamedBufferParameteriv(a, gl.BUFFER_MAPPED));
      gl.clearNamedBufferSubData(b, gl.R8UI, 0, 4, gl.RED_INTEGER, gl.UNSIGNED_BYTE, new Uint8Array([9]));
      gl.getNamedBufferSubData(b, 0, 4, got);
      o.push(Array.from(got.subarray(0, 4)), gl.getError());
      // Errors: a generated-but-never-bound name has no object; immutable storage refuses namedBufferData.
      const [unbound] = gl.genBuffers(1);
      gl.namedBufferData(unbound, 4, null, gl.STATIC_DRAW); o.push(gl.getError());
      gl.namedBufferData(a, 4, null, gl.STATIC_DRAW); o.push(gl.getError());
      gl.namedBufferSubData(a, 14, 4, new Uint8Array(4)); o.push(gl.getError());
      o.push(gl.getIntegerv(gl.ARRAY_BUFFER_BINDING)[0], gl.getIntegerv(gl.COPY_READ_BUFFER_BINDING)[0]);
      return o;
    });
    expect(out[2]).toEqual([3, 4, 40, 41, 42, 43]); // the copy saw the sub-data
  });

  it('vertex arrays: a VAO built with VertexArray* draws what the bind-to-edit one draws; queries agree', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const vs = gl.createShader(gl.VERTEX_SHADER);
      gl.shaderSource(vs, '#version 330 core\nlayout(location = 2) in vec2 p;\nlayout(location = 5) in vec4 c;\nout vec4 vc;\nvoid main() { vc = c; gl_Position = vec4(p, 0.0, 1.0); }\n');
      gl.compileShader(vs);
      const fs = gl.createShader(gl.FRAGMENT_SHADER);
      gl.shaderSource(fs, '#version 330 core\nin vec4 vc;\nout vec4 o;\nvoid main() { o = vc; }\n');
      gl.compileShader(fs);
      const p = gl.createProgram(); gl.attachShader(p, vs); gl.attachShader(p, fs); gl.linkProgram(p); gl.useProgram(p);
      const [vbo, ibo] = gl.createBuffers(2);
      const verts = new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]);
      gl.namedBufferData(vbo, verts.byteLength, verts, gl.STATIC_DRAW);
      gl.namedBufferData(ibo, 12, new Uint16Array([0, 1, 2, 2, 1, 3]), gl.STATIC_DRAW);
      const [vao] = gl.createVertexArrays(1);
      o.push(gl.isVertexArray(vao), gl.getIntegerv(gl.VERTEX_ARRAY_BINDING)[0]);
      gl.vertexArrayVertexBuffer(vao, 3, vbo, 0, 8);
      gl.vertexArrayAttribFormat(vao, 2, 2, gl.FLOAT, false, 0);
      gl.vertexArrayAttribBinding(vao, 2, 3);
      gl.enableVertexArrayAttrib(vao, 2);
      gl.vertexArrayElementBuffer(vao, ibo);
      gl.vertexAttrib4Nub(5, 255, 0, 128, 255); // attribute 5 disabled: the current value
      o.push(gl.getVertexArrayiv(vao, gl.ELEMENT_ARRAY_BUFFER_BINDING) === ibo,
        gl.getVertexArrayIndexediv(vao, 2, gl.VERTEX_ATTRIB_ARRAY_ENABLED), gl.getVertexArrayIndexediv(vao, 2, gl.VERTEX_ATTRIB_ARRAY_SIZE),
        gl.getVertexArrayIndexediv(vao, 2, gl.VERTEX_ATTRIB_ARRAY_TYPE), gl.getVertexArrayIndexed64iv(vao, 3, gl.VERTEX_BINDING_OFFSET),
        gl.getIntegerv(gl.VERTEX_ARRAY_BINDING)[0], gl.getError());
      gl.enableVertexArrayAttrib(999999, 0); o.push(gl.getError());
      gl.bindVertexArray(vao);
      gl.clearColor(0, 0, 0, 1); gl.clear(gl.COLOR_BUFFER_BIT);
      gl.drawElements(gl.TRIANGLES, 6, gl.UNSIGNED_SHORT, 0);
      const px = new Uint8Array(4);
      gl.readPixels(8, 8, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      o.push(Array.from(px), gl.getError());
      return o;
    });
    expect(out[out.length - 2]).toEqual([255, 0, 128, 255]); // the quad drew, coloured by the current value
  });

  it('textures: createTextures, storage, sub-image, parameters, level parameters, image readback, bindTextureUnit', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const [t, c] = gl.createTextures(gl.TEXTURE_2D, 1).concat(gl.createTextures(gl.TEXTURE_CUBE_MAP, 1));
      // (TEXTURE_TARGET is core-profile only in Mesa: the compatibility reference answers INVALID_ENUM, so not asked here.)
      o.push(gl.isTexture(t), gl.getIntegerv(gl.TEXTURE_BINDING_2D)[0]);
      gl.textureStorage2D(t, 2, gl.RGBA8, 4, 4);
      const texels = new Uint8Array(64).map((_, i) => i * 3);
      gl.textureSubImage2D(t, 0, 0, 0, 4, 4, gl.RGBA, gl.UNSIGNED_BYTE, texels);
      gl.textureParameteri(t, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
      gl.textureParameterfv(t, gl.TEXTURE_BORDER_COLOR, [0.25, 0.5, 0.75, 1]);
      o.push(gl.getTextureParameteriv(t, gl.TEXTURE_MIN_FILTER), gl.getTextureParameterfv(t, gl.TEXTURE_BORDER_COLOR),
        gl.getTextureParameteriv(t, gl.TEXTURE_IMMUTABLE_LEVELS), gl.getTextureLevelParameteriv(t, 1, gl.TEXTURE_WIDTH),
        gl.getTextureLevelParameteriv(t, 0, gl.TEXTURE_INTERNAL_FORMAT));
      const back = new Uint8Array(64);
      gl.getTextureImage(t, 0, gl.RGBA, gl.UNSIGNED_BYTE, back.byteLength, back);
      o.push(Array.from(back));
      // A 2×3 region at (1, 1), with a pack row length wider than the region.
      gl.pixelStorei(gl.PACK_ROW_LENGTH, 3);
      const sub = new Uint8Array(3 * 3 * 4);
      gl.getTextureSubImage(t, 0, 1, 1, 0, 2, 3, 1, gl.RGBA, gl.UNSIGNED_BYTE, sub.byteLength, sub);
      gl.pixelStorei(gl.PACK_ROW_LENGTH, 0);
      o.push(Array.from(sub), gl.getError());
      // Cube map: storage, every face through one textureSubImage3D (faces are layers), face 4 read back.
      gl.textureStorage2D(c, 1, gl.RGBA8, 2, 2);
      const faces = new Uint8Array(6 * 16).map((_, i) => (i * 7) & 0xff);
      gl.textureSubImage3D(c, 0, 0, 0, 0, 2, 2, 6, gl.RGBA, gl.UNSIGNED_BYTE, faces);
      const all = new Uint8Array(6 * 16);
      gl.getTextureImage(c, 0, gl.RGBA, gl.UNSIGNED_BYTE, all.byteLength, all);
      o.push(Array.from(all), gl.getTextureLevelParameteriv(c, 0, gl.TEXTURE_WIDTH), gl.getError());
      const faceRegion = new Uint8Array(2 * 1 * 2 * 4);
      gl.getTextureSubImage(c, 0, 0, 1, 3, 2, 1, 2, gl.RGBA, gl.UNSIGNED_BYTE, faceRegion.byteLength, faceRegion); // row 1 of faces 3, 4
      o.push(Array.from(faceRegion), gl.getError());
      gl.generateTextureMipmap(t);
      o.push(gl.getError());
      gl.bindTextureUnit(3, t);
      gl.activeTexture(gl.TEXTURE3);
      o.push(gl.getIntegerv(gl.TEXTURE_BINDING_2D)[0] === t);
      gl.activeTexture(gl.TEXTURE0);
      o.push(gl.getIntegerv(gl.TEXTURE_BINDING_2D)[0]);
      // Errors: an effective target the command does not take; a name without an object.
      gl.textureSubImage1D(t, 0, 0, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4)); o.push(gl.getError());
      const [g] = gl.genTextures(1);
      gl.textureParameteri(g, gl.TEXTURE_MIN_FILTER, gl.NEAREST); o.push(gl.getError());
      gl.textureStorage2D(t, 1, gl.RGBA8, 4, 4); o.push(gl.getError());
      return o;
    });
    // The region reads returned data, not an error: texel (1,1) of the 2D level, row 1 of cube faces 3 and 4.
    const at = (i: number) => out[i] as number[];
    expect(at(8).slice(0, 4)).toEqual([(5 * 4) * 3, (5 * 4 + 1) * 3, (5 * 4 + 2) * 3, (5 * 4 + 3) * 3]);
    expect(out[9]).toBe(0);
    expect(at(13)).toEqual([...[56, 57, 58, 59, 60, 61, 62, 63], ...[72, 73, 74, 75, 76, 77, 78, 79]].map((i) => (i * 7) & 0xff));
  });

  it('framebuffers and renderbuffers: build an FBO by name, clear it by name, blit it to the default framebuffer', () => {
    const out = same((gl) => {
      const o: unknown[] = [];
      const [fb] = gl.createFramebuffers(1);
      const [rb, depth] = gl.createRenderbuffers(2);
      gl.namedRenderbufferStorage(rb, gl.RGBA8, 8, 8);
      gl.namedRenderbufferStorage(depth, gl.DEPTH24_STENCIL8, 8, 8);
      o.push(gl.getNamedRenderbufferParameteriv(rb, gl.RENDERBUFFER_WIDTH), gl.getNamedRenderbufferParameteriv(depth, gl.RENDERBUFFER_INTERNAL_FORMAT));
      const [tex] = gl.createTextures(gl.TEXTURE_2D, 1);
      gl.textureStorage2D(tex, 1, gl.RGBA8, 8, 8);
      gl.namedFramebufferRenderbuffer(fb, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, rb);
      gl.namedFramebufferTexture(fb, gl.COLOR_ATTACHMENT1, tex, 0);
      gl.namedFramebufferRenderbuffer(fb, gl.DEPTH_STENCIL_ATTACHMENT, gl.RENDERBUFFER, depth);
      gl.namedFramebufferDrawBuffers(fb, [gl.COLOR_ATTACHMENT0, gl.COLOR_ATTACHMENT1]);
      gl.namedFramebufferReadBuffer(fb, gl.COLOR_ATTACHMENT1);
      o.push(gl.checkNamedFramebufferStatus(fb, gl.DRAW_FRAMEBUFFER),
        gl.getNamedFramebufferAttachmentParameteriv(fb, gl.COLOR_ATTACHMENT0, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE),
        gl.getNamedFramebufferAttachmentParameteriv(fb, gl.COLOR_ATTACHMENT1, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_NAME) === tex,
        gl.getNamedFramebufferAttachmentParameteriv(fb, gl.DEPTH_ATTACHMENT, gl.FRAMEBUFFER_ATTACHMENT_DEPTH_SIZE),
        gl.getIntegerv(gl.DRAW_FRAMEBUFFER_BINDING)[0], gl.getError());
      gl.clearNamedFramebufferfv(fb, gl.COLOR, 0, [1, 0, 0, 1]);
      gl.clearNamedFramebufferfv(fb, gl.COLOR, 1, [0, 1, 0, 1]);
      gl.clearNamedFramebufferfi(fb, gl.DEPTH_STENCIL, 0, 0.5, 7);
      gl.clearColor(0, 0, 1, 1); gl.clear(gl.COLOR_BUFFER_BIT);
      gl.blitNamedFramebuffer(fb, 0, 0, 0, 8, 8, 0, 0, 8, 8, gl.COLOR_BUFFER_BIT, gl.NEAREST);
      o.push(gl.getIntegerv(gl.DRAW_FRAMEBUFFER_BINDING)[0], gl.getIntegerv(gl.READ_FRAMEBUFFER_BINDING)[0], gl.getError());
      const px = new Uint8Array(W * H * 4);
      gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, px);
      o.push(Array.from(px.subarray(0, 4)), Array.from(px.subarray((10 * W + 10) * 4, (10 * W + 10) * 4 + 4)));
      const back = new Uint8Array(8 * 8 * 4);
      gl.getTextureImage(tex, 0, gl.RGBA, gl.UNSIGNED_BYTE, back.byteLength, back);
      o.push(Array.from(back.subarray(0, 4)));
      gl.namedFramebufferParameteri(0, gl.FRAMEBUFFER_DEFAULT_WIDTH, 4); o.push(gl.getError());
      gl.namedFramebufferTexture(424242, gl.COLOR_ATTACHMENT0, tex, 0); o.push(gl.getError());
      return o;
    });
    // The blit copied the read buffer (attachment 1, cleared green) into the lower-left 8×8; blue elsewhere.
    expect(out.slice(11, 14)).toEqual([[0, 255, 0, 255], [0, 0, 255, 255], [0, 255, 0, 255]]);
  });

  it('samplers, queries, pipelines, transform feedback: created objects answer like the reference', () => {
    same((gl) => {
      const o: unknown[] = [];
      const [s] = gl.createSamplers(1);
      gl.samplerParameteri(s, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
      o.push(gl.isSampler(s), gl.getSamplerParameteriv(s, gl.TEXTURE_MAG_FILTER));
      const [q] = gl.createQueries(gl.SAMPLES_PASSED, 1);
      o.push(gl.isQuery(q), gl.getQueryObjectiv(q, gl.QUERY_TARGET));
      gl.beginQuery(gl.ANY_SAMPLES_PASSED, q); o.push(gl.getError()); // target fixed by createQueries
      const [pp] = gl.createProgramPipelines(1);
      o.push(gl.isProgramPipeline(pp), gl.getProgramPipelineiv(pp, gl.ACTIVE_PROGRAM));
      const [x] = gl.createTransformFeedbacks(1);
      const [b] = gl.createBuffers(1);
      gl.namedBufferData(b, 64, null, gl.STREAM_COPY);
      gl.transformFeedbackBufferRange(x, 1, b, 16, 32);
      o.push(gl.isTransformFeedback(x), gl.getTransformFeedbacki_v(x, gl.TRANSFORM_FEEDBACK_BUFFER_BINDING, 1) === b,
        gl.getTransformFeedbacki64_v(x, gl.TRANSFORM_FEEDBACK_BUFFER_START, 1), gl.getTransformFeedbacki64_v(x, gl.TRANSFORM_FEEDBACK_BUFFER_SIZE, 1),
        gl.getTransformFeedbackiv(x, gl.TRANSFORM_FEEDBACK_ACTIVE), gl.getIntegerv(gl.TRANSFORM_FEEDBACK_BUFFER_BINDING)[0], gl.getError());
      gl.transformFeedbackBufferRange(x, 0, b, 2, 8); o.push(gl.getError());
      // QUERY_BUFFER results at the offset named: a TIME_ELAPSED-free check with QUERY_TARGET.
      gl.getQueryBufferObjectuiv(q, b, gl.QUERY_TARGET, 12);
      const got = new Uint32Array(4);
      gl.getNamedBufferSubData(b, 8, 16, got);
      o.push(Array.from(got), gl.getError());
      return o;
    });
  });

  it('current vertex attribute values: every glVertexAttrib* form converts like the reference', () => {
    same((gl) => {
      const o: unknown[] = [];
      // Attribute 0 is gl_Vertex in the compatibility reference (no queryable current value): start at 10.
      const read = (i: number) => gl.getVertexAttribfv(i, gl.CURRENT_VERTEX_ATTRIB).map((v) => Math.round(v * 1e5) / 1e5);
      gl.vertexAttrib2s(10, -3, 7); o.push(read(10));
      // Unsigned N* only: Mesa converts the signed N* forms with the pre-4.2 formula (2c+1)/(2^b-1), where GL 4.5
      // eq. 2.2 says max(c/(2^(b-1)-1), -1); we follow the spec (gl-impl's a-vertex-attrib-variants.test.ts pins it).
      gl.vertexAttrib4Nusv(1, [65535, 0, 13107, 32768]); o.push(read(1));
      gl.vertexAttrib4Nubv(2, [255, 0, 51, 102]); o.push(read(2), gl.getError());
      gl.vertexAttribP3ui(3, gl.INT_2_10_10_10_REV, true, (0x1ff) | (0x200 << 10) | (1 << 20)); o.push(read(3));
      gl.vertexAttribP4ui(4, gl.UNSIGNED_INT_2_10_10_10_REV, false, 5 | (6 << 10) | (7 << 20) | (3 << 30)); o.push(read(4));
      gl.vertexAttrib3d(5, 0.5, 0.25, -2); o.push(read(5));
      gl.vertexAttribI3i(6, -1, 2, -3); o.push(gl.getVertexAttribIiv(6, gl.CURRENT_VERTEX_ATTRIB));
      gl.vertexAttribI4usv(7, [1, 65535, 3, 4]); o.push(gl.getVertexAttribIuiv(7, gl.CURRENT_VERTEX_ATTRIB));
      gl.vertexAttribL2d(8, 1.5, -2.5); o.push(gl.getVertexAttribLdv(8, gl.CURRENT_VERTEX_ATTRIB).slice(0, 2));
      // Doubles no float32 holds (0.1, 1 + 2^-40, 1e300): the L forms keep them for glGetVertexAttribLdv.
      gl.vertexAttribL4d(11, 0.1, 1 + 2 ** -40, -1e300, 1 / 3); o.push(gl.getVertexAttribLdv(11, gl.CURRENT_VERTEX_ATTRIB));
      gl.vertexAttribL3dv(12, [1 / 3, 0.1, 1e300]); o.push(gl.getVertexAttribLdv(12, gl.CURRENT_VERTEX_ATTRIB).slice(0, 3));
      gl.vertexAttribP1ui(9, gl.FLOAT, false, 0); o.push(gl.getError());
      return o;
    });
  });

  it('current integer vertex attributes keep every bit: values a float32 cannot hold read back exactly', () => {
    same((gl) => {
      const o: unknown[] = [];
      gl.vertexAttribI4i(10, 16777217, -16777217, 2147483647, -2147483648);
      o.push(gl.getVertexAttribIiv(10, gl.CURRENT_VERTEX_ATTRIB));
      gl.vertexAttribI4ui(11, 16777217, 4294967295, 2147483649, 123456789);
      o.push(gl.getVertexAttribIuiv(11, gl.CURRENT_VERTEX_ATTRIB));
      gl.vertexAttribI4iv(12, [33554433, 1, -33554433, 7]);
      o.push(gl.getVertexAttribIiv(12, gl.CURRENT_VERTEX_ATTRIB));
      gl.vertexAttribI1ui(13, 4294967293);
      o.push(gl.getVertexAttribIuiv(13, gl.CURRENT_VERTEX_ATTRIB), gl.getError());
      return o;
    });
  });
});
