// G5: per-verb "may read" tables and the filled-generation (poison) definitions for PipeInputs (§6.2.1-6.2.2).
// A verb class may read only the groups the catalog lists for it; a non-sticky group must have been filled during
// the current verb, so a field pushed for the previous draw is a Fatal at the next glReadPixels, not a stale read.
import { header } from './emit-common.ts';
import type { Catalog } from './model.ts';

export function emitInputs(cat: Catalog): string {
  const o: string[] = [header('G5: PipeInputs groups, per-verb may-read masks, filled generations and poison checks.')];
  o.push(`import { MGPipeFatal } from '../fatal.ts';\n`);
  o.push(`/** PipeInputs groups (organized by memo key, not by read point: §6.2). */\nexport const PipeInputField = {`);
  cat.stateGroups.forEach((g, i) => o.push(`  /** ${g.doc} Accessors: ${g.accessors.join(', ')}.${g.sticky ? ' Sticky.' : ''} */\n  ${g.name}: ${i},`));
  o.push(`} as const;\nexport type PipeInputField = (typeof PipeInputField)[keyof typeof PipeInputField];`);
  o.push(`export const kPipeInputFieldCount = ${cat.stateGroups.length};`);
  o.push(`export const kPipeInputFieldNames: readonly string[] = [${cat.stateGroups.map((g) => `'${g.name}'`).join(', ')}];`);
  const sticky = cat.stateGroups.reduce((a, g, i) => (g.sticky ? a + 2 ** i : a), 0);
  o.push(`/** Groups valid across verbs once filled (object-keyed state). Listed explicitly, as §6.2.1 requires. */\nexport const kStickyFieldMask = ${sticky};`);
  o.push(`/** Accessor name -> group: the hook G6 (backend read point -> MGPipe call) will use. */`);
  o.push(`export const kPipeInputAccessors: Readonly<Record<string, PipeInputField>> = {\n${cat.stateGroups.flatMap((g, i) => g.accessors.map((a) => `  ${a}: ${i},`)).join('\n')}\n};\n`);
  o.push(`export const VerbClass = { ${cat.verbClasses.map((v, i) => `${v.name}: ${i}`).join(', ')} } as const;`);
  o.push(`export type VerbClass = (typeof VerbClass)[keyof typeof VerbClass];`);
  o.push(`export const kVerbClassNames: readonly string[] = [${cat.verbClasses.map((v) => `'${v.name}'`).join(', ')}];`);
  const idx = new Map(cat.stateGroups.map((g, i) => [g.name, i]));
  o.push(`/** Per verb class: the PipeInputs groups it may read (bit i = group i). */\nexport const kVerbMayRead: readonly number[] = [`);
  for (const v of cat.verbClasses) o.push(`  ${v.mayRead.reduce((a, g) => a + 2 ** idx.get(g)!, 0)}, // ${v.name}: ${v.mayRead.join(', ') || '(nothing)'}`);
  o.push(`];`);
  const vIdx = new Map(cat.verbClasses.map((v, i) => [v.name, i]));
  o.push(`/** Per opcode: the verb class of the call (-1 = not a verb), and the groups the call writes. */`);
  o.push(`export const kCallVerbClass: readonly number[] = [${cat.calls.map((c) => (c.verbClass ? vIdx.get(c.verbClass) : -1)).join(', ')}];`);
  o.push(`export const kCallWrites: readonly number[] = [${cat.calls.map((c) => c.writes.reduce((a, g) => a + 2 ** idx.get(g)!, 0)).join(', ')}];\n`);
  o.push(`/**
 * The filled-generation record of PipeInputs: each verb bumps the serial; fill() stamps a group with it; check()
 * throws Fatal{UnmigratedPipeInput, "<group>@<verb>"} when the current verb may not read the group, or when a
 * non-sticky group was not filled for this verb (a sticky one: never filled).
 */
export class PipeInputsGen {
  readonly filledGen = new Float64Array(kPipeInputFieldCount).fill(-1);
  verbSerial = 0;
  verbClass: number = -1;
  beginVerb(cls: VerbClass): void {
    this.verbSerial++;
    this.verbClass = cls;
  }
  fill(field: PipeInputField): void {
    this.filledGen[field] = this.verbSerial;
  }
  check(field: PipeInputField): void {
    const bit = 2 ** field;
    const cls = this.verbClass;
    const may = cls >= 0 && Math.floor(kVerbMayRead[cls] / bit) % 2 === 1;
    const sticky = Math.floor(kStickyFieldMask / bit) % 2 === 1;
    const g = this.filledGen[field];
    if (!may || (sticky ? g < 0 : g !== this.verbSerial))
      throw new MGPipeFatal('UnmigratedPipeInput', \`\${kPipeInputFieldNames[field]}@\${cls >= 0 ? kVerbClassNames[cls] : 'no-verb'}\`);
  }
}`);
  return o.join('\n') + '\n';
}
