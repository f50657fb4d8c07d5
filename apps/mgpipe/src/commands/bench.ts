// `mgpipe bench NAME [--json]`: benchmarks that report ratios measured side by side in one run (DESIGN §6,
// §8). Not tests: nothing here asserts a timing. blend-toggle is the batch of seeds §4.5.2 / D-B1: the
// hottest pattern of Blaze3D, `enable(BLEND); draw; disable(BLEND); draw` repeated.
import type { GL } from '@mgpipe/gl-api';
import { createContext, gl as native, GL as C } from '@mgpipe/native-gl';
import { UsageError, type CommandSpec, type ParsedArgs } from '../util/args.ts';
import { createProgress, type Progress } from '../util/progress.ts';
import { glesLane } from '../lanes.ts';
import { commandLine, REPORT_OPTION, reportPathOf } from '../report/option.ts';
import { writeReport } from '../report/write.ts';

const DRAWS = 10_000;
/** Measured rounds per lane set (after one warm-up round); `--repeats N` overrides. */
const DEFAULT_REPEATS = 15;
const SIZE = 64;

const VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nvoid main() { gl_Position = vec4(p, 0.0, 1.0); }\n';
const FS = '#version 330 core\nout vec4 o;\nvoid main() { o = vec4(0.2, 0.4, 0.6, 0.5); }\n';
const ES_VS = '#version 300 es\nlayout(location = 0) in vec2 p;\nvoid main() { gl_Position = vec4(p, 0.0, 1.0); }\n';
const ES_FS = '#version 300 es\nprecision mediump float;\nout vec4 o;\nvoid main() { o = vec4(0.2, 0.4, 0.6, 0.5); }\n';
const TRIANGLE = new Float32Array([-0.5, -0.5, 0.5, -0.5, 0, 0.5]);

interface LaneResult {
  drawsPerSec: number;
  nsPerDraw: number;
}

/** A lane ready to run: its batch, how to wait for its GPU work, how to make its context current. */
interface PreparedLane {
  makeCurrent(): void;
  batch(): void;
  finish(): void;
  destroy(): void;
}

/**
 * Runs the lanes in interleaved rounds (lane A, lane B, ..., then again, each round starting one lane later), one
 * warm-up round first, and takes each lane's median: machine noise of any moment hits every lane alike, so the
 * ratios are fair.
 */
function measureSideBySide(lanes: Record<string, PreparedLane>, repeats: number, onRound: (round: number) => void): Record<string, LaneResult> {
  const samples: Record<string, number[]> = {};
  const entries = Object.entries(lanes);
  for (let round = -1; round < repeats; round++) {
    onRound(round);
    // Each round starts at the next lane: no lane always runs right after the same other one (a context switch,
    // the previous lane's flush) or always first.
    for (let k = 0; k < entries.length; k++) {
      const [name, lane] = entries[(k + round + 1) % entries.length];
      lane.makeCurrent();
      const t0 = process.hrtime.bigint();
      lane.batch();
      lane.finish();
      const ns = Number(process.hrtime.bigint() - t0);
      if (round >= 0) (samples[name] ??= []).push(ns);
    }
  }
  const results: Record<string, LaneResult> = {};
  for (const [name] of entries) {
    const list = samples[name];
    list.sort((a, b) => a - b);
    const ns = list[Math.floor(list.length / 2)];
    results[name] = { drawsPerSec: Math.round((DRAWS * 1e9) / ns), nsPerDraw: Math.round(ns / DRAWS) };
  }
  return results;
}

/** The batch through the GL interface (our stack). */
function interfaceBatch(gl: GL): () => void {
  const vs = gl.createShader(gl.VERTEX_SHADER);
  gl.shaderSource(vs, VS);
  gl.compileShader(vs);
  const fs = gl.createShader(gl.FRAGMENT_SHADER);
  gl.shaderSource(fs, FS);
  gl.compileShader(fs);
  const prog = gl.createProgram();
  gl.attachShader(prog, vs);
  gl.attachShader(prog, fs);
  gl.linkProgram(prog);
  const [vao] = gl.genVertexArrays(1);
  const [vbo] = gl.genBuffers(1);
  gl.bindVertexArray(vao);
  gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
  gl.bufferData(gl.ARRAY_BUFFER, TRIANGLE.byteLength, TRIANGLE, gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 8, 0);
  gl.useProgram(prog);
  gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
  const { BLEND, TRIANGLES } = gl;
  return () => {
    for (let i = 0; i < DRAWS; i += 2) {
      gl.enable(BLEND);
      gl.drawArrays(TRIANGLES, 0, 3);
      gl.disable(BLEND);
      gl.drawArrays(TRIANGLES, 0, 3);
    }
  };
}

