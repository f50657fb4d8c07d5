// Which parameters of the GL interface are object names, and of which namespace (traces, DESIGN §5):
// a trace replayer maps the names the recording implementation returned (gen*, create*, fenceSync,
// getUniformLocation ...) to the names the replaying one returns, and must know which arguments to
// translate. Derived from the table's parameter names, so a new row is covered without a hand edit:
//   buffer(s) → buffer        texture(s), origtexture → texture   sampler(s) → sampler
//   renderbuffer(s) → renderbuffer   framebuffer(s) → framebuffer   array(s) → vertexArray
//   id(s) → transformFeedback in a *TransformFeedback* method, else query
//   program → program   shader → shader   pipeline(s) → programPipeline   sync → sync
//   location → uniformLocation (scoped by the method's `program` parameter, else the current program)
//   uniformBlockIndex → uniformBlockIndex (scoped like location)
//   index / attribindex of a *VertexAttrib* method → attribLocation
// Returned names: a gen* method's output parameter name by the same rules; the rest is RETURN_KINDS.
// Everything the rules get wrong is in EXCEPTIONS, each with its reason.
import type { JsMethod } from './js-shape.ts';

export const OBJECT_KINDS = [
  'buffer', 'texture', 'sampler', 'renderbuffer', 'framebuffer', 'vertexArray', 'query', 'transformFeedback',
  'program', 'shader', 'programPipeline', 'sync', 'uniformLocation', 'attribLocation', 'uniformBlockIndex',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export interface ObjectParam {
  /** Position among the JS parameters. */
  index: number;
  kind: ObjectKind | 'textureOrRenderbuffer';
  /** The argument is an array of names (deleteBuffers, bindTextures ...). */
  array: boolean;
  /** textureOrRenderbuffer: the parameter holding the target (RENDERBUFFER → renderbuffer, else texture). */
  targetParam?: number;
}

export interface MethodObjects {
  name: string;
  params: ObjectParam[];
  returns?: ObjectKind;
  /** Position of the `program` parameter scoping uniformLocation / uniformBlockIndex (absent: current program). */
  programParam?: number;
}

/** Kinds whose values are only meaningful per program. */
const PER_PROGRAM: ReadonlySet<string> = new Set(['uniformLocation', 'uniformBlockIndex']);

/** Methods whose returned value is a name or location, beyond the gen* output rule. */
const RETURN_KINDS: Record<string, ObjectKind> = {
  createShader: 'shader',
  createProgram: 'program',
  createShaderProgramv: 'program',
  fenceSync: 'sync',
  getUniformLocation: 'uniformLocation',
  getAttribLocation: 'attribLocation',
  getUniformBlockIndex: 'uniformBlockIndex',
};

/**
 * Parameters the name rules would translate but must not (null), or translate differently.
 * Key: `method.param`.
 */
const EXCEPTIONS: Record<string, ObjectParam['kind'] | null> = {
  // GL_TEXTUREi, an enum, not a texture name.
  'activeTexture.texture': null,
  // COLOR / DEPTH / STENCIL / DEPTH_STENCIL, an enum naming the buffer to clear.
  'clearBufferiv.buffer': null,
  'clearBufferuiv.buffer': null,
  'clearBufferfv.buffer': null,
  'clearBufferfi.buffer': null,
  // Debug message ids are application-chosen numbers, not query names.
  'debugMessageInsert.id': null,
  'debugMessageControl.ids': null,
  'pushDebugGroup.id': null,
  // A subroutine uniform location (getSubroutineUniformLocation), not a getUniformLocation result.
  'getUniformSubroutineuiv.location': null,
  // A texture or a renderbuffer, by srcTarget / dstTarget.
  'copyImageSubData.srcName': 'textureOrRenderbuffer',
  'copyImageSubData.dstName': 'textureOrRenderbuffer',
};
/** copyImageSubData's name → target parameter pairs. */
const TARGET_OF: Record<string, string> = { srcName: 'srcTarget', dstName: 'dstTarget' };

/** The kind a parameter name denotes in a method, by the rules above (before EXCEPTIONS). */
export function kindOfParamName(method: string, param: string): ObjectKind | undefined {
  switch (param) {
    case 'buffer': case 'buffers': return 'buffer';
    case 'texture': case 'textures': case 'origtexture': return 'texture';
    case 'sampler': case 'samplers': return 'sampler';
    case 'renderbuffer': case 'renderbuffers': return 'renderbuffer';
    case 'framebuffer': case 'framebuffers': return 'framebuffer';
    case 'array': case 'arrays': return 'vertexArray';
    case 'id': case 'ids': return method.includes('TransformFeedback') ? 'transformFeedback' : 'query';
    case 'program': return 'program';
    case 'shader': return 'shader';
    case 'pipeline': case 'pipelines': return 'programPipeline';
    case 'sync': return 'sync';
    case 'location': return 'uniformLocation';
    case 'uniformBlockIndex': return 'uniformBlockIndex';
    case 'index': case 'attribindex': return /vertexattrib/i.test(method) ? 'attribLocation' : undefined;
    default: return undefined;
  }
}

export function methodObjects(m: JsMethod): MethodObjects | undefined {
  const params: ObjectParam[] = [];
  m.params.forEach((p, index) => {
    const key = `${m.name}.${p.name}`;
    const kind = key in EXCEPTIONS ? EXCEPTIONS[key] : kindOfParamName(m.name, p.name);
    if (!kind) return;
    const param: ObjectParam = { index, kind, array: p.type === 'array' };
    if (kind === 'textureOrRenderbuffer') {
      const t = m.params.findIndex((q) => q.name === TARGET_OF[p.name]);
      if (t < 0) throw new Error(`${key}: no target parameter ${TARGET_OF[p.name]}`);
      param.targetParam = t;
    }
    params.push(param);
  });
  let returns: ObjectKind | undefined = RETURN_KINDS[m.name];
  if (!returns && /^gen[A-Z]/.test(m.name) && m.ret.kind === 'out-array') {
    const out = m.row.params[m.ret.out];
    returns = out ? kindOfParamName(m.name, out.name) : undefined;
    if (!returns) throw new Error(`${m.name}: gen* output ${out?.name} names no object kind; add it to RETURN_KINDS`);
  }
  if (params.length === 0 && !returns) return undefined;
  const entry: MethodObjects = { name: m.name, params, ...(returns ? { returns } : {}) };
  const scoped = params.some((p) => PER_PROGRAM.has(p.kind)) || (returns !== undefined && PER_PROGRAM.has(returns));
  const programParam = m.params.findIndex((p) => p.name === 'program');
  if (scoped && programParam >= 0) entry.programParam = programParam;
  return entry;
}

/** libs/gl-api/src/gl-object-params.generated.ts (after the generator's header). */
export function emitObjectParams(methods: JsMethod[]): string {
  const entries = methods.map(methodObjects).filter((e): e is MethodObjects => e !== undefined);
  const returning = methods.filter((m) => m.ret.kind !== 'void').map((m) => m.name);
  const lines = entries.map((e) => {
    const params = e.params.map((p) => {
      const parts = [`index: ${p.index}`, `kind: '${p.kind}'`, `array: ${p.array}`];
      if (p.targetParam !== undefined) parts.push(`targetParam: ${p.targetParam}`);
      return `{ ${parts.join(', ')} }`;
    });
    const parts = [`params: [${params.join(', ')}]`];
    if (e.returns) parts.push(`returns: '${e.returns}'`);
    if (e.programParam !== undefined) parts.push(`programParam: ${e.programParam}`);
    return `  ${e.name}: { ${parts.join(', ')} },`;
  });
  return (
    `// Object-name parameters of the GL interface (traces: which arguments a replayer translates), derived\n` +
    `// from the table's parameter names by tools/gl-codegen/src/object-params.ts (rules and exceptions there).\n\n` +
    `export type GLObjectKind =\n${OBJECT_KINDS.map((k) => `  | '${k}'`).join('\n')};\n\n` +
    `export interface GLObjectParam {\n` +
    `  /** Position among the method's JS parameters. */\n  readonly index: number;\n` +
    `  readonly kind: GLObjectKind | 'textureOrRenderbuffer';\n` +
    `  /** An array of names (deleteBuffers, bindTextures ...). */\n  readonly array: boolean;\n` +
    `  /** textureOrRenderbuffer: the parameter holding the target (RENDERBUFFER → renderbuffer, else texture). */\n` +
    `  readonly targetParam?: number;\n}\n\n` +
    `export interface GLMethodObjects {\n  readonly params: readonly GLObjectParam[];\n` +
    `  /** The returned value (or, for gen*, each returned name) is a name of this kind. */\n  readonly returns?: GLObjectKind;\n` +
    `  /** The \`program\` parameter scoping uniformLocation / uniformBlockIndex; absent: the current program. */\n` +
    `  readonly programParam?: number;\n}\n\n` +
    `/** Kinds that are only meaningful per program (translated per recorded program name). */\n` +
    `export const GL_PER_PROGRAM_KINDS: readonly GLObjectKind[] = ['uniformLocation', 'uniformBlockIndex'];\n\n` +
    `/** ${entries.length} methods that take or return object names; a method not listed has none. */\n` +
    `export const GL_OBJECT_PARAMS: Readonly<Record<string, GLMethodObjects>> = {\n${lines.join('\n')}\n};\n\n` +
    `/** The ${returning.length} methods whose JS form returns a value (the rest return undefined). */\n` +
    `export const GL_VALUE_RETURNING_METHODS: readonly string[] = [\n${returning.map((n) => `  '${n}',`).join('\n')}\n];\n`
  );
}
