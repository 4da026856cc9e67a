import { sql } from 'kysely';
import { catalogue } from '@annuaire/shared';
import { auditUser, type AuditReport } from '../audit/compare';
import { loadConfig } from '../config';
import { openCore } from '../runtime/core';

const USAGE = `Usage: npm run audit -- user <id|username>
  Replays the user's credits ledger (running balance) and role timeline from events, compares them
  with the read models, prints both, and exits 1 on any drift.`;

function print(report: AuditReport) {
  console.log(`User ${report.username} (${report.userId})\n`);
  console.log('Credits ledger, replayed from events:');
  for (const line of report.ledger) {
    const sign = line.change >= 0 ? '+' : '';
    console.log(
      `  ${line.at}  ${line.type.padEnd(18)} ${`${sign}${line.change}`.padStart(7)}  balance ${String(line.balance).padStart(7)}  by ${line.actorId ?? 'system'}${line.reason ? `  (${line.reason})` : ''}`,
    );
  }
  console.log(`  balance: events ${report.replayedBalance}, read model ${report.readModelBalance}\n`);
  console.log('Role timeline, replayed from events:');
  for (const line of report.roles) {
    console.log(
      `  ${line.at}  ${line.role}${line.libertine ? ' (libertine)' : ''}  by ${line.actorId ?? 'system'}${line.reason ? `  (${line.reason})` : ''}`,
    );
  }
  console.log(
    report.drift.length === 0 ? '\nNo drift: the read models match the events.' : `\nDRIFT (${report.drift.length}):`,
  );
  for (const line of report.drift) console.log(`  - ${line}`);
}

/** `npm run audit -- user <id|username>`. Exit code 0: no drift; 1: drift; 2: usage or unknown user. */
export async function runAuditCli(argv: readonly string[]): Promise<number> {
  const [command, who] = argv;
  if (command !== 'user' || !who) {
    console.error(USAGE);
    return 2;
  }
  const core = await openCore(loadConfig(), catalogue, (message) => console.error(`[audit] ${message}`));
  try {
    const { rows } = await sql<{ user_id: string }>`
      select user_id from accounts.accounts where user_id = ${who} or lower(username) = lower(${who})
      order by (status = 'active') desc limit 1`.execute(core.db);
    if (!rows[0]) {
      console.error(`No user ${who}`);
      return 2;
    }
    const report = await auditUser(core.db, core.store, rows[0].user_id);
    print(report);
    return report.drift.length === 0 ? 0 : 1;
  } finally {
    await core.close();
  }
}

process.exitCode = await runAuditCli(process.argv.slice(2));
