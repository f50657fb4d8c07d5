// A readable summary of the front end's GL state (gl-state's GLContext), for `mgpipe trace dump --state-at N`:
// bindings, every render-state field from the RenderStateParameters field table, the current program, the
// bound VAO's attributes, the textures of every touched unit and the bound framebuffers.
import { GenericBufferSlot, TEXTURE_TARGET_COUNT, type Framebuffer, type GLContext } from '@mgpipe/gl-state';
import { RENDER_STATE_FIELDS, RenderStateCap, type RenderStateField } from '@mgpipe/value-types';

const TARGET_NAMES = ['1D', '2D', '3D', '1D_ARRAY', '2D_ARRAY', 'RECTANGLE', 'CUBE_MAP', 'CUBE_MAP_ARRAY', 'BUFFER', '2D_MULTISAMPLE', '2D_MULTISAMPLE_ARRAY'];
const ATTACHMENT_NAMES = ['COLOR0', 'COLOR1', 'COLOR2', 'COLOR3', 'COLOR4', 'COLOR5', 'COLOR6', 'COLOR7', 'DEPTH', 'STENCIL'];
/** Elements per logical entry, so repeated entries collapse ("[0,0,64,64] x16"). */
const GROUP: Record<string, number> = { viewport: 4, scissorBox: 4, depthRange: 2 };

const hex = (v: number) => `0x${v.toString(16)}`;

function capabilityNames(lo: number, hi: number): string {
  const on: string[] = [];
  for (const [name, bit] of Object.entries(RenderStateCap)) {
    if (name === 'ScissorTest0') continue;
    if ((bit < 32 ? lo >>> bit : hi >>> (bit - 32)) & 1) on.push(name);
  }
  const scissors = hi & 0xffff;
  if (scissors === 0xffff) on.push('ScissorTest[all]');
  else for (let v = 0; v < 16; v++) if ((scissors >>> v) & 1) on.push(`ScissorTest${v}`);
  return on.length ? on.join(' ') : '(none)';
}

function fieldValue(ctx: GLContext, f: RenderStateField): string {
  const p = ctx.renderState.params;
  if (f.name === 'capabilities') return capabilityNames(p.get(f, 0), p.get(f, 1));
  const fmt = (v: number) => (f.type === 'u32' && v >= 0x100 ? hex(v) : f.type === 'f32' ? String(Math.fround(v)) : String(v));
  const g = GROUP[f.name] ?? (f.name === 'blendColor' || f.name === 'clearColor' ? 4 : 1);
  const groups: string[] = [];
  for (let i = 0; i < f.count; i += g) {
    const vals: string[] = [];
    for (let j = i; j < Math.min(i + g, f.count); j++) vals.push(fmt(p.get(f, j)));
    groups.push(g > 1 ? `[${vals.join(',')}]` : vals[0]!);
  }
  if (groups.length === 1) return groups[0]!;
  const runs: string[] = [];
  for (let i = 0; i < groups.length; ) {
    let j = i;
    while (j < groups.length && groups[j] === groups[i]) j++;
    runs.push(j - i > 1 ? `${groups[i]} x${j - i}` : groups[i]!);
    i = j;
  }
  return runs.join(', ');
}

function framebufferLines(label: string, fb: Framebuffer): string[] {
  const lines = [`  ${label}: ${fb.name}${fb.isDefault ? ' (default)' : ''} drawBuffers=[${Array.from(fb.drawBuffers).filter((b) => b !== 0).map(hex).join(',')}] readBuffer=${hex(fb.readBuffer)}`];
  fb.attachments.forEach((a, slot) => {
    if (a.texture) lines.push(`    ${ATTACHMENT_NAMES[slot]}: texture ${a.texture.name} level ${a.level}${a.layer !== 0 ? ` layer ${a.layer}` : ''}`);
    else if (a.renderbuffer) lines.push(`    ${ATTACHMENT_NAMES[slot]}: renderbuffer ${a.renderbuffer.name}`);
  });
  return lines;
}

