// The images-upload bit's client side (texture-upload-emitter.ts): texel writes leave as ONE resource_subdata per
// (uploadTarget, level) at the next validate, after the texture's resource_create; the region is cleared once the call
// returned (acceptance), so the next validate sends nothing; a cube face uploads under its face target; without the
// bit nothing is sent and the region stays for the backend to read. Expected shapes are the test's own writes.
import { GLContext, type Texture } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { emptyMGPipeScreen, type MGPipeScreen, type ResourceSubdataPayload } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, RecordingPipeContext, TextureUploadEmitter } from '../src/index.ts';

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

  // Issue 19: a flush visits the textures written since the last one (ContextGenerations.texturesContentMoved), not
  // every live texture. 200 static textures and one atlas written per draw.
  describe('visits only the textures written since the last flush', () => {
    function scene() {
      const r = setup(['textures', 'images-upload']);
      const statics = Array.from({ length: 200 }, () => texture(r.ctx, GL.TEXTURE_2D));
      const atlas = texture(r.ctx, GL.TEXTURE_2D);
      r.t.validateForDraw(); // creates every resource; the first flush walks everything once
      return { ...r, statics, atlas, uploads: r.t.uploads! };
    }

    it('one texSubImage per draw: one visit per flush, and its shape', () => {
      const { t, atlas, shapes, uploads } = scene();
      for (let draw = 0; draw < 3; draw++) {
        uploads.visits = 0;
        atlas.MarkLevelContentChanged(0, 0, draw, 0, 0, 1, 1, 1);
        t.validateForDraw();
        expect(uploads.visits).toBe(1);
      }
      expect(shapes.map((s) => s.box)).toEqual([[0, 0, 0, 1, 1, 1], [1, 0, 0, 1, 1, 1], [2, 0, 0, 1, 1, 1]]);
      uploads.visits = 0;
      t.validateForDraw(); // nothing written: the shutter, no visit
      expect(uploads.visits).toBe(0);
    });

    it('negative control: the full walk visits the 201 textures and the defaults', () => {
      const { ctx, t, atlas, uploads } = scene();
      uploads.fullWalk = true;
      uploads.visits = 0;
      atlas.MarkLevelContentChanged(0, 0, 0, 0, 0, 1, 1, 1);
      t.validateForDraw();
      expect(uploads.visits).toBe(201 + ctx.defaultTextures.length);
    });

    it('a texture deleted after its write is not visited; the texture reusing its name is', () => {
      const { ctx, t, statics, shapes, uploads } = scene();
      const gone = statics[5];
      gone.MarkLevelContentChanged(0, 0, 0, 0, 0, 1, 1, 1);
      ctx.DeleteTexture(gone);
      const reused = texture(ctx, GL.TEXTURE_2D); // LIFO: the deleted name again
      expect(reused.name).toBe(gone.name);
      t.validateForDraw();
      uploads.visits = 0;
      shapes.length = 0;
      reused.MarkLevelContentChanged(0, 0, 3, 3, 0, 1, 1, 1);
      t.validateForDraw();
      expect(uploads.visits).toBe(1);
      expect(shapes.map((s) => s.box)).toEqual([[3, 3, 0, 1, 1, 1]]);
    });

    it('a second emitter on the context walks everything and leaves the first one\'s list alone', () => {
      const { ctx, t, atlas, uploads } = scene();
      const sent: string[] = [];
      const out = { send: (name: string) => { sent.push(name); } } as unknown as ConstructorParameters<typeof TextureUploadEmitter>[0];
      const second = new TextureUploadEmitter(out, t.textures!, ctx);
      atlas.MarkLevelContentChanged(0, 0, 0, 0, 0, 1, 1, 1);
      second.flush();
      expect(second.visits).toBe(201 + ctx.defaultTextures.length);
      expect(sent).toEqual(['resource_subdata']);
      expect(ctx.generations.texturesContentMoved.length).toBe(1);
      uploads.visits = 0;
      t.validateForDraw();
      expect(uploads.visits).toBe(1);
      expect(ctx.generations.texturesContentMoved.length).toBe(0);
    });

    it.each([false, true])('a texture written before it is a resource stays listed and is sent once it is one (full walk: %s)', (fullWalk) => {
      const { ctx, t, atlas, shapes, uploads } = scene();
      uploads.fullWalk = fullWalk;
      // Storage set up without a shape change, so the resources' upkeep (keyed on shapes, params, releases) does not
      // run and the flush finds no handle.
      const late = ctx.objects.CreateTexture(GL.TEXTURE_2D, ctx.objects.textures.AllocateName());
      const image = late.GetImage(0, 0);
      Object.assign(image, { internalFormat: GL.RGBA8, width: 8, height: 8, depth: 1, data: new Uint8Array(8 * 8 * 4) });
      late.MarkLevelContentChanged(0, 0, 4, 4, 0, 2, 2, 1);
      shapes.length = 0;
      t.validateForDraw();
      expect(t.textures!.peek(late)).toBeNull();
      expect(shapes).toEqual([]);
      expect(ctx.generations.texturesContentMoved.length).toBe(1); // the full walk keeps it listed too
      uploads.fullWalk = false; // a later list flush must still find it
      late.SetParameter(GL.TEXTURE_MIN_FILTER, GL.NEAREST); // the upkeep runs: late becomes a resource
      atlas.MarkLevelContentChanged(0, 0, 0, 0, 0, 1, 1, 1); // and the next texel write flushes
      t.validateForDraw();
      expect(t.textures!.peek(late)).not.toBeNull();
      expect(shapes.map((s) => s.box)).toEqual([[4, 4, 0, 2, 2, 1], [0, 0, 0, 1, 1, 1]]);
    });
  });
});
