// What feeds the client's XFB count (tracker xfb-counter.ts): the span verbs and each draw the tracker sends while
// capturing — indirect commands walked from the same bytes draw_vbo carries, conditional rendering asked only when a
// condition is bound, counts kept per XFB object. Expected counts are computed from the draws stated in each comment.
import { GLContext } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { XfbCounter } from '../src/xfb-counter.ts';

const bytes = (words: number[]) => new Uint8Array(new Uint32Array(words).buffer);

describe('XfbCounter', () => {
  it('walks indirect commands as the server flattens them: a command past the bytes ends the walk', () => {
    const ctx = new GLContext();
    const c = new XfbCounter(ctx);
    c.begin(GL.POINTS);
    // Arrays commands (count, instances, first, baseInstance): 3 points x 2 + 5 points x 1; a 3rd command is past the end.
    c.indirect(GL.POINTS, 0, bytes([3, 2, 0, 0, 5, 1, 0, 0]), 0, 3, 0);
    // Elements commands (count, instances, firstIndex, baseVertex, baseInstance), stride 24: 4 points x 1.
    c.indirect(GL.POINTS, GL.UNSIGNED_SHORT, bytes([4, 1, 0, 0, 0, 99]), 0, 1, 24);
    c.end();
    expect(c.capturedOf(0)).toBe(6 + 5 + 4);
  });

  it('a draw discarded by the bound condition is not counted; without a condition the resolver is never asked', () => {
    const ctx = new GLContext();
    const c = new XfbCounter(ctx);
    let asked = 0;
    let passes = false;
    c.conditionPasses = () => { asked++; return passes; };
    c.begin(GL.TRIANGLES);
    c.draw(GL.TRIANGLES, 3, 1); // no condition bound: counted, nothing asked
    ctx.SetConditionalRender(ctx.objects.CreateQuery(), GL.QUERY_WAIT);
    c.draw(GL.TRIANGLES, 3, 1); // discarded
    passes = true;
    c.draw(GL.TRIANGLE_STRIP, 4, 1); // passes: 2 triangles
    ctx.SetConditionalRender(null, 0);
    c.end();
    expect(asked).toBe(2);
    expect(c.capturedOf(0)).toBe(3 + 6);
  });

  it('counts per XFB object, paused draws excluded, and no draw outside a span', () => {
    const ctx = new GLContext();
    const c = new XfbCounter(ctx);
    const x = ctx.objects.CreateTransformFeedback();
    c.draw(GL.POINTS, 5, 1); // no span
    ctx.BindTransformFeedback(x);
    c.begin(GL.POINTS);
    c.draw(GL.POINTS, 2, 1);
    c.pause();
    c.draw(GL.POINTS, 7, 1); // paused
    c.resume();
    c.draw(GL.POINTS, 1, 3);
    c.end();
    ctx.BindTransformFeedback(null);
    expect(c.capturedOf(x.name)).toBe(2 + 3);
    expect(c.capturedOf(0)).toBe(0);
    expect(c.capturedOf(12345)).toBe(0);
  });

  it('a deleted XFB object\'s count is forgotten at the next begin; a live unbound object keeps its count', () => {
    const ctx = new GLContext();
    const c = new XfbCounter(ctx);
    const gone = ctx.objects.CreateTransformFeedback();
    const kept = ctx.objects.CreateTransformFeedback();
    for (const [x, n] of [[gone, 4], [kept, 6]] as const) {
      ctx.BindTransformFeedback(x);
      c.begin(GL.POINTS);
      c.draw(GL.POINTS, n, 1);
      c.end();
    }
    ctx.BindTransformFeedback(null);
    ctx.DeleteTransformFeedback(gone);
    expect(c.accounting.size).toBe(2); // nothing forgotten before the next span: no walk per draw or per delete
    c.begin(GL.POINTS); // default object: the sweep drops the deleted object's count
    c.end();
    expect(c.accounting.size).toBe(2); // kept + the default object
    expect([...c.accounting.objects()].sort()).toEqual([ctx.defaultTransformFeedback.lifetimeId, kept.lifetimeId].sort());
    expect(c.capturedOf(kept.name)).toBe(6);
    // A begin with no release since the last sweep walks nothing: a count planted for a dead identity stays.
    c.accounting.begin(-7, GL.POINTS, Infinity);
    c.accounting.end();
    c.begin(GL.POINTS);
    c.end();
    expect(c.accounting.size).toBe(3);
  });
});
