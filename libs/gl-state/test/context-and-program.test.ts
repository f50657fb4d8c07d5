import { GLError, GLPixelStore } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { GLContext } from '../src/index.ts';

describe('GLContext misc state', () => {
  it('latches the first error until read', () => {
    const ctx = new GLContext();
    ctx.errors.RecordError(GLError.INVALID_ENUM);
    ctx.errors.RecordError(GLError.INVALID_VALUE);
    expect(ctx.errors.TakeError()).toBe(GLError.INVALID_ENUM);
    expect(ctx.errors.TakeError()).toBe(GLError.NO_ERROR);
  });

  it('pixel store: pack and unpack are separate and no-ops do not bump', () => {
    const ctx = new GLContext();
    expect(ctx.SetPixelStore(GLPixelStore.PACK_ALIGNMENT, 1)).toBe(true);
    expect(ctx.SetPixelStore(GLPixelStore.UNPACK_ROW_LENGTH, 7)).toBe(true);
    expect(ctx.SetPixelStore(GLPixelStore.PACK_IMAGE_HEIGHT, 3)).toBe(true);
    expect(ctx.SetPixelStore(GLPixelStore.UNPACK_SKIP_IMAGES, 2)).toBe(true);
    expect(ctx.SetPixelStore(GLPixelStore.UNPACK_SWAP_BYTES, 0)).toBe(true);
    expect(ctx.SetPixelStore(0x1, 0)).toBe(false);
    expect([ctx.pack.alignment, ctx.unpack.alignment, ctx.unpack.rowLength, ctx.pack.imageHeight, ctx.unpack.skipImages])
      .toEqual([1, 4, 7, 3, 2]);
    expect(ctx.pixelStoreVersion).toBe(4);
  });

  it('sizes viewports and scissors on first make-current only', () => {
    const ctx = new GLContext();
    ctx.MarkMadeCurrent(64, 48);
    const v = ctx.renderState.version;
    ctx.MarkMadeCurrent(10, 10);
    expect(ctx.renderState.version).toBe(v);
    expect(ctx.renderState.pipelineStateVersion).toBe(0);
  });

  it('vertex attribute defaults and patch state have their own versions', () => {
    const ctx = new GLContext();
    ctx.SetCurrentVertexAttrib(0, 0, 0, 0, 1, 0);
    expect(ctx.vertexAttribDefaultsVersion).toBe(0);
    ctx.SetCurrentVertexAttrib(0, 1, 0, 0, 1, 0);
    ctx.SetPatchVertices(3);
    ctx.SetPatchVertices(4);
    ctx.SetPatchDefaultLevels(true, [1, 1, 1, 1]);
    ctx.SetPatchDefaultLevels(false, [2, 2]);
    expect([ctx.vertexAttribDefaultsVersion, ctx.patchVersion]).toEqual([1, 2]);
  });
});

describe('Program counters', () => {
  it('moves each counter at its own bump point only', () => {
    const ctx = new GLContext();
    const p = ctx.objects.CreateProgram();
    p.RecordLinkResult(true, '', { opaque: true }, { defaultBlockSize: 16, uniformLocationCount: 2, uniformBlockCount: 1, storageBlockCount: 1 });
    expect(p.linkVersion).toBe(1);
    p.WriteUniform(0, 0, new Uint8Array([0, 0, 0, 0]));
    expect([p.uboContentVersion, p.uniformWriteSetVersion]).toEqual([0, 1]);
    p.WriteUniform(0, 0, new Uint8Array([1, 0, 0, 0]));
    expect([p.uboContentVersion, p.uniformWriteSetVersion]).toEqual([1, 1]);
    p.RecordOpaqueUnit(1, 3);
    p.RecordOpaqueUnit(1, 3);
    p.SetUniformBlockBinding(0, 2);
    p.SetStorageBlockBinding(0, 0);
    expect([p.backendStateVersion, p.blockBindingVersion, p.linkVersion]).toEqual([1, 1, 1]);
  });

  it('program pipelines version stage changes', () => {
    const ctx = new GLContext();
    const pipe = ctx.objects.CreateProgramPipeline();
    const p = ctx.objects.CreateProgram();
    pipe.SetStages(0b11, p);
    pipe.SetStages(0b11, p);
    expect(pipe.version).toBe(1);
    expect(pipe.stages[1]).toBe(p);
  });
});
