// Emits libs/gl-api/src/gl-functions.generated.ts: the method half of the `GL` interface (DESIGN §7),
// derived from the table by js-shape.ts. Implemented by the front end (libs/gl-impl) and by the reference
// lane (libs/reference-gl), so a scenario runs unchanged on both.
import { shortForm, type JsMethod, type JsParam, type JsReturn } from './js-shape.ts';

/** The gl-types.ts import of every generated file that spells the interface's parameter and return types. */
export const GL_TYPES_IMPORT = `import type { ActiveVariable, DebugCallback, DebugLogMessage, GLboolean, GLsync, PrecisionFormat, ProgramBinary, VoidData } from './gl-types.ts';`;

function paramType(p: JsParam): string {
  switch (p.type) {
    case 'number':
    case 'int64':
      return 'number';
    case 'boolean':
      return 'GLboolean';
    case 'sync':
      return 'GLsync';
    case 'data':
      return 'VoidData';
    case 'string':
      return 'string';
    case 'strings':
      return 'readonly string[]';
    case 'array':
      return 'ArrayLike<number>';
    case 'ptrs':
      return 'readonly VoidData[]';
    case 'callback':
      return 'DebugCallback | null';
  }
}

export function returnType(r: JsReturn): string {
  switch (r.kind) {
    case 'void':
      return 'void';
    case 'number':
    case 'out-scalar':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
      return 'string | null';
    case 'sync':
      return 'GLsync';
    case 'mapping':
      return 'Uint8Array | null';
    case 'out-array':
    case 'out-pname-array':
      return 'number[]';
    case 'special':
      switch (r.what) {
        case 'info-log':
          return 'string';
        case 'active-variable':
          return 'ActiveVariable | null';
        case 'sync-iv':
          return 'number';
        case 'debug-callback':
          return 'void';
        case 'precision-format':
          return 'PrecisionFormat';
        case 'debug-log':
          return 'DebugLogMessage[]';
        case 'program-binary':
          return 'ProgramBinary';
        case 'query-object':
          return 'number';
        default:
          return 'number[]';
      }
  }
}

export function paramList(m: JsMethod): string {
  return m.params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${paramType(p)}`).join(', ');
}

export function emitGlApi(methods: JsMethod[]): string {
  const out: string[] = [
    `import type { GLConstants } from '@mgpipe/value-types';`,
    GL_TYPES_IMPORT,
    ``,
    `/** The ${methods.length} GL 4.5 entry points of the GL interface (DESIGN §7), in table order. */`,
    `export interface GLFunctions {`,
  ];
  for (const m of methods) {
    if (m.ret.kind === 'special' && m.ret.what === 'query-object') {
      out.push(`  /**`, `   * \`${m.row.proto}\``);
      out.push(`   * With a QUERY_BUFFER bound, C's params is a byte offset into it: \`offset\` carries it (0 when left out),`);
      out.push(`   * the result is written there and 0 returned; with none bound \`offset\` is ignored and the value returned.`);
      out.push(`   */`);
    } else out.push(`  /** \`${m.row.proto}\` */`);
    for (const pname of m.vectorPnames ?? []) {
      const ps = m.params.map((p) => (p.name === 'pname' ? `pname: GLConstants['${pname}']` : `${p.name}: ${paramType(p)}`));
      out.push(`  ${m.name}(${ps.join(', ')}): number[];`);
    }
    out.push(`  ${m.name}(${paramList(m)}): ${returnType(m.ret)};`);
  }
  out.push(`}`, ``);
  out.push(`/**`);
  out.push(` * Where C takes (size, data), data alone is accepted too, its byteLength the size (WebGL's`);
  out.push(` * \`bufferData(target, data, usage)\`, \`bufferSubData(target, offset, data)\`). Part of the GL type; the`);
  out.push(` * argument checks (gl-arg-checks.generated.ts) turn it into the full form before a lane sees the call.`);
  out.push(` */`);
  out.push(`export interface GLShortForms {`);
  for (const m of methods) {
    const sf = shortForm(m);
    if (!sf) continue;
    const ps = m.params.filter((_, i) => i !== sf[0]).map((p, i) => (i === sf[0] ? `${p.name}: ArrayBufferView` : `${p.name}: ${paramType(p)}`));
    out.push(`  ${m.name}(${ps.join(', ')}): ${returnType(m.ret)};`);
  }
  out.push(`}`, ``);
  out.push(`/** Method names of the GL interface, in table order. */`);
  out.push(`export const GL_METHOD_NAMES = [`);
  for (const m of methods) out.push(`  '${m.name}',`);
  out.push(`] as const;`, ``);
  return out.join('\n');
}
