// Emits libs/reference-gl/src/reference-methods.generated.ts: the reference lane's GL interface, each
// method lowered onto the native desktop GL 4.5 entry point of the same row (js-shape.ts says how).
// Irregular shapes ('special' returns) call the hand-written helpers of libs/reference-gl/src/lowering.ts.
import type { CArg, JsMethod } from './js-shape.ts';
import { paramList, returnType } from './emit-gl-api.ts';
import { ELEMENTS } from './table.ts';
import { defaultReturn } from './emit-arg-checks.ts';

function outSize(a: Extract<CArg, { from: 'out' }>, m: JsMethod): string {
  switch (a.size.kind) {
    case 'param':
      // A negative count reaches GL (INVALID_VALUE there); the output array is then empty, not a RangeError.
      return a.size.name.endsWith('.length') ? a.size.name : `Math.max(0, ${a.size.name})`;
    case 'fixed':
      return String(a.size.n);
    case 'bytes-param':
      return `Math.max(0, Math.floor(${a.size.name} / ${ELEMENTS[a.elem]![2]}))`;
    case 'pname': {
      // The arguments before pname name the object a per-object list query counts over (lowering.ts).
      const pname = a.size.pname;
      const lead = m.params.slice(0, m.params.findIndex((p) => p.name === pname)).map((p) => p.name);
      return `rt.pnameValueCount(${[`'${m.row.name}'`, pname, ...lead].join(', ')})`;
    }
  }
}

function lowerArg(a: CArg, m: JsMethod, i: number): string {
  switch (a.from) {
    case 'param':
      return a.name;
    case 'const':
      return a.value;
    case 'length':
      return a.divisor === 1 ? `${a.of}.length` : `Math.floor(${a.of}.length / ${a.divisor})`;
    case 'typed': {
      // An input whose length GL takes from another argument (COMPSIZE) is padded, so a short JS array can
      // never be read past its end by the driver.
      const rowParam = m.row.params.find((p) => p.name === a.name);
      const fn = rowParam && !rowParam.count ? 'rt.padded' : 'rt.typed';
      return `${fn}(${ELEMENTS[a.elem]![1]}, ${a.name})`;
    }
    case 'out':
      return `o${i}`;
  }
}

function body(m: JsMethod): string[] {
  const r = m.ret;
  const native = `$gl.${m.row.name}`;
  if (r.kind === 'special') {
    return [`return rt.${camel(r.what)}(${[native, ...m.params.map((p) => p.name)].join(', ')});`];
  }
  const lines: string[] = [];
  const pnameSized = new Set<number>();
  m.cArgs.forEach((a, i) => {
    if (a.from !== 'out') return;
    if (a.size.kind === 'pname') {
      // A counted list may be empty (NUM_SHADER_BINARY_FORMATS = 0); the binding takes at least one element, and
      // GL writes none, so the answer is the first n of the array.
      pnameSized.add(i);
      lines.push(`const n${i} = ${outSize(a, m)};`, `const o${i} = new ${ELEMENTS[a.elem]![1]}(Math.max(n${i}, 1));`);
    } else {
      lines.push(`const o${i} = new ${ELEMENTS[a.elem]![1]}(${outSize(a, m)});`);
    }
  });
  const call = `${native}(${m.cArgs.map((a, i) => lowerArg(a, m, i)).join(', ')})`;
  switch (r.kind) {
    case 'void':
      lines.push(`${call};`);
      break;
    case 'number':
    case 'sync':
      lines.push(`return ${call};`);
      break;
    case 'boolean':
      lines.push(`return ${call} !== 0;`);
      break;
    case 'string':
      lines.push(`return ${call};`);
      break;
    case 'mapping':
      lines.push(`const mapped = ${call};`, `return mapped ? new Uint8Array(mapped) : null;`);
      break;
    case 'out-scalar':
      lines.push(`${call};`);
      if (m.vectorPnames) {
        const set = m.vectorPnames.map((p) => `GL.${p}`).join(', ');
        lines.push(`if ([${set}].includes(pname as never)) return Array.from(o${r.out}, Number) as never;`);
      }
      lines.push(`return Number(o${r.out}[0])${m.vectorPnames ? ' as never' : ''};`);
      break;
    case 'out-array':
    case 'out-pname-array':
      lines.push(`${call};`, pnameSized.has(r.out) ? `return Array.from(o${r.out}.subarray(0, n${r.out}), Number);` : `return Array.from(o${r.out}, Number);`);
      break;
  }
  return lines;
}

function camel(s: string): string {
  return s.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

export function emitReference(methods: JsMethod[]): string {
  const out: string[] = [
    `import type { ActiveVariable, DebugCallback, DebugLogMessage, GLboolean, GLFunctions, GLsync, PrecisionFormat, ProgramBinary, VoidData } from '@mgpipe/gl-api';`,
    `import { GL } from '@mgpipe/value-types';`,
    `import { gl as $gl } from '@mgpipe/native-gl';`,
    `import * as rt from './lowering.ts';`,
    ``,
    `/* eslint-disable @typescript-eslint/no-unused-vars */`,
    `void GL;`,
    ``,
    `/** GL interface methods over the current native context (make the reference context current first). */`,
    `export const referenceMethods: GLFunctions = {`,
  ];
  for (const m of methods) {
    out.push(`  ${m.name}(${paramList(m)}): ${m.vectorPnames ? 'never' : returnType(m.ret)} {`);
    if (m.params.some((p) => p.type === 'data')) {
      // The native size checks refuse client memory shorter than what GL touches (ERR_GL_CLIENT_MEMORY):
      // recorded as INVALID_OPERATION, the front end's rule, instead of reaching the driver.
      out.push(`    try {`);
      for (const l of body(m)) out.push(`      ${l}`);
      out.push(`    } catch (e) {`, `      rt.clientMemoryError(e);`, `      return${defaultReturn(m)};`, `    }`);
    } else {
      for (const l of body(m)) out.push(`    ${l}`);
    }
    out.push(`  },`);
  }
  out.push(`};`, ``);
  return out.join('\n');
}