/** The same batch straight on a native GLES 3.2 context: the floor our stack is measured against. */
function nativeLane(nullDraws = false): PreparedLane {
  const ctx = createContext({ api: 'gles', surface: { width: SIZE, height: SIZE } });
  {
    ctx.makeCurrent();
    const compile = (type: number, src: string) => {
      const s = native.glCreateShader(type);
      native.glShaderSource(s, 1, [src], null);
      native.glCompileShader(s);
      return s;
    };
    const prog = native.glCreateProgram();
    native.glAttachShader(prog, compile(C.VERTEX_SHADER, ES_VS));
    native.glAttachShader(prog, compile(C.FRAGMENT_SHADER, ES_FS));
    native.glLinkProgram(prog);
    const names = new Uint32Array(2);
    native.glGenVertexArrays(1, names);
    native.glGenBuffers(1, names.subarray(1));
    native.glBindVertexArray(names[0]);
    native.glBindBuffer(C.ARRAY_BUFFER, names[1]);
    native.glBufferData(C.ARRAY_BUFFER, TRIANGLE.byteLength, TRIANGLE, C.STATIC_DRAW);
    native.glEnableVertexAttribArray(0);
    native.glVertexAttribPointer(0, 2, C.FLOAT, 0, 8, 0);
    native.glUseProgram(prog);
    native.glBlendFunc(C.SRC_ALPHA, C.ONE_MINUS_SRC_ALPHA);
    const { BLEND, TRIANGLES } = C;
    return {
      makeCurrent: () => ctx.makeCurrent(),
      batch: () => {
        for (let i = 0; i < DRAWS; i += 2) {
          native.glEnable(BLEND);
          if (!nullDraws) native.glDrawArrays(TRIANGLES, 0, 3);
          native.glDisable(BLEND);
          if (!nullDraws) native.glDrawArrays(TRIANGLES, 0, 3);
        }
      },
      finish: () => native.glFinish(),
      destroy: () => ctx.destroy(),
    };
  }
}

/**
 * Our stack with MOBILEGL_PIPE_PUSH=`push`: `none` is the pull path; `all` pushes the subsystems backend-gles
 * has a push path for (render state among them); `all,nocso` is the negative control without CSO content
 * addressing. Verify and stats stay off: this measures the shipping configuration.
 */
async function stackLane(push: string, nullDraws = false): Promise<PreparedLane> {
  const { parsePipeSwitches } = await import('@mgpipe/migration');
  const switches = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: push, MOBILEGL_PIPE_VERIFY: '0', MOBILEGL_PIPE_STATS: '0' }, {}, 'gles');
  const lane = (await glesLane({ switches, nullDraws }))({ width: SIZE, height: SIZE });
  lane.makeCurrent();
  const batch = interfaceBatch(lane.gl);
  const error = lane.gl.getError();
  if (error !== lane.gl.NO_ERROR) {
    lane.destroy();
    throw new Error(`bench setup raised GL error 0x${error.toString(16)}`);
  }
  return { makeCurrent: () => lane.makeCurrent(), batch, finish: () => lane.gl.finish(), destroy: () => lane.destroy() };
}

