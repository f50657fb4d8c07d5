// G1 (the MGPipeScreen / MGPipeContext function tables) and G2 (monolith direct-call thunks).
import { header } from './emit-common.ts';
import { payloadName, type Catalog, type CallDef } from './model.ts';

const REPLY_TS: Record<string, string> = { MGPCaps: 'MGPCaps', MGPMapResult: 'MGPMapResult', u32: 'number', u64: 'bigint', bool: 'boolean', bytes: 'Uint8Array' };
export const returnType = (c: CallDef) => (c.reply ? REPLY_TS[c.reply] : 'void');

/** Table order: sections in the catalog's (p_context.h) order, rows in catalog order within a section. */
export function tableOrder(cat: Catalog, table: 'screen' | 'context'): { section: { name: string; doc: string }; calls: CallDef[] }[] {
  return cat.sections[table].map((section) => ({
    section,
    calls: cat.calls.filter((c) => !c.retired && c.section === section.name && (c.cls === 'screen') === (table === 'screen')),
  }));
}

function contract(c: CallDef): string {
  const bits = [c.doc, `Opcode ${c.op}, class ${c.cls}.`, `Wait: ${c.wait}.`];
  if (c.flags.length) bits.push(`Flags: ${c.flags.join(', ')}.`);
  if (c.cap) bits.push(`Gated by ${c.cap}.`);
  if (c.flags.includes('optional')) bits.push('May be null: the front end then falls back (callMask bit clear).');
  if (c.verbClass) bits.push(`Verb class ${c.verbClass}: reads only the PipeInputs groups G5 lists for it.`);
  if (c.writes.length) bits.push(`Writes PipeInputs group(s) ${c.writes.join(', ')}.`);
  return bits.join(' ');
}

export function emitTables(cat: Catalog): string {
  const o: string[] = [header('G1: the MGPipeScreen / MGPipeContext function tables.')];
  const live = cat.calls.filter((c) => !c.retired);
  o.push(`import type {\n${live.map((c) => `  ${payloadName(c)},`).join('\n')}\n} from './pipe-payloads.generated.ts';`);
  o.push(`import type { MGPCaps } from '../caps.ts';\nimport type { MGPMapResult } from '../host-span.ts';\n`);
  o.push(`// Function-pointer tables, not classes (seeds §4.1): a null entry means "not implemented, the front end falls back",`);
  o.push(`// which a pure-virtual interface could only fake with a lying stub. Each doc comment is the entry's contract.\n`);
  for (const table of ['screen', 'context'] as const) {
    const iname = table === 'screen' ? 'MGPipeScreen' : 'MGPipeContext';
    o.push(`export interface ${iname} {`);
    for (const { section, calls } of tableOrder(cat, table)) {
      o.push(`  // ---- ${section.name}: ${section.doc}`);
      for (const c of calls) o.push(`  /** ${contract(c)} */\n  ${c.name}: ((p: ${payloadName(c)}) => ${returnType(c)}) | null;`);
    }
    o.push(`}\n`);
    const names = tableOrder(cat, table).flatMap((s) => s.calls.map((c) => c.name));
    o.push(`export const k${iname}Entries: readonly (keyof ${iname})[] = [${names.map((n) => `'${n}'`).join(', ')}];`);
    o.push(`/** A table with every entry null: backends start from this and fill what they implement. */`);
    o.push(`export function empty${iname}(): ${iname} {\n  return { ${names.map((n) => `${n}: null`).join(', ')} };\n}\n`);
  }
  return o.join('\n');
}

export function emitThunks(cat: Catalog): string {
  const o: string[] = [header('G2: monolith direct-call thunks (a call goes straight to the backend table entry).')];
  const live = cat.calls.filter((c) => !c.retired);
  o.push(`import type {\n${live.map((c) => `  ${payloadName(c)},`).join('\n')}\n} from './pipe-payloads.generated.ts';`);
  o.push(`import type { MGPipeScreen, MGPipeContext } from './pipe-tables.generated.ts';\nimport type { MGPCaps } from '../caps.ts';\nimport type { MGPMapResult } from '../host-span.ts';\nimport { MGPipeFatal } from '../fatal.ts';\n`);
  o.push(`let gScreen: MGPipeScreen | null = null;\nlet gCtx: MGPipeContext | null = null;\n`);
  o.push(`/** Install the backend's tables (one screen, one context in v1). */\nexport function installPipeTables(screen: MGPipeScreen, ctx: MGPipeContext): void {\n  gScreen = screen;\n  gCtx = ctx;\n}\n`);
  o.push(`function tables(): { s: MGPipeScreen; c: MGPipeContext } {\n  if (gScreen === null || gCtx === null) throw new MGPipeFatal('UnimplementedCall', 'no MGPipe tables installed');\n  return { s: gScreen, c: gCtx };\n}\n`);
  o.push(`// Calling a null entry is a front-end bug: it must have checked callMask and taken its fallback.`);
  o.push(`function missing(name: string): never {\n  throw new MGPipeFatal('UnimplementedCall', name);\n}\n`);
  for (const c of live) {
    const t = c.cls === 'screen' ? 's' : 'c';
    o.push(`export function mgp_${c.name}(p: ${payloadName(c)}): ${returnType(c)} {\n  const f = tables().${t}.${c.name};\n  return f === null ? missing('${c.name}') : f(p);\n}`);
  }
  return o.join('\n') + '\n';
}
