// Texture commands (piglit-util-gl.c's texture makers, as shader_runner calls them): rgbw (quadrants red,
// green, blue, white from the bottom left), checkerboard and quads, miptree (8×8, 4 levels: red, green, blue, white),
// shadow (a depth ramp), 1D / 3D / array rgbw, junk and storage textures, `texparameter`, `image texture`.
import { fatal, numbers, type TestRun } from './test-run.ts';

const RED = [1, 0, 0, 1];
const GREEN = [0, 1, 0, 1];
const BLUE = [0, 0, 1, 1];
const WHITE = [1, 1, 1, 1];

/** piglit_rgbw_image (alpha = false): w × h RGBA floats. */
export function rgbwImage(w: number, h: number): Float32Array {
  const out = new Float32Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = x < w / 2 && y < h / 2 ? RED : y < h / 2 ? GREEN : x < w / 2 ? BLUE : WHITE;
      out.set(c, (y * w + x) * 4);
    }
  }
  return out;
}

function newTexture(run: TestRun, unit: number, target: number, width: number, height: number, layers: number): number {
  const { gl } = run;
  gl.activeTexture(gl.TEXTURE0 + unit);
  const [tex] = gl.genTextures(1);
  gl.bindTexture(target, tex);
  run.textures.set(unit, { name: tex, target, width, height, layers });
  return tex;
}

/**
 * piglit_quads_texture: a w × h RGBA float image of qw × qh quads, colours [bottom left, bottom right, top left, top
 * right] by the parity of the quad's column and row, on a new NEAREST / CLAMP_TO_BORDER (border red) 2D texture.
 */
function quadsTexture(run: TestRun, unit: number, level: number, w: number, h: number, qw: number, qh: number, colors: number[][]): void {
  const { gl } = run;
  const data = new Float32Array(w * h * 4);
  const sw = Math.max(1, qw);
  const sh = Math.max(1, qh);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) data.set(colors[((Math.floor(y / sh) & 1) << 1) | (Math.floor(x / sw) & 1)], (y * w + x) * 4);
  }
  newTexture(run, unit, gl.TEXTURE_2D, w, h, 1);
  nearest(run, gl.TEXTURE_2D, gl.CLAMP_TO_BORDER);
  gl.texParameterfv(gl.TEXTURE_2D, gl.TEXTURE_BORDER_COLOR, [1, 0, 0, 1]);
  gl.texImage2D(gl.TEXTURE_2D, level, gl.RGBA, w, h, 0, gl.RGBA, gl.FLOAT, data);
}

