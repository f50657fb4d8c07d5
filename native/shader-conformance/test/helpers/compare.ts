// Compares glslang's program reflection with what the GLES driver reports for the same program
// after SPIR-V → SPIRV-Cross → ESSL. Returns one line per disagreement (empty = agree).
//
// Known, intended differences that are normalized here (each is a naming artifact of the ESSL that
// SPIRV-Cross writes, not a reflection error):
//  - members of an anonymous-instance block: GL names them "member"; SPIRV-Cross must give the
//    block an instance name ("_63"), so the driver sees a named instance and says "Block.member".
//  - block indices are implementation-ordered: blocks are matched by name, not index.
//  - a default-block struct uniform of which only some leaves are used: glslang reports the used
//    leaves, Mesa every leaf of the struct (GL leaves "active" to the implementation). The extra
//    driver leaves are accepted when glslang reports a sibling leaf of the same variable.
import type { ProgramReflection } from '@mgpipe/native-shader';
import type { DriverProgram, DriverResource } from './gl-probe.ts';

function byName(list: DriverResource[]): Map<string, DriverResource> {
  return new Map(list.map((r) => [r.name, r]));
}

function stripIndex(blockName: string): string {
  return blockName.replace(/\[\d+\]$/, '');
}

/** The driver-side name of a block member glslang reports as `name` in block `blockName`. */
function driverMemberName(name: string, blockName: string, driver: Map<string, DriverResource>): string {
  if (driver.has(name)) return name;
  const prefixed = `${stripIndex(blockName)}.${name}`;
  return driver.has(prefixed) ? prefixed : name;
}

