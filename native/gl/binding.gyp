{
  "targets": [
    {
      "target_name": "mgpipe_gl",
      "sources": [
        "src/native/addon.cc",
        "src/native/call-queue.cc",
        "src/native/driver-thread.cc",
        "src/native/egl-context.cc",
        "src/native/mappings.cc",
        "src/native/marshal.cc",
        "src/native/pixel-size.cc",
        "src/native/entry-points.generated.cc"
      ],
      "include_dirs": ["<!(node -p \"require('node-addon-api').include_dir\")"],
      "defines": ["NAPI_VERSION=8", "NAPI_CPP_EXCEPTIONS", "GL_GLEXT_PROTOTYPES=0"],
      "cflags!": ["-fno-exceptions"],
      "cflags_cc!": ["-fno-exceptions"],
      "cflags_cc": ["-std=c++17", "-fexceptions", "-O2", "-Wall", "-Wno-unused-parameter"],
      "libraries": ["-lEGL", "-lGLESv2", "-lpthread"]
    }
  ]
}
