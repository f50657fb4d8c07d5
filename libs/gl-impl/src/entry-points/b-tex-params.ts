// Texture and sampler parameters (GL 4.5 §8.10, §8.2, table 23.14-23.18): texParameter{i,f,iv,fv,Iiv,Iuiv},
// getTexParameter*, samplerParameter* / getSamplerParameter*, sampler objects (gen / delete / is / bind /
// bindSamplers) and getTexLevelParameter{i,f}v. Sampler state pnames share one validator so textures and
// sampler objects agree; texture-only pnames (swizzle, base/max level, depth-stencil mode) are
// INVALID_ENUM on samplers. Writes go through Texture.SetParameter / Sampler.SetParameter, which bump
// paramsVersion only when a value changes.
import type { GLFunctions } from '@mgpipe/gl-api';
import { MAX_COMBINED_TEXTURE_IMAGE_UNITS, type Sampler, type Texture, WHOLE_BUFFER } from '@mgpipe/gl-state';
import { type SamplerParameters, GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { FormatFlag, formatInfo } from './b-formats.ts';
import { compressedSize } from './b-texture-compressed.ts';
import { type AreaBShared, boundTexture, faceOf, isCubeFace, maxLevelOf, namedTexture, proxyBase } from './b-texture-common.ts';
import { hex } from './b-texture-images.ts';

const PARAM_TARGETS: readonly number[] = [GL.TEXTURE_1D, GL.TEXTURE_2D, GL.TEXTURE_3D, GL.TEXTURE_1D_ARRAY, GL.TEXTURE_2D_ARRAY, GL.TEXTURE_RECTANGLE,
  GL.TEXTURE_CUBE_MAP, GL.TEXTURE_CUBE_MAP_ARRAY, GL.TEXTURE_2D_MULTISAMPLE, GL.TEXTURE_2D_MULTISAMPLE_ARRAY];

const FILTERS: readonly number[] = [GL.NEAREST, GL.LINEAR, GL.NEAREST_MIPMAP_NEAREST, GL.LINEAR_MIPMAP_NEAREST, GL.NEAREST_MIPMAP_LINEAR, GL.LINEAR_MIPMAP_LINEAR];
const WRAPS: readonly number[] = [GL.CLAMP_TO_EDGE, GL.REPEAT, GL.CLAMP_TO_BORDER, GL.MIRRORED_REPEAT, GL.MIRROR_CLAMP_TO_EDGE];
const COMPARE_FUNCS: readonly number[] = [GL.NEVER, GL.LESS, GL.EQUAL, GL.LEQUAL, GL.GREATER, GL.NOTEQUAL, GL.GEQUAL, GL.ALWAYS];
const SWIZZLES: readonly number[] = [GL.RED, GL.GREEN, GL.BLUE, GL.ALPHA, GL.ZERO, GL.ONE];

function isSamplerPname(pname: number): boolean {
  switch (pname) {
    case GL.TEXTURE_MIN_FILTER: case GL.TEXTURE_MAG_FILTER: case GL.TEXTURE_WRAP_S: case GL.TEXTURE_WRAP_T:
    case GL.TEXTURE_WRAP_R: case GL.TEXTURE_MIN_LOD: case GL.TEXTURE_MAX_LOD: case GL.TEXTURE_LOD_BIAS:
    case GL.TEXTURE_COMPARE_MODE: case GL.TEXTURE_COMPARE_FUNC: case GL.TEXTURE_MAX_ANISOTROPY: case GL.TEXTURE_BORDER_COLOR:
      return true;
    default:
      return false;
  }
}
function isTextureOnlyPname(pname: number): boolean {
  return pname === GL.TEXTURE_BASE_LEVEL || pname === GL.TEXTURE_MAX_LEVEL || pname === GL.DEPTH_STENCIL_TEXTURE_MODE ||
    (pname >= GL.TEXTURE_SWIZZLE_R && pname <= GL.TEXTURE_SWIZZLE_RGBA);
}
function isFloatPname(pname: number): boolean {
  return pname === GL.TEXTURE_MIN_LOD || pname === GL.TEXTURE_MAX_LOD || pname === GL.TEXTURE_LOD_BIAS || pname === GL.TEXTURE_MAX_ANISOTROPY;
}

/** Border color value forms (BorderColorForm): 0 float, 1 int, 2 uint. */
const FORM_FLOAT = 0, FORM_INT = 1, FORM_UINT = 2;

export function textureParameterEntryPoints(fe: FrontEnd, shared: AreaBShared) {
  const st = fe.state;
  const objects = st.objects;

  /**
   * Validates one scalar write of a sampler-state or texture-only pname (the vector pnames are handled by
   * the callers). `target` is 0 for sampler objects. Returns the value to store, or NaN after an error.
   */
  function checkScalar(fn: string, target: number, pname: number, raw: number): number {
    const v = isFloatPname(pname) ? raw : Math.round(raw);
    const rect = target === GL.TEXTURE_RECTANGLE;
        switch (pname) {
      case GL.TEXTURE_MIN_FILTER:
        if (!FILTERS.includes(v) || (rect && v !== GL.NEAREST && v !== GL.LINEAR)) return badEnum(fn, v, 'minification filter');
        return v;
      case GL.TEXTURE_MAG_FILTER:
        return v === GL.NEAREST || v === GL.LINEAR ? v : badEnum(fn, v, 'magnification filter');
      case GL.TEXTURE_WRAP_S: case GL.TEXTURE_WRAP_T: case GL.TEXTURE_WRAP_R:
        // §8.10: rectangle textures only clamp.
        if (!WRAPS.includes(v) || (rect && (v === GL.REPEAT || v === GL.MIRRORED_REPEAT || v === GL.MIRROR_CLAMP_TO_EDGE))) return badEnum(fn, v, 'wrap mode');
        return v;
      case GL.TEXTURE_COMPARE_MODE:
        return v === GL.NONE || v === GL.COMPARE_REF_TO_TEXTURE ? v : badEnum(fn, v, 'compare mode');
      case GL.TEXTURE_COMPARE_FUNC:
        return COMPARE_FUNCS.includes(v) ? v : badEnum(fn, v, 'compare function');
      case GL.TEXTURE_MAX_ANISOTROPY:
        if (!(v >= 1)) {
          fe.error(GL.INVALID_VALUE, `${fn}: TEXTURE_MAX_ANISOTROPY must be at least 1`);
          return NaN;
        }
        return v;
      case GL.TEXTURE_MIN_LOD: case GL.TEXTURE_MAX_LOD: case GL.TEXTURE_LOD_BIAS:
        return v;
      case GL.DEPTH_STENCIL_TEXTURE_MODE:
        return v === GL.DEPTH_COMPONENT || v === GL.STENCIL_INDEX ? v : badEnum(fn, v, 'depth-stencil texture mode');
      case GL.TEXTURE_SWIZZLE_R: case GL.TEXTURE_SWIZZLE_G: case GL.TEXTURE_SWIZZLE_B: case GL.TEXTURE_SWIZZLE_A:
        return SWIZZLES.includes(v) ? v : badEnum(fn, v, 'swizzle');
      case GL.TEXTURE_BASE_LEVEL: case GL.TEXTURE_MAX_LEVEL:
        if (v < 0) {
          fe.error(GL.INVALID_VALUE, `${fn}: level parameters must not be negative`);
          return NaN;
        }
        if (pname === GL.TEXTURE_BASE_LEVEL && v !== 0 && (rect || target === GL.TEXTURE_2D_MULTISAMPLE || target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY)) {
          fe.error(GL.INVALID_OPERATION, `${fn}: TEXTURE_BASE_LEVEL must be 0 for ${hex(target)}`);
          return NaN;
        }
        return v;
      default:
        fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a texture parameter`);
        return NaN;
    }
  }

  function badEnum(fn: string, v: number, what: string): number {
    fe.error(GL.INVALID_ENUM, `${fn}: ${hex(v)} is not a valid ${what}`);
    return NaN;
  }

  /** The texture a texParameter target names, or null after INVALID_ENUM. */
  function paramTexture(fn: string, target: number, pname: number, named: Texture | null): Texture | null {
    if (!PARAM_TARGETS.includes(target)) {
      fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a texture parameter target`);
      return null;
    }
    const ms = target === GL.TEXTURE_2D_MULTISAMPLE || target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY;
    if (ms && isSamplerPname(pname)) {
      // §8.10: multisample textures have no sampler state.
      fe.error(GL.INVALID_ENUM, `${fn}: multisample textures have no sampler state (${hex(pname)})`);
      return null;
    }
    return named ?? boundTexture(fe, target);
  }

  /** Applies a texture parameter write of 1 (scalar) or n values. `form` applies to TEXTURE_BORDER_COLOR. */
  function texWrite(fn: string, target: number, pname: number, values: ArrayLike<number>, vector: boolean, form: number, normalizeInts: boolean,
    named: Texture | null = null): void {
    const t = paramTexture(fn, target, pname, named);
    if (t === null) return;
    write(fn, target, pname, values, vector, form, normalizeInts, t, null);
  }

  function write(fn: string, target: number, pname: number, values: ArrayLike<number>, vector: boolean, form: number,
    normalizeInts: boolean, t: Texture | null, s: Sampler | null): void {
    if (pname === GL.TEXTURE_BORDER_COLOR) {
      if (!vector) return fe.error(GL.INVALID_ENUM, `${fn}: TEXTURE_BORDER_COLOR needs the vector form`);
      if (values.length < 4) return fe.error(GL.INVALID_VALUE, `${fn}: TEXTURE_BORDER_COLOR needs 4 values`);
      let r = values[0], g = values[1], b = values[2], a = values[3];
      if (normalizeInts) {
        // §8.10: TexParameteriv converts border colors like signed normalized integers (§2.3.5).
        r = Math.max(r / 0x7fffffff, -1); g = Math.max(g / 0x7fffffff, -1); b = Math.max(b / 0x7fffffff, -1); a = Math.max(a / 0x7fffffff, -1);
      }
      const f = form as 0 | 1 | 2;
      if (t !== null) t.SetBorderColor(f, r, g, b, a);
      else s!.SetBorderColor(f, r, g, b, a);
      return;
    }
    if (pname === GL.TEXTURE_SWIZZLE_RGBA) {
      if (t === null) return fe.error(GL.INVALID_ENUM, `${fn}: TEXTURE_SWIZZLE_RGBA is not a sampler parameter`);
      if (!vector) return fe.error(GL.INVALID_ENUM, `${fn}: TEXTURE_SWIZZLE_RGBA needs the vector form`);
      if (values.length < 4) return fe.error(GL.INVALID_VALUE, `${fn}: TEXTURE_SWIZZLE_RGBA needs 4 values`);
      for (let i = 0; i < 4; i++) if (Number.isNaN(checkScalar(fn, target, GL.TEXTURE_SWIZZLE_R + i, values[i]))) return;
      for (let i = 0; i < 4; i++) t.SetParameter(GL.TEXTURE_SWIZZLE_R + i, Math.round(values[i]));
      return;
    }
    if (s !== null && isTextureOnlyPname(pname)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a sampler parameter`);
    if (values.length < 1) return fe.error(GL.INVALID_VALUE, `${fn}: no value given`);
    const v = checkScalar(fn, target, pname, values[0]);
    if (Number.isNaN(v)) return;
    if (t !== null) t.SetParameter(pname, v);
    else s!.SetParameter(pname, v);
  }

  /** Reads a sampler-state pname from SamplerParameters (undefined for other pnames). */
  function readSampler(p: SamplerParameters, pname: number): number | undefined {
    switch (pname) {
      case GL.TEXTURE_MIN_FILTER: return p.minFilter;
      case GL.TEXTURE_MAG_FILTER: return p.magFilter;
      case GL.TEXTURE_WRAP_S: return p.wrapS;
      case GL.TEXTURE_WRAP_T: return p.wrapT;
      case GL.TEXTURE_WRAP_R: return p.wrapR;
      case GL.TEXTURE_MIN_LOD: return p.minLod;
      case GL.TEXTURE_MAX_LOD: return p.maxLod;
      case GL.TEXTURE_LOD_BIAS: return p.lodBias;
      case GL.TEXTURE_COMPARE_MODE: return p.compareMode;
      case GL.TEXTURE_COMPARE_FUNC: return p.compareFunc;
      case GL.TEXTURE_MAX_ANISOTROPY: return p.maxAnisotropy;
      default: return undefined;
    }
  }

  /** Border color in the asked form: 'f' floats, 'i' iv (normalized), 'I' Iiv, 'U' Iuiv. */
  function borderColor(p: SamplerParameters, kind: string): number[] {
    const out: number[] = [];
    for (let i = 0; i < 4; i++) {
      if (kind === 'I') out.push(p.borderColorForm === FORM_FLOAT ? Math.fround(p.borderColor[i]) : p.borderColorI[i]);
      else if (kind === 'U') out.push(p.borderColorForm === FORM_FLOAT ? Math.fround(p.borderColor[i]) : p.borderColorUI[i]);
      else if (p.borderColorForm !== FORM_FLOAT) out.push(p.borderColorForm === FORM_INT ? p.borderColorI[i] : p.borderColorUI[i]);
      else if (kind === 'i') out.push(Math.round(Math.min(Math.max(p.borderColor[i], -1), 1) * 0x7fffffff));
      else out.push(p.borderColor[i]);
    }
    return out;
  }

  function texRead(fn: string, target: number, pname: number, kind: string, named: Texture | null = null): number[] {
    if (!PARAM_TARGETS.includes(target)) {
      fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a texture parameter target`);
      return [];
    }
    const t = named ?? boundTexture(fe, target);
    if (pname === GL.TEXTURE_BORDER_COLOR) return borderColor(t.sampler, kind);
    if (pname === GL.TEXTURE_SWIZZLE_RGBA) return Array.from(t.swizzle);
    let v = readSampler(t.sampler, pname);
    if (v === undefined) {
      const base = t.GetImage(0, t.baseLevel < 16 ? t.baseLevel : 0);
      switch (pname) {
        case GL.TEXTURE_BASE_LEVEL: v = t.baseLevel; break;
        case GL.TEXTURE_MAX_LEVEL: v = t.maxLevel; break;
        case GL.DEPTH_STENCIL_TEXTURE_MODE: v = t.depthStencilMode; break;
        case GL.TEXTURE_SWIZZLE_R: case GL.TEXTURE_SWIZZLE_G: case GL.TEXTURE_SWIZZLE_B: case GL.TEXTURE_SWIZZLE_A:
          v = t.swizzle[pname - GL.TEXTURE_SWIZZLE_R]; break;
        case GL.TEXTURE_IMMUTABLE_FORMAT: v = t.immutable ? 1 : 0; break;
        case GL.TEXTURE_IMMUTABLE_LEVELS: v = t.immutableLevels; break;
        case GL.TEXTURE_VIEW_MIN_LEVEL: v = t.viewMinLevel; break;
        case GL.TEXTURE_VIEW_NUM_LEVELS: v = t.viewNumLevels; break;
        case GL.TEXTURE_VIEW_MIN_LAYER: v = t.viewMinLayer; break;
        case GL.TEXTURE_VIEW_NUM_LAYERS: v = t.viewNumLayers; break;
        case GL.TEXTURE_TARGET: v = t.name === 0 ? target : t.target; break;
        case GL.IMAGE_FORMAT_COMPATIBILITY_TYPE: {
          const f = formatInfo(base.internalFormat);
          v = f !== undefined && (f.flags & FormatFlag.ImageFormat) !== 0 ? GL.IMAGE_FORMAT_COMPATIBILITY_BY_SIZE : GL.NONE;
          break;
        }
        default:
          fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a texture parameter`);
          return [];
      }
    }
    // Multisample textures: their sampler state cannot be set (§8.10) but reads back (§8.11.2 has no such error).
    return [kind === 'f' ? v : Math.round(v)];
  }

  function samplerOf(fn: string, name: number): Sampler | null {
    const s = objects.samplers.Get(name);
    if (s === null) fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is not a sampler object`);
    return s;
  }
  function samplerWrite(fn: string, name: number, pname: number, values: ArrayLike<number>, vector: boolean, form: number, normalizeInts: boolean): void {
    const s = samplerOf(fn, name);
    if (s === null) return;
    if (!isSamplerPname(pname)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a sampler parameter`);
    write(fn, 0, pname, values, vector, form, normalizeInts, null, s);
  }
  function samplerRead(fn: string, name: number, pname: number, kind: string): number[] {
    const s = samplerOf(fn, name);
    if (s === null) return [];
    if (pname === GL.TEXTURE_BORDER_COLOR) return borderColor(s.params, kind);
    const v = readSampler(s.params, pname);
    if (v === undefined) {
      fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a sampler parameter`);
      return [];
    }
    return [kind === 'f' ? v : Math.round(v)];
  }

  const scalar = [0];

  function levelParameter(fn: string, target: number, level: number, pname: number, named: Texture | null = null): number {
    const proxy = proxyBase(target) !== 0;
    const bindTarget = proxy ? proxyBase(target) : isCubeFace(target) ? GL.TEXTURE_CUBE_MAP : target;
    if (target === GL.TEXTURE_CUBE_MAP || (!proxy && !isCubeFace(target) && !PARAM_TARGETS.includes(target) && target !== GL.TEXTURE_BUFFER)) {
      fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
      return 0;
    }
    if (level < 0 || level > maxLevelOf(fe, bindTarget)) {
      fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
      return 0;
    }
    const t = named ?? (proxy ? shared.ProxyTexture(target) : boundTexture(fe, target));
    const img = t.GetImage(faceOf(target), level);
    const f = formatInfo(img.internalFormat);
    const buffer = target === GL.TEXTURE_BUFFER;
    const typeOf = (bits: number) => (bits > 0 && f !== undefined ? f.componentType : GL.NONE);
    switch (pname) {
      case GL.TEXTURE_WIDTH:
        if (buffer) return t.buffer === null || f === undefined ? 0 : Math.floor(bufferRangeSize(t) / f.bytesPerTexel);
        return img.width;
      case GL.TEXTURE_HEIGHT: return buffer ? (t.buffer === null ? 0 : 1) : img.height;
      case GL.TEXTURE_DEPTH: return buffer ? (t.buffer === null ? 0 : 1) : img.depth;
      case GL.TEXTURE_SAMPLES: return img.samples;
      case GL.TEXTURE_FIXED_SAMPLE_LOCATIONS: return img.fixedSampleLocations ? 1 : 0;
      case GL.TEXTURE_INTERNAL_FORMAT: return img.internalFormat === 0 ? (buffer ? GL.R8 : GL.RGBA) : img.internalFormat;
      case GL.TEXTURE_RED_SIZE: return f?.redBits ?? 0;
      case GL.TEXTURE_GREEN_SIZE: return f?.greenBits ?? 0;
      case GL.TEXTURE_BLUE_SIZE: return f?.blueBits ?? 0;
      case GL.TEXTURE_ALPHA_SIZE: return f?.alphaBits ?? 0;
      case GL.TEXTURE_DEPTH_SIZE: return f?.depthBits ?? 0;
      case GL.TEXTURE_STENCIL_SIZE: return f?.stencilBits ?? 0;
      case GL.TEXTURE_SHARED_SIZE: return f?.sharedBits ?? 0;
      case GL.TEXTURE_RED_TYPE: return typeOf(f?.redBits ?? 0);
      case GL.TEXTURE_GREEN_TYPE: return typeOf(f?.greenBits ?? 0);
      case GL.TEXTURE_BLUE_TYPE: return typeOf(f?.blueBits ?? 0);
      case GL.TEXTURE_ALPHA_TYPE: return typeOf(f?.alphaBits ?? 0);
      case GL.TEXTURE_DEPTH_TYPE: return typeOf(f?.depthBits ?? 0);
      case GL.TEXTURE_COMPRESSED: return f !== undefined && (f.flags & FormatFlag.SpecificCompressed) !== 0 ? 1 : 0;
      case GL.TEXTURE_COMPRESSED_IMAGE_SIZE:
        if (f === undefined || (f.flags & FormatFlag.SpecificCompressed) === 0) {
          fe.error(GL.INVALID_OPERATION, `${fn}: the image is not compressed`);
          return 0;
        }
        return compressedSize(f.blockBytes, img.width, img.height, img.depth);
      case GL.TEXTURE_BUFFER_OFFSET: return buffer ? t.bufferOffset : 0;
      case GL.TEXTURE_BUFFER_SIZE: return buffer && t.buffer !== null ? bufferRangeSize(t) : 0;
      case GL.TEXTURE_BUFFER_DATA_STORE_BINDING: return buffer && t.buffer !== null ? t.buffer.name : 0;
      default:
        fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a texture level parameter`);
        return 0;
    }
  }

  // GL 4.5 Texture(Level)Parameter* / GetTexture(Level)Parameter*: the named texture, its own target.
  const named = (fn: string, name: number) => namedTexture(fe, fn, name);
  function namedWrite(fn: string, name: number, pname: number, values: ArrayLike<number>, vector: boolean, form: number, normalizeInts: boolean): void {
    const t = named(fn, name);
    if (t !== null) texWrite(fn, t.target, pname, values, vector, form, normalizeInts, t);
  }
  function namedRead(fn: string, name: number, pname: number, kind: string): number[] {
    const t = named(fn, name);
    return t === null ? [] : texRead(fn, t.target, pname, kind, t);
  }
  function namedLevel(fn: string, name: number, level: number, pname: number): number {
    const t = named(fn, name);
    if (t === null) return 0;
    // A cube map answers for its first face (GL 4.5 §8.11.3: GetTextureLevelParameter on a cube map).
    return levelParameter(fn, t.target === GL.TEXTURE_CUBE_MAP ? GL.TEXTURE_CUBE_MAP_POSITIVE_X : t.target, level, pname, t);
  }

  return {
    textureParameteri(texture, pname, param) { namedWrite('textureParameteri', texture, pname, [param], false, FORM_FLOAT, false); },
    textureParameterf(texture, pname, param) { namedWrite('textureParameterf', texture, pname, [param], false, FORM_FLOAT, false); },
    textureParameteriv(texture, pname, param) { namedWrite('textureParameteriv', texture, pname, param, true, FORM_FLOAT, true); },
    textureParameterfv(texture, pname, param) { namedWrite('textureParameterfv', texture, pname, param, true, FORM_FLOAT, false); },
    textureParameterIiv(texture, pname, params) { namedWrite('textureParameterIiv', texture, pname, params, true, FORM_INT, false); },
    textureParameterIuiv(texture, pname, params) { namedWrite('textureParameterIuiv', texture, pname, params, true, FORM_UINT, false); },
    getTextureParameteriv(texture, pname) { return namedRead('getTextureParameteriv', texture, pname, 'i'); },
    getTextureParameterfv(texture, pname) { return namedRead('getTextureParameterfv', texture, pname, 'f'); },
    getTextureParameterIiv(texture, pname) { return namedRead('getTextureParameterIiv', texture, pname, 'I'); },
    getTextureParameterIuiv(texture, pname) { return namedRead('getTextureParameterIuiv', texture, pname, 'U'); },
    getTextureLevelParameteriv(texture, level, pname) { return Math.round(namedLevel('getTextureLevelParameteriv', texture, level, pname)); },
    getTextureLevelParameterfv(texture, level, pname) { return namedLevel('getTextureLevelParameterfv', texture, level, pname); },
    /** GL 4.5 §8.1: names with sampler objects already created. */
    createSamplers(n: number): number[] {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'createSamplers: n < 0');
        return [];
      }
      return Array.from({ length: n }, () => objects.CreateSampler().name);
    },
    texParameteri(target, pname, param) { scalar[0] = param; texWrite('texParameteri', target, pname, scalar, false, FORM_FLOAT, false); },
    texParameterf(target, pname, param) { scalar[0] = param; texWrite('texParameterf', target, pname, scalar, false, FORM_FLOAT, false); },
    texParameteriv(target, pname, params) { texWrite('texParameteriv', target, pname, params, true, FORM_FLOAT, true); },
    texParameterfv(target, pname, params) { texWrite('texParameterfv', target, pname, params, true, FORM_FLOAT, false); },
    texParameterIiv(target, pname, params) { texWrite('texParameterIiv', target, pname, params, true, FORM_INT, false); },
    texParameterIuiv(target, pname, params) { texWrite('texParameterIuiv', target, pname, params, true, FORM_UINT, false); },
    getTexParameteriv(target, pname) { return texRead('getTexParameteriv', target, pname, 'i'); },
    getTexParameterfv(target, pname) { return texRead('getTexParameterfv', target, pname, 'f'); },
    getTexParameterIiv(target, pname) { return texRead('getTexParameterIiv', target, pname, 'I'); },
    getTexParameterIuiv(target, pname) { return texRead('getTexParameterIuiv', target, pname, 'U'); },
    getTexLevelParameteriv(target, level, pname) { return Math.round(levelParameter('getTexLevelParameteriv', target, level, pname)); },
    getTexLevelParameterfv(target, level, pname) { return levelParameter('getTexLevelParameterfv', target, level, pname); },

    genSamplers(count: number): number[] {
      if (count < 0) {
        fe.error(GL.INVALID_VALUE, 'genSamplers: count is negative');
        return [];
      }
      // Sampler names are objects from the start: samplerParameter takes a name, not a binding.
      const names: number[] = [];
      for (let i = 0; i < count; i++) names.push(objects.CreateSampler().name);
      return names;
    },
    deleteSamplers(samplers) {
      for (let i = 0; i < samplers.length; i++) {
        const s = samplers[i] === 0 ? null : objects.samplers.Get(samplers[i]);
        if (s !== null) st.DeleteSampler(s);
      }
    },
    isSampler(sampler: number): boolean {
      return sampler !== 0 && objects.samplers.Get(sampler) !== null;
    },
    bindSampler(unit: number, sampler: number) {
      if (unit < 0 || unit >= MAX_COMBINED_TEXTURE_IMAGE_UNITS) return fe.error(GL.INVALID_VALUE, `bindSampler: unit ${unit} is out of range`);
      const s = sampler === 0 ? null : objects.samplers.Get(sampler);
      if (sampler !== 0 && s === null) return fe.error(GL.INVALID_OPERATION, `bindSampler: ${sampler} is not a sampler object`);
      st.textures.BindSampler(unit, s);
    },
    bindSamplers(first: number, samplers: ArrayLike<number> | null) {
      const count = samplers === null ? MAX_COMBINED_TEXTURE_IMAGE_UNITS - first : samplers.length;
      if (first < 0 || first + count > MAX_COMBINED_TEXTURE_IMAGE_UNITS) {
        return fe.error(GL.INVALID_OPERATION, `bindSamplers: units [${first}, ${first + count}) exceed MAX_COMBINED_TEXTURE_IMAGE_UNITS`);
      }
      for (let i = 0; i < count; i++) {
        const name = samplers === null ? 0 : samplers[i];
        const s = name === 0 ? null : objects.samplers.Get(name);
        if (name !== 0 && s === null) {
          fe.error(GL.INVALID_OPERATION, `bindSamplers: ${name} is not a sampler object`);
          continue; // the other entries are still bound (§8.2)
        }
        st.textures.BindSampler(first + i, s);
      }
    },
    samplerParameteri(sampler, pname, param) { scalar[0] = param; samplerWrite('samplerParameteri', sampler, pname, scalar, false, FORM_FLOAT, false); },
    samplerParameterf(sampler, pname, param) { scalar[0] = param; samplerWrite('samplerParameterf', sampler, pname, scalar, false, FORM_FLOAT, false); },
    samplerParameteriv(sampler, pname, param) { samplerWrite('samplerParameteriv', sampler, pname, param, true, FORM_FLOAT, true); },
    samplerParameterfv(sampler, pname, param) { samplerWrite('samplerParameterfv', sampler, pname, param, true, FORM_FLOAT, false); },
    samplerParameterIiv(sampler, pname, param) { samplerWrite('samplerParameterIiv', sampler, pname, param, true, FORM_INT, false); },
    samplerParameterIuiv(sampler, pname, param) { samplerWrite('samplerParameterIuiv', sampler, pname, param, true, FORM_UINT, false); },
    getSamplerParameteriv(sampler, pname) { return samplerRead('getSamplerParameteriv', sampler, pname, 'i'); },
    getSamplerParameterfv(sampler, pname) { return samplerRead('getSamplerParameterfv', sampler, pname, 'f'); },
    getSamplerParameterIiv(sampler, pname) { return samplerRead('getSamplerParameterIiv', sampler, pname, 'I'); },
    getSamplerParameterIuiv(sampler, pname) { return samplerRead('getSamplerParameterIuiv', sampler, pname, 'U'); },
  } satisfies Partial<GLFunctions>;
}

/** Bytes a buffer texture sees: its range, or the whole buffer (resolved live) for texBuffer. */
export function bufferRangeSize(t: Texture): number {
  if (t.buffer === null) return 0;
  if (t.bufferSize === WHOLE_BUFFER) return t.buffer.size;
  return Math.max(0, Math.min(t.bufferSize, t.buffer.size - t.bufferOffset));
}
