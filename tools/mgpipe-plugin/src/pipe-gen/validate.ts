// Validation before rendering: every rule here exists because a generator downstream would otherwise emit
// something wrong silently. Each error starts with a stable code (E_...) that the self-test's negative controls
// match on.
import { CALL_CLASSES, CALL_FLAGS, WAIT_CLASSES, SCALARS, type Catalog, type FieldDef } from './model.ts';
import { Layouts, rowLayout } from './layout.ts';
import { layoutRenderState } from './render-state-model.ts';

const REPLY_TYPES = new Set(['MGPCaps', 'MGPMapResult', 'u32', 'u64', 'bool', 'bytes']);

export function validate(cat: Catalog): string[] {
  const errs = [...cat.parseErrors];
  const e = (s: string) => errs.push(s);

  // Opcodes: position is the opcode; `op` restates it so a reorder or a duplicate shows up.
  const seenOp = new Map<number, string>();
  const seenName = new Set<string>();
  cat.calls.forEach((c, i) => {
    if (seenOp.has(c.op)) e(`E_DUP_OPCODE: opcode ${c.op} used by "${seenOp.get(c.op)}" and "${c.name}"`);
    seenOp.set(c.op, c.name);
    if (c.op !== i) e(`E_OP_POSITION: row ${i} ("${c.name}") says op ${c.op}: rows are append-only and a row's position is its opcode`);
    if (seenName.has(c.name)) e(`E_DUP_NAME: call "${c.name}" appears twice`);
    seenName.add(c.name);
  });
  if (cat.calls.length >= cat.wire.wrapOpcode) e(`E_OPCODE_SPACE: opcode ${cat.wire.wrapOpcode} is reserved for the ring wrap marker`);

  // The opcode lock: checked-in history; rows may be appended, never reordered, removed or lose fields.
  cat.lock.forEach((l, i) => {
    const c = cat.calls[i];
    if (!c) return void e(`E_LOCK_REMOVED: locked row ${i} ("${l.name}") is gone: retire it ("retired": true) instead of removing it`);
    if (c.name !== l.name) e(`E_LOCK_REORDER: opcode ${i} is locked to "${l.name}" but the catalog has "${c.name}" there`);
    else if (!c.retired)
      for (const f of l.fields) if (!c.fields.some((x) => x.name === f)) e(`E_LOCK_FIELD_REMOVED: "${c.name}" lost payload field "${f}" (locked)`);
  });

  const structNames = new Set(cat.structs.map((s) => s.name));
  const sectionNames = new Set([...cat.sections.screen, ...cat.sections.context].map((s) => s.name));
  const groups = new Set(cat.stateGroups.map((g) => g.name));
  const verbClasses = new Set(cat.verbClasses.map((v) => v.name));
  const caps = new Set(cat.caps.map((c) => c.name));
  const written = new Set<string>();
  if (cat.caps.length > 32) e(`E_CAP: more than 32 capability bits`);
  if (cat.stateGroups.length > 32) e(`E_STATE_GROUP: more than 32 PipeInputs groups (masks are u32)`);
  for (const v of cat.verbClasses) for (const g of v.mayRead) if (!groups.has(g)) e(`E_STATE_GROUP: verb class "${v.name}" may read unknown group "${g}"`);

  for (const en of cat.enums) if (!SCALARS.includes(en.type) || en.values.length === 0) e(`E_TYPE: enum ${en.name} needs a scalar type and values`);
  for (const b of cat.bitsets) if (!['u8', 'u16', 'u32'].includes(b.type) || b.bits.length > (b.type === 'u8' ? 8 : b.type === 'u16' ? 16 : 32)) e(`E_TYPE: bitset ${b.name} does not fit ${b.type}`);
  for (const s of cat.structs)
    for (const f of s.fields) {
      if (f.tail || f.type.k === 'blob' || f.type.k === 'replySlot') e(`E_STRUCT_FIELD: struct ${s.name}.${f.name}: structs hold fixed-size fields only`);
      if (f.def !== null || f.nullable || f.gate) e(`E_STRUCT_FIELD: struct ${s.name}.${f.name}: defaults / nullability / gates belong to call payloads`);
      if (f.type.k === 'struct' && !structNames.has(f.type.name)) e(`E_DANGLING_TYPE: ${s.name}.${f.name}`);
    }
  const L = new Layouts(cat);
  const structHasHostSpan = (name: string): boolean => cat.structs.find((s) => s.name === name)!.fields.some((f) => f.type.k === 'hostSpan' || (f.type.k === 'struct' && structHasHostSpan(f.type.name)));

  for (const c of cat.calls) {
    const where = `call "${c.name}"`;
    if (!(CALL_CLASSES as readonly string[]).includes(c.cls)) e(`E_BAD_CLASS: ${where}: class "${c.cls}"`);
    for (const f of c.flags) if (!(CALL_FLAGS as readonly string[]).includes(f)) e(`E_BAD_FLAG: ${where}: flag "${f}"`);
    if (!(WAIT_CLASSES as readonly string[]).includes(c.wait)) e(`E_BAD_WAIT: ${where}: wait "${c.wait}"`);
    if (!sectionNames.has(c.section)) e(`E_BAD_SECTION: ${where}: section "${c.section}"`);
    if (c.cls === 'screen' && !cat.sections.screen.some((s) => s.name === c.section)) e(`E_BAD_SECTION: ${where}: screen calls live in screen sections`);
    if (c.cls !== 'screen' && !cat.sections.context.some((s) => s.name === c.section)) e(`E_BAD_SECTION: ${where}: context calls live in context sections`);
    const has = (fl: string) => c.flags.includes(fl as never);
    const fieldNames = new Set<string>();
    for (const f of c.fields) {
      if (fieldNames.has(f.name)) e(`E_DUP_FIELD: ${where}: field "${f.name}" twice`);
      fieldNames.add(f.name);
    }
    // Wait classes: every replySlot row waits for a reply, and only those.
    const replyField = c.fields.some((f) => f.type.k === 'replySlot');
    if (has('replySlot') && c.wait !== 'reply') e(`E_REPLY_WAIT: ${where}: replySlot rows wait for a reply (wait is "${c.wait}")`);
    if (c.wait === 'reply' && !has('replySlot')) e(`E_REPLY_WAIT: ${where}: waits for a reply without the replySlot flag`);
    if (has('replySlot') !== replyField) e(`E_REPLY_WAIT: ${where}: replySlot flag and a replySlot field go together`);
    if (has('replySlot') && (c.reply === null || !REPLY_TYPES.has(c.reply))) e(`E_REPLY_WAIT: ${where}: replySlot rows name a reply type (${[...REPLY_TYPES].join(', ')})`);
    if (!has('replySlot') && c.reply !== null) e(`E_REPLY_WAIT: ${where}: a reply type without the replySlot flag`);
    if (has('needsAck') && c.wait !== 'applied') e(`E_ACK_WAIT: ${where}: needsAck rows wait until applied`);
    if (c.wait === 'present' && c.name !== 'present') e(`E_BAD_WAIT: ${where}: only present waits for present`);
    // Flags restate the payload's shape; generators branch on both, so they must agree.
    const blob = c.fields.some((f) => f.type.k === 'blob');
    const tail = c.fields.some((f) => f.tail);
    const span = c.fields.some((f) => f.type.k === 'hostSpan' || (f.type.k === 'struct' && structNames.has(f.type.name) && structHasHostSpan(f.type.name)));
    if (has('hasBlob') !== blob) e(`E_FLAG_MISMATCH: ${where}: hasBlob flag ${has('hasBlob')} but blob field ${blob}`);
    if (has('varTail') !== tail) e(`E_FLAG_MISMATCH: ${where}: varTail flag ${has('varTail')} but tail field ${tail}`);
    if (has('hostSpan') !== span) e(`E_FLAG_MISMATCH: ${where}: hostSpan flag ${has('hostSpan')} but hostSpan field ${span}`);
    if (c.cap !== null && !caps.has(c.cap)) e(`E_CAP: ${where}: unknown cap "${c.cap}"`);
    if (c.verbClass !== null && !verbClasses.has(c.verbClass)) e(`E_VERB_CLASS: ${where}: unknown verb class "${c.verbClass}"`);
    if (c.cls === 'verb' && c.verbClass === null) e(`E_VERB_CLASS: ${where}: verbs name their verb class (G5 derives what they may read)`);
    for (const g of c.writes) {
      if (!groups.has(g)) e(`E_STATE_GROUP: ${where}: writes unknown group "${g}"`);
      written.add(g);
    }
    for (const f of c.fields) checkCallField(c.name, f, c.fields, cat, e);
    if (errs.length === 0) {
      const row = rowLayout(L, c);
      if (row.opt.filter((o) => o.rule !== 'gate').length > 32) e(`E_PRESENCE_BITS: ${where}: more than 32 elidable fields`);
      const w = cat.wire.rows.get(c.name)!;
      if (w.budget !== null && row.steadyRecord > w.budget)
        e(`E_BUDGET: ${where}: steady-state record is ${row.steadyRecord} bytes, budget ${w.budget} (${w.budgetShape})`);
    }
  }
  for (const g of cat.stateGroups) if (!written.has(g.name)) e(`E_STATE_GROUP: group "${g.name}" is written by no call (dangling)`);
  for (const r of cat.wire.unknownRows) e(`E_OVERLAY: pipe-wire.json names unknown call "${r}"`);
  for (const [name, w] of cat.wire.rows) if (!['u8', 'u16', 'u32'].includes(w.tailCount)) e(`E_OVERLAY: "${name}" tailCount must be u8/u16/u32`);

  // Render-state field table (G7): shape, chunk order and the asserted size.
  errs.push(...layoutRenderState(cat.renderState).errors);
  return errs;
}