export function compareReflection(refl: ProgramReflection, drv: DriverProgram): string[] {
  const diffs: string[] = [];
  const check = (what: string, ours: unknown, theirs: unknown) => {
    if (ours !== theirs) diffs.push(`${what}: glslang ${String(ours)} vs driver ${String(theirs)}`);
  };

  // Attributes (driver's PROGRAM_INPUT of a vertex program, built-ins aside).
  if (refl.stageInterfaces.some((s) => s.stage === 'vertex')) {
    const inputs = drv.inputs.filter((r) => !r.name.startsWith('gl_'));
    check('attribute count', refl.attributes.length, inputs.length);
    const d = byName(inputs);
    for (const a of refl.attributes) {
      const r = d.get(a.name);
      if (!r) {
        diffs.push(`attribute ${a.name} missing in driver`);
        continue;
      }
      check(`attribute ${a.name} type`, a.type, r.type);
      check(`attribute ${a.name} arraySize`, a.arraySize, r.arraySize);
      check(`attribute ${a.name} location`, a.location, r.location);
    }
  }
  if (refl.stageInterfaces.some((s) => s.stage === 'fragment')) {
    const outs = drv.outputs.filter((r) => !r.name.startsWith('gl_'));
    check('output count', refl.outputs.length, outs.length);
    const d = byName(outs);
    for (const o of refl.outputs) {
      const r = d.get(o.name);
      if (!r) {
        diffs.push(`output ${o.name} missing in driver`);
        continue;
      }
      check(`output ${o.name} type`, o.type, r.type);
      check(`output ${o.name} location`, o.location, r.location);
    }
  }

  // Blocks, matched by name.
  const compareBlocks = (kind: string, ours: ProgramReflection['uniformBlocks'], theirs: DriverResource[]) => {
    check(`${kind} count`, ours.length, theirs.length);
    const d = byName(theirs);
    for (const b of ours) {
      const r = d.get(b.name);
      if (!r) {
        diffs.push(`${kind} ${b.name} missing in driver (driver has ${[...d.keys()].join(', ')})`);
        continue;
      }
      check(`${kind} ${b.name} dataSize`, b.dataSize, r.dataSize);
      check(`${kind} ${b.name} member count`, b.members.length, r.numMembers);
      check(`${kind} ${b.name} binding`, b.binding, r.binding);
    }
  };
  compareBlocks('uniform block', refl.uniformBlocks, drv.uniformBlocks);
  compareBlocks('storage block', refl.storageBlocks, drv.storageBlocks);

  // Uniforms, incl. block members.
  const du = byName(drv.uniforms);
  const rootOf = (n: string) => n.split(/[.[]/)[0];
  const oursRoots = new Set(refl.uniforms.filter((u) => u.blockIndex < 0).map((u) => rootOf(u.name)));
  const oursNames = new Set(refl.uniforms.map((u) => u.name));
  for (const r of drv.uniforms) {
    if (oursNames.has(r.name) || Number(r.blockIndex) >= 0) continue;
    const structLeaf = r.name.includes('.') && oursRoots.has(rootOf(r.name));
    if (!structLeaf) diffs.push(`uniform ${r.name} reported by the driver only`);
  }
  const driverBlockMembers = drv.uniforms.filter((r) => Number(r.blockIndex) >= 0).length;
  check('uniform block member count', refl.uniforms.filter((u) => u.blockIndex >= 0).length, driverBlockMembers);
  for (const u of refl.uniforms) {
    const blockName = u.blockIndex >= 0 ? refl.uniformBlocks[u.blockIndex].name : '';
    const name = u.blockIndex >= 0 ? driverMemberName(u.name, blockName, du) : u.name;
    const r = du.get(name);
    if (!r) {
      diffs.push(`uniform ${u.name} missing in driver`);
      continue;
    }
    const what = `uniform ${u.name}`;
    check(`${what} type`, u.type, r.type);
    check(`${what} arraySize`, u.arraySize, r.arraySize);
    check(`${what} offset`, u.offset, r.offset);
    check(`${what} arrayStride`, u.arrayStride, r.arrayStride);
    check(`${what} matrixStride`, u.matrixStride, r.matrixStride);
    const driverBlock = Number(r.blockIndex) >= 0 ? drv.uniformBlocks[Number(r.blockIndex)].name : '';
    check(`${what} block`, blockName, driverBlock);
    if (u.blockIndex < 0) {
      check(`${what} location`, u.location, r.location);
      if (u.binding >= 0) check(`${what} binding (unit)`, u.binding, drv.uniformValuesAsInt[name]);
    }
  }

  // Buffer variables.
  const dv = byName(drv.bufferVariables);
  check('buffer variable count', refl.bufferVariables.length, drv.bufferVariables.length);
  for (const v of refl.bufferVariables) {
    const blockName = v.blockIndex >= 0 ? refl.storageBlocks[v.blockIndex].name : '';
    const name = driverMemberName(v.name, blockName, dv);
    const r = dv.get(name);
    if (!r) {
      diffs.push(`buffer variable ${v.name} missing in driver`);
      continue;
    }
    const what = `buffer variable ${v.name}`;
    check(`${what} type`, v.type, r.type);
    check(`${what} arraySize`, v.arraySize, r.arraySize);
    check(`${what} offset`, v.offset, r.offset);
    check(`${what} arrayStride`, v.arrayStride, r.arrayStride);
    check(`${what} matrixStride`, v.matrixStride, r.matrixStride);
    check(`${what} topLevelArraySize`, v.topLevelArraySize, r.topLevelArraySize);
    check(`${what} topLevelArrayStride`, v.topLevelArrayStride, r.topLevelArrayStride);
    check(`${what} block`, blockName, drv.storageBlocks[Number(r.blockIndex)]?.name);
  }

  if (refl.computeLocalSize) check('compute work group size', refl.computeLocalSize.join(','), drv.computeWorkGroupSize?.join(','));

  // Transform feedback: the driver captured by the names glslang reported.
  if (refl.xfbVaryings.length) {
    check('xfb varying count', refl.xfbVaryings.length, drv.xfbVaryings.length);
    refl.xfbVaryings.forEach((x, i) => {
      const r = drv.xfbVaryings[i];
      check(`xfb ${x.name} name`, x.name, r?.name);
      check(`xfb ${x.name} type`, x.type, r?.type);
    });
  }
  return diffs;
}
