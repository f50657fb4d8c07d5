// GL's location rules for vertex attributes and fragment outputs, applied at link:
//   1. an explicit layout(location) in the source wins;
//   2. else a glBindAttribLocation / glBindFragDataLocation[Indexed] request given before the link;
//   3. else the linker assigns the lowest free locations, in declaration order.
// glslang has already assigned locations for (3) on its own, unaware of (2), so the result here is
// authoritative and is written back into the SPIR-V (spirv-patch.ts).
import type { PipeVariable } from '@mgpipe/native-shader';
import type { ProgramVariable } from './artifact.ts';
import { glTypeSize } from './gl-types.ts';
import type { ExplicitLayout } from './layout-scan.ts';

export interface LocationRequest {
  location: number;
  /** Fragment outputs only (dual-source blending); default 0. */
  index?: number;
}

export interface AssignedLocations {
  variables: ProgramVariable[];
  /** SPIR-V variable name → location, for patchLocations. */
  byVariable: Map<string, number>;
  errors: string[];
}

/** "weights[0]" → "weights": GL accepts either spelling in the bind calls. */
export function baseName(name: string): string {
  return name.endsWith('[0]') ? name.slice(0, -3) : name;
}

export function assignLocations(
  kind: 'attribute' | 'output',
  reflected: PipeVariable[],
  explicit: ExplicitLayout[],
  requests: ReadonlyMap<string, LocationRequest>,
  maxLocations: number,
  /** Locations automatic assignment leaves alone (generic attribute 0 when gl_Vertex, which aliases it, is used). */
  reserved: readonly number[] = [],
  /** layout(component) of a variable by name (ARB_enhanced_layouts); 0 when absent. */
  components: ReadonlyMap<string, number> = new Map(),
): AssignedLocations {
  const storage = kind === 'attribute' ? 'in' : 'out';
  const explicitByName = new Map(explicit.filter((e) => e.storage === storage).map((e) => [e.name, e]));
  const used = new Map<string, { name: string; mask: number }[]>(); // "location/index" → the variables there
  const errors: string[] = [];
  const what = kind === 'attribute' ? 'vertex attribute' : 'fragment output';

  const span = (v: PipeVariable) => (glTypeSize(v.type)?.locations ?? 1) * Math.max(1, v.arraySize);
  // The components of one location a variable takes: layout(component) on, as many as its vector (or matrix
  // column) has. Outputs may share a location on distinct components (GLSL 4.50 §4.4.2), not a component.
  const componentMask = (v: PipeVariable) => {
    const rows = glTypeSize(v.type)?.rows ?? 4;
    return ((1 << rows) - 1) << (components.get(baseName(v.name)) ?? 0);
  };
  const claim = (v: PipeVariable, location: number, index: number): boolean => {
    if (location < 0 || location + span(v) > maxLocations) {
      errors.push(`ERROR: ${what} '${baseName(v.name)}' at location ${location} exceeds the ${maxLocations} available locations`);
      return false;
    }
    const mask = componentMask(v);
    for (let l = location; l < location + span(v); l++) {
      const key = `${l}/${index}`;
      const here = used.get(key) ?? [];
      const other = here.find((u) => (u.mask & mask) !== 0);
      // Desktop GL allows attribute aliasing; fragment outputs may not share a component.
      if (other !== undefined && kind === 'output') {
        errors.push(`ERROR: fragment outputs '${other.name}' and '${baseName(v.name)}' both use location ${l} index ${index}`);
        return false;
      }
      used.set(key, [...here, { name: baseName(v.name), mask }]);
    }
    return true;
  };

  const chosen = new Map<PipeVariable, Omit<ProgramVariable, 'name' | 'type' | 'arraySize'>>();
  // Pass 1: explicit and requested locations take their slots before anything is assigned.
  for (const v of reflected) {
    const base = baseName(v.name);
    const e = explicitByName.get(base);
    const request = requests.get(base) ?? requests.get(v.name);
    if (e?.location !== undefined) {
      chosen.set(v, { location: v.location, index: e.index ?? 0, locationSource: 'explicit' });
      claim(v, v.location, e.index ?? 0);
    } else if (request) {
      chosen.set(v, { location: request.location, index: request.index ?? 0, locationSource: 'bound' });
      claim(v, request.location, request.index ?? 0);
    }
  }
  // Pass 2: the rest, first fit.
  const taken = (l: number) => used.has(`${l}/0`) || reserved.includes(l);
  for (const v of reflected) {
    if (chosen.has(v)) continue;
    const n = span(v);
    let location = 0;
    while (location + n <= maxLocations && [...Array(n).keys()].some((k) => taken(location + k))) location++;
    if (location + n > maxLocations) {
      errors.push(`ERROR: too many ${what}s: no room for '${baseName(v.name)}' (${n} locations)`);
      continue;
    }
    claim(v, location, 0);
    chosen.set(v, { location, index: 0, locationSource: 'assigned' });
  }

  const variables: ProgramVariable[] = [];
  const byVariable = new Map<string, number>();
  for (const v of reflected) {
    const c = chosen.get(v);
    if (!c) continue;
    variables.push({ name: v.name, type: v.type, arraySize: v.arraySize, ...c });
    byVariable.set(baseName(v.name), c.location);
  }
  return { variables, byVariable, errors };
}
