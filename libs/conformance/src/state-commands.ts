// Render state, buffers, framebuffers and compute commands of the [test] section: clear, enable/disable,
// blend / depth / stencil functions, viewport, patch parameter, provoking vertex, ssbo setup / subdata /
// probe, atomic counters, compute dispatch, memory barrier, fb (tex 2d / tex slice / winsys), link
// expectations and `verify program_query`.
import { texTarget } from './textures.ts';
import { fatal, numbers, unsupported, type TestRun } from './test-run.ts';

type Cmp = '==' | '!=' | '<' | '>=' | '>' | '<=';

function compare(ref: number, value: number, op: string, isFloat: boolean): boolean {
  switch (op as Cmp) {
    case '==': return isFloat ? Math.abs(value - ref) < Number.EPSILON : value === ref;
    case '!=': return isFloat ? Math.abs(value - ref) >= Number.EPSILON : value !== ref;
    case '<': return value < ref;
    case '>=': return value >= ref;
    case '>': return value > ref;
    case '<=': return value <= ref;
    default: return fatal(`invalid comparison operator ${op}`);
  }
}

function readBuffer(run: TestRun, target: number, buffer: number, offset: number, bytes: number): DataView {
  const { gl } = run;
  gl.bindBuffer(target, buffer);
  const out = new Uint8Array(bytes);
  gl.getBufferSubData(target, offset, bytes, out);
  return new DataView(out.buffer);
}

