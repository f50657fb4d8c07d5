// The framebuffer bit's walk (issue 16): binds that are not framebuffer binds (texture, VAO, program) between draws
// must not re-fill and re-hash the bound framebuffers' surfaces (FramebufferEmitters.stateWalks), while an attached
// texture respecified, an attachment changed or a framebuffer bound still re-walks and re-emits set_framebuffer_state.
// Expected internal formats are the test's own AllocateLevel arguments.
import { GLContext, textureTargetIndexOf, type Texture } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { emptyMGPipeScreen, type MGPipeScreen } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, RecordingPipeContext } from '../src/index.ts';

const SWITCHES = { pushMask: subsystemMask('textures', 'framebuffer'), noCsoContentAddressing: false };
const T2D = textureTargetIndexOf(GL.TEXTURE_2D);

/** Resource calls accepted and dropped: this test reads only the framebuffer records. */
function screen(): MGPipeScreen {
  const s = emptyMGPipeScreen() as unknown as Record<string, unknown>;
  for (const name of ['resource_create', 'resource_respecify', 'resource_destroy']) s[name] = () => undefined;
  return s as unknown as MGPipeScreen;
}

function setup() {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  const rec = new RecordingPipeContext();
  const t = new MGPipeTracker(ctx, rec.table, { switches: SWITCHES, screen: screen() });
  const fbs = t.framebuffers!;
  return { ctx, rec, t, fbs };
}

function texture2D(ctx: GLContext, format: number = GL.RGBA8): Texture {
  const tex = ctx.objects.CreateTexture(GL.TEXTURE_2D, ctx.objects.textures.AllocateName());
  tex.AllocateLevel(0, 0, format, 4, 4, 1, 0, true, new Uint8Array(64));
  return tex;
}

const states = (rec: RecordingPipeContext) => (rec.calls as unknown as { name: string; payload: { color: { internalFormat: number }[] } }[])
  .filter((c) => c.name === 'set_framebuffer_state').map((c) => c.payload.color[0].internalFormat);

/** A framebuffer with `target` attached at color 0, bound for draw and read, and one draw validated. */
function boundFbo(ctx: GLContext, t: MGPipeTracker, target: Texture) {
  const fb = ctx.objects.CreateFramebuffer();
  fb.SetTextureAttachment(0, target, 0, -1);
  ctx.BindFramebuffer(true, true, fb);
  t.validateForDraw();
  return fb;
}

describe('framebuffer bit: binds elsewhere do not re-walk the surfaces', () => {
  it('texture and VAO binds between draws leave stateWalks and set_framebuffer_state unchanged (stats)', () => {
    const { ctx, rec, t, fbs } = setup();
    // Made first: defining any texture's storage moves anyFboAttachment (an aggregate; it may be attached somewhere).
    const [a, b] = [texture2D(ctx), texture2D(ctx)];
    boundFbo(ctx, t, texture2D(ctx));
    const walks = fbs.stateWalks, sent = states(rec).length;
    expect(walks).toBeGreaterThan(0);
    const [v1, v2] = [ctx.objects.CreateVertexArray(), ctx.objects.CreateVertexArray()];
    for (let i = 0; i < 8; i++) {
      ctx.textures.BindTexture(0, T2D, i % 2 === 0 ? a : b);
      ctx.BindVertexArray(i % 2 === 0 ? v1 : v2); // moves objectBindingVersion, which the bit's shutter lists
      t.validateForDraw();
    }
    expect(fbs.stateWalks).toBe(walks);
    expect(states(rec).length).toBe(sent);
  });

  it('negative control: respecifying the attached texture re-walks and re-emits with the new format', () => {
    const { ctx, rec, t, fbs } = setup();
    const target = texture2D(ctx);
    boundFbo(ctx, t, target);
    const walks = fbs.stateWalks;
    ctx.BindVertexArray(ctx.objects.CreateVertexArray());
    target.AllocateLevel(0, 0, GL.RGBA16F, 4, 4, 1, 0, true, new Uint8Array(128));
    t.validateForDraw();
    expect(fbs.stateWalks).toBe(walks + 1);
    expect(states(rec).at(-1)).toBe(GL.RGBA16F);
  });

  it('negative control: attaching another texture, and binding another framebuffer, each re-walk and re-emit', () => {
    const { ctx, rec, t, fbs } = setup();
    const fb = boundFbo(ctx, t, texture2D(ctx));
    const walks = fbs.stateWalks, sent = states(rec).length;
    fb.SetTextureAttachment(0, texture2D(ctx, GL.RGBA32F), 0, -1);
    t.validateForDraw();
    expect(fbs.stateWalks).toBe(walks + 1);
    expect(states(rec).length).toBe(sent + 1);
    expect(states(rec).at(-1)).toBe(GL.RGBA32F);
    const other = ctx.objects.CreateFramebuffer();
    other.SetTextureAttachment(0, texture2D(ctx, GL.R8), 0, -1);
    ctx.BindFramebuffer(true, true, other);
    t.validateForDraw();
    expect(fbs.stateWalks).toBe(walks + 2);
    expect(states(rec).at(-1)).toBe(GL.R8);
    // Back to the first: the walk runs (another object bound), its unchanged state is suppressed by contentHash.
    ctx.BindFramebuffer(true, true, fb);
    t.validateForDraw();
    expect(fbs.stateWalks).toBe(walks + 3);
    expect(states(rec).length).toBe(sent + 2);
  });

  it('negative control: with the suppressors ignored a bind away and back re-walks (the stats test can fail)', () => {
    const { ctx, t, fbs } = setup();
    const fb = boundFbo(ctx, t, texture2D(ctx));
    const walks = fbs.stateWalks;
    // Bound away and back: the bit's binding counter moved, what is bound did not.
    ctx.BindFramebuffer(true, true, null);
    ctx.BindFramebuffer(true, true, fb);
    t.validateForDraw();
    expect(fbs.stateWalks).toBe(walks);
    fbs.ignoreSuppressor = true;
    ctx.BindFramebuffer(true, true, null);
    ctx.BindFramebuffer(true, true, fb);
    t.validateForDraw();
    expect(fbs.stateWalks).toBe(walks + 1);
  });
});
