// Payload types, enums, bitsets, opcodes, capability bits and per-call metadata (libs/pipe-types).
import { header, tsFieldType, docLines } from './emit-common.ts';
import { payloadName, type Catalog } from './model.ts';
import { CALL_FLAGS } from './model.ts';

export function emitTypes(cat: Catalog): string {
  const o: string[] = [header('Payload types, enums, opcodes and call metadata of the MGPipe catalog.')];
  o.push(`import type { MGPipeHandle } from '../handles.ts';\nimport type { MGHostSpan } from '../host-span.ts';\n`);
  o.push(`/** Capability bits of MGPCaps.capBits (§4.4.1, v2 set). */\nexport const MGPCapBit = {`);
  cat.caps.forEach((c, i) => o.push(`  /** ${c.doc} */\n  ${c.name}: ${2 ** i},`));
  o.push(`} as const;\nexport type MGPCapName = keyof typeof MGPCapBit;\n`);
  for (const e of cat.enums) {
    o.push(`export const ${e.name} = { ${e.values.map((v, i) => `${v}: ${i}`).join(', ')} } as const;`);
    o.push(`export type ${e.name} = number;\nexport const k${e.name}Count = ${e.values.length};\n`);
  }
  for (const b of cat.bitsets) {
    o.push(`export const ${b.name} = { ${b.bits.map((v, i) => `${v}: ${2 ** i}`).join(', ')} } as const;`);
    o.push(`export type ${b.name} = number;\nexport const k${b.name}All = ${2 ** b.bits.length - 1};\n`);
  }
  for (const s of cat.structs) {
    o.push(`${docLines('', s.doc)}export interface ${s.name} {`);
    for (const f of s.fields) o.push(`${docLines('  ', f.doc)}  ${f.name}: ${tsFieldType(f)};`);
    o.push(`}\n`);
  }
  for (const c of cat.calls) {
    if (c.retired) continue;
    o.push(`/** Payload of \`${c.name}\` (opcode ${c.op}). */\nexport interface ${payloadName(c)} {`);
    for (const f of c.fields) {
      const extra = f.gate ? ` Present only when ${f.gate.field}.${f.gate.bit} is set; otherwise ${f.def ?? 'zero'}.` : f.def !== null ? ` Default ${f.def}.` : '';
      o.push(`${docLines('  ', (f.doc + extra).trim())}  ${f.name}: ${tsFieldType(f)};`);
    }
    o.push(`}\n`);
  }
  o.push(`/** Wire opcodes: a row's position in the catalog (append-only, locked in schema/pipe-opcodes.lock.json). */`);
  o.push(`export const MGPipeOp = {\n${cat.calls.map((c) => `  ${c.name}: ${c.op},`).join('\n')}\n} as const;`);
  o.push(`export type MGPipeOpName = keyof typeof MGPipeOp;`);
  o.push(`export const kMGPipeOpCount = ${cat.calls.length};\n`);
  o.push(`/** Call flags as bits of MGPipeCallInfo.flags. */\nexport const MGPipeCallFlag = { ${CALL_FLAGS.map((f, i) => `${f}: ${2 ** i}`).join(', ')} } as const;\n`);
  o.push(`export interface MGPipeCallInfo {\n  readonly op: number;\n  readonly name: string;\n  readonly cls: 'screen' | 'query' | 'cso' | 'state' | 'object' | 'verb';\n  readonly table: 'screen' | 'context';\n  readonly flags: number;\n  readonly wait: 'none' | 'applied' | 'reply' | 'present';\n  readonly cap: MGPCapName | null;\n  readonly verbClass: string | null;\n  readonly retired: boolean;\n}\n`);
  o.push(`/** One entry per opcode: what the catalog says about the call (used by callMask, stats and the applier). */`);
  o.push(`export const kMGPipeCalls: readonly MGPipeCallInfo[] = [`);
  for (const c of cat.calls) {
    const flags = c.flags.reduce((a, f) => a | (2 ** CALL_FLAGS.indexOf(f)), 0);
    o.push(`  { op: ${c.op}, name: '${c.name}', cls: '${c.cls}', table: '${c.cls === 'screen' ? 'screen' : 'context'}', flags: ${flags}, wait: '${c.wait}', cap: ${c.cap ? `'${c.cap}'` : 'null'}, verbClass: ${c.verbClass ? `'${c.verbClass}'` : 'null'}, retired: ${c.retired} },`);
  }
  o.push(`];\n`);
  return o.join('\n');
}