/** Returns false when `line` is not one of these commands. */
export function runStateCommand(run: TestRun, line: string): boolean {
  const { gl } = run;
  let m: RegExpExecArray | null;
  if ((m = /^clear color (.*)$/.exec(line))) {
    const c = numbers(m[1], true);
    gl.clearColor(c[0], c[1], c[2], c[3]);
    run.clearBits |= gl.COLOR_BUFFER_BIT;
  } else if ((m = /^clear depth (.*)$/.exec(line))) {
    gl.clearDepth(numbers(m[1])[0]);
    run.clearBits |= gl.DEPTH_BUFFER_BIT;
  } else if ((m = /^clear stencil (.*)$/.exec(line))) {
    gl.clearStencil(numbers(m[1])[0]);
    run.clearBits |= gl.STENCIL_BUFFER_BIT;
  } else if (line === 'clear') {
    gl.clear(run.clearBits);
  } else if ((m = /^(enable|disable) (\S+)$/.exec(line))) {
    if (m[1] === 'enable') gl.enable(run.enumOf(m[2]));
    else gl.disable(run.enumOf(m[2]));
  } else if ((m = /^depthfunc (\S+)$/.exec(line))) {
    gl.depthFunc(run.enumOf(m[1]));
  } else if ((m = /^blend func (\S+) (\S+)$/.exec(line)) || (m = /^blendfunc (\S+) (\S+)$/.exec(line))) {
    gl.blendFunc(run.enumOf(m[1]), run.enumOf(m[2]));
  } else if ((m = /^blend equation (\S+)$/.exec(line))) {
    gl.blendEquation(run.enumOf(m[1]));
  } else if ((m = /^stencil func (\S+) (\S+) (\S+)$/.exec(line))) {
    gl.stencilFunc(run.enumOf(m[1]), Number(m[2]), Number(m[3]));
  } else if ((m = /^stencil op (\S+) (\S+) (\S+)$/.exec(line))) {
    gl.stencilOp(run.enumOf(m[1]), run.enumOf(m[2]), run.enumOf(m[3]));
  } else if ((m = /^viewport (\S+) (\S+) (\S+) (\S+)$/.exec(line))) {
    const [x, y, w, h] = numbers(m.slice(1).join(' '));
    gl.viewport(x, y, w, h);
  } else if ((m = /^patch parameter vertices (\d+)$/.exec(line))) {
    gl.patchParameteri(gl.PATCH_VERTICES, Number(m[1]));
  } else if ((m = /^patch parameter default level (outer|inner) (.*)$/.exec(line))) {
    gl.patchParameterfv(m[1] === 'outer' ? gl.PATCH_DEFAULT_OUTER_LEVEL : gl.PATCH_DEFAULT_INNER_LEVEL, numbers(m[2]));
  } else if ((m = /^provoking vertex (first|last)$/.exec(line))) {
    gl.provokingVertex(m[1] === 'first' ? gl.FIRST_VERTEX_CONVENTION : gl.LAST_VERTEX_CONVENTION);
  } else if ((m = /^polygon mode (\S+) (\S+)$/.exec(line))) {
    gl.polygonMode(run.enumOf(m[1]), run.enumOf(m[2]));
    run.checkGlError('polygon mode');
  } else if ((m = /^ssbo (\d+) (\d+)$/.exec(line))) {
    const [index, size] = [Number(m[1]), Number(m[2])];
    const [buf] = gl.genBuffers(1);
    run.ssbos.set(index, buf);
    gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, index, buf);
    gl.bufferData(gl.SHADER_STORAGE_BUFFER, size, new Uint8Array(size), gl.DYNAMIC_DRAW);
  } else if ((m = /^ssbo (\d+) subdata (float|int|uint) (\S+) (.*)$/.exec(line))) {
    const buf = run.ssbos.get(Number(m[1]));
    if (buf === undefined) fatal(`ssbo ${m[1]} was not set up`);
    const values = numbers(m[4], m[2] === 'float');
    const data = m[2] === 'float' ? new Float32Array(values) : m[2] === 'uint' ? new Uint32Array(values.map((v) => v >>> 0)) : new Int32Array(values);
    gl.bindBuffer(gl.SHADER_STORAGE_BUFFER, buf!);
    gl.bufferSubData(gl.SHADER_STORAGE_BUFFER, Number(m[3]), data.byteLength, data);
  } else if ((m = /^probe ssbo (float|int|uint) (\d+) (\d+) (\S+) (\S+)$/.exec(line))) {
    const buf = run.ssbos.get(Number(m[2]));
    if (buf === undefined) fatal(`ssbo ${m[2]} was not set up`);
    const view = readBuffer(run, gl.SHADER_STORAGE_BUFFER, buf!, Number(m[3]), 4);
    const observed = m[1] === 'float' ? view.getFloat32(0, true) : m[1] === 'uint' ? view.getUint32(0, true) : view.getInt32(0, true);
    const expected = numbers(m[5], m[1] === 'float')[0];
    const ref = m[1] === 'uint' ? expected >>> 0 : m[1] === 'int' ? expected | 0 : expected;
    if (!compare(ref, observed, m[4], m[1] === 'float')) run.fail(`ssbo ${m[2]} offset ${m[3]}: expected ${m[4]} ${ref}, observed ${observed}`);
  } else if ((m = /^atomic counter buffer (\d+) (\d+)$/.exec(line)) || (m = /^atomic counters (\d+)$/.exec(line))) {
    const [index, count] = m[2] === undefined ? [0, Number(m[1])] : [Number(m[1]), Number(m[2])];
    const [buf] = gl.genBuffers(1);
    run.atomicBuffers.set(index, buf);
    gl.bindBufferBase(gl.ATOMIC_COUNTER_BUFFER, index, buf);
    gl.bufferData(gl.ATOMIC_COUNTER_BUFFER, count * 4, new Uint32Array(count), gl.STATIC_DRAW);
  } else if ((m = /^atomic counter (\d+) (\d+) (\d+)$/.exec(line))) {
    gl.bindBufferBase(gl.ATOMIC_COUNTER_BUFFER, Number(m[1]), run.atomicBuffers.get(Number(m[1])) ?? 0);
    gl.bufferSubData(gl.ATOMIC_COUNTER_BUFFER, Number(m[2]) * 4, 4, new Uint32Array([Number(m[3])]));
  } else if ((m = /^probe atomic counter buffer (\d+) (\d+) (\S+) (\S+)$/.exec(line)) || (m = /^probe atomic counter (\d+) (\S+) (\S+)$/.exec(line))) {
    const [buffer, counter, op, value] = m[4] === undefined ? [0, Number(m[1]), m[2], numbers(m[3])[0]] : [Number(m[1]), Number(m[2]), m[3], numbers(m[4])[0]];
    const buf = run.atomicBuffers.get(buffer);
    if (buf === undefined) fatal(`atomic counter buffer ${buffer} was not set up`);
    gl.memoryBarrier(gl.ALL_BARRIER_BITS);
    // piglit's offset is the counter number in bytes for the buffer form and × 4 for the plain one.
    const observed = readBuffer(run, gl.ATOMIC_COUNTER_BUFFER, buf!, m[4] === undefined ? counter * 4 : counter, 4).getUint32(0, true);
    if (!compare(value >>> 0, observed, op, false)) run.fail(`atomic counter ${counter}: expected ${op} ${value}, observed ${observed}`);
  } else if ((m = /^compute (\d+) (\d+) (\d+)$/.exec(line))) {
    run.programMustBeInUse();
    gl.memoryBarrier(gl.ALL_BARRIER_BITS);
    gl.dispatchCompute(Number(m[1]), Number(m[2]), Number(m[3]));
    gl.memoryBarrier(gl.ALL_BARRIER_BITS);
  } else if ((m = /^memory barrier (.*)$/.exec(line))) {
    const bits = m[1].split(/\s*\|\s*|\s+/).filter((b) => b !== '').reduce((a, b) => a | run.enumOf(b), 0);
    gl.memoryBarrier(bits);
  } else if (line.startsWith('fb ')) {
    runFb(run, line.slice(3));
  } else if ((m = /^blit (color|depth|stencil) (linear|nearest)$/.exec(line))) {
    // The read framebuffer's whole size onto the draw framebuffer's (`fb` set both).
    const mask = m[1] === 'color' ? gl.COLOR_BUFFER_BIT : m[1] === 'depth' ? gl.DEPTH_BUFFER_BIT : gl.STENCIL_BUFFER_BIT;
    gl.blitFramebuffer(0, 0, run.readWidth, run.readHeight, 0, 0, run.renderWidth, run.renderHeight, mask, m[2] === 'linear' ? gl.LINEAR : gl.NEAREST);
    if (gl.getError() !== gl.NO_ERROR) fatal('glBlitFramebuffer error');
  } else if ((m = /^active shader program (\S+)$/.exec(line))) {
    // SSO ENABLED: glUniform* without a current program writes the pipeline's active program.
    gl.activeShaderProgram(run.pipeline, run.ssoPrograms.get(run.enumOf(m[1])) ?? 0);
  } else if (line === 'link error') {
    run.linkErrorExpected = true;
    if (run.linkOk) fatal('shader link error expected, but it was successful');
  } else if (line === 'link success') {
    run.programMustBeInUse();
  } else if ((m = /^(?:ubo|block) array index (\d+)$/.exec(line))) {
    run.block.arrayIndex = Number(m[1]);
  } else if ((m = /^block (binding|offset|matrix stride|row major) (-?\d+)$/.exec(line))) {
    const field = ({ binding: 'binding', offset: 'offset', 'matrix stride': 'matrixStride', 'row major': 'rowMajor' } as const)[m[1] as 'binding'];
    run.block[field] = Number(m[2]);
  } else if ((m = /^verify program_interface_query (\S+) (\S+) (\S+) (\S+)$/.exec(line))) {
    verifyProgramInterfaceQuery(run, m[1], m[2], m[3], m[4]);
  } else if ((m = /^verify program_query (\S+) (\S+)$/.exec(line))) {
    const pname = run.enumOf(m[1]);
    if (m[1] === 'GL_COMPUTE_WORK_GROUP_SIZE') unsupported('verify program_query GL_COMPUTE_WORK_GROUP_SIZE');
    const expected = /^GL_/.test(m[2]) ? run.enumOf(m[2]) : Number(m[2]);
    const got = gl.getProgramiv(run.program, pname);
    if (got !== expected) run.fail(`glGetProgramiv(${m[1]}): expected ${m[2]} (${expected}), got ${got}`);
  } else {
    return false;
  }
  return true;
}

