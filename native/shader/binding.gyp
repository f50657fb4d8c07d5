# mgpipe_shader: glslang (GLSL -> SPIR-V + reflection), SPIRV-Cross (SPIR-V -> ESSL/GLSL) and SPIRV-Tools'
# assembler (SPIR-V text -> words, for the piglit runner's SPIR-V mode).
# The reflection tests' GLES oracle is @mgpipe/native-gl (a dev dependency), not an addon of ours.
{
  "targets": [
    {
      "target_name": "mgpipe_shader",
      "sources": ["cc/addon.cc", "cc/compile.cc", "cc/extensions.cc", "cc/compat-builtins.cc", "cc/link-checks.cc", "cc/linker-objects.cc", "cc/component-aliasing.cc", "cc/location-matching.cc", "cc/reflect.cc", "cc/spirv-facts.cc", "cc/cross.cc", "cc/assemble.cc"],
      "include_dirs": ["<!(node -p \"require('node-addon-api').include_dir\")", "/usr/include/glslang"],
      "defines": ["NAPI_VERSION=8", "NAPI_CPP_EXCEPTIONS", "ENABLE_OPT=1"],
      "cflags!": ["-fno-exceptions"],
      "cflags_cc!": ["-fno-exceptions", "-fno-rtti"],
      "cflags_cc": ["-std=c++17", "-fexceptions", "-frtti"],
      "libraries": [
        # glslang 12's static archives reference each other in cycles, hence the group; a missing
        # SPIRV-Tools archive still links (undefined symbols in a shared object are allowed) and only
        # fails at dlopen, which is why build-native also require()s the result.
        "-Wl,--start-group",
        "/usr/lib/x86_64-linux-gnu/libglslang.a",
        "/usr/lib/x86_64-linux-gnu/libMachineIndependent.a",
        "/usr/lib/x86_64-linux-gnu/libGenericCodeGen.a",
        "/usr/lib/x86_64-linux-gnu/libOGLCompiler.a",
        "/usr/lib/x86_64-linux-gnu/libOSDependent.a",
        "/usr/lib/x86_64-linux-gnu/libSPIRV.a",
        "/usr/lib/x86_64-linux-gnu/libglslang-default-resource-limits.a",
        "/usr/lib/x86_64-linux-gnu/libSPIRV-Tools-opt.a",
        "/usr/lib/x86_64-linux-gnu/libSPIRV-Tools.a",
        "-Wl,--end-group",
        "-lspirv-cross-c-shared",
        "-lpthread"
      ]
    }
  ]
}
