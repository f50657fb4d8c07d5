// The extension table: what getStringi(EXTENSIONS, i) lists is the table's advertised rows, every row's
// entry points exist in the GL interface, and what the stack cannot do is withheld with a reason.
import { describe, expect, it } from 'vitest';
import { GL_METHOD_NAMES } from '@mgpipe/gl-api';
import { GL } from '@mgpipe/value-types';
import { advertisedExtensions, EXTENSION_TABLE } from '../src/entry-points/a-extensions.ts';

const EXTENSIONS = advertisedExtensions({});
import { makeA } from './a-helpers.ts';

describe('extensions', () => {
  it('lists the core-folded extensions piglit requires, in NUM_EXTENSIONS / getStringi', () => {
    const { gl } = makeA();
    const n = gl.getIntegerv(gl.NUM_EXTENSIONS)[0];
    const listed = Array.from({ length: n }, (_, i) => gl.getStringi(gl.EXTENSIONS, i));
    expect(listed).toEqual(EXTENSIONS);
    for (const e of ['GL_ARB_tessellation_shader', 'GL_ARB_compute_shader', 'GL_ARB_shader_storage_buffer_object',
      'GL_ARB_gpu_shader5', 'GL_ARB_enhanced_layouts', 'GL_ARB_separate_shader_objects', 'GL_ARB_uniform_buffer_object',
      'GL_AMD_shader_trinary_minmax']) {
      expect(listed).toContain(e);
    }
  });

  it('never advertises what the stack cannot do (doubles, GLSL ES 1.00)', () => {
    for (const e of ['GL_ARB_gpu_shader_fp64', 'GL_ARB_vertex_attrib_64bit', 'GL_ARB_ES2_compatibility']) {
      expect(EXTENSIONS).not.toContain(e);
      expect(EXTENSION_TABLE.find((x) => x.name === e)?.withheld).toMatch(/.{20}/);
    }
    // DSA and program binaries are entry points of the interface now (GL 4.5 core): advertised; so are subroutines
    // (lowered before glslang, libs/shader subroutine-lowering.ts).
    expect(EXTENSIONS).toEqual(expect.arrayContaining(['GL_ARB_direct_state_access', 'GL_ARB_get_program_binary', 'GL_ARB_shader_subroutine']));
  });

  it('lists GL_EXT_shader_framebuffer_fetch only when the backend says its driver has it', () => {
    expect(advertisedExtensions({ framebufferFetch: true })).toContain('GL_EXT_shader_framebuffer_fetch');
    expect(advertisedExtensions({ framebufferFetch: false })).not.toContain('GL_EXT_shader_framebuffer_fetch');
    expect(advertisedExtensions({})).not.toContain('GL_EXT_shader_framebuffer_fetch');
  });

  it('lists an extension GLES has only through an extension of its own when the driver reports its limit', () => {
    const withCull = advertisedExtensions({ driverLimits: new Map([[GL.MAX_CULL_DISTANCES, [8]]]) });
    const without = advertisedExtensions({ driverLimits: new Map() });
    expect(withCull).toContain('GL_ARB_cull_distance');
    expect(without).not.toContain('GL_ARB_cull_distance');
    expect(without).not.toContain('GL_ARB_blend_func_extended');
    // Atomic counters: GLES 3.1's fragment-stage minimum is 0.
    expect(advertisedExtensions({ driverLimits: new Map([[GL.MAX_FRAGMENT_ATOMIC_COUNTERS, [4096]]]) })).toContain('GL_ARB_shader_atomic_counters');
    expect(without).not.toContain('GL_ARB_shader_atomic_counters');
    expect(without).toContain('GL_ARB_compute_shader');
    // Counter operations are lowered to storage-buffer words: fragment-stage counters and storage blocks, both.
    const counters: [number, number[]] = [GL.MAX_FRAGMENT_ATOMIC_COUNTERS, [8]];
    const blocks: [number, number[]] = [GL.MAX_FRAGMENT_SHADER_STORAGE_BLOCKS, [4]];
    expect(advertisedExtensions({ driverLimits: new Map([counters, blocks]) })).toContain('GL_ARB_shader_atomic_counter_ops');
    expect(advertisedExtensions({ driverLimits: new Map([counters]) })).not.toContain('GL_ARB_shader_atomic_counter_ops');
    expect(advertisedExtensions({ driverLimits: new Map([blocks]) })).not.toContain('GL_ARB_shader_atomic_counter_ops');
    // Vertex-stage gl_Layer / gl_ViewportIndex are forwarded by a synthesized geometry stage: not without one.
    const withGeometry = advertisedExtensions({ driverLimits: new Map([[GL.MAX_GEOMETRY_OUTPUT_COMPONENTS, [128]]]) });
    for (const e of ['GL_AMD_vertex_shader_layer', 'GL_AMD_vertex_shader_viewport_index']) {
      expect(withGeometry).toContain(e);
      expect(without).not.toContain(e);
    }
  });

  it('has one row per extension, and every advertised row has its entry points in the GL interface', () => {
    const names = EXTENSION_TABLE.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const methods = new Set<string>(GL_METHOD_NAMES);
    const missing = EXTENSION_TABLE.filter((e) => e.withheld === undefined)
      .flatMap((e) => (e.needs ?? []).filter((f) => !methods.has(f)).map((f) => `${e.name}: ${f}`));
    expect(missing).toEqual([]);
    // The check can fail: a row needing an entry point the interface lacks is reported.
    const planted = [{ name: 'GL_TEST_planted', needs: ['createBuffers', 'glNoSuchEntryPoint'] }];
    expect(planted.flatMap((e) => e.needs.filter((f) => !methods.has(f)).map((f) => `${e.name}: ${f}`))).toEqual(['GL_TEST_planted: glNoSuchEntryPoint']);
  });
});
