// The state of one shader_test run on one lane: what shader_runner.c keeps in globals (program, link
// status, tolerance, clear bits, texture bindings, framebuffers, buffer objects), plus how a verdict is
// recorded. A failing check records the first reason and the run goes on, as piglit_display() does; a
// fatal one (piglit_report_result in the C runner) stops the run.
import type { GL } from '@mgpipe/gl-api';

export type Status = 'pass' | 'fail' | 'skip' | 'crash' | 'timeout';

export interface Verdict {
  status: Status;
  reason: string;
  /** With MOBILEGL_PIPE_VERIFY=1 on our lane: verbs whose pushed state was compared with the pulled, divergences. */
  verify?: VerifyTally;
}

export interface VerifyTally {
  verbs: number;
  divergences: number;
  /** The first divergences, `<PipeInputs group>@<verb class>: <difference>`. */
  first: string[];
}

/** Stops the run at once with this verdict (piglit_report_result). */
export class StopRun extends Error {
  constructor(readonly verdict: Verdict) {
    super(verdict.reason);
  }
}

export function fatal(reason: string): never {
  throw new StopRun({ status: 'fail', reason });
}

export function unsupported(what: string): never {
  throw new StopRun({ status: 'fail', reason: `unsupported command: ${what}` });
}

export interface TextureBinding {
  name: number;
  target: number;
  width: number;
  height: number;
  layers: number;
}

/** piglit's default tolerance for an 8-bit channel: piglit_set_tolerance_for_bits(8, 8, 8, 8) = 3 / 2^8. */
export const DEFAULT_TOLERANCE = [3 / 256, 3 / 256, 3 / 256, 3 / 256];

export class TestRun {
  program = 0;
  linkOk = false;
  linkLog = '';
  linkErrorExpected = false;
  programInUse = false;
  /** SSO ENABLED: the program pipeline (bound instead of a program) and each stage's program, by shader stage enum. */
  pipeline = 0;
  ssoPrograms = new Map<number, number>();
  /** `subuniform` indices per stage (subroutines.ts), by subroutine uniform location. */
  subuniforms: (Uint32Array | undefined)[] = [];
  tolerance = [...DEFAULT_TOLERANCE];
  clearBits = 0;
  /** The VAO holding [vertex data] (and the one draws restore). */
  vao = 0;
  vboRows = 0;
  vboPresent = false;
  uniformBlockBuffers: number[] = [];
  /**
   * shader_runner's force_no_names (on in SPIR-V mode): blocks are found by their binding (`block binding`), block
   * members written at `block offset`, interface queries matched by BUFFER_BINDING instead of a name.
   */
  noNames = false;
  /** force_no_names: uniform block index by its UNIFORM_BLOCK_BINDING (setup_ubos' uniform_block_indexes). */
  uniformBlockIndexes = new Map<number, number>();
  block = { arrayIndex: 0, binding: -1, offset: -1, matrixStride: -1, rowMajor: -1 };
  textures = new Map<number, TextureBinding>();
  ssbos = new Map<number, number>();
  atomicBuffers = new Map<number, number>();
  /** `xfb buffer object` buffers by TRANSFORM_FEEDBACK_BUFFER index (0 = never set up, as piglit's xfb[]). */
  xfbBuffers = [0, 0, 0, 0];
  /** The PRIMITIVES_GENERATED and TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN queries `xfb draw arrays` keeps (xfb.ts). */
  xfbQueries = new Map<number, number>();
  drawFbo = 0;
  readFbo = 0;
  renderWidth: number;
  renderHeight: number;
  readWidth: number;
  readHeight: number;
  firstFailure: string | null = null;
  /** The first high-severity error the implementation reported through GL debug output (execute.ts). */
  debugError: string | null = null;
  /** The line being executed (reasons name it). */
  line = 0;

  constructor(readonly gl: GL, readonly width: number, readonly height: number, readonly dir: string) {
    this.renderWidth = this.readWidth = width;
    this.renderHeight = this.readHeight = height;
  }

  fail(reason: string): void {
    if (this.firstFailure === null) this.firstFailure = `${reason} (line ${this.line})`;
  }

  /** shader_runner's program_must_be_in_use(): a draw with no linked program fails with the link log. */
  programMustBeInUse(): void {
    if (!this.linkOk) this.fail(`link failed: ${firstLine(this.linkLog)}`);
    else if (!this.programInUse) this.fail('program not in use');
  }

  /** A GL enum by its registry name (`GL_TRIANGLES` or `TRIANGLES`); an unknown name is fatal. */
  enumOf(name: string): number {
    // GL_CLIP_PLANEi is the compatibility name of GL_CLIP_DISTANCEi (the same value, 0x3000 + i).
    const key = (name.startsWith('GL_') ? name.slice(3) : name).replace(/^CLIP_PLANE(\d)$/, 'CLIP_DISTANCE$1');
    const v = (this.gl as unknown as Record<string, unknown>)[key];
    if (typeof v !== 'number') fatal(`unknown GL enum ${name}`);
    return v as number;
  }

  /** The GL error now; a non-zero one is a failure naming `what` (shader_runner's piglit_check_gl_error). */
  checkGlError(what: string): void {
    const e = this.gl.getError();
    if (e !== 0) this.fail(`GL error 0x${e.toString(16)} after ${what}`);
  }
}

/** The line of a compile / link log that says what went wrong (the first naming an error, else the first). */
export function firstLine(log: string): string {
  const lines = log.split('\n').map((s) => s.trim()).filter((s) => s !== '');
  const l = lines.find((s) => /error/i.test(s)) ?? lines[0];
  return l === undefined ? '(empty log)' : l.length > 200 ? `${l.slice(0, 200)}…` : l;
}

const bits = new DataView(new ArrayBuffer(4));

/** parse_floats: a hex token is the bit pattern of a float (`0xbfaa3d71` = -1.33). */
function hexFloat(hex: number): number {
  bits.setUint32(0, hex >>> 0);
  return bits.getFloat32(0);
}

/**
 * Numbers of a command's tail: floats, ints, hex (`0x...`), separated by spaces, commas and parentheses. With
 * `floats`, hex tokens are float bit patterns, as piglit's parse_floats reads them; otherwise integers.
 */
export function numbers(text: string, floats = false): number[] {
  return text
    .split(/[\s,()]+/)
    .filter((t) => t !== '')
    .map((raw) => {
      const t = raw.replace(/^([-+]?)inf(inity)?$/i, '$1Infinity');
      const hex = /^[-+]?0x[0-9a-f]+$/i.test(t);
      const n = hex ? (floats ? hexFloat(Number.parseInt(t, 16)) : Number.parseInt(t, 16)) : Number(t);
      if (Number.isNaN(n) && !/^[-+]?nan$/i.test(t)) fatal(`bad number '${t}'`);
      return n;
    });
}
