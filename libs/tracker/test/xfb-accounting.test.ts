// Client-side XFB accounting (tracker xfb-accounting.ts): the captured vertex and primitive counts of a span, as
// GL 4.6 §13.3 states them. Expected values are computed from the draws made here (stated in each comment), not
// from our output.
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { XfbAccounting, primitivesOf } from '../src/xfb-accounting.ts';

describe('XfbAccounting (MGPXfbAccounting on the client)', () => {
  it('primitives per draw mode: incomplete primitives are dropped', () => {
    // 7 vertices: 7 points, 3 lines, 6 strip lines, 7 loop lines, 2 triangles, 5 strip / fan triangles.
    expect([GL.POINTS, GL.LINES, GL.LINE_STRIP, GL.LINE_LOOP, GL.TRIANGLES, GL.TRIANGLE_STRIP, GL.TRIANGLE_FAN].map((m) => primitivesOf(m, 7)))
      .toEqual([7, 3, 6, 7, 2, 5, 5]);
    expect(primitivesOf(GL.LINE_LOOP, 1)).toBe(0);
    expect(primitivesOf(GL.TRIANGLE_STRIP, 2)).toBe(0);
  });

  it('strips are captured as independent primitives, per instance', () => {
    const a = new XfbAccounting();
    a.begin(1, GL.TRIANGLES, Infinity);
    a.draw(GL.TRIANGLE_STRIP, 5, 2); // 3 triangles x 2 instances = 6 triangles = 18 vertices
    a.draw(GL.TRIANGLES, 4, 1); // 1 triangle (the 4th vertex is dropped) = 3 vertices
    const r = a.end();
    expect([r.primitivesWritten, r.verticesCaptured]).toEqual([7n, 21n]);
    expect(a.captured(1)).toBe(21);
  });

  it('capture stops at the targets\' capacity, in whole primitives', () => {
    const a = new XfbAccounting();
    a.begin(1, GL.LINES, 9); // room for 4 lines (8 vertices): a 5th line does not fit in the 9th vertex
    a.draw(GL.LINES, 6, 1); // 3 lines
    a.draw(GL.LINE_STRIP, 4, 1); // 3 more lines, 1 fits
    a.draw(GL.POINTS, 2, 1); // GL.POINTS as lines: 2 primitives counted, no room left
    expect(a.end().verticesCaptured).toBe(8n);
  });

  it('paused spans count nothing; draws outside a span count nothing', () => {
    const a = new XfbAccounting();
    a.draw(GL.POINTS, 10, 1);
    a.begin(3, GL.POINTS, Infinity);
    a.draw(GL.POINTS, 4, 1);
    a.pause();
    expect(a.capturing).toBe(false);
    a.draw(GL.POINTS, 100, 1);
    a.resume();
    a.draw(GL.POINTS, 2, 3); // 6
    expect(a.end().verticesCaptured).toBe(10n);
    a.draw(GL.POINTS, 50, 1);
    expect(a.captured(3)).toBe(10);
  });

  it('counts are per XFB object (D21): a new span on one object leaves the other\'s count alone', () => {
    const a = new XfbAccounting();
    a.begin(1, GL.POINTS, Infinity);
    a.draw(GL.POINTS, 5, 1);
    a.end();
    a.begin(2, GL.POINTS, Infinity);
    a.draw(GL.POINTS, 3, 1);
    a.end();
    expect([a.captured(1), a.captured(2), a.captured(7)]).toEqual([5, 3, 0]);
    a.begin(1, GL.POINTS, Infinity); // a new span restarts object 1's count
    expect(a.captured(1)).toBe(0);
    a.end();
    a.forget(2);
    expect(a.captured(2)).toBe(0);
  });
});
