// Verb classes of the tracker (seeds §5.1: one validate entry per class). The names match pipe-types'
// G5 VerbClass where G5 has the class, so part 2 maps a tracker class straight to PipeInputsGen.beginVerb();
// `programOp` (link / use / uniform-block binding verbs) exists only here because no MGPipe verb call carries
// it (create_shader_state leaves from the compile pool), and `sync` (flush / present / barriers) reads nothing.

export const TRACKER_VERB_CLASS_NAMES = [
  'draw',
  'dispatch',
  'clear',
  'blitOrCopy',
  'textureOp',
  'readback',
  'xfbSpan',
  'query',
  'sync',
  'programOp',
] as const;

export type TrackerVerbClassName = (typeof TRACKER_VERB_CLASS_NAMES)[number];

export const TrackerVerbClass = Object.fromEntries(TRACKER_VERB_CLASS_NAMES.map((n, i) => [n, i])) as {
  readonly [K in TrackerVerbClassName]: number;
};