export function summarizeGLState(ctx: GLContext): string[] {
  const out: string[] = ['bindings:'];
  const generic = Object.entries(GenericBufferSlot)
    .map(([name, slot]) => [name, ctx.buffers.GetBound(slot)?.name ?? 0] as const)
    .filter(([, n]) => n !== 0)
    .map(([name, n]) => `${name}=${n}`);
  out.push(`  buffers: ${generic.length ? generic.join(' ') : '(none)'}`);
  for (const [label, table] of [['uniform', ctx.buffers.uniform], ['shaderStorage', ctx.buffers.shaderStorage], ['atomicCounter', ctx.buffers.atomicCounter]] as const) {
    const slots: string[] = [];
    for (let i = 0; i < table.touchedCount; i++) {
      const b = table.GetBuffer(i);
      if (b) slots.push(`${i}=${b.name}@${table.GetOffset(i)}`);
    }
    if (slots.length) out.push(`  ${label} buffers: ${slots.join(' ')}`);
  }
  out.push(`  vertexArray: ${ctx.vertexArray.name}  program: ${ctx.program?.name ?? 0}  programPipeline: ${ctx.programPipeline?.name ?? 0}  renderbuffer: ${ctx.renderbuffer?.name ?? 0}  transformFeedback: ${ctx.transformFeedback.name}`);
  out.push(`  drawFramebuffer: ${ctx.drawFramebuffer.name}  readFramebuffer: ${ctx.readFramebuffer.name}  activeTexture: unit ${ctx.textures.activeUnit}`);

  out.push('render state:');
  for (const f of RENDER_STATE_FIELDS) out.push(`  ${f.name} = ${fieldValue(ctx, f)}`);

  const prog = ctx.program;
  out.push(prog ? `program ${prog.name}: linked=${prog.linkStatus} shaders=[${prog.attachedShaders.map((s) => s.name).join(',')}]` : 'program: none');

  const vao = ctx.vertexArray;
  out.push(`vertex array ${vao.name}: elementBuffer=${vao.elementBuffer?.name ?? 0}`);
  vao.attributes.forEach((a, i) => {
    if (!a.enabled && !a.clientPointer && vao.bindingBuffers[a.bindingIndex] === null) return;
    const b = vao.bindings[a.bindingIndex]!;
    const source = a.clientPointer ? 'client memory' : `buffer ${vao.bindingBuffers[a.bindingIndex]?.name ?? 0} offset ${b.offset} stride ${b.stride}`;
    out.push(`  attrib ${i}: ${a.enabled ? 'enabled' : 'disabled'} size ${a.size} type ${hex(a.type)}${a.normalized ? ' normalized' : ''} +${a.relativeOffset} binding ${a.bindingIndex} (${source}${b.divisor ? ` divisor ${b.divisor}` : ''})`);
  });

  out.push(`textures (${ctx.textures.maxTouchedUnit} touched units):`);
  for (let unit = 0; unit < ctx.textures.maxTouchedUnit; unit++) {
    const bound: string[] = [];
    for (let t = 0; t < TEXTURE_TARGET_COUNT; t++) {
      const tex = ctx.textures.GetBound(unit, t);
      if (tex) bound.push(`${TARGET_NAMES[t]}=${tex.name}`);
    }
    const sampler = ctx.textures.GetSampler(unit);
    if (sampler) bound.push(`sampler=${sampler.name}`);
    if (bound.length) out.push(`  unit ${unit}: ${bound.join(' ')}`);
  }

  out.push('framebuffers:');
  out.push(...framebufferLines('draw', ctx.drawFramebuffer));
  if (ctx.readFramebuffer !== ctx.drawFramebuffer) out.push(...framebufferLines('read', ctx.readFramebuffer));
  return out;
}