/** `fb [draw|read] tex 2d N...`, `fb [draw|read] tex slice TARGET N LEVEL LAYER`, `fb [draw|read] winsys`. */
function runFb(run: TestRun, rest: string): void {
  const { gl } = run;
  let m = /^(draw |read )?(.*)$/.exec(rest)!;
  const which = m[1]?.trim();
  const target = which === 'draw' ? gl.DRAW_FRAMEBUFFER : which === 'read' ? gl.READ_FRAMEBUFFER : gl.FRAMEBUFFER;
  const spec = m[2];
  let fbo = 0;
  let w = run.width;
  let h = run.height;
  if ((m = /^tex 2d (.*)$/.exec(spec)!)) {
    [fbo] = gl.genFramebuffers(1);
    gl.bindFramebuffer(target, fbo);
    const units = numbers(m[1]);
    units.forEach((unit, i) => {
      const t = run.textures.get(unit);
      if (!t) fatal(`fb tex 2d: no texture on unit ${unit}`);
      gl.framebufferTexture2D(target, gl.COLOR_ATTACHMENT0 + i, gl.TEXTURE_2D, t!.name, 0);
      run.checkGlError('glFramebufferTexture2D');
      w = t!.width;
      h = t!.height;
    });
    if (target !== gl.READ_FRAMEBUFFER) gl.drawBuffers(units.map((_, i) => gl.COLOR_ATTACHMENT0 + i));
  } else if ((m = /^tex slice (\S+) (\d+) (\d+) (\d+)$/.exec(spec)!)) {
    const texTargetEnum = texTarget(run, m[1]);
    const t = run.textures.get(Number(m[2]));
    if (!t) fatal(`fb tex slice: no texture on unit ${m[2]}`);
    [fbo] = gl.genFramebuffers(1);
    gl.bindFramebuffer(target, fbo);
    const level = Number(m[3]);
    const layer = Number(m[4]);
    if (texTargetEnum === gl.TEXTURE_1D) gl.framebufferTexture1D(target, gl.COLOR_ATTACHMENT0, texTargetEnum, t!.name, level);
    else if (texTargetEnum === gl.TEXTURE_2D || texTargetEnum === gl.TEXTURE_RECTANGLE || texTargetEnum === gl.TEXTURE_2D_MULTISAMPLE) gl.framebufferTexture2D(target, gl.COLOR_ATTACHMENT0, texTargetEnum, t!.name, level);
    else if (texTargetEnum === gl.TEXTURE_CUBE_MAP) gl.framebufferTexture2D(target, gl.COLOR_ATTACHMENT0, gl.TEXTURE_CUBE_MAP_POSITIVE_X + layer, t!.name, level);
    else gl.framebufferTextureLayer(target, gl.COLOR_ATTACHMENT0, t!.name, level, layer);
    run.checkGlError('fb tex slice');
    w = Math.max(1, t!.width >> level);
    h = Math.max(1, t!.height >> level);
  } else if ((m = /^tex layered (\d+)$/.exec(spec)!)) {
    // The whole texture, every layer, as one layered attachment (glFramebufferTexture).
    const t = run.textures.get(Number(m[1]));
    if (!t) fatal(`fb tex layered: no texture on unit ${m[1]}`);
    [fbo] = gl.genFramebuffers(1);
    gl.bindFramebuffer(target, fbo);
    gl.framebufferTexture(target, gl.COLOR_ATTACHMENT0, t!.name, 0);
    run.checkGlError('fb tex layered');
    w = t!.width;
    h = t!.height;
  } else if (spec === 'winsys') {
    gl.bindFramebuffer(target, 0);
  } else {
    unsupported(`fb ${rest}`);
  }
  if (fbo !== 0 && gl.checkFramebufferStatus(target) !== gl.FRAMEBUFFER_COMPLETE) fatal(`incomplete fbo (status 0x${gl.checkFramebufferStatus(target).toString(16)})`);
  if (target !== gl.READ_FRAMEBUFFER) {
    run.drawFbo = fbo;
    run.renderWidth = w;
    run.renderHeight = h;
  }
  if (target !== gl.DRAW_FRAMEBUFFER) {
    run.readFbo = fbo;
    run.readWidth = w;
    run.readHeight = h;
  }
}

