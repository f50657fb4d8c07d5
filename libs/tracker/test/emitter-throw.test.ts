// A pipe call that throws in the middle of validate's walk (a receiver's ProtocolCorruption in the monolith, a fault
// planted by a test): the tracker must not believe the bits of that walk are up to date. The walk records a bit's
// shutter before it runs the bit's emitter, so without the tracker's catch the next validate found every shutter
// equal and ran nothing, whatever the server was left with.
import { GLContext } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, PipeStats, RecordingPipeContext } from '../src/index.ts';

describe('an emitter that throws', () => {
  it('leaves every bit of that walk to run its emitter again at the next validate, nothing moved since', () => {
    const ctx = new GLContext();
    const rec = new RecordingPipeContext();
    let planted = false;
    const bind = rec.table.bind_vertex_elements_state!; // the tracker looks its entries up once, when it is built
    rec.table.bind_vertex_elements_state = (p) => {
      if (planted) throw new Error('planted');
      bind(p);
    };
    const stats = new PipeStats();
    const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: subsystemMask('render-state', 'vertex-elements'), noCsoContentAddressing: false }, stats });
    const vao = ctx.objects.CreateVertexArray();
    vao.SetAttribEnabled(0, true); // elements unlike the default VAO's: binding it sends a bind of its own
    t.validateForDraw();
    planted = true;
    ctx.BindVertexArray(vao);
    expect(() => t.validateForDraw()).toThrow('planted');
    planted = false;
    const lookups = stats.csoHits + stats.csoMisses;
    t.validateForDraw();
    // The vertex-elements emitter ran again (its CSO lookup counted): its own memo decides what to send from there.
    expect(stats.csoHits + stats.csoMisses).toBeGreaterThan(lookups);
    t.validateForDraw(); // and once it completed, a validate with nothing moved runs nothing
    expect(stats.csoHits + stats.csoMisses).toBe(lookups + 1);
  });
});
