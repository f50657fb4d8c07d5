// glUniform* / glProgramUniform* / glGetUniform* (GL 4.5 §7.6.1, §7.13): type-checked writes into
// the program's client-side default block (gl-state Program.WriteUniformWords keeps the write-set and
// content counters), sampler/image units through Program.RecordOpaqueUnit. Hot path: no allocation
// per call; values go through one scratch element buffer, stored a 32-bit word at a time.
import type { GLFunctions } from '@mgpipe/gl-api';
import { MAX_COMBINED_TEXTURE_IMAGE_UNITS, type Program } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { activeProgramOf, linkedOf, lookupProgram } from './c-program-state.ts';
import { UniformKind, type UniformSlot } from './c-uniform-layout.ts';

/** The glUniform* family: which suffix the command has. */
const Cmd = { F: 0, I: 1, U: 2, D: 3 } as const;
const CMD_SUFFIX = ['f', 'i', 'ui', 'd'] as const;

function accepts(slot: UniformSlot, cmd: number, cols: number, rows: number): boolean {
  const info = slot.info;
  if (info.cols !== cols || info.rows !== rows) return false;
  if (cols > 1) return (cmd === Cmd.F && info.kind === UniformKind.Float) || (cmd === Cmd.D && info.kind === UniformKind.Double);
  switch (info.kind) {
    case UniformKind.Float: return cmd === Cmd.F;
    case UniformKind.Double: return cmd === Cmd.D;
    case UniformKind.Int: return cmd === Cmd.I;
    case UniformKind.Uint: return cmd === Cmd.U;
    case UniformKind.Bool: return cmd !== Cmd.D; // §7.6.1: bools load from the f, i and ui forms
    case UniformKind.Sampler: case UniformKind.Image: return cmd === Cmd.I;
    default: return false; // atomic counters have no values to load
  }
}

