// Process-wide context state shared between the EGL part (egl-context.cc) and the marshalling helpers.
// GL contexts are per thread; the addon is meant to be driven from one JS thread (the main one).
#pragma once
#include <EGL/egl.h>
#include <GL/glcorearb.h>
#include <cstdint>

namespace mg {

uint32_t CurrentContextId();  // 0 when none is current

// Native GL_KHR_debug callback: queues messages for takeDebugMessages().
void APIENTRY DebugCollector(GLenum source, GLenum type, GLuint id, GLenum severity, GLsizei length,
                             const GLchar* message, const void* userParam);

// Direct glGetIntegerv / glGetInteger64v on the current context (pointers cached on first use).
GLint GlGetInt(GLenum pname);
int64_t GlGetInt64(GLenum pname);
// Proc address of an arbitrary GL function, cached by the caller.
void* GlProc(const char* name);

// Detaches every ArrayBuffer over a mapping of this context (context destroyed).
void DetachContextMappings(uint32_t ctxId);

// What the current context is made current with (driver-thread.cc hands it to its thread); false when none is current.
struct EglTarget {
  EGLDisplay display = EGL_NO_DISPLAY;
  EGLSurface surface = EGL_NO_SURFACE;
  EGLContext context = EGL_NO_CONTEXT;
  EGLenum api = EGL_OPENGL_ES_API;
};
bool CurrentEglTarget(EglTarget* out);

// call-queue.cc: makes a checked batch (CheckLayout passed, every op it uses resolved) on the calling thread.
void RunQueuedWords(const int32_t* words, uint32_t count);

// driver-thread.cc: whether setDriverThread(true) is on; hands a checked batch to the driver thread (a copy of its
// words), taking the context there first. False: nothing was submitted (no current context, or EGL refused the
// hand-off), and the caller makes the batch itself.
bool DriverThreadEnabled();
bool SubmitToDriverThread(const int32_t* words, uint32_t count);

}  // namespace mg