function nearest(run: TestRun, target: number, wrap: number): void {
  const { gl } = run;
  gl.texParameteri(target, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texParameteri(target, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  gl.texParameteri(target, gl.TEXTURE_WRAP_S, wrap);
  gl.texParameteri(target, gl.TEXTURE_WRAP_T, wrap);
}

/** piglit_depth_texture: a horizontal ramp 0 → 1 of depth values. */
function depthRamp(w: number, h: number, d: number): Float32Array {
  const out = new Float32Array(w * h * d);
  for (let z = 0; z < d; z++) for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[(z * h + y) * w + x] = w === 1 ? 0 : x / (w - 1);
  return out;
}

const TEX_TARGETS: Record<string, string> = {
  '1D': 'TEXTURE_1D', '2D': 'TEXTURE_2D', '3D': 'TEXTURE_3D', Rect: 'TEXTURE_RECTANGLE', Cube: 'TEXTURE_CUBE_MAP',
  '1DArray': 'TEXTURE_1D_ARRAY', '2DArray': 'TEXTURE_2D_ARRAY', CubeArray: 'TEXTURE_CUBE_MAP_ARRAY',
  '2DMS': 'TEXTURE_2D_MULTISAMPLE', '2DMSArray': 'TEXTURE_2D_MULTISAMPLE_ARRAY',
};

export function texTarget(run: TestRun, name: string): number {
  const t = TEX_TARGETS[name];
  if (!t) fatal(`unknown texture target ${name}`);
  return run.enumOf(t);
}

/** Returns false when `line` is not a texture command. */
export function runTexture(run: TestRun, line: string): boolean {
  const { gl } = run;
  let m: RegExpExecArray | null;
  if ((m = /^texture rgbw (\d+) \(\s*(\d+)\s*,\s*(\d+)\s*\)\s*(\S+)?$/.exec(line))) {
    const [unit, w, h] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const format = m[4] ? run.enumOf(m[4]) : gl.RGBA;
    newTexture(run, unit, gl.TEXTURE_2D, w, h, 1);
    nearest(run, gl.TEXTURE_2D, gl.CLAMP_TO_EDGE);
    gl.texImage2D(gl.TEXTURE_2D, 0, format, w, h, 0, gl.RGBA, gl.FLOAT, rgbwImage(w, h));
  } else if ((m = /^texture checkerboard (.*)$/.exec(line))) {
    const n = numbers(m[1]);
    if (n.length !== 12) fatal(`bad texture checkerboard command`);
    const [unit, level, w, h] = n;
    const black = n.slice(4, 8);
    const white = n.slice(8, 12);
    // piglit_checkerboard_texture: quads of half the size, black at the bottom left and top right.
    quadsTexture(run, unit, level, w, h, Math.floor(w / 2), Math.floor(h / 2), [black, white, white, black]);
  } else if ((m = /^texture quads (.*)$/.exec(line))) {
    // texture quads TEX LEVEL (W, H) (QUAD_W, QUAD_H) (bottom left) (bottom right) (top left) (top right)
    const n = numbers(m[1]);
    if (n.length !== 22) fatal(`bad texture quads command`);
    const [unit, level, w, h, qw, qh] = n;
    quadsTexture(run, unit, level, w, h, qw, qh, [n.slice(6, 10), n.slice(10, 14), n.slice(14, 18), n.slice(18, 22)]);
  } else if ((m = /^texture miptree (\d+)$/.exec(line))) {
    newTexture(run, Number(m[1]), gl.TEXTURE_2D, 8, 8, 1);
    nearest(run, gl.TEXTURE_2D, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST_MIPMAP_NEAREST);
    [RED, GREEN, BLUE, WHITE].forEach((c, level) => {
      const size = 8 >> level;
      const data = new Float32Array(size * size * 4);
      for (let i = 0; i < size * size; i++) data.set(c, i * 4);
      gl.texImage2D(gl.TEXTURE_2D, level, gl.RGBA, size, size, 0, gl.RGBA, gl.FLOAT, data);
    });
  } else if ((m = /^texture rgbw 1D (\d+)$/.exec(line))) {
    newTexture(run, Number(m[1]), gl.TEXTURE_1D, 4, 1, 1);
    nearest(run, gl.TEXTURE_1D, gl.CLAMP_TO_EDGE);
    gl.texImage1D(gl.TEXTURE_1D, 0, gl.RGBA, 4, 0, gl.RGBA, gl.FLOAT, new Float32Array([...RED, ...GREEN, ...BLUE, ...WHITE]));
  } else if ((m = /^texture rgbw 3D (\d+)$/.exec(line))) {
    newTexture(run, Number(m[1]), gl.TEXTURE_3D, 2, 2, 2);
    nearest(run, gl.TEXTURE_3D, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_3D, gl.TEXTURE_WRAP_R, gl.CLAMP_TO_EDGE);
    // piglit_rgbw_texture_3d: layer 0 red, green, blue, white; layer 1 yellow, magenta, cyan, black.
    const data = new Float32Array([...RED, ...GREEN, ...BLUE, ...WHITE, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 1, 0, 0, 0, 1]);
    gl.texImage3D(gl.TEXTURE_3D, 0, gl.RGBA, 2, 2, 2, 0, gl.RGBA, gl.FLOAT, data);
  } else if ((m = /^texture rgbw (2DArray|1DArray) (\d+) (.*)$/.exec(line))) {
    const n = numbers(m[3]);
    const is2d = m[1] === '2DArray';
    const [w, h, layers] = is2d ? n : [n[0], 1, n[1]];
    const target = is2d ? gl.TEXTURE_2D_ARRAY : gl.TEXTURE_1D_ARRAY;
    newTexture(run, Number(m[2]), target, w, h, layers);
    nearest(run, target, gl.CLAMP_TO_EDGE);
    // piglit_array_texture: layer l is solid, colour l of red, green, blue, white (repeating).
    const data = new Float32Array(w * h * layers * 4);
    for (let l = 0; l < layers; l++) for (let i = 0; i < w * h; i++) data.set([RED, GREEN, BLUE, WHITE][l % 4], (l * w * h + i) * 4);
    if (is2d) gl.texImage3D(target, 0, gl.RGBA, w, h, layers, 0, gl.RGBA, gl.FLOAT, data);
    else gl.texImage2D(target, 0, gl.RGBA, w, layers, 0, gl.RGBA, gl.FLOAT, data);
  } else if ((m = /^texture shadow(2D|Rect|1D|2DArray|1DArray) (\d+) (.*)$/.exec(line))) {
    const n = numbers(m[3]);
    const kind = m[1];
    const target = texTarget(run, kind);
    const [w, h, d] = kind === '1D' ? [n[0], 1, 1] : kind === '1DArray' ? [n[0], n[1], 1] : kind === '2DArray' ? [n[0], n[1], n[2]] : [n[0], n[1], 1];
    newTexture(run, Number(m[2]), target, w, h, d);
    nearest(run, target, gl.CLAMP_TO_EDGE);
    const ramp = depthRamp(w, h, d);
    if (kind === '1D') gl.texImage1D(target, 0, gl.DEPTH_COMPONENT, w, 0, gl.DEPTH_COMPONENT, gl.FLOAT, ramp);
    else if (kind === '2DArray') gl.texImage3D(target, 0, gl.DEPTH_COMPONENT, w, h, d, 0, gl.DEPTH_COMPONENT, gl.FLOAT, ramp);
    else gl.texImage2D(target, 0, gl.DEPTH_COMPONENT, w, h, 0, gl.DEPTH_COMPONENT, gl.FLOAT, ramp);
    gl.texParameteri(target, gl.TEXTURE_COMPARE_MODE, gl.COMPARE_REF_TO_TEXTURE);
    gl.texParameteri(target, gl.TEXTURE_COMPARE_FUNC, gl.GREATER);
  } else if ((m = /^texture junk 2DArray (\d+) \(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(line))) {
    // Storage without contents (the test overwrites it): RGBA / UNSIGNED_BYTE, no data.
    const [w, h, layers] = [Number(m[2]), Number(m[3]), Number(m[4])];
    newTexture(run, Number(m[1]), gl.TEXTURE_2D_ARRAY, w, h, layers);
    gl.texImage3D(gl.TEXTURE_2D_ARRAY, 0, gl.RGBA, w, h, layers, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
  } else if ((m = /^texture storage (\d+) (\S+) (\S+) \((.*)\)$/.exec(line))) {
    // texture storage UNIT TARGET FORMAT (LEVELS W [H [D]]): immutable storage of 1, 2 or 3 dimensions.
    const target = texTarget(run, m[2]);
    const format = run.enumOf(m[3]);
    const [levels, w, h, d] = numbers(m[4]);
    newTexture(run, Number(m[1]), target, w, target === gl.TEXTURE_1D_ARRAY ? 1 : (h ?? 1), target === gl.TEXTURE_1D_ARRAY ? (h ?? 1) : (d ?? 1));
    if (h === undefined) gl.texStorage1D(target, levels, format, w);
    else if (d === undefined) gl.texStorage2D(target, levels, format, w, h);
    else gl.texStorage3D(target, levels, format, w, h, d);
    if (gl.getError() !== 0) fatal('glTexStorage error');
  } else if ((m = /^texparameter (\S+) (\S+) (.*)$/.exec(line))) {
    texParameter(run, texTarget(run, m[1]), m[2], m[3].trim());
  } else if ((m = /^image texture (\d+)(?: (\S+))?$/.exec(line))) {
    const unit = Number(m[1]);
    const t = run.textures.get(unit);
    if (!t) fatal(`image texture ${unit}: no texture bound to unit ${unit}`);
    gl.bindImageTexture(unit, t!.name, 0, false, 0, gl.READ_WRITE, m[2] ? run.enumOf(m[2]) : gl.RGBA32F);
  } else {
    return false;
  }
  return true;
}

const TEXPARAM_VALUES: Record<string, string> = {
  greater: 'GREATER', gequal: 'GEQUAL', less: 'LESS', lequal: 'LEQUAL', equal: 'EQUAL', notequal: 'NOTEQUAL', never: 'NEVER', always: 'ALWAYS',
  nearest_mipmap_nearest: 'NEAREST_MIPMAP_NEAREST', linear_mipmap_nearest: 'LINEAR_MIPMAP_NEAREST', nearest_mipmap_linear: 'NEAREST_MIPMAP_LINEAR', linear_mipmap_linear: 'LINEAR_MIPMAP_LINEAR',
  nearest: 'NEAREST', linear: 'LINEAR', repeat: 'REPEAT', clamp_to_edge: 'CLAMP_TO_EDGE', clamp_to_border: 'CLAMP_TO_BORDER',
  red: 'RED', green: 'GREEN', blue: 'BLUE', alpha: 'ALPHA', intensity: 'INTENSITY', luminance: 'LUMINANCE',
};

const TEXPARAM_NAMES: Record<string, string> = {
  compare_func: 'TEXTURE_COMPARE_FUNC', depth_mode: 'DEPTH_TEXTURE_MODE', min: 'TEXTURE_MIN_FILTER', mag: 'TEXTURE_MAG_FILTER',
  wrap_s: 'TEXTURE_WRAP_S', wrap_t: 'TEXTURE_WRAP_T', wrap_r: 'TEXTURE_WRAP_R', lod_bias: 'TEXTURE_LOD_BIAS', max_level: 'TEXTURE_MAX_LEVEL',
  base_level: 'TEXTURE_BASE_LEVEL', border_color: 'TEXTURE_BORDER_COLOR', swizzle_r: 'TEXTURE_SWIZZLE_R', swizzle_g: 'TEXTURE_SWIZZLE_G',
  swizzle_b: 'TEXTURE_SWIZZLE_B', swizzle_a: 'TEXTURE_SWIZZLE_A',
};

function texParameter(run: TestRun, target: number, param: string, value: string): void {
  const { gl } = run;
  const pname = TEXPARAM_NAMES[param];
  if (!pname) fatal(`unsupported command: texparameter ${param}`);
  if (param === 'depth_mode') fatal('unsupported command: texparameter depth_mode (compatibility profile)');
  if (param === 'lod_bias') gl.texParameterf(target, run.enumOf(pname), Number(value));
  else if (param === 'border_color') gl.texParameterfv(target, run.enumOf(pname), numbers(value));
  else if (param === 'max_level' || param === 'base_level') gl.texParameteri(target, run.enumOf(pname), Number(value));
  else {
    const v = TEXPARAM_VALUES[value];
    if (!v) fatal(`texparameter ${param}: unknown value ${value}`);
    gl.texParameteri(target, run.enumOf(pname), run.enumOf(v));
  }
}
