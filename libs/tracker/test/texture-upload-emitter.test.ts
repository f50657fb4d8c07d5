// The images-upload bit's client side (texture-upload-emitter.ts): texel writes leave as ONE resource_subdata per
// (uploadTarget, level) at the next validate, after the texture's resource_create; the region is cleared once the call
// returned (acceptance), so the next validate sends nothing; a cube face uploads under its face target; without the
// bit nothing is sent and the region stays for the backend to read. Expected shapes are the test's own writes.
import { GLContext, type Texture } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { emptyMGPipeScreen, type MGPipeScreen, type ResourceSubdataPayload } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, RecordingPipeContext } from '../src/index.ts';

function setup(bits: Parameters<typeof subsystemMask>) {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  const order: string[] = [];
  const shapes: { target: number; level: number; box: number[]; regions: number[][] }[] = [];
  const s = emptyMGPipeScreen() as unknown as Record<string, unknown>;
  for (const name of ['resource_create', 'resource_respecify', 'resource_destroy']) s[name] = () => { order.push(name); };
  const rec = new RecordingPipeContext();
  const table = rec.table as unknown as Record<string, unknown>;
  // The payload is the emitter's reusable one: copy what it says at the call.
  table['resource_subdata'] = (p: ResourceSubdataPayload) => {
    order.push('resource_subdata');
    const b = p.unionBox;
    shapes.push({ target: p.target, level: p.level, box: [b.x, b.y, b.z, b.w, b.h, b.d], regions: p.regions.map((r) => [r.x, r.y, r.w, r.h, Number(r.srcOffset), r.srcRowStride]) });
  };
  const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: subsystemMask(...bits), noCsoContentAddressing: false }, screen: s as unknown as MGPipeScreen });
  return { ctx, t, order, shapes };
}

function texture(ctx: GLContext, target: number, faces = 1): Texture {
  const tex = ctx.objects.CreateTexture(target, ctx.objects.textures.AllocateName());
  for (let f = 0; f < faces; f++) tex.AllocateLevel(f, 0, GL.RGBA8, 8, 8, 1, 0, true, new Uint8Array(8 * 8 * 4));
  return tex;
}

describe('TextureUploadEmitter', () => {
  it('one shape per (target, level) after the create, regions with explicit strides, cleared on acceptance', () => {
    const { ctx, t, order, shapes } = setup(['textures', 'images-upload']);
    const tex = texture(ctx, GL.TEXTURE_2D);
    tex.MarkLevelContentChanged(0, 0, 0, 0, 0, 2, 2, 1);
    tex.MarkLevelContentChanged(0, 0, 6, 6, 0, 2, 2, 1);
    t.validateForDraw();
    // The defaults and the texture are created first (one create each), then the one shape.
    expect(order.filter((n) => n !== 'resource_create')).toEqual(['resource_subdata']);
    expect(order.at(-2)).toBe('resource_create');
    expect(shapes).toEqual([{ target: GL.TEXTURE_2D, level: 0, box: [0, 0, 0, 8, 8, 1], regions: [[0, 0, 2, 2, 0, 32], [6, 6, 2, 2, (6 * 8 + 6) * 4, 32]] }]);
    expect(tex.GetImage(0, 0).dirty!.isEmpty).toBe(true);
    t.validateForDraw();
    expect(shapes).toHaveLength(1);
    tex.MarkLevelContentChanged(0, 0, 1, 1, 0, 6, 6, 1); // covers most of its box: box only
    t.validateForReadback();
    expect(shapes[1]).toEqual({ target: GL.TEXTURE_2D, level: 0, box: [1, 1, 0, 6, 6, 1], regions: [] });
  });

  it('a cube face uploads under its face target', () => {
    const { ctx, t, shapes } = setup(['textures', 'images-upload']);
    const tex = texture(ctx, GL.TEXTURE_CUBE_MAP, 6);
    t.validateForDraw();
    tex.MarkLevelContentChanged(3, 0, 0, 0, 0, 1, 1, 1);
    t.validateForDraw();
    expect(shapes.map((s) => s.target)).toEqual([GL.TEXTURE_CUBE_MAP_POSITIVE_X + 3]);
  });

  it('negative control: without the images-upload bit nothing is sent and the region stays', () => {
    const { ctx, t, shapes } = setup(['textures']);
    const tex = texture(ctx, GL.TEXTURE_2D);
    tex.MarkLevelContentChanged(0, 0, 0, 0, 0, 2, 2, 1);
    t.validateForDraw();
    expect(shapes).toEqual([]);
    expect(tex.GetImage(0, 0).dirty!.isEmpty).toBe(false);
  });
});