/**
 * `verify program_interface_query INTERFACE NAME PROP EXPECTED` (active_program_interface): the resource named NAME,
 * or with force_no_names (SPIR-V mode) the uniform / storage block whose BUFFER_BINDING is `block binding`.
 */
function verifyProgramInterfaceQuery(run: TestRun, iface: string, name: string, prop: string, expectedText: string): void {
  const { gl } = run;
  const interfaceEnum = run.enumOf(iface);
  const propEnum = run.enumOf(prop);
  const expected = /^GL_/.test(expectedText) ? run.enumOf(expectedText) : Number(expectedText);
  if (run.noNames && interfaceEnum !== gl.UNIFORM_BLOCK && interfaceEnum !== gl.SHADER_STORAGE_BLOCK) {
    fatal('active_program_interface queries under force_no_names mode are only supported for GL_SHADER_STORAGE_BLOCK or GL_UNIFORM_BLOCK interfaces');
  }
  const n = gl.getProgramInterfaceiv(run.program, interfaceEnum, gl.ACTIVE_RESOURCES);
  for (let i = 0; i < n; i++) {
    const found = run.noNames
      ? gl.getProgramResourceiv(run.program, interfaceEnum, i, [gl.BUFFER_BINDING])[0] === run.block.binding
      : gl.getProgramResourceName(run.program, interfaceEnum, i) === name;
    if (!found) continue;
    const got = gl.getProgramResourceiv(run.program, interfaceEnum, i, [propEnum])[0];
    if (gl.getError() !== gl.NO_ERROR) fatal('glGetProgramResourceiv error');
    if (got !== expected) run.fail(`glGetProgramResourceiv(${name}, ${prop}): expected ${expected}, got ${got}`);
    return;
  }
  fatal(run.noNames ? `No active resource with binding ${run.block.binding}` : `No active resource named "${name}"`);
}
