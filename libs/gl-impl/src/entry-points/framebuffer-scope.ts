// Shared by the GL 4.5 named framebuffer commands of areas A and B: resolving a framebuffer name, and
// running a backend verb against framebuffers that are not the bound ones.
import type { Framebuffer } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';

/**
 * The framebuffer a NamedFramebuffer* / ClearNamedFramebuffer* / BlitNamedFramebuffer command names: 0 is
 * the default framebuffer (GL 4.5 §9.2); any other name needs an object (createFramebuffers, or bound
 * once), else INVALID_OPERATION and undefined.
 */
export function namedFramebuffer(fe: FrontEnd, fn: string, name: number): Framebuffer | undefined {
  if (name === 0) return fe.state.defaultFramebuffer;
  const fb = fe.state.objects.framebuffers.Get(name);
  if (fb === null) {
    fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is not the name of an existing framebuffer object`);
    return undefined;
  }
  return fb;
}

/**
 * Runs `verb` with `draw` / `read` as the draw / read framebuffers. The backend verbs that touch pixels
 * (clear, clearBuffer, blitFramebuffer) read the bound framebuffers at verb time and take none as an
 * argument, so a named command binds for the verb's duration and restores the bindings: no visible
 * binding change for the application, two framebuffer-binding changes for the tracker (the cost, until the
 * verbs take their framebuffers). When the named framebuffers are the bound ones nothing moves.
 */
export function withFramebuffers(fe: FrontEnd, draw: Framebuffer, read: Framebuffer, verb: () => void): void {
  const st = fe.state;
  const oldDraw = st.drawFramebuffer, oldRead = st.readFramebuffer;
  const swapDraw = oldDraw !== draw, swapRead = oldRead !== read;
  if (swapDraw) st.BindFramebuffer(true, false, draw);
  if (swapRead) st.BindFramebuffer(false, true, read);
  try {
    verb();
  } finally {
    if (swapDraw) st.BindFramebuffer(true, false, oldDraw);
    if (swapRead) st.BindFramebuffer(false, true, oldRead);
  }
}
