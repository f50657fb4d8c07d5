// Which program each active transform feedback object captures from (GL 4.5 §13.2.2: the program
// may not be relinked, and a different one may not be made current, while the capture is active).
import type { Program, TransformFeedback } from '@mgpipe/gl-state';
import type { FrontEnd } from '../front-end.ts';

const capturingProgram = new WeakMap<TransformFeedback, Program>();
/** Active transform feedback objects of all contexts whose capture program is remembered. */
const activeObjects = new Set<TransformFeedback>();

export function recordXfbBegin(xfb: TransformFeedback, program: Program): void {
  capturingProgram.set(xfb, program);
  activeObjects.add(xfb);
}

export function recordXfbEnd(xfb: TransformFeedback): void {
  capturingProgram.delete(xfb);
  activeObjects.delete(xfb);
}

export function capturingProgramOf(xfb: TransformFeedback): Program | null {
  return capturingProgram.get(xfb) ?? null;
}

/** Transform feedback of the bound object is active and not paused. */
export function isXfbActiveUnpaused(fe: FrontEnd): boolean {
  const x = fe.state.transformFeedback;
  return x.active && !x.paused;
}

/** Some active (possibly paused, possibly unbound) transform feedback object captures from `program`. */
export function isProgramUsedByActiveXfb(_fe: FrontEnd, program: Program): boolean {
  for (const x of activeObjects) if (x.active && capturingProgram.get(x) === program) return true;
  return false;
}
