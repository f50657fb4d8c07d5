// GLSL 4.50 §4.4.1 (ARB_enhanced_layouts): "when location aliasing, the aliases sharing the location must have the
// same underlying numerical type (floating-point or integer)". glslang checks it for fragment outputs only; this
// checks every stage interface variable (vertex inputs excepted: attribute aliasing is its own rule) at link.
import type { ProgramReflection, StageInterfaceVariable } from '@mgpipe/native-shader';
import { GL } from '@mgpipe/value-types';
import { glTypeSize } from './gl-types.ts';

const INTEGER_TYPES = new Set<number>([
  GL.INT, GL.INT_VEC2, GL.INT_VEC3, GL.INT_VEC4, GL.UNSIGNED_INT, GL.UNSIGNED_INT_VEC2, GL.UNSIGNED_INT_VEC3,
  GL.UNSIGNED_INT_VEC4, GL.BOOL, GL.BOOL_VEC2, GL.BOOL_VEC3, GL.BOOL_VEC4,
]);

/** Stage inputs / outputs that are arrays of one element per vertex: their array size spans no locations. */
function perVertex(stage: string, direction: 'in' | 'out'): boolean {
  return stage === 'tessControl' || (direction === 'in' && (stage === 'tessEvaluation' || stage === 'geometry'));
}

export function locationAliasingErrors(refl: ProgramReflection): string[] {
  const errors: string[] = [];
  for (const s of refl.stageInterfaces) {
    for (const direction of ['in', 'out'] as const) {
      if (s.stage === 'vertex' && direction === 'in') continue;
      const list = (direction === 'in' ? s.inputs : s.outputs).filter((v) => !v.builtIn && v.location >= 0);
      const span = (v: StageInterfaceVariable) =>
        (glTypeSize(v.type)?.locations ?? 1) * (perVertex(s.stage, direction) ? 1 : Math.max(1, v.arraySize));
      const seen = new Map<number, StageInterfaceVariable>();
      for (const v of list) {
        for (let l = v.location; l < v.location + span(v); l++) {
          const other = seen.get(l);
          if (other === undefined) {
            seen.set(l, v);
          } else if (INTEGER_TYPES.has(other.type) !== INTEGER_TYPES.has(v.type)) {
            errors.push(`ERROR: ${s.stage} ${direction}puts '${other.name}' and '${v.name}' share location ${l} with different numerical types (floating-point and integer)`);
            break;
          }
        }
      }
    }
  }
  return errors;
}