async function runBlendToggle(args: ParsedArgs): Promise<number> {
  const name = 'blend-toggle';
  if (args.positionals.length > 0) throw new UsageError(`bench blend-toggle: unexpected argument '${args.positionals[0]}'`);
  // llvmpipe's rasterizer threads make a draw's cost depend on thread scheduling of the moment, which on a
  // 2-core machine swamps the front end's cost being compared; single-threaded rasterization (read by Mesa
  // when the first context opens, i.e. below) keeps the lanes comparable. An explicit setting wins.
  process.env.LP_NUM_THREADS ??= '0';
  // Two measurements from one run. `lanes`: the real driver, as an application sees it. `stackOnly`: the same
  // lanes with draw calls dropped before the driver (every state call still reaches it), which leaves the cost
  // of our front end, tracker and backend per draw: llvmpipe's rasterization, identical in every lane and ~90 %
  // of `lanes`, no longer hides a difference between pull and push behind its noise.
  const repeatsFlag = args.flags.get('repeats');
  const repeats = repeatsFlag === undefined ? DEFAULT_REPEATS : Number(repeatsFlag);
  if (!Number.isInteger(repeats) || repeats < 1 || repeats > 1000) throw new UsageError(`--repeats wants an integer from 1 to 1000, got '${String(repeatsFlag)}'`);
  const reportPath = reportPathOf(args);
  const progress = createProgress({ json: args.flags.has('json') });
  let lanes: Record<string, LaneResult>;
  let stackOnly: Record<string, LaneResult>;
  try {
    lanes = await measureLanes(false, repeats, progress);
    stackOnly = await measureLanes(true, repeats, progress);
  } finally {
    progress.done();
  }
  const result = { name, draws: DRAWS, repeats, llvmpipeThreads: process.env.LP_NUM_THREADS, lanes, ratios: ratiosOf(lanes), stackOnly, stackOnlyRatios: ratiosOf(stackOnly) };
  if (reportPath !== null) {
    await writeReport(reportPath, {
      title: `bench ${name}`,
      command: commandLine(),
      summary: [['draws a batch', String(DRAWS)], ['measured rounds', String(repeats)], ['llvmpipe threads', String(process.env.LP_NUM_THREADS)], ['pattern', 'enable(BLEND); draw; disable(BLEND); draw']],
      bench: [
        { title: 'driver: llvmpipe', lanes, ratios: result.ratios },
        { title: 'draws dropped (stack only)', lanes: stackOnly, ratios: result.stackOnlyRatios },
      ],
    });
  }
  if (args.flags.has('json')) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    for (const [title, set] of [['driver: llvmpipe', lanes], ['driver: draws dropped (stack only)', stackOnly]] as const) {
      process.stdout.write(`${title}\n`);
      for (const [lane, r] of Object.entries(set)) process.stdout.write(`  ${lane.padEnd(10)} ${r.drawsPerSec} draws/s  ${r.nsPerDraw} ns/draw\n`);
      for (const [k, v] of Object.entries(ratiosOf(set))) process.stdout.write(`  ${k} = ${v}\n`);
    }
  }
  return 0;
}

/** The four lanes side by side (their setup is not measured). */
async function measureLanes(nullDraws: boolean, repeats: number, progress: Progress): Promise<Record<string, LaneResult>> {
  const set = nullDraws ? 'draws dropped' : 'llvmpipe';
  const prepared: Record<string, PreparedLane> = {
    native: nativeLane(nullDraws),
    pull: await stackLane('none', nullDraws),
    push: await stackLane('all', nullDraws),
    'push-nocso': await stackLane('all,nocso', nullDraws),
  };
  try {
    return measureSideBySide(prepared, repeats, (round) =>
      progress.update(`bench blend-toggle (${set}): ${round < 0 ? 'warm-up round' : `round ${round + 1}/${repeats}`}`),
    );
  } finally {
    for (const lane of Object.values(prepared)) lane.destroy();
  }
}

function ratiosOf(lanes: Record<string, LaneResult>): Record<string, number> {
  const ratio = (a: string, b: string) => Number((lanes[a].drawsPerSec / lanes[b].drawsPerSec).toFixed(3));
  return {
    'pull/native': ratio('pull', 'native'),
    'push/native': ratio('push', 'native'),
    'push/pull': ratio('push', 'pull'),
    'push-nocso/pull': ratio('push-nocso', 'pull'),
    'push/push-nocso': ratio('push', 'push-nocso'),
  };
}

export const benchCommand: CommandSpec = {
  name: 'bench',
  summary: 'benchmarks reporting ratios measured side by side in one run (timings are never asserted)',
  subcommands: [
    {
      name: 'blend-toggle',
      summary: 'native GLES vs our stack pulled / pushed / pushed without CSO content addressing, on llvmpipe and with draws dropped',
      options: [
        { name: 'json', description: 'print {name, draws, repeats, lanes, ratios, stackOnly, stackOnlyRatios} as one JSON object' },
        { name: 'repeats', value: 'N', description: `measured rounds per lane set, 1..1000 (default ${DEFAULT_REPEATS})` },
        REPORT_OPTION,
      ],
      details: 'a progress line on stderr when it is a terminal (never with --json); exit 0 measured, 2 error',
      run: runBlendToggle,
    },
  ],
};
