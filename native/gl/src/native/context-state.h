// Process-wide context state shared between the EGL part (egl-context.cc) and the marshalling helpers.
// GL contexts are per thread; the addon is meant to be driven from one JS thread (the main one).
#pragma once
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

}  // namespace mg
