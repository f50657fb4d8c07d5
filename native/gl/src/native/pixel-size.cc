// Byte counts of client pixel transfers (GL 4.5 §8.4.4 / §18.2), from the current pack or unpack state,
// so that ReadPixels/GetTexImage cannot write past a JS view and TexImage cannot read past one.
#include <EGL/egl.h>

#include "context-state.h"
#include "marshal.h"

namespace mg {

void* GlProc(const char* name) { return reinterpret_cast<void*>(eglGetProcAddress(name)); }

GLint GlGetInt(GLenum pname) {
  static PFNGLGETINTEGERVPROC fn = reinterpret_cast<PFNGLGETINTEGERVPROC>(GlProc("glGetIntegerv"));
  GLint v = 0;
  fn(pname, &v);
  return v;
}

int64_t GlGetInt64(GLenum pname) {
  static PFNGLGETINTEGER64VPROC fn = reinterpret_cast<PFNGLGETINTEGER64VPROC>(GlProc("glGetInteger64v"));
  GLint64 v = 0;
  fn(pname, &v);
  return v;
}

static int Components(uint32_t format) {
  switch (format) {
    case GL_RED: case GL_GREEN: case GL_BLUE: case GL_ALPHA: case GL_RED_INTEGER: case GL_GREEN_INTEGER:
    case GL_BLUE_INTEGER: case GL_DEPTH_COMPONENT: case GL_STENCIL_INDEX: case 0x1909 /* LUMINANCE */:
      return 1;
    case GL_RG: case GL_RG_INTEGER: case GL_DEPTH_STENCIL: case 0x190A /* LUMINANCE_ALPHA */:
      return 2;
    case GL_RGB: case GL_BGR: case GL_RGB_INTEGER: case GL_BGR_INTEGER:
      return 3;
    case GL_RGBA: case GL_BGRA: case GL_RGBA_INTEGER: case GL_BGRA_INTEGER:
      return 4;
    default:
      return 0;
  }
}

// Bytes per pixel. A format or type not listed here (GL_COLOR_INDEX, GL_BITMAP, an invalid value, ...) counts
// as the largest pixel GL has (RGBA × FLOAT = 16 bytes): where GL would reject it the check is moot, and
// where a compatibility-profile driver accepts it the view cannot be overrun.
constexpr int kMaxPixelBytes = 16;
static int PixelBytes(uint32_t format, uint32_t type) {
  int c = Components(format);
  if (c == 0) return kMaxPixelBytes;
  switch (type) {
    case GL_UNSIGNED_BYTE: case GL_BYTE: return c;
    case GL_UNSIGNED_SHORT: case GL_SHORT: case GL_HALF_FLOAT: case 0x8D61 /* HALF_FLOAT_OES */: return 2 * c;
    case GL_UNSIGNED_INT: case GL_INT: case GL_FLOAT: return 4 * c;
    case GL_UNSIGNED_BYTE_3_3_2: case GL_UNSIGNED_BYTE_2_3_3_REV: return 1;
    case GL_UNSIGNED_SHORT_5_6_5: case GL_UNSIGNED_SHORT_5_6_5_REV: case GL_UNSIGNED_SHORT_4_4_4_4:
    case GL_UNSIGNED_SHORT_4_4_4_4_REV: case GL_UNSIGNED_SHORT_5_5_5_1: case GL_UNSIGNED_SHORT_1_5_5_5_REV:
      return 2;
    case GL_UNSIGNED_INT_8_8_8_8: case GL_UNSIGNED_INT_8_8_8_8_REV: case GL_UNSIGNED_INT_10_10_10_2:
    case GL_UNSIGNED_INT_2_10_10_10_REV: case GL_UNSIGNED_INT_24_8: case GL_UNSIGNED_INT_10F_11F_11F_REV:
    case GL_UNSIGNED_INT_5_9_9_9_REV:
      return 4;
    case GL_FLOAT_32_UNSIGNED_INT_24_8_REV: return 8;
    default: return kMaxPixelBytes;
  }
}

struct Store { GLint align, rowLength, imageHeight, skipPixels, skipRows, skipImages; };

static Store ReadStore(bool pack) {
  if (pack) {
    // GLES has no PACK_IMAGE_HEIGHT / PACK_SKIP_IMAGES (pack is 2D only there); querying them would
    // raise GL_INVALID_ENUM in the caller's context, so they read as 0 on GLES.
    const bool desktop = (g_api & 2) != 0;
    return {GlGetInt(GL_PACK_ALIGNMENT), GlGetInt(GL_PACK_ROW_LENGTH), desktop ? GlGetInt(GL_PACK_IMAGE_HEIGHT) : 0,
            GlGetInt(GL_PACK_SKIP_PIXELS), GlGetInt(GL_PACK_SKIP_ROWS), desktop ? GlGetInt(GL_PACK_SKIP_IMAGES) : 0};
  }
  return {GlGetInt(GL_UNPACK_ALIGNMENT), GlGetInt(GL_UNPACK_ROW_LENGTH), GlGetInt(GL_UNPACK_IMAGE_HEIGHT),
          GlGetInt(GL_UNPACK_SKIP_PIXELS), GlGetInt(GL_UNPACK_SKIP_ROWS), GlGetInt(GL_UNPACK_SKIP_IMAGES)};
}

static int64_t ImageBytes(const Store& s, int bpp, int64_t w, int64_t h, int64_t d) {
  if (w <= 0 || h <= 0 || d <= 0) return 0;
  int64_t rowPixels = s.rowLength > 0 ? s.rowLength : w;
  int64_t align = s.align > 0 ? s.align : 1;
  int64_t rowBytes = (rowPixels * bpp + align - 1) / align * align;
  int64_t imageRows = s.imageHeight > 0 ? s.imageHeight : h;
  return ((s.skipImages + d - 1) * imageRows + s.skipRows + h - 1) * rowBytes + (s.skipPixels + w) * bpp;
}

static bool Check(napi_env env, const char* fn, const char* p, const Data& d, bool pack, uint32_t format,
                  uint32_t type, int64_t w, int64_t h, int64_t depth) {
  GLenum binding = pack ? GL_PIXEL_PACK_BUFFER_BINDING : GL_PIXEL_UNPACK_BUFFER_BINDING;
  if (!d.view) {
    // Offsets are only meaningful with a pixel buffer bound; NULL is valid for TexImage (no upload).
    if (d.ptr == nullptr && !pack) return true;
    if (GlGetInt(binding) != 0) return true;
    return ThrowShort(env, fn, p, pack ? "is an offset but no GL_PIXEL_PACK_BUFFER is bound"
                                       : "is an offset but no GL_PIXEL_UNPACK_BUFFER is bound");
  }
  int bpp = PixelBytes(format, type);
  return NeedData(env, fn, p, d, ImageBytes(ReadStore(pack), bpp, w, h, depth));
}

bool packBytes(napi_env env, const char* fn, const char* p, const Data& d, uint32_t format, uint32_t type,
               int32_t w, int32_t h, int32_t depth) {
  // Mesa's GLES ReadPixels (22.3, llvmpipe) segfaults on a colour read while READ_BUFFER is NONE, where
  // GL says GL_INVALID_OPERATION (desktop Mesa reports that): refuse it instead of crashing the process.
  if (g_api == 1 && format != GL_DEPTH_COMPONENT && format != GL_STENCIL_INDEX && format != GL_DEPTH_STENCIL &&
      GlGetInt(GL_READ_BUFFER) == GL_NONE) {
    return ThrowRange(env, fn, "format", "is a colour format but GL_READ_BUFFER is GL_NONE (GL_INVALID_OPERATION)");
  }
  return Check(env, fn, p, d, true, format, type, w, h, depth);
}

bool unpackBytes(napi_env env, const char* fn, const char* p, const Data& d, uint32_t format, uint32_t type,
                 int32_t w, int32_t h, int32_t depth) {
  return Check(env, fn, p, d, false, format, type, w, h, depth);
}

static GLint LevelParam(uint32_t target, int32_t level, GLenum pname) {
  static PFNGLGETTEXLEVELPARAMETERIVPROC fn =
      reinterpret_cast<PFNGLGETTEXLEVELPARAMETERIVPROC>(GlProc("glGetTexLevelParameteriv"));
  GLint v = 0;
  // Cube maps are queried per face; GetTexImage(TEXTURE_CUBE_MAP) returns all six faces.
  fn(target == GL_TEXTURE_CUBE_MAP ? GL_TEXTURE_CUBE_MAP_POSITIVE_X : target, level, pname, &v);
  return v;
}

bool texImageBytes(napi_env env, const char* fn, const char* p, const Data& d, uint32_t target, int32_t level,
                   uint32_t format, uint32_t type) {
  int64_t depth = LevelParam(target, level, GL_TEXTURE_DEPTH) * (target == GL_TEXTURE_CUBE_MAP ? 6 : 1);
  return Check(env, fn, p, d, true, format, type, LevelParam(target, level, GL_TEXTURE_WIDTH),
               LevelParam(target, level, GL_TEXTURE_HEIGHT), depth);
}

bool compressedImageBytes(napi_env env, const char* fn, const char* p, const Data& d, uint32_t target,
                          int32_t level) {
  if (!d.view) return Check(env, fn, p, d, true, 0, 0, 0, 0, 0);
  int64_t faces = target == GL_TEXTURE_CUBE_MAP ? 6 : 1;
  return NeedData(env, fn, p, d, faces * LevelParam(target, level, GL_TEXTURE_COMPRESSED_IMAGE_SIZE));
}

bool texelBytes(napi_env env, const char* fn, const char* p, const Data& d, uint32_t format, uint32_t type) {
  if (!d.view) return true;  // null: clear to zero (NeedClient refused numbers)
  return NeedData(env, fn, p, d, PixelBytes(format, type));
}

int64_t bufferSize(uint32_t target) {
  static PFNGLGETBUFFERPARAMETERI64VPROC fn =
      reinterpret_cast<PFNGLGETBUFFERPARAMETERI64VPROC>(GlProc("glGetBufferParameteri64v"));
  GLint64 v = 0;
  fn(target, GL_BUFFER_SIZE, &v);
  return v;
}

int64_t namedBufferSize(uint32_t buffer) {
  static PFNGLGETNAMEDBUFFERPARAMETERI64VPROC fn =
      reinterpret_cast<PFNGLGETNAMEDBUFFERPARAMETERI64VPROC>(GlProc("glGetNamedBufferParameteri64v"));
  GLint64 v = 0;
  if (fn) fn(buffer, GL_BUFFER_SIZE, &v);
  return v;
}

}  // namespace mg