export function uniformEntryPoints(fe: FrontEnd) {
  // One element at a time: a dmat4 with 32-byte columns is the largest footprint (128 bytes).
  const scratch = new ArrayBuffer(128);
  const u8 = new Uint8Array(scratch);
  const f32 = new Float32Array(scratch);
  const i32 = new Int32Array(scratch);
  const u32 = new Uint32Array(scratch);
  const f64 = new Float64Array(scratch);
  /** What an opaque uniform's write stores: nothing (it joins the write set; its unit is recorded apart). */
  const NO_BYTES = u8.subarray(0, 0);
  const args = new Float64Array(4);

  /**
   * The checks every glUniform* write makes (§7.6.1): the uniform slot at `location` of `program` that `count`
   * elements of this command's shape may be written to, or null (error recorded, or location -1: ignored).
   */
  const slotFor = (fn: string, program: Program | null, location: number, cmd: number, cols: number, rows: number, count: number): UniformSlot | null => {
    if (program === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: no current program`);
      return null;
    }
    const linked = linkedOf(program);
    if (linked === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: program ${program.name} is not linked`);
      return null;
    }
    if (location === -1) return null; // §7.6.1: silently ignored
    const slot = location >= 0 && location < linked.layout.slots.length ? linked.layout.slots[location] : null;
    if (slot === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: ${location} is not a uniform location of program ${program.name}`);
      return null;
    }
    if (!accepts(slot, cmd, cols, rows)) {
      fe.error(GL.INVALID_OPERATION, `${fn}: does not match the type 0x${slot.type.toString(16)} of the uniform at location ${location}`);
      return null;
    }
    if (count > 1 && !slot.isArray) {
      fe.error(GL.INVALID_OPERATION, `${fn}: count ${count} for a uniform that is not an array`);
      return null;
    }
    return slot;
  };

  /**
   * The last plain (float, int, uint, bool) vector slot writeVector's checks accepted, and what they were made for: the
   * program object and its link, the location and the command's shape (`cmd << 2 | rows - 1`). Their outcome depends
   * on nothing else (slotFor, accepts: the link's layout, the location, cmd, rows; count is 1), so a call that matches
   * all four writes without making them again: a frame's per-draw uniform (state-heavy: one glUniform4f a draw) skips
   * the layout lookup and the type match. Any relink moves linkVersion, failed ones included. It holds that one
   * program object alive until another is written, as linkedOf's memo does.
   */
  let acceptedProgram: Program | null = null;
  let acceptedLink = -1;
  let acceptedLocation = -2;
  let acceptedShape = -1;
  let acceptedSlot: UniformSlot | null = null;

  /**
   * glUniform{1,2,3,4}{f,i,ui}: one scalar or vector element from `args`. The common per-draw call (a chunk offset,
   * a colour), so it skips the generic write's matrix walk: `rows` components at consecutive 4-byte slots.
   */
  const writeVector = (fn: string, program: Program | null, location: number, cmd: number, rows: number): void => {
    const shape = (cmd << 2) | (rows - 1);
    let slot: UniformSlot | null;
    if (program === acceptedProgram && location === acceptedLocation && shape === acceptedShape && program!.linkVersion === acceptedLink) {
      slot = acceptedSlot!;
    } else {
      slot = slotFor(fn, program, location, cmd, 1, rows, 1);
      if (slot === null) return;
      const k = slot.info.kind;
      // Doubles (8-byte components) and opaque units take the generic element walk, the checks already made.
      if (k === UniformKind.Double || k === UniformKind.Sampler || k === UniformKind.Image) {
        writeSlot(fn, program!, location, slot, 1, rows, args, 1, false);
        return;
      }
      acceptedProgram = program;
      acceptedLink = program!.linkVersion;
      acceptedLocation = location;
      acceptedShape = shape;
      acceptedSlot = slot;
    }
    const kind = slot.info.kind;
    // The kind picked once, then a plain conversion loop (the branch inside the loop cost ~45 instructions a component);
    // floats, the per-draw case (a chunk offset), written out: even the plain loop re-checked both arrays at every step.
    if (kind === UniformKind.Float) {
      f32[0] = args[0];
      if (rows > 1) {
        f32[1] = args[1];
        if (rows > 2) {
          f32[2] = args[2];
          if (rows > 3) f32[3] = args[3];
        }
      }
    } else if (kind === UniformKind.Int) for (let r = 0; r < rows; r++) i32[r] = args[r];
    else if (kind === UniformKind.Uint) for (let r = 0; r < rows; r++) u32[r] = args[r];
    else for (let r = 0; r < rows; r++) u32[r] = args[r] !== 0 ? 1 : 0; // bool
    program!.WriteUniformWords(location, slot.offset, u32, rows);
  };

  /** Validates and writes `count` elements of `values` at `location` of `program`. */
  const write = (fn: string, program: Program | null, location: number, cmd: number, cols: number, rows: number,
    values: ArrayLike<number>, count: number, transpose: boolean): void => {
    const slot = slotFor(fn, program, location, cmd, cols, rows, count);
    if (slot !== null) writeSlot(fn, program!, location, slot, cols, rows, values, count, transpose);
  };

  /** Writes `count` elements of `values` into `slot` (at `location`), which slotFor accepted for this shape. */
  const writeSlot = (fn: string, program: Program, location: number, slot: UniformSlot, cols: number, rows: number,
    values: ArrayLike<number>, count: number, transpose: boolean): void => {
    const n = count < slot.elementsLeft ? count : slot.elementsLeft;
    const kind = slot.info.kind;
    if (kind === UniformKind.Sampler || kind === UniformKind.Image) {
      if (kind === UniformKind.Sampler) {
        for (let e = 0; e < n; e++) {
          if (values[e] < 0 || values[e] >= MAX_COMBINED_TEXTURE_IMAGE_UNITS) {
            fe.error(GL.INVALID_VALUE, `${fn}: texture unit ${values[e]} is outside [0, MAX_COMBINED_TEXTURE_IMAGE_UNITS)`);
            return;
          }
        }
      }
      for (let e = 0; e < n; e++) {
        program.RecordOpaqueUnit(location + e, values[e]);
        program.WriteUniform(location + e, 0, NO_BYTES);
      }
      return;
    }
    const perElement = cols * rows;
    const bytes = slot.elementBytes;
    const componentBytes = kind === UniformKind.Double ? 8 : 4;
    for (let e = 0; e < n; e++) {
      u8.fill(0, 0, bytes);
      const base = e * perElement;
      for (let c = 0; c < cols; c++) {
        for (let r = 0; r < rows; r++) {
          const v = values[base + (transpose ? r * cols + c : c * rows + r)];
          const at = (c * slot.matrixStride + r * componentBytes) / componentBytes;
          switch (kind) {
            case UniformKind.Float: f32[at] = v; break;
            case UniformKind.Double: f64[at] = v; break;
            case UniformKind.Int: i32[at] = v; break;
            case UniformKind.Uint: u32[at] = v; break;
            default: u32[at] = v !== 0 ? 1 : 0; break; // bool
          }
        }
      }
      // Every component (and so every element) is whole 32-bit words: 4 bytes, or 8 for doubles.
      program.WriteUniformWords(location + e, slot.offset + e * slot.arrayStride, u32, bytes >> 2);
    }
  };

  const read = (fn: string, programName: number, location: number, cmd: number, bufSize: number): number[] => {
    const p = lookupProgram(fe, programName, fn);
    if (p === null) return [];
    const linked = linkedOf(p);
    if (linked === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: program ${programName} is not linked`);
      return [];
    }
    const slot = location >= 0 && location < linked.layout.slots.length ? linked.layout.slots[location] : null;
    if (slot === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: ${location} is not a uniform location of program ${programName}`);
      return [];
    }
    const { kind, cols, rows } = slot.info;
    const opaque = kind >= UniformKind.Sampler;
    const count = opaque ? 1 : cols * rows;
    if (count * (cmd === Cmd.D ? 8 : 4) > bufSize) {
      fe.error(GL.INVALID_OPERATION, `${fn}: bufSize ${bufSize} is too small for the uniform's ${count} values`);
      return [];
    }
    const out: number[] = [];
    if (opaque) {
      out.push(p.opaqueUnits[location]);
      return out;
    }
    const view = new DataView(p.uniformData.buffer, p.uniformData.byteOffset, p.uniformData.byteLength);
    const componentBytes = kind === UniformKind.Double ? 8 : 4;
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r < rows; r++) {
        const at = slot.offset + c * slot.matrixStride + r * componentBytes;
        let v: number;
        switch (kind) {
          case UniformKind.Float: v = view.getFloat32(at, true); break;
          case UniformKind.Double: v = view.getFloat64(at, true); break;
          case UniformKind.Int: v = view.getInt32(at, true); break;
          default: v = view.getUint32(at, true); break;
        }
        // §2.2.2 conversions: floating-point values returned as integers are rounded.
        if ((cmd === Cmd.I || cmd === Cmd.U) && (kind === UniformKind.Float || kind === UniformKind.Double)) v = Math.round(v);
        if (cmd === Cmd.U) v = v >>> 0;
        if (cmd === Cmd.I) v = v | 0;
        out.push(v);
      }
    }
    return out;
  };

  const current = () => activeProgramOf(fe);
  const methods: Record<string, unknown> = {};
  for (let cmd = 0; cmd < 4; cmd++) {
    const s = CMD_SUFFIX[cmd];
    for (let rows = 1; rows <= 4; rows++) {
      const name = `uniform${rows}${s}`;
      const pname = `programUniform${rows}${s}`;
      methods[name] = (location: number, v0: number, v1: number, v2: number, v3: number) => {
        args[0] = v0; args[1] = v1; args[2] = v2; args[3] = v3;
        writeVector(name, current(), location, cmd, rows);
      };
      methods[`${name}v`] = (location: number, value: ArrayLike<number>) =>
        write(`${name}v`, current(), location, cmd, 1, rows, value, Math.floor(value.length / rows), false);
      methods[pname] = (program: number, location: number, v0: number, v1: number, v2: number, v3: number) => {
        const p = lookupProgram(fe, program, pname);
        if (p === null) return;
        args[0] = v0; args[1] = v1; args[2] = v2; args[3] = v3;
        writeVector(pname, p, location, cmd, rows);
      };
      methods[`${pname}v`] = (program: number, location: number, value: ArrayLike<number>) => {
        const p = lookupProgram(fe, program, `${pname}v`);
        if (p !== null) write(`${pname}v`, p, location, cmd, 1, rows, value, Math.floor(value.length / rows), false);
      };
    }
  }
  for (const cmd of [Cmd.F, Cmd.D]) {
    const s = CMD_SUFFIX[cmd];
    for (let cols = 2; cols <= 4; cols++) {
      for (let rows = 2; rows <= 4; rows++) {
        const dims = cols === rows ? `${cols}` : `${cols}x${rows}`;
        const name = `uniformMatrix${dims}${s}v`;
        const pname = `programUniformMatrix${dims}${s}v`;
        const per = cols * rows;
        methods[name] = (location: number, transpose: boolean | number, value: ArrayLike<number>) =>
          write(name, current(), location, cmd, cols, rows, value, Math.floor(value.length / per), transpose === true || transpose === 1);
        methods[pname] = (program: number, location: number, transpose: boolean | number, value: ArrayLike<number>) => {
          const p = lookupProgram(fe, program, pname);
          if (p !== null) write(pname, p, location, cmd, cols, rows, value, Math.floor(value.length / per), transpose === true || transpose === 1);
        };
      }
    }
  }
  const big = Number.MAX_SAFE_INTEGER;
  Object.assign(methods, {
    getUniformfv: (program: number, location: number) => read('getUniformfv', program, location, Cmd.F, big),
    getUniformiv: (program: number, location: number) => read('getUniformiv', program, location, Cmd.I, big),
    getUniformuiv: (program: number, location: number) => read('getUniformuiv', program, location, Cmd.U, big),
    getUniformdv: (program: number, location: number) => read('getUniformdv', program, location, Cmd.D, big),
    getnUniformfv: (program: number, location: number, bufSize: number) => read('getnUniformfv', program, location, Cmd.F, bufSize),
    getnUniformiv: (program: number, location: number, bufSize: number) => read('getnUniformiv', program, location, Cmd.I, bufSize),
    getnUniformuiv: (program: number, location: number, bufSize: number) => read('getnUniformuiv', program, location, Cmd.U, bufSize),
    getnUniformdv: (program: number, location: number, bufSize: number) => read('getnUniformdv', program, location, Cmd.D, bufSize),
  } satisfies Partial<GLFunctions>);
  return methods as Partial<GLFunctions>;
}
