// `mgpipe migration status [--json]`: where the strangler migration stands (DESIGN §4), from the files the
// advance-phase generator keeps: migrations/state.json (backend × subsystem → phase, push defaults, the residual
// ratchet), migrations/gate-record.json (the gates of each subsystem's last advance or revert, committed with the
// state they justify) and tmp/advance-phase/last-run.json (the last local run of the generator, refusals and
// rollbacks included; absent in a fresh clone). Read-only. Exit 0, 2 on a usage error or an unreadable file.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ParsedArgs } from '../util/args.ts';

interface GateVerdict { gate: string; ok: boolean; detail: string }
interface AdvanceRecord { from: string; to: string; revert: boolean; at: string; gates: GateVerdict[] }
interface LastRun { backend: string; subsystem: string; revert?: boolean; outcome: string; at: string; gates: GateVerdict[] }

function readJsonIfPresent<T>(url: URL): T | null {
  const path = fileURLToPath(url);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

const gateList = (gates: readonly GateVerdict[]) => gates.length === 0 ? '(no gates: revert)' : gates.map((g) => `${g.gate}${g.ok ? '' : ' RED'}`).join(', ');

export async function runMigrationStatus(args: ParsedArgs): Promise<number> {
  const { MIGRATION_STATE, MIGRATION_STATE_URL, RESIDUAL_BLOCK_SIZE, SUBSYSTEMS } = await import('@mgpipe/migration');
  const record = readJsonIfPresent<{ backends: Record<string, Record<string, AdvanceRecord>> }>(new URL('gate-record.json', MIGRATION_STATE_URL));
  const lastRun = readJsonIfPresent<LastRun>(new URL('../tmp/advance-phase/last-run.json', MIGRATION_STATE_URL));
  const backends = Object.keys(MIGRATION_STATE.backends);

  if (args.flags.has('json')) {
    process.stdout.write(`${JSON.stringify({ state: MIGRATION_STATE, residualBlockSizeInCode: RESIDUAL_BLOCK_SIZE, gateRecord: record?.backends ?? {}, lastRun })}\n`);
    return 0;
  }
  const out: string[] = [];
  const width = Math.max(...SUBSYSTEMS.map((s) => s.name.length));
  out.push(`${'subsystem'.padEnd(width)}  bit  ${backends.map((b) => `${b} phase/push`.padEnd(16)).join('  ')}  last advance (migrations/gate-record.json)`);
  for (const s of SUBSYSTEMS) {
    const cells = backends.map((b) => {
      const st = MIGRATION_STATE.backends[b].subsystems[s.name];
      return `${st.phase.padEnd(5)} ${st.pushDefault ? 'push' : 'pull'}`.padEnd(16);
    });
    const rec = record?.backends[backends[0]]?.[s.name];
    const last = rec ? `${rec.revert ? 'revert ' : ''}${rec.from} → ${rec.to} ${rec.at.slice(0, 16)}Z: ${gateList(rec.gates)}` : '—';
    out.push(`${s.name.padEnd(width)}  ${String(s.bit).padStart(3)}  ${cells.join('  ')}  ${last}`);
  }
  out.push('');
  for (const b of backends) {
    const mask = SUBSYSTEMS.filter((s) => MIGRATION_STATE.backends[b].subsystems[s.name].pushDefault).reduce((m, s) => m | (1 << s.bit), 0);
    out.push(`${b}: default push 0x${mask.toString(16).padStart(3, '0')}; ResidualValueBlock ${MIGRATION_STATE.backends[b].residualBlockSize} bytes (ratchet in state.json)${b === 'gles' ? `, ${RESIDUAL_BLOCK_SIZE} in the layout` : ''}`);
  }
  if (lastRun === null) out.push('last advance-phase run here: none recorded (tmp/advance-phase/last-run.json)');
  else {
    out.push(`last advance-phase run here: ${lastRun.backend}/${lastRun.subsystem}${lastRun.revert ? ' --revert' : ''} ${lastRun.outcome} at ${lastRun.at}`);
    for (const g of lastRun.gates) out.push(`  ${g.ok ? 'ok ' : 'RED'} ${g.gate}: ${g.detail}`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}
