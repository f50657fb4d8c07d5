// gl_in[].gl_ClipDistance / gl_CullDistance in tessellation and geometry stages (GLSL 1.50 §7.1, GL 4.5 §11.1.3.10).
// Desktop GLSL sizes the input gl_PerVertex block's clip-distance array implicitly (from the stage's own
// redeclaration or the previous stage's output); ESSL 3.20 with EXT_clip_cull_distance declares it unsized in the
// built-in `gl_in[]` block and Mesa then refuses what desktop GL accepts: a whole-array copy ("value of type float[]
// cannot be assigned to variable of type float[8]") and a non-constant index ("unsized array index must be
// constant"). SPIRV-Cross redeclares output blocks but never the input one in ESSL, so the input block is redeclared
// here (ESSL 3.20 §7.1.1 allows redeclaring gl_PerVertex in these stages) with the arrays sized as the previous
// stage's ESSL declares its output (`out float gl_ClipDistance[N];`, what SPIRV-Cross writes for it), else
// gl_MaxClipDistances (8). gl_PointSize stays in the block when the point-size lowering enabled its extension
// (point-size-lowering.ts, guarded by the same macro), so the block matches the producer's.

const MAX_CLIP_DISTANCES = 8;
const STAGES = new Set(['tessControl', 'tessEvaluation', 'geometry']);

function producerSize(producer: string | undefined, builtin: string): number {
  const m = producer === undefined ? null : new RegExp(`\\bout\\s+(?:highp\\s+)?float\\s+${builtin}\\s*\\[(\\d+)\\]`).exec(producer);
  return m === null ? MAX_CLIP_DISTANCES : Number(m[1]);
}

/** Whether the stage reads gl_in[…].gl_ClipDistance / gl_CullDistance and has no input gl_PerVertex redeclaration. */
export function readsInputClipDistances(essl: string, stage: string): boolean {
  return STAGES.has(stage) && /\bgl_in\s*\[[^\]]*\]\s*\.\s*gl_(Clip|Cull)Distance\b/.test(essl) && !/\bin\s+gl_PerVertex\b/.test(essl);
}

/**
 * The stage with `in gl_PerVertex { … } gl_in[];` redeclared (sized clip / cull distances) when it reads them from
 * gl_in (see the header), and its producer with the same block redeclared as its output: Mesa matches a redeclared
 * gl_PerVertex only against an identical one ("definitions of interface block `gl_PerVertex' do not match"), and
 * SPIRV-Cross gives the producer a plain `out float gl_ClipDistance[N];`. A producer whose output block is an array
 * (tessellation control) or that is missing keeps its declarations; unchanged stages otherwise.
 */
export function redeclareInputClipDistances(essl: string, stage: string, producer: string | undefined, producerStage: string | undefined): { essl: string; producer: string | undefined } {
  if (!readsInputClipDistances(essl, stage)) return { essl, producer };
  const distances: string[] = [];
  for (const builtin of ['gl_ClipDistance', 'gl_CullDistance']) {
    const declared = producer !== undefined && new RegExp(`\\bout\\s+(?:highp\\s+)?float\\s+${builtin}\\b`).test(producer);
    if (declared || new RegExp(`\\b${builtin}\\b`).test(essl)) distances.push(`    highp float ${builtin}[${producerSize(producer, builtin)}];`);
  }
  // A tessellation control producer redeclares its output block as an array (`out gl_PerVertex { … } gl_out[N];`, which
  // it keeps): the input block takes exactly its members, as Mesa links a redeclared gl_PerVertex only against an
  // identical one (piglit tes-input/tes-input-gl_ClipDistance: the control stage's block holds gl_ClipDistance alone).
  const arrayed = producer === undefined ? null : /\bout\s+gl_PerVertex\s*\{([^}]*)\}\s*gl_out\s*\[[^\]]*\]\s*;/.exec(producer);
  const members = arrayed !== null
    ? arrayed[1].split('\n').map((l) => l.trimEnd()).filter((l) => l.trim() !== '')
    : ['    highp vec4 gl_Position;', '#ifdef MGP_POINT_SIZE_', '    highp float gl_PointSize;', '#endif', ...distances];
  const consumerBlock = ['in gl_PerVertex', '{', ...members, '} gl_in[];', ''].join('\n');
  let outProducer = producer;
  if (producer !== undefined && (producerStage === 'vertex' || producerStage === 'tessEvaluation') && !/\bout\s+gl_PerVertex\b/.test(producer)) {
    // The vertex stage always has gl_PointSize; a tessellation evaluation stage has it with the same extension guard.
    const pointSize = producerStage === 'vertex' ? ['    highp float gl_PointSize;'] : ['#ifdef MGP_POINT_SIZE_', '    highp float gl_PointSize;', '#endif'];
    const producerBlock = ['out gl_PerVertex', '{', '    highp vec4 gl_Position;', ...pointSize, ...distances, '};', ''].join('\n');
    const stripped = producer.replace(/^out\s+(?:highp\s+)?float\s+gl_(?:Clip|Cull)Distance\s*\[\d+\]\s*;\n/gm, '');
    outProducer = insertAfterDirectives(stripped, producerBlock);
  }
  return { essl: insertAfterDirectives(essl, consumerBlock), producer: outProducer };
}

function insertAfterDirectives(essl: string, block: string): string {
  const lines = essl.split('\n');
  let i = 0;
  while (i < lines.length && (lines[i].trimStart().startsWith('#') || lines[i].trim() === '')) i++;
  return [...lines.slice(0, i), block, ...lines.slice(i)].join('\n');
}