function checkCallField(call: string, f: FieldDef, all: FieldDef[], cat: Catalog, e: (s: string) => void) {
  const where = `call "${call}" field "${f.name}"`;
  if (f.tail && (f.type.k === 'blob' || f.type.k === 'replySlot' || f.type.k === 'hostSpan')) e(`E_TAIL: ${where}: tails hold scalars, handles or structs`);
  if (f.tail && (f.def !== null || f.nullable || f.gate)) e(`E_TAIL: ${where}: tails are always present (possibly empty)`);
  if (f.type.k === 'blob' && (f.fixedLen !== null || f.def !== null || f.nullable || f.gate)) e(`E_TAIL: ${where}: a blob is a plain tail`);
  if (f.nullable && f.type.k !== 'struct' && f.type.k !== 'handle') e(`E_NULLABLE: ${where}: only structs and handles are nullable`);
  if (f.def !== null) {
    const t = f.type;
    const ok =
      f.fixedLen === null &&
      ((t.k === 'handle' && f.def === 'null') ||
        ((t.k === 'scalar' || t.k === 'enum' || t.k === 'bits') && (t.k !== 'scalar' || !['f32', 'f64'].includes(t.s)) && /^-?\d+$/.test(f.def)));
    if (!ok) e(`E_DEFAULT: ${where}: defaults are integers (or null for handles); floats have none because NaN != NaN`);
  }
  if (f.gate) {
    const g = all.find((x) => x.name === f.gate!.field);
    const bits = g && g.type.k === 'bits' ? cat.bitsets.find((b) => b.name === (g.type as { name: string }).name) : undefined;
    if (!bits) e(`E_GATE: ${where}: gate field "${f.gate.field}" is not a bitset field of this call`);
    else if (g!.def !== null || g!.nullable || g!.gate || g!.fixedLen !== null) e(`E_GATE: ${where}: gate field "${g!.name}" must be a plain, always-present field`);
    else if (!bits.bits.includes(f.gate.bit)) e(`E_GATE: ${where}: bitset ${bits.name} has no bit "${f.gate.bit}"`);
    if (f.tail || f.fixedLen !== null) e(`E_GATE: ${where}: gated fields are single values`);
  }
}
